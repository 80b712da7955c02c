/**
 * A mutable position of a compiled variant: the board, piece lists, side to
 * move, castling rights, e.p. squares, clocks, an incremental Zobrist hash,
 * and an undo stack for make/unmake.
 *
 * The move generator, attack test and make/unmake themselves live in the
 * variant's kernel (kernel.ts, kernel/): this class holds state and delegates;
 * what the kernel reads and writes of it is the KernelState interface.
 * Legal moves come straight from the compiled tables. When the opponent can
 * only attack along lines (leapers and sliders; see
 * CompiledVariant.lineAttacksOnly) and the side to move has exactly one royal
 * piece, checks and pins are found once per node and most moves need no
 * test; otherwise (hoppers, lame leapers, several royals) every move is made
 * and tested — always exact, just slower.
 */
import type { CompiledVariant } from './compile.ts';
import { createKernel, type Kernel, type KernelState } from './kernel.ts';
import { BLAST_RECORD, MAX_CASTLE_OPTIONS, MAX_EP, MAX_SLOTS } from './limits.ts';
import { WALL } from './placement.ts';
import { KIND_WALL, moveKind } from './moves.ts';

// Where they were defined before limits.ts; the package and its files import them from here.
export { MAX_CASTLE_OPTIONS, MAX_MOVES } from './limits.ts';
/** Castling rights a position can hold, both sides together. */
export const MAX_CASTLING_RIGHTS = MAX_SLOTS;

const kernels = new WeakMap<CompiledVariant, Kernel>();

/** The variant's kernel, built on first use (one private copy of the hot code per variant). */
export function kernelOf(v: CompiledVariant): Kernel {
  let k = kernels.get(v);
  if (!k) {
    k = createKernel(v);
    kernels.set(v, k);
  }
  return k;
}

export class Position implements KernelState {
  readonly v: CompiledVariant;
  readonly k: Kernel;
  readonly size: number;
  /** 0 = empty, else pieceCode(type, colour). */
  readonly board: Uint8Array;
  /** Side to move: 0 White, 1 Black. */
  turn = 0;
  halfmove = 0;
  fullmove = 1;
  /** Piece lists: squares of piece-colour pc at plist[pc*size .. pc*size+pcount[pc]). */
  readonly plist: Int16Array;
  readonly pcount: Int32Array;
  /** Index of the piece on a square within its list. */
  readonly pindex: Int16Array;
  /** One word per rank for sets of squares, kept while bulk perft runs (KernelState.rankBits, kernel/rankBits.ts). */
  readonly rankBits: Int32Array;
  rankBitsKept = 0;
  /** Castling: one slot per (colour, rook) right; castleMask bit i = slot i still has its right. */
  castleMask = 0;
  readonly slotColor = new Int8Array(MAX_SLOTS);
  readonly slotKing = new Int16Array(MAX_SLOTS);
  readonly slotRook = new Int16Array(MAX_SLOTS);
  /** Per slot, its castling options: king and rook destinations at [slot * MAX_CASTLE_OPTIONS + option]. */
  readonly slotOptions = new Int8Array(MAX_SLOTS);
  readonly slotKingTo = new Int16Array(MAX_SLOTS * MAX_CASTLE_OPTIONS);
  readonly slotRookTo = new Int16Array(MAX_SLOTS * MAX_CASTLE_OPTIONS);
  nSlots = 0;
  /** castleMask bits cleared by any move from or to a square. */
  readonly clearMask: Int32Array;
  /** En-passant squares left by the last move, and the square of the piece that may be taken there. */
  epCount = 0;
  readonly epSq = new Int16Array(MAX_EP);
  epVictim = -1;
  /**
   * Zobrist hash of the position, as two 32-bit halves, kept up to date by
   * every change: pieces on squares, side to move, castling rights (by rook
   * square), e.p. squares.
   */
  hashLo = 0;
  hashHi = 0;
  /** Check counting (a variant with `checkCount`): the checks White and Black have still to give. */
  readonly checks = new Int8Array(2);
  /** Hands (a variant with drops): hand[c * nTypes + t] pieces of type t that colour c may drop. */
  readonly hand: Int32Array;
  /** Per square: 0, or for a promoted piece (`Q~`) the type it promoted from + 1. */
  readonly promoted: Uint8Array;

  /** Undo stack (used by the kernel): one record per ply made. */
  ply = 0;
  stMove = new Int32Array(256);
  /** Captured piece | moving piece << 8 | castling rights << 16. */
  stUndo = new Int32Array(256);
  stHalf = new Int32Array(256);
  stHashLo = new Int32Array(256);
  stHashHi = new Int32Array(256);
  stEpCount = new Uint8Array(256);
  stEpVictim = new Int16Array(256);
  stEpSq = new Int16Array(256 * MAX_EP);
  /** Per ply: 1 if the move counted a check (check counting). */
  stChecks = new Uint8Array(256);
  /** The counting rules' state (rules/counting.ts): limit and count in plies; 0 when no count runs. */
  countLimit = 0;
  countPly = 0;
  stCountLimit = new Int32Array(256);
  stCountPly = new Int32Array(256);
  /** Per ply, with hands: the promoted marks of the captured piece and the mover, and the type put in hand (kernel/hands.ts). */
  stHand = new Int32Array(256);
  /** Per ply, where captures blast: the pieces removed (kernel/blast.ts). */
  stBlast = new Int32Array(256 * BLAST_RECORD);
  /** Per ply, where captures petrify: the code of the piece turned into a wall, or 0 (kernel/petrify.ts). */
  stWall = new Int32Array(256);
  /** Per ply, where pieces flip: how many turned in each direction (kernel/flip.ts). */
  stFlip = new Int32Array(256);
  /** Per ply, for a multi-leg move: the piece its last leg captured, + 1 (kernel/multiLeg.ts). */
  stLeg = new Int32Array(256);
  /**
   * Gates (rules/gating.ts): bit f set while White's first-rank square on
   * file f keeps its gate, bit 16 + f Black's; not hashed (as Fairy-Stockfish
   * does not). Per ply, the gates before the move (kernel/gating.ts).
   */
  gates = 0;
  stGates = new Int32Array(256);

  constructor(v: CompiledVariant) {
    this.v = v;
    this.k = kernelOf(v);
    this.size = v.size;
    this.board = new Uint8Array(v.size);
    this.plist = new Int16Array(v.nTypes * 2 * v.size);
    this.pcount = new Int32Array(v.nTypes * 2);
    this.pindex = new Int16Array(v.size);
    this.clearMask = new Int32Array(v.size);
    this.hand = new Int32Array(2 * v.nTypes);
    this.promoted = new Uint8Array(v.size);
    this.rankBits = new Int32Array((2 * v.nTypes + 2) * (v.size / v.geometry.cols));
  }

  /** Puts a piece, or a wall, on an empty square (setting up a position). */
  put(sq: number, code: number): void {
    if (code === WALL) {
      this.board[sq] = WALL;
      return;
    }
    const pc = code - 2;
    const i = this.pcount[pc]!;
    this.plist[pc * this.size + i] = sq;
    this.pindex[sq] = i;
    this.pcount[pc] = i + 1;
    this.board[sq] = code;
  }

  /**
   * Adds a castling right for colour c with the rook on rookSq (the king on
   * kingSq), and where king and rook may land: one [kingTo, rookTo] pair for
   * orthodox castling, several for flexible castling.
   */
  addCastlingSlot(c: number, kingSq: number, rookSq: number, options: readonly (readonly [number, number])[]): void {
    if (this.nSlots >= MAX_SLOTS) throw new RangeError('too many castling rights');
    if (options.length === 0 || options.length > MAX_CASTLE_OPTIONS) throw new RangeError(`a castling right needs 1 to ${MAX_CASTLE_OPTIONS} destinations`);
    const i = this.nSlots++;
    this.slotColor[i] = c;
    this.slotKing[i] = kingSq;
    this.slotRook[i] = rookSq;
    this.slotOptions[i] = options.length;
    options.forEach(([kingTo, rookTo], o) => {
      this.slotKingTo[i * MAX_CASTLE_OPTIONS + o] = kingTo;
      this.slotRookTo[i * MAX_CASTLE_OPTIONS + o] = rookTo;
    });
    this.castleMask |= 1 << i;
    this.clearMask[rookSq]! |= 1 << i;
    // Moving the king loses every right of its colour.
    for (let j = 0; j < this.nSlots; j++) if (this.slotColor[j] === c) this.clearMask[kingSq]! |= 1 << j;
  }

  // ------------------------------------------------------------ hashing

  /** The hash computed from scratch (what the incremental one must always equal). */
  computeHash(): [number, number] {
    const v = this.v;
    const z = v.zobrist;
    let lo = 0;
    let hi = 0;
    const add = (k: number) => {
      lo ^= z[2 * k]!;
      hi ^= z[2 * k + 1]!;
    };
    for (let sq = 0; sq < this.size; sq++) {
      const code = this.board[sq]!;
      if (code === WALL) {
        // Walls come from petrification or walls placed with every move, or stand in a flip variant's position from the start (ataxx's blocked squares).
        const wallKeys = (v.petrify ?? v.walls ?? v.flip)!.wallKeys;
        lo ^= wallKeys[2 * sq]!;
        hi ^= wallKeys[2 * sq + 1]!;
      } else if (code !== 0) add((code - 2) * this.size + sq);
    }
    for (let i = 0; i < this.nSlots; i++) if ((this.castleMask >> i) & 1) add(v.zCastle + this.slotRook[i]!);
    for (let i = 0; i < this.epCount; i++) add(v.zEp + this.epSq[i]!);
    if (this.turn === 1) add(v.zSide);
    // Between a piece's move and its wall (rules/walls.ts): the half-turn's key.
    if (v.walls && v.walls.orMove !== true && this.ply > 0 && moveKind(this.stMove[this.ply - 1]!) !== KIND_WALL) {
      lo ^= v.walls.phaseKey[0]!;
      hi ^= v.walls.phaseKey[1]!;
    }
    // Hands: per colour and type, the keys of the pieces held.
    const hk = v.hands?.handKeys;
    if (hk) {
      for (let i = 0; i < 2 * v.nTypes; i++) {
        for (let n = 0; n < this.hand[i]!; n++) {
          lo ^= hk[2 * (i * this.size + n)]!;
          hi ^= hk[2 * (i * this.size + n) + 1]!;
        }
      }
    }
    // Promoted marks, where the FEN writes them (crazyhouse's `Q~`, shogi's `+P`): a promoted piece is not its unpromoted twin.
    const pk = v.hands?.promotedKeys;
    if (pk) {
      for (let sq = 0; sq < this.size; sq++) {
        const mark = this.promoted[sq]!;
        if (mark === 0) continue;
        lo ^= pk[2 * ((mark - 1) * this.size + sq)]!;
        hi ^= pk[2 * ((mark - 1) * this.size + sq) + 1]!;
      }
    }
    // Check counting: the checks each side has left.
    if (v.checkKeys) {
      for (const c of [0, 1]) {
        const k = 2 * (c * 10 + this.checks[c]!);
        lo ^= v.checkKeys[k]!;
        hi ^= v.checkKeys[k + 1]!;
      }
    }
    return [lo, hi];
  }

  /** Sets the hash from scratch, after the position was set up piece by piece. */
  rehash(): void {
    [this.hashLo, this.hashHi] = this.computeHash();
  }

  // ------------------------------------------------ the kernel's services

  make(m: number): void {
    this.k.make(this, m);
  }

  unmake(): void {
    this.k.unmake(this);
  }

  /** Writes the legal moves into out[start..]; returns the new end. */
  generateLegal(out: Int32Array, start: number): number {
    return this.k.generateLegal(this, out, start);
  }

  /** The reference generator: every pseudo-legal move made and tested (what tests check the fast path against). */
  generateLegalByMaking(out: Int32Array, start: number): number {
    return this.k.generateLegalByMaking(this, out, start);
  }

  /** Pseudo-legal moves; castling included without its attack tests. */
  generatePseudo(out: Int32Array, start: number): number {
    return this.k.generatePseudo(this, out, start);
  }

  /**
   * 0 while the game goes on, else how a node-start rule (extinction, flag,
   * check counting) has ended it (Kernel.gameEnd); such a node has no moves.
   */
  gameEnd(): number {
    return this.k.gameEnd(this);
  }

  /** Is square sq attacked (by capture) by a piece of colour by? */
  isAttacked(sq: number, by: number): boolean {
    return this.k.isAttacked(this, sq, by);
  }

  /** Is the side to move's royal piece (any of them) attacked? */
  inCheck(): boolean {
    return this.k.royalAttacked(this, this.turn);
  }

  royalAttacked(c: number): boolean {
    return this.k.royalAttacked(this, c);
  }

  /** Doubles the undo stack (games longer than it). */
  grow(): void {
    const n = this.stMove.length * 2;
    const g32 = (a: Int32Array) => {
      const b = new Int32Array(n);
      b.set(a);
      return b;
    };
    this.stMove = g32(this.stMove);
    this.stUndo = g32(this.stUndo);
    this.stHalf = g32(this.stHalf);
    this.stHashLo = g32(this.stHashLo);
    this.stHashHi = g32(this.stHashHi);
    this.stCountLimit = g32(this.stCountLimit);
    this.stCountPly = g32(this.stCountPly);
    this.stHand = g32(this.stHand);
    this.stWall = g32(this.stWall);
    this.stLeg = g32(this.stLeg);
    this.stGates = g32(this.stGates);
    this.stFlip = g32(this.stFlip);
    const bl = new Int32Array(n * BLAST_RECORD);
    bl.set(this.stBlast);
    this.stBlast = bl;
    const epc = new Uint8Array(n);
    epc.set(this.stEpCount);
    this.stEpCount = epc;
    const epv = new Int16Array(n);
    epv.set(this.stEpVictim);
    this.stEpVictim = epv;
    const eps = new Int16Array(n * MAX_EP);
    eps.set(this.stEpSq);
    this.stEpSq = eps;
    const chk = new Uint8Array(n);
    chk.set(this.stChecks);
    this.stChecks = chk;
  }
}
