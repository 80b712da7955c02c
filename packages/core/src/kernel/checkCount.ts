/**
 * Kernel part of check counting (rules/checkCount.ts): make counts a check
 * given (the opponent's royal piece attacked after the move) against the
 * mover's remaining checks, unmake gives it back, and a node where the side
 * that just moved has none left ends: the side to move has lost. The
 * innermost link of the node-start results (types.ts EndChain). A factory
 * compiled per variant (see board.ts); noCheckCountPart is the stand-in.
 *
 * Whether the move gives check is decided before making it by givesCheck.ts
 * where that test knows (a plain move, line attackers only: a few table
 * reads instead of a walk of every attack line to the royal square after
 * it), else asked of the board after it. givesCheck's premise, that the
 * opponent's royal piece is not attacked before the move, is asked once per
 * node, not per move: the answer is kept in the node's stChecks entry (bits
 * 1-2; bit 0 says whether the move made from it counted a check), which make
 * clears for the node it reaches. Only where every node is reached through
 * this make (no outer part makes moves: flips, passes, walls) and a plain
 * move changes the board on its two squares alone (no blasts, petrification,
 * gating, multi-leg moves) is the test used.
 */
import type { AttacksPart } from './attacks.ts';
import type { BoardPart } from './board.ts';
import type { GivesCheckPart } from './givesCheck.ts';
import type { LegalPart } from './legal.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

export type CheckCountPart = EndChain & MakeUnmakePart;

export function checkCountPart(v: KernelTables, K: KernelConstants, bd: BoardPart, at: AttacksPart, mu: MakeUnmakePart, lg: LegalPart, gc: GivesCheckPart): CheckCountPart {
  // Given a variant that counts no checks (the stand-in is the usual choice then), nothing is counted.
  if (v.checkCount === undefined) {
    const none = (_p: KernelState): number => 0;
    return { gameEnd: none, generateLegal: lg.generateLegal, generateLegalByMaking: lg.generateLegalByMaking, make: mu.make, unmake: mu.unmake };
  }
  const ended = K.END_CHECK_COUNT | K.END_LOSS;
  const { royalAttacked, isAttacked } = at;
  const { royalSquare } = bd;
  const { givesCheck, screens } = gc;
  const { moveFrom } = K;
  const decide = v.blast === undefined && v.petrify === undefined && v.gating === undefined && v.multiLeg === undefined && v.flip === undefined && v.walls === undefined && (v.spec.pass === undefined || v.spec.pass === false);
  // stChecks bits 1-2: the node's premise unknown (0), their royal piece not attacked (notAttacked), attacked (attackedAlready).
  const notAttacked = 2;
  const attackedAlready = 4;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;
  const legal = lg.generateLegal;
  const legalByMaking = lg.generateLegalByMaking;
  const keys = v.checkKeys!;

  function make(p: KernelState, m: number): void {
    const ply = p.ply;
    // 1 check, 0 none, -1 not known before the move (asked of the board after it).
    let check = -1;
    let premise = 0;
    if (decide) {
      const royal = royalSquare(p, p.turn ^ 1);
      premise = p.stChecks[ply]! & 6;
      if (premise === 0 && royal >= 0) premise = isAttacked(p, royal, p.turn) ? attackedAlready : notAttacked;
      if (premise === notAttacked) check = givesCheck(p, m, royal, screens(p, moveFrom(m), royal));
    }
    makeMove(p, m);
    // The node reached: its premise not asked yet.
    p.stChecks[ply + 1] = 0;
    const mover = p.turn ^ 1;
    // A check when the count is already 0 (a FEN may say so) is not counted: unmake must undo exactly what make did.
    const left = p.checks[mover]!;
    if (left > 0 && (check > 0 || (check < 0 && royalAttacked(p, p.turn)))) {
      p.checks[mover] = left - 1;
      p.stChecks[ply] = premise | 1;
      // The count is part of the hash (unmake restores the hash from its record).
      const k = 2 * (mover * 10 + left);
      p.hashLo ^= keys[k]! ^ keys[k - 2]!;
      p.hashHi ^= keys[k + 1]! ^ keys[k - 1]!;
    } else p.stChecks[ply] = premise;
  }

  function unmake(p: KernelState): void {
    if ((p.stChecks[p.ply - 1]! & 1) === 1) p.checks[p.turn ^ 1]!++;
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
export function noCheckCountPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, _at: AttacksPart, mu: MakeUnmakePart, lg: LegalPart, _gc: GivesCheckPart): CheckCountPart {
  function gameEnd(_p: KernelState): number {
    return 0;
  }
  return { gameEnd, generateLegal: lg.generateLegal, generateLegalByMaking: lg.generateLegalByMaking, make: mu.make, unmake: mu.unmake };
}
