/**
 * Kernel part of atomic blasts (rules/blast.ts) beside pseudo-royal pieces,
 * for pseudoRoyal.ts's legality test: a piece next to a pseudo-royal piece of
 * the other side cannot be attacked (taking it would blow up the taker's own,
 * so touching kings give no check); a move that blows up one of the mover's
 * pseudo-royal pieces is illegal, one that blows up one of the opponent's is
 * legal whatever it leaves attacked. A factory compiled per variant (see
 * board.ts); noBlastRoyaltyPart is the stand-in, whose `active: false` lets
 * pseudoRoyal.ts compile the calls out.
 */
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type BlastRoyaltyPart = ReturnType<typeof blastRoyaltyPart>;

export function blastRoyaltyPart(v: KernelTables, _K: KernelConstants) {
  const active = v.blast !== undefined && v.pseudoRoyal !== undefined;
  const size = v.size;
  const aroundOff = active ? v.blast!.aroundOff : new Int32Array(size + 1);
  const around = active ? v.blast!.around : new Int16Array(0);
  const types = active ? v.pseudoRoyal!.types : new Int8Array(0);
  const limit = active ? v.pseudoRoyal!.limit : 0;
  const nListed = types.length;
  const listed = new Uint8Array(v.nTypes);
  for (let i = 0; i < nListed; i++) listed[types[i]!] = 1;
  // The counts of the listed types, per colour, before the move being tested.
  const before = new Int32Array(2 * nListed);

  /** Does a pseudo-royal piece of `them` stand next to sq (so that sq cannot be taken without blowing it up)? */
  function touchesRoyal(p: KernelState, sq: number, them: number): boolean {
    const board = p.board;
    for (let i = aroundOff[sq]!, end = aroundOff[sq + 1]!; i < end; i++) {
      const code = board[around[i]!]!;
      if (code === 0 || (code & 1) !== them) continue;
      const t = (code >> 1) - 1;
      if (listed[t] === 1 && p.pcount[t * 2 + them]! <= limit) return true;
    }
    return false;
  }

  /** Before making the move to test: the counts the verdict compares with. */
  function saveCounts(p: KernelState): void {
    for (let i = 0; i < nListed; i++) {
      before[2 * i] = p.pcount[types[i]! * 2]!;
      before[2 * i + 1] = p.pcount[types[i]! * 2 + 1]!;
    }
  }

  /** With the move made: 1 if it blew up one of `us`'s pseudo-royal pieces, 2 if one of the opponent's (and none of ours), else 0. */
  function blastVerdict(p: KernelState, us: number): number {
    let verdict = 0;
    for (let i = 0; i < nListed; i++) {
      const t = types[i]!;
      const ours = before[2 * i + us]!;
      const theirs = before[2 * i + (us ^ 1)]!;
      if (ours <= limit && p.pcount[t * 2 + us]! < ours) return 1;
      if (theirs <= limit && p.pcount[t * 2 + (us ^ 1)]! < theirs) verdict = 2;
    }
    return verdict;
  }

  return { touchesRoyal, saveCounts, blastVerdict, active };
}

/** The stand-in for a variant without blasts (or without pseudo-royal pieces): nothing touches, nothing is blown up. */
export function noBlastRoyaltyPart(_v: KernelTables, _K: KernelConstants): BlastRoyaltyPart {
  function touchesRoyal(_p: KernelState, _sq: number, _them: number): boolean {
    return false;
  }
  function saveCounts(_p: KernelState): void {}
  function blastVerdict(_p: KernelState, _us: number): number {
    return 0;
  }
  return { touchesRoyal, saveCounts, blastVerdict, active: false };
}
