/** The `gating` rule's configuration (rules/gating.ts); types.ts's RulesConfig holds it, the schema follows it here. */

/** Gates: per first-rank square, a right that lasts until the piece there first moves; the FEN writes them among the castling letters. */
export interface GatingConfig {
  /**
   * S-chess gating: a piece leaving a gated square on its first move may put a piece from its side's hand on that square
   * (castling: on the king's or the rook's square). The setup gives the hands (`[EHeh]`); without `drops` they only empty,
   * and a side with an empty hand has no gates left. Default false.
   */
  hand?: boolean;
  /**
   * Ouk Chatrang's first moves, while the piece's gate lasts: the king's leap (a knight's move onto the rank just ahead,
   * onto an empty square, never out of check) and the met's double step straight ahead onto an empty square; an enemy rook
   * moving onto the king's rank or file closes the king's gate. `true` for the letters K (king), M (met) and R (rook),
   * or those letters given. Default false.
   */
  cambodian?: boolean | CambodianConfig;
}

/** The pieces of Ouk Chatrang's first moves, by letter. */
export interface CambodianConfig {
  /** The king that may leap (default K). */
  king?: string;
  /** The met that may step twice (default M). */
  met?: string;
  /** The rook whose arrival on the king's line closes the king's gate (default R). */
  rook?: string;
}
