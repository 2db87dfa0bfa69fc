// Prints docs/WINNABILITY.md's table from the study files in data/winnability/ (Wilson 95% intervals).
//
// Usage: npm run winnability-table [-- FOLDER] (default data/winnability, from the folder it is run in).

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseStudy, ROWS, type StudyLine, tableText } from './winnability-text';

const folder = resolve(process.argv[2] ?? 'data/winnability');
const studies = new Map<string, StudyLine[]>();
for (const [letter] of ROWS) {
  const file = resolve(folder, `${letter}.jsonl`);
  if (existsSync(file)) studies.set(letter, parseStudy(readFileSync(file, 'utf8')));
}
if (studies.size === 0) {
  process.stderr.write(`No study files (N.jsonl, F.jsonl, ...) in ${folder}.\n`);
  process.exit(2);
}
process.stdout.write(tableText(studies));
