/**
 * Checkmate: what having no legal move while in check means for the mated
 * side — a loss by default, a win in misère chess. Only royal pieces are
 * checked (pseudo-royal ones included, rules/pseudoRoyal.ts), so an army
 * without one is never mated. A mate given by dropping a piece of a type
 * the drops rule lists in `noDropMate` (shogi's pawn) loses for the side
 * that dropped it: the drop stays a legal move, as Fairy-Stockfish counts
 * it (its shogiPawnDropMateIllegal scores the mate, it does not forbid it).
 */
import { KIND_DROP, moveFrom, moveKind } from '../moves.ts';
import type { Position } from '../position.ts';
import type { RuleModule } from './module.ts';
import { DRAW, winFor, type Outcome } from './module.ts';
import { shatarMateOutcome } from './shatarMate.ts';

/** The outcome when the side to move is mated. */
export function checkmateOutcome(pos: Position): Outcome {
  if (matedByListedDrop(pos)) return { result: winFor(pos.turn), reason: 'drop-mate' };
  if (pos.v.spec.shatarMate) return shatarMateOutcome(pos);
  const value = pos.v.spec.checkmate ?? 'loss';
  return { result: value === 'draw' ? DRAW : winFor(value === 'win' ? pos.turn : pos.turn ^ 1), reason: 'checkmate' };
}

/** Was the move just made a drop of a type listed in `noDropMate`? Unknown (false) in a position set up from a FEN, as there. */
function matedByListedDrop(pos: Position): boolean {
  const listed = pos.v.hands?.noDropMate;
  if (listed === undefined || pos.ply === 0) return false;
  const m = pos.stMove[pos.ply - 1]!;
  return moveKind(m) === KIND_DROP && listed[moveFrom(m)] === 1;
}

export const checkmateRule: RuleModule = {
  name: 'checkmate',
  summary: 'A side in check with no legal move is mated: a loss for it (or, as the variant says, a win or a draw).',
  uses: (v) => v.royal.includes(1) || v.pseudoRoyal !== undefined,
  where: {
    spec: ['checkmate'],
    loader: ['packages/loader/src/types.ts#checkmate', 'packages/loader/src/resolveResults.ts#checkmate'],
    compile: [],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/resultRules.test.ts#checkmate'],
  },
};
