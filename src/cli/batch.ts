// The batch form for tools: one job per stdin line, exactly one answer line per job, streamed with buffered writes.

import type { Readable, Writable } from 'node:stream';
import { briefly } from '../engine/echo';

/** Answers one job line; a bad line is answered `error: ...`, never thrown. */
export type Job = (line: string) => string;

const ERROR = 'error: ';

/**
 * Reads jobs as they arrive and writes the answers of each arrived chunk in one write, so a tool that
 * sends one line and waits gets its answer at once, while a big pipe is not written line by line.
 * Only each new chunk is searched for line ends, and a line's pieces are joined once, so a line of any
 * length costs time in proportion to it.
 * Resolves to the exit status: 0 once the input ends, 2 when there were jobs and every one was an error
 * (bad jobs are otherwise answered in the output, not by status).
 */
export function runBatch(
  job: Job,
  input: Readable = process.stdin,
  output: Writable = process.stdout,
): Promise<number> {
  return new Promise((resolve) => {
    /** The pieces of the line still waiting for its newline. */
    let partial: string[] = [];
    let jobs = 0;
    let errors = 0;
    const answer = (raw: string): string => {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      jobs++;
      let reply: string;
      try {
        reply = job(line);
      } catch (error) {
        // The engine's parsers do not throw; this keeps the batch going even if something unforeseen does.
        reply = `${ERROR}${error instanceof Error ? error.message : String(error)}`;
      }
      if (!reply.startsWith(ERROR)) return reply;
      errors++;
      return briefly(reply);
    };
    const takePartial = (tail: string): string => {
      const line = partial.length === 0 ? tail : partial.join('') + tail;
      partial = [];
      return line;
    };
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      let end = chunk.indexOf('\n');
      if (end === -1) {
        if (chunk !== '') partial.push(chunk);
        return;
      }
      let answers = `${answer(takePartial(chunk.slice(0, end)))}\n`;
      for (let start = end + 1; ; start = end + 1) {
        end = chunk.indexOf('\n', start);
        if (end === -1) {
          if (start < chunk.length) partial.push(chunk.slice(start));
          break;
        }
        answers += `${answer(chunk.slice(start, end))}\n`;
      }
      if (!output.write(answers)) {
        input.pause();
        output.once('drain', () => input.resume());
      }
    });
    input.on('end', () => {
      // A last line without its newline is still a job.
      if (partial.length > 0) output.write(`${answer(takePartial(''))}\n`);
      resolve(jobs > 0 && errors === jobs ? 2 : 0);
    });
    input.on('error', (error) => {
      process.stderr.write(`crescent: cannot read the jobs: ${error.message}\n`);
      resolve(2);
    });
  });
}
