/**
 * Kernel part: the walk of bulk perft's count (legalCount.ts) — one piece's
 * moves counted from its tables without encoding them: plain leaps, a
 * pawn's e.p.-capable captures and double steps, slides (the empty squares
 * at once, then the first piece) and grasshopper hops; a piece whose quiet
 * leaps reach every other square (`everywhere`: picaria's stones) counts the
 * empty squares, from the piece counts. Which pieces may be
 * walked (`walkable`: nothing else in their tables, no repeats, not about to
 * promote unless that is still one move per target) is decided here at load time; the others are listed. Under must
 * capture the captures are counted beside (tally[0]); e.p. captures that
 * must be made and tested are kept (epMoves, tally[1] of them).
 * `noCountWalkPart` stands in where the variant has no count (select.ts).
 * A factory compiled per variant (see board.ts).
 */
import type { EnPassantPart } from './enPassant.ts';
import type { MustCapturePart } from './mustCapture.ts';
import type { PromotionPart } from './promotion.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

export type CountWalkPart = ReturnType<typeof countWalkPart>;

export function countWalkPart(v: KernelTables, K: KernelConstants, ep: EnPassantPart, mc: MustCapturePart, pr?: PromotionPart) {
  const { size, nTypes, promoFrom, repeats } = v;
  const { leapOff, leapTo, leapMode, leapPathA, leapEpCaptureStart, leapDoubleStepStart, leapGeneralStart } = v;
  const { rayOff, rayList, raySqOff, raySq, rayMode, rayKind } = v;
  const { M_MOVE, M_CAPTURE, RAY_SLIDE, RAY_GRASSHOPPER, KIND_EN_PASSANT, WALL, MAX_MOVES, encodeMove } = K;
  const { isEpSquare } = ep;
  // Constants of this copy: the capture count and the wall tests compile out where the variant has no such rule.
  const mustCapture = mc.active;
  const noWalls = v.petrify === undefined && v.walls === undefined;
  // A piece about to promote is walked where that is one move per target all the same (promotion.ts's onePerTarget;
  // none without the promotion part, as the tests that build this part alone have it).
  const oneEach = pr !== undefined ? pr.onePerTarget : new Uint8Array(0);
  // walkable[pc * size + from]: that piece's moves are counted by walking its tables.
  const walkable = new Uint8Array(2 * nTypes * size);
  for (let k = 0; k < 2 * nTypes * size; k++) {
    const t = (k / size / 2) | 0;
    if (repeats[t] === 1 || leapGeneralStart[k] !== leapOff[k + 1] || (promoFrom[k] === 1 && oneEach[t] !== 1)) continue;
    let plain = true;
    for (let i = rayOff[k]!; i < rayOff[k + 1]!; i++) {
      const kind = rayKind[rayList[i]!];
      if (kind !== RAY_SLIDE && kind !== RAY_GRASSHOPPER) plain = false;
    }
    if (plain) walkable[k] = 1;
  }
  // everywhere[k]: 1 where the walk of key k would read every other square of the board as a quiet leap and nothing else
  // (picaria's stones step, leap and jump to any empty square of 3×3): its count is the board's empty squares, read off
  // the piece counts instead of the board (without walls every occupied square holds a counted piece).
  const everywhere = new Uint8Array(2 * nTypes * size);
  const seen = new Uint8Array(size);
  for (let k = 0; k < 2 * nTypes * size && noWalls; k++) {
    const end = leapEpCaptureStart[k]!;
    if (walkable[k] !== 1 || end !== leapGeneralStart[k] || rayOff[k] !== rayOff[k + 1] || end - leapOff[k]! !== size - 1) continue;
    seen.fill(0);
    seen[k % size] = 1;
    let all = true;
    for (let i = leapOff[k]!; i < end && all; i++) {
      if (leapMode[i] !== M_MOVE || seen[leapTo[i]!] === 1) all = false;
      else seen[leapTo[i]!] = 1;
    }
    if (all) everywhere[k] = 1;
  }
  // A constant of this copy: the test below compiles out where no piece reaches everywhere.
  const anyEverywhere = everywhere.indexOf(1) >= 0;
  // idle[pc]: 1 where piece-colour pc has no move from any square (connect four's discs), so the count skips it.
  const idle = new Uint8Array(2 * nTypes);
  for (let pc = 0; pc < 2 * nTypes; pc++) idle[pc] = leapOff[pc * size] === leapOff[(pc + 1) * size] && rayOff[pc * size] === rayOff[(pc + 1) * size] ? 1 : 0;
  // The rays of each key laid out for the walk, three numbers a ray (its first square's index into raySq, its end, and
  // its mode, negative for a grasshopper's hop), at rayOff[k] * 3: one look-up a ray instead of five.
  const walkRays = new Int32Array(rayList.length * 3);
  for (let i = 0; i < rayList.length; i++) {
    const r = rayList[i]!;
    walkRays[i * 3] = raySqOff[r]!;
    walkRays[i * 3 + 1] = raySqOff[r + 1]!;
    walkRays[i * 3 + 2] = rayKind[r] === RAY_SLIDE ? rayMode[r]! : -1 - rayMode[r]!;
  }
  // E.p. captures met by a walk, to be made and tested after it (with the moves each stands for).
  const epMoves = new Int32Array(MAX_MOVES);
  const epMult = new Int32Array(MAX_MOVES);
  // [captures counted (must capture only), e.p. captures kept], reset by the caller per node.
  const tally = new Int32Array(2);

  /**
   * The moves of piece-colour pc on `from` (walkable, not pinned, not in check, not about to promote: walkable), counted from its
   * tables; an e.p. capture is counted where `epLegal`, else kept in epMoves. The hot loop of the count.
   */
  function walk(p: KernelState, from: number, pc: number, us: number, epLegal: boolean): number {
    const k = pc * size + from;
    if (anyEverywhere && everywhere[k] === 1) return emptySquares(p);
    const board = p.board;
    let n = 0;
    const epStart = leapEpCaptureStart[k]!;
    for (let i = leapOff[k]!; i < epStart; i++) {
      const target = board[leapTo[i]!]!;
      if (target === 0) {
        if (leapMode[i]! & M_MOVE) n++;
      } else if ((target & 1) !== us && leapMode[i]! & M_CAPTURE && (noWalls || target !== WALL)) {
        n++;
        if (mustCapture) tally[0]!++;
      }
    }
    const dsStart = leapDoubleStepStart[k]!;
    const gStart = leapGeneralStart[k]!;
    // Pawns only: e.p.-capable captures and double steps.
    if (epStart !== gStart) n += pawnLeaps(p, from, us, epStart, dsStart, gStart, epLegal);
    for (let i = rayOff[k]! * 3, r1 = rayOff[k + 1]! * 3; i < r1; i += 3) {
      let j = walkRays[i]!;
      const stop = walkRays[i + 1]!;
      const slide = walkRays[i + 2]! >= 0;
      const mode = slide ? walkRays[i + 2]! : -1 - walkRays[i + 2]!;
      const j0 = j;
      while (j < stop && board[raySq[j]!] === 0) j++;
      if (slide) {
        // The empty squares at once, then the first piece.
        if (mode & M_MOVE) n += j - j0;
      } else if (++j >= stop) continue; // a grasshopper: past the screen, the one square the hop reaches
      else if (board[raySq[j]!] === 0) {
        if (mode & M_MOVE) n++;
        continue;
      }
      if (j < stop) {
        const target = board[raySq[j]!]!;
        if ((target & 1) !== us && mode & M_CAPTURE && (noWalls || target !== WALL)) {
          n++;
          if (mustCapture) tally[0]!++;
        }
      }
    }
    return n;
  }

  /** The number of empty squares: the board's less its pieces (no walls where a key reaches everywhere). */
  function emptySquares(p: KernelState): number {
    let n = size;
    for (let pc = 0; pc < 2 * nTypes; pc++) n -= p.pcount[pc]!;
    return n;
  }

  /** A pawn's capture leaps that may take en passant, [epStart, dsStart), and double steps, [dsStart, gStart), counted (see walk). */
  function pawnLeaps(p: KernelState, from: number, us: number, epStart: number, dsStart: number, gStart: number, epLegal: boolean): number {
    const board = p.board;
    let n = 0;
    for (let i = epStart; i < dsStart; i++) {
      const to = leapTo[i]!;
      const target = board[to]!;
      if (target === 0) {
        if (p.epCount === 0 || !isEpSquare(p, to)) continue;
        if (!epLegal) {
          epMoves[tally[1]!] = encodeMove(from, to, -1, KIND_EN_PASSANT);
          epMult[tally[1]!++] = 1;
          continue;
        }
      } else if ((target & 1) === us || (!noWalls && target === WALL)) continue;
      n++;
      if (mustCapture) tally[0]!++;
    }
    for (let i = dsStart; i < gStart; i++) if (board[leapTo[i]!] === 0 && board[leapPathA[i]!] === 0) n++;
    return n;
  }

  return { walk, walkable, everywhere, emptySquares, idle, epMoves, epMult, tally };
}

/** The stand-in where the last ply is listed: nothing is walked. */
export function noCountWalkPart(_v: KernelTables, _K: KernelConstants, _ep: EnPassantPart, _mc: MustCapturePart, _pr?: PromotionPart): CountWalkPart {
  function walk(_p: KernelState, _from: number, _pc: number, _us: number, _epLegal: boolean): number {
    return 0;
  }
  function emptySquares(_p: KernelState): number {
    return 0;
  }
  return { walk, walkable: new Uint8Array(0), emptySquares, everywhere: new Uint8Array(0), idle: new Uint8Array(0), epMoves: new Int32Array(0), epMult: new Int32Array(0), tally: new Int32Array(2) };
}
