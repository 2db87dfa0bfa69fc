// The `crescent` command's process: its arguments in, its exit status out (the command itself is crescent.ts).

import { crescent } from './crescent';

// A reader that stops early (`crescent moves - < jobs | head`) closes the pipe: that ends the run quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

crescent(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
