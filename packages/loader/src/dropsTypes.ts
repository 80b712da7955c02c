/** The `drops` key's configuration (rules/drops.ts); types.ts's VariantFrontMatter holds it, the schema follows it here. */

/** Hands and drops: which captured pieces go to hand, as what, and where each piece may be dropped. */
export interface DropsConfig {
  /**
   * Letters of the pieces a capture puts into the captor's hand. Default: every piece that is
   * not royal; `[]`: captures keep nothing, the hands hold only what the setup gives.
   */
  toHand?: string[];
  /**
   * A captured promoted piece (`Q~` in the FEN) goes to hand as the pawn it promoted from
   * (default true); `false`: as what it is (loop chess).
   */
  demote?: boolean;
  /**
   * Ranks (1-based from each side's own first rank, -1 = last) where a piece may be dropped, by
   * letter: one list for both sides, or `{ white, black }`. Default: every rank, except that a
   * pawn is not dropped on its own first rank nor in its promotion zone.
   */
  ranks?: { [letter: string]: number[] | DropRanksPerSide };
  /** The name of a region (`engine.regions`) outside which no piece is dropped (Fairy-Stockfish's whiteDropRegion/blackDropRegion). */
  region?: string;
  /** By letter, the name of a region outside which that piece is not dropped: `{ R: back }`. */
  regions?: { [letter: string]: string };
  /** Nifu: no drop of this piece onto a file holding `noDoubledCount` of the side's own. */
  noDoubled?: string;
  /** Default 1 (2 in tori shogi). @asType integer @minimum 1 */
  noDoubledCount?: number;
  /** Letters whose drop may not give checkmate (shogi's pawn): such a mate loses for the side that dropped (the drop itself stays legal, as Fairy-Stockfish counts it). */
  noDropMate?: string[];
  /** A piece in hand may also be dropped as its promoted type (`+L@c3`; Kyoto shogi); needs `promotion.pieces`. Default false. */
  promoted?: boolean;
  /**
   * Letters in the order the FEN writes each hand; pieces not named follow in the pieces' order.
   * Default: the pieces' order. Fairy-Stockfish writes a hand in its own piece-type order (highest
   * first), so a variant states that order here to write its FEN as that engine does; any order
   * is read.
   */
  handOrder?: string[];
  /** A setup phase (placement, sittuyin): while a side holds pieces in hand it must drop one, and moves on the board only when no drop is legal. Default false. */
  mustDrop?: boolean;
  /** Letters of pieces a side must be able to stand on both colours of squares (placement's bishops): none is dropped where that could no longer be. */
  oppositeColors?: string[];
  /** false: a drop may not give check (Fairy-Stockfish's dropChecks; xiangqihouse). Default true. */
  checks?: boolean;
  /** Drops fall, as in connect four (Fairy-Stockfish's dropOnTop): a piece is dropped only onto the first rank or onto an empty square right above an occupied one. Default false. */
  onTop?: boolean;
  /** Drops come in from an edge (Fairy-Stockfish's enclosingDrop = anyside; cfour-anyside): along a rank or file whose edge square is empty, a piece slides in until the next square is occupied or the board ends. Default false. */
  anySide?: boolean;
}

/** Drop ranks per side, each 1-based from that side's own first rank. */
export interface DropRanksPerSide {
  /** White's drop ranks, counted from rank 1. */
  white: number[];
  /** Black's drop ranks, counted from its own first rank (the board's last). */
  black: number[];
}
