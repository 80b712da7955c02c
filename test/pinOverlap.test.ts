/**
 * Moves the chess-style fast legal path (kernel/legal.ts) makes and tests:
 * a pinned piece's where two pin lines share a square (rays of one
 * direction with different steps, here a rook's and a dabbaba rider's,
 * `DD`), and en passant. Making a promotion — a pinned pawn's, or an e.p.
 * capture landing in the promotion zone — takes the pawn off its piece list
 * and puts it back last, so such moves must be tested after the walk over
 * the piece lists, not during it, or a pawn is skipped and another visited
 * twice. Pawns are listed in square order (a1 first), so each position puts
 * the promoting pawn before the others. Compared with the reference
 * generator (every move made and tested).
 */
import { compileVariant, legalMoves, makeUci, MAX_MOVES, parseFen, type CompiledVariant, type Position } from '@fairyforge/core';
import { describe, expect, it } from 'vitest';
import { chessSpec } from '../packages/core/src/specs.fixture.ts';

const riders = compileVariant({
  ...chessSpec,
  slug: 'test-pin-overlap',
  pieces: [...chessSpec.pieces, { letter: 'D', name: 'dabbaba rider', betza: 'DD', royal: false, pawn: false }],
  castling: null,
});
// Promotion on ranks 6 to 8, optional: the e.p. capture to the sixth rank promotes.
const epPromotes = compileVariant({ ...chessSpec, slug: 'test-ep-promotes', castling: null, promotion: { ranks: [5, 6, 7], choices: [['Q', 'N'], ['Q', 'N']], mandatory: false } });

function at(v: CompiledVariant, fen: string): Position {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}
/** Sorted UCI; a move listed twice stays twice. */
function uci(p: Position, moves: ArrayLike<number>): string[] {
  return Array.from(moves, (m) => makeUci(p, m)).sort();
}
function byMaking(p: Position): string[] {
  const buf = new Int32Array(MAX_MOVES);
  return uci(p, buf.subarray(0, p.generateLegalByMaking(buf, 0)));
}

describe('moves made and tested on the fast legal path', () => {
  const cases: [string, CompiledVariant, string][] = [
    // Black king a2: the b2 pawn pinned by the d2 rook (steps of one), the e2 rook by the g2 rider (steps of two, over d2); both lines cross c2.
    ['a pinned pawn promoting where pin lines overlap', riders, '8/2p4p/8/8/7K/8/kp1Rr1D1/8 b - - 0 1'],
    ['... and promoting by capture only', riders, '8/2p4p/8/8/7K/8/kp1Rr1D1/1nB5 b - - 0 1'],
    // White king a7: the b7 pawn pinned by the d7 rook; the file's pins (a6 by the a4 rook, a3 by the a1 rider) overlap on a5.
    ['the same for White, the overlap on another line', riders, '8/KP1r1P1P/N7/7k/r7/N7/8/d7 w - - 0 1'],
    ['... promoting by capture only', riders, '1Nb5/KP1r1P1P/N7/7k/r7/N7/8/d7 w - - 0 1'],
    ['an e.p. capture that promotes', epPromotes, '4k3/8/8/3pP2P/8/8/8/4K3 w - d6 0 1'],
    // Checked by the g6 queen, which the h5 pawn may take; then the e5 pawn pinned by the h8 queen.
    ['an e.p. capture that promotes, in check', epPromotes, '4k3/8/6q1/3pP2P/8/3K4/8/8 w - d6 0 1'],
    ['an e.p. capture that promotes, by a pinned pawn', epPromotes, '4k2q/8/8/3pP2P/8/8/8/K7 w - d6 0 1'],
  ];

  it.each(cases)('%s', (_name, v, fen) => {
    const p = at(v, fen);
    expect(uci(p, legalMoves(p))).toEqual(byMaking(p));
  });

  it('the positions are the ones meant', () => {
    for (const v of [riders, epPromotes]) expect(v.lineAttacksOnly).toEqual([true, true]);
    const pinned = byMaking(at(riders, '8/KP1r1P1P/N7/7k/r7/N7/8/d7 w - - 0 1'));
    // The f7 and h7 pawns promote; the pinned pawn cannot; the a6 and a3 knights stay.
    expect(pinned).toEqual(expect.arrayContaining(['f7f8q', 'h7h8n']));
    expect(pinned.filter((m) => /^(b7|a6|a3)/.test(m))).toEqual([]);
    expect(byMaking(at(epPromotes, '4k3/8/8/3pP2P/8/8/8/4K3 w - d6 0 1'))).toEqual(expect.arrayContaining(['e5d6q', 'e5d6n', 'e5d6', 'h5h6q']));
  });
});
