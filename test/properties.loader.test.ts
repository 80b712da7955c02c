/**
 * Property-based tests of the loader and validator on broken variant files:
 * the shipped variants and both corpora (invalid, hostile), mutated by random
 * key deletions, type swaps (prototype keys included), random bytes and
 * truncation, must always give diagnostics — well formed, pointing into the
 * file — and never throw or touch Object.prototype. Catalogues likewise.
 * Run counts are in the test names; see test/properties.ts for a longer run.
 */
import { validateCatalogueFile, validateVariantFile, validateVariantSource, type Diagnostic } from '@fairyforge/loader';
import fc from 'fast-check';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { check, runs, TIMEOUT } from './properties.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const mdFiles = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((n) => n.endsWith('.md'))
    .map((n) => join(root, dir, n));
const bases = [...mdFiles('variants'), ...mdFiles('test/fixtures/invalid'), ...mdFiles('test/fixtures/hostile')].map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const catalogues = ['variants/pieces.yaml', 'test/fixtures/hostile/catalogue/pieces.yaml'].map((f) => readFileSync(join(root, f), 'utf8'));

const pristine = Object.getOwnPropertyNames(Object.prototype).sort().join();
const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-props-'));

// ------------------------------------------------------------ mutations

/** Values a field may be swapped for: every YAML type, edge numbers, long and hostile strings. */
const ODD_VALUES: unknown[] = [
  null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, Number.NaN, '', 'x', 'x'.repeat(300), '../../etc/passwd', '__proto__',
  'fmWfceFifmnD', '8/8/8/8/8/8/8/8', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', [], [1, 'a', null], {}, { a: { b: { c: 1 } } },
  { betza: 'K', royal: true }, { rows: 8, cols: 8 }, '\u001b[2J', 'é😀\u202e',
];
const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'engine', 'pieces', 'K', 'x'];

type Mutation =
  | { kind: 'delete-key' | 'truncate' | 'delete-line' | 'duplicate-line'; at: number }
  | { kind: 'swap-type'; at: number; value: number }
  | { kind: 'add-key'; at: number; key: number; value: number }
  | { kind: 'bytes'; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('delete-key', 'truncate', 'delete-line', 'duplicate-line'), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap-type'), at: fc.nat(), value: fc.nat() }),
  fc.record({ kind: fc.constant('add-key'), at: fc.nat(), key: fc.nat(), value: fc.nat() }),
  fc.record({ kind: fc.constant('bytes'), at: fc.nat(), text: fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom('---', '\n---\n', ': ', '- ', '[', '{', '&a', '*a', '"', "'", '\t', '\r', '\uFEFF', '\u0000')) }),
) as fc.Arbitrary<Mutation>;

/** Paths of every key/value pair and list item in a YAML document. */
function paths(doc: Document): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (isMap(node)) {
      for (const p of node.items) {
        if (!isPair(p)) continue;
        const k = isScalar(p.key) ? String(p.key.value) : String(p.key);
        out.push([...path, k]);
        walk(p.value, [...path, k]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        out.push([...path, i]);
        walk(item, [...path, i]);
      });
    }
  };
  walk(doc.contents, []);
  return out;
}

/** Applies a structural change to the YAML (front-matter, or a whole catalogue); text changes otherwise. */
function mutateYaml(yamlText: string, m: Mutation): string | null {
  if (m.kind !== 'delete-key' && m.kind !== 'swap-type' && m.kind !== 'add-key') return null;
  try {
    return changeYaml(yamlText, m);
  } catch {
    return null; // a change the yaml library cannot write (e.g. an alias left without its anchor)
  }
}

function changeYaml(yamlText: string, m: Mutation): string | null {
  const doc = parseDocument(yamlText, { uniqueKeys: false });
  if (doc.errors.length) return null;
  const ps = paths(doc);
  const path = ps.length ? ps[m.at % ps.length]! : [];
  if (m.kind === 'delete-key') {
    if (!path.length) return null;
    doc.deleteIn(path);
  } else if (m.kind === 'swap-type') {
    if (!path.length) return null;
    doc.setIn(path, doc.createNode(ODD_VALUES[m.value % ODD_VALUES.length]));
  } else if (m.kind === 'add-key') {
    const target = doc.getIn(path.slice(0, -1), true);
    if (!isMap(target) && path.length > 1) return null;
    doc.setIn([...path.slice(0, -1), ODD_KEYS[m.key % ODD_KEYS.length]!], doc.createNode(ODD_VALUES[m.value % ODD_VALUES.length]));
  } else return null;
  return doc.toString();
}

function mutateText(text: string, m: Mutation): string {
  const i = text.length ? m.at % (text.length + 1) : 0;
  const lines = text.split('\n');
  const l = m.at % lines.length;
  switch (m.kind) {
    case 'truncate':
      return text.slice(0, i);
    case 'bytes':
      return text.slice(0, i) + m.text + text.slice(i);
    case 'delete-line':
      lines.splice(l, 1);
      return lines.join('\n');
    case 'duplicate-line':
      lines.splice(l, 0, lines[l]!);
      return lines.join('\n');
    default: // a structural change the YAML did not allow: cut a line instead
      lines.splice(l, 1);
      return lines.join('\n');
  }
}

/** A variant file with its front-matter changed structurally, or its text changed. */
function mutateVariant(text: string, m: Mutation): string {
  const match = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?\n)(---[ \t]*(?:\r?\n|$)[\s\S]*)$/.exec(text);
  const changed = match ? mutateYaml(match[2]!, m) : null;
  return changed !== null ? `${match![1]}${changed}${match![3]}` : mutateText(text, m);
}

// ------------------------------------------------------------ checks

function wellFormed(ds: readonly Diagnostic[], text: string): void {
  const lines = text.split(/\r?\n|\r/).length;
  for (const d of ds) {
    expect(['error', 'warning']).toContain(d.severity);
    expect(d.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(typeof d.message === 'string' && d.message.length > 0 && d.message.length < 600, d.message.slice(0, 100)).toBe(true);
    expect(Number.isInteger(d.line) && d.line >= 1 && Number.isInteger(d.column) && d.column >= 1, JSON.stringify(d)).toBe(true);
    // Diagnostics about this file point into it (others name their own file: a parent, a catalogue).
    if (d.file.endsWith('mutant.md')) expect(d.line, JSON.stringify(d)).toBeLessThanOrEqual(lines + 1);
  }
  expect(Object.getOwnPropertyNames(Object.prototype).sort().join()).toBe(pristine);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

describe('loader and validator properties', () => {
  const n = runs(120, 20);
  it(`mutated variant files (key deletions, type swaps, prototype keys, random bytes, truncation) give diagnostics, never a throw (${n} runs over ${bases.length} files)`, () => {
    check(
      fc.property(fc.constantFrom(...bases), fc.array(mutation, { minLength: 1, maxLength: 3 }), (base, ms) => {
        const text = ms.reduce(mutateVariant, base.text);
        const r = validateVariantSource(text, join(tmp, 'mutant.md'), { runTests: false });
        wellFormed(r.diagnostics, text);
      }),
      n,
    );
  }, TIMEOUT);

  const t = runs(15, 200);
  it(`with their travelling tests run too (${t} runs over the files that have tests)`, () => {
    const withTests = bases.filter((b) => /^tests:/m.test(b.text));
    check(
      fc.property(fc.constantFrom(...withTests), fc.array(mutation, { minLength: 1, maxLength: 2 }), (base, ms) => {
        const text = ms.reduce(mutateVariant, base.text);
        wellFormed(validateVariantSource(text, join(tmp, 'mutant.md')).diagnostics, text);
      }),
      t,
    );
  }, TIMEOUT);

  const b = runs(200, 20);
  it(`random bytes on disk (with or without a front-matter start) give diagnostics (${b} runs)`, () => {
    check(
      fc.property(fc.boolean(), fc.uint8Array({ maxLength: 300 }), (fenced, bytes) => {
        const file = join(tmp, 'bytes-mutant.md');
        const content = Buffer.concat([Buffer.from(fenced ? '---\n' : ''), bytes]);
        writeFileSync(file, content);
        const r = validateVariantFile(file);
        expect(r.diagnostics.length).toBeGreaterThan(0);
        wellFormed(r.diagnostics, content.toString('latin1'));
      }),
      b,
    );
  }, TIMEOUT);

  const c = runs(40, 100);
  it(`mutated catalogues give diagnostics for the catalogue and the variants over it, never a throw (${c} runs)`, () => {
    check(
      fc.property(fc.constantFrom(...catalogues), fc.array(mutation, { minLength: 1, maxLength: 3 }), (base, ms) => {
        const text = ms.reduce((s, m) => mutateYaml(s, m) ?? mutateText(s, m), base);
        // A fresh directory each run: catalogues are cached by path.
        const dir = mkdtempSync(join(tmp, 'catalogue-'));
        writeFileSync(join(dir, 'pieces.yaml'), text);
        writeFileSync(join(dir, 'mutant.md'), '---\nparent: chess\nengine:\n  setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"\n---\n');
        wellFormed(validateCatalogueFile(join(dir, 'pieces.yaml')).diagnostics, text);
        wellFormed(validateVariantFile(join(dir, 'mutant.md'), { runTests: false }).diagnostics, text);
      }),
      c,
    );
  }, TIMEOUT);
});
