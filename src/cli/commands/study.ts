// `crescent study`: many deals solved into a JSONL file, as subcommands (run, retry, certify, verify, merge, adopt); the
// older spellings (`study --rules ...`, `--retry-unknown`, `--certify`, `--verify FILE`) are read as them.

import type { Command } from '../command';
import type { OptionTable } from '../options';
import { fail, readFlags } from './solver-flags';
import { studyAdopt } from './study-adopt';
import { certify, studyCertify } from './study-certify';
import { studyMerge } from './study-merge';
import { BUDGET_OPTIONS, RANGE_OPTIONS, STUDY } from './study-options';
import { solveRange, studyRetry, studyRun } from './study-run';
import { studyVerify, verifyFile } from './study-verify';

const SUBCOMMANDS: Readonly<Record<string, Command>> = {
  run: studyRun,
  retry: studyRetry,
  certify: studyCertify,
  verify: studyVerify,
  merge: studyMerge,
  adopt: studyAdopt,
};

const NAMES = Object.keys(SUBCOMMANDS);
/** The subcommands' names as a sentence lists them: `run, retry, ... or merge`. */
const LISTED = `${NAMES.slice(0, -1).join(', ')} or ${NAMES.at(-1)}`;

/** The options of the older spelling, one command whose switches chose the mode: every subcommand's, and those switches. */
const OLD_OPTIONS = {
  ...RANGE_OPTIONS,
  ...BUDGET_OPTIONS,
  out: { type: 'string' },
  verify: { type: 'string' },
  'retry-unknown': { type: 'boolean' },
  certify: { type: 'boolean' },
  'fewer-redeals': { type: 'string' },
  draw: { type: 'string' },
} as const satisfies OptionTable;

export const STUDY_USAGE = `Usage: crescent study run --rules LETTER --from N --count K --out FILE.jsonl [options]
       crescent study retry --rules LETTER --from N --count K --out FILE.jsonl [options]
       crescent study certify --out FILE.jsonl [options]
       crescent study verify FILE.jsonl
       crescent study merge --out ALL.jsonl FILE.jsonl...
       crescent study adopt --out FILE.jsonl FROM.jsonl...

Studies of many deals: one JSON line per deal in FILE (plain, or gzipped as FILE.jsonl.gz), with the answer,
the winning moves of a win in RULES.md notation, the budgets and the solver's version.
${NAMES.map((name) => `  ${name.padEnd(9)} ${SUBCOMMANDS[name]?.summary}`).join('\n')}
Run "crescent study SUBCOMMAND --help" for its options. The older spellings still work: "study --rules ..." is
study run, "study --retry-unknown ..." study retry, "study --certify ..." study certify, and
"study --verify FILE" study verify.`;

/**
 * The older spelling: one set of options whose switches choose the mode, checked against each other. Each
 * valid call runs the subcommand it names, with the same options, so it writes the same file and lines.
 */
function runOldSpelling(args: string[]): Promise<number> | number {
  const read = readFlags(args, OLD_OPTIONS);
  if (!read.ok) return fail(STUDY, read.error);
  const flags = read.value;
  const verify = flags.values.get('--verify');
  if (verify !== undefined) {
    if (flags.values.size > 1 || flags.switches.size > 0 || flags.rest.length > 0) {
      return fail(STUDY, '--verify takes only the file to check.');
    }
    return verifyFile(verify);
  }
  const certifying = flags.switches.delete('--certify');
  const retrying = flags.switches.delete('--retry-unknown');
  if (certifying && retrying) return fail(STUDY, '--certify and --retry-unknown are separate runs: give one of them.');
  if (flags.values.has('--fewer-redeals') && !certifying && !retrying) {
    return fail(
      STUDY,
      '--fewer-redeals goes with --retry-unknown or --certify: a smaller game only adds wins to a study.',
    );
  }
  if (flags.values.has('--draw') && !retrying) {
    return fail(STUDY, '--draw goes with --retry-unknown: a draw only decides deals a study left open.');
  }
  return certifying ? certify(flags) : solveRange(flags, retrying);
}

function runStudy(args: string[]): Promise<number> | number {
  const [name, ...rest] = args;
  if (name === undefined) return fail(STUDY, `it needs a subcommand: ${LISTED} (see crescent study --help).`);
  if (Object.hasOwn(SUBCOMMANDS, name)) return (SUBCOMMANDS[name] as Command).run(rest);
  if (name.startsWith('-')) return runOldSpelling(args);
  return fail(STUDY, `there is no study subcommand "${name}": give ${LISTED}.`);
}

export const studyCommand: Command = {
  summary: 'solve many deals into a JSONL file: run, retry, certify, verify, merge, adopt',
  usage: STUDY_USAGE,
  subcommands: SUBCOMMANDS,
  run: runStudy,
};
