/**
 * Kernel part: pseudo-legal moves of the side to move: every piece's moves
 * (pieceMoves.ts), without repeats where a piece can reach a square in two
 * ways, the castling moves whose squares are free (castling.ts), and the
 * drops (drops.ts). A
 * factory compiled per variant (see board.ts).
 */
import type { CastlingPart } from './castling.ts';
import type { DropsPart } from './drops.ts';
import type { PieceMovesPart } from './pieceMoves.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type MovegenPart = ReturnType<typeof movegenPart>;

export function movegenPart(v: KernelTables, _K: KernelConstants, pm: PieceMovesPart, cr: CastlingPart, dr: DropsPart) {
  // Which piece may promote with its next move is a table look-up (promoFrom is all 0 where nothing promotes).
  const { size, nTypes, promoFrom, repeats, leapOff, rayOff } = v;
  const { plainPieceMoves, promotingMoves } = pm;
  const { castlingMoves } = cr;
  const { dropMoves } = dr;

  /** Removes repeated moves from out[start..end) (pieces whose moves can coincide); returns the new end. */
  function unique(out: Int32Array, start: number, end: number): number {
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      let dup = false;
      for (let j = start; j < n; j++) {
        if (out[j] === m) {
          dup = true;
          break;
        }
      }
      if (!dup) out[n++] = m;
    }
    return n;
  }

  /** All pseudo-legal moves of one piece (type t, piece-colour pc, on `from`), without repeats. */
  function movesOf(p: KernelState, out: Int32Array, n: number, from: number, pc: number, us: number, t: number): number {
    const end = promoFrom[pc * size + from] === 1 ? promotingMoves(p, out, n, from, pc, us) : plainPieceMoves(p, out, n, from, pc, us);
    return repeats[t] === 1 ? unique(out, n, end) : end;
  }

  /*
   * The types that can move at all, per colour (a leap or a ray from some square), listed at load time:
   * a type without one (tictactoe's stones, which are only dropped) lists nothing from any square, so
   * its pieces need not be walked. movers[us * nTypes + j] for j < moverCount[us]. Where every type
   * moves, the plain loop over the types is kept (no list read per type).
   */
  const movers = new Int32Array(2 * nTypes);
  const moverCount = new Int32Array(2);
  for (let us = 0; us < 2; us++) {
    for (let t = 0; t < nTypes; t++) {
      const k0 = (t * 2 + us) * size;
      if (leapOff[k0] !== leapOff[k0 + size] || rayOff[k0] !== rayOff[k0 + size]) movers[us * nTypes + moverCount[us]!++] = t;
    }
  }
  const allMove = moverCount[0] === nTypes && moverCount[1] === nTypes;

  /** Pseudo-legal moves of the side's pieces, castling aside: every type's pieces. */
  function everyTypeMoves(p: KernelState, out: Int32Array, start: number): number {
    const us = p.turn;
    let n = start;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const count = p.pcount[pc]!;
      for (let i = 0; i < count; i++) n = movesOf(p, out, n, p.plist[pc * size + i]!, pc, us, t);
    }
    return n;
  }

  /** The same where some type never moves: only the pieces of the types in `movers`. */
  function moverTypeMoves(p: KernelState, out: Int32Array, start: number): number {
    const us = p.turn;
    let n = start;
    for (let j = us * nTypes, end = j + moverCount[us]!; j < end; j++) {
      const t = movers[j]!;
      const pc = t * 2 + us;
      const count = p.pcount[pc]!;
      for (let i = 0; i < count; i++) n = movesOf(p, out, n, p.plist[pc * size + i]!, pc, us, t);
    }
    return n;
  }

  const generatePieceMoves = allMove ? everyTypeMoves : moverTypeMoves;

  /** Pseudo-legal moves of the side to move; castling included without its attack tests, drops last. */
  function generatePseudo(p: KernelState, out: Int32Array, start: number): number {
    return dropMoves(p, out, castlingMoves(p, out, generatePieceMoves(p, out, start), p.turn), p.turn);
  }

  return { movesOf, generatePieceMoves, generatePseudo };
}
