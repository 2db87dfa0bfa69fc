// Prints docs/WINNABILITY.md's table from the study files in data/winnability/ (Wilson 95% intervals).
//
// Usage: npm run winnability-table [-- FOLDER] (default data/winnability, from the folder it is run in).

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readStudyText } from '../src/study/file';
import { parseStudy, ROWS, type StudyLine, tableText } from './winnability-text';

const folder = resolve(process.argv[2] ?? 'data/winnability');
const studies = new Map<string, StudyLine[]>();
for (const [letter] of ROWS) {
  // A letter's study may be stored gzipped (the certified solutions make the files large).
  const file = [`${letter}.jsonl`, `${letter}.jsonl.gz`].map((name) => resolve(folder, name)).find(existsSync);
  if (file !== undefined) studies.set(letter, parseStudy(readStudyText(file)));
}
if (studies.size === 0) {
  process.stderr.write(`No study files (N.jsonl, F.jsonl, ...) in ${folder}.\n`);
  process.exit(2);
}
process.stdout.write(tableText(studies));
