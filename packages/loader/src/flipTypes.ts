/** The `flip` rule's configuration (rules/flip.ts); types.ts's RulesConfig holds it, the schema follows it here. */

/** Flips: pieces that change sides. */
export interface FlipConfig {
  /**
   * `ataxx`: after every move the enemy pieces on the eight squares around its destination turn into the mover's, and a drop (a clone from a supply without end, no hand) goes only onto an empty square next to an own piece.
   * `snort`: nothing turns; a drop (from a supply without end, no hand) goes onto any empty square with no enemy piece orthogonally next to it (Fairy-Stockfish's enclosingDrop = snort).
   * `free`: nothing turns; a drop (from a supply without end, no hand) goes onto any empty square (Fairy-Stockfish's ataxx-style free drops with enclosingDrop = none: gale).
   * `quadwrangle`: a drop (from a supply without end, no hand) goes onto any empty square; after a piece's move the enemy pieces on the eight squares around its destination turn, after a drop only when an own piece stands next to it (Fairy-Stockfish's flipEnclosedPieces = quadwrangle).
   * `reversi`: a drop must enclose a line of enemy pieces between it and an own piece, and every line it encloses turns.
   */
  rule: 'ataxx' | 'reversi' | 'snort' | 'free' | 'quadwrangle';
  /** Reversi: squares (`d4`) that take the first drops, anywhere among them and enclosing nothing, while one of them is empty (flipersi). Default none. */
  start?: string[];
  /** The game ends when no empty square is left, the side with more pieces on the board winning (default true). */
  fullBoard?: boolean;
  /** Ataxx: a move may clone a piece onto an empty square next to an own one (default true). `false` leaves only the pieces' own moves, each still turning the enemy pieces around where it lands (crusade). */
  clones?: boolean;
}
