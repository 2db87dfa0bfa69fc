// `crescent review`: a game from its code and moves or a record on standard input, answered in words or JSON.

import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOST_WITH_ONE_REDEAL } from '../solver/positions';
import { crescent, ensureBuilt } from './run-crescent';

beforeAll(ensureBuilt);

const RECORD = 'classic 0 JJKKAAAA -/-/-/-/-/-/-/-/-/-/-/QH/KH/-/QS/KS\n12-AH 13-AH 16-15\n';

function reviewRecord(...args: string[]) {
  const run = spawnSync('node', ['bin/crescent.js', 'review', '-', ...args], { input: RECORD, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('crescent review', () => {
  it('names the losing move of a record read from standard input', () => {
    const run = reviewRecord('--node-limit', '10000');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('turning point: step 3, 16-15, lost the win');
    expect(run.stdout).toContain('after 2 steps the solver wins in 2 moves: 15-AS 16-AS');
    expect(run.stdout).toMatch(/after 3 steps proved lost \(no move is left\)/);
  });

  it('says when the search by phases proved a position lost', () => {
    const run = spawnSync('node', ['bin/crescent.js', 'review', '-', '--node-limit', '400000'], {
      input: `${LOST_WITH_ONE_REDEAL}\n\n`,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('proved lost (the search by phases ran out, with exact keys)');
  });

  it('answers in JSON with the losing move and every position searched', () => {
    const run = reviewRecord('--json');
    const answer = JSON.parse(run.stdout);
    expect(answer.outcome).toBe('turning-point');
    expect(answer.losingStep).toBe(3);
    expect(answer.losingMove).toBe('16-15');
    expect(answer.probes.length).toBeGreaterThan(0);
  });

  it('reads a game code and its moves as arguments', () => {
    const run = crescent('review', 'CR1-N-AAAAAAB', '3-KD', '--node-limit', '2000', '--json');
    expect(run.stderr).toBe('');
    expect([0, 3]).toContain(run.status);
    expect(JSON.parse(run.stdout).steps).toBe(1);
  });

  it('refuses a bad game, a bad move and a bad budget in a sentence', () => {
    expect(crescent('review').stderr).toBe(
      'crescent review: it needs a game code and its moves, or - to read a game record.\n',
    );
    const bad = crescent('review', 'CR1-N-AAAAAAB', 'AS-1');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^crescent review: Move 1 \(AS-1\): The foundation base is locked/);
    expect(crescent('review', 'CR1-N-AAAAAAB', '--time-limit', '0').stderr).toMatch(/--time-limit must be a positive/);
  });
});
