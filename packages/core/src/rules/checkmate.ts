/**
 * Checkmate: what having no legal move while in check means for the mated
 * side — a loss by default, a win in misère chess. Only royal pieces are
 * checked (pseudo-royal ones included, rules/pseudoRoyal.ts), so an army
 * without one is never mated.
 */
import type { Position } from '../position.ts';
import type { RuleModule } from './module.ts';
import { DRAW, winFor, type Outcome } from './module.ts';

/** The outcome when the side to move is mated. */
export function checkmateOutcome(pos: Position): Outcome {
  const value = pos.v.spec.checkmate ?? 'loss';
  return { result: value === 'draw' ? DRAW : winFor(value === 'win' ? pos.turn : pos.turn ^ 1), reason: 'checkmate' };
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
