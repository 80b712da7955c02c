/**
 * Kernel part of flips (rules/flip.ts): pieces that change sides. It wraps
 * make/unmake and is a link of the node-start chain (types.ts EndChain),
 * between the other results and passing:
 *
 * - ataxx: after every move, the enemy pieces on the eight squares around
 *   its destination turn into the mover's. Drops are clones from a supply
 *   without end (no hand, so this part makes and unmakes them itself), onto
 *   an empty square next to an own piece, added after the inner link's moves.
 * - reversi: a drop is legal only if it encloses, along one of the eight
 *   lines, a run of enemy pieces ended by an own piece; every enclosed run
 *   turns. While a `start` square is empty, drops go only there and enclose
 *   nothing (flipersi). The inner link's drops (from the hands) are filtered.
 * - snort: nothing turns; drops are clones from a supply without end onto
 *   any empty square with no enemy piece orthogonally next to it.
 * - free: nothing turns; drops are clones from a supply without end onto any
 *   empty square (gale).
 * - quadwrangle: drops are clones from a supply without end onto any empty
 *   square; a piece's move turns the enemy pieces around its destination as
 *   in ataxx, a drop only when an own piece stands next to it.
 * - with `fullBoard`, a board without an empty square ends the game, the
 *   side with more pieces on it winning (END_FULL_BOARD).
 *
 * The flipped pieces are recorded as one integer per ply (the count turned
 * in each direction, four bits each), so unmake turns them back by walking
 * the neighbour table (compile/flip.ts): no allocation. make keeps the hash
 * incrementally; unmake restores it from the ply's record. A variant
 * without flips gets `noFlipMovesPart` and `noFlipPart`, which hand back
 * make/unmake and the inner link. A factory compiled per variant (see board.ts).
 */
import type { BoardPart } from './board.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

export type FlipMovesPart = ReturnType<typeof flipMovesPart>;

/** What a move turns, and make/unmake with the turning (and ataxx's clones, which no hand makes). */
export function flipMovesPart(v: KernelTables, K: KernelConstants, bd: BoardPart, mu: MakeUnmakePart) {
  const active = v.flip !== undefined;
  const reversi = active ? v.flip!.reversi : 0;
  // Quadwrangle: a drop turns its neighbours only beside an own piece.
  const quad = reversi === 4;
  const nbr = active ? v.flip!.nbr : new Int16Array(0);
  // Ataxx clones come from no hand: this part makes them. Where hands exist, their part makes the drops.
  const ownDrops = v.hands === undefined;
  const zSideLo = v.zobrist[2 * v.zSide]!;
  const zSideHi = v.zobrist[2 * v.zSide + 1]!;
  const { KIND_DROP, moveFrom, moveTo, moveKind } = K;
  const { put, remove, putQuiet, removeQuiet } = bd;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;

  /** Is code a piece of colour c? (Board codes: 0 empty, 1 wall, type * 2 + colour + 2.) */
  function isOf(code: number, c: number): boolean {
    return code >= 2 && (code & 1) === c;
  }

  /**
   * What a move by `us` landing on sq turns, packed: per direction d the
   * number of pieces, in bits 4d..4d+3. Ataxx and quadwrangle: the enemy neighbours;
   * reversi: each run of enemy pieces that an own piece ends.
   */
  function flips(p: KernelState, sq: number, us: number): number {
    // Snort and free drops turn nothing.
    if (reversi === 2 || reversi === 3) return 0;
    const board = p.board;
    const them = us ^ 1;
    let rec = 0;
    for (let d = 0; d < 8; d++) {
      let s = nbr[sq * 8 + d]!;
      if (reversi !== 1) {
        if (s >= 0 && isOf(board[s]!, them)) rec |= 1 << (4 * d);
        continue;
      }
      let n = 0;
      while (s >= 0 && isOf(board[s]!, them)) {
        n++;
        s = nbr[s * 8 + d]!;
      }
      if (n > 0 && s >= 0 && isOf(board[s]!, us)) rec |= n << (4 * d);
    }
    return rec;
  }

  /** Does a piece of colour c stand on one of the eight squares around sq? */
  function besideOwn(p: KernelState, sq: number, c: number): boolean {
    const board = p.board;
    for (let d = 0; d < 8; d++) {
      const s = nbr[sq * 8 + d]!;
      if (s >= 0 && isOf(board[s]!, c)) return true;
    }
    return false;
  }

  /** Turns the pieces `rec` names around sq (their codes' colour bit flipped); `quiet` leaves the hash alone (unmake). */
  function turnOver(p: KernelState, sq: number, rec: number, quiet: boolean): void {
    const board = p.board;
    for (let d = 0; d < 8; d++) {
      let n = (rec >>> (4 * d)) & 15;
      let s = sq;
      while (n-- > 0) {
        s = nbr[s * 8 + d]!;
        const code = board[s]! ^ 1;
        if (quiet) {
          removeQuiet(p, s);
          putQuiet(p, s, code);
        } else {
          remove(p, s);
          put(p, s, code);
        }
      }
    }
  }

  /** An ataxx clone, made here (no hand holds it): the piece put on its square, the record as makeUnmake keeps it. */
  function makeClone(p: KernelState, m: number): void {
    const ply = p.ply;
    if (ply >= p.stMove.length) p.grow();
    p.stMove[ply] = m;
    p.stHashLo[ply] = p.hashLo;
    p.stHashHi[ply] = p.hashHi;
    p.stHalf[ply] = p.halfmove;
    p.stUndo[ply] = 0;
    put(p, moveTo(m), moveFrom(m) * 2 + p.turn + 2);
    // A drop resets the halfmove clock, as every drop does in Fairy-Stockfish.
    p.halfmove = 0;
    if (p.turn === 1) p.fullmove++;
    p.turn ^= 1;
    p.hashLo ^= zSideLo;
    p.hashHi ^= zSideHi;
    p.ply = ply + 1;
  }

  function unmakeClone(p: KernelState): void {
    const ply = --p.ply;
    p.turn ^= 1;
    if (p.turn === 1) p.fullmove--;
    removeQuiet(p, moveTo(p.stMove[ply]!));
    p.halfmove = p.stHalf[ply]!;
    p.hashLo = p.stHashLo[ply]!;
    p.hashHi = p.stHashHi[ply]!;
  }

  function make(p: KernelState, m: number): void {
    const ply = p.ply;
    if (ownDrops && moveKind(m) === KIND_DROP) makeClone(p, m);
    else makeMove(p, m);
    const to = moveTo(m);
    // The mover is the side that moved: turn has changed.
    const us = p.turn ^ 1;
    const rec = quad && moveKind(m) === KIND_DROP && !besideOwn(p, to, us) ? 0 : flips(p, to, us);
    p.stFlip[ply] = rec;
    if (rec !== 0) turnOver(p, to, rec, false);
  }

  function unmake(p: KernelState): void {
    const ply = p.ply - 1;
    const m = p.stMove[ply]!;
    const rec = p.stFlip[ply]!;
    if (rec !== 0) turnOver(p, moveTo(m), rec, true);
    if (ownDrops && moveKind(m) === KIND_DROP) unmakeClone(p);
    else unmakeMove(p);
  }

  return active ? { flips, isOf, besideOwn, make, unmake } : { flips, isOf, besideOwn, make: mu.make, unmake: mu.unmake };
}

/** The stand-in for a variant without flips: nothing turns, make and unmake as they are. */
export function noFlipMovesPart(_v: KernelTables, _K: KernelConstants, _bd: BoardPart, mu: MakeUnmakePart): FlipMovesPart {
  function flips(_p: KernelState, _sq: number, _us: number): number {
    return 0;
  }
  function isOf(_code: number, _c: number): boolean {
    return false;
  }
  function besideOwn(_p: KernelState, _sq: number, _c: number): boolean {
    return false;
  }
  return { flips, isOf, besideOwn, make: mu.make, unmake: mu.unmake };
}

/** The node-start link of flips: the full board, ataxx's clones added, reversi's drops filtered. */
export function flipPart(v: KernelTables, K: KernelConstants, fm: FlipMovesPart, inner: EndChain): EndChain {
  if (v.flip === undefined) return inner;
  const { reversi, nbr, squares, cloneTypes, fullBoard } = v.flip!;
  const startSquares = v.flip!.start;
  const { nTypes, size } = v;
  const nSquares = squares.length;
  const nClone = cloneTypes.length;
  const nStart = startSquares.length;
  const { KIND_DROP, END_FULL_BOARD, END_WIN, END_LOSS, END_DRAW, encodeMove, moveTo, moveKind } = K;
  const { flips, isOf, besideOwn } = fm;
  const innerEnd = inner.gameEnd;
  const legal = inner.generateLegal;
  const legalByMaking = inner.generateLegalByMaking;

  function pieceCount(p: KernelState, c: number): number {
    let n = 0;
    for (let t = 0; t < nTypes; t++) n += p.pcount[t * 2 + c]!;
    return n;
  }

  /** A full board ends the game, scored by the pieces on it (for the side to move). */
  function fullEnd(p: KernelState): number {
    if (fullBoard === 0) return 0;
    const board = p.board;
    for (let i = 0; i < nSquares; i++) if (board[squares[i]!] === 0) return 0;
    const diff = pieceCount(p, p.turn) - pieceCount(p, p.turn ^ 1);
    return END_FULL_BOARD | (diff > 0 ? END_WIN : diff < 0 ? END_LOSS : END_DRAW);
  }

  function gameEnd(p: KernelState): number {
    const e = fullEnd(p);
    return e !== 0 ? e : innerEnd(p);
  }

  // Ataxx's clone squares of a node, stamped: marked from the side's pieces (neighbours are mutual), then read in square order.
  const cloneMark = new Int32Array(v.size);
  let cloneStamp = 0;

  /**
   * Ataxx: a clone of each type onto every empty square next to an own piece,
   * appended at out[n..]. The empty neighbours of the side's pieces are
   * marked first (a few pieces' eight neighbours, rather than eight for every
   * empty square), then listed in square order.
   */
  function clones(p: KernelState, out: Int32Array, n: number): number {
    const board = p.board;
    const us = p.turn;
    cloneStamp = (cloneStamp + 1) & 0x3fffffff;
    if (cloneStamp === 0) {
      cloneMark.fill(0);
      cloneStamp = 1;
    }
    const st = cloneStamp;
    let any = false;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + us;
      for (let i = 0, c = p.pcount[pc]!; i < c; i++) {
        const base = p.plist[pc * size + i]! * 8;
        for (let d = 0; d < 8; d++) {
          const s = nbr[base + d]!;
          if (s >= 0 && board[s] === 0) {
            cloneMark[s] = st;
            any = true;
          }
        }
      }
    }
    if (!any) return n;
    for (let i = 0; i < nSquares; i++) {
      const sq = squares[i]!;
      if (cloneMark[sq] === st) for (let j = 0; j < nClone; j++) out[n++] = encodeMove(cloneTypes[j]!, sq, -1, KIND_DROP);
    }
    return n;
  }

  /** Snort: a clone of each type onto every empty square with no enemy piece orthogonally next to it (free drops and quadwrangle: onto every empty square), appended at out[n..]. */
  function snortDrops(p: KernelState, out: Int32Array, n: number): number {
    const board = p.board;
    const them = p.turn ^ 1;
    // Free drops and quadwrangle's look at no neighbour.
    const dEnd = reversi >= 3 ? 0 : 8;
    for (let i = 0; i < nSquares; i++) {
      const sq = squares[i]!;
      if (board[sq] !== 0) continue;
      let touches = false;
      // Directions 0, 2, 4, 6 are the orthogonal ones (compile/flip.ts).
      for (let d = 0; d < dEnd && !touches; d += 2) {
        const s = nbr[sq * 8 + d]!;
        touches = s >= 0 && isOf(board[s]!, them);
      }
      if (!touches) for (let j = 0; j < nClone; j++) out[n++] = encodeMove(cloneTypes[j]!, sq, -1, KIND_DROP);
    }
    return n;
  }

  /** Reversi: keeps of out[from..end) the moves that are no drop and the drops that enclose (or, in the opening, land on a start square). */
  function enclosing(p: KernelState, out: Int32Array, from: number, end: number): number {
    const board = p.board;
    let opening = false;
    for (let i = 0; i < nStart && !opening; i++) opening = board[startSquares[i]!] === 0;
    let n = from;
    for (let i = from; i < end; i++) {
      const m = out[i]!;
      if (moveKind(m) === KIND_DROP) {
        const to = moveTo(m);
        if (opening) {
          let listed = false;
          for (let j = 0; j < nStart && !listed; j++) listed = startSquares[j] === to;
          if (!listed) continue;
        } else if (flips(p, to, p.turn) === 0) continue;
      }
      out[n++] = m;
    }
    return n;
  }

  function finish(p: KernelState, out: Int32Array, start: number, end: number): number {
    return reversi === 1 ? enclosing(p, out, start, end) : reversi >= 2 ? snortDrops(p, out, end) : clones(p, out, end);
  }

  // An inner link that ended the game (a connect link, say) gave no moves; clones must not be added then.
  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    if (fullEnd(p) !== 0) return start;
    const end = legal(p, out, start);
    return end === start && innerEnd(p) !== 0 ? start : finish(p, out, start, end);
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    if (fullEnd(p) !== 0) return start;
    const end = legalByMaking(p, out, start);
    return end === start && innerEnd(p) !== 0 ? start : finish(p, out, start, end);
  }

  return { gameEnd, generateLegal, generateLegalByMaking };
}

/** The stand-in: the inner link as it is. */
export function noFlipPart(_v: KernelTables, _K: KernelConstants, _fm: FlipMovesPart, inner: EndChain): EndChain {
  return inner;
}
