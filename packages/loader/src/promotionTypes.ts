/** The `promotion` rule's configuration (rules/promotion.ts); types.ts's RulesConfig holds it, the schema follows it here. */

/** Where and into what pawns promote. */
export interface PromotionConfig {
  /**
   * Promotion ranks, counted from each side's own first rank, 1-based; negative numbers
   * count from the far end (-1 = the last rank). Default `[-1]`.
   */
  ranks?: number[];
  /** Instead of `ranks`: the name of a region (`engine.regions`) that is the zone, per side (Legan chess's corners; Troitzky: each file's last square). */
  region?: string;
  /**
   * Letters a pawn may promote to: one list for both sides, or one per side. Default:
   * the non-royal, non-pawn piece types present in the setup.
   */
  choices?: string[] | PerSide;
  /** A pawn reaching the zone must promote (default true); so must a piece of `pieces` that may. */
  mandatory?: boolean;
  /** Shogi-style promotion: per letter, the type it promotes to (`{ P: G, B: H }`), from or into the zone. */
  pieces?: { [letter: string]: string };
  /** With `pieces`: a promoted piece turns back where it could promote (Kyoto shogi). Default false. */
  demote?: boolean;
  /**
   * With `pieces`: whether their promotion is compulsory, apart from the pawns' choices
   * (Fairy-Stockfish's mandatoryPiecePromotion beside mandatoryPawnPromotion; forward chess: pawns
   * must promote, pieces may decline). Default: `mandatory`.
   */
  piecesMandatory?: boolean;
  /** With `pieces`: a piece promotes (and demotes) only on a capture (micro shogi; Fairy-Stockfish's piecePromotionOnCapture). Default false. */
  onCapture?: boolean;
  /** Per letter, the most of that type a side may have on the board for a pawn to promote to it (Grand chess). */
  limit?: { [letter: string]: number };
  /**
   * Sittuyin's promotion: no pawn promotes by reaching the zone; a pawn standing in it (anywhere,
   * when it is its side's only pawn) may turn into a choice, where it stands or on an empty square
   * the new piece attacks from there, as a move that gives no check and attacks no enemy piece.
   * Not with `pieces`. Default false.
   */
  sittuyin?: boolean;
}

/** Per-side lists of letters. */
export interface PerSide {
  /** White's list. */
  white: string[];
  /** Black's list. */
  black: string[];
}
