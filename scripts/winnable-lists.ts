// Writes data/winnable/<letter>.txt from `crescent study` JSONL files: the deals proven winnable, delta-encoded.
//
// Usage: npm run winnable-lists -- STUDY.jsonl[.gz]... (each file's lines name their rules letter in `code`).
// It runs compiled, as dist/cli/winnable-lists.js (Node 20 runs no TypeScript), and writes into the repository
// that holds it, found as the nearest folder above it with a package.json.

import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { damageReport, readStudyContent } from '../src/study/file';
import { writeWhole } from '../src/study/safe-files';
import { winnableLists } from './winnable-list-text';

function repositoryRoot(from: string): string {
  let folder = from;
  while (!existsSync(resolve(folder, 'package.json'))) {
    const up = dirname(folder);
    if (up === folder) throw new Error(`No package.json above ${from}: keep this file inside the repository.`);
    folder = up;
  }
  return folder;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('Usage: npm run winnable-lists -- STUDY.jsonl...\n');
  process.exit(2);
}
const root = repositoryRoot(import.meta.dirname);
function readStudy(file: string): string {
  try {
    const content = readStudyContent(file);
    if (content.damage !== null) process.stderr.write(`${damageReport(file, content.damage)}\n`);
    return content.text;
  } catch (error) {
    process.stderr.write(`Cannot read the study file ${file}: ${(error as Error).message}\n`);
    process.exit(2);
  }
}

for (const list of winnableLists(files.map(readStudy))) {
  const wrote = writeWhole(resolve(root, 'data', 'winnable', `${list.letter}.txt`), list.text);
  if (!wrote.ok) {
    process.stderr.write(`${wrote.error}\n`);
    process.exit(1);
  }
  process.stdout.write(`${list.letter}: ${list.won} winnable of ${list.studied} studied\n`);
}
