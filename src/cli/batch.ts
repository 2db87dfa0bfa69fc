// The batch form for tools: one job per stdin line, exactly one answer line per job, streamed with buffered writes.

import type { Readable, Writable } from 'node:stream';

/** Answers one job line; a bad line is answered `error: ...`, never thrown. */
export type Job = (line: string) => string;

/**
 * Reads jobs as they arrive and writes the answers of each arrived chunk in one write, so a tool that
 * sends one line and waits gets its answer at once, while a big pipe is not written line by line.
 * Resolves to the exit status: 0 once the input ends (bad jobs are answered in the output, not by status).
 */
export function runBatch(
  job: Job,
  input: Readable = process.stdin,
  output: Writable = process.stdout,
): Promise<number> {
  return new Promise((resolve) => {
    let partial = '';
    const answer = (raw: string): string => {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      try {
        return job(line);
      } catch (error) {
        // The engine's parsers do not throw; this keeps the batch going even if something unforeseen does.
        return `error: ${error instanceof Error ? error.message : String(error)}`;
      }
    };
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() as string;
      if (lines.length === 0) return;
      let answers = '';
      for (const line of lines) answers += `${answer(line)}\n`;
      if (!output.write(answers)) {
        input.pause();
        output.once('drain', () => input.resume());
      }
    });
    input.on('end', () => {
      // A last line without its newline is still a job.
      if (partial !== '') output.write(`${answer(partial)}\n`);
      resolve(0);
    });
    input.on('error', (error) => {
      process.stderr.write(`crescent: cannot read the jobs: ${error.message}\n`);
      resolve(2);
    });
  });
}
