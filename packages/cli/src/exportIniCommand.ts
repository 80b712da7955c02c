/**
 * `fairyforge export-ini <variant> [-o FILE [--force]] [--name NAME]`: the
 * variant as a Fairy-Stockfish `variants.ini` section (loader's iniExport.ts),
 * or one error per rule that format cannot state, and exit 1.
 */
import { exportIni } from '@fairyforge/loader';
import { OutputError, outputExists, writeFileAtomic } from '@fairyforge/render';
import { onePositional, parse, UsageError } from './args.ts';
import { exportIniSpec } from './commandSpecs.ts';
import { printable, type Io } from './output.ts';
import { userPath } from './paths.ts';
import { variantOrExit } from './variant.ts';

export function exportIniCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, exportIniSpec.options);
  const v = variantOrExit(onePositional(positionals), io);
  const name = values.name ?? v.slug;
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new UsageError(`--name '${printable(name)}' is not a section name (letters, digits, - and _)`);
  const r = exportIni(v, name);
  if (!r.ok) {
    for (const p of r.problems) io.err(`error: ${v.slug}: cannot export ${p.rule}: ${p.message}`);
    io.err(`${r.problems.length} rule${r.problems.length === 1 ? '' : 's'} of ${v.slug} cannot be written as a variants.ini section; nothing was written`);
    return 1;
  }
  if (values.output === undefined) {
    io.out(r.text.trimEnd());
    return 0;
  }
  const out = userPath(values.output);
  if (outputExists(out) && !values.force) {
    io.err(`error: ${values.output} already exists (use --force to overwrite it)`);
    return 2;
  }
  try {
    writeFileAtomic(out, r.text, { force: values.force ?? false });
  } catch (e) {
    if (!(e instanceof OutputError)) throw e;
    io.err(`error: ${e.message}`);
    return 1;
  }
  io.err(`wrote ${values.output}`);
  return 0;
}
