/**
 * `betzaDialect` on a piece and on the variant: the stated dialect reaches
 * the move generator, and the `betza-dialect` note is only for strings
 * whose reading is left unstated.
 */
import { describe, expect, it } from 'vitest';
import { memoryHost } from './bundled.ts';
import { loadVariantSource } from './load.ts';
import { runVariantTests } from './variantTests.ts';

const load = (front: string) => loadVariantSource(`---\n${front}---\n`, '/v/x.md', { host: memoryHost() });
const SETUP = '  setup: "4k3/3x4/8/8/8/8/3X4/4K3 w - - 0 1"\n';
const codes = (r: ReturnType<typeof load>) => (r.ok ? r.variant.warnings.map((d) => d.code) : r.diagnostics.map((d) => d.code));

describe('betzaDialect', () => {
  it('fsf fKifmnD moves as Fairy-Stockfish reads it, checked by travelling tests', () => {
    // From d2 (the piece's start square, so `i` applies): fK = fW + fF gives c3, d3, e3,
    // ifmnD gives d4, and bW (there so that the piece is not stranded on the last rank) d1: 5.
    // From d4: c5, d5, e5 and d3: 4. XBetza would read fK as d3 (d5) only.
    const r = load([
      'parent: chess',
      'engine:',
      '  pieces:',
      '    X: { betza: fKifmnDbW, betzaDialect: fsf, name: stepper }',
      SETUP.trimEnd(),
      'tests:',
      '  - name: on its start square, three fK steps, the initial fD and bW',
      '    movesFrom: { d2: [d2c3, d2d3, d2e3, d2d4, d2d1] }',
      '  - name: elsewhere, the three fK steps and bW',
      '    fen: "4k3/8/8/8/3X4/8/8/4K3 w - - 0 1"',
      '    movesFrom: { d4: [d4c5, d4d5, d4e5, d4d3] }',
      '',
    ].join('\n'));
    expect(codes(r)).toEqual([]);
    if (!r.ok) return;
    expect(r.variant.spec.pieces.find((p) => p.letter === 'X')!.dialect).toBe('fsf');
    expect(runVariantTests(r.variant, r.variant.frontMatter.tests!, r.variant.source, ['tests'])).toEqual([]);
  });

  it('the variant-wide engine.betzaDialect applies, and a piece of its own wins', () => {
    const r = load(`parent: chess\nengine:\n  betzaDialect: fsf\n  pieces:\n    X: { betza: fKbW }\n    Y: { betza: fKbW, betzaDialect: xbetza }\n  setup: "4k3/3xy3/8/8/8/8/3XY3/4K3 w - - 0 1"\n`);
    expect(codes(r)).toEqual([]);
    expect(r.ok && r.variant.spec.pieces.filter((p) => 'XY'.includes(p.letter)).map((p) => [p.letter, p.dialect])).toEqual([['X', 'fsf'], ['Y', 'xbetza']]);
    expect(codes(r)).toEqual([]);
  });

  it('a child inherits the parent file\'s engine.betzaDialect', () => {
    const parent = `---\nslug: p\nparent: chess\nengine:\n  betzaDialect: fsf\n---\n`;
    const child = `---\nparent: p\nengine:\n  pieces:\n    X: { betza: fKbW }\n${SETUP}---\n`;
    const r = loadVariantSource(child, '/v/c.md', { host: memoryHost({ '/v/p.md': parent, '/v/c.md': child }) });
    expect(codes(r)).toEqual([]);
    expect(r.ok && r.variant.spec.pieces.find((p) => p.letter === 'X')!.dialect).toBe('fsf');
  });

  it('leaves a catalogue piece\'s own string XBetza', () => {
    const r = load(`parent: chess\nengine:\n  betzaDialect: fsf\n  pieces:\n    X: { piece: commoner }\n${SETUP}`);
    expect(r.ok && r.variant.spec.pieces.find((p) => p.letter === 'X')!.dialect).toBeUndefined();
  });

  it('without a stated dialect the note stays; with either one it goes', () => {
    const piece = (extra: string) => load(`parent: chess\nengine:\n  pieces:\n    X: { betza: fKbW${extra} }\n${SETUP}`);
    expect(codes(piece(''))).toEqual(['betza-dialect']);
    expect(codes(piece(', betzaDialect: fsf'))).toEqual([]);
    expect(codes(piece(', betzaDialect: xbetza'))).toEqual([]);
  });

  it('reports an FSF-only problem of the string where it is', () => {
    const r = load(`parent: chess\nengine:\n  pieces:\n    X: { betza: W10, betzaDialect: fsf }\n${SETUP}`);
    expect(!r.ok && r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['betza', 5, 18]]);
  });
});
