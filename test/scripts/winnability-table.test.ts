// The winnability table's text: ranges of deals, shares with Wilson intervals, and one row per letter studied.

import { describe, expect, it } from 'vitest';
import { parseStudy, ranges, tableText } from '../../scripts/winnability-text';

const line = (deal: number, result: string, timeMs: number) =>
  JSON.stringify({ code: `CR1-N-${deal}`, deal, result, timeMs, nodes: 1, solutionLength: null, timeLimitS: 10 });

describe('winnability table', () => {
  it('writes deal ranges as runs', () => {
    expect(ranges([3, 0, 1, 2])).toBe('0–3');
    expect(ranges([0, 1, 2, 7, 9, 10])).toBe('0–2, 7, 9–10');
  });

  it('skips a line cut short by an interrupted study', () => {
    const text = `${line(0, 'win', 5)}\n${line(1, 'loss', 7)}\n{"code":"CR1-N-AAA`;
    expect(parseStudy(text).map((l) => l.deal)).toEqual([0, 1]);
  });

  it('keeps one line per deal: a retried unknown is replaced, a decided answer never', () => {
    const text = [line(0, 'unknown', 10_000), line(1, 'win', 5), line(0, 'win', 900), line(1, 'unknown', 10_000)];
    const lines = parseStudy(text.join('\n'));
    expect(lines.map((l) => [l.deal, l.result])).toEqual([
      [0, 'win'],
      [1, 'win'],
    ]);
  });

  it('takes a later decided line over an earlier one, as a certified win carries its solution and budget', () => {
    const certified = JSON.stringify({
      ...JSON.parse(line(0, 'win', 40_000)),
      timeLimitS: null,
      nodeLimit: 50_000_000,
    });
    const lines = parseStudy([line(0, 'win', 9_000), certified, line(0, 'unknown', 10_000)].join('\n'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ result: 'win', timeMs: 40_000, nodeLimit: 50_000_000 });
  });

  it('gives each letter studied a row with its shares, intervals, median and command', () => {
    const confirmed = JSON.stringify({ ...JSON.parse(line(2, 'loss', 200)), proof: 'search', confirmedBy: 'phases' });
    const lines = parseStudy(
      [line(0, 'win', 100), line(1, 'win', 300), confirmed, line(3, 'unknown', 10_000)].join('\n'),
    );
    const text = tableText(new Map([['N', lines]]));
    const rows = text.trim().split('\n');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain(
      '| N (classic) | 4 (deals 0–3) | 50.0% (15.0–85.0%) | 25.0% (4.6–69.9%) | 25.0% (4.6–69.9%) | 0.20 s |',
    );
    expect(rows[2]).toContain('study run --rules N --from 0 --count 10000 --time-limit 10');
  });

  it('counts a loss as lost only where it rests on exact keys, and a loss of the hashed search alone as undecided', () => {
    const loss = (deal: number, more: object) => JSON.stringify({ ...JSON.parse(line(deal, 'loss', 100)), ...more });
    const lines = parseStudy(
      [
        loss(0, { proof: 'search' }),
        loss(1, { proof: 'phases' }),
        loss(2, { confirmedBy: 'phases' }),
        line(3, 'win', 1),
      ].join('\n'),
    );
    const row = tableText(new Map([['N', lines]]))
      .trim()
      .split('\n')[2];
    expect(row).toContain(
      '| N (classic) | 4 (deals 0–3) | 25.0% (4.6–69.9%) | 50.0% (15.0–85.0%) | 25.0% (4.6–69.9%) |',
    );
  });

  it("reproduces a row made with node budgets by the lines' own budgets", () => {
    const budgeted = (deal: number) =>
      JSON.stringify({ ...JSON.parse(line(deal, 'win', 50)), timeLimitS: null, nodeLimit: 10_000_000 });
    const text = tableText(new Map([['S', parseStudy([budgeted(0), budgeted(1)].join('\n'))]]));
    expect(text).toContain('study run --rules S --from 0 --count 10000 --node-limit 10000000 --workers 1');
    expect(text).not.toContain('--time-limit');
  });

  it('gives a row made with several budgets one runnable command, the most common budget, and counts the others', () => {
    const budgeted = (deal: number, nodeLimit: number | null, timeLimitS: number | null) =>
      JSON.stringify({ ...JSON.parse(line(deal, 'win', 50)), timeLimitS, nodeLimit });
    const study = [budgeted(0, 10_000_000, null), budgeted(1, 50_000_000, null), budgeted(2, 10_000_000, null)];
    const text = tableText(new Map([['S', parseStudy([...study, budgeted(3, null, 10)].join('\n'))]]));
    expect(text).toContain(
      '`node bin/crescent.js study run --rules S --from 0 --count 10000 --node-limit 10000000 --workers 1 --out data/winnability/S.jsonl` ' +
        '(2 of its lines; 1 with `--node-limit 50000000`, 1 with `--time-limit 10`) |',
    );
  });

  it("counts a smaller game's wins apart, with the option that made them", () => {
    const smaller = (deal: number, fewerRedeals: number) =>
      JSON.stringify({ ...JSON.parse(line(deal, 'win', 50)), timeLimitS: null, nodeLimit: 2_000_000, fewerRedeals });
    const text = tableText(
      new Map([['H', parseStudy([line(0, 'win', 10), line(1, 'win', 10), smaller(2, 1)].join('\n'))]]),
    );
    expect(text).toContain('(2 of its lines; 1 with `--node-limit 2000000 --fewer-redeals 1`) |');
  });

  it("counts the draws' wins together apart from the rest, naming the draws that made them", () => {
    const drawn = (deal: number, draw: number) =>
      JSON.stringify({ ...JSON.parse(line(deal, 'win', 50)), timeLimitS: null, nodeLimit: 10_000_000, draw });
    const study = [0, 1, 2, 3, 4, 5].map((deal) => line(deal, 'win', 10));
    const draws = [drawn(6, 4), drawn(7, 5), drawn(8, 5), drawn(9, 6), drawn(10, 9)];
    const text = tableText(new Map([['N', parseStudy([...study, ...draws].join('\n'))]]));
    expect(text).toContain('(6 of its lines; 5 with `--node-limit 10000000 --draw D` (D = 4–6, 9)) |');
  });

  it('counts wins adopted from another rules letter apart, and leaves their time out of the median', () => {
    const adopted = (deal: number) =>
      JSON.stringify({
        ...JSON.parse(line(deal, 'win', 0)),
        timeLimitS: null,
        nodeLimit: null,
        adoptedFrom: `CR1-S-${deal}`,
      });
    const study = [line(0, 'win', 400), line(1, 'win', 600), line(2, 'win', 800)];
    const row = tableText(new Map([['N', parseStudy([...study, adopted(3), adopted(4)].join('\n'))]]))
      .trim()
      .split('\n')[2];
    expect(row).toContain('| N (classic) | 5 (deals 0–4) | 100.0% (56.6–100.0%) |');
    // The median of the searched lines alone (0.60 s), not of all five with the adopted ones' zeros (0.40 s).
    expect(row).toContain('| 0.60 s |');
    expect(row).toContain("(3 of its lines; 2 won by replaying another rules letter's win (`study adopt`)) |");
  });
});
