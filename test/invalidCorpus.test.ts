/**
 * The invalid-variant corpus: every file in test/fixtures/invalid/ is a variant
 * broken in exactly one way, and test/fixtures/invalid/expected.yaml says which
 * diagnostic (code, severity, line, column) validation must report for it.
 * Each fixture is checked through the library and through every output format
 * of `fairyforge validate`.
 */
import { run } from '@fairyforge/cli';
import { validateVariantFile, type Diagnostic } from '@fairyforge/loader';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DIR = fileURLToPath(new URL('./fixtures/invalid/', import.meta.url));

interface Expectation {
  readonly code: string;
  readonly line: number;
  readonly column?: number;
  readonly severity?: 'error' | 'warning';
}

const manifest = parse(readFileSync(join(DIR, 'expected.yaml'), 'utf8')) as { files: Record<string, Expectation> };
const fixtures = readdirSync(DIR)
  .filter((n) => n.endsWith('.md'))
  .sort();
const cases = Object.entries(manifest.files).map(([name, e]) => ({
  ...e,
  name,
  severity: e.severity ?? 'error',
  file: join(DIR, name),
  at: e.column === undefined ? `line ${e.line}` : `${e.line}:${e.column}`,
}));

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err, all: [...out, ...err].join('\n') };
}

/** What a diagnostic is compared on; the column only when the manifest gives one. */
function summary(d: Pick<Diagnostic, 'file' | 'code' | 'severity' | 'line'> & { column?: number | undefined }, withColumn: boolean) {
  return { file: basename(d.file), code: d.code, severity: d.severity, line: d.line, ...(withColumn ? { column: d.column } : {}) };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the invalid-variant corpus', () => {
  it('has at least 40 fixtures, each listed in the manifest, and every manifest entry exists', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40);
    expect(fixtures.filter((f) => !(f in manifest.files))).toEqual([]);
    expect(Object.keys(manifest.files).filter((f) => !existsSync(join(DIR, f)))).toEqual([]);
    for (const c of cases) {
      expect(c.name).toMatch(/^\d\d-[a-z0-9-]+\.md$/);
      expect(c.code, c.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(Number.isInteger(c.line) && c.line >= 1, c.name).toBe(true);
      expect(c.column === undefined || (Number.isInteger(c.column) && c.column >= 1), c.name).toBe(true);
      expect(['error', 'warning'], c.name).toContain(c.severity);
    }
  });

  it.each(cases)('$name: validation reports $code ($severity) at $at', (c) => {
    const r = validateVariantFile(c.file);
    const withColumn = c.column !== undefined;
    expect(r.diagnostics.map((d) => summary(d, withColumn))).toContainEqual(summary(c, withColumn));
  });
});

describe('fairyforge validate on the corpus', () => {
  it.each(cases)('$name: every format exits cleanly with no stack trace', async (c) => {
    const failing = c.severity === 'error' ? 1 : 0;
    for (const format of ['text', 'json', 'github']) {
      const r = await cli('validate', c.file, '--format', format);
      expect(r.all, `--format ${format}`).not.toMatch(/\n\s+at /);
      expect(r.all, `--format ${format}`).not.toMatch(/internal error/i);
      expect(r.code, `--format ${format}`).toBe(failing);
      if (format === 'json') {
        const j = JSON.parse(r.out.join('\n')) as { errors: number; warnings: number; diagnostics: unknown[] };
        if (c.severity === 'error') expect(j.errors).toBeGreaterThan(0);
        else expect(j).toMatchObject({ errors: 0, warnings: expect.any(Number) });
        expect(j.diagnostics.length).toBeGreaterThan(0);
      }
    }
    const strict = await cli('validate', c.file, '--strict');
    expect(strict.all).not.toMatch(/\n\s+at |internal error/i);
    expect(strict.code, '--strict').toBe(1);
  });

  it.each(cases)('$name: --format github annotates $at with $code', async (c) => {
    const r = await cli('validate', c.file, '--format', 'github');
    const file = relative(process.cwd(), c.file);
    const pattern = new RegExp(
      `^::${c.severity} file=${escape(file)},line=${c.line},col=${c.column ?? '\\d+'}(,endLine=\\d+)?(,endColumn=\\d+)?,title=fairyforge ${escape(c.code)}::`,
    );
    expect(r.out.filter((l) => l.startsWith('::'))).toContainEqual(expect.stringMatching(pattern));
  });
});

describe('limits', () => {
  it('refuses a file over 1 MiB before parsing it, at line 1', () => {
    const big = join(mkdtempSync(join(tmpdir(), 'fairyforge-big-')), 'big.md');
    writeFileSync(big, '---\nparent: chess\n---\n' + 'padding padding padding padding\n'.repeat(40_000));
    expect(validateVariantFile(big).diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['file-too-large', 1, 1]]);
  });
});
