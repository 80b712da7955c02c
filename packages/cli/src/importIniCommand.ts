/**
 * `fairyforge import-ini FILE.ini [--out DIR] [--force] [--partial]`: each
 * section of a Fairy-Stockfish `variants.ini` becomes `<name>.md` in DIR
 * (loader's iniImport.ts). Every key that cannot be translated is an error at
 * its line, and such a section writes no file unless `--partial`. Existing
 * files are kept unless `--force`; every write is atomic.
 */
import { join } from 'node:path';
import { formatDiagnostic, importIni, readText, type Diagnostic } from '@fairyforge/loader';
import { makeDirectory, OutputError, outputExists, writeFileAtomic } from '@fairyforge/render';
import { onePositional, parse } from './args.ts';
import { codeFrame } from './codeFrame.ts';
import { importIniSpec } from './commandSpecs.ts';
import { printableDiagnostic, type Io } from './output.ts';
import { userPath } from './paths.ts';

export function importIniCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, importIniSpec.options);
  const given = onePositional(positionals);
  const path = userPath(given);
  const read = readText(path);
  if (!read.ok) {
    for (const d of read.diagnostics) io.err(formatDiagnostic(printableDiagnostic({ ...d, file: given })));
    return 2;
  }
  const lines = read.text.split(/\r?\n/);
  const show = (d: Diagnostic) => {
    io.err(formatDiagnostic(printableDiagnostic(d)));
    const frame = codeFrame(lines, d);
    if (frame) io.err(frame);
  };
  const r = importIni(read.text, given, { partial: values.partial ?? false });
  r.diagnostics.forEach(show);
  const outDir = userPath(values.out ?? '.');
  let written = 0;
  let failed = 0;
  let kept = 0;
  for (const s of r.sections) {
    s.diagnostics.forEach(show);
    if (!s.ok) failed++;
    if (s.text === null) {
      io.err(`[${s.name}]: not written (${s.diagnostics.filter((d) => d.severity === 'error').length} errors; --partial writes what translates)`);
      continue;
    }
    const target = join(outDir, s.fileName);
    if (outputExists(target) && !values.force) {
      io.err(`error: ${join(values.out ?? '.', s.fileName)} already exists (use --force to overwrite it)`);
      kept++;
      continue;
    }
    try {
      makeDirectory(outDir);
      writeFileAtomic(target, s.text, { force: values.force ?? false });
      written++;
      io.out(join(values.out ?? '.', s.fileName));
    } catch (e) {
      if (!(e instanceof OutputError)) throw e;
      io.err(`error: ${e.message}`);
      return 2;
    }
  }
  io.err(`${r.sections.length} sections: ${written} written, ${failed} with errors, ${kept} kept (already there)`);
  return r.diagnostics.some((d) => d.severity === 'error') || failed > 0 || kept > 0 ? 1 : 0;
}
