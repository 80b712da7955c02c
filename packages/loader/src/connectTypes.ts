/**
 * Connect-n (rules/connect.ts) in a variant file's `engine.rules.connect`, for
 * the JSON schema (scripts/schemaBuilder.ts reads these types through
 * types.ts).
 */

/**
 * n in a row: a side with `n` of its listed pieces in an unbroken line after its move has
 * won; or, with `square` or `collinear`, a tight square or pieces on one line.
 */
export interface ConnectConfig {
  /**
   * How many pieces in a row.
   * @asType integer
   * @minimum 2
   * @maximum 39
   */
  n?: number;
  /**
   * A tight square of this many by this many of the side's listed pieces also makes the
   * connection (Fairy-Stockfish's `connectNxN`; teeko: 2).
   * @asType integer
   * @minimum 2
   * @maximum 12
   */
  square?: number;
  /**
   * This many of the side's listed pieces on one line that counts, other squares between
   * them allowed, also make the connection (Fairy-Stockfish's `collinearN`; three musketeers: 3).
   * @asType integer
   * @minimum 2
   * @maximum 39
   */
  collinear?: number;
  /** Lines along ranks count (default true). */
  horizontal?: boolean;
  /** Lines along files count (default true). */
  vertical?: boolean;
  /** Lines along diagonals, both ways, count (default true). */
  diagonal?: boolean;
  /** The letters of the pieces that count (default every piece of the variant). */
  pieces?: string[];
  /** What making the line means for the side that made it (default `win`). */
  value?: 'win' | 'loss' | 'draw';
  /**
   * Linking two regions: a chain of the side's listed pieces from a square of its first region
   * to one of its second, each one step on from the last along a direction that counts taken
   * forward only — up, right, up-right or down-right, as Fairy-Stockfish grows its chains (one
   * that must double back does not link) — also makes the connection (Fairy-Stockfish's connectRegion1White, connectRegion2White and Black's;
   * gale: `{ white: [[a1-a9], [i1-i9]], black: [[rank 1], [rank 9]] }`). Each region is a list
   * of squares (e4), rectangles (d4-e5) and ranks (rank 8), as written for each side.
   */
  regions?: ConnectRegions;
}

/** Each side's two regions, [first, second]. */
export interface ConnectRegions {
  /** White's two regions. */
  white: [string[], string[]];
  /** Black's two regions. */
  black: [string[], string[]];
}
