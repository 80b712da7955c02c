#!/usr/bin/env node
/**
 * The `fairyforge` command. Thin: parses arguments, calls the libraries,
 * prints, and sets the exit code (0 ok, 1 bad input or failed checks,
 * 2 usage or I/O error). A stack trace only with --debug.
 */
import { UsageError } from './args.ts';
import { demoCommand, demoUsage } from './demoCommand.ts';
import { movesCommand, movesUsage } from './movesCommand.ts';
import { processIo, type Io } from './output.ts';
import { pageCommand, pageUsage } from './pageCommand.ts';
import { perftCommand, perftUsage } from './perftCommand.ts';
import { renderCommand, renderUsage } from './renderCommand.ts';
import { playCommand, playUsage } from './playCommand.ts';
import { resolveCommand, resolveUsage } from './resolveCommand.ts';
import { siteCommand, siteUsage } from './siteCommand.ts';
import { selfplayCommand, selfplayUsage } from './selfplayCommand.ts';
import { validateCommand, validateUsage } from './validateCommand.ts';
import { ReportedError } from './variant.ts';

// A command returns its exit code, or a promise of it when it reads input (play).
const commands: Record<string, { run: (argv: string[], io: Io) => number | Promise<number>; usage: string }> = {
  demo: { run: demoCommand, usage: demoUsage },
  perft: { run: perftCommand, usage: perftUsage },
  moves: { run: movesCommand, usage: movesUsage },
  validate: { run: validateCommand, usage: validateUsage },
  resolve: { run: resolveCommand, usage: resolveUsage },
  render: { run: renderCommand, usage: renderUsage },
  page: { run: pageCommand, usage: pageUsage },
  site: { run: siteCommand, usage: siteUsage },
  play: { run: playCommand, usage: playUsage },
  selfplay: { run: selfplayCommand, usage: selfplayUsage },
};

const help = `fairyforge — chess variants as data

commands:
${Object.values(commands)
  .map((c) => '  ' + c.usage.replace(/^usage: /, '').replace(/\n\s+/g, '\n  '))
  .join('\n')}

A <variant> is a slug from variants/ (e.g. wildebeest, chess) or a path to a .md file.`;

export function run(argv: string[], io: Io = processIo): number | Promise<number> {
  const debug = argv.includes('--debug');
  const args = argv.filter((a) => a !== '--debug');
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(help);
    return name === undefined ? 2 : 0;
  }
  const cmd = commands[name];
  if (!cmd) {
    io.err(`error: unknown command '${name}'\n\n${help}`);
    return 2;
  }
  const fail = (e: unknown): number => {
    if (e instanceof ReportedError) return e.exitCode;
    if (e instanceof UsageError) {
      // A command that throws its usage as the message: say what is wrong once, then the usage.
      io.err(`error: ${e.message.startsWith('usage:') ? 'missing or unexpected arguments' : e.message}\n${cmd.usage}`);
      return 2;
    }
    io.err(`internal error: ${(e as Error).message}`);
    if (debug) io.err((e as Error).stack ?? '');
    return 2;
  };
  try {
    const code = cmd.run(rest, io);
    return typeof code === 'number' ? code : code.catch(fail);
  } catch (e) {
    return fail(e);
  }
}

// Run when executed directly (not when imported by tests).
if (process.argv[1] && /main\.ts$|fairyforge(\.js)?$/.test(process.argv[1])) {
  const code = run(process.argv.slice(2));
  if (typeof code === 'number') process.exitCode = code;
  else void code.then((c) => (process.exitCode = c));
}
