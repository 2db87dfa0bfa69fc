// The `crescent` command: dispatches to one module per subcommand.

import { commands } from './commands';

const USAGE = `crescent: Crescent solitaire on the command line

Usage: crescent <command> [arguments]

${Object.entries(commands)
  .map(([name, c]) => `  ${name.padEnd(8)} ${c.summary}`)
  .join('\n')}

Run "crescent <command> --help" for a command's details. Positions and moves use the notation of RULES.md section 8.`;

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (command === undefined) {
    process.stderr.write(`crescent: unknown command "${name}". Run "crescent --help" for the list.\n`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${command.usage}\n`);
    return 0;
  }
  return command.run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`crescent: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
