/**
 * Kernel part of check counting (rules/checkCount.ts): make counts a check
 * given (the opponent's royal piece attacked after the move) against the
 * mover's remaining checks, unmake gives it back, and a node where the side
 * that just moved has none left ends: the side to move has lost. The
 * innermost link of the node-start results (types.ts EndChain). A factory
 * compiled per variant (see board.ts); noCheckCountPart is the stand-in.
 */
import type { AttacksPart } from './attacks.ts';
import type { LegalPart } from './legal.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

export type CheckCountPart = EndChain & MakeUnmakePart;

export function checkCountPart(v: KernelTables, K: KernelConstants, at: AttacksPart, mu: MakeUnmakePart, lg: LegalPart): CheckCountPart {
  // Given a variant that counts no checks (the stand-in is the usual choice then), nothing is counted.
  if (v.checkCount === undefined) {
    const none = (_p: KernelState): number => 0;
    return { gameEnd: none, generateLegal: lg.generateLegal, generateLegalByMaking: lg.generateLegalByMaking, make: mu.make, unmake: mu.unmake };
  }
  const ended = K.END_CHECK_COUNT | K.END_LOSS;
  const { royalAttacked } = at;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;
  const legal = lg.generateLegal;
  const legalByMaking = lg.generateLegalByMaking;
  const keys = v.checkKeys!;

  function make(p: KernelState, m: number): void {
    makeMove(p, m);
    const mover = p.turn ^ 1;
    // A check when the count is already 0 (a FEN may say so) is not counted: unmake must undo exactly what make did.
    const left = p.checks[mover]!;
    if (left > 0 && royalAttacked(p, p.turn)) {
      p.checks[mover] = left - 1;
      p.stChecks[p.ply - 1] = 1;
      // The count is part of the hash (unmake restores the hash from its record).
      const k = 2 * (mover * 10 + left);
      p.hashLo ^= keys[k]! ^ keys[k - 2]!;
      p.hashHi ^= keys[k + 1]! ^ keys[k - 1]!;
    } else p.stChecks[p.ply - 1] = 0;
  }

  function unmake(p: KernelState): void {
    if (p.stChecks[p.ply - 1] === 1) p.checks[p.turn ^ 1]!++;
    unmakeMove(p);
  }

  function checkCountEnd(p: KernelState): number {
    return p.checks[p.turn ^ 1] === 0 ? ended : 0;
  }

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    return checkCountEnd(p) !== 0 ? start : legal(p, out, start);
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    return checkCountEnd(p) !== 0 ? start : legalByMaking(p, out, start);
  }

  return { gameEnd: checkCountEnd, generateLegal, generateLegalByMaking, make, unmake };
}

/** The stand-in: the legal moves and make/unmake as they are, and no end. */
export function noCheckCountPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart, mu: MakeUnmakePart, lg: LegalPart): CheckCountPart {
  function gameEnd(_p: KernelState): number {
    return 0;
  }
  return { gameEnd, generateLegal: lg.generateLegal, generateLegalByMaking: lg.generateLegalByMaking, make: mu.make, unmake: mu.unmake };
}
