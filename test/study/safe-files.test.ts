// Writing whole or not at all, one writer per file, gzipped study files read member by member, and echoes made harmless.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefly, visible } from '../../src/engine/echo';
import { gunzipStudy } from '../../src/study/file';
import { lockFile, specialFileProblem, systemReason, writeWhole } from '../../src/study/safe-files';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crescent-safe-files-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const full = (): never => {
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
};

describe('writeWhole', () => {
  it('replaces a file whole', () => {
    const file = join(dir, 'whole.jsonl');
    writeFileSync(file, 'old\n');
    expect(writeWhole(file, 'new\n')).toEqual({ ok: true, value: undefined });
    expect(readFileSync(file, 'utf8')).toBe('new\n');
    expect(readdirSync(dir).filter((f) => f.includes('whole'))).toEqual(['whole.jsonl']);
  });

  it('leaves the old file as it was and no temporary file when the disk is full, in a sentence', () => {
    const folder = mkdtempSync(join(dir, 'full-'));
    const file = join(folder, 'A.jsonl');
    writeFileSync(file, 'the only copy\n');
    let calls = 0;
    const halfThenFull = (_fd: number, _bytes: Uint8Array, _at: number, length: number): number => {
      if (calls++ === 0) return Math.floor(length / 2);
      return full();
    };
    const wrote = writeWhole(file, 'a merged text\n'.repeat(100), halfThenFull);
    expect(wrote).toEqual({
      ok: false,
      error: `cannot write ${file}, because the disk is full: it is left as it was.`,
    });
    expect(readFileSync(file, 'utf8')).toBe('the only copy\n');
    expect(readdirSync(folder)).toEqual(['A.jsonl']);
  });

  it('says a read-only or refused folder in words, never a bare system code', () => {
    expect(systemReason(Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' }))).toBe(
      'the file system is read-only',
    );
    expect(systemReason(new Error('EWEIRD: odd'))).toBe('the system refused it (odd)');
  });
});

describe('specialFileProblem', () => {
  it('refuses devices and pipes, and passes regular files and missing ones', () => {
    expect(specialFileProblem('/dev/zero', '--out')).toBe(
      '--out /dev/zero is a device, not a regular file: give a file name.',
    );
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    expect(specialFileProblem(fifo, '--out')).toBe(`--out ${fifo} is a pipe, not a regular file: give a file name.`);
    expect(specialFileProblem(join(dir, 'missing.jsonl'), '--out')).toBeNull();
    const plain = join(dir, 'plain.jsonl');
    writeFileSync(plain, '');
    expect(specialFileProblem(plain, '--out')).toBeNull();
  });
});

describe('lockFile', () => {
  it('refuses a second writer while the first runs, and takes over a lock left by a process that ended', () => {
    const file = join(dir, 'locked.jsonl');
    const first = lockFile(file);
    if (!first.ok) throw new Error(first.error);
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    const second = lockFile(file);
    expect(second).toEqual({
      ok: false,
      error: `another run (process ${process.pid}) is writing ${file}: wait for it to end, or give another file (its lock is ${file}.lock).`,
    });
    first.value();
    expect(existsSync(`${file}.lock`)).toBe(false);
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(`${file}.lock`, `${ended.stdout}\n`);
    const taken = lockFile(file);
    expect(taken.ok).toBe(true);
    if (taken.ok) taken.value();
  });
});

describe('gunzipStudy', () => {
  const one = '{"a":1}\n';
  const two = '{"b":2}\n{"c":3}\n';

  it('reads every member whole', () => {
    expect(gunzipStudy(Buffer.concat([gzipSync(one), gzipSync(two)]))).toEqual({ text: one + two, damage: null });
  });

  it('keeps the members before a cut one, and the lines the cut one still gives', () => {
    const first = gzipSync(one);
    const cut = gzipSync(two).subarray(0, -6);
    const read = gunzipStudy(Buffer.concat([first, cut]));
    expect(read.text.startsWith(one)).toBe(true);
    expect(read.damage).toMatchObject({ offset: first.length, reason: expect.stringContaining('cut short') });
  });

  it('names bytes after the last whole member, and plain text named .gz, and reads every line', () => {
    const first = gzipSync(one);
    expect(gunzipStudy(Buffer.concat([first, Buffer.from('garbage')]))).toEqual({
      text: one,
      damage: {
        offset: first.length,
        reason: 'the 7 bytes after the last whole gzip member are not gzip data',
        recovered: '',
      },
    });
    const plain = gunzipStudy(Buffer.from(two));
    expect(plain.text).toBe(two);
    expect(plain.damage?.reason).toBe('it is not gzipped, though its name ends in .gz: it is read as plain text');
  });
});

describe('visible', () => {
  it('shows control characters as their codes, in every complaint', () => {
    expect(visible('CR1-N-\u001b[2J\u001b[H\r\u009b')).toBe('CR1-N-\\x1b[2J\\x1b[H\\x0d\\x9b');
    expect(briefly('"a\u0007b" is odd.\tOK')).toBe('"a\\x07b" is odd.\tOK');
  });
});
