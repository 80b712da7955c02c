/** The `petrify` rule's configuration (rules/petrify.ts); types.ts's RulesConfig holds it, the schema follows it here. */

/** Petrification: which pieces turn into a wall when they capture. */
export interface PetrifyConfig {
  /** Letters of the pieces that turn into a wall (`*`) on the square where they capture (default: every piece but the pawns). A pseudo-royal piece among them may not capture. */
  pieces?: string[];
}
