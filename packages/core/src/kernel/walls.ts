/**
 * Kernel part of walls placed with every move (rules/walls.ts): duck chess's
 * duck, the game of the amazons' arrows. A walled move does not fit one
 * 31-bit move beside a promotion and a castling option, so the kernel plays
 * it as two half-moves of the same side: the piece's move (the side to move
 * stays, the hash gains the half-turn key), then a KIND_WALL move putting
 * the wall (the side changes). A node is in its wall half when the last move
 * made was not a wall. The outermost link of the node-start results: in the
 * wall half there is no game end and the wall moves are the only moves.
 *
 * Outside the kernel a whole walled move is one number (moves.ts
 * WALLED_MOVE): make accepts it and makes both halves, marking the wall
 * WALL_JOINED so that one unmake takes back both. Perft counts whole moves:
 * two half-plies each, the last counted from the wall list's length.
 *
 * Where a wall may go is wallSquaresPart's (the duck to any empty square, an
 * arrow along the piece's quiet moves, a trail on the square left, a static
 * wall on any empty square of a region, an edge wall on an empty square of
 * the rim or orthogonally next to a wall). Where a turn is a wall or a move
 * (wallOrMove), kernel/wallOrMove.ts plays the walls alone and wallsPart
 * steps aside. Factories compiled per variant (see board.ts); noWallsPart
 * and noWallSquaresPart are the stand-ins.
 */
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { PerftPart } from './perft.ts';
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

export type WallsPart = EndChain & MakeUnmakePart;

/** Where legality is judged after the wall (wallLegal.ts): a piece's move's walls that leave the mover safe, at out[start..]; returns the new end. */
export interface SafeWallsPart {
  legalWalls(p: KernelState, m: number, out: Int32Array, start: number): number;
}

/** Where the wall of a move may go: the wall half's moves, by rule (duck, arrow, trail, static). */
export interface WallSquaresPart {
  /** The wall half's moves (KIND_WALL, from where the piece landed or the duck stands), appended at out[start..]. */
  wallMoves(p: KernelState, out: Int32Array, start: number): number;
  /** Where the duck stands, or -1 before it is first placed. */
  duckSquare(p: KernelState): number;
  /** Edge and static walls: every square a new wall may go, as KIND_WALL moves written from `from`, appended at out[start..]. */
  newWalls(p: KernelState, out: Int32Array, start: number, from: number): number;
}

export function wallSquaresPart(v: KernelTables, K: KernelConstants): WallSquaresPart {
  const rule = v.walls === undefined ? -1 : v.walls!.rule;
  const region = v.walls?.region ?? new Uint8Array(0);
  const edge = v.walls?.edge ?? new Uint8Array(0);
  const cols = v.geometry.cols;
  const { size, leapOff, leapTo, leapMode, rayOff, rayList, raySqOff, raySq, rayMode, rayKind } = v;
  const { KIND_WALL, WALLS_DUCK, WALLS_PAST, WALLS_STATIC, WALLS_EDGE, WALL, M_MOVE, M_LAME, M_JUMP, RAY_SLIDE, BLAST_RECORD, encodeMove, moveFrom, moveTo } = K;
  const duck = rule === WALLS_DUCK;
  // Where captures blast, the squares a blast emptied stay shut to the duck (duckAfterBlast).
  const blasts = duck && v.blast !== undefined;
  const shut = new Uint8Array(blasts ? size : 0);
  const past = rule === WALLS_PAST;
  const fixed = rule === WALLS_STATIC;
  const rim = rule === WALLS_EDGE;

  /** Where the duck stands, or -1 before it is first placed. */
  function duckSquare(p: KernelState): number {
    const board = p.board;
    for (let sq = 0; sq < size; sq++) if (board[sq] === WALL) return sq;
    return -1;
  }

  /** The duck onto any empty square (so never where it stands). */
  function duckMoves(p: KernelState, out: Int32Array, start: number): number {
    const board = p.board;
    const old = duckSquare(p);
    let n = start;
    for (let sq = 0; sq < size; sq++) if (board[sq] === 0) out[n++] = encodeMove(old < 0 ? sq : old, sq, -1, KIND_WALL);
    return n;
  }

  /**
   * The duck where captures blast: Fairy-Stockfish offers it the squares empty
   * before the piece's move and the one the piece left, so not the capture
   * square nor a square the blast emptied (the ply's blast record).
   */
  function duckAfterBlast(p: KernelState, out: Int32Array, start: number): number {
    const base = (p.ply - 1) * BLAST_RECORD;
    const nb = p.stBlast[base]!;
    if (nb === 0) return duckMoves(p, out, start);
    for (let i = 1; i <= nb; i++) shut[p.stBlast[base + i]! >> 8] = 1;
    const board = p.board;
    const old = duckSquare(p);
    let n = start;
    for (let sq = 0; sq < size; sq++) if (board[sq] === 0 && shut[sq] === 0) out[n++] = encodeMove(old < 0 ? sq : old, sq, -1, KIND_WALL);
    for (let i = 1; i <= nb; i++) shut[p.stBlast[base + i]! >> 8] = 0;
    return n;
  }

  /** An arrow from where the piece landed, along that piece's quiet leaps and slides (its `from` is empty by now). */
  function arrowMoves(p: KernelState, out: Int32Array, start: number): number {
    const board = p.board;
    const at = moveTo(p.stMove[p.ply - 1]!);
    const k = (board[at]! - 2) * size + at;
    let n = start;
    for (let i = leapOff[k]!; i < leapOff[k + 1]!; i++) {
      const mode = leapMode[i]!;
      const to = leapTo[i]!;
      if ((mode & M_MOVE) !== 0 && (mode & (M_LAME | M_JUMP)) === 0 && board[to] === 0) out[n++] = encodeMove(at, to, -1, KIND_WALL);
    }
    for (let i = rayOff[k]!; i < rayOff[k + 1]!; i++) {
      const r = rayList[i]!;
      if ((rayMode[r]! & M_MOVE) === 0 || rayKind[r] !== RAY_SLIDE) continue;
      for (let j = raySqOff[r]!; j < raySqOff[r + 1]!; j++) {
        const to = raySq[j]!;
        if (board[to] !== 0) break;
        out[n++] = encodeMove(at, to, -1, KIND_WALL);
      }
    }
    return n;
  }

  /** A trail: the one wall on the square the piece left (snailtrail). */
  function pastMoves(p: KernelState, out: Int32Array, start: number): number {
    const m = p.stMove[p.ply - 1]!;
    out[start] = encodeMove(moveTo(m), moveFrom(m), -1, KIND_WALL);
    return start + 1;
  }

  /** A new wall on any empty square of the side's region (isolation). */
  function staticMoves(p: KernelState, out: Int32Array, start: number, at: number): number {
    const board = p.board;
    const base = p.turn * size;
    let n = start;
    for (let sq = 0; sq < size; sq++) if (board[sq] === 0 && region[base + sq] === 1) out[n++] = encodeMove(at, sq, -1, KIND_WALL);
    return n;
  }

  /** A new wall on an empty square of the rim, or orthogonally next to a wall (atlantis: the sea eats the board inwards). */
  function edgeMoves(p: KernelState, out: Int32Array, start: number, at: number): number {
    const board = p.board;
    let n = start;
    for (let sq = 0; sq < size; sq++) {
      if (board[sq] !== 0) continue;
      const file = sq % cols;
      if (
        edge[sq] === 1 ||
        board[sq - cols] === WALL ||
        board[sq + cols] === WALL ||
        (file > 0 && board[sq - 1] === WALL) ||
        (file < cols - 1 && board[sq + 1] === WALL)
      ) {
        out[n++] = encodeMove(at, sq, -1, KIND_WALL);
      }
    }
    return n;
  }

  function newWalls(p: KernelState, out: Int32Array, start: number, from: number): number {
    return rim ? edgeMoves(p, out, start, from) : fixed ? staticMoves(p, out, start, from) : start;
  }

  function wallMoves(p: KernelState, out: Int32Array, start: number): number {
    if (duck) return blasts ? duckAfterBlast(p, out, start) : duckMoves(p, out, start);
    if (past) return pastMoves(p, out, start);
    return fixed || rim ? newWalls(p, out, start, moveTo(p.stMove[p.ply - 1]!)) : arrowMoves(p, out, start);
  }

  return { wallMoves, duckSquare, newWalls };
}

/** The stand-in: no wall moves. */
export function noWallSquaresPart(_v: KernelTables, _K: KernelConstants): WallSquaresPart {
  return { wallMoves: (_p, _out, start) => start, duckSquare: () => -1, newWalls: (_p, _out, start) => start };
}

export function wallsPart(v: KernelTables, K: KernelConstants, mu: MakeUnmakePart, inner: EndChain, ws: WallSquaresPart, sw: SafeWallsPart): WallsPart {
  // Without walls, or where a turn is a wall or a move (kernel/wallOrMove.ts plays those), the inner link and make/unmake as they are.
  if (v.walls === undefined || v.walls.orMove === true) return { gameEnd: inner.gameEnd, generateLegal: inner.generateLegal, generateLegalByMaking: inner.generateLegalByMaking, make: mu.make, unmake: mu.unmake };
  const { rule, wallKeys, phaseKey } = v.walls!;
  const { KIND_WALL, WALL_JOINED, WALLED_MOVE, WALLS_DUCK, WALL, encodeMove, moveFrom, moveTo, moveKind } = K;
  const duck = rule === WALLS_DUCK;
  const { wallMoves, duckSquare } = ws;
  // Beside pseudo-royal pieces a move's legality is judged after its wall (wallLegal.ts): the wall half lists only the walls that leave the mover safe.
  const wallList = v.pseudoRoyal !== undefined ? safeWalls : wallMoves;
  // Flipping the side and the half-turn together: the piece's move leaves the side's key as it was and sets the half-turn's.
  const turnLo = v.zobrist[2 * v.zSide]! ^ phaseKey[0]!;
  const turnHi = v.zobrist[2 * v.zSide + 1]! ^ phaseKey[1]!;
  const makeMove = mu.make;
  const unmakeMove = mu.unmake;
  const innerEnd = inner.gameEnd;
  const legal = inner.generateLegal;
  const legalByMaking = inner.generateLegalByMaking;

  /** Between a piece's move and its wall? */
  function wallHalf(p: KernelState): boolean {
    const ply = p.ply;
    return ply > 0 && moveKind(p.stMove[ply - 1]!) !== KIND_WALL;
  }

  function gameEnd(p: KernelState): number {
    return wallHalf(p) ? 0 : innerEnd(p);
  }

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    return wallHalf(p) ? wallList(p, out, start) : legal(p, out, start);
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    return wallHalf(p) ? wallList(p, out, start) : legalByMaking(p, out, start);
  }

  /** The wall half judged after the wall: the piece's move taken back, its safe walls listed from before it, the move made again. */
  function safeWalls(p: KernelState, out: Int32Array, start: number): number {
    const m = p.stMove[p.ply - 1]!;
    unmakePiece(p);
    const n = sw.legalWalls(p, m, out, start);
    makePiece(p, m);
    return n;
  }

  /** The piece's move: made as ever, then the side to move given back (its wall follows). */
  function makePiece(p: KernelState, m: number): void {
    makeMove(p, m);
    p.turn ^= 1;
    if (p.turn === 1) p.fullmove--;
    p.hashLo ^= turnLo;
    p.hashHi ^= turnHi;
  }

  function makeWall(p: KernelState, w: number): void {
    const ply = p.ply;
    if (ply >= p.stMove.length) p.grow();
    p.stMove[ply] = w;
    p.stHashLo[ply] = p.hashLo;
    p.stHashHi[ply] = p.hashHi;
    p.stHalf[ply] = p.halfmove;
    p.stUndo[ply] = 0;
    const board = p.board;
    const from = moveFrom(w);
    const to = moveTo(w);
    // The duck leaves its square; an arrow stays for good.
    if (duck && from !== to) {
      board[from] = 0;
      p.hashLo ^= wallKeys[2 * from]!;
      p.hashHi ^= wallKeys[2 * from + 1]!;
    }
    board[to] = WALL;
    p.hashLo ^= wallKeys[2 * to]! ^ turnLo;
    p.hashHi ^= wallKeys[2 * to + 1]! ^ turnHi;
    if (p.turn === 1) p.fullmove++;
    p.turn ^= 1;
    p.ply = ply + 1;
  }

  /** A whole walled move (moves.ts WALLED_MOVE): the piece's move, then its wall, joined. */
  function makeWhole(p: KernelState, m: number): void {
    const piece = m | 0;
    const sq = Math.floor(m / WALLED_MOVE) - 1;
    makePiece(p, piece);
    const from = duck ? duckSquare(p) : moveTo(piece);
    makeWall(p, encodeMove(from < 0 ? sq : from, sq, -1, KIND_WALL) | WALL_JOINED);
  }

  function make(p: KernelState, m: number): void {
    if (m >= WALLED_MOVE) makeWhole(p, m);
    else if (moveKind(m) === KIND_WALL) makeWall(p, m);
    else makePiece(p, m);
  }

  function unmakePiece(p: KernelState): void {
    if (p.turn === 1) p.fullmove++;
    p.turn ^= 1;
    unmakeMove(p);
  }

  function unmake(p: KernelState): void {
    const ply = p.ply - 1;
    const w = p.stMove[ply]!;
    if (moveKind(w) !== KIND_WALL) return unmakePiece(p);
    p.ply = ply;
    p.turn ^= 1;
    if (p.turn === 1) p.fullmove--;
    const from = moveFrom(w);
    const to = moveTo(w);
    p.board[to] = 0;
    if (duck && from !== to) p.board[from] = WALL;
    p.hashLo = p.stHashLo[ply]!;
    p.hashHi = p.stHashHi[ply]!;
    if ((w & WALL_JOINED) !== 0) unmakePiece(p);
  }

  return { gameEnd, generateLegal, generateLegalByMaking, make, unmake };
}

/** The stand-in: the inner link and make/unmake as they are. */
export function noWallsPart(_v: KernelTables, _K: KernelConstants, mu: MakeUnmakePart, inner: EndChain, _ws: WallSquaresPart, _sw: SafeWallsPart): WallsPart {
  return { gameEnd: inner.gameEnd, generateLegal: inner.generateLegal, generateLegalByMaking: inner.generateLegalByMaking, make: mu.make, unmake: mu.unmake };
}

/** Perft by whole moves: each is two half-plies (from a wall half, the first depth counts one). */
export function wallsPerftPart(v: KernelTables, K: KernelConstants, pf: PerftPart): PerftPart {
  if (v.walls === undefined || v.walls.orMove === true) return pf;
  const { KIND_WALL, moveKind } = K;
  const inner = pf.perft;
  const innerFull = pf.perftFull;

  function plies(p: KernelState, depth: number): number {
    const half = p.ply > 0 && moveKind(p.stMove[p.ply - 1]!) !== KIND_WALL;
    return depth <= 0 ? 0 : 2 * depth - (half ? 1 : 0);
  }

  function perft(p: KernelState, depth: number): number {
    return inner(p, plies(p, depth));
  }

  function perftFull(p: KernelState, depth: number): number {
    return innerFull(p, plies(p, depth));
  }

  return { perft, perftFull };
}

/** The stand-in: perft as it is. */
export function noWallsPerftPart(_v: KernelTables, _K: KernelConstants, pf: PerftPart): PerftPart {
  return pf;
}
