/**
 * Kernel part of the drops rule (rules/drops.ts): the drop moves of the side
 * to move — each piece type it holds, onto each empty square of that type's
 * drop zone — and which of them are legal. A drop captures nothing and moves
 * no piece away, so it can expose no royal piece: out of check every drop is
 * legal (where attacks run along lines), in single check only one onto a
 * square between a sliding checker and the royal piece, in double check none.
 * Where other attacks exist (a cannon could hop over the dropped piece) each
 * drop is made and tested. Falling and side drops (drops.onTop, drops.anySide)
 * are listed by landingDrops.ts. A variant without drops gets `noDropsPart`.
 * Factories compiled per variant (see board.ts).
 */
import type { LandingDropsPart } from './landingDrops.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type DropsPart = ReturnType<typeof dropsPart>;

export function dropsPart(v: KernelTables, K: KernelConstants, ld: LandingDropsPart) {
  const { size, nTypes } = v;
  // Given a variant without hands (the stand-in is the usual choice then), no hand ever holds a piece.
  const dropZone = v.hands ? v.hands.dropZone : new Uint8Array(0);
  const { KIND_DROP, encodeMove, moveFrom } = K;
  const cols = v.geometry.cols;
  // Nifu (shogi): the type whose drop is refused on a file already holding `limit` of the side's own; -1 for none.
  const noDoubled = v.hands && v.hands.noDoubled !== undefined ? v.hands.noDoubled : -1;
  const limit = v.hands && v.hands.noDoubledCount !== undefined ? v.hands.noDoubledCount : 1;
  const onFile = new Int32Array(cols);
  // drops.promoted (Kyoto shogi): the promoted type each type may also be dropped as, or -1.
  const dropPromoted = v.hands && v.hands.dropPromoted !== undefined ? v.hands.dropPromoted : new Int8Array(nTypes).fill(-1);
  // drops.onTop (connect four) and drops.anySide (cfour-anyside): the drops that land, listed by landingDrops.ts.
  const onTop = v.hands !== undefined && v.hands.onTop === true;
  const anySide = v.hands !== undefined && v.hands.anySide === true;
  const { topDrops, sideDrops, markSides, side } = ld;

  /** Counts the side's own pieces of the no-doubled type per file into onFile. */
  function countFiles(p: KernelState, us: number): void {
    onFile.fill(0);
    const pc = noDoubled * 2 + us;
    for (let i = 0, n = p.pcount[pc]!; i < n; i++) onFile[p.plist[pc * size + i]! % cols]!++;
  }

  /** Every drop of side `us` into out[n..]; returns the new end. */
  function dropMoves(p: KernelState, out: Int32Array, n: number, us: number): number {
    if (onTop) return topDrops(p, out, n, us);
    if (anySide) return sideDrops(p, out, n, us);
    const board = p.board;
    const hand = p.hand;
    for (let t = 0; t < nTypes; t++) {
      if (hand[us * nTypes + t] === 0) continue;
      const base = (us * nTypes + t) * size;
      if (t === noDoubled) {
        countFiles(p, us);
        for (let sq = 0; sq < size; sq++) if (board[sq] === 0 && dropZone[base + sq] === 1 && onFile[sq % cols]! < limit) out[n++] = encodeMove(t, sq, -1, KIND_DROP);
        continue;
      }
      const into = dropPromoted[t]!;
      for (let sq = 0; sq < size; sq++) {
        if (board[sq] !== 0 || dropZone[base + sq] !== 1) continue;
        out[n++] = encodeMove(t, sq, -1, KIND_DROP);
        if (into >= 0) out[n++] = encodeMove(t, sq, into, KIND_DROP);
      }
    }
    return n;
  }

  /**
   * The legal drops when attacks run along lines only and `us` has one royal
   * piece with `nChk` checkers: all of them, or in single check those onto
   * the squares the last checkersAndPins stamped `st` in `evasion`.
   */
  function legalDrops(p: KernelState, out: Int32Array, n: number, us: number, nChk: number, evasion: Int32Array, st: number): number {
    if (nChk === 0) return dropMoves(p, out, n, us);
    if (nChk > 1) return n;
    const board = p.board;
    const hand = p.hand;
    for (let t = 0; t < nTypes; t++) {
      if (hand[us * nTypes + t] === 0) continue;
      const base = (us * nTypes + t) * size;
      const nifu = t === noDoubled;
      if (nifu) countFiles(p, us);
      const into = nifu ? -1 : dropPromoted[t]!;
      for (let sq = 0; sq < size; sq++) {
        if (evasion[sq] !== st || board[sq] !== 0 || dropZone[base + sq] !== 1 || (nifu && onFile[sq % cols]! >= limit) || (onTop && sq >= cols && board[sq - cols] === 0)) continue;
        if (anySide) {
          markSides(board);
          if (side[sq] !== 1) continue;
        }
        out[n++] = encodeMove(t, sq, -1, KIND_DROP);
        if (into >= 0) out[n++] = encodeMove(t, sq, into, KIND_DROP);
      }
    }
    return n;
  }

  /** The drops that pass `legal` (make and test), appended to out[n..]. */
  function testedDrops(p: KernelState, out: Int32Array, n: number, legal: (p: KernelState, m: number) => boolean): number {
    const end = dropMoves(p, out, n, p.turn);
    let w = n;
    for (let i = n; i < end; i++) {
      const m = out[i]!;
      if (legal(p, m)) out[w++] = m;
    }
    return w;
  }

  // The drop kind, for parts that tell drops apart without drop code of their own (pseudoRoyalGeneral.ts); -1 in the stand-in.
  return { dropMoves, legalDrops, testedDrops, active: true, dropKind: KIND_DROP as number };
}

/** The stand-in for a variant without drops: no drop moves. */
export function noDropsPart(_v: KernelTables, _K: KernelConstants): DropsPart {
  function dropMoves(_p: KernelState, _out: Int32Array, n: number, _us: number): number {
    return n;
  }
  function legalDrops(_p: KernelState, _out: Int32Array, n: number, _us: number, _nChk: number, _evasion: Int32Array, _st: number): number {
    return n;
  }
  function testedDrops(_p: KernelState, _out: Int32Array, n: number, _legal: (p: KernelState, m: number) => boolean): number {
    return n;
  }
  return { dropMoves, legalDrops, testedDrops, active: false, dropKind: -1 };
}
