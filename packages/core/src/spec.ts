import type { BetzaDialect } from '@fairyforge/betza';

/**
 * The resolved, engine-facing description of a variant: what the loader
 * produces after inheritance, catalogue look-up and defaults. Everything in it
 * is plain JSON data; `compileVariant` turns it into tables once.
 */

/** One piece type as the engine sees it. */
export interface PieceSpec {
  /** The FEN letter, upper case (White's); Black uses the lower-case form. */
  readonly letter: string;
  /** Human name, e.g. "camel". */
  readonly name: string;
  /** Betza/XBetza movement, White's point of view. */
  readonly betza: string;
  /**
   * How `betza` is read where XBetza and Fairy-Stockfish differ (K and Q
   * direction letters, range digits); XBetza when absent. Present when the
   * rule file states it, so that checks can tell a stated reading from a default.
   */
  readonly dialect?: BetzaDialect;
  /** Must not be left attacked; losing all royal pieces loses the game. */
  readonly royal: boolean;
  /** Promotes on reaching the promotion zone. */
  readonly pawn: boolean;
  /** Material value in centipawns, where known. */
  readonly value?: number;
}

/** Castling, configured by data and valid on boards of any width. */
export interface CastlingSpec {
  /** Letter of the piece that castles like a king (usually the royal piece). */
  readonly king: string;
  /** Letters of the pieces that may act as the rook. */
  readonly rooks: readonly string[];
  /** File (0-based) the king must stand on to castle. */
  readonly kingFile: number;
  /**
   * Files (0-based) the king may land on when castling towards the higher
   * files: one for orthodox castling, several for flexible castling.
   */
  readonly kingsideFiles: readonly number[];
  /** Files (0-based) the king may land on when castling towards the lower files. */
  readonly queensideFiles: readonly number[];
}

export interface PromotionSpec {
  /**
   * Promotion zone per side as 0-based ranks counted from that side's own
   * first rank (so `[rows-1]` is the last rank for both sides).
   */
  readonly ranks: readonly number[];
  /** Letters a pawn may promote to, per side: [white, black]. */
  readonly choices: readonly [readonly string[], readonly string[]];
  /** True if a pawn reaching the zone must promote. */
  readonly mandatory: boolean;
}

export type StalemateValue = 'draw' | 'win' | 'loss';

/** The n-move rule: a draw after `moves` moves by each side with no capture and no move of a resetting piece. */
export interface MoveRuleSpec {
  /** Moves per side (so 2 × moves plies); 50 in chess. */
  readonly moves: number;
  /** Letters of the piece types whose every move resets the count (captures always do). */
  readonly resetBy: readonly string[];
}

export interface VariantSpec {
  readonly slug: string;
  readonly title: string;
  readonly cols: number;
  readonly rows: number;
  readonly pieces: readonly PieceSpec[];
  /** The start position as a full FEN. */
  readonly startFen: string;
  readonly castling: CastlingSpec | null;
  readonly promotion: PromotionSpec;
  /**
   * Ranks (0-based, from each side's own first rank) on which a piece may use
   * its initial (`i`) moves, per piece letter. A letter not listed uses the
   * ranks it occupies in the start position.
   */
  readonly initialRanks?: Readonly<Record<string, readonly number[]>>;
  /**
   * The farthest rank (0-based, from each side's own first rank) an initial
   * (`i`) move may land on, per piece letter; default: no limit.
   */
  readonly initialReach?: Readonly<Record<string, number>>;
  /** What a stalemate means for the side that is stalemated. */
  readonly stalemate: StalemateValue;
  /**
   * The n-move rule; `null` for none. Absent: chess's rule, 50 moves reset by
   * captures and by moves of the pawn types.
   */
  readonly moveRule?: MoveRuleSpec | null;
  /** How many times the same position must occur for a draw; 0 for never. Absent: 3. */
  readonly repetition?: number;
  // --- counting, material counting, repetition outcomes (rules/counting.ts, rules/materialCounting.ts, rules/repetition.ts)
  /** Makruk-family counting rules (rules/counting.ts); absent or null: none. */
  readonly counting?: CountingRule | null;
  /** The letters of the pieces the counting tables name; absent: R, S, N. */
  readonly countingPieces?: CountingPieces;
  /** Who wins what would otherwise be drawn by the move rule, repetition or a dead position; absent or null: nobody. */
  readonly materialCounting?: MaterialCounting | null;
  /** What the n-th occurrence of a position means for the side to move there. Absent: a draw. */
  readonly repetitionValue?: StalemateValue;
  /** A repetition in which one side gave check with every move: `loss` for that side. Absent or null: no such rule. */
  readonly perpetualCheck?: PerpetualCheck | null;
}

/** Fairy-Stockfish's counting rules: `makruk`, `cambodian` (Ouk Chaktrang) and `asean`. */
export type CountingRule = 'makruk' | 'cambodian' | 'asean';
/** The pieces whose number sets a counting limit, by letter. */
export interface CountingPieces {
  readonly rook: string;
  readonly khon: string;
  readonly knight: string;
}
/** Draw odds: `blackDrawOdds` gives Black what would be a draw, `whiteDrawOdds` White. */
export type MaterialCounting = 'blackDrawOdds' | 'whiteDrawOdds';
export type PerpetualCheck = 'loss';
