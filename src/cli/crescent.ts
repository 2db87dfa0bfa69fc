// The `crescent` command itself: its arguments to one subcommand, an exit status back (main.ts gives it the process).

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

async function dispatch(argv: readonly string[]): Promise<number> {
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

/**
 * Runs `crescent` with these arguments (those after the command's name), writing on stdout and stderr; resolves to
 * its exit status. Whatever goes wrong unforeseen is a sentence on stderr and status 2, never a thrown error.
 */
export async function crescent(argv: readonly string[]): Promise<number> {
  try {
    return await dispatch(argv);
  } catch (error) {
    process.stderr.write(`crescent: ${briefly(error instanceof Error ? error.message : String(error))}\n`);
    return 2;
  }
}
