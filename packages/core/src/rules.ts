/**
 * The rules that end a game without mate, resolved from a variant's spec with
 * chess's defaults: the n-move rule (50 moves, reset by captures and pawn
 * moves) and n-fold repetition (3).
 */
import type { CompiledVariant } from './compile.ts';

export const DEFAULT_MOVE_RULE = 50;
export const DEFAULT_REPETITION = 3;

export interface GameRules {
  /** Plies without a reset after which the game is drawn; 0 = no such rule. */
  readonly moveRulePlies: number;
  /** resets[t] = 1 if every move of piece type t resets the count (captures, drops and irreversible promotions reset it always). */
  readonly resets: Uint8Array;
  /**
   * True when the resetting types are exactly the pawn types: then the
   * position's own halfmove clock (which make() resets on captures, pawn
   * moves, drops and shogi-style promotions never undone) is the rule's count, and no separate count is needed.
   */
  readonly positionClock: boolean;
  /** Occurrences of one position that draw; 0 = never. */
  readonly repetition: number;
}

const cache = new WeakMap<CompiledVariant, GameRules>();

export function gameRules(v: CompiledVariant): GameRules {
  const hit = cache.get(v);
  if (hit) return hit;
  const spec = v.spec;
  const rule = spec.moveRule === undefined ? { moves: DEFAULT_MOVE_RULE, resetBy: null } : spec.moveRule;
  const resets = new Uint8Array(v.nTypes);
  for (let t = 0; t < v.nTypes; t++) {
    // With no move rule the count still runs as the default rule's (the pawns reset it): it is
    // the FEN's halfmove clock, which Fairy-Stockfish keeps whatever the rules.
    resets[t] = rule === null || rule.resetBy === null ? v.pawn[t]! : rule.resetBy.some((l) => l.toUpperCase() === v.letters[t]) ? 1 : 0;
  }
  let positionClock = true;
  for (let t = 0; t < v.nTypes; t++) if (resets[t] !== v.pawn[t]) positionClock = false;
  const r: GameRules = {
    moveRulePlies: rule === null ? 0 : Math.max(0, Math.floor(rule.moves)) * 2,
    resets,
    positionClock,
    repetition: Math.max(0, Math.floor(spec.repetition ?? DEFAULT_REPETITION)),
  };
  cache.set(v, r);
  return r;
}
