/**
 * The shapes of the files authors write: a variant's front-matter, the piece
 * catalogue and a variant's test file. These types are the single source of
 * truth: `pnpm schemas` generates `schemas/*.schema.json` from them, and the
 * loader validates every file against those schemas.
 */
import type { ConnectConfig } from './connectTypes.ts';
import type { DropsConfig } from './dropsTypes.ts';
import type { GatingConfig } from './gatingTypes.ts';
import type { PetrifyConfig } from './petrifyTypes.ts';
import type { FlipConfig } from './flipTypes.ts';
import type { PerSide, PromotionConfig } from './promotionTypes.ts';
import type { ShatarMateConfig } from './resultTypes.ts';

export type { DropsConfig, PerSide, PromotionConfig, ShatarMateConfig };

/**
 * A variant file's YAML front-matter. `parent`, `engine` and `tests` are read
 * by the engine; every other top-level key (`title`, `order`, `win`, …) is
 * site metadata and free-form.
 */
export interface VariantFrontMatter {
  /** Display name of the variant. */
  title?: string;
  /** Identifier used by `parent` and on the command line; defaults to the file name without `.md`. Unique in its directory. */
  slug?: string;
  /** Slug of the variant this one inherits its rules from (looked up in the same directory, then in the bundled variants). */
  parent?: string;
  /** The rules the engine runs. Merged over the parent's: mappings key by key, everything else replaced. */
  engine?: EngineConfig;
  /** Test cases that travel with the variant; `fairyforge validate` runs them. */
  tests?: VariantTestCase[];
  [metadata: string]: unknown;
}

/** The rules the engine runs. */
export interface EngineConfig {
  /** The board. */
  topology?: TopologyConfig;
  /**
   * The players, in move order. Only two players, `[white, black]`, are supported.
   * @minItems 2
   * @maxItems 2
   */
  players?: string[];
  /** Pieces by FEN letter (one upper-case letter): a catalogue name, or a definition. */
  pieces?: { [letter: string]: string | PieceDefinition };
  /**
   * Start position: a full FEN, or only its placement (then White moves, with no castling
   * rights, no en-passant square, and clocks `0 1`).
   */
  setup?: string;
  /** Rules beyond piece movement. */
  rules?: RulesConfig;
  /** Named square sets for `region` and `betzaIn`: squares (e4), rectangles (d1-f3), ranks (rank 8, ranks 6-10), files (file c, files d-f) for White, mirrored for Black; or `{ white, black }` as written. */
  regions?: { [name: string]: SquareSet | PerSideSquares };
  /** Board shapes: squares (a2), rectangles (a2-a7), ranks or files that are not part of the board, as written (not mirrored); `*` in a FEN. */
  holes?: SquareSet;
  /** How pictures of the board are drawn. */
  render?: RenderConfig;
  /**
   * How the `betza` strings written in this variant (and inherited from its parents' files) are read
   * where XBetza and Fairy-Stockfish differ: `xbetza` (the default: `fK` is one step forward) or
   * `fsf` (Fairy-Stockfish: `fK` = `fWfF`, three steps). A piece's own `betzaDialect` wins.
   * Catalogue pieces keep their XBetza reading.
   */
  betzaDialect?: BetzaDialectName;
}

/** A Betza dialect: `xbetza` (XBoard, the Interactive Diagram) or `fsf` (Fairy-Stockfish). */
export type BetzaDialectName = 'xbetza' | 'fsf';

/** A rectangular board. A child variant may give only the keys it changes. */
export interface TopologyConfig {
  /** The kind of board; only `grid` (rectangular) is supported. */
  type?: 'grid';
  /**
   * Number of ranks.
   * @asType integer
   * @minimum 1
   * @maximum 39
   */
  rows?: number;
  /**
   * Number of files (a, b, c, …).
   * @asType integer
   * @minimum 1
   * @maximum 26
   */
  cols?: number;
}

/** A piece defined in a variant: from scratch with `betza`, or starting from a catalogue `piece`. */
export interface PieceDefinition {
  /** Catalogue name to start from; the other fields override it. */
  piece?: string;
  /** Human name. */
  name?: string;
  /** Movement in Betza/XBetza notation, from White's point of view (Black's is rotated 180°). */
  betza?: string;
  /**
   * How this piece's `betza` is read where XBetza and Fairy-Stockfish differ (`fK`: one step in
   * `xbetza`, three in `fsf`); overrides `engine.betzaDialect`. Applies only to a `betza` written
   * here, not to a catalogue piece's own string.
   */
  betzaDialect?: BetzaDialectName;
  /** A royal piece must not be left attacked; checkmating it wins. */
  royal?: boolean;
  /** Promotes on reaching the promotion zone; its moves reset the move-rule clock. */
  pawn?: boolean;
  /**
   * The piece may end where it can never move again, as the game means it to (nim's counters,
   * a hound on the last rank): no `piece-stranded` error for it. Default false.
   */
  mayStrand?: boolean;
  /** Material value in centipawns (a pawn is 100). */
  value?: number;
  /** One line in plain English. */
  description?: string;
  /** The name of a region (`engine.regions`) the piece never leaves: it moves and captures only onto its squares. */ region?: string;
  /** By region name, the Betza (leaps only) it moves by there instead of `betza`, the first region listed winning: `{ acrossRiver: fsW }`. */
  betzaIn?: { [region: string]: string };
  /** By region name, a Betza (rides too) the piece has besides its others while it stands in the region, landing only inside it: janggi's palace diagonals, `{ palaceLines: B }`. */
  betzaWithin?: { [region: string]: string };
  /** A hopper that may neither hop over nor capture a piece of its own type, of either side (the janggi cannon). Default false. */ avoidsOwnType?: boolean;
}

/**
 * Castling configured by data, for boards of any width. All five keys are
 * needed once the chain is merged; a child may give only the ones it changes.
 */
export interface CastlingConfig {
  /** Letter of the piece that castles as the king. */
  king?: string;
  /**
   * Letters of the pieces that may castle as the rook.
   * @minItems 1
   */
  rooks?: string[];
  /** File letter the king starts on. */
  kingFile?: string;
  /** The rank king and rooks castle on, 1-based from each side's own first rank (Shako: 2). Default 1. */
  rank?: number;
  /**
   * File letter the king lands on when castling towards the higher files (the rook lands beside
   * it, on the other side) — or a list of files for flexible castling, one move per file.
   */
  kingside?: string | string[];
  /** File letter (or letters, for flexible castling) the king lands on when castling towards the lower files. */
  queenside?: string | string[];
  /**
   * Fischer-random (Chess960) castling: king and rooks may start on any file of the back
   * rank; the king still lands on the `kingside`/`queenside` file and the rook beside it.
   * FEN rights are read as X-FEN or Shredder-FEN and written as Shredder-FEN (`HAha`); UCI
   * writes castling as the king taking its own rook. Default false.
   */
  chess960?: boolean;
  /**
   * Castling rights won by drops (placement; Fairy-Stockfish's castlingDroppedPiece): a king
   * dropped on its `kingFile` square while a rook of its side stands on a corner of the castling
   * rank, or a rook dropped on a corner while the king stands on its square, gains that castling
   * right. Default false.
   */
  dropped?: boolean;
}

/** Rules beyond piece movement. */
export interface RulesConfig {
  /** Castling, or `false` for none. */
  castling?: CastlingConfig | false;
  /** Promotion of pawns. */
  promotion?: PromotionConfig;
  /** Ranks (1-based, from each side's own first rank) on which a piece may use its initial (`i`) moves, such as the pawn's double step, by letter. Default: the ranks the piece occupies in the setup. An empty list switches initial moves off. */
  initialRanks?: { [letter: string]: number[] };
  /** By letter, the name of a region (`engine.regions`) whose squares the piece's initial (`i`) moves apply on, instead of `initialRanks`: `{ P: doubleStep }`. */
  initialRegions?: { [letter: string]: string };
  /** The name of a region (`engine.regions`) holding the only squares a side's double step may leave as en-passant squares (Fairy-Stockfish's enPassantRegion). Default: every square. */
  enPassantRegion?: string;
  /** The farthest rank (1-based, from each side's own first rank) an initial (`i`) move may land on, by letter — e.g. pawns that may advance from rank 2 or 3 up to rank 5. Default: no limit. */
  initialReach?: { [letter: string]: number };
  /** What a stalemate means for the side that cannot move: `draw` (default), `win` or `loss`. */
  stalemate?: 'draw' | 'win' | 'loss';
  /** Suicide's rule (Fairy-Stockfish's `stalematePieceCount`): the stalemate value holds for the side with fewer pieces, turns over for the one with more; equal counts draw. Default false. */ stalematePieceCount?: boolean;
  /** The n-move rule (default: 50 moves, reset by captures and pawn moves), or `false` for none. */
  moveRule?: MoveRuleConfig | false;
  /**
   * The game ends when the same position (same side to move, castling rights and e.p.
   * squares) occurs this many times: a count (default 3, `0` for never; the game is drawn),
   * or `{ count, value }` where `value` is what the repetition means for the side to move
   * in the repeated position (`draw`, `win` or `loss`).
   */
  repetition?: RepetitionCount | RepetitionConfig;
  /** Captures are compulsory: when the side to move has a legal capture (en passant counts, castling does not), only captures are legal; in check, only capturing evasions. Default false. */
  mustCapture?: boolean;
  /** Letters of mutually immune pieces: a piece of one of these types may not capture a piece of one of these types (atomar's kings; Fairy-Stockfish's `mutuallyImmuneTypes`). Not royal or pseudo-royal pieces. Default none. */
  mutuallyImmune?: string[];
  /**
   * `false`: no move may give check — directly, by discovery (a king move included), by
   * promotion, en passant or a castling rook. Default true.
   */
  checking?: boolean;
  /**
   * Makpong: a side in check may move its royal piece only to capture the checker, and only
   * when that piece is the sole checker; other evasions stand. Default false.
   */
  makpong?: boolean;
  /**
   * Opposite-side castling: when a side castles, the opponent loses its castling rights on the
   * same side (king side or queen side). Default false.
   */
  oppositeCastling?: boolean;
  /**
   * Castling wins: the castling rights, as FEN letters (`K`, `Q` White's king and queen side,
   * `k`, `q` Black's), whose castling wins at once; a side that had some of them and holds none
   * any more (its king or rook moved or was taken) loses at once. Default: none.
   */
  castlingWins?: ('K' | 'Q' | 'k' | 'q')[];
  /** n in a row (rules/connect.ts): `{ n: 4 }`; `false` (default) for none. */ connect?: ConnectConfig | false;
  /**
   * Extinction (and bare king): a side left with too few pieces of a listed type is out at
   * once; `false` for none. See the README's rules reference.
   */
  extinction?: ExtinctionConfig | false;
  /** Bringing a flag piece into its region wins (king of the hill, breakthrough); `false` for none. */
  flag?: FlagConfig | false;
  /** The flying general (xiangqi): no move may leave the royal pieces facing on an open line. Default false. */
  flyingGeneral?: boolean;
  /** Passing: a side not in check may pass (UCI: its royal piece's move to its own square); two passes in a row end the game, drawn (or scored by `materialCounting: unweighted`). `stalemate`: only a side with no other legal move may pass (Fairy-Stockfish's passOnStalemate), written without a royal piece as its first piece's move (a1, b1, …, a2, …) to its own square. Default false. */ pass?: boolean | 'stalemate';
  /** Bikjang (janggi; needs `pass`): with the royal pieces facing on an open line, only a pass may leave them so (allowed then even in check), and it ends the game, drawn. Default false. */ bikjang?: boolean;
  /**
   * Giving this many checks wins (three-check: 3); `0` for none. The FEN counts the checks each
   * side has still to give (`3+3`).
   * @asType integer
   * @minimum 0
   * @maximum 9
   */
  checkCount?: number;
  /** What being checkmated means for the mated side: `loss` (default), `win` (misère) or `draw`. */
  checkmate?: 'win' | 'loss' | 'draw';
  /**
   * Shatar's mating rules (Fairy-Stockfish's `shatarMateRule`): `shak` lists the pieces whose check
   * is a shak, `noMate` those that may not mate on their own (a mate by them alone wins for the mated
   * side); any other mate stands only if the mating side's unbroken run of checks before it held a
   * shak, else the game is drawn (niol).
   */
  shatarMate?: ShatarMateConfig;
  // --- counting, material counting, perpetual check (rules/counting.ts, rules/materialCounting.ts, rules/repetition.ts)
  /** Makruk's counting rules as Fairy-Stockfish states them: `makruk`, `cambodian` (Ouk Chaktrang) or `asean`; `false` (default) for none. A count that runs out draws. */
  counting?: 'makruk' | 'cambodian' | 'asean' | false;
  /** Letters of the pieces the counting limits are set by: rook, khon, knight (default R, S, N). */
  countingPieces?: CountingPiecesConfig;
  /** Draw odds: `blackDrawOdds` gives Black the win where the move rule, a repetition or a dead position would draw (armageddon), `whiteDrawOdds` White; `unweighted`: the side with more pieces on the board (a draw if equal), also for two passes in a row; `janggi`: janggi's count — chariot R 13, cannon C 7, horse N 5, elephant B and guard A 3, soldier P 2, by those letters — with 1.5 to Black, never a draw (two passes and bikjang too); `false` (default) for none. Stalemate keeps its own value. */
  materialCounting?: 'blackDrawOdds' | 'whiteDrawOdds' | 'unweighted' | 'janggi' | false;
  /**
   * `loss`: when a position repeats for the n-th time and one side gave check with every one of its moves since the first of those occurrences, that side loses (both: the repetition's own value).
   * `illegal`: no move may complete such a repetition (the checker must vary; a side whose every move would loses, reason `perpetual-check`). `false` (default) for none.
   */
  perpetualCheck?: 'loss' | 'illegal' | false;
  /** `loss` (Fairy-Stockfish's moveRepetitionIllegal, janggimodern): a side that shuttles a piece back and forth loses — its last five moves, none made in check, brought the piece to a square without capturing, then moved it away and back twice (a pass may stand in for the fourth), all since the last capture; pieces kept to their own royal region (janggi's general and guards) are exempt. Needs a repetition rule. `false` (default) for none. */
  moveRepetition?: 'loss' | false;
  // --- hands and drops (rules/drops.ts)
  /** Hands and drops (crazyhouse): a captured piece changes sides into the captor's hand, and a move may drop a piece from the hand onto an empty square. `false` (default) for none. The setup may hold pieces in hand: `[Nn]` after the placement. */
  drops?: DropsConfig | false;
  /** Atomic blasts (rules/blast.ts): a capture removes the captor and every piece around the capture square but the `immune` ones. `false` (default) for none. */
  blast?: BlastConfig | false;
  /** Petrification (rules/petrify.ts): a listed piece that captures turns into a wall, `*` in the FEN. `false` (default) for none. */
  petrify?: PetrifyConfig | false;
  /** Gates (rules/gating.ts): S-chess gating from the hand, Ouk Chatrang's first moves; the FEN writes the gates among the castling letters. `false` (default) for none. */
  gating?: GatingConfig | false;
  /** Turn structure (rules/walls.ts). Walls placed with every move: after its piece's move the side puts the duck on any other empty square (`duck`), or shoots an arrow, a wall for good, from where its piece landed along that piece's quiet moves (`arrow`), or leaves a wall for good on the square its piece left (`past`, snailtrail), or puts a wall for good on any empty square (`static`, isolation), or on an empty square of the board's rim or orthogonally next to a wall (`edge`, atlantis). Walls are `*` in the FEN; a move is written `e2e4,e4d5`. `false` (default) for none. */
  walls?: 'duck' | 'arrow' | 'past' | 'static' | 'edge' | false;
  /** With `walls: edge` or `static`: a turn is a piece's move without a wall, or a wall alone (Fairy-Stockfish's `wallOrMove`, atlantis), written on the side's first piece: `a1a1,a1d3`. `false` (default): every move places its wall. */
  wallOrMove?: boolean;
  /** With `walls: static`: the region (`engine.regions`) a side may put its walls in (Fairy-Stockfish's `wallingRegion`); absent, any empty square. */
  wallRegion?: string;
  /** Flips (rules/flip.ts): pieces that change sides, `ataxx` (around every move; clones next to an own piece) or `reversi` (lines a drop encloses). `false` (default) for none. */
  flip?: FlipConfig | false;
}

/** Atomic blasts: the pieces they spare. */
export interface BlastConfig {
  /** Letters of the pieces a blast next to them leaves standing (default: the pawns). A captor or captured piece of these types goes all the same. */
  immune?: string[];
  /** Letters of blast-proof pieces: no blast removes them, not even their own as the captor (atomar's kings; Fairy-Stockfish's `blastImmuneTypes`). Not pseudo-royal pieces. Default none. */
  proof?: string[];
}

/**
 * Extinction: a side is out when it has at most `count` pieces of one of the `types` (or of
 * all its pieces together, for `'*'`) while the other side has at least `opponentCount` of
 * them — one more if `claim` and the side is to move. The side that just moved is tested
 * first. `types: '*'` with `count: 1` is the bare-king rule.
 */
export interface ExtinctionConfig {
  /** Piece letters, or `'*'` for all of a side's pieces (its king included). */
  types?: string[] | '*';
  /**
   * Default 0.
   * @asType integer
   * @minimum 0
   */
  count?: number;
  /**
   * Default 0.
   * @asType integer
   * @minimum 0
   */
  opponentCount?: number;
  /** The side to move needs one more opponent piece to be out (shatranj's bare king: the bared side may reply). Default false. */
  claim?: boolean;
  /** The result for the side that is out: `loss` (default), `win` or `draw`. */
  value?: 'win' | 'loss' | 'draw';
  /**
   * Pseudo-royal pieces: while a side has at most `count + 1` pieces of a listed type, each of
   * them is royal (it may not be left attacked; no move while one is attacked is checkmate),
   * and the extinction result is off. Default false.
   */
  pseudoRoyal?: boolean;
  /** With `pseudoRoyal`: all pieces of the listed types attacked at once is check, and no move may leave them so. Default false. */
  dupleCheck?: boolean;
}

/**
 * Squares, written as names (`e4`), rectangles (`d4-e5`, corner to corner) or whole ranks
 * (`rank 8`).
 */
export type SquareSet = string[];

/** Square sets per side. */
export interface PerSideSquares {
  /** White's squares. */
  white: SquareSet;
  /** Black's squares. */
  black: SquareSet;
}

/** The flag rule: a side whose flag piece stands in its region wins. */
export interface FlagConfig {
  /** The flag pieces' letters: one list for both sides, or one per side. */
  pieces?: string[] | PerSide;
  /** The region: one list for both sides, one per side (`{ white: [rank 8], black: [rank 1] }`), or a region's name (`engine.regions`, each side its own squares). */
  region?: SquareSet | PerSideSquares | string;
  /**
   * Racing kings' rule: White arriving lets Black reply, a draw if Black arrives too (default
   * false: the side that arrives wins at once).
   */
  move?: boolean;
  /** Dobutsu's rule: a flag piece in its region counts only where no opponent piece attacks it. */
  safe?: boolean;
  /**
   * Flag pieces that must stand in the region together (default 1).
   * @asType integer
   * @minimum 1
   * @maximum 1024
   */
  count?: number;
  /** With `count`: one flag piece in the region and each other region square occupied also wins. */
  blockedWin?: boolean;
}

/**
 * Occurrences of one position that end the game (2 or more), or 0 for never.
 * @asType integer
 * @minimum 0
 */
export type RepetitionCount = number;

/** A repetition rule with its value. */
export interface RepetitionConfig {
  /** Occurrences that end the game (default 3; 0 for never). */
  count?: RepetitionCount;
  /** What the repetition means for the side to move in the repeated position (default `draw`). */
  value?: 'draw' | 'win' | 'loss';
}

/** The pieces the counting limits count, by letter. */
export interface CountingPiecesConfig {
  /** The rook (default R). */
  rook?: string;
  /** The khon (default S). */
  khon?: string;
  /** The knight (default N). */
  knight?: string;
}

/** The n-move rule: a draw after so many moves by each side with no capture and no move of a resetting piece. */
export interface MoveRuleConfig {
  /**
   * Moves by each side (default 50).
   * @asType integer
   * @minimum 1
   */
  moves?: number;
  /** Letters of the pieces whose every move resets the count; captures always reset it. Default: the pawns. */
  resetBy?: string[];
}

/** How pictures of the board are drawn. */
export interface RenderConfig {
  /**
   * Size of one square in SVG units (at most 1000: larger sizes only make
   * numbers that overflow to Infinity in the picture).
   * @exclusiveMinimum 0
   * @maximum 1000
   */
  cellSize?: number;
  /** Colour of the light squares (CSS: `#f0d9b5`, `rgb(…)`, a colour name). */
  light?: string;
  /** Colour of the dark squares (CSS colour). */
  dark?: string;
  /** Draw file letters and rank numbers around the board. */
  coordinates?: boolean;
  /** Which side is at the bottom. */
  orientation?: 'white' | 'black';
  /** Squares to highlight in the board picture, e.g. `[e4, d5]`. */
  highlight?: SquareName[];
  /** Arrows drawn on the board picture, each from one square to another in UCI form, e.g. `[e2e4, g1f3]`. */
  arrows?: SquarePair[];
  /** The last move, in UCI form (`e2e4`): its two squares are tinted. */
  lastMove?: SquarePair;
  /** Colour of highlighted squares (CSS colour; a translucent one lets the square show through). */
  highlightColour?: string;
  /** Colour of the last move's squares (CSS colour). */
  lastMoveColour?: string;
  /** Colour of arrows (CSS colour). */
  arrowColour?: string;
  /** Colour of the frame around the board (CSS colour). */
  borderColour?: string;
  /** Colour of the file letters and rank numbers (CSS colour). */
  coordinatesColour?: string;
}

/**
 * A square: file letter and rank number, e.g. `e4`, `k10`.
 * @pattern ^[a-z][1-9][0-9]*$
 */
export type SquareName = string;

/**
 * Two squares, from and to, in UCI form, e.g. `e2e4`, `b9b10`.
 * @pattern ^[a-z][1-9][0-9]*[a-z][1-9][0-9]*$
 */
export type SquarePair = string;

/**
 * One test case: a position (the setup, or `fen`, then `moves`) and what must hold there.
 */
export interface VariantTestCase {
  /** What the case checks. */
  name: string;
  /** The position to start from; default: the variant's setup. */
  fen?: string;
  /** Moves in UCI (`e2e4`, `b9b10w`) played from that position first. */
  moves?: string[];
  /** Expected perft counts by depth, e.g. `{ 1: 39 }`. */
  perft?: { [depth: string]: number };
  /** Moves (UCI) that must be legal. */
  legal?: string[];
  /** Moves (UCI) that must not be legal. */
  illegal?: string[];
  /** For a square (`b9`), exactly the legal moves (UCI) from it; `[]` for none. */
  movesFrom?: { [square: string]: string[] };
  /** The expected state of the game: `ongoing`, or a result. */
  result?: '1-0' | '0-1' | '1/2-1/2' | 'ongoing';
  /** The FEN after the moves, exactly (its clocks and any counting fields included). */
  fenAfter?: string;
  /** Why the game ended, with `result`. */
  reason?: 'checkmate' | 'stalemate' | 'repetition' | 'move-rule' | 'insufficient-material' | 'extinction' | 'bare-king' | 'flag' | 'check-count' | 'castling' | 'connect' | 'counting' | 'perpetual-check' | 'move-repetition' | 'drop-mate' | 'knight-mate' | 'niol' | 'pass' | 'bikjang' | 'full-board';
}

/** A variant's test file (`<name>.tests.yaml`, for variant files that must stay untouched). */
export interface VariantTestsFile {
  /** The cases. */
  tests: VariantTestCase[];
}

/** The piece catalogue (`variants/pieces.yaml`, or `pieces.json`). */
export interface PieceCatalogue {
  /** Pieces by name (lower-case, hyphenated). */
  pieces: { [name: string]: CatalogueEntry };
}

/** A named piece of the catalogue. */
export interface CatalogueEntry {
  /**
   * Default FEN letter. When a variant uses a letter bare, the first catalogue entry with it wins.
   * @pattern ^[A-Z]$
   */
  letter: string;
  /** Movement in Betza/XBetza notation, from White's point of view. */
  betza: string;
  /** A royal piece must not be left attacked. */
  royal?: boolean;
  /** Promotes on reaching the promotion zone. */
  pawn?: boolean;
  /** Value in centipawns (a pawn is 100). */
  value?: number;
  /** One line in plain English. */
  description: string;
}
