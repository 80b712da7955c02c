/**
 * What the compiler produces and how it fails: the leap mode bits and ray
 * kinds its tables hold, CompileError, and CompiledVariant. A module of its
 * own so the compiler's phases (this folder) and its users can share them
 * without importing compile.ts, which imports the phases.
 *
 * Piece codes: a board cell holds 0 (empty) or `2 * (type + 1) + colour`, so
 * `code & 1` is the colour (0 White, 1 Black), `(code >> 1) - 1` the type and
 * `code - 2` the piece-colour index `pc` used to index tables.
 */
import type { Geometry } from '../geometry.ts';
import type { VariantSpec } from '../spec.ts';

import type { CompiledBlast, CompiledFlip, CompiledPetrify, CompiledWalls } from './modelBoardEffects.ts';

export * from './modelBoardEffects.ts';

/** Leap mode bits. */
export const M_MOVE = 1;
export const M_CAPTURE = 2;
export const M_EP = 4;
/** The quiet move leaves its crossed squares as e.p. squares. */
export const M_EP_CREATE = 8;
/** Path squares must be empty (lame leaper). */
export const M_LAME = 16;
/** Path square must be occupied (jumping leaper, `j`). */
export const M_JUMP = 32;

/** Ray kinds. */
export const RAY_SLIDE = 0;
export const RAY_CANNON = 1;
export const RAY_GRASSHOPPER = 2;
/** A cannon hop that may neither hop over nor capture a piece of the hopper's own type (PieceSpec.avoidsOwnType: the janggi cannon). */
export const RAY_CANNON_SHY = 3;

/** Types are indexed into 32-bit masks by the attack tables. */
export const MAX_PIECE_TYPES = 32;

/** What a compile error is about, so callers can point at the right place. */
export type CompileErrorSubject = 'setup' | 'piece' | 'rules' | 'board';

/**
 * Every compile error's stable code, with the subject it is about. Callers
 * branch on the code (or the subject), never on the message: the message is
 * for people and may be reworded.
 */
export const COMPILE_ERROR_SUBJECTS = {
  /** More piece types than the attack tables' 32-bit type masks hold. */
  'piece-types': 'piece',
  /** Two pieces share a letter (`letter`). */
  'piece-letter-twice': 'piece',
  /** The start position's placement does not parse (`offset` into it). */
  'setup-placement': 'setup',
  /** A piece's Betza does not parse (`letter`). */
  betza: 'piece',
  /** A lame or jumping modifier on a rider, which the tables cannot express (`letter`). */
  'rider-modifier': 'piece',
  /** A lame path longer than the tables' two path squares. */
  'lame-path': 'piece',
  /** A promotion rank off the board. */
  'promotion-rank': 'rules',
  /** Promotion or castling names a piece the variant does not have (`letter`). */
  'rules-piece-missing': 'rules',
  /** A piece names a region the variant does not define, or a region holds a square off the board (`letter` where a piece). */
  'region-unknown': 'piece',
  /** A piece's moves in a region include a ride, which the attack tables cannot tie to its start square (`letter`). */
  'region-ride': 'piece',
  /** A royal piece that avoids its own type (`avoidsOwnType`), which the attack tests cannot ask about (`letter`). */
  'avoids-own-type-royal': 'piece',
  /** Passing combined with a rule whose state a pass does not carry (en passant). */
  'pass-rules': 'rules',
  /** Multi-leg moves the tables cannot hold (a board over 256 squares), or with a rule they do not combine with yet (`letter`). */
  'multi-leg': 'piece',
  /** A flag region names a square off the board. */
  'flag-square': 'rules',
  /** A drop rank off the board. */
  'drop-rank': 'rules',
  /** Gating the tables cannot hold: a board wider than 16 files, or castling with several king destinations on a side. */
  gating: 'rules',
  /** A hole (board shapes) that is not a square of the board. */
  'hole-square': 'board',
  /** Reversi flips on a board too large for their unmake record (over 17 files or ranks). */
  'flip-board': 'rules',
  /** A flip start square off the board. */
  'flip-square': 'rules',
  /** A connect region names a square off the board. */ 'connect-region': 'rules',
  /** A wall instead of a move (wallOrMove) under a walling rule whose wall follows from the piece's move (duck, arrow, past). */
  'wall-or-move': 'rules',
} as const satisfies Record<string, CompileErrorSubject>;

export type CompileErrorCode = keyof typeof COMPILE_ERROR_SUBJECTS;

/** Where a compile error points, besides its subject. */
export interface CompileErrorPlace {
  readonly letter?: string;
  /** For setup errors: index of the culprit in the placement text. */
  readonly offset?: number;
  /** The problem itself, without the subject the message names first (e.g. "start position: "); the message if absent. */
  readonly detail?: string;
}

export class CompileError extends Error {
  readonly subject: CompileErrorSubject;
  readonly letter: string | undefined;
  readonly offset: number | undefined;
  readonly detail: string;
  constructor(
    readonly code: CompileErrorCode,
    message: string,
    place: CompileErrorPlace = {},
  ) {
    super(message);
    this.name = 'CompileError';
    this.subject = COMPILE_ERROR_SUBJECTS[code];
    this.letter = place.letter;
    this.offset = place.offset;
    this.detail = place.detail ?? message;
  }
}

export interface CompiledCastling {
  readonly kingType: number;
  /** Bit t set if type t may act as the rook. */
  readonly rookMask: number;
  readonly kingFile: number;
  readonly kingsideFiles: readonly number[];
  readonly queensideFiles: readonly number[];
  /** Castling rights won by drops (spec `castling.dropped`, placement). */
  readonly dropped: boolean;
}

/** The counting rules (compile/counting.ts): the rule's number and the types its limits count (-1: none). */
export interface CompiledCounting {
  readonly rule: number;
  readonly rook: number;
  readonly khon: number;
  readonly knight: number;
}

/** The forward move tables: what each piece-colour can do from each square. */
export interface MoveTables {
  /** Moves of piece-colour `pc` from `sq`: leaps at leapOff[k]..leapOff[k+1], k = pc*size+sq. */
  readonly leapOff: Int32Array;
  readonly leapTo: Int16Array;
  readonly leapMode: Uint8Array;
  /** Up to two path squares for lame/jumping leaps (-1 = none). */
  readonly leapPathA: Int16Array;
  readonly leapPathB: Int16Array;
  /**
   * Where each group of a key's leaps starts (each runs to the next's start,
   * the last to leapOff[k+1]): plain ones (move and/or capture) from
   * leapOff[k]; capture leaps that may take en passant from
   * leapEpCaptureStart[k]; quiet lame leaps over one square (the pawn's
   * double step) from leapDoubleStepStart[k]; the rest (other lame, jumping,
   * e.p.-only leaps), which take the generator's general path, from
   * leapGeneralStart[k].
   */
  readonly leapEpCaptureStart: Int32Array;
  readonly leapDoubleStepStart: Int32Array;
  readonly leapGeneralStart: Int32Array;
  /** Rays of `pc` from `sq` at rayOff[k]..rayOff[k+1], k = pc*size+sq; each ray indexes raySqOff. */
  readonly rayOff: Int32Array;
  readonly rayList: Int32Array;
}

/** The reverse (attack) tables: which pieces attack each square, and along what. */
export interface AttackTables {
  /**
   * Reverse tables. For attacker colour c and target square sq, k = c*size+sq:
   * leap attackers at attLeapOff[k]..: source square, type mask, path squares;
   * ray attackers at attRayOff[k]..: a ray index (squares walked outward from
   * sq), the mask of types attacking along it, and its kind.
   */
  readonly attLeapOff: Int32Array;
  readonly attLeapFrom: Int16Array;
  readonly attLeapMask: Int32Array;
  readonly attLeapMode: Uint8Array;
  readonly attLeapPathA: Int16Array;
  readonly attLeapPathB: Int16Array;
  readonly attRayOff: Int32Array;
  readonly attRay: Int32Array;
  readonly attRayMask: Int32Array;
  readonly attRayKind: Uint8Array;
}

export interface CompiledVariant extends MoveTables, AttackTables {
  readonly spec: VariantSpec;
  readonly geometry: Geometry;
  readonly size: number;
  readonly nTypes: number;
  /** Upper-case letter per type. */
  readonly letters: readonly string[];
  readonly royal: Uint8Array;
  readonly pawn: Uint8Array;
  readonly raySqOff: Int32Array;
  readonly raySq: Int16Array;
  /** Per ray: mode bits (M_MOVE/M_CAPTURE) and kind (RAY_*). */
  readonly rayMode: Uint8Array;
  readonly rayKind: Uint8Array;
  /**
   * Per colour: true when checks and pins can be found along lines alone
   * (no hopping, lame or jumping attacker of that colour), so legal moves can
   * be generated directly instead of by make-and-test.
   */
  readonly lineAttacksOnly: readonly [boolean, boolean];
  /** repeats[t] = 1 if type t can reach a square in two ways (see compileVariant): its moves are deduplicated. */
  readonly repeats: Uint8Array;
  /** promoZone[c*size+sq] = 1 if a pawn of colour c promotes on sq. */
  readonly promoZone: Uint8Array;
  /** promoFrom[pc*size+sq] = 1 if that pawn could promote with its next move from sq. */
  readonly promoFrom: Uint8Array;
  /** Promotion choices (types) per colour. */
  readonly promoChoices: readonly [Int8Array, Int8Array];
  readonly promoMandatory: boolean;
  /**
   * Pawn promotion limited by count (promotion.limit, Grand chess): promoLimit[t] = the most
   * pieces of type t a side may have on the board for a pawn to promote to it (0: no limit);
   * pawnStuck[pc*size+sq] = 1 where that piece has no move on an empty board, so that an
   * optional promotion must be taken there. Absent where not used.
   */
  readonly promoLimit?: Int8Array;
  readonly pawnStuck?: Uint8Array;
  /**
   * Sittuyin's promotion (promotion.sittuyin, kernel/sittuyinPromotion.ts): the zone per colour,
   * sittuyinZone[c*size+sq], where a pawn may turn into its choice as a move of its own; promoZone
   * is then empty (no pawn promotes by reaching it). Absent where not used.
   */
  readonly sittuyinZone?: Uint8Array;
  readonly castling: CompiledCastling | null;
  /** The counting rules, or null (no kernel code for them then). */
  readonly counting: CompiledCounting | null;
  /** Per colour and type: the ranks (0-based, from that side's first rank) where initial (`i`) moves apply. */
  readonly initialRanks: readonly [readonly (readonly number[])[], readonly (readonly number[])[]];
  /** Type index by upper-case letter. */
  readonly typeByLetter: ReadonlyMap<string, number>;
  /**
   * Zobrist keys, each two 32-bit halves at [2k] and [2k+1]: piece-colour pc
   * on square sq at k = pc*size+sq; then a castling right with its rook on sq
   * at k = zCastle + sq; an e.p. square at k = zEp + sq; the side to move
   * (Black) at k = zSide.
   */
  readonly zobrist: Int32Array;
  readonly zCastle: number;
  readonly zEp: number;
  readonly zSide: number;
  /** epRegion[c * size + sq] = 1 where colour c's double steps may leave an e.p. square (VariantSpec.enPassantRegion); absent: everywhere. */
  readonly epRegion?: Uint8Array;
}

// ------------------------------------------------ results (issue 15, "results")

/** A result value for the side to move, as the kernel codes it (see kernel/gameEnd codes). */
export const END_WIN = 1;
export const END_LOSS = 2;
export const END_DRAW = 3;
/** Why a node ends, shifted over the value: the kernel's gameEnd returns value | reason. */
export const END_EXTINCTION = 1 << 2;
export const END_BARE_KING = 2 << 2;
export const END_FLAG = 3 << 2;
export const END_CHECK_COUNT = 4 << 2;
export const END_CASTLING = 5 << 2;
/** Two passes in a row (rules/passing.ts). */
export const END_PASS = 6 << 2;
/** A pass that leaves the generals facing (janggi's bikjang, rules/passing.ts). */
export const END_BIKJANG = 7 << 2;
/** A board with no empty square left, scored by material (rules/flip.ts). */
export const END_FULL_BOARD = 8 << 2;

/** n in a row (rules/connect.ts). */
export const END_CONNECT = 9 << 2;

/** Connect-n as the kernel tests it (compile/connect.ts). */
export interface CompiledConnect {
  /** Pieces in an unbroken row; 0 for none. */
  readonly n: number;
  /** Pieces on one line, gaps allowed (collinearN); 0 for none. */
  readonly collinear: number;
  /** The side of a tight square (connectNxN); 0 for none. */
  readonly square: number;
  /** With `square`: blocks[sq*square*square + k], the k-th square of the block whose lower-left corner is sq; the first -1 where it leaves the board. */
  readonly blocks: Int16Array;
  /** Per direction d (at most four: up, up-right, right, down-right), next[d*size+sq]: the square one step on, -1 off the board. */
  readonly next: Int16Array;
  readonly nDirs: number;
  /** Per board code, 1 for a piece that counts (either colour). */
  readonly member: Uint8Array;
  /** END_WIN, END_LOSS or END_DRAW: the result for the side that made the line. */
  readonly value: number;
  /** Region links (connectRegion): start[c] colour c's first region's squares, goal[c*size+sq] 1 on its second's, adj[d*size+sq] the square one step on in each of nAdj directions (forward only), -1 off the board. */
  readonly regions?: { readonly start: readonly [Int16Array, Int16Array]; readonly goal: Uint8Array; readonly adj: Int16Array; readonly nAdj: number };
}

/** Extinction as the kernel tests it (compile/results.ts). */
export interface CompiledExtinction {
  /** The types counted one by one; empty for `'*'` (all of a side's pieces together). */
  readonly types: Int8Array;
  readonly count: number;
  readonly opponentCount: number;
  /** 1 when the side to move needs one more opponent piece to be out (claim). */
  readonly claim: number;
  /** END_WIN, END_LOSS or END_DRAW: the result for the side that is out. */
  readonly value: number;
  /** 1 for the bare-king form (`'*'`, count 1): the reason is `bare-king`. */
  readonly bareKing: number;
}

/** Pseudo-royalty as the kernel tests it (compile/results.ts, kernel/pseudoRoyal.ts). */
export interface CompiledPseudoRoyal {
  /** The listed types. */
  readonly types: Int8Array;
  /** A side's pieces of a listed type are royal while it has at most this many of that type (count + 1). */
  readonly limit: number;
  /** 1 with duple check: all of a side's pieces of the listed types attacked at once is check. */
  readonly duple: number;
}

/** The flag rule as the kernel tests it. */
export interface CompiledFlag {
  /** Per colour, a mask of the flag piece types. */
  readonly pieceMask: readonly [number, number];
  /** region[c*size+sq] = 1 if sq is in colour c's flag region. */
  readonly region: Uint8Array;
  readonly move: boolean;
  /** Dobutsu's rule: a flag piece counts only where the opponent does not attack it. */
  readonly safe?: boolean;
  /** How many flag pieces must stand in the region together; absent: 1. */
  readonly count?: number;
  /** With `count`: one flag piece in and the rest of the region occupied also wins; per colour, its region's squares. */
  readonly blocked?: readonly [Int32Array, Int32Array];
  /**
   * With `move`, per colour: 1 where the flag pieces are not royal (Fairy-Stockfish's flagMove for a
   * piece other than the king): the opponent's arrival ends nothing until it is the opponent's turn
   * again, so the arrival must survive one reply.
   */
  readonly survive?: readonly [number, number];
}

/** Shogi-style promotion (rules/promotion.ts): each type's own promoted type. */
export interface CompiledPiecePromotion {
  /** promoteTo[t] = the type t promotes to, or -1. */
  readonly promoteTo: Int8Array;
  /** stuck[pc*size+sq] = 1 if piece-colour pc has no move from sq on an empty board: a move there must promote. */
  readonly stuck: Uint8Array;
  /** A promoted piece turns back into what it promoted from where it could promote (promotion.demote); absent when not. */
  readonly demote?: boolean;
  /** Whether these promotions are compulsory, where it differs from promoMandatory (promotion.piecesMandatory); absent: as promoMandatory. */
  readonly mandatory?: boolean;
  /** Pieces promote (and demote) only on captures (promotion.onCapture, micro shogi); absent when not. */
  readonly onCapture?: boolean;
}

/** Hands and drops (compile/hands.ts). */
export interface CompiledHands {
  /** toHand[t] = 1 if a captured piece of type t goes to the captor's hand. */
  readonly toHand: Uint8Array;
  /** A captured promoted piece goes to hand as the type it promoted from. */
  readonly demote: boolean;
  /** dropZone[(c * nTypes + t) * size + sq] = 1 if colour c may drop type t on sq (when empty). */
  readonly dropZone: Uint8Array;
  /** The types in the order the FEN writes a hand (drops.handOrder, then the rest in the pieces' order); absent: the pieces' order. */
  readonly handOrder?: Int8Array;
  /** Hash keys, two 32-bit halves at [2k], [2k+1] for "colour c holds at least n + 1 of type t", k = (c * nTypes + t) * size + n. */
  readonly handKeys: Int32Array;
  /** Nifu: the type whose drop is refused on a file holding `noDoubledCount` of the side's own; absent for none. */
  readonly noDoubled?: number;
  readonly noDoubledCount?: number;
  /** noDropMate[t] = 1 if a checkmate given by dropping type t loses for the dropper (shogi's pawn); absent when no type is listed. */
  readonly noDropMate?: Uint8Array;
  /** dropPromoted[t] = the promoted type a piece of type t in hand may also be dropped as, or -1; absent unless drops.promoted. */
  readonly dropPromoted?: Int8Array;
  /**
   * Hash keys of the promoted marks, two 32-bit halves at [2k], [2k+1] for "the piece on sq promoted from type t",
   * k = t * size + sq; present where the FEN writes the marks (drops.demote, or shogi-style promotion).
   */
  readonly promotedKeys?: Int32Array;
  /** A setup phase (drops.mustDrop): while a side holds pieces in hand, it drops one whenever it can. Absent: false. */
  readonly mustDrop?: boolean;
  /** The types (drops.oppositeColors, placement's bishops) a side must be able to stand on both colours of squares; absent when none. */
  readonly oppositeColors?: Int8Array;
  /** Drops fall (drops.onTop, connect four): only onto the first rank or right above an occupied square. Absent: false. */
  readonly onTop?: true;
  /** Drops come in from an edge (drops.anySide, cfour-anyside): only where such a drop lands. Absent: false. */
  readonly anySide?: true;
  /** Hands kept only for gating (S-chess without drops): no drop moves, no captures into hand. */
  readonly gatingOnly?: true;
}

/** Gates and the moves they allow (compile/gating.ts). */
export interface CompiledGating {
  /** S-chess gating from the hand. */
  readonly fromHand: boolean;
  /** Captured pieces go to hand (drops): the gates then stay open while a hand is empty. */
  readonly capturesToHand: boolean;
  /** Ouk Chatrang's first moves: the king's, the met's and the rook's types, or -1 each. */
  readonly cambodianKing: number;
  readonly cambodianMet: number;
  readonly cambodianRook: number;
}

/** Multi-leg moves (compile/multiLeg.ts): per piece-colour and square, a depth-first tree of the squares the legs visit. */
export interface CompiledMultiLeg {
  /** types[t] = 1 if type t has multi-leg moves. */
  readonly types: Uint8Array;
  /** The nodes of piece-colour pc from sq are nodeOff[k]..nodeOff[k+1], k = pc*size+sq. */
  readonly nodeOff: Int32Array;
  readonly nodeSq: Int16Array;
  /** M_MOVE / M_CAPTURE: the move may end on the node's square (empty / by capture). */
  readonly nodeEmit: Uint8Array;
  /** What the square must hold to go on to the children: LEG_EMPTY 1, LEG_ENEMY 2 (captured in passing), LEG_OCCUPIED 4 (hopped). */
  readonly nodeCond: Uint8Array;
  /** The index just past the node's subtree. */
  readonly nodeSkip: Int32Array;
  /**
   * True when every square a multi-leg path can capture on (in passing or at
   * its end) is also a plain leap capture of the piece from that square: the
   * reverse tables then know every attack, and legality needs making only for
   * the locust moves (kernel/multiLeg.ts). The chu shogi lion's are.
   */
  readonly attacksCovered: boolean;
  /** The square of the locust victim on the path to the node; else -2 - the square the first leg ended on, or -1 on the first leg. */
  readonly nodeVia: Int16Array;
}

export interface CompiledVariant {
  /** Multi-leg moves; present only for variants with them. */
  readonly multiLeg?: CompiledMultiLeg;
  /** Atomic blasts; present only for variants with them. */
  readonly blast?: CompiledBlast;
  /** Mutual immunity: mutuallyImmune[t] = 1 for the types that may not capture one another; present only for variants with them. */
  readonly mutuallyImmune?: Uint8Array;
  /** Gates (S-chess gating, Ouk Chatrang's first moves); present only for variants with them. */
  readonly gating?: CompiledGating;
  /** Petrification; present only for variants with it. */
  readonly petrify?: CompiledPetrify;
  /** Walls placed with every move; present only for variants with them. */
  readonly walls?: CompiledWalls;
  /** Flips (ataxx, reversi); present only for variants with them. */
  readonly flip?: CompiledFlip;
  /** Shogi-style promotion; present only for variants with it. */
  readonly piecePromotion?: CompiledPiecePromotion;
  /** Hands and drops; present only for variants with them (so other variants' tables are unchanged). */
  readonly hands?: CompiledHands;
  /** Present only for variants with the rule (so other variants' tables are unchanged). */
  readonly extinction?: CompiledExtinction;
  /** Present only for variants with pseudo-royal pieces (extinction's `pseudoRoyal`), which then have no `extinction` unless captures blast. */
  readonly pseudoRoyal?: CompiledPseudoRoyal;
  readonly flag?: CompiledFlag;
  readonly connect?: CompiledConnect;
  /** Checks that win; present only when the variant counts checks. */
  readonly checkCount?: number;
  /** With checkCount: hash keys, two 32-bit halves at [2k], [2k+1] for colour c with n checks left at k = c * 10 + n. */
  readonly checkKeys?: Int32Array;
  /** With materialCounting `janggi`: each type's weight in the count (compile/results.ts, JANGGI_WEIGHTS), 0 for pieces not counted. */
  readonly materialWeights?: Int32Array;
}
