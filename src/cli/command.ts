// The shape every `crescent` subcommand module exports.

export interface Command {
  /** One line for the command list. */
  readonly summary: string;
  /** The full usage text for `--help`. */
  readonly usage: string;
  /** Runs the command; resolves to the exit code. */
  run(args: string[]): Promise<number> | number;
  /** A command made of subcommands (`crescent study run`): each answers --help with its own usage. */
  readonly subcommands?: Readonly<Record<string, Command>>;
}
