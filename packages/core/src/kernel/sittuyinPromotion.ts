/**
 * Kernel part of sittuyin's promotion (rules/sittuyinPromotion.ts;
 * Fairy-Stockfish's `sittuyinPromotion`). A pawn never promotes by reaching a
 * rank; instead promotion is a move of its own, open to a pawn standing in the
 * zone (anywhere when it is its side's only pawn), to each choice the side
 * may still have under the limit: the pawn turns into it where it stands
 * (UCI `d5d5f`) or on an empty square the new piece would attack from there
 * (`d5c6f`). Such a move may neither give check nor leave the new piece
 * attacking an enemy piece. There are few such moves, so each is made and
 * tested, and appended to the legal list (a list-wide rule, listRules.ts);
 * make and unmake are wrapped for them (the in-place move keeps `from` = `to`,
 * which the plain make would empty). A variant without the rule gets
 * `noSittuyinPromotionPart` and `noSittuyinMakePart`. Factories compiled per
 * variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { CountingPart } from './counting.ts';
import type { EnPassantPart } from './enPassant.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type SittuyinPromotionPart = ReturnType<typeof sittuyinPromotionPart>;

export function sittuyinPromotionPart(v: KernelTables, K: KernelConstants, at: AttacksPart, mu: MakeUnmakePart) {
  const { size, nTypes, pawn, promoChoices, leapOff, leapTo, leapMode, rayOff, rayList, raySqOff, raySq, rayMode, rayKind } = v;
  const { M_CAPTURE, M_LAME, M_JUMP, RAY_SLIDE, KIND_NORMAL, encodeMove } = K;
  const zone = v.sittuyinZone !== undefined ? v.sittuyinZone : new Uint8Array(2 * size);
  const promoLimit = v.promoLimit !== undefined ? v.promoLimit : new Int8Array(nTypes);
  const { royalAttacked } = at;
  const { make, unmake } = mu;

  /** Does piece-colour pc on sq attack a piece of colour them (by its plain leaps and slides)? */
  function attacksEnemy(p: KernelState, sq: number, pc: number, them: number): boolean {
    const board = p.board;
    const k = pc * size + sq;
    for (let i = leapOff[k]!; i < leapOff[k + 1]!; i++) {
      if ((leapMode[i]! & M_CAPTURE) === 0 || (leapMode[i]! & (M_LAME | M_JUMP)) !== 0) continue;
      const code = board[leapTo[i]!]!;
      if (code !== 0 && (code & 1) === them) return true;
    }
    for (let i = rayOff[k]!; i < rayOff[k + 1]!; i++) {
      const r = rayList[i]!;
      if (rayKind[r] !== RAY_SLIDE || (rayMode[r]! & M_CAPTURE) === 0) continue;
      let j = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j < stop && (board[raySq[j]!]! & 1) === them) return true;
    }
    return false;
  }

  /** Makes and tests one promotion of the pawn on `from` into type t on `to`; appends it if legal. */
  function tryPromotion(p: KernelState, out: Int32Array, n: number, from: number, to: number, t: number, us: number): number {
    const m = encodeMove(from, to, t, KIND_NORMAL);
    make(p, m);
    const ok = !royalAttacked(p, us) && !royalAttacked(p, us ^ 1) && !attacksEnemy(p, to, t * 2 + us, us ^ 1);
    unmake(p);
    if (ok) out[n++] = m;
    return n;
  }

  /** The legal promotions of the side to move, appended to out[start..end); returns the new end. */
  function addPromotions(p: KernelState, out: Int32Array, _start: number, end: number): number {
    const us = p.turn;
    const board = p.board;
    let pawns = 0;
    for (let t = 0; t < nTypes; t++) if (pawn[t] === 1) pawns += p.pcount[t * 2 + us]!;
    if (pawns === 0) return end;
    const choices = promoChoices[us]!;
    let n = end;
    for (let t = 0; t < nTypes; t++) {
      if (pawn[t] !== 1) continue;
      const pc = t * 2 + us;
      // Making a move reorders the piece list; the squares are read first (a side has few pawns).
      for (let i = p.pcount[pc]! - 1; i >= 0; i--) {
        const from = p.plist[pc * size + i]!;
        if (pawns > 1 && zone[us * size + from] !== 1) continue;
        for (let c = 0; c < choices.length; c++) {
          const into = choices[c]!;
          if (promoLimit[into] !== 0 && p.pcount[into * 2 + us]! >= promoLimit[into]!) continue;
          n = tryPromotion(p, out, n, from, from, into, us);
          const k = (into * 2 + us) * size + from;
          for (let j = leapOff[k]!; j < leapOff[k + 1]!; j++) {
            if ((leapMode[j]! & M_CAPTURE) === 0 || (leapMode[j]! & (M_LAME | M_JUMP)) !== 0) continue;
            const to = leapTo[j]!;
            if (board[to] === 0) n = tryPromotion(p, out, n, from, to, into, us);
          }
          // A riding choice: each empty square along its capturing slides.
          for (let j = rayOff[k]!; j < rayOff[k + 1]!; j++) {
            const r = rayList[j]!;
            if (rayKind[r] !== RAY_SLIDE || (rayMode[r]! & M_CAPTURE) === 0) continue;
            for (let q = raySqOff[r]!; q < raySqOff[r + 1]! && board[raySq[q]!] === 0; q++) n = tryPromotion(p, out, n, from, raySq[q]!, into, us);
          }
        }
      }
    }
    return n;
  }

  return { addPromotions, active: true };
}

/** The stand-in for a variant without the rule: nothing is added. */
export function noSittuyinPromotionPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart, _mu: MakeUnmakePart): SittuyinPromotionPart {
  function addPromotions(_p: KernelState, _out: Int32Array, _start: number, end: number): number {
    return end;
  }
  return { addPromotions, active: false };
}

/**
 * make/unmake for the variant with the rule: a promotion (the only moves that
 * carry one there) takes the pawn off `from` and puts the new piece on `to`,
 * which is `from` itself or an empty square; every other move goes through.
 */
export function sittuyinMakePart(v: KernelTables, K: KernelConstants, bd: BoardPart, ep: EnPassantPart, co: CountingPart, mu: MakeUnmakePart): MakeUnmakePart {
  const { zobrist } = v;
  const zSideLo = zobrist[2 * v.zSide]!;
  const zSideHi = zobrist[2 * v.zSide + 1]!;
  const { KIND_NORMAL, moveFrom, moveTo, moveKind, movePromotion, pieceCode } = K;
  const { put, remove, putQuiet, removeQuiet } = bd;
  const { saveEp, restoreEp } = ep;
  const { saveCount, updateCount, restoreCount } = co;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;

  function isPromotion(m: number): boolean {
    return moveKind(m) === KIND_NORMAL && movePromotion(m) >= 0;
  }

  function make(p: KernelState, m: number): void {
    if (!isPromotion(m)) {
      makeMove(p, m);
      return;
    }
    const ply = p.ply;
    if (ply >= p.stMove.length) p.grow();
    const from = moveFrom(m);
    const to = moveTo(m);
    const us = p.turn;
    const code = p.board[from]!;
    p.stMove[ply] = m;
    p.stHashLo[ply] = p.hashLo;
    p.stHashHi[ply] = p.hashHi;
    p.stHalf[ply] = p.halfmove;
    saveEp(p, ply);
    saveCount(p, ply);
    // A pawn's move: the move-rule clock starts again.
    p.halfmove = 0;
    remove(p, from);
    put(p, to, pieceCode(movePromotion(m), us));
    p.stUndo[ply] = code << 8;
    p.stHand[ply] = 0;
    if (us === 1) p.fullmove++;
    p.turn ^= 1;
    p.hashLo ^= zSideLo;
    p.hashHi ^= zSideHi;
    updateCount(p, m, 0);
    p.ply = ply + 1;
  }

  function unmake(p: KernelState): void {
    const ply = p.ply - 1;
    const m = p.stMove[ply]!;
    if (!isPromotion(m)) {
      unmakeMove(p);
      return;
    }
    p.ply = ply;
    p.turn ^= 1;
    if (p.turn === 1) p.fullmove--;
    removeQuiet(p, moveTo(m));
    putQuiet(p, moveFrom(m), (p.stUndo[ply]! >>> 8) & 255);
    p.halfmove = p.stHalf[ply]!;
    p.hashLo = p.stHashLo[ply]!;
    p.hashHi = p.stHashHi[ply]!;
    restoreEp(p, ply);
    restoreCount(p, ply);
  }

  return { make, unmake };
}

/** The stand-in: make and unmake as they are. */
export function noSittuyinMakePart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _ep: EnPassantPart, _co: CountingPart, mu: MakeUnmakePart): MakeUnmakePart {
  return mu;
}
