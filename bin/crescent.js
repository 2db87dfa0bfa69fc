#!/usr/bin/env node
// Runs the compiled `crescent` command; `npm install` builds it (the prepare script).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const entry = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli', 'crescent.js');
if (!existsSync(entry)) {
  process.stderr.write('crescent: the command is not built yet; run "npm run build:cli" (npm install does it too).\n');
  process.exit(2);
}
await import(pathToFileURL(entry).href);
