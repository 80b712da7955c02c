/**
 * `fairyforge validate <files or directories...>`: every problem in variant
 * files and catalogues, with positions. Formats: text (with code frames),
 * json (one document), github (workflow commands that annotate a pull
 * request). Exit 0 clean, 1 errors (or warnings with --strict), 2 usage/I-O.
 */
import { containment, isCatalogueFile, MAX_FILE_BYTES, nodeHost, sortDiagnostics, validateCatalogueFile, validateVariantFile, type Diagnostic, type ValidationResult } from '@fairyforge/loader';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, UsageError } from './args.ts';
import { validateSpec } from './commandSpecs.ts';
import { userCwd, userPath } from './paths.ts';
import { codeFrame } from './codeFrame.ts';
import { ioReason, printable, printableDiagnostic, type Io } from './output.ts';

const FORMATS = ['text', 'json', 'github'] as const;
type Format = (typeof FORMATS)[number];

export function validateCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, validateSpec.options);
  if (values.json && values.format !== undefined && values.format !== 'json') throw new UsageError(`--json and --format ${values.format} contradict each other`);
  const format = (values.json ? 'json' : (values.format ?? 'text')) as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not '${values.format}'`);
  if (positionals.length === 0) throw new UsageError('name at least one variant file or directory');

  const files: string[] = [];
  const refused: ValidationResult[] = [];
  let missing = 0;
  for (const given of positionals) {
    const p = userPath(given);
    let st;
    try {
      st = statSync(p);
    } catch (e) {
      io.err(`error: ${printable(given)}: ${ioReason(e)}`);
      missing++;
      continue;
    }
    if (st.isDirectory()) walk(p, p, files, refused);
    else files.push(p);
  }
  if (missing) return 2;
  const t0 = performance.now();
  const results: ValidationResult[] = [
    ...refused,
    ...files.map((f) => (isCatalogueFile(f) ? validateCatalogueFile(f) : f.endsWith('.md') ? validateVariantFile(f, { runTests: !values['no-tests'] }) : unsupported(f))),
  ];
  const seconds = (performance.now() - t0) / 1000;
  const all = sortDiagnostics(dedupe(results.flatMap((r) => r.diagnostics)));
  // Text from a file goes to terminals and CI logs: no escape sequences, no forged lines.
  const safe = (d: Diagnostic) => printableDiagnostic(d);
  const errors = all.filter((d) => d.severity === 'error').length;
  const warnings = all.length - errors;
  // File names as the user would type them: relative to where they ran the command.
  const cwd = userCwd();
  const show = (f: string) => relative(cwd, f) || f;

  if (format === 'json') {
    io.out(JSON.stringify({ files: results.map((r) => show(r.file)), errors, warnings, seconds, diagnostics: all.map((d) => ({ ...d, file: show(d.file) })) }, null, 2));
  } else if (format === 'github') {
    for (const d of all) io.out(githubCommand(safe(d), printable(show(d.file))));
    io.out(`fairyforge validate: ${results.length} file${results.length === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
  } else {
    const texts = new Map<string, string[]>();
    for (const d of all) {
      if (!texts.has(d.file)) texts.set(d.file, readLines(d.file));
      const p = safe(d);
      io.out(`${printable(show(d.file))}:${d.line}:${d.column}: ${d.severity}: ${p.message} [${p.code}]`);
      const frame = codeFrame(texts.get(d.file)!, d);
      if (frame) io.out(frame);
      if (p.hint) io.out(`  hint: ${p.hint}`);
      io.out('');
    }
    io.out(`${results.length} file${results.length === 1 ? '' : 's'} checked in ${seconds.toFixed(2)} s: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
  }
  return errors > 0 || (values.strict && warnings > 0) ? 1 : 0;
}

/**
 * Variant files (`*.md`) and catalogues below a directory; hidden folders and
 * node_modules are skipped, and symbolic links to directories are not
 * followed. A directory that cannot be listed, or a file that is a symbolic
 * link to somewhere outside `root`, is reported (never read) and the walk goes on.
 */
function walk(root: string, dir: string, out: string[], refused: ValidationResult[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  } catch (e) {
    refused.push(problem(dir, 'io', `cannot list the directory: ${ioReason(e)}`));
    return;
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      walk(root, p, out, refused);
      continue;
    }
    const wanted = (e.name.endsWith('.md') && !/^(README|CHANGELOG|LICENSE)/i.test(e.name)) || isCatalogueFile(p);
    if (!wanted) continue;
    if (e.isSymbolicLink()) {
      const c = containment(root, p);
      if (c.kind === 'outside') {
        refused.push(problem(p, 'symlink-outside', `a symbolic link to ${c.target}, outside ${root}: not read`));
        continue;
      }
    }
    out.push(p);
  }
}

function problem(file: string, code: string, message: string): ValidationResult {
  return { file, diagnostics: [{ severity: 'error', code, message, file, line: 1, column: 1 }] };
}

function unsupported(f: string): ValidationResult {
  return problem(resolve(f), 'file-kind', 'not a variant file (.md) or a piece catalogue (pieces.yaml, pieces.json)');
}

/** A parent's errors are reported when it is validated itself too; show each once. */
function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k = `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The file's lines for code frames; none for what the loader would not read:
 * too large, not a regular file, or a symbolic link out of its directory
 * (its target's text must not reach the output). Read through the loader's
 * host, so the bundled variants have frames too.
 */
function readLines(file: string): string[] {
  if (nodeHost.containment(nodeHost.dirname(file), file).kind === 'outside') return [];
  const t = nodeHost.read(file, MAX_FILE_BYTES);
  return t.ok ? t.text.replace(/^\uFEFF/, '').split('\n') : [];
}

/** A GitHub Actions workflow command; data and properties escaped as the runner expects. */
export function githubCommand(d: Diagnostic, file: string): string {
  const prop = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/:/g, '%3A').replace(/,/g, '%2C');
  const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const props = [`file=${prop(file)}`, `line=${d.line}`, `col=${d.column}`];
  if (d.endLine !== undefined) props.push(`endLine=${d.endLine}`);
  if (d.endColumn !== undefined && d.endLine === d.line) props.push(`endColumn=${d.endColumn}`);
  props.push(`title=${prop(`fairyforge ${d.code}`)}`);
  return `::${d.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${data(d.message + (d.hint ? ` (hint: ${d.hint})` : ''))}`;
}
