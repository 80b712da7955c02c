/**
 * Kernel part of blasts beside hands (rules/blastHands.ts; atomic
 * crazyhouse): every piece a blast removes goes to the hand of the side
 * opposite to its colour — the mover's own blasted pieces, the captor
 * included, to the opponent, the opponent's to the mover — as the type it
 * promoted from where the variant demotes, as Fairy-Stockfish does. (The
 * captured piece itself went to the captor's hand in hands.ts already.)
 * It wraps blast.ts's make/unmake and reads the ply's blast record; each
 * slot keeps the blasted piece's promoted mark in bits 16-23 while the move
 * stands, cleared again by unmake before the blast's own unmake reads it.
 * Only a variant with both blasts and hands gets it; the others get
 * `noBlastHandsPart`, which hands back the functions it is given. A factory
 * compiled per variant (see board.ts).
 */
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export function blastHandsPart(v: KernelTables, K: KernelConstants, mu: MakeUnmakePart): MakeUnmakePart {
  if (v.blast === undefined || v.hands === undefined) return mu;
  const { size, nTypes } = v;
  const { toHand, demote, handKeys } = v.hands!;
  const marked = v.hands!.promotedKeys !== undefined;
  const promotedKeys = marked ? v.hands!.promotedKeys! : new Int32Array(0);
  const { BLAST_RECORD } = K;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;

  /** The type a blasted piece of type t with mark `mark` (type promoted from + 1, or 0) enters a hand as. */
  function heldType(t: number, mark: number): number {
    return demote && mark !== 0 ? mark - 1 : t;
  }

  function make(p: KernelState, m: number): void {
    const ply = p.ply;
    makeMove(p, m);
    const base = ply * BLAST_RECORD;
    const n = p.stBlast[base]!;
    const promoted = p.promoted;
    for (let i = 1; i <= n; i++) {
      const rec = p.stBlast[base + i]!;
      const code = rec & 255;
      const sq = rec >> 8;
      const mark = promoted[sq]!;
      if (mark !== 0) {
        // The mark leaves the board with its piece.
        promoted[sq] = 0;
        if (marked) {
          const k = 2 * ((mark - 1) * size + sq);
          p.hashLo ^= promotedKeys[k]!;
          p.hashHi ^= promotedKeys[k + 1]!;
        }
        p.stBlast[base + i] = rec | (mark << 16);
      }
      const t = (code >> 1) - 1;
      if (toHand[t] !== 1) continue;
      const h = ((code & 1) ^ 1) * nTypes + heldType(t, mark);
      const k = 2 * (h * size + p.hand[h]!);
      p.hand[h]!++;
      p.hashLo ^= handKeys[k]!;
      p.hashHi ^= handKeys[k + 1]!;
    }
  }

  function unmake(p: KernelState): void {
    const base = (p.ply - 1) * BLAST_RECORD;
    const n = p.stBlast[base]!;
    for (let i = 1; i <= n; i++) {
      const rec = p.stBlast[base + i]!;
      const code = rec & 255;
      const mark = rec >>> 16;
      const t = (code >> 1) - 1;
      if (toHand[t] === 1) p.hand[((code & 1) ^ 1) * nTypes + heldType(t, mark)]!--;
      // The mark back on its square, the slot as blast.ts wrote it (the hash comes back whole with the record).
      p.promoted[(rec >> 8) & 255] = mark;
      p.stBlast[base + i] = rec & 0xffff;
    }
    unmakeMove(p);
  }

  return { make, unmake };
}

/** The stand-in for a variant without blasts beside hands: make and unmake as they are. */
export function noBlastHandsPart(_v: KernelTables, _K: KernelConstants, mu: MakeUnmakePart): MakeUnmakePart {
  return mu;
}
