/**
 * The `fairyforge` command. Thin: finds the command, loads its module only
 * then (so `moves` never loads the renderer or the engine), and turns what
 * it throws into an exit code (0 ok, 1 bad input or failed checks, 2 usage
 * or I/O error). A stack trace only with --debug. The executable entry is
 * bin.ts; this module only exports `main`, so it behaves the same under any
 * file name or bundle.
 */
import { closest } from '@fairyforge/loader';
import { UsageError, type CommandSpec } from './args.ts';
import { specs } from './commandSpecs.ts';
import { commandHelp, mainHelp, usageLines } from './help.ts';
import { processIo, type Io } from './output.ts';
import { ReportedError } from './reported.ts';

/** A command returns its exit code, or a promise of it when it reads input or waits for threads. */
type CommandRun = (argv: string[], io: Io) => number | Promise<number>;

// Each command's module, imported when that command runs.
const modules: Record<string, () => Promise<CommandRun>> = {
  demo: async () => (await import('./demoCommand.ts')).demoCommand,
  perft: async () => (await import('./perftCommand.ts')).perftCommand,
  moves: async () => (await import('./movesCommand.ts')).movesCommand,
  play: async () => (await import('./playCommand.ts')).playCommand,
  selfplay: async () => (await import('./selfplayCommand.ts')).selfplayCommand,
  validate: async () => (await import('./validateCommand.ts')).validateCommand,
  resolve: async () => (await import('./resolveCommand.ts')).resolveCommand,
  render: async () => (await import('./renderCommand.ts')).renderCommand,
  page: async () => (await import('./pageCommand.ts')).pageCommand,
  site: async () => (await import('./siteCommand.ts')).siteCommand,
  'export-ini': async () => (await import('./exportIniCommand.ts')).exportIniCommand,
  'import-ini': async () => (await import('./importIniCommand.ts')).importIniCommand,
  uci: async () => (await import('./uciCommand.ts')).uciCommand,
};

import { version } from './version.ts';

export { version };

function unknownCommand(name: string, io: Io): number {
  const best = closest(name, specs.map((s) => s.name));
  io.err(`error: unknown command '${name}'${best ? ` (did you mean '${best}'?)` : ''}\nfairyforge --help lists the commands.`);
  return 2;
}

/** The arguments before a `--` that ends the options (after it, `--help` is a positional). */
const optionArgs = (argv: string[]) => (argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv);

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const end = optionArgs(argv).length;
  const debug = optionArgs(argv).includes('--debug');
  const args = argv.filter((a, i) => !(a === '--debug' && i < end));
  const [name, ...rest] = args;
  if (name === undefined) {
    io.err(mainHelp());
    return 2;
  }
  if (name === '--version' || name === '-V') {
    io.out(`fairyforge ${version()}`);
    return 0;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    if (name !== 'help' || rest.length === 0) {
      io.out(mainHelp());
      return 0;
    }
    const spec = specs.find((s) => s.name === rest[0]);
    if (!spec) return unknownCommand(rest[0]!, io);
    io.out(commandHelp(spec));
    return 0;
  }
  const spec = specs.find((s) => s.name === name);
  if (!spec) return unknownCommand(name, io);
  if (optionArgs(rest).some((a) => a === '--help' || a === '-h')) {
    io.out(commandHelp(spec));
    return 0;
  }
  try {
    const run = await modules[name]!();
    return await run(rest, io);
  } catch (e) {
    return failure(e, spec, debug, io);
  }
}

/** Same as main: the name the tests and library callers have always used. */
export const run = main;

function failure(e: unknown, spec: CommandSpec, debug: boolean, io: Io): number {
  if (e instanceof ReportedError) return e.exitCode;
  if (e instanceof UsageError) {
    io.err(`error: ${e.message}\n${usageLines(spec)}`);
    return 2;
  }
  io.err(`internal error: ${(e as Error).message}`);
  if (debug) io.err((e as Error).stack ?? '');
  return 2;
}
