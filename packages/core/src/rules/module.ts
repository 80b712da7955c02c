/**
 * The shape of a rule: one module per rule capability (castling, en passant,
 * promotion, the ways a game ends), listed in registry.ts. A module is the
 * place a reader starts from: it holds the rule's result hooks and its kernel
 * side, and names where each of its other pieces lives — the spec key and
 * defaults, the loader's schema type and resolution, the compile step, the
 * kernel parts, the FEN fields, notation, rendering and tests — as
 * `file#name` references that test/rules.test.ts checks exist. Those pieces
 * stay in the layer they belong to (the compiler cannot import the kernel,
 * the loader is another package), so a module points to them rather than
 * holding their code. docs/architecture.md ("Rules as modules") walks through
 * castling end to end.
 */
import type { CompiledVariant } from '../compile.ts';
import type { KernelRule } from '../kernel/select.ts';
import type { Position } from '../position.ts';
import type { VariantSpec } from '../spec.ts';

export type Result = '1-0' | '0-1' | '1/2-1/2';
export type Reason =
  | 'checkmate'
  | 'stalemate'
  | 'repetition'
  | 'move-rule'
  | 'insufficient-material'
  // Node-start results (issue 15, "results").
  | 'extinction'
  | 'bare-king'
  | 'flag'
  | 'check-count'
  | 'castling'
  | 'connect'
  // counting rules (rules/counting.ts) and perpetual check (rules/repetition.ts)
  | 'counting'
  | 'perpetual-check'
  // a piece shuttled back and forth (rules/moveRepetition.ts)
  | 'move-repetition'
  // checkmate by a drop the drops rule's noDropMate lists (rules/checkmate.ts)
  | 'drop-mate'
  // shatar's mating rules (rules/shatarMate.ts): a mate by knights alone, a mate without a shak
  | 'knight-mate'
  | 'niol'

  // passing (rules/passing.ts): two passes in a row, janggi's bikjang
  | 'pass'
  | 'bikjang'
  // flips (rules/flip.ts): a full board, scored by the pieces on it
  | 'full-board';
export interface Outcome {
  readonly result: Result;
  readonly reason: Reason;
}

/** What a result hook knows besides the position: the game's counts, with defaults filled in. */
export interface ResultContext {
  /** The move-rule count in plies. */
  readonly clock: number;
  /** How often the current position has occurred in the game, this time included. */
  readonly occurrences: number;
  /**
   * Who was in check throughout the repetition, asked only when it counts
   * (perpetual check): CHECKED_TO_MOVE if the side to move was in check in
   * each position of the span from the first counted occurrence to now where
   * it was to move, plus CHECKED_OTHER likewise for the other side. Default 0.
   */
  readonly checked?: number;
  /** Whether the last move completed a losing shuttle (rules/moveRepetition.ts): the game's history says; default false. */
  readonly moveRepeated?: boolean;
}

/** ResultContext.checked: the side to move was checked throughout (so its opponent gave perpetual check). */
export const CHECKED_TO_MOVE = 1;
/** ResultContext.checked: the side not to move was checked throughout (it suffered the perpetual check). */
export const CHECKED_OTHER = 2;

/** A piece of a rule that lives elsewhere: a repository path, optionally `#` a name defined or used in it. */
export type SourceRef = string;

/** Where a rule's pieces live, by concern; an empty list when the rule has none there. */
export interface RulePieces {
  /** Its VariantSpec keys (types and defaults documented in spec.ts). */
  readonly spec: readonly (keyof VariantSpec)[];
  /** The loader's schema type for it, and where it is resolved and checked. */
  readonly loader: readonly SourceRef[];
  /** Its compile step (run by compileVariant, compile.ts, in a fixed order). */
  readonly compile: readonly SourceRef[];
  /** Its kernel parts (with their stand-ins), where it has any. */
  readonly kernel: readonly SourceRef[];
  /** The FEN fields it reads and writes. */
  readonly fen: readonly SourceRef[];
  /** How its moves are written (SAN, UCI). */
  readonly notation: readonly SourceRef[];
  /** What the pictures and pages show of it. */
  readonly render: readonly SourceRef[];
  /** The tests that pin it. */
  readonly tests: readonly SourceRef[];
}

export interface RuleModule {
  /** A stable name (also the kernel rule's name where it has kernel code). */
  readonly name: string;
  /** One line: what the rule is. */
  readonly summary: string;
  /** Does a compiled variant use the rule? For a kernel rule, this decides its copy's parts. */
  uses(v: CompiledVariant): boolean;
  /** The rule's kernel side (kernel/select.ts): its parts' stand-ins for a variant that does not use it. */
  readonly kernel?: KernelRule;
  /**
   * A result hook, asked (in registry order) when the side to move has a
   * legal move: the outcome if this rule ends the game now, else null.
   */
  result?(pos: Position, ctx: ResultContext): Outcome | null;
  /**
   * A node-start hook, asked first (in registry order): the outcome if this
   * rule ends the game before any move is looked at (extinction, a flag
   * reached, checks counted). Such a node has no legal moves (Kernel.gameEnd).
   */
  atStart?(pos: Position): Outcome | null;
  /**
   * The result hook a search may ask at every node with legal moves: O(1),
   * needing no game history, allocating nothing when it returns null.
   * Rules whose result needs the game's history (repetition, the move rule)
   * or a search of its own (insufficient material) have none; a search
   * values those through `result` where it tracks them.
   */
  searchResult?(pos: Position): Outcome | null;
  /** A result hook for a side to move with no legal move and not in check (checkmate is decided before). */
  noMoves?(pos: Position): Outcome | null;
  readonly where: RulePieces;
}

export const DRAW: Result = '1/2-1/2';

/** The result that is a win for `side` (0 White, 1 Black). */
export function winFor(side: number): Result {
  return side === 0 ? '1-0' : '0-1';
}
