/**
 * The kernel's contracts, explicit: what it reads of a compiled variant
 * (KernelTables), what it reads and writes of a position (KernelState), the
 * constants and move codecs it is handed (KernelConstants), and what it
 * offers (Kernel). Position implements KernelState; nothing here imports
 * position.ts, so the kernel and Position do not depend on each other.
 */
import type { CompiledVariant } from '../compile.ts';
import type { Geometry } from '../geometry.ts';
import type { MoveCodecs } from '../moves.ts';
import type { VariantSpec } from '../spec.ts';
import type { kernelConstants } from './constants.ts';

/** The compiled variant's tables the kernel walks (see CompiledVariant for what each holds). */
export interface KernelTables
  extends Pick<
    CompiledVariant,
    | 'size'
    | 'nTypes'
    | 'royal'
    | 'pawn'
    | 'leapOff'
    | 'leapTo'
    | 'leapMode'
    | 'leapPathA'
    | 'leapPathB'
    | 'leapEpCaptureStart'
    | 'leapDoubleStepStart'
    | 'leapGeneralStart'
    | 'rayOff'
    | 'rayList'
    | 'raySqOff'
    | 'raySq'
    | 'rayMode'
    | 'rayKind'
    | 'attLeapOff'
    | 'attLeapFrom'
    | 'attLeapMask'
    | 'attLeapMode'
    | 'attLeapPathA'
    | 'attLeapPathB'
    | 'attRayOff'
    | 'attRay'
    | 'attRayMask'
    | 'attRayKind'
    | 'lineAttacksOnly'
    | 'repeats'
    | 'promoZone'
    | 'promoFrom'
    | 'promoChoices'
    | 'promoMandatory'
    | 'promoLimit'
    | 'pawnStuck'
    | 'sittuyinZone'
    | 'piecePromotion'
    | 'castling'
    | 'counting'
    | 'zobrist'
    | 'zCastle'
    | 'zEp'
    | 'epRegion'
    | 'zSide'
    | 'extinction'
    | 'pseudoRoyal'
    | 'flag'
    | 'materialWeights'
    | 'connect'
    | 'checkCount'
    | 'checkKeys'
    | 'hands'
    | 'blast'
    | 'mutuallyImmune'
    | 'petrify'
    | 'walls'
    | 'flip'
    | 'multiLeg'
    | 'gating'
  > {
  readonly geometry: Pick<Geometry, 'cols'>;
  /** The spec's legality keys: select.ts chooses the parts by them; the rules' full parts switch themselves off without them. */
  readonly spec: Pick<VariantSpec, 'startFen' | 'pieces' | 'mustCapture' | 'checking' | 'drops' | 'makpong' | 'oppositeCastling' | 'castlingWins' | 'pass' | 'bikjang' | 'materialCounting'>;
}

/**
 * The state of one position as the kernel sees it (Position implements it;
 * see position.ts for what each field means). The typed arrays are written in
 * place; the scalars are read and assigned.
 */
export interface KernelState {
  readonly board: Uint8Array;
  turn: number;
  halfmove: number;
  fullmove: number;
  readonly plist: Int16Array;
  readonly pcount: Int32Array;
  readonly pindex: Int16Array;
  castleMask: number;
  readonly slotColor: Int8Array;
  readonly slotKing: Int16Array;
  readonly slotRook: Int16Array;
  readonly slotOptions: Int8Array;
  readonly slotKingTo: Int16Array;
  readonly slotRookTo: Int16Array;
  readonly nSlots: number;
  readonly clearMask: Int32Array;
  epCount: number;
  readonly epSq: Int16Array;
  epVictim: number;
  hashLo: number;
  hashHi: number;
  /** The undo stack: one record per ply made (make writes, unmake reads). */
  ply: number;
  readonly stMove: Int32Array;
  readonly stUndo: Int32Array;
  readonly stHalf: Int32Array;
  readonly stHashLo: Int32Array;
  readonly stHashHi: Int32Array;
  readonly stEpCount: Uint8Array;
  readonly stEpVictim: Int16Array;
  readonly stEpSq: Int16Array;
  /** Check counting (rules/checkCount.ts): the checks each side has still to give, and per ply whether the move counted one. */
  readonly checks: Int8Array;
  readonly stChecks: Uint8Array;
  /** The counting rules' limit and count, in plies (0, 0 when no count runs), and their undo records. */
  countLimit: number;
  countPly: number;
  readonly stCountLimit: Int32Array;
  readonly stCountPly: Int32Array;
  /** Hands (rules/drops.ts): hand[c * nTypes + t] pieces of type t in colour c's hand. */
  readonly hand: Int32Array;
  /** Per square, 0, or for a promoted piece the type it promoted from + 1 (it goes to hand as that type). */
  readonly promoted: Uint8Array;
  /** Per ply, where hands are kept: the captured piece's promoted mark | the mover's << 8 | the type put in hand + 1 << 16. */
  readonly stHand: Int32Array;
  /** Per ply, where captures blast (kernel/blast.ts): BLAST_RECORD slots, the number of pieces removed, then each as code | square << 8. */
  readonly stBlast: Int32Array;
  /** Per ply, where captures petrify (kernel/petrify.ts): the code of the piece turned into a wall, or 0. */
  readonly stWall: Int32Array;
  /** Per ply, where pieces flip (kernel/flip.ts): the number of pieces the move turned in each of the eight directions, four bits each. */
  readonly stFlip: Int32Array;
  /** Per ply, for a multi-leg move with a locust victim or coming back (kernel/multiLeg.ts): the piece its last leg captured + 1, else 0. */
  readonly stLeg: Int32Array;
  /** Gates (rules/gating.ts): bit f for White's first-rank file f, bit 16 + f for Black's; per ply, the gates before the move. */
  gates: number;
  readonly stGates: Int32Array;
  /**
   * One word per rank (bit f for file f): per piece-colour pc rank r at pc * rows + r, then each colour's occupancy at
   * (2 * nTypes + c) * rows + r (kernel/rankBits.ts). Kept by the kernel only while rankBitsKept is 1: during bulk
   * perft, where a count reads them.
   */
  readonly rankBits: Int32Array;
  rankBitsKept: number;
  /** Doubles the undo stack (make calls it when a game outgrows it). */
  grow(): void;
}

/** The constants as kernel/constants.ts gathers them. */
export type KernelConstantValues = typeof kernelConstants;

/** Constants and move codecs every part receives (one source of truth: moves.ts, compile.ts, limits.ts, placement.ts). */
export type KernelConstants = KernelConstantValues & MoveCodecs;

export interface Kernel {
  /** Legal moves of the side to move into out[start..]; returns the new end. */
  generateLegal(p: KernelState, out: Int32Array, start: number): number;
  /** The reference generator: pseudo-legal moves, each made and tested. */
  generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number;
  /** Pseudo-legal moves (castling without its attack tests). */
  generatePseudo(p: KernelState, out: Int32Array, start: number): number;
  isAttacked(p: KernelState, sq: number, by: number): boolean;
  royalAttacked(p: KernelState, c: number): boolean;
  make(p: KernelState, m: number): void;
  unmake(p: KernelState): void;
  /**
   * 0 while the game goes on at this node, else how the node-start rules
   * (extinction, flag, check counting) end it: END_WIN/END_LOSS/END_DRAW for
   * the side to move | END_EXTINCTION/END_BARE_KING/END_FLAG/END_CHECK_COUNT.
   * generateLegal and perft give no moves at such a node.
   */
  gameEnd(p: KernelState): number;
  /** Leaf count after `depth` plies; the last ply counted, not made. */
  perft(p: KernelState, depth: number): number;
  /** Leaf count with every leaf move made and unmade ("full" perft). */
  perftFull(p: KernelState, depth: number): number;
}

/**
 * Legal moves behind the node-start result rules: each rule's part wraps the
 * one before (kernel/checkCount.ts, flag.ts, extinction.ts), answering no moves
 * where it ends the game; a variant without the rule gets the inner one as is.
 */
export interface EndChain {
  gameEnd(p: KernelState): number;
  generateLegal(p: KernelState, out: Int32Array, start: number): number;
  generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number;
}
