import type { BetzaDialect } from '@fairyforge/betza';
import type { FlipSpec, GatingSpec, WallsSpec } from './specTurns.ts';
import type { ConnectSpec, ExtinctionSpec, FlagSpec, ResultValue, ShatarMateSpec } from './specResults.ts';

export type { FlipSpec, GatingSpec, WallsSpec };
export type { ConnectSpec, ExtinctionSpec, FlagSpec, ResultValue, ShatarMateSpec };

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
  /**
   * The piece may end where it can never move again (the file's `mayStrand`):
   * a shogi-style promotion is then never compulsory for it on such a square
   * (Fairy-Stockfish's `immobilityIllegal = false`: forward chess's lance may
   * stay a lance on the last rank). Absent: false.
   */
  readonly mayStrand?: boolean;
  /**
   * Regions (rules/regions.ts): the name of a region of VariantSpec.regions
   * the piece may not leave — it moves and captures only onto its squares
   * (xiangqi's palace, the elephant's own side of the river). A ride stops
   * where the region ends. Absent: the whole board.
   */
  readonly region?: string;
  /**
   * Regions: where the piece stands on a square of one of these regions, it
   * moves as that entry's Betza instead of `betza` (the first entry whose
   * region holds the square wins): the xiangqi soldier across the river.
   * Leaps only; read in the piece's `dialect`. Absent: `betza` everywhere.
   */
  readonly betzaIn?: readonly RegionBetza[];
  /**
   * Regions: moves the piece has besides its others while it stands on a
   * square of one of these regions, landing only on that region's squares
   * (a ride stops where the region ends): janggi's palace diagonals. Rides
   * allowed; read in the piece's `dialect`. Absent: none.
   */
  readonly betzaWithin?: readonly RegionBetza[];
  /**
   * A hopper (`p` in its Betza) that may neither hop over nor capture a piece
   * of its own type, of either side: the janggi cannon. Default false.
   */
  readonly avoidsOwnType?: boolean;
}

/** A piece's moves on the squares of one region (PieceSpec.betzaIn). */
export interface RegionBetza {
  readonly region: string;
  readonly betza: string;
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
   * The rank (0-based, from each side's own first rank) king and rooks castle
   * on: Shako and Omicron castle on their second rank. Absent: 0.
   */
  readonly rank?: number;
  /**
   * Files (0-based) the king may land on when castling towards the higher
   * files: one for orthodox castling, several for flexible castling.
   */
  readonly kingsideFiles: readonly number[];
  /** Files (0-based) the king may land on when castling towards the lower files. */
  readonly queensideFiles: readonly number[];
  /**
   * Fischer-random (Chess960) castling: the king and its rooks may start on
   * any file of the back rank (`kingFile` only picks the king when several
   * stand there); a rook beyond the king on the higher files castles to the
   * `kingsideFiles` side, one on the lower files to the `queensideFiles` side,
   * and the rook lands beside the king on the inner side, as always. FEN
   * rights are read as X-FEN or Shredder-FEN and written as Shredder-FEN
   * (rook files, `HAha`); UCI writes castling as the king taking its own rook.
   * Absent: false.
   */
  readonly chess960?: boolean;
  /**
   * Castling rights won by drops (Fairy-Stockfish's castlingDroppedPiece,
   * placement): the castling slots of the king's file and the two corner
   * files exist from the start, without rights; a king dropped on its square
   * with a rook on a corner, or a rook dropped on a corner with the king on
   * its square, gains that right. Absent: false.
   */
  readonly dropped?: boolean;
}

export interface PromotionSpec {
  /**
   * Promotion zone per side as 0-based ranks counted from that side's own
   * first rank (so `[rows-1]` is the last rank for both sides).
   */
  readonly ranks: readonly number[];
  /**
   * Regions (rules/regions.ts): the name of a region of VariantSpec.regions
   * whose squares are the zone, per side, instead of `ranks` (Legan chess's
   * corners; Troitzky chess's last square of each file). Absent: `ranks`.
   */
  readonly region?: string;
  /** Letters a pawn may promote to, per side: [white, black]. */
  readonly choices: readonly [readonly string[], readonly string[]];
  /** True if a pawn reaching the zone must promote (and a piece of `pieces`, whose move starts or ends in the zone). */
  readonly mandatory: boolean;
  /**
   * Shogi-style promotion: per letter, the letter of the type it promotes to
   * (pawn → tokin, bishop → horse), when a move starts or ends in the zone;
   * optional unless `mandatory`, and compulsory where the piece could never
   * move again. A variant with any writes promoted pieces `+P` in its FEN.
   */
  readonly pieces?: Readonly<Record<string, string>>;
  /**
   * With `pieces`: a promoted piece turns back into what it promoted from on
   * a move that starts or ends in the zone, as a promotion would (Kyoto
   * shogi, whose zone is the whole board: every move flips the piece).
   * Fairy-Stockfish's pieceDemotion. Default false.
   */
  readonly demote?: boolean;
  /**
   * With `pieces`: whether their promotion (and demotion) is compulsory, apart
   * from the pawns' choices, which follow `mandatory`. Fairy-Stockfish's
   * mandatoryPiecePromotion. Absent: as `mandatory`.
   */
  readonly piecesMandatory?: boolean;
  /**
   * With `pieces`: a piece promotes (and, with `demote`, turns back) only on a
   * move that captures (micro shogi). Fairy-Stockfish's
   * piecePromotionOnCapture. Default false.
   */
  readonly onCapture?: boolean;
  /**
   * Per letter, the most pieces of that type a side may have on the board for a pawn to
   * promote to it (Grand chess: one queen, two rooks, ...: a pawn promotes only to what has
   * been lost). Fairy-Stockfish's promotionLimit.
   */
  readonly limit?: Readonly<Record<string, number>>;
  /**
   * Sittuyin's promotion (Fairy-Stockfish's sittuyinPromotion): no pawn promotes by reaching the
   * zone; a pawn standing in it (anywhere, when it is its side's only pawn) may instead turn into
   * a choice open under `limit`, where it stands or on an empty square the new piece attacks from
   * there, as a move of its own that gives no check and attacks no enemy piece. Default false.
   */
  readonly sittuyin?: boolean;
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
   * Regions (rules/regions.ts): per letter, the name of a region of
   * VariantSpec.regions whose squares the piece's initial (`i`) moves apply
   * on, instead of `initialRanks` (Wolf chess's pawns double-step from b3,
   * c3, f3, g3 too; Horde's from the first rank). Absent: `initialRanks`.
   */
  readonly initialRegions?: Readonly<Record<string, string>>;
  /**
   * Regions: the name of a region whose squares, per side, are the only ones
   * that side's double steps may leave as en-passant squares (Fairy-Stockfish's
   * enPassantRegion). Absent: every crossed square.
   */
  readonly enPassantRegion?: string;
  /**
   * The farthest rank (0-based, from each side's own first rank) an initial
   * (`i`) move may land on, per piece letter; default: no limit.
   */
  readonly initialReach?: Readonly<Record<string, number>>;
  /** What a stalemate means for the side that is stalemated. */
  readonly stalemate: StalemateValue;
  /** Fairy-Stockfish's stalematePieceCount (suicide): the stalemate value holds for the side with fewer pieces, turns over for the side with more, and is a draw when both have as many. */
  readonly stalematePieceCount?: boolean;
  /**
   * The n-move rule; `null` for none. Absent: chess's rule, 50 moves reset by
   * captures and by moves of the pawn types.
   */
  readonly moveRule?: MoveRuleSpec | null;
  /** How many times the same position must occur for a draw; 0 for never. Absent: 3. */
  readonly repetition?: number;
  // Legality rules (rules/mustCapture.ts, rules/checking.ts).
  /**
   * When the side to move has a legal capture (en passant counts, castling
   * does not), only captures are legal; in check, only capturing evasions
   * count. Absent: false.
   */
  readonly mustCapture?: boolean;
  /**
   * Letters (upper case) of mutually immune pieces (rules/mutuallyImmune.ts):
   * a piece of one of these types may not capture a piece of one of these
   * types (atomar's kings). Absent: none.
   */
  readonly mutuallyImmune?: readonly string[];
  /**
   * false: a move that gives check (directly, by discovery — a king move
   * included —, by promotion, en passant or a castling rook) is illegal.
   * Absent: true.
   */
  readonly checking?: boolean;
  /**
   * Makpong (rules/makpong.ts): a side in check may move its royal piece only
   * to capture the checker, and only when that piece is the sole checker.
   * Absent: false.
   */
  readonly makpong?: boolean;
  /**
   * Opposite-side castling (rules/oppositeCastling.ts): castling on one side
   * takes away the opponent's castling rights on that same side. Absent: false.
   */
  readonly oppositeCastling?: boolean;
  /**
   * Castling wins (rules/castlingWins.ts): the rights that win, as FEN letters
   * (`K` White king side, `Q` White queen side, `k`, `q` Black's). Castling
   * with one wins at once; a side that had some and holds none any more loses
   * at once. Absent or empty: none.
   */
  readonly castlingWins?: readonly string[];
}

// --- regions and the flying general (rules/regions.ts, rules/flyingGeneral.ts)
export interface VariantSpec {
  /**
   * Named sets of squares, per side: [White's, Black's] square names. Pieces
   * name them (PieceSpec.region, PieceSpec.betzaIn). Absent: none.
   */
  readonly regions?: Readonly<Record<string, readonly [readonly string[], readonly string[]]>>;
  /**
   * The flying general (xiangqi): the royal pieces may not face each other on
   * an open rank or file — a royal piece attacks the other side's royal piece
   * along rook lines, whatever its own moves. Absent: false.
   */
  readonly flyingGeneral?: boolean;
  /**
   * Passing (rules/passing.ts): a side not in check may pass, written as its
   * royal piece's move to its own square; two passes in a row end the game
   * (drawn, or scored by `materialCounting`). `'stalemate'`: a side may pass
   * only when it has no other legal move (Fairy-Stockfish's
   * `passOnStalemate`), written, without a royal piece, as the move of its
   * first piece (a1, b1, …, a2, …) to its own square. Default false.
   */
  readonly pass?: boolean | 'stalemate';
  /**
   * Bikjang (janggi, rules/passing.ts, needs `pass`): royal pieces facing on
   * an open line may be left so only by a pass (allowed then even in check),
   * which ends the game (drawn). Default false.
   */
  readonly bikjang?: boolean;
}

// --- board shapes (rules/holes.ts)
export interface VariantSpec {
  /**
   * Holes: the squares (names, `a2`) that are not part of the board. Nothing
   * stands on one, moves onto it or through it (a ride ends before it, a lame
   * leap across it is never possible); the FEN writes each `*`. Compiled
   * away: the move and attack tables never name them. Absent: none.
   */
  readonly holes?: readonly string[];
}

// ---------------------------------------------------------------- results (issue 15, "results")
// Node-start results (rules/extinction.ts, rules/flag.ts, rules/checkCount.ts) and the checkmate value.

export interface VariantSpec {
  /** n in a row (rules/connect.ts); null or absent for none. */
  readonly connect?: ConnectSpec | null;
  /** Extinction (and bare king); null or absent for none. */
  readonly extinction?: ExtinctionSpec | null;
  /** Reaching a region with a flag piece wins; null or absent for none. */
  readonly flag?: FlagSpec | null;
  /** Giving this many checks wins (3check: 3); 0 or absent for none. Counted in the FEN (`3+3`). */
  readonly checkCount?: number;
  /** What being checkmated means for the mated side (default `loss`; misère: `win`). */
  readonly checkmate?: ResultValue;
  /** Shatar's mating rules (rules/shatarMate.ts); absent for none. */
  readonly shatarMate?: ShatarMateSpec;
  // --- counting, material counting, repetition outcomes (rules/counting.ts, rules/materialCounting.ts, rules/repetition.ts)
  /** Makruk-family counting rules (rules/counting.ts); absent or null: none. */
  readonly counting?: CountingRule | null;
  /** The letters of the pieces the counting tables name; absent: R, S, N. */
  readonly countingPieces?: CountingPieces;
  /** Who wins what would otherwise be drawn by the move rule, repetition or a dead position; absent or null: nobody. */
  readonly materialCounting?: MaterialCounting | null;
  /** What the n-th occurrence of a position means for the side to move there. Absent: a draw. */
  readonly repetitionValue?: StalemateValue;
  /** A repetition in which one side gave check with every move: `loss` for that side, or `illegal` (Game.legalMoves leaves out the move completing it). Absent or null: no such rule. */
  readonly perpetualCheck?: PerpetualCheck | null;
  /** `loss`: a side that shuttles a piece back and forth loses (rules/moveRepetition.ts; needs a repetition rule). Absent or null: no such rule. */
  readonly moveRepetition?: 'loss' | null;
}

// --- hands and drops (rules/drops.ts)
/**
 * Hands and drops (crazyhouse): a captured piece changes sides into the
 * captor's hand, and a move may put a piece from the hand on an empty square.
 */
export interface DropsSpec {
  /** Letters (upper case) of the pieces that go to the captor's hand when captured; empty: captures keep nothing. */
  readonly toHand: readonly string[];
  /** A captured promoted piece (`Q~` in the FEN) goes to hand as the piece it promoted from; false: as what it is (loop chess). */
  readonly demote: boolean;
  /**
   * Where each piece may be dropped: per letter, the ranks (0-based, each from
   * its own side's first rank) for [White, Black]. A letter not listed may be
   * dropped on every rank.
   */
  readonly ranks: Readonly<Record<string, readonly [readonly number[], readonly number[]]>>;
  /** Regions: the name of a region outside which no piece is dropped (per side, as the region gives it); absent: none. */
  readonly region?: string;
  /** Regions: per letter, the name of a region outside which that piece is not dropped. */
  readonly regions?: Readonly<Record<string, string>>;
  /** Shogi's nifu: no drop of this letter onto a file already holding `count` of the side's own (unpromoted) pieces of it. */
  readonly noDoubled?: { readonly letter: string; readonly count: number } | null;
  /** Letters whose drop, giving checkmate, loses for the side that dropped (shogi's pawn; the drop stays legal, as Fairy-Stockfish counts it). */
  readonly noDropMate?: readonly string[];
  /** Letters in the order the FEN writes a hand (the rest follow in the pieces' order); absent: the pieces' order. Reading takes any order. */
  readonly handOrder?: readonly string[];
  /** A piece in hand may also be dropped as its promoted type (`+L@c3`; Kyoto shogi). Fairy-Stockfish's dropPromoted. Default false. */
  readonly promoted?: boolean;
  /**
   * A setup phase (Fairy-Stockfish's mustDrop; placement, sittuyin): while a side holds pieces in
   * hand it must drop one; it moves on the board only when no drop is legal. Default false.
   */
  readonly mustDrop?: boolean;
  /**
   * Letters of pieces a side must be able to stand on both colours of squares (Fairy-Stockfish's
   * dropOppositeColoredBishop; placement's bishops): such a piece is not dropped onto a colour
   * already holding half of them (rounded up), nor any piece where the free squares of that
   * piece's drop zone would no longer let each colour get half of them (rounded down).
   */
  readonly oppositeColors?: readonly string[];
  /** false: a drop may not give check (Fairy-Stockfish's dropChecks; xiangqihouse); moves on the board may. Default true. */
  readonly checks?: boolean;
  /**
   * Drops fall (Fairy-Stockfish's dropOnTop; connect four): a piece is dropped only onto the
   * first rank or onto an empty square right above an occupied one. Default false.
   */
  readonly onTop?: boolean;
  /**
   * Drops come in from an edge (Fairy-Stockfish's enclosingDrop = anyside; cfour-anyside): along a
   * rank or file whose edge square is empty, a piece slides in until the next square is occupied or
   * the board ends. Default false.
   */
  readonly anySide?: boolean;
}

export interface VariantSpec {
  /** Hands and drops; absent or null: none (no pockets in the FEN, no drop code in the kernel). */
  readonly drops?: DropsSpec | null;
}

/** Fairy-Stockfish's counting rules: `makruk`, `cambodian` (Ouk Chaktrang) and `asean`. */
export type CountingRule = 'makruk' | 'cambodian' | 'asean';
/** The pieces whose number sets a counting limit, by letter. */
export interface CountingPieces {
  readonly rook: string;
  readonly khon: string;
  readonly knight: string;
}
/** Draw odds: `blackDrawOdds` gives Black what would be a draw, `whiteDrawOdds` White; `unweighted`: the side with more pieces on the board (a draw if equal); `janggi`: janggi's weighted count (rules/materialCounting.ts), never a draw. */
export type MaterialCounting = 'blackDrawOdds' | 'whiteDrawOdds' | 'unweighted' | 'janggi';
/** `loss`: the side that checked throughout a repetition loses; `illegal`: no move may complete such a repetition. */
export type PerpetualCheck = 'loss' | 'illegal';

// --- capture effects: atomic blasts (rules/blast.ts)
/**
 * Atomic blasts: a capture removes the capturing piece and every piece on the
 * squares around the capture square (a king's step away), except the immune
 * types. Where pieces are pseudo-royal, kings touching each other cannot be
 * blasted and a move may not blow up its own side's royal piece.
 */
export interface BlastSpec {
  /** Letters (upper case) of the pieces a blast around them leaves standing (atomic: the pawns). */
  readonly immune: readonly string[];
  /** Letters (upper case) of blast-proof pieces: no blast removes them, not even as the captor (atomar's kings). Absent: none. */
  readonly proof?: readonly string[];
}

export interface VariantSpec {
  /** Atomic blasts; absent or null: captures have no side effect (no blast code in the kernel). */
  readonly blast?: BlastSpec | null;
}

// --- capture effects: petrification (rules/petrify.ts)
/**
 * Petrification: a piece of a listed type that captures turns into a wall
 * on the capture square (`*` in the FEN), a square no piece may enter or
 * cross and nobody owns. A pseudo-royal piece may not petrify itself.
 */
export interface PetrifySpec {
  /** Letters (upper case) of the pieces that turn into a wall when they capture (petrified: all but the pawns). */
  readonly pieces: readonly string[];
}

export interface VariantSpec {
  /** Petrification; absent or null: a capturing piece stays itself (no petrify code in the kernel). */
  readonly petrify?: PetrifySpec | null;
}

// --- gating, walls and flips: their types in specTurns.ts
export interface VariantSpec {
  /** Gates and the moves they allow; absent or null: none (no gate letters in the FEN, no gating code in the kernel). */
  readonly gating?: GatingSpec | null;
  /** Walls placed with every move; absent or null: none (no walls code in the kernel). */
  readonly walls?: WallsSpec | null;
  /** `static` walls: the region (engine.regions) a wall may be put in, per side; absent: any empty square. */
  readonly wallRegion?: string | null;
  /**
   * With `edge` or `static` walls: a turn is a piece's move without a wall, or a wall without a move
   * (Fairy-Stockfish's `wallOrMove`; atlantis). Absent or false: every move places its wall.
   */
  readonly wallOrMove?: boolean | null;
  /** Flips; absent or null: no piece ever changes sides (no flip code in the kernel). */
  readonly flip?: FlipSpec | null;
}
