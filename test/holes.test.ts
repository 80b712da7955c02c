/**
 * Board shapes (issue 17, rules/holes.ts): holes in a variant file and their
 * diagnostics, the tables they compile into (no entry names a hole, the
 * kernel is the one the full board gets), FEN round trips of the oracle
 * positions, castling off the first rank, and, on random playouts, that no
 * piece ever stands on a hole.
 */
import { compileVariant, makeFen, makeUci, MAX_MOVES, parseFen, type CompiledVariant, type Position } from '@fairyforge/core';
import { mulberry32 as rng } from '@fairyforge/engine';
import { loadVariant, validateVariantSource } from '@fairyforge/loader';
import { renderBoard } from '@fairyforge/render';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kernelSource } from '../packages/core/src/kernel.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { oracleCases } from './oracle.ts';
import { check, runs, TIMEOUT } from './properties.ts';

const SHAPED = ['gustav3', 'crossderby', 'omicron', 'troitzky'];
const ORACLE = [...SHAPED, 'shako'];
const loaded = new Map(
  ORACLE.map((slug) => {
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
const holesOf = (v: CompiledVariant): number[] => Array.from({ length: v.size }, (_, sq) => sq).filter((sq) => v.geometry.holes?.[sq] === 1);

describe('FEN round trip of the oracle positions', () => {
  it.each(ORACLE)('%s', (slug) => {
    const cases = oracleCases(slug);
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) expect(makeFen(position(compiled(c.variant), c.fen)), c.name).toBe(c.fen);
  });
});

/** A small board with Cross Derby's holes, the given setup and more lines under `engine:`, validated in memory. */
function validate(engineLines: string, setup = '1*4*k/**4**/8/8/8/8/**4**/K*4*1 w - - 0 1'): { code: string; line: number; column: number }[] {
  const text = ['---', 'engine:', '  topology: { type: grid, rows: 8, cols: 8 }', `  setup: "${setup}"`, engineLines, '---', ''].join('\n');
  return validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error').map((d) => ({ code: d.code, line: d.line, column: d.column }));
}
const CROSS = '  holes: [b1, g1, a2-b2, g2-h2, a7-b7, g7-h7, b8, g8]';

describe('holes in a variant file', () => {
  it('read squares, rectangles, ranks and files as they stand (not mirrored), and are shown by the spec', () => {
    expect(validate(CROSS)).toEqual([]);
    expect(loaded.get('omicron')!.spec.holes).toHaveLength(2 * 10 + 2 * 8);
    expect(loaded.get('gustav3')!.spec.holes).toEqual(['a2', 'j2', 'a3', 'j3', 'a4', 'j4', 'a5', 'j5', 'a6', 'j6', 'a7', 'j7']);
  });

  it('report an item that is not on the board where it is written', () => {
    expect(validate(`${CROSS.slice(0, -1)}, z9, rank 12]`)).toEqual([
      { code: 'hole-square', line: 5, column: 55 },
      { code: 'hole-square', line: 5, column: 59 },
    ]);
  });

  it('refuse a piece on a hole, and a `*` where there is none, at the character in the setup', () => {
    expect(validate(CROSS, '1*4*k/**4**/8/8/8/8/**4**/1K4*1 w - - 0 1')).toEqual([{ code: 'setup-placement', line: 4, column: 38 }]);
    expect(validate(CROSS, '1*4*k/**4**/8/*7/8/8/**4**/K*4*1 w - - 0 1')).toEqual([{ code: 'setup-placement', line: 4, column: 25 }]);
  });

  it('refuse a castling rank off the board', () => {
    expect(validate(`${CROSS}\n  rules: { castling: { king: K, rooks: [R], kingFile: e, kingside: g, queenside: c, rank: 9 } }`).map((d) => d.code)).toEqual(['castling-rank']);
  });
});

describe('what holes compile to', () => {
  it.each(SHAPED)('%s: no move or attack table names a hole, nor starts on one', (slug) => {
    const v = compiled(slug);
    const holes = new Set(holesOf(v));
    expect(holes.size).toBeGreaterThan(0);
    for (const to of v.leapTo) expect(holes.has(to)).toBe(false);
    for (const sq of v.leapPathA) expect(holes.has(sq)).toBe(false);
    for (const sq of v.raySq) expect(holes.has(sq)).toBe(false);
    for (const from of v.attLeapFrom) expect(holes.has(from)).toBe(false);
    // Nor does any table start on one: nothing stands there.
    for (const sq of holes) for (let pc = 0; pc < 2 * v.nTypes; pc++) expect(v.leapOff[pc * v.size + sq + 1]! - v.leapOff[pc * v.size + sq]! + v.rayOff[pc * v.size + sq + 1]! - v.rayOff[pc * v.size + sq]!).toBe(0);
  });

  it('a ride ends before a hole, a leap passes over holes, and a lame leap never crosses one', () => {
    const v = compiled('gustav3');
    const moves = (w: CompiledVariant, fen: string, from: string) => {
      const p = position(w, fen);
      const list = new Int32Array(MAX_MOVES);
      const n = p.generateLegal(list, 0);
      return [...list.subarray(0, n)].map((m) => makeUci(p, m)).filter((m) => m.startsWith(from)).sort();
    };
    // The rook on b4 stops before the hole a4 (and j4 on the other side); the knight on b4 has no jump onto a2 or a6, holes both.
    expect(moves(v, '4k5/*8*/*8*/*8*/*R7*/*8*/*8*/5K4 w - - 0 1', 'b4').filter((m) => m.endsWith('4'))).toEqual(['b4c4', 'b4d4', 'b4e4', 'b4f4', 'b4g4', 'b4h4', 'b4i4']);
    expect(moves(v, '4k5/*8*/*8*/*8*/*N7*/*8*/*8*/5K4 w - - 0 1', 'b4')).toEqual(['b4c2', 'b4c6', 'b4d3', 'b4d5']);
    // A lame (xiangqi-style) leap needs its first square: a spec with one, next to a hole.
    const lame = compileVariant({ ...loaded.get('gustav3')!.spec, slug: 'lame', pieces: loaded.get('gustav3')!.spec.pieces.map((p) => (p.letter === 'N' ? { ...p, betza: 'nN' } : p)) });
    // From a1 the lame knight's paths start on b1 (to c2) or on a2, a hole (to b3): only c2.
    expect(moves(lame, '4k5/*8*/*8*/*8*/*8*/*8*/*8*/N4K4 w - - 0 1', 'a1')).toEqual(['a1c2']);
  });

  it('add no kernel code: the copy is the one the same rules on the full rectangle get', () => {
    for (const slug of SHAPED) {
      const v = compiled(slug);
      const { holes: _h, ...rest } = v.spec;
      const full = compileVariant({ ...rest, slug: 'full', startFen: v.spec.startFen.replace(/[0-9*]+/g, (run) => String(run.match(/[0-9]+|\*/g)!.reduce((a, part) => a + (part === '*' ? 1 : Number(part)), 0))) });
      expect(selectParts(v).rules).toEqual(selectParts(full).rules);
      expect(kernelSource(selectParts(v).parts, 'x')).toBe(kernelSource(selectParts(full).parts, 'x'));
      // The tables differ, and that is all: the holes are out of them.
      expect(v.leapTo.length).toBeLessThan(full.leapTo.length);
    }
  });
});

describe('a promotion zone made of a region', () => {
  it('is the region, per side: Troitzky promotes on the last square of each file', () => {
    const v = compiled('troitzky');
    const zone = (c: number) => Array.from({ length: v.size }, (_, sq) => sq).filter((sq) => v.promoZone[c * v.size + sq] === 1);
    const name = (sq: number) => String.fromCharCode(97 + (sq % 10)) + String(Math.floor(sq / 10) + 1);
    expect(zone(0).map(name).sort()).toEqual(['a6', 'b8', 'c9', 'd9', 'e10', 'f10', 'g9', 'h9', 'i8', 'j6'].sort());
    expect(zone(1).map(name).sort()).toEqual(['a5', 'b3', 'c2', 'd2', 'e1', 'f1', 'g2', 'h2', 'i3', 'j5'].sort());
  });

  it('must name a region', () => {
    expect(validate(`${CROSS}\n  rules: { promotion: { region: lastRank } }`).map((d) => d.code)).toEqual(['region-unknown']);
  });
});

describe('castling off the first rank', () => {
  it('Shako and Omicron castle on their second rank, and the FEN keeps those rights', () => {
    const shako = position(compiled('shako'), loaded.get('shako')!.spec.startFen);
    expect(makeFen(shako)).toBe(loaded.get('shako')!.spec.startFen);
    expect(shako.nSlots).toBe(4);
    expect(parseFen(compiled('shako'), 'c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQ1BNRE/C4K3C w KQkq - 0 1').ok).toBe(false);
  });
});

describe('board shapes on random playouts', () => {
  const n = runs(15, 30);
  it(
    `no piece ever stands on a hole, and every position's FEN reads back the same (${n} playouts of ${SHAPED.length} variants)`,
    () => {
      check(
        fc.property(fc.record({ slug: fc.constantFrom(...SHAPED), seed: fc.integer(), plies: fc.integer({ min: 0, max: 100 }) }), ({ slug, seed, plies }) => {
          const v = compiled(slug);
          const holes = holesOf(v);
          const random = rng(seed);
          const pos = position(v, loaded.get(slug)!.spec.startFen);
          const moves = new Int32Array(MAX_MOVES);
          for (let ply = 0; ply <= plies; ply++) {
            for (const sq of holes) expect(pos.board[sq], makeFen(pos)).toBe(0);
            const fen = makeFen(pos);
            expect(makeFen(position(v, fen))).toBe(fen);
            const count = pos.generateLegal(moves, 0);
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

describe('pictures of boards with holes', () => {
  it('leave the holes out: one square drawn for each square of the board', () => {
    for (const slug of SHAPED) {
      const v = loaded.get(slug)!;
      const svg = renderBoard(v);
      const board = /<g class="board">(.*?)<\/g>/.exec(svg)![1]!;
      // Three paths: the frame (a widened square under each), the light squares, the dark squares.
      const paths = [...board.matchAll(/ d="([^"]*)"/g)].map((m) => (m[1]!.match(/M/g) ?? []).length);
      const squares = v.compiled.size - holesOf(v.compiled).length;
      expect(paths).toEqual([squares, expect.any(Number), expect.any(Number)]);
      expect(paths[1]! + paths[2]!).toBe(squares);
    }
  });
});
