/**
 * Kernel part of the drops rule (rules/drops.ts): a drop of a listed type
 * (shogi's pawn) may not give checkmate. It wraps legal.ts's generator: after
 * the list is complete (so no scratch of the walk is still in use), each such
 * drop that could attack the opponent's royal piece is made, and dropped from
 * the list when the opponent is then in check with no legal reply — as
 * Fairy-Stockfish decides it, by counting the replies. A variant without the
 * rule gets `noDropMatePart`, which hands back legal.ts's functions. A
 * factory compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { LegalPart } from './legal.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export function dropMatePart(v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart, mu: MakeUnmakePart, lg: LegalPart): LegalPart {
  // Given a variant without the rule (the stand-in is the usual choice then), the generators as they are.
  if (v.hands === undefined || v.hands.noDropMate === undefined) return lg;
  const noDropMate = v.hands.noDropMate;
  const { size, leapOff, leapTo, leapMode, rayOff } = v;
  const { KIND_DROP, MAX_MOVES, M_CAPTURE, moveFrom, moveTo, moveKind } = K;
  const { royalSquare } = bd;
  const { royalAttacked } = at;
  const { make, unmake } = mu;
  const legal = lg.generateLegal;
  const legalByMaking = lg.generateLegalByMaking;
  const replies = new Int32Array(MAX_MOVES);

  /** Could piece-colour pc dropped on `to` attack `ksq` (-2: several royal pieces, any may be)? A superset: the drop is then made and tested. */
  function mightCheck(pc: number, to: number, ksq: number): boolean {
    const k = pc * size + to;
    if (ksq < 0 || rayOff[k + 1]! > rayOff[k]!) return true;
    for (let i = leapOff[k]!, end = leapOff[k + 1]!; i < end; i++) if (leapTo[i] === ksq && leapMode[i]! & M_CAPTURE) return true;
    return false;
  }

  /** Does drop m checkmate: the opponent in check with no legal move? */
  function mates(p: KernelState, m: number): boolean {
    make(p, m);
    const mate = royalAttacked(p, p.turn) && legal(p, replies, 0) === 0;
    unmake(p);
    return mate;
  }

  /** The moves of out[start..end) but the mating drops of the listed types; returns the new end. */
  function withoutDropMates(p: KernelState, out: Int32Array, start: number, end: number): number {
    const us = p.turn;
    const ksq = royalSquare(p, us ^ 1);
    // Without a royal piece nothing can be mated.
    if (ksq === -1) return end;
    let w = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (moveKind(m) === KIND_DROP) {
        const t = moveFrom(m);
        if (noDropMate[t] === 1 && mightCheck(t * 2 + us, moveTo(m), ksq) && mates(p, m)) continue;
      }
      out[w++] = m;
    }
    return w;
  }

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    return withoutDropMates(p, out, start, legal(p, out, start));
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    return withoutDropMates(p, out, start, legalByMaking(p, out, start));
  }

  return { generateLegal, generateLegalByMaking };
}

/** The stand-in for a variant without the rule: legal.ts's generators as they are. */
export function noDropMatePart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _at: AttacksPart, _mu: MakeUnmakePart, lg: LegalPart): LegalPart {
  return lg;
}
