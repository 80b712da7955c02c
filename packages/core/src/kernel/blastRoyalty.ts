/**
 * Kernel part of atomic blasts (rules/blast.ts) beside pseudo-royal pieces,
 * for pseudoRoyal.ts's legality test: a piece next to a pseudo-royal piece of
 * the other side cannot be attacked (taking it would blow up the taker's own,
 * so touching kings give no check); a move that blows up one of the mover's
 * pseudo-royal pieces is illegal, one that blows up one of the opponent's is
 * legal whatever it leaves attacked. boardVerdict tests a plain move with its
 * blast on the board alone, so that pseudoRoyal.ts need not make it. A factory compiled per variant (see
 * board.ts); noBlastRoyaltyPart is the stand-in, whose `active: false` lets
 * pseudoRoyal.ts compile the calls out.
 */
import type { AttacksPart } from './attacks.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type BlastRoyaltyPart = ReturnType<typeof blastRoyaltyPart>;

export function blastRoyaltyPart(v: KernelTables, K: KernelConstants, at: AttacksPart) {
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

  const immune = active ? v.blast!.immune : new Uint8Array(v.nTypes);
  const { moveFrom, moveTo, movePromotion } = K;
  // What playOnBoard changed, for takeBackOnBoard: the mover, the piece taken, then each piece blown away as code | square << 8.
  const played = new Int32Array(3 + size);

  /** 1 if `code` is a pseudo-royal piece now (a listed type, at most `limit` of its colour), 2 if listed but not royal now, else 0. */
  function royalNow(p: KernelState, code: number): number {
    const t = (code >> 1) - 1;
    return listed[t] === 0 ? 0 : p.pcount[t * 2 + (code & 1)]! <= limit ? 1 : 2;
  }

  /**
   * Plays move m (a normal move or double step, promoting to no listed type)
   * on the board alone, the blast of a capture included, and returns the
   * verdict blastVerdict would give after the whole move: 1 if it blew up a
   * pseudo-royal piece of the mover, 2 if one of the opponent's (none of
   * ours), else 0 — or -1 if it blew up a listed piece that is not royal now:
   * the counts it changes may make the others royal (the caller makes the
   * move then). Otherwise no count changes, so what is royal is read from the
   * counts as they stand. takeBackOnBoard puts the board back.
   */
  function playOnBoard(p: KernelState, m: number): number {
    const board = p.board;
    const us = p.turn;
    const from = moveFrom(m);
    const to = moveTo(m);
    const promo = movePromotion(m);
    const mover = board[from]!;
    const captured = board[to]!;
    const landed = promo >= 0 ? ((promo + 1) << 1) | us : mover;
    played[0] = mover;
    played[1] = captured;
    played[2] = 0;
    board[from] = 0;
    board[to] = landed;
    if (captured === 0) return 0;
    let ours = false;
    const taken = royalNow(p, captured);
    let theirs = taken === 1;
    let unsure = taken === 2;
    // The captor goes unless blast-proof, then every piece around not immune.
    if (immune[(landed >> 1) - 1] !== 2) {
      board[to] = 0;
      const r = royalNow(p, landed);
      ours = r === 1;
      unsure = unsure || r === 2;
    }
    let n = 0;
    for (let i = aroundOff[to]!, end = aroundOff[to + 1]!; i < end; i++) {
      const sq = around[i]!;
      const code = board[sq]!;
      if (code === 0 || immune[(code >> 1) - 1] !== 0) continue;
      played[3 + n++] = code | (sq << 8);
      board[sq] = 0;
      const r = royalNow(p, code);
      if (r === 1 && (code & 1) === us) ours = true;
      else if (r === 1) theirs = true;
      else if (r === 2) unsure = true;
    }
    played[2] = n;
    return ours ? 1 : theirs ? 2 : unsure ? -1 : 0;
  }

  /** Undoes playOnBoard(p, m). */
  function takeBackOnBoard(p: KernelState, m: number): void {
    const board = p.board;
    for (let i = 0, n = played[2]!; i < n; i++) {
      const rec = played[3 + i]!;
      board[rec >> 8] = rec & 255;
    }
    board[moveTo(m)] = played[1]!;
    board[moveFrom(m)] = played[0]!;
  }

  /**
   * Does plain move m (see playOnBoard) leave one of the mover's pseudo-royal
   * pieces — watch[0..nWatch), the mover's read at its new square — attacked,
   * or blow one up? 1 yes, 0 no, -1 don't know (make the move and test). It
   * is played on the board alone: isAttacked reads nothing but the board.
   */
  function boardVerdict(p: KernelState, m: number, watch: Int16Array, nWatch: number): number {
    const verdict = playOnBoard(p, m);
    let bad = verdict < 0 ? -1 : verdict === 1 ? 1 : 0;
    if (verdict === 0) {
      const from = moveFrom(m);
      const them = p.turn ^ 1;
      for (let i = 0; i < nWatch && bad === 0; i++) {
        const sq = watch[i] === from ? moveTo(m) : watch[i]!;
        if (at.isAttacked(p, sq, them) && !touchesRoyal(p, sq, them)) bad = 1;
      }
    }
    takeBackOnBoard(p, m);
    return bad;
  }

  // boardVerdict serves pseudoRoyal.ts where nothing else changes with a plain move: no petrification, flips or duple check.
  const boardTested = active && v.petrify === undefined && v.piecePromotion === undefined && v.pseudoRoyal!.duple === 0;
  return { touchesRoyal, saveCounts, blastVerdict, boardVerdict, boardTested, active };
}

/** The stand-in for a variant without blasts (or without pseudo-royal pieces): nothing touches, nothing is blown up. */
export function noBlastRoyaltyPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart): BlastRoyaltyPart {
  function touchesRoyal(_p: KernelState, _sq: number, _them: number): boolean {
    return false;
  }
  function saveCounts(_p: KernelState): void {}
  function blastVerdict(_p: KernelState, _us: number): number {
    return 0;
  }
  function boardVerdict(_p: KernelState, _m: number, _watch: Int16Array, _nWatch: number): number {
    return -1;
  }
  return { touchesRoyal, saveCounts, blastVerdict, boardVerdict, boardTested: false, active: false };
}
