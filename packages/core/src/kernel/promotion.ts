/**
 * Kernel part of the promotion rule (rules/promotion.ts): one move per
 * promotion choice for a pawn reaching its zone, and the
 * promoted piece put in and taken out by make/unmake; where promoted pieces
 * demote (Kyoto shogi), a promoted piece's move turning it back, written as
 * a promotion to the type it came from. A variant where no
 * piece can ever promote gets `noPromotionPart`: the same functions without
 * promotion code. Factories compiled per variant (see board.ts).
 */
import type { BoardPart } from './board.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type PromotionPart = ReturnType<typeof promotionPart>;

export function promotionPart(v: KernelTables, K: KernelConstants, bd: BoardPart) {
  const { size, promoZone, promoChoices, promoMandatory } = v;
  // Shogi-style promotion: each type's own promoted type (-1: a pawn's choices, or none), and where a piece may not stay unpromoted.
  const promoteTo = v.piecePromotion ? v.piecePromotion.promoteTo : new Int8Array(v.nTypes).fill(-1);
  const stuck = v.piecePromotion ? v.piecePromotion.stuck : new Uint8Array(0);
  // A promoted piece's promo code (see moverPromo) is demoteBase + the type it came from.
  const demotes = v.piecePromotion !== undefined && v.piecePromotion.demote === true;
  const demoteBase = 2 * v.nTypes;
  // Pieces may promote compulsorily or not apart from the pawns' choices (forward chess: pieces may decline).
  const pieceMandatory = v.piecePromotion !== undefined && v.piecePromotion.mandatory !== undefined ? v.piecePromotion.mandatory : promoMandatory;
  // Pieces that promote only on captures (micro shogi): the board of the position whose mover moverPromo was last asked about.
  const onCapture = v.piecePromotion !== undefined && v.piecePromotion.onCapture === true;
  let capBoard: KernelState['board'] | null = null;
  // Promotion limited by count (Grand chess): the choices still open to the mover, a bit each, set by moverPromo.
  const limited = v.promoLimit !== undefined;
  const promoLimit = v.promoLimit !== undefined ? v.promoLimit : new Int8Array(v.nTypes);
  const pawnStuck = v.pawnStuck !== undefined ? v.pawnStuck : new Uint8Array(2 * v.nTypes * size);
  let open = -1;
  // A pawn with a promoted type of its own (Wolf chess's pawn and elephant) reaching the zone also has the pawn's choices.
  const withChoices = new Uint8Array(v.nTypes);
  for (let t = 0; t < v.nTypes; t++) if (v.pawn[t] === 1 && promoteTo[t]! >= 0 && promoChoices[0]!.length + promoChoices[1]!.length > 0) withChoices[t] = 1;
  // Whether the mover's own promoted type (shogi-style) is still open under the limit (Shogun).
  let ownOpen = true;
  // onePerTarget[t]: 1 where push writes exactly one move per target for type t (promoted, demoted or plain), so bulk
  // perft's count may walk it though it may promote (countWalk.ts; kyotoshogi): shogi-style, mandatory, no choices,
  // no limit, not only on captures, and the type promotes or (demote) may stand promoted.
  const onePerTarget = new Uint8Array(v.nTypes);
  const oneEach = v.piecePromotion !== undefined && pieceMandatory === true && !onCapture && !limited && promoChoices[0]!.length + promoChoices[1]!.length === 0;
  for (let t = 0; t < v.nTypes && oneEach; t++) if (promoteTo[t]! >= 0 || demotes) onePerTarget[t] = 1;
  const { encodeMove, movePromotion, pieceCode, KIND_EN_PASSANT } = K;
  const { put, remove, putQuiet, removeQuiet } = bd;
  // May a pawn promote to a royal type? Then such a promotion adds a royal
  // piece that must not stand attacked, which legality has to test.
  let royalPromotion = false;
  for (let c = 0; c < 2; c++) for (let i = 0; i < promoChoices[c]!.length; i++) if (v.royal[promoChoices[c]![i]!]) royalPromotion = true;

  /** Does move m promote to a royal type? */
  function promotesRoyal(m: number): boolean {
    if (!royalPromotion) return false;
    const t = movePromotion(m);
    return t >= 0 && v.royal[t] === 1;
  }

  /**
   * Adds a move, or, for a piece that may promote (`promo`: its piece-colour
   * index, else -1): a pawn reaching its zone, one per promotion choice; a
   * piece with its own promoted type whose move starts or ends in the zone,
   * the promotion and, where it may decline and could still move, the move
   * without it.
   */
  function push(out: Int32Array, n: number, from: number, to: number, kind: number, promo: number, us: number): number {
    if (promo < 0) {
      out[n++] = encodeMove(from, to, -1, kind);
      return n;
    }
    const into = promo >= demoteBase ? promo - demoteBase : promoteTo[promo >> 1]!;
    if (into >= 0) {
      // A shogi-style promotion never comes with an en-passant capture (as Fairy-Stockfish generates it; Shogun's zone starts on rank 6).
      if ((onCapture && capBoard![to] === 0) || kind === KIND_EN_PASSANT) {
        out[n++] = encodeMove(from, to, -1, kind);
        return n;
      }
      if (promoZone[us * size + to] === 1 || promoZone[us * size + from] === 1) {
        if (withChoices[promo >> 1] === 1 && promoZone[us * size + to] === 1) {
          const choices = promoChoices[us]!;
          for (let c = 0; c < choices.length; c++) if ((open >> c) & 1) out[n++] = encodeMove(from, to, choices[c]!, kind);
        }
        if (!ownOpen) {
          // The promoted type is at its limit: the piece moves as it is, where it can move on.
          if (promo >= demoteBase || stuck[promo * size + to] === 0) out[n++] = encodeMove(from, to, -1, kind);
          return n;
        }
        out[n++] = encodeMove(from, to, into, kind);
        // A piece that would be stuck unpromoted must promote; declining a demotion leaves it promoted, never stuck.
        if (!pieceMandatory && (promo >= demoteBase || stuck[promo * size + to] === 0)) out[n++] = encodeMove(from, to, -1, kind);
        return n;
      }
    } else if (promoZone[us * size + to] === 1) {
      const choices = promoChoices[us]!;
      for (let c = 0; c < choices.length; c++) if ((open >> c) & 1) out[n++] = encodeMove(from, to, choices[c]!, kind);
      if (!promoMandatory && pawnStuck[promo * size + to] === 0) out[n++] = encodeMove(from, to, -1, kind);
      return n;
    }
    out[n++] = encodeMove(from, to, -1, kind);
    return n;
  }

  /**
   * The promo code push takes for piece-colour pc on `from` (on the
   * promotion-aware path): pc; where promotion is limited by count, it
   * also notes which choices the mover may still take; where promoted pieces demote, for a promoted
   * piece demoteBase + the type it came from, and -1 for a piece that neither
   * promotes nor demotes.
   */
  function moverPromo(p: KernelState, from: number, pc: number): number {
    if (onCapture) capBoard = p.board;
    if (limited) {
      const us = pc & 1;
      const own = promoteTo[pc >> 1]!;
      ownOpen = own < 0 || promoLimit[own] === 0 || p.pcount[own * 2 + us]! < promoLimit[own]!;
      const choices = promoChoices[us]!;
      open = 0;
      for (let c = 0; c < choices.length; c++) {
        const t = choices[c]!;
        if (promoLimit[t] === 0 || p.pcount[t * 2 + us]! < promoLimit[t]!) open |= 1 << c;
      }
    }
    if (!demotes) return pc;
    const mark = p.promoted[from]!;
    if (mark !== 0) return demoteBase + mark - 1;
    return promoteTo[pc >> 1]! >= 0 ? pc : -1;
  }

  /** make: the piece (`code`) that has just arrived on `to` becomes the promotion piece. */
  function promote(p: KernelState, m: number, to: number, code: number): void {
    const promo = movePromotion(m);
    if (promo >= 0) {
      remove(p, to);
      put(p, to, pieceCode(promo, code & 1));
    }
  }

  /** unmake: the promoted piece on `to` becomes the piece that moved again (saved in the undo record). */
  function unpromote(p: KernelState, m: number, to: number, undo: number): void {
    if (movePromotion(m) >= 0) {
      removeQuiet(p, to);
      putQuiet(p, to, (undo >>> 8) & 255);
    }
  }

  return { push, moverPromo, promote, unpromote, promotesRoyal, royalPromotion, onePerTarget };
}

/** The stand-in for a variant where nothing promotes. */
export function noPromotionPart(_v: KernelTables, K: KernelConstants, _bd: BoardPart): PromotionPart {
  const { encodeMove } = K;
  function push(out: Int32Array, n: number, from: number, to: number, kind: number, _promo: number, _us: number): number {
    out[n++] = encodeMove(from, to, -1, kind);
    return n;
  }
  function promote(_p: KernelState, _m: number, _to: number, _code: number): void {}
  function unpromote(_p: KernelState, _m: number, _to: number, _undo: number): void {}
  function promotesRoyal(_m: number): boolean {
    return false;
  }
  function moverPromo(_p: KernelState, _from: number, pc: number): number {
    return pc;
  }
  return { push, moverPromo, promote, unpromote, promotesRoyal, royalPromotion: false, onePerTarget: new Uint8Array(0) };
}
