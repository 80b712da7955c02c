/**
 * Property-based test of what the loader reads: random directories of variant
 * files — YAML tags, anchors and aliases, front-matter fences in odd places,
 * parents by slug, catalogues and tests files — some of them symbolic links
 * to a directory outside holding a secret. Validating every file must read
 * nothing outside the directory (every read goes through a recording host
 * and is checked with the links resolved), must answer with well-formed
 * diagnostics only, and must never let the secret into a message.
 * Run counts are in the test names; see test/properties.ts for a longer run.
 */
import { containment, fsHost, validateVariantFile, withBundled, type Diagnostic, type FileHost } from '@fairyforge/loader';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, runs, TIMEOUT } from './properties.ts';

const root = mkdtempSync(join(tmpdir(), 'fairyforge-layouts-'));
const SECRET = 'SECRET-8f3a';
const outside = join(root, 'outside');
mkdirSync(outside);
// Outside the variants directory: a plausible variant, a catalogue and a tests file, each carrying the secret.
writeFileSync(join(outside, 'base.md'), `---\nslug: base\nparent: chess\ntitle: ${SECRET}\nengine:\n  rules: { stalemate: ${SECRET} }\n---\n${SECRET}\n`);
writeFileSync(join(outside, 'pieces.yaml'), `pieces:\n  ${SECRET}: { letter: Q, betza: ${SECRET} }\n`);
writeFileSync(join(outside, 'v.tests.yaml'), `tests:\n  - { name: ${SECRET}, perft: { 1: ${SECRET} } }\n`);

/** Pieces of YAML a variant file is built from: ordinary keys, tags, anchors, fences. */
const LINES = [
  'parent: chess',
  'parent: base',
  'parent: v1',
  'parent: v2',
  'slug: base',
  'slug: v1',
  'title: &t A title',
  'other: *t',
  'other: *nowhere',
  'engine:\n  rules: { stalemate: win }',
  'engine:\n  rules: !!omap\n    - stalemate: win',
  'engine: !!set { a, b }',
  'engine:\n  setup: !!binary aGVsbG8=',
  'meta: !!js/function "function () {}"',
  'meta: &a [1, 2, *a]',
  'meta: &b { x: 1 }\nmore: [*b, *b, *b]',
  '---not-a-fence',
  '----',
  '--- ',
  '? [a, b]\n: 1',
  '1: one\n"1": two',
  'engine:\n  pieces:\n    Q: { piece: queen, value: .nan }',
  'tests:\n  - { name: t, perft: { 1: 20 } }',
];

const fileText = fc.array(fc.constantFrom(...LINES), { maxLength: 5 }).map((lines) => `---\n${lines.join('\n')}\n---\nA body.\n`);

/** What a directory entry is: a file of ours, or a link to one of the secret files outside. */
const entry = fc.oneof(
  { weight: 3, arbitrary: fileText.map((text) => ({ kind: 'file' as const, text })) },
  { weight: 1, arbitrary: fc.constantFrom('base.md', 'pieces.yaml', 'v.tests.yaml').map((target) => ({ kind: 'link' as const, target })) },
);

const NAMES = ['v.md', 'v1.md', 'v2.md', 'base.md', 'pieces.yaml', 'v.tests.yaml', 'v1.tests.yaml'];
const layout = fc.dictionary(fc.constantFrom(...NAMES), entry, { minKeys: 1, maxKeys: 6 });

let case_ = 0;

/** A host over the disk (with the bundled variants) that records every file it reads. */
function recording(reads: string[]): FileHost {
  const disk = fsHost();
  return withBundled({ ...disk, read: (file, max) => (reads.push(file), disk.read(file, max)) });
}

function wellFormed(d: Diagnostic): boolean {
  return ['error', 'warning'].includes(d.severity) && /^[a-z]+(-[a-z]+)*$/.test(d.code) && Number.isInteger(d.line) && d.line >= 1 && Number.isInteger(d.column) && d.column >= 1;
}

describe('random directory layouts with links out of them', () => {
  it(`read nothing outside the directory and answer with diagnostics (${runs(40, 20)} runs)`, () => {
    check(
      fc.property(layout, (files) => {
        const dir = join(root, `case-${case_++}`);
        mkdirSync(dir);
        try {
          for (const [name, e] of Object.entries(files)) {
            if (e.kind === 'file') writeFileSync(join(dir, name), e.text);
            else symlinkSync(join(outside, e.target), join(dir, name));
          }
          for (const name of Object.keys(files).filter((n) => n.endsWith('.md'))) {
            const reads: string[] = [];
            const r = validateVariantFile(join(dir, name), { host: recording(reads) });
            // The file validated itself was asked for by name; every other read stays inside.
            for (const f of reads) {
              if (f === join(dir, name) || f.startsWith('fairyforge:')) continue;
              expect(containment(dir, f).kind, `${name} read ${f}`).not.toBe('outside');
            }
            for (const d of r.diagnostics) {
              expect(wellFormed(d), JSON.stringify(d)).toBe(true);
              // A linked file named by the user may be read, but its text never reaches a message.
              expect(`${d.message} ${d.hint ?? ''}`).not.toContain(SECRET);
            }
          }
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      runs(40, 20),
    );
  }, TIMEOUT);
});
