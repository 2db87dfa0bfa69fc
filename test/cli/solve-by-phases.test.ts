// `crescent solve --by-phases`: the search by phases from the command line, its answers, limits and refusals.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crescentHere } from './here';

/** A last phase of strict deal 8696 that the decoupled search proves lost (the dead test alone does not). */
const LOST = (
  readFileSync(join(import.meta.dirname, '..', 'solver', 'fixtures', 'strict-8696-no-redeal.txt'), 'utf8').split(
    '\n',
  )[0] ?? ''
).trim();
/** The dead test proves it lost with no redeal left; a redeal turns the pile and wins. */
const DEAD = 'classic 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS';
const WON = 'classic 1 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS';

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
});
