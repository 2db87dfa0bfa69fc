// The `crescent` subcommands: answers, exit statuses and the texts on stderr; the exit statuses also from the built command.

import { describe, expect, it } from 'vitest';
import {
  checkMove,
  dealPosition,
  formatMove,
  formatPosition,
  hint,
  legalMoves,
  type Move,
  type Position,
  parseGameCode,
  parseMove,
  parsePosition,
} from '../../src/engine/index';
import { playNotation } from '../engine/support';
import { DEAL_1, DEAL_1_TEXT, stuckPosition, WON_GAME, WON_TEXT } from './fixtures';
import { crescentHere } from './here';
import { crescent } from './run';

const COMMANDS = ['deal', 'moves', 'apply', 'status', 'hint', 'show'];

/** The first pile-to-pile move the engine refuses with this sentence. */
function refusedMove(position: Position, reason: string): Move {
  for (let from = 0; from < 16; from++) {
    for (let to = 0; to < 16; to++) {
      const move: Move = { kind: 'card', from, to };
      if (checkMove(position, move)?.reason === reason) return move;
    }
  }
  throw new Error(`no move refused with "${reason}"`);
}

describe('crescent', () => {
  it('lists every command for --help and exits 0', () => {
    const run = crescent(['--help']);
    expect(run.status).toBe(0);
    for (const name of COMMANDS) expect(run.stdout).toMatch(new RegExp(`^ {2}${name} `, 'm'));
  });

  it('prints the usage on stderr and exits 2 when no command is given', () => {
    const run = crescent([]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Usage: crescent <command>');
  });

  it('refuses an unknown command with exit 2', async () => {
    const run = await crescentHere(['deel', 'CR1-N-AAAAAAB']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown command "deel"');
  });

  it.each(COMMANDS)('explains %s with --help', async (name) => {
    const run = await crescentHere([name, '--help']);
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith(`Usage: crescent ${name} `)).toBe(true);
  });

  it('explains a command for -h and for "help COMMAND" too', async () => {
    for (const args of [
      ['apply', '-h'],
      ['help', 'apply'],
    ]) {
      const run = await crescentHere(args);
      expect(run.status).toBe(0);
      expect(run.stdout.startsWith('Usage: crescent apply ')).toBe(true);
    }
  });

  it.each(COMMANDS)('gives %s the usage on stderr and exit 2 for a wrong argument count', async (name) => {
    const run = await crescentHere([name]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`crescent ${name}: expects`);
    expect(run.stderr).toContain(`Usage: crescent ${name} `);
  });

  it.each(['deal', 'apply', 'show'])('refuses an unknown option for %s', async (name) => {
    const run = await crescentHere([name, '--fast', 'x']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown option "--fast"');
  });
});

describe('crescent deal', () => {
  it("prints the code's starting position, the engine's deal", async () => {
    const run = await crescentHere(['deal', 'CR1-N-AAAAAAB']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${DEAL_1_TEXT}\n`);
    // The reference piles of dealing version 1 for this deal.
    const piles = run.stdout.trim().split(' ')[3]?.split('/');
    expect(piles?.[0]).toBe('8D6HTH6D9HJD');
    expect(piles?.[15]).toBe('4SAHTC6H2C9H');
  });

  it('reads codes in any case with spaces around, and deals face down for D', async () => {
    const run = await crescentHere(['deal', '  cr1-sd-aaaaaab ']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${formatPosition(dealPosition(1, { rules: 'strict', facedown: true }))}\n`);
  });

  it("refuses a bad code with the engine's sentence and exit 2", async () => {
    for (const code of ['CR1-X-AAAAAAB', 'CR1-N-AAAA', 'hello']) {
      const run = await crescentHere(['deal', code]);
      const parsed = parseGameCode(code);
      expect(parsed.ok).toBe(false);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`crescent deal: ${parsed.ok ? '' : parsed.error.reason}\n`);
    }
  });
});

describe('crescent moves', () => {
  it('prints the legal moves one per line', async () => {
    const run = await crescentHere(['moves', DEAL_1_TEXT]);
    expect(run.status).toBe(0);
    const expected = legalMoves(DEAL_1).map(formatMove);
    expect(expected.length).toBeGreaterThan(1);
    expect(run.stdout).toBe(`${expected.join('\n')}\n`);
  });

  it('prints nothing for a won position', async () => {
    const run = await crescentHere(['moves', WON_TEXT]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
  });

  it("refuses a bad position with the engine's sentence and exit 2", async () => {
    const bad = DEAL_1_TEXT.replace('8D6H', '8D6X');
    const parsed = parsePosition(bad);
    const run = await crescentHere(['moves', bad]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`crescent moves: ${parsed.ok ? '' : parsed.error.reason}\n`);
  });

  it('says to quote a position given unquoted, in pieces', async () => {
    const run = await crescentHere(['moves', ...DEAL_1_TEXT.split(' ')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('put it in quotes');
  });
});

describe('crescent apply', () => {
  it('prints the position after the moves, as the engine plays them', async () => {
    const opening = ['3-KD', '5-AH', 'R'];
    const next = legalMoves(playNotation(DEAL_1, opening)).find((m) => m.kind === 'card' && m.from < 16 && m.to < 16);
    expect(formatMove(next!)).toBe('1-8');
    const moves = [...opening, formatMove(next!)];
    const run = await crescentHere(['apply', DEAL_1_TEXT, ...moves]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${formatPosition(playNotation(DEAL_1, moves))}\n`);
  });

  it('plays a recorded won game to a won position', async () => {
    const code = parseGameCode(WON_GAME.code);
    if (!code.ok) throw new Error(code.error.reason);
    const start = formatPosition(dealPosition(code.value.deal, code.value.options));
    const run = await crescentHere(['apply', start, ...WON_GAME.moves]);
    expect(run.status).toBe(0);
    expect((await crescentHere(['status', run.stdout.trim()])).stdout).toBe('won\n');
  });

  it('stops at the first illegal move: which move, and the refusal sentence, on stderr; exit 1', () => {
    const first = '3-KD';
    const refused = refusedMove(playNotation(DEAL_1, [first]), 'Must be the same suit');
    const run = crescent(['apply', DEAL_1_TEXT, first, formatMove(refused), '5-AH']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`crescent apply: move 2 (${formatMove(refused)}): Must be the same suit\n`);
  });

  it("uses each rule set's word when no redeal is left", async () => {
    const classic = await crescentHere(['apply', DEAL_1_TEXT.replace('classic 3', 'classic 0'), 'R']);
    expect(classic.status).toBe(1);
    expect(classic.stderr).toBe('crescent apply: move 1 (R): No redeals left\n');
    const casual = await crescentHere(['apply', DEAL_1_TEXT.replace('classic 3', 'casual 0'), 'R']);
    expect(casual.status).toBe(1);
    expect(casual.stderr).toBe('crescent apply: move 1 (R): No shuffles left\n');
  });

  it('refuses a move that is not notation with exit 2, naming the move, before playing any', async () => {
    const refused = formatMove(refusedMove(DEAL_1, 'Must be the same suit'));
    const run = await crescentHere(['apply', DEAL_1_TEXT, refused, '3-KX']);
    const parsed = parseMove('3-KX');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`crescent apply: move 2 ("3-KX"): ${parsed.ok ? '' : parsed.error.reason}\n`);
  });

  it('refuses a bad position with exit 2', async () => {
    const run = await crescentHere(['apply', 'classic 3 AAAAKKKK', '3-KD']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('A position has 4 fields');
  });

  it('needs at least one move', async () => {
    const run = await crescentHere(['apply', DEAL_1_TEXT]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Usage: crescent apply');
  });
});

describe('crescent status and hint', () => {
  const stuck = formatPosition(stuckPosition());

  it('prints playing, won and stuck', async () => {
    expect(await crescentHere(['status', DEAL_1_TEXT])).toMatchObject({ status: 0, stdout: 'playing\n' });
    expect(await crescentHere(['status', WON_TEXT])).toMatchObject({ status: 0, stdout: 'won\n' });
    expect(await crescentHere(['status', stuck])).toMatchObject({ status: 0, stdout: 'stuck\n' });
  });

  it("prints the engine's hint", async () => {
    const expected = hint(DEAL_1);
    expect(expected).toEqual({ kind: 'foundation', move: { kind: 'card', from: 2, to: 22 } });
    expect(await crescentHere(['hint', DEAL_1_TEXT])).toMatchObject({
      status: 0,
      stdout: `${formatMove(expected!.move)}\n`,
    });
  });

  it('prints nothing and exits 1 when stuck or won', () => {
    expect(crescent(['hint', stuck])).toMatchObject({ status: 1, stdout: '', stderr: '' });
    expect(crescent(['hint', WON_TEXT])).toMatchObject({ status: 1, stdout: '', stderr: '' });
  });

  it('refuses a bad position with exit 2', async () => {
    for (const name of ['status', 'hint']) {
      const run = await crescentHere([name, 'strict 9 AAAAKKKK -']);
      const parsed = parsePosition('strict 9 AAAAKKKK -');
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(`crescent ${name}: ${parsed.ok ? '' : parsed.error.reason}\n`);
    }
  });
});

describe('a long bad argument', () => {
  it('is refused in one short sentence that shows how it began and how long it was', async () => {
    const code = `CR1-N-${'A'.repeat(10_000)}`;
    const run = await crescentHere(['deal', code]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^crescent deal: The deal part of a game code is 7 letters A to Z, not "A{60}…" \(10,000 characters\)\.\n$/,
    );
  });
});

describe('a long unknown command or option', () => {
  it('is named by its first characters and its length, not echoed whole', () => {
    const junk = 'q'.repeat(100_000);
    const command = crescent([junk]);
    expect(command.status).toBe(2);
    expect(command.stderr).toBe(
      `crescent: unknown command "${'q'.repeat(60)}…" (100,000 characters). Run "crescent --help" for the list.\n`,
    );
    const option = crescent(['moves', `--${junk}`]);
    expect(option.status).toBe(2);
    expect(option.stderr.split('\n')[0]).toBe(
      `crescent moves: unknown option "--${'q'.repeat(58)}…" (100,002 characters)`,
    );
  });
});
