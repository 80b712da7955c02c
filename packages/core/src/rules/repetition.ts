/**
 * n-fold repetition: the same position (side to move, castling rights and
 * e.p. squares included) for the n-th time ends the game — a draw by
 * default, or the variant's value for the side to move there (a win or a
 * loss). With perpetual check as a loss, a side that gave check with every
 * one of its moves over the repetition loses, and where both sides did, it is
 * a draw. A draw goes to the side with draw odds under material counting.
 */
import { gameRules } from '../rules.ts';
import type { Position } from '../position.ts';
import { drawResult } from './materialCounting.ts';
import { CHECKED_OTHER, CHECKED_TO_MOVE, winFor, type Outcome, type RuleModule } from './module.ts';

export const repetitionRule: RuleModule = {
  name: 'repetition',
  summary: 'The same position for the n-th time (3 by default) is a draw, or a win or a loss for the side to move as the variant says; perpetual check may lose or be illegal.',
  uses: (v) => gameRules(v).repetition > 0,
  result(pos, ctx) {
    const n = gameRules(pos.v).repetition;
    return n > 0 && ctx.occurrences >= n ? repetitionOutcome(pos, ctx.checked ?? 0) : null;
  },
  where: {
    spec: ['repetition', 'repetitionValue', 'perpetualCheck'],
    loader: ['packages/loader/src/types.ts#repetition', 'packages/loader/src/resolveRules.ts#resolveDrawRules', 'packages/loader/src/resolveCounting.ts#repetitionValue'],
    compile: ['packages/core/src/rules.ts#gameRules'],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/results.test.ts#repetition', 'test/counting.test.ts#repetition'],
  },
};

/**
 * The outcome of a repetition that ends the game, for the position now on
 * the board. `checked` (ResultContext.checked) says who was in check
 * throughout it; it matters only under perpetual check.
 */
export function repetitionOutcome(pos: Position, checked: number): Outcome {
  const spec = pos.v.spec;
  // `illegal` too: a search that walks into such a repetition (the game
  // never plays it, see Game.legalMoves) scores it as the checker's loss.
  if (spec.perpetualCheck) {
    // Checked throughout, and the other side not: the checker loses.
    if (checked === CHECKED_TO_MOVE) return { result: winFor(pos.turn), reason: 'perpetual-check' };
    if (checked === CHECKED_OTHER) return { result: winFor(pos.turn ^ 1), reason: 'perpetual-check' };
    // Both checked throughout: neither is to blame, a draw whatever a plain repetition is worth (as Fairy-Stockfish's
    // perpetualCheckIllegal scores it; draw odds still apply).
    if (checked === (CHECKED_TO_MOVE | CHECKED_OTHER)) return { result: drawResult(pos), reason: 'repetition' };
  }
  const value = spec.repetitionValue ?? 'draw';
  const result = value === 'win' ? winFor(pos.turn) : value === 'loss' ? winFor(pos.turn ^ 1) : drawResult(pos);
  return { result, reason: 'repetition' };
}
