// The winnable-deal lists written from study files: read back by the app's reader, face-down counted for its base letter.

import { describe, expect, it } from 'vitest';
import { winnableLists } from '../../scripts/winnable-list-text';
import { readWinnableList } from '../../src/web/winnable/lists';

function line(code: string, deal: number, result: string, timeLimitS = 2): string {
  return JSON.stringify({ code, deal, result, timeMs: 5, nodes: 9, solutionLength: null, timeLimitS });
}

describe('winnableLists', () => {
  it('lists the deals won in gaps the app reads back, one file a letter studied, in N F E M H S order', () => {
    const won = [3, 5, 40, 41, 1300];
    const study = [
      ...won.map((deal) => line('CR1-M-AAAAAAA', deal, 'win')),
      line('CR1-M-AAAAAAA', 7, 'unknown'),
      line('CR1-M-AAAAAAA', 2000, 'loss'),
      line('CR1-N-AAAAAAA', 9, 'unknown', 10),
    ].join('\n');
    const lists = winnableLists([study]);
    expect(lists.map((list) => list.letter)).toEqual(['N', 'M']);
    const medium = lists[1];
    expect(medium).toMatchObject({ won: 5, studied: 7 });
    const read = readWinnableList(medium?.text ?? '');
    expect(read).toEqual({ ok: true, value: won });
    expect(medium?.text.split('\n')).toEqual([
      '# Deals proven winnable under rules letter M (and MD) by crescent study, made by scripts/winnable-lists.ts.',
      '# 5 of 7 deals studied in 3..2000, 2 s each.',
      '# Each number is the gap from the deal before (the first from 0), in base 36.',
      // 3, then +2, +35 (z), +1, +1259 (yz in base 36)
      '3 2 z 1 yz',
      '',
    ]);
    expect(readWinnableList(lists[0]?.text ?? '')).toEqual({ ok: true, value: [] });
  });

  it('counts a face-down study for its base letter, and passes over cut-short lines, other letters and odd deals', () => {
    const study = [
      line('CR1-ND-AAAAAAA', 4, 'win', 5),
      '{"code":"CR1-N-AAAA',
      line('CR1-Q-AAAAAAA', 6, 'win'),
      JSON.stringify({ code: 'CR1-N-AAAAAAA', deal: 1.5, result: 'win', timeLimitS: 2 }),
      'null',
      '',
    ].join('\n');
    const lists = winnableLists([study, line('CR1-N-AAAAAAA', 80, 'win', 2)]);
    expect(lists).toHaveLength(1);
    expect(lists[0]?.text).toContain('# 2 of 2 deals studied in 4..80, 2 s or 5 s each.');
    expect(readWinnableList(lists[0]?.text ?? '')).toEqual({ ok: true, value: [4, 80] });
  });

  it('names a node budget in positions, and a line with both budgets by both', () => {
    const budgeted = (deal: number, timeLimitS: number | null) =>
      JSON.stringify({ code: 'CR1-S-AAAAAAA', deal, result: 'win', timeLimitS, nodeLimit: 10_000_000 });
    const lists = winnableLists([[budgeted(1, null), budgeted(2, 10), line('CR1-S-AAAAAAA', 3, 'win', 10)].join('\n')]);
    expect(lists[0]?.text).toContain(
      '# 3 of 3 deals studied in 1..3, 10 s or 10 s and 10,000,000 positions or 10,000,000 positions each.',
    );
  });

  it('writes forty gaps a line', () => {
    const study = Array.from({ length: 100 }, (_, deal) => line('CR1-E-AAAAAAA', deal, 'win')).join('\n');
    const rows = (winnableLists([study])[0]?.text ?? '')
      .split('\n')
      .filter((row) => row !== '' && !row.startsWith('#'));
    expect(rows.map((row) => row.split(' ').length)).toEqual([40, 40, 20]);
  });
});
