// `crescent review`: which move of a game lost the win, from a code and its moves or a game record on standard input.

import { briefly } from '../../engine/echo';
import { formatMove, type Move } from '../../engine/index';
import { type Review, type ReviewProbe, reviewGame } from '../../solver/review';
import { playRecord } from '../../web/replay/record';
import type { Command } from '../command';
import { type OptionTable, optionLines } from '../options';
import { fail, positive, readBudgets, readFlags } from './solver-flags';

const OPTIONS = {
  'time-limit': { type: 'string', value: 'S', help: 'search each position for at most S seconds (default 2)' },
  'node-limit': { type: 'string', value: 'N', help: 'search each position for at most N positions' },
  'memory-mb': { type: 'string', value: 'M', help: 'cap each search at M MiB (default 1024)' },
  'max-probes': { type: 'string', value: 'K', help: 'search at most K positions of the game (default 32)' },
  json: { type: 'boolean', help: 'print one JSON object' },
} as const satisfies OptionTable;

const USAGE = `Usage: crescent review CODE MOVE... [options]
       crescent review - [options] < RECORD

Finds the move that lost a game: the last position from which the solver found a win (with that win), the
move played from it, and the first position proved lost. A game is a game code followed by its moves in
RULES.md notation (R for a redeal), or with - a game record as the app exports it on standard input. Since
every position after a lost one is lost, about log2(moves) positions are searched, each within the budgets.
${optionLines(OPTIONS)}
Exit status: 0 decided (a turning point, a won game, a deal lost from the start, or a game still winnable),
3 undecided within the budgets, 2 bad input.`;

function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

function describeProbe(probe: ReviewProbe): string {
  if (probe.verdict === 'win') {
    return `the solver wins in ${probe.solution?.length ?? 0} moves: ${(probe.solution ?? []).join(' ')}`;
  }
  if (probe.verdict === 'loss') {
    const how =
      probe.method === 'stuck'
        ? 'no move is left'
        : probe.method === 'decoupled'
          ? 'the decoupled search of the last phase ran out'
          : probe.method === 'phases'
            ? 'the search by phases ran out, with exact keys'
            : probe.confirmed
              ? "the solver's search ran out, confirmed by the search by phases with exact keys"
              : "the solver's search ran out";
    return `proved lost (${how})`;
  }
  return `undecided (the ${probe.stoppedBy ?? 'time'} budget ran out)`;
}

function describeReview(review: Review, moves: readonly Move[], input: string): string[] {
  const lines = [`review of ${input}: ${review.steps} steps`];
  const win = review.lastWin;
  const loss = review.firstLoss;
  if (review.outcome === 'won') lines.push('the game was won');
  else if (review.outcome === 'still-winnable')
    lines.push(`the game can still be won: ${describeProbe(win as ReviewProbe)}`);
  else if (review.outcome === 'lost-from-start')
    lines.push(`the deal itself is lost: ${describeProbe(loss as ReviewProbe)}`);
  else if (review.outcome === 'turning-point' && win !== null && loss !== null) {
    const step = review.losingStep as number;
    lines.push(`turning point: step ${step}, ${formatMove(moves[step - 1] as Move)}, lost the win`);
    lines.push(`  after ${win.step} steps ${describeProbe(win)}`);
    lines.push(`  after ${loss.step} steps ${describeProbe(loss)}`);
  } else {
    lines.push('undecided: no win and loss one step apart were found within the budgets');
    lines.push(
      win === null ? '  no position had a found win' : `  latest win after ${win.step} steps: ${describeProbe(win)}`,
    );
    lines.push(
      loss === null
        ? '  no position was proved lost'
        : `  earliest loss after ${loss.step} steps: ${describeProbe(loss)}`,
    );
    const open = review.probes.filter((p) => p.verdict === 'unknown').map((p) => p.step);
    if (open.length > 0) lines.push(`  undecided after ${open.join(', ')} steps`);
  }
  const seconds = review.probes.reduce((total, p) => total + p.timeMs, 0) / 1000;
  lines.push(`searched ${review.probes.length} positions in ${seconds.toFixed(1)} s`);
  return lines;
}

async function runReview(args: string[]): Promise<number> {
  const read = readFlags(args, OPTIONS);
  if (!read.ok) return fail('review', read.error);
  const flags = read.value;
  const budgets = readBudgets(flags);
  if (!budgets.ok) return fail('review', budgets.error);
  const { timeLimitS, nodeLimit, memoryMb } = budgets.value;
  const probes = positive(flags, '--max-probes', true);
  if (!probes.ok) return fail('review', probes.error);
  if (flags.rest.length === 0) return fail('review', 'it needs a game code and its moves, or - to read a game record.');
  const fromStdin = flags.rest.length === 1 && flags.rest[0] === '-';
  const text = fromStdin ? await readAll(process.stdin) : flags.rest.join(' ');
  const played = playRecord(text);
  if (!played.ok) return fail('review', briefly(played.error.reason));
  const { game, positions } = played.value;
  const moves = game.line;
  const review = reviewGame(positions[0] as (typeof positions)[number], moves, {
    timeLimitMs: (timeLimitS ?? 2) * 1000,
    ...(nodeLimit === undefined ? {} : { nodeLimit }),
    ...(memoryMb === undefined ? {} : { memoryMb }),
    ...(probes.value === undefined ? {} : { maxProbes: probes.value }),
  });
  const input = fromStdin ? 'the record' : (flags.rest[0] as string).toUpperCase();
  if (flags.switches.has('--json')) {
    const losing = review.losingStep === null ? null : formatMove(moves[review.losingStep - 1] as Move);
    process.stdout.write(`${JSON.stringify({ input, ...review, losingMove: losing })}\n`);
  } else {
    process.stdout.write(`${describeReview(review, moves, input).join('\n')}\n`);
  }
  return review.outcome === 'undecided' ? 3 : 0;
}

export const reviewCommand: Command = {
  summary: 'find the move that lost a game: the last found win and the first proved loss',
  usage: USAGE,
  run: runReview,
};
