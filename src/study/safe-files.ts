// Files a study writes: whole or not at all (a temporary file renamed), one writer at a time, regular files only.

import { closeSync, fsyncSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fail, ok, type Result } from '../engine/result';

const REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission is denied',
  EPERM: 'the operation is not permitted',
  ENOENT: 'it or its folder does not exist',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of its path is not a folder',
  EIO: 'the disk reported an input/output error',
  EMFILE: 'too many files are open',
};

/** A system error in words ("the disk is full"), never a bare code. */
export function systemReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code !== undefined && REASONS[code] !== undefined) return REASONS[code];
  const message = error instanceof Error ? error.message : String(error);
  return `the system refused it (${message.replace(/^[A-Z]+: /, '')})`;
}

/** Why `file` cannot be read or written as a study file (a device, a pipe, a socket), or null when it can (or is missing). */
export function specialFileProblem(file: string, role: string): string | null {
  let kind: string;
  try {
    const stat = statSync(file);
    if (stat.isFile()) return null;
    if (stat.isDirectory()) return `${role} ${file} is a folder: give a file name.`;
    kind = stat.isFIFO() ? 'a pipe' : stat.isSocket() ? 'a socket' : 'a device';
  } catch {
    return null;
  }
  return `${role} ${file} is ${kind}, not a regular file: give a file name.`;
}

/** The temporary name beside `file` that a whole write goes to before it is renamed. */
function temporaryName(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
}

/**
 * Writes `data` to `file` whole or not at all: into a temporary file in the same folder, flushed to the disk,
 * then renamed over `file`, so a full disk or a crash leaves the old file as it was and no half file behind.
 * `write` is the system's write, or a test's failing one.
 */
export function writeWhole(
  file: string,
  data: string | Uint8Array,
  write: (fd: number, bytes: Uint8Array, at: number, length: number) => number = writeSync,
): Result<void, string> {
  const temporary = temporaryName(file);
  let fd: number | null = null;
  try {
    fd = openSync(temporary, 'wx');
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    for (let at = 0; at < bytes.length; ) at += write(fd, bytes, at, bytes.length - at);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temporary, file);
    return ok(undefined);
  } catch (error) {
    if (fd !== null) closeSync(fd);
    try {
      unlinkSync(temporary);
    } catch {
      // It was never created.
    }
    return fail(`cannot write ${file}, because ${systemReason(error)}: it is left as it was.`);
  }
}

/** Whether a process with this id is running (one we may not signal still runs). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `FILE.lock` beside `file` (created exclusively, holding this process's id) so two runs never write one
 * file; a lock left by a process that no longer runs is taken over. Gives the function that releases it.
 */
export function lockFile(file: string): Result<() => void, string> {
  const lock = `${file}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return ok(() => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lock, 'utf8').trim() === String(process.pid)) unlinkSync(lock);
        } catch {
          // Already gone.
        }
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        return fail(`cannot write ${file}, because ${systemReason(error)}.`);
      }
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(lock, 'utf8').trim());
    } catch {
      continue; // Released meanwhile: try again.
    }
    if (Number.isSafeInteger(holder) && holder > 0 && running(holder)) {
      return fail(
        `another run (process ${holder}) is writing ${file}: wait for it to end, or give another file (its lock is ${lock}).`,
      );
    }
    try {
      unlinkSync(lock); // Left by a run that ended without releasing it.
    } catch {
      // Another run took it over first: try again.
    }
  }
  return fail(`cannot take the lock ${lock} for ${file}: remove it if no run is writing ${file}.`);
}
