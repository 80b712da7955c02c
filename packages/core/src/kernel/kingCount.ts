/**
 * Kernel part: the royal piece's legal moves for bulk perft's last ply
 * (legalCount.ts), counted without listing them. Each target is tested with
 * the piece lifted off its square, so that a slider's line through that
 * square still counts as an attack on the squares behind it. A king's plain
 * leaps are tested without encoding a move; other royal pieces (a lone
 * pseudo-royal amazon) go through a scratch list, against the opponent's
 * attacks mapped once where the targets are many. Kept apart from
 * legalCount.ts so that each stays one readable factory.
 *
 * `noKingCountPart` stands in where the variant has no count (select.ts). A
 * factory compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { ChecksPart } from './checks.ts';
import type { CountWalkPart } from './countWalk.ts';
import type { MovegenPart } from './movegen.ts';
import type { MustCapturePart } from './mustCapture.ts';
import type { PseudoRoyalCountPart } from './pseudoRoyalCount.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type KingCountPart = ReturnType<typeof kingCountPart>;

export function kingCountPart(v: KernelTables, K: KernelConstants, at: AttacksPart, mg: MovegenPart, cw: CountWalkPart, rc: PseudoRoyalCountPart, mc: MustCapturePart, ch: ChecksPart) {
  const { size, leapOff, leapTo, leapMode, leapEpCaptureStart, rayOff } = v;
  const { M_MOVE, M_CAPTURE, WALL, MAX_MOVES, moveTo } = K;
  const [{ isAttacked }, { movesOf }, { walkable, tally }, { mapsAttacks, attackMap, attackStamp }] = [at, mg, cw, rc];
  // The count calls kingMoves right after its node's checkersAndPins: a plain king's targets asked along the riders it listed.
  const { attackedNow } = ch;
  // Constants of this copy (see countWalk.ts).
  const mustCapture = mc.active;
  const noWalls = v.petrify === undefined && v.walls === undefined;
  const scratch = new Int32Array(MAX_MOVES);

  /** The royal piece's legal moves from `from`, counted; under must capture its captures also added to tally[0]. */
  function kingMoves(p: KernelState, from: number, pc: number, us: number, t: number): number {
    const board = p.board;
    const them = us ^ 1;
    const k = pc * size + from;
    const king = board[from]!;
    let n = 0;
    if (walkable[k] === 1 && leapEpCaptureStart[k] === leapOff[k + 1] && rayOff[k] === rayOff[k + 1]) {
      // Plain leaps only (a king): no move encoded.
      board[from] = 0;
      for (let i = leapOff[k]!, end = leapEpCaptureStart[k]!; i < end; i++) {
        const to = leapTo[i]!;
        const target = board[to]!;
        if (target === 0 ? (leapMode[i]! & M_MOVE) === 0 : (target & 1) === us || (leapMode[i]! & M_CAPTURE) === 0 || (!noWalls && target === WALL)) continue;
        if (attackedNow(p, to, them)) continue;
        n++;
        if (mustCapture && target !== 0) tally[0]!++;
      }
      board[from] = king;
      return n;
    }
    const end = movesOf(p, scratch, 0, from, pc, us, t);
    board[from] = 0;
    // Many targets (a lone pseudo-royal amazon): the opponent's attacks mapped once (pseudoRoyalCount.ts), not asked per square.
    const mapped = mapsAttacks && end > 8 ? attackMap(p, them) : -1;
    for (let j = 0; j < end; j++) {
      const to = moveTo(scratch[j]!);
      if (mapped >= 0 ? attackStamp[to] !== mapped : !isAttacked(p, to, them)) {
        n++;
        if (mustCapture && board[to] !== 0) tally[0]!++;
      }
    }
    board[from] = king;
    return n;
  }

  return { kingMoves };
}

/** The stand-in where the variant has no count: legalCount.ts's stand-in never asks it. */
export function noKingCountPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart, _mg: MovegenPart, _cw: CountWalkPart, _rc: PseudoRoyalCountPart, _mc: MustCapturePart, _ch: ChecksPart): KingCountPart {
  function kingMoves(_p: KernelState, _from: number, _pc: number, _us: number, _t: number): number {
    return 0;
  }
  return { kingMoves };
}
