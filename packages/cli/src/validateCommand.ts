/**
 * `fairyforge validate <files or directories...>`: every problem in variant
 * files and catalogues, with positions. Formats: text (with code frames),
 * json (one document), github (workflow commands that annotate a pull
 * request). Exit 0 clean, 1 errors (or warnings with --strict), 2 usage/I-O.
 */
import { isCatalogueFile, sortDiagnostics, validateCatalogueFile, validateVariantFile, type Diagnostic, type ValidationResult } from '@fairyforge/loader';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, UsageError } from './args.ts';
import { codeFrame } from './codeFrame.ts';
import type { Io } from './output.ts';

export const validateUsage = 'usage: fairyforge validate <files or directories...> [--format text|json|github] [--strict] [--no-tests]';

const FORMATS = ['text', 'json', 'github'] as const;
type Format = (typeof FORMATS)[number];

export function validateCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, {
    format: { type: 'string' },
    strict: { type: 'boolean' },
    'no-tests': { type: 'boolean' },
  });
  const format = (values.format ?? 'text') as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not '${values.format}'`);
  if (positionals.length === 0) throw new UsageError(validateUsage);

  const files: string[] = [];
  for (const p of positionals) {
    let st;
    try {
      st = statSync(p);
    } catch {
      io.err(`error: ${p}: no such file or directory`);
      return 2;
    }
    if (st.isDirectory()) files.push(...walk(p));
    else files.push(p);
  }
  const t0 = performance.now();
  const results: ValidationResult[] = files.map((f) =>
    isCatalogueFile(f) ? validateCatalogueFile(f) : f.endsWith('.md') ? validateVariantFile(f, { runTests: !values['no-tests'] }) : unsupported(f),
  );
  const seconds = (performance.now() - t0) / 1000;
  const all = sortDiagnostics(dedupe(results.flatMap((r) => r.diagnostics)));
  const errors = all.filter((d) => d.severity === 'error').length;
  const warnings = all.length - errors;
  const cwd = process.cwd();
  const show = (f: string) => relative(cwd, f) || f;

  if (format === 'json') {
    io.out(JSON.stringify({ files: results.map((r) => show(r.file)), errors, warnings, seconds, diagnostics: all.map((d) => ({ ...d, file: show(d.file) })) }, null, 2));
  } else if (format === 'github') {
    for (const d of all) io.out(githubCommand(d, show(d.file)));
    io.out(`fairyforge validate: ${results.length} file${results.length === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
  } else {
    const texts = new Map<string, string[]>();
    for (const d of all) {
      if (!texts.has(d.file)) texts.set(d.file, readLines(d.file));
      io.out(`${show(d.file)}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]`);
      const frame = codeFrame(texts.get(d.file)!, d);
      if (frame) io.out(frame);
      if (d.hint) io.out(`  hint: ${d.hint}`);
      io.out('');
    }
    io.out(`${results.length} file${results.length === 1 ? '' : 's'} checked in ${seconds.toFixed(2)} s: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
  }
  return errors > 0 || (values.strict && warnings > 0) ? 1 : 0;
}

/** Variant files (`*.md`) and catalogues below a directory; hidden folders and node_modules are skipped. */
function walk(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else if (e.name.endsWith('.md') && !/^(README|CHANGELOG|LICENSE)/i.test(e.name)) out.push(p);
    else if (isCatalogueFile(p)) out.push(p);
  }
  return out;
}

function unsupported(f: string): ValidationResult {
  return { file: resolve(f), diagnostics: [{ severity: 'error', code: 'file-kind', message: 'not a variant file (.md) or a piece catalogue (pieces.yaml, pieces.json)', file: resolve(f), line: 1, column: 1 }] };
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

function readLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split('\n');
  } catch {
    return [];
  }
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
