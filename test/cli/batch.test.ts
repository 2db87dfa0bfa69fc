// The batch form (`moves -`, `status -`, `apply -`): one answer line per job line, bad lines answered in place.

import { describe, expect, it } from 'vitest';
import {
  formatMove,
  formatPosition,
  legalMoves,
  type Move,
  parseMove,
  parsePosition,
  play,
  status,
} from '../../src/engine/index';
import { DEAL_1, DEAL_1_TEXT, stuckPosition, WON_TEXT } from './fixtures';
import { crescentHere } from './here';
import { crescent, startCrescent } from './run';

const BAD_POSITION = DEAL_1_TEXT.replace('classic 3', 'classic 7');
const positionError = (text: string): string => {
  const parsed = parsePosition(text);
  return parsed.ok ? '' : parsed.error.reason;
};

/** Two positions from the deal and a few moves on, so the jobs differ. */
const later = (() => {
  const move = legalMoves(DEAL_1)[0] as Move;
  const result = play(DEAL_1, move);
  if (!result.ok) throw new Error(result.error.reason);
  return result.value;
})();

describe('crescent moves -', () => {
  it('answers each position with its moves on one line, a bad line with error:, an empty line when none', () => {
    const jobs = [DEAL_1_TEXT, BAD_POSITION, WON_TEXT, formatPosition(later), ''];
    const run = crescent(['moves', '-'], { input: `${jobs.join('\n')}\n` });
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      legalMoves(DEAL_1).map(formatMove).join(' '),
      `error: ${positionError(BAD_POSITION)}`,
      '',
      legalMoves(later).map(formatMove).join(' '),
      `error: ${positionError('')}`,
      '',
    ]);
  });

  it('takes CRLF line ends and a last line without a newline', () => {
    const run = crescent(['moves', '-'], { input: `${WON_TEXT}\r\n${DEAL_1_TEXT}` });
    expect(run.stdout).toBe(`\n${legalMoves(DEAL_1).map(formatMove).join(' ')}\n`);
  });

  it('answers nothing to no jobs', () => {
    expect(crescent(['moves', '-'], { input: '' })).toMatchObject({ status: 0, stdout: '' });
  });
});

describe('crescent status -', () => {
  it('answers each position with its status word, a bad line with error:', () => {
    const stuck = stuckPosition();
    const jobs = [DEAL_1_TEXT, WON_TEXT, 'nonsense', formatPosition(stuck)];
    const run = crescent(['status', '-'], { input: `${jobs.join('\n')}\n` });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`playing\nwon\nerror: ${positionError('nonsense')}\n${status(stuck)}\n`);
    expect(status(stuck)).toBe('stuck');
  });
});

describe('crescent apply -', () => {
  it('answers each POSITION<TAB>MOVE with the new position or error: and the refusal sentence', () => {
    const legal = legalMoves(DEAL_1)[0] as Move;
    const jobs = [
      `${DEAL_1_TEXT}\t${formatMove(legal)}`,
      `${DEAL_1_TEXT.replace('classic 3', 'classic 0')}\tR`,
      `${DEAL_1_TEXT}\t3-KX`,
      `${BAD_POSITION}\tR`,
      DEAL_1_TEXT,
      `${DEAL_1_TEXT}\tR\textra`,
      `${formatPosition(later)}\tR`,
    ];
    const run = crescent(['apply', '-'], { input: jobs.join('\n') });
    const bad = parseMove('3-KX');
    const redealt = play(later, { kind: 'redeal' });
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      formatPosition(later),
      'error: No redeals left',
      `error: ${bad.ok ? '' : bad.error.reason}`,
      `error: ${positionError(BAD_POSITION)}`,
      'error: A job line is POSITION<TAB>MOVE; this one has no tab.',
      'error: A job line is POSITION<TAB>MOVE; this one has 2 tabs.',
      redealt.ok ? formatPosition(redealt.value) : '',
      '',
    ]);
  });

  it('takes no other arguments besides -', async () => {
    const run = await crescentHere(['apply', '-', 'R']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Usage: crescent apply');
  });
});

describe('the batch form streams', () => {
  it('answers a job as soon as its line arrives, while stdin stays open', async () => {
    const child = startCrescent(['status', '-']);
    const firstAnswer = new Promise<string>((resolve) => {
      let text = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('\n')) resolve(text);
      });
    });
    child.stdin.write(`${WON_TEXT}\n`);
    expect(await firstAnswer).toBe('won\n');
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.end(`${DEAL_1_TEXT}\n`);
    expect(await exited).toBe(0);
  });

  it('stops quietly when the reader goes away early', async () => {
    const child = startCrescent(['moves', '-']);
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.on('error', () => {}); // the child may be gone before all jobs are written
    child.stdout.once('data', () => child.stdout.destroy());
    child.stdin.end(`${DEAL_1_TEXT}\n`.repeat(20_000));
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });
});

describe('the batch form on hostile input', () => {
  // How reading time grows with a line's length is measured by `npm run bench:cli` (a timed test would be a benchmark).
  it('answers one 32 MB line with one short error line and exit 2', () => {
    const run = crescent(['moves', '-'], { input: `${'x'.repeat(32 * 2 ** 20)}\n` });
    expect(run.status).toBe(2);
    const lines = run.stdout.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: /);
    expect(lines[0]?.length).toBeLessThan(200);
  });

  it("cuts an error line's echo of a 1 MB bad move to its first characters and says how long it was", () => {
    const junk = 'Z'.repeat(1_000_000);
    const run = crescent(['apply', '-'], { input: `${DEAL_1_TEXT}\t${junk}\n${DEAL_1_TEXT}\tR\n` });
    const [first, second] = run.stdout.split('\n');
    expect(first).toMatch(/^error: "Z{60}…" \(1,000,000 characters\) is not a move/);
    expect(first?.length).toBeLessThan(200);
    expect(second).not.toMatch(/^error:/);
  });

  it('says a batch whose every job failed with exit 2, and a batch with one good job with 0', async () => {
    const bad = crescent(['status', '-'], { input: 'nonsense\nmore nonsense\n' });
    expect(bad.status).toBe(2);
    expect(bad.stdout.split('\n').filter((line) => line.startsWith('error: '))).toHaveLength(2);
    expect(crescent(['status', '-'], { input: `nonsense\n${WON_TEXT}\n` }).status).toBe(0);
    for (const name of ['moves', 'status', 'apply']) {
      expect((await crescentHere([name, '--help'])).stdout).toContain('2 when every job was an error');
    }
  });
});
