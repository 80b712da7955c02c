/**
 * Kernel part of the castling rule (rules/castling.ts): the castling moves
 * whose squares are free, castling made and unmade, and the rights a move
 * from or to a square takes away. The position holds the rights as slots
 * (one per colour and rook; see position.ts), set up from the FEN. A variant
 * without castling gets `noCastlingPart`: the same functions, empty, so its
 * kernel copy holds no castling code. Legality is castlingLegal.ts.
 * Factories compiled per variant (see board.ts).
 */
import type { BoardPart } from './board.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type CastlingPart = ReturnType<typeof castlingPart>;

export function castlingPart(v: KernelTables, K: KernelConstants, bd: BoardPart) {
  const { zobrist, zCastle } = v;
  const { MAX_CASTLE_OPTIONS, encodeCastle, moveFrom, moveTo, moveCastleOption } = K;
  const { put, remove, putQuiet, removeQuiet } = bd;
  // Opposite-side castling (rules/oppositeCastling.ts): a constant of the copy, so other variants pay nothing.
  const opposite = v.spec.oppositeCastling === true;
  // Castling won by drops (castling.dropped, placement): likewise a constant of the copy.
  const dropped = v.castling !== null && v.castling.dropped;
  const kingType = v.castling !== null ? v.castling.kingType : -1;
  const rookMask = v.castling !== null ? v.castling.rookMask : 0;

  function slotOf(p: KernelState, kingSq: number, rookSq: number): number {
    for (let i = 0; i < p.nSlots; i++) if (p.slotKing[i] === kingSq && p.slotRook[i] === rookSq) return i;
    return -1;
  }

  /** Index into the slot option arrays (slotKingTo, slotRookTo) of a castling move. */
  function castleOption(p: KernelState, m: number): number {
    return slotOf(p, moveFrom(m), moveTo(m)) * MAX_CASTLE_OPTIONS + moveCastleOption(m);
  }

  /** Castling moves of `us` whose squares are free, into out[n..]; attacks are tested separately. */
  function castlingMoves(p: KernelState, out: Int32Array, n: number, us: number): number {
    if (p.castleMask === 0) return n;
    const board = p.board;
    for (let i = 0; i < p.nSlots; i++) {
      if (((p.castleMask >> i) & 1) === 0 || p.slotColor[i] !== us) continue;
      const king = p.slotKing[i]!;
      const rook = p.slotRook[i]!;
      for (let o = 0, nOpt = p.slotOptions[i]!; o < nOpt; o++) {
        const kingTo = p.slotKingTo[i * MAX_CASTLE_OPTIONS + o]!;
        const rookTo = p.slotRookTo[i * MAX_CASTLE_OPTIONS + o]!;
        const lo = Math.min(king, rook, kingTo, rookTo);
        const hi = Math.max(king, rook, kingTo, rookTo);
        let free = true;
        for (let s = lo; s <= hi; s++) {
          if (s !== king && s !== rook && board[s] !== 0) {
            free = false;
            break;
          }
        }
        if (free) out[n++] = encodeCastle(king, rook, o);
      }
    }
    return n;
  }

  /** make: king (`code`, on `from`) and rook (on `to`) go to the destinations of the move's slot option. */
  function makeCastle(p: KernelState, m: number, from: number, to: number, code: number): void {
    const opt = castleOption(p, m);
    const rook = p.board[to]!;
    remove(p, to);
    remove(p, from);
    put(p, p.slotKingTo[opt]!, code);
    put(p, p.slotRookTo[opt]!, rook);
  }

  /** unmake: king and rook back to `from` and `to` (the hash is restored whole). */
  function unmakeCastle(p: KernelState, m: number, from: number, to: number): void {
    const opt = castleOption(p, m);
    const kingTo = p.slotKingTo[opt]!;
    const rookTo = p.slotRookTo[opt]!;
    const king = p.board[kingTo]!;
    const rook = p.board[rookTo]!;
    removeQuiet(p, kingTo);
    removeQuiet(p, rookTo);
    putQuiet(p, from, king);
    putQuiet(p, to, rook);
  }

  /**
   * With opposite-side castling, the rights a castling move (king on `king`,
   * rook on `rook`) takes from the opponent: its slots whose rook stands on
   * the same side of its king. Called from make before the turn passes.
   */
  function oppositeRights(p: KernelState, king: number, rook: number): number {
    const us = p.turn;
    const kingside = rook > king;
    let lost = 0;
    for (let i = 0; i < p.nSlots; i++) if (p.slotColor[i] !== us && p.slotRook[i]! > p.slotKing[i]! === kingside) lost |= 1 << i;
    return lost;
  }

  /**
   * make: clears the rights a move from `from` to `to` takes away (`castled`:
   * it was castling, which with opposite-side castling also takes the
   * opponent's rights on that side); returns the rights before it (for the
   * undo record).
   */
  function loseRights(p: KernelState, from: number, to: number, castled: boolean): number {
    const castle = p.castleMask;
    const lost = castle & (p.clearMask[from]! | p.clearMask[to]! | (opposite && castled ? oppositeRights(p, from, to) : 0));
    if (lost) {
      p.castleMask = castle & ~lost;
      for (let i = 0, bits = lost; bits; i++, bits >>>= 1) {
        if (bits & 1) {
          p.hashLo ^= zobrist[2 * (zCastle + p.slotRook[i]!)]!;
          p.hashHi ^= zobrist[2 * (zCastle + p.slotRook[i]!) + 1]!;
        }
      }
    }
    return castle;
  }

  /** unmake: the rights from the undo record. */
  function restoreRights(p: KernelState, rights: number): void {
    p.castleMask = rights;
  }

  /**
   * make, a drop of type t onto `to` by `us` (castling.dropped): the king
   * dropped on its square gains the rights of the rooks on their corners,
   * a rook dropped on a corner the right of the king on its square. The
   * slots are there from the start (fen.ts), their rights off. Returns the
   * rights before the drop (for the undo record).
   */
  function dropRights(p: KernelState, t: number, to: number, us: number): number {
    const castle = p.castleMask;
    if (!dropped) return castle;
    const board = p.board;
    const isKing = t === kingType;
    const isRook = ((rookMask >> t) & 1) === 1;
    if (!isKing && !isRook) return castle;
    let gained = 0;
    for (let i = 0; i < p.nSlots; i++) {
      if (p.slotColor[i] !== us) continue;
      // The partner: on its square, of the castling type, of this side (codes: type + 1 above the colour bit).
      const partner = isKing && p.slotKing[i] === to ? board[p.slotRook[i]!]! : isRook && p.slotRook[i] === to ? board[p.slotKing[i]!]! : 0;
      if (partner === 0 || (partner & 1) !== us) continue;
      const pt = (partner >> 1) - 1;
      if (isKing ? ((rookMask >> pt) & 1) === 1 : pt === kingType) gained |= 1 << i;
    }
    gained &= ~castle;
    if (gained) {
      p.castleMask = castle | gained;
      for (let i = 0, bits = gained; bits; i++, bits >>>= 1) {
        if (bits & 1) {
          p.hashLo ^= zobrist[2 * (zCastle + p.slotRook[i]!)]!;
          p.hashHi ^= zobrist[2 * (zCastle + p.slotRook[i]!) + 1]!;
        }
      }
    }
    return castle;
  }

  return { castleOption, castlingMoves, makeCastle, unmakeCastle, loseRights, restoreRights, dropRights };
}

/** The stand-in for a variant without castling: no castling moves, no rights to lose. */
export function noCastlingPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart): CastlingPart {
  function castleOption(_p: KernelState, _m: number): number {
    return -1;
  }
  function castlingMoves(_p: KernelState, _out: Int32Array, n: number, _us: number): number {
    return n;
  }
  function makeCastle(_p: KernelState, _m: number, _from: number, _to: number, _code: number): void {}
  function unmakeCastle(_p: KernelState, _m: number, _from: number, _to: number): void {}
  function loseRights(_p: KernelState, _from: number, _to: number, _castled: boolean): number {
    return 0;
  }
  function restoreRights(_p: KernelState, _rights: number): void {}
  function dropRights(_p: KernelState, _t: number, _to: number, _us: number): number {
    return 0;
  }
  return { castleOption, castlingMoves, makeCastle, unmakeCastle, loseRights, restoreRights, dropRights };
}
