// Writes data/winnable/<letter>.txt from `crescent study` JSONL files: the deals proven winnable, delta-encoded.
//
// Usage: node scripts/winnable-lists.mjs STUDY.jsonl... (each file's lines name their rules letter in `code`).
// A face-down letter (ND) counts for its base letter (N): the deal does not depend on the face-down option,
// and the solver decides winnability with every card known.

import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const LETTERS = ['N', 'F', 'E', 'M', 'H', 'S'];
const root = resolve(import.meta.dirname, '..');

/** Per letter: the deals won, and how many deals were studied with which time limits. */
const byLetter = new Map(LETTERS.map((letter) => [letter, { won: new Set(), studied: new Set(), limits: new Set() }]));
const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('Usage: node scripts/winnable-lists.mjs STUDY.jsonl...\n');
  process.exit(2);
}
for (const file of files) {
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    let line;
    try {
      line = JSON.parse(text);
    } catch {
      continue; // a line cut short by an interrupted study
    }
    const match = /^CR1-([A-Z])D?-/.exec(String(line.code));
    const entry = match === null ? undefined : byLetter.get(match[1]);
    if (entry === undefined || !Number.isInteger(line.deal)) continue;
    entry.studied.add(line.deal);
    entry.limits.add(line.timeLimitS);
    if (line.result === 'win') entry.won.add(line.deal);
  }
}

for (const [letter, { won, studied, limits }] of byLetter) {
  if (studied.size === 0) continue;
  const deals = [...won].sort((a, b) => a - b);
  let previous = 0;
  const gaps = deals.map((deal) => {
    const gap = deal - previous;
    previous = deal;
    return gap.toString(36);
  });
  const lowest = Math.min(...studied);
  const highest = Math.max(...studied);
  const lines = [
    `# Deals proven winnable under rules letter ${letter} (and ${letter}D) by crescent study, made by scripts/winnable-lists.mjs.`,
    `# ${deals.length} of ${studied.size} deals studied in ${lowest}..${highest}, ${[...limits].join('/')} s each.`,
    '# Each number is the gap from the deal before (the first from 0), in base 36.',
  ];
  for (let i = 0; i < gaps.length; i += 40) lines.push(gaps.slice(i, i + 40).join(' '));
  writeFileSync(resolve(root, 'data', 'winnable', `${letter}.txt`), `${lines.join('\n')}\n`);
  process.stdout.write(`${letter}: ${deals.length} winnable of ${studied.size} studied\n`);
}
