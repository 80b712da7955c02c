/**
 * The result rules as a search sees them (packages/engine): what a node with
 * no legal move is worth, which rules to ask at every other node, and the
 * value of the ends a search tracks itself — repetition on its path and the
 * move rule by the halfmove clock. All of it comes from the rule modules, so
 * a new way to end a game reaches the search through its hooks.
 */
import type { CompiledVariant } from '../compile.ts';
import type { Position } from '../position.ts';
import { gameRules } from '../rules.ts';
import { drawResult } from './materialCounting.ts';
import type { Outcome } from './module.ts';
import { searchResultRules } from './registry.ts';
import { repetitionOutcome } from './repetition.ts';

export interface SearchRules {
  /** Hooks to ask at every node with legal moves (rules' `searchResult`), in order; empty for most variants. */
  readonly atNode: readonly ((pos: Position) => Outcome | null)[];
  /** Whether a repetition ends the game at all. */
  readonly repetition: boolean;
  /** Whether the value of a repetition depends on who gave check throughout (perpetual check): then the search tracks checks. */
  readonly tracksChecks: boolean;
  /** The move rule's length in plies (0: none), counted by the position's halfmove clock where positionClock. */
  readonly moveRulePlies: number;
  readonly positionClock: boolean;
  /** The outcome when the move rule ends the game here. */
  moveRule(pos: Position): Outcome;
  /** The outcome of a repetition ending the game here (`checked` as ResultContext.checked). */
  repeated(pos: Position, checked: number): Outcome;
}

const cache = new WeakMap<CompiledVariant, SearchRules>();

export function searchRules(v: CompiledVariant): SearchRules {
  let r = cache.get(v);
  if (!r) {
    const rules = gameRules(v);
    r = {
      atNode: searchResultRules(v).map((rule) => rule.searchResult!.bind(rule)),
      repetition: rules.repetition > 0,
      tracksChecks: !!v.spec.perpetualCheck,
      moveRulePlies: rules.moveRulePlies,
      positionClock: rules.positionClock,
      moveRule: (pos) => ({ result: drawResult(pos), reason: 'move-rule' }),
      repeated: repetitionOutcome,
    };
    cache.set(v, r);
  }
  return r;
}
