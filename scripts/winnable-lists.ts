// Writes data/winnable/<letter>.txt from `crescent study` JSONL files: the deals proven winnable, delta-encoded.
//
// Usage: npm run winnable-lists -- STUDY.jsonl[.gz]... (each file's lines name their rules letter in `code`).
// It runs compiled, as dist/cli/winnable-lists.js (Node 20 runs no TypeScript), and writes into the repository
// that holds it, found as the nearest folder above it with a package.json.

import { existsSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { readStudyText } from '../src/cli/commands/study-file';
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
    return readStudyText(file);
  } catch (error) {
    process.stderr.write(`Cannot read the study file ${file}: ${(error as Error).message}\n`);
    process.exit(2);
  }
}

for (const list of winnableLists(files.map(readStudy))) {
  writeFileSync(resolve(root, 'data', 'winnable', `${list.letter}.txt`), list.text);
  process.stdout.write(`${list.letter}: ${list.won} winnable of ${list.studied} studied\n`);
}
