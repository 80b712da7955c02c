/**
 * Connect-n (rules/connect.ts) in a variant file's `engine.rules.connect`, for
 * the JSON schema (scripts/schemaBuilder.ts reads these types through
 * types.ts).
 */

/** n in a row: a side with `n` of its listed pieces in an unbroken line after its move has won. */
export interface ConnectConfig {
  /**
   * How many pieces in a row.
   * @asType integer
   * @minimum 2
   * @maximum 39
   */
  n?: number;
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
}
