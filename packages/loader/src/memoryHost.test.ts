import { describe, expect, it } from 'vitest';
import { BUNDLED_VARIANTS_DIR, memoryHost } from './bundled.ts';
import { loadVariantSource, loadVariantFile } from './load.ts';
import { validateVariantFile } from './validate.ts';

const variant = (betza: string) => ['---', 'parent: chess', 'engine:', `  pieces: { N: { betza: ${betza} } }`, '---', ''].join('\n');

describe('memoryHost', () => {
  it('resolves paths against its cwd, collapsing . and ..', () => {
    const h = memoryHost({}, { cwd: '/work/here' });
    expect(h.resolve('a.md')).toBe('/work/here/a.md');
    expect(h.resolve('../x/./b.md')).toBe('/work/x/b.md');
    expect(h.resolve('/../../c.md')).toBe('/c.md');
    expect(h.resolve(`${BUNDLED_VARIANTS_DIR}/chess.md`)).toBe(`${BUNDLED_VARIANTS_DIR}/chess.md`);
    expect(h.dirname('/work/here/a.md')).toBe('/work/here');
  });

  it('lists a directory, reads within a byte limit and says what is missing', () => {
    const h = memoryHost({ '/v/a.md': 'ä', '/v/b.md': 'x', '/v/sub/c.md': 'y' });
    expect(h.list('/v')).toEqual(['a.md', 'b.md']);
    expect(h.list(BUNDLED_VARIANTS_DIR)).toContain('chess.md');
    expect(h.read('/v/a.md', 2)).toEqual({ ok: true, text: 'ä' });
    expect(h.read('/v/a.md', 1)).toMatchObject({ ok: false, diagnostics: [{ code: 'file-too-large' }] });
    expect(h.read('/v/none.md', 10)).toMatchObject({ ok: false, diagnostics: [{ code: 'io', message: 'file not found' }] });
    expect(h.exists('/v/b.md')).toBe(true);
    expect(h.containment(BUNDLED_VARIANTS_DIR, '/v/b.md').kind).toBe('outside');
  });

  it('sees a file change: the parse kept for it is dropped', () => {
    const h = memoryHost({ '/v/x.md': variant('N') });
    const before = loadVariantFile('/v/x.md', { host: h });
    expect(before.ok && before.variant.spec.pieces.find((p) => p.letter === 'N')!.betza).toBe('N');
    h.set('/v/x.md', variant('NC'));
    const after = loadVariantFile('/v/x.md', { host: h });
    expect(after.ok && after.variant.spec.pieces.find((p) => p.letter === 'N')!.betza).toBe('NC');
  });

  it('keeps hosts apart: the same path in two hosts is two files', () => {
    const a = memoryHost({ '/v/x.md': variant('N') });
    const b = memoryHost({ '/v/x.md': variant('NC') });
    const ra = loadVariantFile('/v/x.md', { host: a });
    const rb = loadVariantFile('/v/x.md', { host: b });
    expect(ra.ok && ra.variant.spec.pieces.find((p) => p.letter === 'N')!.betza).toBe('N');
    expect(rb.ok && rb.variant.spec.pieces.find((p) => p.letter === 'N')!.betza).toBe('NC');
  });

  it('finds parents among its own files before the bundled ones', () => {
    const base = ['---', 'parent: chess', 'engine:', '  rules: { stalemate: win }', '---', ''].join('\n');
    const h = memoryHost({ '/v/base.md': base });
    const r = loadVariantSource(['---', 'parent: base', '---', ''].join('\n'), '/v/child.md', { host: h });
    expect(r.ok && r.variant.chain).toEqual(['/v/child.md', '/v/base.md', `${BUNDLED_VARIANTS_DIR}/chess.md`]);
    expect(r.ok && r.variant.spec.stalemate).toBe('win');
  });

  it('reports a duplicate slug among its own files, as on disk', () => {
    const h = memoryHost({ '/v/a.md': variant('N'), '/v/b.md': ['---', 'slug: a', 'parent: chess', '---', ''].join('\n') });
    expect(validateVariantFile('/v/a.md', { host: h }).diagnostics.map((d) => d.code)).toContain('slug-duplicate');
  });
});

describe('a directory of many variants', () => {
  /** Validates every file of a directory of n variants, counting what the host is asked. */
  function work(n: number, parent: (i: number) => string) {
    const files: Record<string, string> = {};
    for (let i = 0; i < n; i++) files[`/v/v${i}.md`] = ['---', `parent: ${parent(i)}`, `title: v${i}`, '---', ''].join('\n');
    const h = memoryHost(files);
    const counts = { read: 0, containment: 0 };
    const counted = { ...h, read: (f: string, m: number) => (counts.read++, h.read(f, m)), containment: (d: string, f: string) => (counts.containment++, h.containment(d, f)) };
    for (let i = 0; i < n; i++) validateVariantFile(`/v/v${i}.md`, { host: counted, runTests: false });
    return counts;
  }

  it('reads and resolves each file a bounded number of times, not once per other file', () => {
    for (const parent of [() => 'chess', (i: number) => `missing${i}`]) {
      const small = work(40, parent);
      const large = work(160, parent);
      // Linear: four times the files, about four times the work (quadratic would be sixteen).
      expect(large.read / small.read).toBeLessThan(5);
      expect(large.containment / small.containment).toBeLessThan(5);
    }
  });
});
