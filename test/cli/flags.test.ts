// Options given twice are refused, not silently settled by the last one, for every command that takes options.

import { describe, expect, it } from 'vitest';
import { crescent } from './run';

describe('a repeated option', () => {
  it.each([
    [['solve', 'CR1-E-AAAAAAB', '--time-limit', '1', '--time-limit', '2'], '--time-limit'],
    [['solve', 'CR1-E-AAAAAAB', '--json', '--node-limit', '10', '--json'], '--json'],
    [['study', '--rules', 'M', '--count', '1', '--rules', 'E', '--out', '/tmp/never-written.jsonl'], '--rules'],
  ])('is refused with exit 2 and a sentence naming it: %j', (args, option) => {
    const run = crescent(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`${option} is given more than once: give each option once.`);
  });
});
