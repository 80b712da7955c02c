/**
 * Game results, all driven by the variant's rules data: checkmate, stalemate
 * (its value from the rules), insufficient material (material.ts), the n-move
 * rule and n-fold repetition (rules.ts).
 *
 * `outcome(pos)` judges a position on its own, with the FEN's halfmove clock
 * as the move-rule count; repetition needs the game's history, which the Game
 * (game.ts) passes in.
 */
import { insufficientMaterial } from './material.ts';
import { MAX_MOVES, type Position } from './position.ts';
import { gameRules } from './rules.ts';

export type Result = '1-0' | '0-1' | '1/2-1/2';
export type Reason = 'checkmate' | 'stalemate' | 'repetition' | 'move-rule' | 'insufficient-material';
export interface Outcome {
  readonly result: Result;
  readonly reason: Reason;
}

export interface OutcomeContext {
  /** The move-rule count in plies (default: the position's halfmove clock). */
  readonly clock?: number;
  /** How often the current position has occurred in the game, this time included (default 1). */
  readonly occurrences?: number;
}

const DRAW: Result = '1/2-1/2';
const LIST = new Int32Array(MAX_MOVES);

/**
 * The outcome if the game is over, else null. Mate and stalemate come first:
 * a mate on the move that completes the move rule or a repetition still wins.
 */
export function outcome(pos: Position, ctx: OutcomeContext = {}): Outcome | null {
  if (pos.generateLegal(LIST, 0) === 0) return noMoves(pos);
  const rules = gameRules(pos.v);
  if (rules.repetition > 0 && (ctx.occurrences ?? 1) >= rules.repetition) return { result: DRAW, reason: 'repetition' };
  if (rules.moveRulePlies > 0 && (ctx.clock ?? pos.halfmove) >= rules.moveRulePlies) return { result: DRAW, reason: 'move-rule' };
  if (insufficientMaterial(pos)) return { result: DRAW, reason: 'insufficient-material' };
  return null;
}

/** The result when the side to move has no legal move. */
export function noMoves(pos: Position): Outcome {
  const mover = pos.turn;
  const loss: Result = mover === 0 ? '0-1' : '1-0';
  const win: Result = mover === 0 ? '1-0' : '0-1';
  if (pos.inCheck()) return { result: loss, reason: 'checkmate' };
  const value = pos.v.spec.stalemate;
  return { result: value === 'draw' ? DRAW : value === 'win' ? win : loss, reason: 'stalemate' };
}
