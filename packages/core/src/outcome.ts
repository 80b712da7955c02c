/**
 * Game results, all driven by the variant's rules: the node-start rules
 * (extinction, flag, check counting), checkmate, then the rule modules' hooks (rules/registry.ts) in their order — stalemate (its value
 * from the rules), n-fold repetition, the n-move rule, insufficient material.
 *
 * `outcome(pos)` judges a position on its own, with the FEN's halfmove clock
 * as the move-rule count; repetition needs the game's history, which the Game
 * (game.ts) passes in.
 */
import { MAX_MOVES, type Position } from './position.ts';
import type { Outcome, Result } from './rules/module.ts';
import { checkmateOutcome } from './rules/checkmate.ts';
import { noMoveRules, resultRules, startRules } from './rules/registry.ts';

export type { Outcome, Reason, Result } from './rules/module.ts';

export interface OutcomeContext {
  /** The move-rule count in plies (default: the position's halfmove clock). */
  readonly clock?: number;
  /** How often the current position has occurred in the game, this time included (default 1). */
  readonly occurrences?: number;
  /** Who was in check throughout the repetition (ResultContext.checked; default 0). */
  readonly checked?: number;
  /** Whether the last move completed a losing shuttle (ResultContext.moveRepeated; default false). */
  readonly moveRepeated?: boolean;
}

const LIST = new Int32Array(MAX_MOVES);

/**
 * The outcome if the game is over, else null. Mate and stalemate come first:
 * a mate on the move that completes the move rule or a repetition still wins.
 */
export function outcome(pos: Position, ctx: OutcomeContext = {}): Outcome | null {
  // Extinction, a flag reached, checks counted: the game ended before any move here.
  for (const rule of startRules) {
    const o = rule.atStart!(pos);
    if (o) return o;
  }
  if (pos.generateLegal(LIST, 0) === 0) return noMoves(pos);
  const known = { clock: ctx.clock ?? pos.halfmove, occurrences: ctx.occurrences ?? 1, checked: ctx.checked ?? 0, moveRepeated: ctx.moveRepeated ?? false };
  for (const rule of resultRules) {
    const o = rule.result!(pos, known);
    if (o) return o;
  }
  return null;
}

/**
 * The outcome of a node whose legal-move list is empty — what a search
 * (packages/engine) asks there: a rule that ended the game before move
 * generation (so that perft is 0 there), else noMoves.
 */
export function terminalOutcome(pos: Position): Outcome {
  // A node-start result (extinction, a flag reached, checks counted) leaves the list empty too.
  for (const rule of startRules) {
    const o = rule.atStart!(pos);
    if (o) return o;
  }
  return noMoves(pos);
}

/** The result when the side to move has no legal move. */
export function noMoves(pos: Position): Outcome {
  if (pos.inCheck()) return checkmateOutcome(pos);
  for (const rule of noMoveRules) {
    const o = rule.noMoves!(pos);
    if (o) return o;
  }
  // No rule has a say (the stalemate rule always has): no move and no check is a draw.
  const draw: Result = '1/2-1/2';
  return { result: draw, reason: 'stalemate' };
}
