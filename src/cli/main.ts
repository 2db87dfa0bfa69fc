// The `crescent` command: dispatches to one module per subcommand.

import { briefly } from '../engine/echo';
import { commands } from './commands';

const USAGE = `crescent: Crescent solitaire on the command line

Usage: crescent <command> [arguments]

${Object.entries(commands)
  .map(([name, c]) => `  ${name.padEnd(8)} ${c.summary}`)
  .join('\n')}

Run "crescent <command> --help" for a command's details. Positions and moves use the notation of RULES.md section 8.
Exit status: 0 done; 1 the answer is no (a refused move, no hint); 2 bad input or a wrong call.`;

function isHelp(arg: string): boolean {
  return arg === '--help' || arg === '-h';
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (isHelp(name) || (name === 'help' && args.length === 0)) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  // `crescent help moves` reads as naturally as `crescent moves --help`.
  const [commandName, commandArgs] = name === 'help' ? [args[0] as string, ['--help']] : [name, args];
  const command = commands[commandName];
  if (command === undefined) {
    process.stderr.write(
      `crescent: ${briefly(`unknown command "${commandName}".`)} Run "crescent --help" for the list.\n`,
    );
    return 2;
  }
  if (commandArgs.some(isHelp)) {
    const first = commandArgs[0] ?? '';
    const sub = Object.hasOwn(command.subcommands ?? {}, first) ? command.subcommands?.[first] : undefined;
    process.stdout.write(`${(sub ?? command).usage}\n`);
    return 0;
  }
  return command.run(commandArgs);
}

// A reader that stops early (`crescent moves - < jobs | head`) closes the pipe: that ends the run quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`crescent: ${briefly(error instanceof Error ? error.message : String(error))}\n`);
    process.exitCode = 2;
  },
);
