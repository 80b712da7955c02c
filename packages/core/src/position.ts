/**
 * A mutable position of a compiled variant, with make/unmake, legal move
 * generation and attack detection.
 *
 * Legal moves come straight from the compiled tables. When the opponent can
 * only attack along lines (leapers and sliders; see
 * CompiledVariant.lineAttacksOnly) and the side to move has exactly one royal
 * piece, checks and pins are found once per node and most moves need no
 * test; only king moves, moves of pinned pieces, en passant and castling are
 * checked one by one. Otherwise (hoppers, lame leapers, several royals) every
 * move is made and tested — always exact, just slower.
 */
import {
  M_CAPTURE,
  M_EP,
  M_EP_CREATE,
  M_JUMP,
  M_LAME,
  M_MOVE,
  RAY_CANNON,
  RAY_GRASSHOPPER,
  RAY_SLIDE,
  type CompiledVariant,
} from './compile.ts';
import { KIND_CASTLE, KIND_DOUBLE, KIND_EN_PASSANT, KIND_NORMAL, encodeMove } from './moves.ts';
import { pieceCode } from './placement.ts';

/** Moves one position can have at most; generous for 26×26 boards of riders. */
export const MAX_MOVES = 8192;
const MAX_EP = 8;
const MAX_SLOTS = 8;

export class Position {
  readonly v: CompiledVariant;
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
  /** Castling: one slot per (colour, rook) right; castleMask bit i = slot i still has its right. */
  castleMask = 0;
  readonly slotColor = new Int8Array(MAX_SLOTS);
  readonly slotKing = new Int16Array(MAX_SLOTS);
  readonly slotRook = new Int16Array(MAX_SLOTS);
  readonly slotKingTo = new Int16Array(MAX_SLOTS);
  readonly slotRookTo = new Int16Array(MAX_SLOTS);
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

  // Undo stack, one record per ply made.
  private ply = 0;
  private stMove = new Int32Array(256);
  private stCaptured = new Uint8Array(256);
  private stMoved = new Uint8Array(256);
  private stCastle = new Int32Array(256);
  private stHalf = new Int32Array(256);
  private stHashLo = new Int32Array(256);
  private stHashHi = new Int32Array(256);
  private stEpCount = new Uint8Array(256);
  private stEpVictim = new Int16Array(256);
  private stEpSq = new Int16Array(256 * MAX_EP);

  // Scratch for move generation (stamped, so never cleared).
  private stamp = 0;
  private readonly pinStamp: Int32Array;
  private readonly evasionStamp: Int32Array;
  private readonly checkers = new Int16Array(64);
  private nCheckers = 0;

  constructor(v: CompiledVariant) {
    this.v = v;
    this.size = v.size;
    this.board = new Uint8Array(v.size);
    this.plist = new Int16Array(v.nTypes * 2 * v.size);
    this.pcount = new Int32Array(v.nTypes * 2);
    this.pindex = new Int16Array(v.size);
    this.clearMask = new Int32Array(v.size);
    this.pinStamp = new Int32Array(v.size);
    this.evasionStamp = new Int32Array(v.size);
  }

  // ---------------------------------------------------------------- pieces

  put(sq: number, code: number): void {
    const pc = code - 2;
    const i = this.pcount[pc]!;
    const k = pc * this.size + sq;
    this.plist[pc * this.size + i] = sq;
    this.pindex[sq] = i;
    this.pcount[pc] = i + 1;
    this.board[sq] = code;
    this.hashLo ^= this.v.zobrist[2 * k]!;
    this.hashHi ^= this.v.zobrist[2 * k + 1]!;
  }

  remove(sq: number): void {
    const pc = this.board[sq]! - 2;
    const base = pc * this.size;
    const last = --this.pcount[pc]!;
    const i = this.pindex[sq]!;
    const moved = this.plist[base + last]!;
    this.plist[base + i] = moved;
    this.pindex[moved] = i;
    this.board[sq] = 0;
    this.hashLo ^= this.v.zobrist[2 * (base + sq)]!;
    this.hashHi ^= this.v.zobrist[2 * (base + sq) + 1]!;
  }

  private shift(from: number, to: number): void {
    const code = this.board[from]!;
    const i = this.pindex[from]!;
    const base = (code - 2) * this.size;
    this.plist[base + i] = to;
    this.pindex[to] = i;
    this.board[to] = code;
    this.board[from] = 0;
    const z = this.v.zobrist;
    this.hashLo ^= z[2 * (base + from)]! ^ z[2 * (base + to)]!;
    this.hashHi ^= z[2 * (base + from) + 1]! ^ z[2 * (base + to) + 1]!;
  }

  /** The hash computed from scratch (what the incremental one must always equal). */
  computeHash(): [number, number] {
    const v = this.v;
    const z = v.zobrist;
    let lo = 0;
    let hi = 0;
    for (let sq = 0; sq < this.size; sq++) {
      const code = this.board[sq]!;
      if (code === 0) continue;
      const k = (code - 2) * this.size + sq;
      lo ^= z[2 * k]!;
      hi ^= z[2 * k + 1]!;
    }
    for (let i = 0; i < this.nSlots; i++) {
      if ((this.castleMask >> i) & 1) {
        lo ^= z[2 * (v.zCastle + this.slotRook[i]!)]!;
        hi ^= z[2 * (v.zCastle + this.slotRook[i]!) + 1]!;
      }
    }
    for (let i = 0; i < this.epCount; i++) {
      lo ^= z[2 * (v.zEp + this.epSq[i]!)]!;
      hi ^= z[2 * (v.zEp + this.epSq[i]!) + 1]!;
    }
    if (this.turn === 1) {
      lo ^= z[2 * v.zSide]!;
      hi ^= z[2 * v.zSide + 1]!;
    }
    return [lo, hi];
  }

  /** Sets the hash from scratch, after the position was set up piece by piece. */
  rehash(): void {
    [this.hashLo, this.hashHi] = this.computeHash();
  }

  /** XORs the keys of the castling rights in `bits` and of the current e.p. squares. */
  private hashRights(bits: number, withEp: boolean): void {
    const v = this.v;
    const z = v.zobrist;
    for (let i = 0; bits; i++, bits >>>= 1) {
      if (bits & 1) {
        this.hashLo ^= z[2 * (v.zCastle + this.slotRook[i]!)]!;
        this.hashHi ^= z[2 * (v.zCastle + this.slotRook[i]!) + 1]!;
      }
    }
    if (withEp) {
      for (let i = 0; i < this.epCount; i++) {
        this.hashLo ^= z[2 * (v.zEp + this.epSq[i]!)]!;
        this.hashHi ^= z[2 * (v.zEp + this.epSq[i]!) + 1]!;
      }
    }
  }

  /** Number of royal pieces of colour c, and the square of the last one found. */
  royalSquare(c: number): number {
    const v = this.v;
    let found = -1;
    for (let t = 0; t < v.nTypes; t++) {
      if (!v.royal[t]) continue;
      const pc = t * 2 + c;
      const n = this.pcount[pc]!;
      if (n === 0) continue;
      if (n > 1 || found >= 0) return -2;
      found = this.plist[pc * this.size]!;
    }
    return found;
  }

  // --------------------------------------------------------------- castling

  /** Adds a castling right for colour c with the rook on rookSq (the king on kingSq). */
  addCastlingSlot(c: number, kingSq: number, rookSq: number, kingTo: number, rookTo: number): void {
    if (this.nSlots >= MAX_SLOTS) throw new RangeError('too many castling rights');
    const i = this.nSlots++;
    this.slotColor[i] = c;
    this.slotKing[i] = kingSq;
    this.slotRook[i] = rookSq;
    this.slotKingTo[i] = kingTo;
    this.slotRookTo[i] = rookTo;
    this.castleMask |= 1 << i;
    this.clearMask[rookSq]! |= 1 << i;
    // Moving the king loses every right of its colour.
    for (let j = 0; j < this.nSlots; j++) if (this.slotColor[j] === c) this.clearMask[kingSq]! |= 1 << j;
  }

  // ------------------------------------------------------------- make/unmake

  make(m: number): void {
    const ply = this.ply;
    if (ply >= this.stMove.length) this.grow();
    const board = this.board;
    const from = m & 1023;
    const to = (m >>> 10) & 1023;
    const promo = ((m >>> 20) & 63) - 1;
    const kind = (m >>> 26) & 7;
    this.stMove[ply] = m;
    this.stCastle[ply] = this.castleMask;
    this.stHalf[ply] = this.halfmove;
    this.stHashLo[ply] = this.hashLo;
    this.stHashHi[ply] = this.hashHi;
    const epN = this.epCount;
    if (epN) this.hashRights(0, true);
    this.stEpCount[ply] = epN;
    this.stEpVictim[ply] = this.epVictim;
    for (let i = 0; i < epN; i++) this.stEpSq[ply * MAX_EP + i] = this.epSq[i]!;
    this.epCount = 0;
    this.epVictim = -1;

    const code = board[from]!;
    this.stMoved[ply] = code;
    let captured = 0;
    this.halfmove++;
    if (kind === KIND_CASTLE) {
      // `to` is the rook's square; the slot gives the destinations.
      const slot = this.slotOf(from, to);
      const rook = board[to]!;
      this.remove(to);
      this.remove(from);
      this.put(this.slotKingTo[slot]!, code);
      this.put(this.slotRookTo[slot]!, rook);
    } else {
      if (kind === KIND_EN_PASSANT) {
        const victim = this.stEpVictim[ply]!;
        captured = board[victim]!;
        this.remove(victim);
      } else if (board[to] !== 0) {
        captured = board[to]!;
        this.remove(to);
      }
      this.shift(from, to);
      if (promo >= 0) {
        this.remove(to);
        this.put(to, pieceCode(promo, code & 1));
      }
      if (captured !== 0 || this.v.pawn[(code >> 1) - 1]) this.halfmove = 0;
      if (kind === KIND_DOUBLE) {
        this.leaveEpSquares(from, to);
        this.hashRights(0, true);
      }
    }
    const lost = this.castleMask & (this.clearMask[from]! | this.clearMask[to]!);
    if (lost) {
      this.castleMask &= ~lost;
      this.hashRights(lost, false);
    }
    this.stCaptured[ply] = captured;
    if (this.turn === 1) this.fullmove++;
    this.turn ^= 1;
    this.hashLo ^= this.v.zobrist[2 * this.v.zSide]!;
    this.hashHi ^= this.v.zobrist[2 * this.v.zSide + 1]!;
    this.ply = ply + 1;
  }

  unmake(): void {
    const ply = --this.ply;
    const m = this.stMove[ply]!;
    const from = m & 1023;
    const to = (m >>> 10) & 1023;
    const promo = ((m >>> 20) & 63) - 1;
    const kind = (m >>> 26) & 7;
    this.turn ^= 1;
    if (this.turn === 1) this.fullmove--;
    if (kind === KIND_CASTLE) {
      const slot = this.slotOf(from, to);
      const kingTo = this.slotKingTo[slot]!;
      const rookTo = this.slotRookTo[slot]!;
      const king = this.board[kingTo]!;
      const rook = this.board[rookTo]!;
      this.remove(kingTo);
      this.remove(rookTo);
      this.put(from, king);
      this.put(to, rook);
    } else {
      if (promo >= 0) {
        this.remove(to);
        this.put(to, this.stMoved[ply]!);
      }
      this.shift(to, from);
      const captured = this.stCaptured[ply]!;
      if (captured !== 0) this.put(kind === KIND_EN_PASSANT ? this.stEpVictim[ply]! : to, captured);
    }
    this.castleMask = this.stCastle[ply]!;
    this.halfmove = this.stHalf[ply]!;
    this.hashLo = this.stHashLo[ply]!;
    this.hashHi = this.stHashHi[ply]!;
    const epN = this.stEpCount[ply]!;
    this.epCount = epN;
    this.epVictim = this.stEpVictim[ply]!;
    for (let i = 0; i < epN; i++) this.epSq[i] = this.stEpSq[ply * MAX_EP + i]!;
  }

  private slotOf(kingSq: number, rookSq: number): number {
    for (let i = 0; i < this.nSlots; i++) if (this.slotKing[i] === kingSq && this.slotRook[i] === rookSq) return i;
    throw new Error('castling move without a castling slot');
  }

  /** The squares a double step crossed become e.p. squares; the mover is the victim. */
  private leaveEpSquares(from: number, to: number): void {
    const cols = this.v.geometry.cols;
    const df = (to % cols) - (from % cols);
    const dr = ((to / cols) | 0) - ((from / cols) | 0);
    const n = gcd(Math.abs(df), Math.abs(dr));
    const step = (dr / n) * cols + df / n;
    let k = 0;
    for (let s = from + step; s !== to && k < MAX_EP; s += step) this.epSq[k++] = s;
    this.epCount = k;
    this.epVictim = to;
  }

  private grow(): void {
    const n = this.stMove.length * 2;
    const g32 = (a: Int32Array) => {
      const b = new Int32Array(n);
      b.set(a);
      return b;
    };
    this.stMove = g32(this.stMove);
    this.stHashLo = g32(this.stHashLo);
    this.stHashHi = g32(this.stHashHi);
    this.stCastle = g32(this.stCastle);
    this.stHalf = g32(this.stHalf);
    const g8 = (a: Uint8Array) => {
      const b = new Uint8Array(n);
      b.set(a);
      return b;
    };
    this.stCaptured = g8(this.stCaptured);
    this.stMoved = g8(this.stMoved);
    this.stEpCount = g8(this.stEpCount);
    const epv = new Int16Array(n);
    epv.set(this.stEpVictim);
    this.stEpVictim = epv;
    const eps = new Int16Array(n * MAX_EP);
    eps.set(this.stEpSq);
    this.stEpSq = eps;
  }

  // ---------------------------------------------------------------- attacks

  /** Is square sq attacked (by capture) by a piece of colour by? */
  isAttacked(sq: number, by: number): boolean {
    const v = this.v;
    const board = this.board;
    const k = by * this.size + sq;
    for (let i = v.attLeapOff[k]!, end = v.attLeapOff[k + 1]!; i < end; i++) {
      const code = board[v.attLeapFrom[i]!]!;
      if (code === 0 || (code & 1) !== by || ((v.attLeapMask[i]! >> ((code >> 1) - 1)) & 1) === 0) continue;
      const mode = v.attLeapMode[i]!;
      if (mode === 0) return true;
      const a = v.attLeapPathA[i]!;
      const b = v.attLeapPathB[i]!;
      if (mode & M_LAME) {
        if ((a < 0 || board[a] === 0) && (b < 0 || board[b] === 0)) return true;
      } else if ((a >= 0 && board[a] !== 0) || (b >= 0 && board[b] !== 0)) return true;
    }
    const raySq = v.raySq;
    for (let i = v.attRayOff[k]!, end = v.attRayOff[k + 1]!; i < end; i++) {
      const r = v.attRay[i]!;
      let j = v.raySqOff[r]!;
      const stop = v.raySqOff[r + 1]!;
      const kind = v.attRayKind[i]!;
      if (kind === RAY_GRASSHOPPER) {
        // The screen must stand right next to sq; the grasshopper anywhere beyond it.
        if (board[raySq[j]!] === 0) continue;
        j++;
      } else if (kind === RAY_CANNON) {
        while (j < stop && board[raySq[j]!] === 0) j++;
        j++;
      }
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const code = board[raySq[j]!]!;
      if ((code & 1) === by && (v.attRayMask[i]! >> ((code >> 1) - 1)) & 1) return true;
    }
    return false;
  }

  /** Is the side to move's royal piece (any of them) attacked? */
  inCheck(): boolean {
    return this.royalAttacked(this.turn);
  }

  royalAttacked(c: number): boolean {
    const v = this.v;
    for (let t = 0; t < v.nTypes; t++) {
      if (!v.royal[t]) continue;
      const pc = t * 2 + c;
      for (let i = 0, n = this.pcount[pc]!; i < n; i++) {
        if (this.isAttacked(this.plist[pc * this.size + i]!, c ^ 1)) return true;
      }
    }
    return false;
  }

  // --------------------------------------------------------- move generation

  /**
   * Writes the pseudo-legal moves of the side to move into out[start..] and
   * returns the new end. Castling is included only when not in check is
   * unknown here; callers filter.
   */
  generatePseudo(out: Int32Array, start: number): number {
    const v = this.v;
    const board = this.board;
    const size = this.size;
    const us = this.turn;
    const promoZone = v.promoZone;
    const zoneBase = us * size;
    let n = start;
    for (let t = 0; t < v.nTypes; t++) {
      const pc = t * 2 + us;
      const count = this.pcount[pc]!;
      if (count === 0) continue;
      const isPawn = v.pawn[t] === 1;
      const choices = v.promoChoices[us]!;
      for (let p = 0; p < count; p++) {
        const from = this.plist[pc * size + p]!;
        const k = pc * size + from;
        for (let i = v.leapOff[k]!, end = v.leapOff[k + 1]!; i < end; i++) {
          const to = v.leapTo[i]!;
          const mode = v.leapMode[i]!;
          if (mode & (M_LAME | M_JUMP)) {
            const a = v.leapPathA[i]!;
            const b = v.leapPathB[i]!;
            if (mode & M_LAME) {
              if ((a >= 0 && board[a] !== 0) || (b >= 0 && board[b] !== 0)) continue;
            } else if (!((a >= 0 && board[a] !== 0) || (b >= 0 && board[b] !== 0))) continue;
          }
          const target = board[to]!;
          let kind = KIND_NORMAL;
          if (target === 0) {
            if (mode & M_MOVE) {
              if (mode & M_EP_CREATE) kind = KIND_DOUBLE;
            } else if (mode & M_EP && this.isEpSquare(to)) kind = KIND_EN_PASSANT;
            else continue;
          } else if ((target & 1) === us || (mode & M_CAPTURE) === 0) continue;
          if (isPawn && promoZone[zoneBase + to]) {
            for (let c = 0; c < choices.length; c++) out[n++] = encodeMove(from, to, choices[c]!, kind);
            if (!v.promoMandatory) out[n++] = encodeMove(from, to, -1, kind);
          } else out[n++] = from | (to << 10) | (kind << 26);
        }
        for (let i = v.rayOff[k]!, end = v.rayOff[k + 1]!; i < end; i++) {
          const r = v.rayList[i]!;
          const mode = v.rayMode[r]!;
          const kindR = v.rayKind[r]!;
          let j = v.raySqOff[r]!;
          const stop = v.raySqOff[r + 1]!;
          if (kindR !== RAY_SLIDE) {
            while (j < stop && board[v.raySq[j]!] === 0) j++;
            j++; // past the screen
            if (kindR === RAY_GRASSHOPPER && j < stop) {
              const to = v.raySq[j]!;
              const target = board[to]!;
              if (target === 0 ? mode & M_MOVE : (target & 1) !== us && mode & M_CAPTURE) {
                n = this.pushMove(out, n, from, to, isPawn, zoneBase);
              }
              continue;
            }
          }
          for (; j < stop; j++) {
            const to = v.raySq[j]!;
            const target = board[to]!;
            if (target === 0) {
              if (mode & M_MOVE) n = this.pushMove(out, n, from, to, isPawn, zoneBase);
              continue;
            }
            if ((target & 1) !== us && mode & M_CAPTURE) n = this.pushMove(out, n, from, to, isPawn, zoneBase);
            break;
          }
        }
      }
    }
    // Castling (checked for attacks by the legal generator).
    if (this.castleMask) n = this.generateCastling(out, n);
    return n;
  }

  private pushMove(out: Int32Array, n: number, from: number, to: number, isPawn: boolean, zoneBase: number): number {
    if (isPawn && this.v.promoZone[zoneBase + to]) {
      const choices = this.v.promoChoices[this.turn]!;
      for (let c = 0; c < choices.length; c++) out[n++] = encodeMove(from, to, choices[c]!, KIND_NORMAL);
      if (!this.v.promoMandatory) out[n++] = from | (to << 10);
      return n;
    }
    out[n++] = from | (to << 10);
    return n;
  }

  private isEpSquare(sq: number): boolean {
    for (let i = 0; i < this.epCount; i++) if (this.epSq[i] === sq) return true;
    return false;
  }

  /** Castling moves whose squares are free; attacks are checked by the caller. */
  private generateCastling(out: Int32Array, n: number): number {
    const board = this.board;
    const us = this.turn;
    for (let i = 0; i < this.nSlots; i++) {
      if (((this.castleMask >> i) & 1) === 0 || this.slotColor[i] !== us) continue;
      const king = this.slotKing[i]!;
      const rook = this.slotRook[i]!;
      const kingTo = this.slotKingTo[i]!;
      const rookTo = this.slotRookTo[i]!;
      const lo = Math.min(king, rook, kingTo, rookTo);
      const hi = Math.max(king, rook, kingTo, rookTo);
      let free = true;
      for (let s = lo; s <= hi; s++) {
        if (s !== king && s !== rook && board[s] !== 0) {
          free = false;
          break;
        }
      }
      if (free) out[n++] = king | (rook << 10) | (KIND_CASTLE << 26);
    }
    return n;
  }

  /**
   * The reference generator: every pseudo-legal move made and tested. Exact
   * for any piece set, and what the fast path is checked against in tests.
   */
  generateLegalByMaking(out: Int32Array, start: number): number {
    return this.filterByMaking(out, start, this.generatePseudo(out, start));
  }

  /** Writes the legal moves into out[start..]; returns the new end. */
  generateLegal(out: Int32Array, start: number): number {
    const us = this.turn;
    const them = us ^ 1;
    const v = this.v;
    const kingSq = this.royalSquare(us);
    const end = this.generatePseudo(out, start);
    if (kingSq === -1) return this.filterCastlingOnly(out, start, end);
    if (kingSq < 0 || !v.lineAttacksOnly[them]) return this.filterByMaking(out, start, end);

    const stamp = ++this.stamp;
    this.findCheckersAndPins(kingSq, them, stamp);
    const nChk = this.nCheckers;
    const board = this.board;
    const evasion = this.evasionStamp;
    const pinned = this.pinStamp;
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      const from = m & 1023;
      const to = (m >>> 10) & 1023;
      const kind = (m >>> 26) & 7;
      let ok: boolean;
      if (kind === KIND_CASTLE) ok = nChk === 0 && this.castlingIsLegal(m);
      else if (from === kingSq) {
        // Lift the king so that a slider's line through its square counts.
        const king = board[kingSq]!;
        board[kingSq] = 0;
        ok = !this.isAttacked(to, them);
        board[kingSq] = king;
      } else if (nChk > 1) ok = false;
      else if (kind === KIND_EN_PASSANT || pinned[from] === stamp) ok = this.legalByMaking(m);
      else ok = nChk === 0 || evasion[to] === stamp;
      if (ok) out[n++] = m;
    }
    return n;
  }

  /**
   * Fills checkers (pieces of `them` attacking the king), marks the squares a
   * non-king move may go to when in single check (the checker and, for a
   * slider, the squares between), and stamps our pinned pieces.
   */
  private findCheckersAndPins(kingSq: number, them: number, stamp: number): void {
    const v = this.v;
    const board = this.board;
    const k = them * this.size + kingSq;
    let nChk = 0;
    for (let i = v.attLeapOff[k]!, end = v.attLeapOff[k + 1]!; i < end; i++) {
      const from = v.attLeapFrom[i]!;
      const code = board[from]!;
      if (code === 0 || (code & 1) !== them || ((v.attLeapMask[i]! >> ((code >> 1) - 1)) & 1) === 0) continue;
      if (!this.isChecker(from, nChk)) {
        this.checkers[nChk++] = from;
        this.evasionStamp[from] = stamp;
      }
    }
    const raySq = v.raySq;
    for (let i = v.attRayOff[k]!, end = v.attRayOff[k + 1]!; i < end; i++) {
      const r = v.attRay[i]!;
      const first = v.raySqOff[r]!;
      const stop = v.raySqOff[r + 1]!;
      const mask = v.attRayMask[i]!;
      let j = first;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const s1 = raySq[j]!;
      const code = board[s1]!;
      if ((code & 1) === them) {
        if ((mask >> ((code >> 1) - 1)) & 1 && !this.isChecker(s1, nChk)) {
          this.checkers[nChk++] = s1;
          for (let b = first; b <= j; b++) this.evasionStamp[raySq[b]!] = stamp;
        }
        continue;
      }
      // Our piece: pinned if the next piece on the line is an enemy slider of this ray.
      j++;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const code2 = board[raySq[j]!]!;
      if ((code2 & 1) === them && (mask >> ((code2 >> 1) - 1)) & 1) this.pinStamp[s1] = stamp;
    }
    this.nCheckers = nChk;
  }

  private isChecker(sq: number, n: number): boolean {
    for (let i = 0; i < n; i++) if (this.checkers[i] === sq) return true;
    return false;
  }

  private castlingIsLegal(m: number): boolean {
    const from = m & 1023;
    const slot = this.slotOf(from, (m >>> 10) & 1023);
    const kingTo = this.slotKingTo[slot]!;
    const them = this.turn ^ 1;
    // Every square the king crosses or lands on must be safe.
    const step = kingTo > from ? 1 : -1;
    if (kingTo !== from) {
      for (let s = from + step; ; s += step) {
        if (this.isAttacked(s, them)) return false;
        if (s === kingTo) break;
      }
    }
    return this.legalByMaking(m);
  }

  private legalByMaking(m: number): boolean {
    const us = this.turn;
    this.make(m);
    const ok = !this.royalAttacked(us);
    this.unmake();
    return ok;
  }

  private filterByMaking(out: Int32Array, start: number, end: number): number {
    const inCheck = this.royalAttacked(this.turn);
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if ((m >>> 26) === KIND_CASTLE && (inCheck || !this.castlingIsLegal(m))) continue;
      if (this.legalByMaking(m)) out[n++] = m;
    }
    return n;
  }

  /** No royal piece: every pseudo-legal move is legal, castling still may not cross attacked squares. */
  private filterCastlingOnly(out: Int32Array, start: number, end: number): number {
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if ((m >>> 26) === KIND_CASTLE && !this.castlingIsLegal(m)) continue;
      out[n++] = m;
    }
    return n;
  }
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}
