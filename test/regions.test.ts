/**
 * Regions and the flying general (issue 17, rules/regions.ts and
 * rules/flyingGeneral.ts): the region syntax and its diagnostics, the
 * per-side mirroring, the tables they compile into (and the kernel they leave
 * alone), FEN round trips of the oracle positions, and, on random playouts of
 * the xiangqi family, that no legal move breaks a region rule or leaves the
 * generals facing each other.
 */
import { compileVariant, makeFen, makeUci, MAX_MOVES, parseFen, type CompiledVariant, type Position } from '@fairyforge/core';
import { mulberry32 as rng } from '@fairyforge/engine';
import { loadVariant, loadVariantSource, validateVariantSource } from '@fairyforge/loader';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kernelSource } from '../packages/core/src/kernel.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { resolvedRules } from '../packages/cli/src/resolveCommand.ts';
import { oracleCases } from './oracle.ts';
import { intersectionBoardOf } from '../packages/render/src/intersections.ts';
import { renderBoard } from '@fairyforge/render';
import { check, runs, TIMEOUT } from './properties.ts';

const FAMILY = ['xiangqi', 'minixiangqi', 'manchu'];
const loaded = new Map(
  FAMILY.map((slug) => {
    const r = loadVariant(slug);
    if (!r.ok) throw new Error(`${slug}: ${r.diagnostics[0]?.message}`);
    return [slug, r.variant] as const;
  }),
);
const compiled = (slug: string): CompiledVariant => loaded.get(slug)!.compiled;
function position(v: CompiledVariant, fen: string): Position {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}
function legalUci(p: Position): string[] {
  const moves = new Int32Array(MAX_MOVES);
  const n = p.generateLegal(moves, 0);
  return [...moves.subarray(0, n)].map((m) => makeUci(p, m)).sort();
}

describe('FEN round trip of the oracle positions', () => {
  it.each(FAMILY)('%s', (slug) => {
    const cases = oracleCases(slug);
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) expect(makeFen(position(compiled(c.variant), c.fen)), c.name).toBe(c.fen);
  });
});

/** A small variant with the given front-matter lines under `engine:`, validated in memory. */
function validate(engineLines: string): { code: string; line: number; column: number; hint?: string }[] {
  const text = [
    '---',
    'engine:',
    '  topology: { type: grid, rows: 10, cols: 9 }',
    '  setup: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"',
    engineLines,
    '---',
    '',
  ].join('\n');
  return validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error').map((d) => ({ code: d.code, line: d.line, column: d.column, ...(d.hint ? { hint: d.hint } : {}) }));
}

describe('regions in a variant file', () => {
  it('are mirrored rank for rank for Black unless given per side, and shown resolved', () => {
    const spec = loaded.get('xiangqi')!.spec;
    expect(spec.regions!.palace).toEqual([
      ['d1', 'e1', 'f1', 'd2', 'e2', 'f2', 'd3', 'e3', 'f3'],
      ['d8', 'e8', 'f8', 'd9', 'e9', 'f9', 'd10', 'e10', 'f10'],
    ]);
    expect(spec.regions!.acrossRiver![1]).toEqual(spec.regions!.ownSide![0]);
    const mini = loaded.get('minixiangqi')!.spec;
    expect(mini.regions!.palace![1]).toEqual(['c5', 'd5', 'e5', 'c6', 'd6', 'e6', 'c7', 'd7', 'e7']);
  });

  it('are shown by `resolve`, with what each piece does with them', () => {
    const r = resolvedRules(loaded.get('xiangqi')!);
    expect(r.regions!.value.palace!.black).toEqual(['d8', 'e8', 'f8', 'd9', 'e9', 'f9', 'd10', 'e10', 'f10']);
    expect(r.regions!.line).toBeGreaterThan(0);
    expect(r.pieces.find((p) => p.letter === 'P')!.betzaIn).toEqual([{ region: 'acrossRiver', betza: 'fsW' }]);
    expect(r.pieces.find((p) => p.letter === 'A')!.region).toBe('palace');
    expect(r.rules.flyingGeneral!.value).toBe(true);
  });

  it('read squares, rectangles, ranks and files, and per-side lists as written', () => {
    const text = (regions: string) =>
      ['---', 'engine:', '  topology: { type: grid, rows: 8, cols: 8 }', '  setup: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"', '  regions:', regions, '---', ''].join('\n');
    const r = loadVariantSource(text('    a: [e4, b2-c3, rank 8, files g-h]\n    b: { white: [ranks 1-2], black: [file a] }'), 'r.md');
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const { a, b } = r.variant.spec.regions!;
    expect(a![0]).toHaveLength(1 + 4 + 8 + 16 - 2); // h8 and g8 are also on files g-h
    expect(a![0]).toEqual(expect.arrayContaining(['e4', 'b2', 'c2', 'b3', 'c3', 'a8', 'h8', 'g1', 'h1']));
    expect(a![1]).toEqual(expect.arrayContaining(['e5', 'b7', 'c6', 'a1', 'g8']));
    expect(a![1]).not.toContain('e4');
    expect(b).toEqual([['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2'], ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']]);
  });

  it('report a square off the board, an empty region and a bad name where they are written', () => {
    expect(validate('  regions:\n    palace: [d1-f3, j1]\n    none: []\n    9lives: [a1]')).toEqual([
      { code: 'region-square', line: 6, column: 21 },
      { code: 'region-empty', line: 7, column: 11 },
      { code: 'region-name', line: 8, column: 13 },
    ]);
  });

  it('report a region a piece names that is not defined, with the closest name', () => {
    const d = validate('  regions:\n    palace: [d1-f3]\n  pieces:\n    K: { betza: W, royal: true, region: palaec }\n    P: { betza: fW, betzaIn: { acrossRiver: fsW } }');
    expect(d.map((x) => [x.code, x.line])).toEqual([
      ['region-unknown', 8],
      ['region-unknown', 9],
    ]);
    expect(d[0]!.hint).toBe("did you mean 'palace'?");
  });

  it('refuse a ride that depends on the region, and a bad Betza in a region, at its text', () => {
    const d = validate('  regions:\n    far: [ranks 6-10]\n  pieces:\n    P: { betza: fW, betzaIn: { far: fR } }\n    Q: { betza: W, betzaIn: { far: fX } }');
    expect(d.map((x) => x.code)).toEqual(['region-ride', 'betza']);
  });

  it('refuse the flying general without a royal piece', () => {
    const d = validateVariantSource(
      ['---', 'engine:', '  topology: { type: grid, rows: 8, cols: 8 }', '  pieces:', '    K: { piece: commoner }', '  setup: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"', '  rules:', '    flyingGeneral: true', '    extinction: { types: [K], count: 0, value: loss }', '---', ''].join('\n'),
      'fg.md',
    ).diagnostics.filter((x) => x.severity === 'error');
    expect(d.map((x) => [x.code, x.line])).toEqual([['flying-general-royal', 8]]);
  });
});

describe('what the region rules compile to', () => {
  it('a piece kept to a region leaps only inside it, and a region Betza applies only on its squares', () => {
    const v = compiled('xiangqi');
    // The advisor in the palace's corner has one move, to the centre; the elephant none across the river.
    expect(legalUci(position(v, '3k5/9/9/9/9/9/9/9/9/3A1K3 w - - 0 1')).filter((m) => m.startsWith('d1'))).toEqual(['d1e2']);
    expect(legalUci(position(v, '3k5/9/9/9/9/2B6/9/9/9/5K3 w - - 0 1')).filter((m) => m.startsWith('c5'))).toEqual(['c5a3', 'c5e3']);
    // Black's soldier gains its sideways steps on ranks 5 to 1, its side across the river.
    expect(legalUci(position(v, '3k5/9/9/9/9/4p4/9/9/9/5K3 b - - 0 1')).filter((m) => m.startsWith('e5'))).toEqual(['e5d5', 'e5e4', 'e5f5']);
    expect(legalUci(position(v, '3k5/9/9/9/4p4/9/9/9/9/5K3 b - - 0 1')).filter((m) => m.startsWith('e6'))).toEqual(['e6e5']);
  });

  it('the flying general is an attack: facing generals are in check, and a piece between them is pinned', () => {
    const v = compiled('xiangqi');
    expect(position(v, '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1').inCheck()).toBe(true);
    expect(position(v, '4k4/9/9/9/4R4/9/9/9/9/4K4 w - - 0 1').inCheck()).toBe(false);
    expect(legalUci(position(v, '4k4/9/9/9/4R4/9/9/9/9/4K4 w - - 0 1')).filter((m) => m.startsWith('e6'))).toEqual(['e6e10', 'e6e2', 'e6e3', 'e6e4', 'e6e5', 'e6e7', 'e6e8', 'e6e9'].sort());
  });

  it('add no kernel code: the copy is the one the same variant without regions and flying general gets', () => {
    const spec = loaded.get('xiangqi')!.spec;
    const plain = compileVariant({ ...spec, slug: 'plain', regions: {}, flyingGeneral: false, pieces: spec.pieces.map(({ region: _r, betzaIn: _b, ...p }) => p) });
    const xq = compiled('xiangqi');
    expect(selectParts(xq).rules).toEqual(selectParts(plain).rules);
    expect(kernelSource(selectParts(xq).parts, 'x')).toBe(kernelSource(selectParts(plain).parts, 'x'));
    // The tables differ, and that is all: the palace is in them.
    expect(xq.leapTo.length).toBeLessThan(plain.leapTo.length);
  });
});

/** Whether the two royal pieces stand on one file with nothing between them. */
function generalsFace(v: CompiledVariant, p: Position): boolean {
  const kings: number[] = [];
  for (let sq = 0; sq < v.size; sq++) if (p.board[sq] !== 0 && v.royal[(p.board[sq]! >> 1) - 1]) kings.push(sq);
  if (kings.length !== 2) return false;
  const [a, b] = kings as [number, number];
  const cols = v.geometry.cols;
  if (a % cols !== b % cols) return false;
  for (let sq = a + cols; sq < b; sq += cols) if (p.board[sq] !== 0) return false;
  return true;
}

describe('region rules on random playouts', () => {
  const n = runs(20, 40);
  it(
    `no legal move leaves the generals facing, a general or advisor its palace, an elephant its side (${n} playouts of ${FAMILY.length} variants)`,
    () => {
      check(
        fc.property(fc.record({ slug: fc.constantFrom(...FAMILY), seed: fc.integer(), plies: fc.integer({ min: 0, max: 120 }) }), ({ slug, seed, plies }) => {
          const v = compiled(slug);
          const spec = loaded.get(slug)!.spec;
          const random = rng(seed);
          const pos = position(v, spec.startFen);
          const moves = new Int32Array(MAX_MOVES);
          const kept = spec.pieces.map((pc) => (pc.region ? spec.regions![pc.region]! : null));
          for (let ply = 0; ply <= plies; ply++) {
            const count = pos.generateLegal(moves, 0);
            for (let i = 0; i < count; i++) {
              pos.make(moves[i]!);
              expect(generalsFace(v, pos), makeFen(pos)).toBe(false);
              pos.unmake();
            }
            for (let sq = 0; sq < v.size; sq++) {
              const code = pos.board[sq]!;
              if (code === 0) continue;
              const region = kept[(code >> 1) - 1];
              if (region) expect(region[code & 1], makeFen(pos)).toContain(squareName(v, sq));
            }
            if (count === 0 || ply === plies) break;
            pos.make(moves[Math.floor(random() * count)]!);
          }
        }),
        n,
      );
    },
    TIMEOUT,
  );
});

function squareName(v: CompiledVariant, sq: number): string {
  return String.fromCharCode(97 + (sq % v.geometry.cols)) + String(Math.floor(sq / v.geometry.cols) + 1);
}

describe('pictures of the xiangqi family', () => {
  it('draw lines and intersections, the palaces with their diagonals, and the river where a piece keeps to its half', () => {
    const xq = intersectionBoardOf(loaded.get('xiangqi')!.spec);
    // Palaces d1-f3 and d8-f10 as 0-based corners; the river after rank 5.
    expect(xq).toEqual({ palaces: [[3, 0, 5, 2], [3, 7, 5, 9]], river: 4 });
    expect(intersectionBoardOf(loaded.get('minixiangqi')!.spec)).toEqual({ palaces: [[2, 0, 4, 2], [2, 4, 4, 6]], river: null });
    const svg = renderBoard(loaded.get('xiangqi')!);
    expect(svg).toContain('class="board intersections"');
    const chess = loadVariant('chess');
    if (!chess.ok) throw new Error('chess');
    expect(intersectionBoardOf(chess.variant.spec)).toBeNull();
    expect(renderBoard(chess.variant)).not.toContain('intersections');
  });
});
