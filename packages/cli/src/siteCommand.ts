/**
 * `fairyforge site`: a rules page per variant in a directory, and an index;
 * by default with the playground copied in as `playground/`, which the pages
 * link to and whose `boards.js` makes their boards clickable.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { formatDiagnostic } from '@fairyforge/loader';
import { buildSite, makeDirectory, OutputError, outputExists, RenderError, writeFileAtomic } from '@fairyforge/render';
import { onePositional, parse, UsageError } from './args.ts';
import { siteSpec } from './commandSpecs.ts';
import { userPath } from './paths.ts';
import { filesUnder, PlaygroundError, playgroundDir, type PlaygroundFile } from './playgroundFiles.ts';
import { printable, printableDiagnostic, type Io } from './output.ts';

export function siteCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, siteSpec.options);
  const src = userPath(onePositional(positionals, 'directory of variant files'));
  if (values.output === undefined) throw new UsageError('-o DIR is required');
  if (!existsSync(src) || !statSync(src).isDirectory()) {
    io.err(`error: ${src} is not a directory`);
    return 2;
  }
  if (values['no-playground'] && (values.playground !== undefined || values['playground-from'] !== undefined)) throw new UsageError('--no-playground cannot be given with --playground or --playground-from');
  if (values.playground !== undefined && values['playground-from'] !== undefined) throw new UsageError('--playground (a playground elsewhere) and --playground-from (one copied in) cannot both be given');
  const copy = !values['no-playground'] && values.playground === undefined;
  let site;
  let playground: PlaygroundFile[] = [];
  try {
    site = buildSite(src, values['no-playground'] ? {} : { playground: values.playground ?? 'playground/index.html', liveBoards: true });
    // Only for pages that will be written: a folder with errors stops before the playground is looked for (or built).
    if (copy && site.ok) playground = filesUnder(playgroundDir(values['playground-from'] === undefined ? undefined : userPath(values['playground-from']), io.err)).map((f) => ({ ...f, name: `playground/${f.name}` }));
  } catch (e) {
    if (e instanceof PlaygroundError) {
      io.err(`error: ${e.message}`);
      return 2;
    }
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
  const clashes = [...site.files, ...playground].filter((f) => outputExists(join(out, f.name)));
  if (clashes.length && !force) {
    io.err(`error: ${join(out, clashes[0]!.name)}${clashes.length > 1 ? ` and ${clashes.length - 1} more` : ''} already exist${clashes.length > 1 ? '' : 's'} (use --force to overwrite)`);
    return 2;
  }
  try {
    for (const f of site.files) writeFileAtomic(join(out, f.name), f.content, { force });
    for (const f of playground) {
      makeDirectory(dirname(join(out, f.name)));
      writeFileAtomic(join(out, f.name), readFileSync(f.path), { force });
    }
  } catch (e) {
    if (e instanceof OutputError) {
      io.err(`error: ${e.message}`);
      return 2;
    }
    throw e;
  }
  io.out(`wrote ${site.files.length} files (${site.variants} variant pages and index.html)${playground.length ? ` and the playground (${playground.length} files, playground/)` : ''} to ${out}`);
  return 0;
}
