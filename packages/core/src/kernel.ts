/**
 * The hot code: legal move generation, attack tests, make/unmake and perft,
 * as closures over one compiled variant's tables.
 *
 * Why a factory whose source is compiled again for every variant: V8
 * specialises a function to the shapes and values it has seen. One generator
 * shared by several variants loses a quarter to a half of its speed once a
 * second variant runs through it. `createKernel` therefore evaluates this
 * factory's own source text anew for each compiled variant (see
 * `instantiate`), so each variant gets private copies of these functions and
 * loading more variants costs nothing. The factory must stay self-contained:
 * it may not refer to anything outside its own body (constants are repeated
 * here on purpose, and checked against moves.ts/compile.ts in tests).
 */
import type { CompiledVariant } from './compile.ts';
import type { Position } from './position.ts';

export interface Kernel {
  /** Legal moves of the side to move into out[start..]; returns the new end. */
  generateLegal(p: Position, out: Int32Array, start: number): number;
  /** The reference generator: pseudo-legal moves, each made and tested. */
  generateLegalByMaking(p: Position, out: Int32Array, start: number): number;
  /** Pseudo-legal moves (castling without its attack tests). */
  generatePseudo(p: Position, out: Int32Array, start: number): number;
  isAttacked(p: Position, sq: number, by: number): boolean;
  royalAttacked(p: Position, c: number): boolean;
  make(p: Position, m: number): void;
  unmake(p: Position): void;
  /** Leaf count after `depth` plies; the last ply counted, not made. */
  perft(p: Position, depth: number): number;
  /** Leaf count with every leaf move made and unmade ("full" perft). */
  perftFull(p: Position, depth: number): number;
}

/** Builds a fresh kernel for a compiled variant (its own copy of the code, see above). */
export function createKernel(v: CompiledVariant): Kernel {
  return instantiate()(v);
}

let evalAllowed: boolean | undefined;

/**
 * A new copy of kernelFactory, compiled from its source text: a separate
 * `new Function` per call, so V8 keeps separate type feedback for each copy
 * (closures of one function literal would share it). Where eval is not
 * allowed (a content security policy), the one shared copy serves.
 */
function instantiate(): typeof kernelFactory {
  if (evalAllowed !== false) {
    try {
      // Some TypeScript runners (tsx/esbuild with keepNames) wrap functions in
      // a module-level `__name` helper; give the copy a harmless one.
      const make = new Function('__name', `return (${kernelFactory.toString()});`) as (n: unknown) => typeof kernelFactory;
      evalAllowed = true;
      return make((f: unknown) => f);
    } catch {
      evalAllowed = false;
    }
  }
  return kernelFactory;
}

function kernelFactory(v: CompiledVariant): Kernel {
  // Constants of moves.ts and compile.ts, repeated: this function sees nothing outside itself.
  const KIND_EN_PASSANT = 1;
  const KIND_CASTLE = 2;
  const KIND_DOUBLE = 3;
  const M_MOVE = 1;
  const M_CAPTURE = 2;
  const M_EP = 4;
  const M_EP_CREATE = 8;
  const M_LAME = 16;
  const M_JUMP = 32;
  const RAY_SLIDE = 0;
  const RAY_CANNON = 1;
  const RAY_GRASSHOPPER = 2;
  const MAX_MOVES = 8192;
  const MAX_EP = 8;
  const MAX_CASTLE_OPTIONS = 16;

  const size = v.size;
  const cols = v.geometry.cols;
  const nTypes = v.nTypes;
  const leapOff = v.leapOff;
  const leapTo = v.leapTo;
  const leapMode = v.leapMode;
  const leapPathA = v.leapPathA;
  const leapPathB = v.leapPathB;
  const leapSpecial = v.leapSpecial;
  const leapOther = v.leapOther;
  const leapRest = v.leapRest;
  const rayOff = v.rayOff;
  const rayList = v.rayList;
  const raySqOff = v.raySqOff;
  const raySq = v.raySq;
  const rayMode = v.rayMode;
  const rayKind = v.rayKind;
  const attLeapOff = v.attLeapOff;
  const attLeapFrom = v.attLeapFrom;
  const attLeapMask = v.attLeapMask;
  const attLeapMode = v.attLeapMode;
  const attLeapPathA = v.attLeapPathA;
  const attLeapPathB = v.attLeapPathB;
  const attRayOff = v.attRayOff;
  const attRay = v.attRay;
  const attRayMask = v.attRayMask;
  const attRayKind = v.attRayKind;
  const promoZone = v.promoZone;
  const promoFrom = v.promoFrom;
  const promoChoices = v.promoChoices;
  const promoMandatory = v.promoMandatory;
  const pawn = v.pawn;
  const repeats = v.repeats;
  // pawnCode[code] = 1 for a pawn of either colour (saves decoding the type in make).
  const pawnCode = new Uint8Array(2 * nTypes + 2);
  for (let t = 0; t < nTypes; t++) if (pawn[t]) pawnCode[2 * t + 2] = pawnCode[2 * t + 3] = 1;
  const zobrist = v.zobrist;
  const zSideLo = zobrist[2 * v.zSide]!;
  const zSideHi = zobrist[2 * v.zSide + 1]!;
  const zCastle = v.zCastle;
  const zEp = v.zEp;
  const lineOnly = [v.lineAttacksOnly[0] ? 1 : 0, v.lineAttacksOnly[1] ? 1 : 0];
  const royalTypes: number[] = [];
  for (let t = 0; t < nTypes; t++) if (v.royal[t]) royalTypes.push(t);
  const nRoyalTypes = royalTypes.length;

  // Scratch, stamped so that it never needs clearing.
  let stamp = 0;
  const pinStamp = new Int32Array(size);
  const evasionStamp = new Int32Array(size);
  // Pins: each gets an id; the squares of its line carry it, and so does the
  // pinned piece's square. Ids only grow, so old marks never match.
  let pinId = 0;
  let pinIdBase = 0;
  let pinOverlap = false;
  const pinLine = new Int32Array(size);
  const pinOf = new Int32Array(size);
  const checkers = new Int16Array(64);

  // ------------------------------------------------------------ pieces

  // The board and piece lists change through these three, which keep the
  // hash up to date; unmake uses their quiet forms and restores the hash.
  function put(p: Position, sq: number, code: number): void {
    putQuiet(p, sq, code);
    const k = (code - 2) * size + sq;
    p.hashLo ^= zobrist[2 * k]!;
    p.hashHi ^= zobrist[2 * k + 1]!;
  }

  function remove(p: Position, sq: number): void {
    const k = (p.board[sq]! - 2) * size + sq;
    removeQuiet(p, sq);
    p.hashLo ^= zobrist[2 * k]!;
    p.hashHi ^= zobrist[2 * k + 1]!;
  }

  function shift(p: Position, from: number, to: number): void {
    const base = (p.board[from]! - 2) * size;
    shiftQuiet(p, from, to);
    p.hashLo ^= zobrist[2 * (base + from)]! ^ zobrist[2 * (base + to)]!;
    p.hashHi ^= zobrist[2 * (base + from) + 1]! ^ zobrist[2 * (base + to) + 1]!;
  }

  // ... and without touching the hash.
  function putQuiet(p: Position, sq: number, code: number): void {
    const pc = code - 2;
    const i = p.pcount[pc]!;
    p.plist[pc * size + i] = sq;
    p.pindex[sq] = i;
    p.pcount[pc] = i + 1;
    p.board[sq] = code;
  }

  function removeQuiet(p: Position, sq: number): void {
    const board = p.board;
    const pc = board[sq]! - 2;
    const base = pc * size;
    const last = --p.pcount[pc]!;
    const i = p.pindex[sq]!;
    const moved = p.plist[base + last]!;
    p.plist[base + i] = moved;
    p.pindex[moved] = i;
    board[sq] = 0;
  }

  function shiftQuiet(p: Position, from: number, to: number): void {
    const board = p.board;
    const code = board[from]!;
    const i = p.pindex[from]!;
    p.plist[(code - 2) * size + i] = to;
    p.pindex[to] = i;
    board[to] = code;
    board[from] = 0;
  }

  /** The square of the side's royal piece; -1 if none, -2 if several. */
  function royalSquare(p: Position, c: number): number {
    let found = -1;
    for (let i = 0; i < nRoyalTypes; i++) {
      const pc = royalTypes[i]! * 2 + c;
      const n = p.pcount[pc]!;
      if (n === 0) continue;
      if (n > 1 || found >= 0) return -2;
      found = p.plist[pc * size]!;
    }
    return found;
  }

  // ----------------------------------------------------------- attacks

  function isAttacked(p: Position, sq: number, by: number): boolean {
    const board = p.board;
    const k = by * size + sq;
    for (let i = attLeapOff[k]!, end = attLeapOff[k + 1]!; i < end; i++) {
      const code = board[attLeapFrom[i]!]!;
      if (code === 0 || (code & 1) !== by || ((attLeapMask[i]! >> ((code >> 1) - 1)) & 1) === 0) continue;
      const mode = attLeapMode[i]!;
      if (mode === 0) return true;
      const a = attLeapPathA[i]!;
      const b = attLeapPathB[i]!;
      if (mode & M_LAME) {
        if ((a < 0 || board[a] === 0) && (b < 0 || board[b] === 0)) return true;
      } else if ((a >= 0 && board[a] !== 0) || (b >= 0 && board[b] !== 0)) return true;
    }
    for (let i = attRayOff[k]!, end = attRayOff[k + 1]!; i < end; i++) {
      const r = attRay[i]!;
      let j = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      const kind = attRayKind[i]!;
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
      if ((code & 1) === by && (attRayMask[i]! >> ((code >> 1) - 1)) & 1) return true;
    }
    return false;
  }

  function royalAttacked(p: Position, c: number): boolean {
    for (let i = 0; i < nRoyalTypes; i++) {
      const pc = royalTypes[i]! * 2 + c;
      for (let j = 0, n = p.pcount[pc]!; j < n; j++) {
        if (isAttacked(p, p.plist[pc * size + j]!, c ^ 1)) return true;
      }
    }
    return false;
  }

  // --------------------------------------------------- move generation

  function isEpSquare(p: Position, sq: number): boolean {
    for (let i = 0; i < p.epCount; i++) if (p.epSq[i] === sq) return true;
    return false;
  }

  /** Adds a move, or one per promotion choice when a pawn reaches its zone. */
  function push(out: Int32Array, n: number, from: number, to: number, kind: number, promotes: boolean, us: number): number {
    if (promotes) {
      const choices = promoChoices[us]!;
      for (let c = 0; c < choices.length; c++) out[n++] = from | (to << 10) | ((choices[c]! + 1) << 20) | (kind << 26);
      if (!promoMandatory) out[n++] = from | (to << 10) | (kind << 26);
      return n;
    }
    out[n++] = from | (to << 10) | (kind << 26);
    return n;
  }

  /**
   * Pseudo-legal moves of a piece that can never promote: plain leaps and
   * slides in tight loops, everything else through the general path.
   */
  function plainPieceMoves(p: Position, out: Int32Array, n: number, from: number, pc: number, us: number): number {
    const board = p.board;
    const k = pc * size + from;
    // With no e.p. square, e.p.-capable captures are plain captures.
    const noEp = p.epCount === 0;
    let split = noEp ? leapOther[k]! : leapSpecial[k]!;
    for (let i = leapOff[k]!; i < split; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target === 0 ? leapMode[i]! & M_MOVE : (target & 1) !== us && leapMode[i]! & M_CAPTURE) out[n++] = from | (to << 10);
    }
    if (noEp) {
      // Double steps: quiet, over one square that must be empty.
      const rest = leapRest[k]!;
      for (let i = split; i < rest; i++) {
        const to = leapTo[i]!;
        if (board[to] === 0 && board[leapPathA[i]!] === 0) out[n++] = from | (to << 10) | ((leapMode[i]! & M_EP_CREATE ? KIND_DOUBLE : 0) << 26);
      }
      split = rest;
    }
    const end = leapOff[k + 1]!;
    const r0 = rayOff[k]!;
    const r1 = rayOff[k + 1]!;
    if (split === end) {
      // The common case: only plain leaps and slides.
      for (let i = r0; i < r1; i++) {
        const r = rayList[i]!;
        if (rayKind[r] !== RAY_SLIDE) return specialMoves(p, out, n, from, us, split, end, i, r1, false);
        const mode = rayMode[r]!;
        for (let j = raySqOff[r]!, stop = raySqOff[r + 1]!; j < stop; j++) {
          const to = raySq[j]!;
          const target = board[to]!;
          if (target === 0) {
            if (mode & M_MOVE) out[n++] = from | (to << 10);
            continue;
          }
          if ((target & 1) !== us && mode & M_CAPTURE) out[n++] = from | (to << 10);
          break;
        }
      }
      return n;
    }
    return specialMoves(p, out, n, from, us, split, end, r0, r1, false);
  }

  /**
   * The general path: the leaps in [l0, l1) with all their conditions and the
   * rays in [r0, r1) of kind slide, cannon or grasshopper — and, for a pawn that
   * may reach its zone (`promoting`), one move per promotion choice.
   */
  function specialMoves(p: Position, out: Int32Array, n: number, from: number, us: number, l0: number, l1: number, r0: number, r1: number, promoting: boolean): number {
    const board = p.board;
    const zoneBase = us * size;
    for (let i = l0; i < l1; i++) {
      const to = leapTo[i]!;
      const mode = leapMode[i]!;
      if (mode & (M_LAME | M_JUMP)) {
        const a = leapPathA[i]!;
        const b = leapPathB[i]!;
        const blocked = (a >= 0 && board[a] !== 0) || (b >= 0 && board[b] !== 0);
        if (mode & M_LAME ? blocked : !blocked) continue;
      }
      const target = board[to]!;
      let kind = 0;
      if (target === 0) {
        if (mode & M_MOVE) {
          if (mode & M_EP_CREATE) kind = KIND_DOUBLE;
        } else if (mode & M_EP && isEpSquare(p, to)) kind = KIND_EN_PASSANT;
        else continue;
      } else if ((target & 1) === us || (mode & M_CAPTURE) === 0) continue;
      n = push(out, n, from, to, kind, promoting && promoZone[zoneBase + to] === 1, us);
    }
    for (let i = r0; i < r1; i++) {
      const r = rayList[i]!;
      const mode = rayMode[r]!;
      const kindR = rayKind[r]!;
      let j = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      if (kindR !== RAY_SLIDE) {
        while (j < stop && board[raySq[j]!] === 0) j++;
        j++; // past the screen
        if (kindR === RAY_GRASSHOPPER) {
          if (j < stop) {
            const to = raySq[j]!;
            const target = board[to]!;
            if (target === 0 ? mode & M_MOVE : (target & 1) !== us && mode & M_CAPTURE) n = push(out, n, from, to, 0, promoting && promoZone[zoneBase + to] === 1, us);
          }
          continue;
        }
      }
      for (; j < stop; j++) {
        const to = raySq[j]!;
        const target = board[to]!;
        if (target === 0) {
          if (mode & M_MOVE) n = push(out, n, from, to, 0, promoting && promoZone[zoneBase + to] === 1, us);
          continue;
        }
        if ((target & 1) !== us && mode & M_CAPTURE) n = push(out, n, from, to, 0, promoting && promoZone[zoneBase + to] === 1, us);
        break;
      }
    }
    return n;
  }

  /** Pseudo-legal moves of a pawn that may promote with this move: everything through the general path. */
  function promotingMoves(p: Position, out: Int32Array, n: number, from: number, pc: number, us: number): number {
    const k = pc * size + from;
    return specialMoves(p, out, n, from, us, leapOff[k]!, leapOff[k + 1]!, rayOff[k]!, rayOff[k + 1]!, true);
  }

  /** Removes repeated moves from out[start..end) (pieces whose moves can coincide); returns the new end. */
  function unique(out: Int32Array, start: number, end: number): number {
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      let dup = false;
      for (let j = start; j < n; j++) {
        if (out[j] === m) {
          dup = true;
          break;
        }
      }
      if (!dup) out[n++] = m;
    }
    return n;
  }

  /** All pseudo-legal moves of one piece, without repeats. */
  function movesOf(p: Position, out: Int32Array, n: number, from: number, pc: number, us: number, t: number): number {
    const end = pawn[t] === 1 && promoFrom[pc * size + from] === 1 ? promotingMoves(p, out, n, from, pc, us) : plainPieceMoves(p, out, n, from, pc, us);
    return repeats[t] === 1 ? unique(out, n, end) : end;
  }

  /** Castling moves whose squares are free; attacks are tested separately. */
  function castlingMoves(p: Position, out: Int32Array, n: number, us: number): number {
    const board = p.board;
    for (let i = 0; i < p.nSlots; i++) {
      if (((p.castleMask >> i) & 1) === 0 || p.slotColor[i] !== us) continue;
      const king = p.slotKing[i]!;
      const rook = p.slotRook[i]!;
      for (let o = 0, nOpt = p.slotOptions[i]!; o < nOpt; o++) {
        const kingTo = p.slotKingTo[i * MAX_CASTLE_OPTIONS + o]!;
        const rookTo = p.slotRookTo[i * MAX_CASTLE_OPTIONS + o]!;
        const lo = Math.min(king, rook, kingTo, rookTo);
        const hi = Math.max(king, rook, kingTo, rookTo);
        let free = true;
        for (let s = lo; s <= hi; s++) {
          if (s !== king && s !== rook && board[s] !== 0) {
            free = false;
            break;
          }
        }
        if (free) out[n++] = king | (rook << 10) | ((o + 1) << 20) | (KIND_CASTLE << 26);
      }
    }
    return n;
  }

  /** Index into the slot option arrays of a castling move. */
  function castleOption(p: Position, m: number): number {
    return slotOf(p, m & 1023, (m >>> 10) & 1023) * MAX_CASTLE_OPTIONS + ((m >>> 20) & 63) - 1;
  }

  function generatePseudo(p: Position, out: Int32Array, start: number): number {
    const us = p.turn;
    let n = start;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const count = p.pcount[pc]!;
      for (let i = 0; i < count; i++) n = movesOf(p, out, n, p.plist[pc * size + i]!, pc, us, t);
    }
    if (p.castleMask) n = castlingMoves(p, out, n, us);
    return n;
  }

  function legalByMaking(p: Position, m: number): boolean {
    const us = p.turn;
    make(p, m);
    const ok = !royalAttacked(p, us);
    unmake(p);
    return ok;
  }

  function slotOf(p: Position, kingSq: number, rookSq: number): number {
    for (let i = 0; i < p.nSlots; i++) if (p.slotKing[i] === kingSq && p.slotRook[i] === rookSq) return i;
    return -1;
  }

  /** Every square a castling king crosses or lands on (from, exclusive, to kingTo) must be safe. */
  function pathIsSafe(p: Position, from: number, kingTo: number, them: number): boolean {
    if (kingTo === from) return true;
    const step = kingTo > from ? 1 : -1;
    for (let s = from + step; ; s += step) {
      if (isAttacked(p, s, them)) return false;
      if (s === kingTo) return true;
    }
  }

  function castlingIsLegal(p: Position, m: number): boolean {
    const from = m & 1023;
    const kingTo = p.slotKingTo[castleOption(p, m)]!;
    return pathIsSafe(p, from, kingTo, p.turn ^ 1) && legalByMaking(p, m);
  }

  function generateLegalByMaking(p: Position, out: Int32Array, start: number): number {
    const end = generatePseudo(p, out, start);
    const inCheck = royalAttacked(p, p.turn);
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (m >>> 26 === KIND_CASTLE ? !inCheck && castlingIsLegal(p, m) : legalByMaking(p, m)) out[n++] = m;
    }
    return n;
  }

  /**
   * Finds the pieces of `them` giving check to the king on kingSq, stamps the
   * squares a non-king move may go to when in single check (the checker and,
   * for a slider, the squares between), and stamps our pinned pieces.
   * Returns the number of checkers.
   */
  function checkersAndPins(p: Position, kingSq: number, them: number, st: number): number {
    const board = p.board;
    const k = them * size + kingSq;
    // Which of their piece types are on the board: lines no such piece rides are skipped.
    let present = 0;
    for (let t = 0; t < nTypes; t++) if (p.pcount[t * 2 + them]! > 0) present |= 1 << t;
    let nChk = 0;
    for (let i = attLeapOff[k]!, end = attLeapOff[k + 1]!; i < end; i++) {
      const from = attLeapFrom[i]!;
      const code = board[from]!;
      if (code === 0 || (code & 1) !== them || ((attLeapMask[i]! >> ((code >> 1) - 1)) & 1) === 0) continue;
      if (evasionStamp[from] !== st) {
        checkers[nChk++] = from;
        evasionStamp[from] = st;
      }
    }
    for (let i = attRayOff[k]!, end = attRayOff[k + 1]!; i < end; i++) {
      const r = attRay[i]!;
      const first = raySqOff[r]!;
      const stop = raySqOff[r + 1]!;
      const mask = attRayMask[i]!;
      if ((mask & present) === 0) continue;
      let j = first;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const s1 = raySq[j]!;
      const code = board[s1]!;
      if ((code & 1) === them) {
        if ((mask >> ((code >> 1) - 1)) & 1) {
          // The same piece may be found along two rays of one line (e.g. R and R4): count it once.
          let seen = false;
          for (let c = 0; c < nChk; c++) if (checkers[c] === s1) seen = true;
          if (!seen) checkers[nChk++] = s1;
          for (let b = first; b <= j; b++) evasionStamp[raySq[b]!] = st;
        }
        continue;
      }
      // Our piece: pinned if the next piece on the line is an enemy rider of this ray.
      j++;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (j >= stop) continue;
      const code2 = board[raySq[j]!]!;
      if ((code2 & 1) === them && (mask >> ((code2 >> 1) - 1)) & 1) {
        pinStamp[s1] = st;
        const id = ++pinId;
        pinOf[s1] = id;
        for (let b = first; b <= j; b++) {
          const sq = raySq[b]!;
          // Two pin lines sharing a square (rays of one direction with different
          // steps): then pinned pieces are tested by making their moves.
          if (pinLine[sq]! > pinIdBase) pinOverlap = true;
          pinLine[sq] = id;
        }
      }
    }
    return nChk;
  }

  /**
   * Legal moves. With line attackers only and one royal piece, moves of
   * unpinned pieces are legal when not in check, or when they capture the
   * checker or block its line; king moves are tested with the king lifted;
   * pinned pieces, en passant and castling are made and tested.
   */
  function generateLegal(p: Position, out: Int32Array, start: number): number {
    const us = p.turn;
    const them = us ^ 1;
    const kingSq = royalSquare(p, us);
    if (kingSq === -1) {
      // No royal piece: nothing to leave in check; castling still may not cross attacked squares.
      const end = generatePseudo(p, out, start);
      let n = start;
      for (let i = start; i < end; i++) {
        const m = out[i]!;
        if (m >>> 26 !== KIND_CASTLE || castlingIsLegal(p, m)) out[n++] = m;
      }
      return n;
    }
    if (kingSq < 0 || lineOnly[them] === 0) return generateLegalByMaking(p, out, start);

    const st = ++stamp;
    pinIdBase = pinId;
    pinOverlap = false;
    const nChk = checkersAndPins(p, kingSq, them, st);
    const board = p.board;
    let n = start;
    const epPossible = p.epCount > 0;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      const count = p.pcount[pc]!;
      if (count === 0) continue;
      for (let i = 0; i < count; i++) {
        const from = p.plist[pc * size + i]!;
        if (from === kingSq) {
          const end = movesOf(p, out, n, from, pc, us, t);
          const king = board[kingSq]!;
          // Lift the king so that a slider's line through its square counts.
          board[kingSq] = 0;
          for (let j = n; j < end; j++) {
            const m = out[j]!;
            if (!isAttacked(p, (m >>> 10) & 1023, them)) out[n++] = m;
          }
          board[kingSq] = king;
          continue;
        }
        if (nChk > 1) continue;
        const end = movesOf(p, out, n, from, pc, us, t);
        if (nChk === 0 && pinStamp[from] !== st && !epPossible) {
          n = end; // the common case: every move is legal
        } else if (pinStamp[from] === st) {
          // A pinned piece may only move along its pin line (and, in check, also
          // capture the checker or block).
          const id = pinOf[from]!;
          for (let j = n; j < end; j++) {
            const m = out[j]!;
            const to = (m >>> 10) & 1023;
            if (pinOverlap || m >>> 26 === KIND_EN_PASSANT ? legalByMaking(p, m) : pinLine[to] === id && (nChk === 0 || evasionStamp[to] === st)) out[n++] = m;
          }
        } else if (nChk === 1) {
          for (let j = n; j < end; j++) {
            const m = out[j]!;
            if ((m >>> 26) === KIND_EN_PASSANT ? legalByMaking(p, m) : evasionStamp[(m >>> 10) & 1023] === st) out[n++] = m;
          }
        } else {
          for (let j = n; j < end; j++) {
            const m = out[j]!;
            if ((m >>> 26) !== KIND_EN_PASSANT || legalByMaking(p, m)) out[n++] = m;
          }
        }
      }
    }
    if (nChk === 0 && p.castleMask) {
      const end = castlingMoves(p, out, n, us);
      for (let j = n; j < end; j++) {
        const m = out[j]!;
        if (castlingIsSafe(p, m)) out[n++] = m;
      }
    }
    return n;
  }

  /**
   * Castling legality when attacks run along lines only: the king crosses and
   * lands on safe squares (tested with the king in place), and the landing
   * square stays safe once king and rook have moved — a rook that shielded it
   * along the rank may leave. No move is made.
   */
  function castlingIsSafe(p: Position, m: number): boolean {
    const board = p.board;
    const from = m & 1023;
    const rook = (m >>> 10) & 1023;
    const opt = castleOption(p, m);
    const kingTo = p.slotKingTo[opt]!;
    const rookTo = p.slotRookTo[opt]!;
    const them = p.turn ^ 1;
    if (!pathIsSafe(p, from, kingTo, them)) return false;
    const king = board[from]!;
    const rookCode = board[rook]!;
    board[from] = 0;
    board[rook] = 0;
    const underRookTo = board[rookTo]!;
    board[rookTo] = rookCode;
    const safe = !isAttacked(p, kingTo, them);
    board[rookTo] = underRookTo;
    board[rook] = rookCode;
    board[from] = king;
    return safe;
  }

  // -------------------------------------------------------- make/unmake

  function hashEp(p: Position): void {
    for (let i = 0; i < p.epCount; i++) {
      p.hashLo ^= zobrist[2 * (zEp + p.epSq[i]!)]!;
      p.hashHi ^= zobrist[2 * (zEp + p.epSq[i]!) + 1]!;
    }
  }

  function make(p: Position, m: number): void {
    const ply = p.ply;
    if (ply >= p.stMove.length) p.grow();
    const board = p.board;
    const from = m & 1023;
    const to = (m >>> 10) & 1023;
    const promo = ((m >>> 20) & 63) - 1;
    const kind = (m >>> 26) & 7;
    const code = board[from]!;
    p.stMove[ply] = m;
    p.stHashLo[ply] = p.hashLo;
    p.stHashHi[ply] = p.hashHi;
    p.stHalf[ply] = p.halfmove;
    const epN = p.epCount;
    p.stEpCount[ply] = epN;
    if (epN) {
      p.stEpVictim[ply] = p.epVictim;
      for (let i = 0; i < epN; i++) p.stEpSq[ply * MAX_EP + i] = p.epSq[i]!;
      hashEp(p);
      p.epCount = 0;
      p.epVictim = -1;
    }
    let captured = 0;
    p.halfmove++;
    if (kind === KIND_CASTLE) {
      // `to` is the rook's square; the slot gives the destinations.
      const opt = castleOption(p, m);
      const rook = board[to]!;
      remove(p, to);
      remove(p, from);
      put(p, p.slotKingTo[opt]!, code);
      put(p, p.slotRookTo[opt]!, rook);
    } else {
      if (kind === KIND_EN_PASSANT) {
        const victim = p.stEpVictim[ply]!;
        captured = board[victim]!;
        remove(p, victim);
      } else if (board[to] !== 0) {
        captured = board[to]!;
        remove(p, to);
      }
      shift(p, from, to);
      if (promo >= 0) {
        remove(p, to);
        put(p, to, ((promo + 1) << 1) | (code & 1));
      }
      if (captured !== 0 || pawnCode[code] === 1) p.halfmove = 0;
      if (kind === KIND_DOUBLE) {
        // The squares a double step crossed become e.p. squares; the mover is the victim.
        const df = (to % cols) - (from % cols);
        const dr = ((to / cols) | 0) - ((from / cols) | 0);
        let g = df < 0 ? -df : df;
        let h = dr < 0 ? -dr : dr;
        while (h) {
          const x = g % h;
          g = h;
          h = x;
        }
        const step = (dr / g) * cols + df / g;
        let e = 0;
        for (let s = from + step; s !== to && e < MAX_EP; s += step) p.epSq[e++] = s;
        p.epCount = e;
        p.epVictim = to;
        hashEp(p);
      }
    }
    const castle = p.castleMask;
    const lost = castle & (p.clearMask[from]! | p.clearMask[to]!);
    if (lost) {
      p.castleMask = castle & ~lost;
      for (let i = 0, bits = lost; bits; i++, bits >>>= 1) {
        if (bits & 1) {
          p.hashLo ^= zobrist[2 * (zCastle + p.slotRook[i]!)]!;
          p.hashHi ^= zobrist[2 * (zCastle + p.slotRook[i]!) + 1]!;
        }
      }
    }
    // One integer records what the move destroyed: the captured piece, the
    // moving piece (for promotions) and the castling rights before it.
    p.stUndo[ply] = captured | (code << 8) | (castle << 16);
    if (p.turn === 1) p.fullmove++;
    p.turn ^= 1;
    p.hashLo ^= zSideLo;
    p.hashHi ^= zSideHi;
    p.ply = ply + 1;
  }

  function unmake(p: Position): void {
    const ply = --p.ply;
    const m = p.stMove[ply]!;
    const undo = p.stUndo[ply]!;
    const from = m & 1023;
    const to = (m >>> 10) & 1023;
    const kind = (m >>> 26) & 7;
    const board = p.board;
    p.turn ^= 1;
    if (p.turn === 1) p.fullmove--;
    const epN = p.stEpCount[ply]!;
    if (kind === KIND_CASTLE) {
      const opt = castleOption(p, m);
      const kingTo = p.slotKingTo[opt]!;
      const rookTo = p.slotRookTo[opt]!;
      const king = board[kingTo]!;
      const rook = board[rookTo]!;
      removeQuiet(p, kingTo);
      removeQuiet(p, rookTo);
      putQuiet(p, from, king);
      putQuiet(p, to, rook);
    } else {
      if (m & (63 << 20)) {
        removeQuiet(p, to);
        putQuiet(p, to, (undo >>> 8) & 255);
      }
      shiftQuiet(p, to, from);
      const captured = undo & 255;
      if (captured !== 0) putQuiet(p, kind === KIND_EN_PASSANT ? p.stEpVictim[ply]! : to, captured);
    }
    p.castleMask = undo >>> 16;
    p.halfmove = p.stHalf[ply]!;
    p.hashLo = p.stHashLo[ply]!;
    p.hashHi = p.stHashHi[ply]!;
    p.epCount = epN;
    if (epN) {
      p.epVictim = p.stEpVictim[ply]!;
      for (let i = 0; i < epN; i++) p.epSq[i] = p.stEpSq[ply * MAX_EP + i]!;
    } else p.epVictim = -1;
  }

  // -------------------------------------------------------------- perft

  const buffers: Int32Array[] = [];
  function buffer(depth: number): Int32Array {
    while (buffers.length <= depth) buffers.push(new Int32Array(MAX_MOVES));
    return buffers[depth]!;
  }

  function perft(p: Position, depth: number): number {
    if (depth <= 0) return 1;
    const buf = buffer(depth);
    const n = generateLegal(p, buf, 0);
    if (depth === 1) return n;
    let nodes = 0;
    for (let i = 0; i < n; i++) {
      make(p, buf[i]!);
      nodes += perft(p, depth - 1);
      unmake(p);
    }
    return nodes;
  }

  function perftFull(p: Position, depth: number): number {
    if (depth <= 0) return 1;
    const buf = buffer(depth);
    const n = generateLegal(p, buf, 0);
    let nodes = 0;
    for (let i = 0; i < n; i++) {
      make(p, buf[i]!);
      nodes += depth === 1 ? 1 : perftFull(p, depth - 1);
      unmake(p);
    }
    return nodes;
  }

  return { generateLegal, generateLegalByMaking, generatePseudo, isAttacked, royalAttacked, make, unmake, perft, perftFull };
}
