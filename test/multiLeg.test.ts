/**
 * Multi-leg moves (rules/multiLeg.ts) on chu shogi and on a chess with a
 * hook mover: make/unmake of every legal move on random playouts restores
 * the FEN and the hash, with locust captures among them; the direct legal
 * generator agrees with make-and-test of every move; perft through
 * make/unmake equals perft through a fresh copy of the position for every
 * move; UCI and SAN of every multi-leg move read back as the same move; and
 * an attack along a bent path is check.
 */
import { compileVariant, KIND_LOCUST, makeFen, makeSan, makeUci, matchSan, MAX_MOVES, moveKind, parseFen, parseUci, Position } from '@fairyforge/core';
import { mulberry32 as rng } from '@fairyforge/engine';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, positionAt as at } from './oracle.ts';
import { chessSpec } from '../packages/core/src/specs.fixture.ts';

const LION_FENS = [
  '5k6/12/12/12/12/5pp5/5N6/12/12/12/12/5K6 w - - 0 1',
  // Black's lion next to White's falcon and eagle, each able to capture it in passing.
  '5k6/12/12/5n6/4JU6/12/12/12/12/12/12/5K6 w - - 0 1',
];

/** Perft with every move made on a copy of the position read back from its FEN: no unmake at all. */
function perftByCopying(fen: string, v: ReturnType<typeof compiled>, depth: number): number {
  const pos = at(v, fen);
  if (depth === 0) return 1;
  const moves = new Int32Array(MAX_MOVES);
  const n = pos.generateLegal(moves, 0);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const copy = at(v, fen);
    copy.make(moves[i]!);
    total += perftByCopying(makeFen(copy), v, depth - 1);
  }
  return total;
}

function perftByMaking(pos: Position, depth: number): number {
  if (depth === 0) return 1;
  const moves = new Int32Array(MAX_MOVES);
  const n = pos.generateLegal(moves, 0);
  let total = 0;
  for (let i = 0; i < n; i++) {
    pos.make(moves[i]!);
    total += perftByMaking(pos, depth - 1);
    pos.unmake();
  }
  return total;
}

describe('multi-leg moves in make and unmake', () => {
  it('chushogi: every legal move of 6 random games made and unmade restores the FEN and the hash, locust moves included', () => {
    const v = compiled('chushogi');
    const moves = new Int32Array(MAX_MOVES);
    const reference = new Int32Array(MAX_MOVES);
    let locust = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const random = rng(seed);
      // From the start, and from a position where the lions meet at once.
      const pos = at(v, seed % 2 === 0 ? v.spec.startFen : LION_FENS[1]!);
      for (let ply = 0; ply < 60; ply++) {
        const n = pos.generateLegal(moves, 0);
        const fen = makeFen(pos);
        // The direct generator (locust moves made and tested, the rest judged from the tables) against every move made and tested.
        const byMaking = pos.generateLegalByMaking(reference, 0);
        expect([...moves.subarray(0, n)].sort((a, b) => a - b), fen).toEqual([...reference.subarray(0, byMaking)].sort((a, b) => a - b));
        if (n === 0) break;
        const [lo, hi] = [pos.hashLo, pos.hashHi];
        for (let i = 0; i < n; i++) {
          if (moveKind(moves[i]!) === KIND_LOCUST) locust++;
          pos.make(moves[i]!);
          expect([pos.hashLo, pos.hashHi], `${fen} ${makeUci(pos, moves[i]!)}`).toEqual(pos.computeHash());
          pos.unmake();
          expect(makeFen(pos)).toBe(fen);
          expect([pos.hashLo, pos.hashHi]).toEqual([lo, hi]);
        }
        pos.make(moves[Math.floor(random() * n)]!);
      }
    }
    // The games must have offered locust moves (igui, double captures, passes), or the property says nothing of them.
    expect(locust).toBeGreaterThan(100);
  });

  it.each(LION_FENS)('perft 2 through make/unmake equals perft through copying the position: %s', (fen) => {
    const v = compiled('chushogi');
    expect(perftByMaking(at(v, fen), 2)).toBe(perftByCopying(fen, v, 2));
  });

  it('perft 2 from the chu shogi start by making: no move of one side changes the other side\'s in two plies, so it is the square of perft 1', () => {
    const v = compiled('chushogi');
    const first = perftByMaking(at(v, v.spec.startFen), 1);
    expect(perftByMaking(at(v, v.spec.startFen), 2)).toBe(first * first);
  });
});

describe('multi-leg notation', () => {
  it('every legal move of the lion positions reads back from its UCI and its SAN', () => {
    const v = compiled('chushogi');
    for (const fen of LION_FENS) {
      const pos = at(v, fen);
      const moves = new Int32Array(MAX_MOVES);
      const n = pos.generateLegal(moves, 0);
      for (let i = 0; i < n; i++) {
        const m = moves[i]!;
        expect(parseUci(pos, makeUci(pos, m)), makeUci(pos, m)).toBe(m);
        const san = makeSan(pos, m);
        expect(matchSan(pos, san), san).toEqual({ ok: true, move: m });
      }
    }
  });
});

describe('attacks along bent paths', () => {
  // Chess with the rooks made hook movers (`RasR`: a rook move, then one 90° turn and another).
  const spec = { ...chessSpec, slug: 'test-hook', castling: null, pieces: chessSpec.pieces.map((p) => (p.letter === 'R' ? { ...p, name: 'hook-mover', betza: 'RasR' } : p)) };
  const v = compileVariant(spec);

  const positionOf = (fen: string): Position => {
    const r = parseFen(v, fen);
    if (!r.ok) throw new Error(`${fen}: ${r.error}`);
    return r.position;
  };

  it('a king the hook mover reaches only around a corner is in check, and one it cannot reach is not', () => {
    // a1 → a3, then along the third rank to c3 (and a1 → c1, then up to c3): check, though no rook line joins a1 and c3.
    expect(positionOf('8/8/8/8/8/2k5/8/R3K3 b - - 0 1').inCheck()).toBe(true);
    // a2 shuts the file, c2 the way up from c1, b3 the way up from b1 (and d1 → d2 → d3 turns away): no path ends on c3.
    expect(positionOf('8/8/8/8/8/1Pk5/P1P5/R3K3 b - - 0 1').inCheck()).toBe(false);
  });

  it('the king may not step onto a square the hook mover reaches around a corner: on an open board that is checkmate', () => {
    const pos = positionOf('8/8/8/8/8/2k5/8/R3K3 b - - 0 1');
    const moves = new Int32Array(MAX_MOVES);
    // Each of c3's eight neighbours is reached in two legs from a1 (up the a-file and across, or along the first rank and up).
    expect(pos.generateLegal(moves, 0)).toBe(0);
  });
});
