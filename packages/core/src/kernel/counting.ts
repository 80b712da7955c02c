/**
 * Kernel part of the counting rules (rules/counting.ts): the count's limit
 * and ply, both in plies, kept up to date by make and restored by unmake.
 * They never change which moves are legal; a variant without counting gets
 * `noCountingPart`. Factories compiled per variant (see board.ts).
 *
 * The rules are Fairy-Stockfish's (position.cpp `count_limit`, `do_move`):
 * after a move, with the turn passed to `stm`,
 * (a) a side that has just taken a pawn with its lone king, leaving no pawn,
 *     starts counting for itself from 2 × the pieces on the board − 1
 *     (not under ASEAN rules);
 * (b) with no count running, or when a capture or promotion has just left
 *     `stm` a lone king, `stm` starts counting if a limit applies to it: from
 *     0 while it has more than its king (and always under ASEAN rules), else
 *     from 2 × the pieces on the board.
 * While a limit is set every ply adds one to the count.
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type CountingPart = ReturnType<typeof countingPart>;

export function countingPart(v: KernelTables, K: KernelConstants) {
  const { nTypes, pawn } = v;
  const { COUNTING_MAKRUK, COUNTING_CAMBODIAN, COUNTING_ASEAN, movePromotion } = K;
  // A variant without counting rules (rule 0) gets noCountingPart; this part then does nothing either.
  const rule = v.counting ? v.counting.rule : 0;
  // Types whose pieces set the limits (-1 for one the variant lacks); a type's count of colour c is pcount[2 * type + c].
  const rook = v.counting ? v.counting.rook : -1;
  const khon = v.counting ? v.counting.khon : -1;
  const knight = v.counting ? v.counting.knight : -1;

  function pieces(p: KernelState, c: number): number {
    let n = 0;
    for (let t = 0; t < nTypes; t++) n += p.pcount[2 * t + c]!;
    return n;
  }
  function pawns(p: KernelState): number {
    let n = 0;
    for (let t = 0; t < nTypes; t++) if (pawn[t] === 1) n += p.pcount[2 * t]! + p.pcount[2 * t + 1]!;
    return n;
  }
  function count(p: KernelState, t: number, c: number): number {
    return t < 0 ? 0 : p.pcount[2 * t + c]!;
  }

  /** The limit in moves for `side` being counted; 0 for none. */
  function countLimit(p: KernelState, side: number): number {
    const opp = side ^ 1;
    const own = pieces(p, side);
    if (rule === 0) return 0;
    if (rule === COUNTING_MAKRUK) {
      if (pawns(p) > 0 || pieces(p, opp) === 1) return 0;
      if (own > 1) return 64; // board's honour
    } else if (rule === COUNTING_CAMBODIAN) {
      if (own > 3 || pieces(p, opp) === 1) return 0;
      if (own > 1) return 63;
      if (pawns(p) > 0) return 0;
    } else if (rule === COUNTING_ASEAN) {
      if (pawns(p) > 0 || own > 1) return 0;
      if (count(p, rook, opp) > 0) return 16;
      if (count(p, khon, opp) > 0) return 44;
      if (count(p, knight, opp) > 0) return 64;
      return 0;
    }
    // Pieces' honour: a lone king, counted by the opponent's material.
    const rooks = count(p, rook, opp);
    const short = rule === COUNTING_CAMBODIAN ? 1 : 0;
    if (rooks > 1) return 8 - short;
    if (rooks === 1) return 16 - short;
    if (count(p, khon, opp) > 1) return 22 - short;
    if (count(p, knight, opp) > 1) return 32 - short;
    if (count(p, khon, opp) === 1) return 44 - short;
    return 64 - short;
  }

  /** make, before the move: the count's state goes into the undo record, and a running count moves on. */
  function saveCount(p: KernelState, ply: number): void {
    p.stCountLimit[ply] = p.countLimit;
    p.stCountPly[ply] = p.countPly;
    if (p.countLimit !== 0) p.countPly++;
  }

  /** make, after the move (the turn has passed): start or restart a count. */
  function updateCount(p: KernelState, m: number, captured: number): void {
    if (rule === 0) return;
    const stm = p.turn;
    const mover = stm ^ 1;
    if (rule !== COUNTING_ASEAN && captured !== 0 && pawn[(captured >> 1) - 1] === 1 && pieces(p, mover) === 1 && pawns(p) === 0) {
      const limit = countLimit(p, mover);
      if (limit !== 0) {
        p.countLimit = 2 * limit;
        p.countPly = 2 * (pieces(p, 0) + pieces(p, 1)) - 1;
      }
    }
    if (p.countLimit === 0 || ((captured !== 0 || movePromotion(m) >= 0) && pieces(p, stm) === 1)) {
      const limit = countLimit(p, stm);
      if (limit !== 0) {
        p.countLimit = 2 * limit;
        p.countPly = rule === COUNTING_ASEAN || pieces(p, stm) > 1 ? 0 : 2 * (pieces(p, 0) + pieces(p, 1));
      }
    }
  }

  /** unmake: the count as it was before the move. */
  function restoreCount(p: KernelState, ply: number): void {
    p.countLimit = p.stCountLimit[ply]!;
    p.countPly = p.stCountPly[ply]!;
  }

  return { saveCount, updateCount, restoreCount };
}

/** The stand-in for a variant without counting rules. */
export function noCountingPart(_v: KernelTables, _K: KernelConstants): CountingPart {
  function saveCount(_p: KernelState, _ply: number): void {}
  function updateCount(_p: KernelState, _m: number, _captured: number): void {}
  function restoreCount(_p: KernelState, _ply: number): void {}
  return { saveCount, updateCount, restoreCount };
}
