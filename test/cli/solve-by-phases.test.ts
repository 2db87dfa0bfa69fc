// `crescent solve --by-phases`: the search by phases from the command line, its answers, limits and refusals.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crescentHere } from './here';
import { crescent } from './run';

/** A last phase of strict deal 8696 that the decoupled search proves lost (the dead test alone does not). */
const LOST = (
  readFileSync(join(import.meta.dirname, '..', 'solver', 'fixtures', 'strict-8696-no-redeal.txt'), 'utf8').split(
    '\n',
  )[0] ?? ''
).trim();
/** The dead test proves it lost with no redeal left; a redeal turns the pile and wins. */
const DEAD = 'classic 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS';
const WON = 'classic 1 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS';
/** Lost with two shuffles left: 2,227 positions with a shuffle left lead to 2,014 last phases, all lost. */
const LOST_WITH_SHUFFLES = 'casual+facedown 2 KKK8AAA9 -/-/-/-/-/-/-/-/-/6cKC2C3Cjc9cQC/-/4c8CAC5c7CTC/-/-/-/-';

describe('crescent solve --by-phases', () => {
  it('proves a lost position lost and finds that a won one is won, saying how', async () => {
    const lost = await crescentHere(['solve', LOST, '--by-phases', '--json']);
    expect(lost.status).toBe(1);
    expect(JSON.parse(lost.stdout)).toMatchObject({ input: LOST, method: 'phases', result: 'loss', lastPhases: 1 });
    const dead = await crescentHere(['solve', DEAD, '--by-phases', '--json']);
    expect(dead.status).toBe(1);
    expect(JSON.parse(dead.stdout)).toMatchObject({ result: 'loss', lastPhases: 0, work: 0 });
    const won = await crescentHere(['solve', WON, '--by-phases']);
    expect(won.status).toBe(0);
    expect(won.stdout).toContain('result: win, by the search by phases (exact keys)');
  });

  it('keeps its limit, and refuses to print a line it does not find', async () => {
    const limited = await crescentHere(['solve', 'CR1-S-AAAAAAD', '--by-phases', '--node-limit', '200', '--json']);
    expect(limited.status).toBe(3);
    expect(JSON.parse(limited.stdout)).toMatchObject({ result: 'unknown', stoppedBy: 'nodes' });
    expect(JSON.parse(limited.stdout).work).toBeLessThanOrEqual(201);
    const refused = await crescentHere(['solve', WON, '--by-phases', '--print-solution']);
    expect(refused).toMatchObject({
      status: 2,
      stderr: 'crescent solve: --print-solution does not go with --by-phases, which finds no line.\n',
    });
  });

  it('splits its positions over worker threads, keeping each once, and reaches the same verdict', async () => {
    // The built command: its worker threads run dist/cli/shard-worker.js.
    const run = (workers: string) => {
      const answer = crescent(['solve', LOST_WITH_SHUFFLES, '--by-phases', '--workers', workers, '--json']);
      expect(answer.status, answer.stderr).toBe(1);
      return JSON.parse(answer.stdout);
    };
    const one = run('1');
    expect(one).toMatchObject({ result: 'loss', workers: 1, positions: 2227, lastPhases: 2014 });
    // Each position is kept, played and (as a last phase) decided by the one worker its key falls to. The work
    // differs: each worker's last phases share their suit games, so which games are answered already depends on
    // which last phases a worker holds.
    const { positions, lastPhases } = one;
    expect(run('3')).toMatchObject({ result: 'loss', workers: 3, positions, lastPhases });
    const alone = await crescentHere(['solve', WON, '--workers', '2']);
    expect(alone).toMatchObject({
      status: 2,
      stderr: "crescent solve: --workers goes with --by-phases only: the solver's own search runs on one thread.\n",
    });
    expect((await crescentHere(['solve', WON, '--by-phases', '--workers', '0'])).stderr).toBe(
      'crescent solve: --workers must be a positive whole number, not "0".\n',
    );
  });
});
