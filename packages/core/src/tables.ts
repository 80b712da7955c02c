/** Questions about a compiled variant's move tables, for code outside the kernel (checks, diagrams). */
import type { CompiledVariant } from './compile.ts';

/**
 * How many leap targets and rays a piece (board code) has from a square on
 * an empty board. Zero means the piece can never move from there.
 */
export function tableEntryCount(v: CompiledVariant, code: number, sq: number): number {
  const k = (code - 2) * v.size + sq;
  return v.leapOff[k + 1]! - v.leapOff[k]! + v.rayOff[k + 1]! - v.rayOff[k]!;
}

/** Most moves a piece (board code) could have from any square: every leap, every ray square. */
function mostTargets(v: CompiledVariant, code: number): number {
  let most = 0;
  for (let sq = 0; sq < v.size; sq++) {
    const k = (code - 2) * v.size + sq;
    let n = v.leapOff[k + 1]! - v.leapOff[k]!;
    for (let r = v.rayOff[k]!; r < v.rayOff[k + 1]!; r++) {
      const ray = v.rayList[r]!;
      n += v.raySqOff[ray + 1]! - v.raySqOff[ray]!;
    }
    if (n > most) most = n;
  }
  return most;
}

const boundsCache = new WeakMap<CompiledVariant, Int32Array>();

/**
 * Per board code: the most moves one such piece could ever add to a move
 * list — its best square's targets, and for a pawn whichever is more of
 * that times its promotion choices or the best of the pieces it may become.
 */
function pieceBounds(v: CompiledVariant): Int32Array {
  let b = boundsCache.get(v);
  if (b) return b;
  b = new Int32Array(2 * v.nTypes + 2);
  for (let code = 2; code < b.length; code++) b[code] = mostTargets(v, code);
  for (let code = 2; code < b.length; code++) {
    const t = (code >> 1) - 1;
    if (!v.pawn[t]) continue;
    const choices = (code & 1) === 0 ? v.promoChoices[0] : v.promoChoices[1];
    let promoted = 0;
    for (const ct of choices) promoted = Math.max(promoted, b[((ct + 1) << 1) | (code & 1)]!);
    b[code] = Math.max(b[code]! * Math.max(1, choices.length), promoted);
  }
  boundsCache.set(v, b);
  return b;
}

/**
 * An upper bound on the moves of any position reached from this one, for
 * either side: pieces are never added by a move, so the sum of each piece's
 * bound (en-passant captures land on squares its captures already count),
 * plus every castling option, holds for all of them. Move lists hold
 * MAX_MOVES; parseFen refuses a position above that.
 */
export function moveListBound(v: CompiledVariant, board: ArrayLike<number>, castlingOptions: number): number {
  const b = pieceBounds(v);
  const perSide = [castlingOptions, castlingOptions];
  for (let sq = 0; sq < v.size; sq++) {
    const code = board[sq]!;
    if (code !== 0) perSide[code & 1]! += b[code]!;
  }
  return Math.max(perSide[0]!, perSide[1]!);
}
