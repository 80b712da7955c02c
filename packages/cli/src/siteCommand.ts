/** `fairyforge site`: a rules page per variant in a directory, and an index. */
import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { formatDiagnostic } from '@fairyforge/loader';
import { buildSite, makeDirectory, OutputError, outputExists, RenderError, writeFileAtomic } from '@fairyforge/render';
import { onePositional, parse, UsageError } from './args.ts';
import { siteSpec } from './commandSpecs.ts';
import { userPath } from './paths.ts';
import { printable, printableDiagnostic, type Io } from './output.ts';

export function siteCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, siteSpec.options);
  const src = userPath(onePositional(positionals, 'directory of variant files'));
  if (values.output === undefined) throw new UsageError('-o DIR is required');
  if (!existsSync(src) || !statSync(src).isDirectory()) {
    io.err(`error: ${src} is not a directory`);
    return 2;
  }
  let site;
  try {
    site = buildSite(src, values['no-playground'] ? {} : { playground: values.playground ?? 'playground/index.html' });
  } catch (e) {
    if (e instanceof RenderError) {
      io.err(`error: ${e.message}`);
      return 1;
    }
    throw e;
  }
  if (!site.ok) {
    for (const d of site.diagnostics) io.err(formatDiagnostic(printableDiagnostic(d)));
    return 1;
  }
  const out = userPath(values.output);
  try {
    if (existsSync(out) && !statSync(out).isDirectory()) {
      io.err(`error: ${out} exists and is not a directory`);
      return 2;
    }
    makeDirectory(out);
  } catch (e) {
    if (!(e instanceof OutputError)) throw e;
    io.err(`error: ${e.message}`);
    return 2;
  }
  const force = values.force ?? false;
  // File names come from slugs, which the loader keeps plain; never write outside the output directory anyway.
  const escaping = site.files.find((f) => basename(f.name) !== f.name || f.name.startsWith('.'));
  if (escaping) {
    io.err(`error: refusing to write '${printable(escaping.name)}': not a plain file name in ${out}`);
    return 1;
  }
  // Refuse before writing anything, so a second run without --force leaves the site whole.
  const clashes = site.files.filter((f) => outputExists(join(out, f.name)));
  if (clashes.length && !force) {
    io.err(`error: ${join(out, clashes[0]!.name)}${clashes.length > 1 ? ` and ${clashes.length - 1} more` : ''} already exist${clashes.length > 1 ? '' : 's'} (use --force to overwrite)`);
    return 2;
  }
  try {
    for (const f of site.files) writeFileAtomic(join(out, f.name), f.content, { force });
  } catch (e) {
    if (e instanceof OutputError) {
      io.err(`error: ${e.message}`);
      return 2;
    }
    throw e;
  }
  io.out(`wrote ${site.files.length} files (${site.variants} variant pages and index.html) to ${out}`);
  return 0;
}
