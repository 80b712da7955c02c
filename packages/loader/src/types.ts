/**
 * The shapes of the files authors write: a variant's front-matter and the
 * piece catalogue. These types are the source of truth for the JSON Schemas.
 */

/** A variant file's YAML front-matter. Keys other than `parent` and `engine` are site metadata. */
export interface VariantFrontMatter {
  /** Display name of the variant. */
  title?: string;
  /** Identifier used by `parent` and on the command line; defaults to the file name. */
  slug?: string;
  /** Slug of the variant this one inherits its rules from. */
  parent?: string;
  /** The rules the engine runs. */
  engine?: EngineConfig;
  [metadata: string]: unknown;
}

export interface EngineConfig {
  /** The board. */
  topology?: TopologyConfig;
  /** The players, in move order. Only two players, white then black, are supported. */
  players?: string[];
  /** Pieces by FEN letter (upper case): a catalogue name, or a definition. */
  pieces?: Record<string, string | PieceDefinition>;
  /** Start position: a full FEN, or only its placement (then: white to move, no castling, no e.p., `0 1`). */
  setup?: string;
  /** Rules beyond piece movement. */
  rules?: RulesConfig;
  /** Renderer settings. */
  render?: RenderConfig;
}

export interface TopologyConfig {
  /** Only rectangular grids are supported. */
  type: 'grid';
  /** Number of ranks. */
  rows: number;
  /** Number of files (at most 26). */
  cols: number;
}

export interface PieceDefinition {
  /** Catalogue name to start from; the other fields override it. */
  piece?: string;
  /** Human name. */
  name?: string;
  /** Movement in Betza/XBetza notation, from White's point of view. */
  betza?: string;
  /** Must not be left in check; checkmating it wins. */
  royal?: boolean;
  /** Promotes on reaching the promotion zone. */
  pawn?: boolean;
  /** Value in centipawns. */
  value?: number;
  /** One-line description. */
  description?: string;
}

export interface CastlingConfig {
  /** Letter of the piece that castles as the king. */
  king: string;
  /** Letters of the pieces that may castle as the rook. */
  rooks: string[];
  /** File letter the king starts on. */
  kingFile: string;
  /** File letter the king lands on when castling towards the higher files. */
  kingside: string;
  /** File letter the king lands on when castling towards the lower files. */
  queenside: string;
}

export interface PromotionConfig {
  /**
   * Promotion ranks counted from each side's own first rank, 1-based;
   * negative numbers count from the far end (-1 = the last rank).
   */
  ranks?: number[];
  /**
   * Letters a pawn may promote to: one list for both sides, or one per side.
   * Default: the non-royal, non-pawn piece types present in the setup.
   */
  choices?: string[] | { white: string[]; black: string[] };
  /** A pawn reaching the zone must promote (default true). */
  mandatory?: boolean;
}

export interface RulesConfig {
  /** Castling, or `false` for none. */
  castling?: CastlingConfig | false;
  promotion?: PromotionConfig;
  /**
   * Ranks (1-based, from each side's own first rank) where a piece may use its
   * initial (`i`) moves, by letter. Default: the ranks it occupies in the setup.
   */
  initialRanks?: Record<string, number[]>;
  /** What a stalemate means for the side that cannot move: draw (default), win or loss. */
  stalemate?: 'draw' | 'win' | 'loss';
}

export interface RenderConfig {
  /** Size of one square in SVG units. */
  cellSize?: number;
  [setting: string]: unknown;
}

/** The piece catalogue (`variants/pieces.yaml`). */
export interface PieceCatalogue {
  pieces: Record<string, CatalogueEntry>;
}

export interface CatalogueEntry {
  /** Default FEN letter; the first entry with a letter wins when a variant uses it bare. */
  letter: string;
  /** Movement in Betza/XBetza notation. */
  betza: string;
  royal?: boolean;
  pawn?: boolean;
  /** Value in centipawns. */
  value?: number;
  /** One line in plain English. */
  description: string;
}
