/**
 * Kernel part of a wall or a move (rules/wallOrMove.ts; Fairy-Stockfish's
 * `wallOrMove`, atlantis): a turn is a piece's move, which places no wall, or
 * a wall alone, which moves no piece. The wall alone is one KIND_WALL move
 * (`to` the wall; `from` the side's first piece in a1, b1, …, a2, … order,
 * the square that engine writes it on: `a1a1,a1d3`), legal only where the
 * side is not in check (as in that engine: a wall never answers a check,
 * even one it would block; out of check a wall cannot expose). Nothing
 * else changes but the e.p. squares, which it clears, and the move-rule
 * clock, which restarts where that first piece is a pawn (that engine counts
 * the wall as that piece's move). The outermost link of the node-start
 * results, and a wrapper of make/unmake for the wall. A factory compiled per
 * variant (see board.ts); noWallOrMovePart is the stand-in.
 */
import type { AttacksPart } from './attacks.ts';
import type { EnPassantPart } from './enPassant.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';
import type { WallSquaresPart } from './walls.ts';

export type WallOrMovePart = EndChain & MakeUnmakePart;

export function wallOrMovePart(v: KernelTables, K: KernelConstants, ep: EnPassantPart, at: AttacksPart, ws: WallSquaresPart, mu: MakeUnmakePart, inner: EndChain): WallOrMovePart {
  // Given a variant where every move places its wall, or none (the stand-in is the usual choice then), the inner link and make/unmake as they are.
  if (v.walls === undefined || v.walls.orMove !== true) return { gameEnd: inner.gameEnd, generateLegal: inner.generateLegal, generateLegalByMaking: inner.generateLegalByMaking, make: mu.make, unmake: mu.unmake };
  const { wallKeys } = v.walls!;
  const { size, nTypes } = v;
  const pawn = v.pawn;
  const zSideLo = v.zobrist[2 * v.zSide]!;
  const zSideHi = v.zobrist[2 * v.zSide + 1]!;
  const { KIND_WALL, WALL, moveFrom, moveTo, moveKind } = K;
  const { saveEp, restoreEp } = ep;
  const { royalAttacked } = at;
  const { newWalls } = ws;
  const { make: makeMove, unmake: unmakeMove } = mu;
  const { gameEnd, generateLegal: legal, generateLegalByMaking: legalByMaking } = inner;

  /** The square a wall alone is written on: the side's first piece's (a1, b1, …, a2, …); -1 with no piece. */
  function anchor(p: KernelState): number {
    let first = -1;
    for (let t = 0; t < nTypes; t++) {
      const pc = t * 2 + p.turn;
      for (let i = 0, n = p.pcount[pc]!; i < n; i++) {
        const sq = p.plist[pc * size + i]!;
        if (first < 0 || sq < first) first = sq;
      }
    }
    return first;
  }

  /** The walls alone after the inner link's moves (ending at out[end]): none in check. */
  function withWalls(p: KernelState, out: Int32Array, end: number): number {
    const from = anchor(p);
    if (from < 0 || royalAttacked(p, p.turn)) return end;
    return newWalls(p, out, end, from);
  }

  function generateLegal(p: KernelState, out: Int32Array, start: number): number {
    if (gameEnd(p) !== 0) return start;
    return withWalls(p, out, legal(p, out, start));
  }

  function generateLegalByMaking(p: KernelState, out: Int32Array, start: number): number {
    if (gameEnd(p) !== 0) return start;
    return withWalls(p, out, legalByMaking(p, out, start));
  }

  function make(p: KernelState, m: number): void {
    if (moveKind(m) !== KIND_WALL) return makeMove(p, m);
    const ply = p.ply;
    if (ply >= p.stMove.length) p.grow();
    p.stMove[ply] = m;
    p.stHashLo[ply] = p.hashLo;
    p.stHashHi[ply] = p.hashHi;
    p.stHalf[ply] = p.halfmove;
    p.stUndo[ply] = 0;
    saveEp(p, ply);
    const to = moveTo(m);
    const from = moveFrom(m);
    p.board[to] = WALL;
    p.halfmove = pawn[(p.board[from]! >> 1) - 1] ? 0 : p.halfmove + 1;
    if (p.turn === 1) p.fullmove++;
    p.turn ^= 1;
    p.hashLo ^= wallKeys[2 * to]! ^ zSideLo;
    p.hashHi ^= wallKeys[2 * to + 1]! ^ zSideHi;
    p.ply = ply + 1;
  }

  function unmake(p: KernelState): void {
    const ply = p.ply - 1;
    const m = p.stMove[ply]!;
    if (moveKind(m) !== KIND_WALL) return unmakeMove(p);
    p.ply = ply;
    p.turn ^= 1;
    if (p.turn === 1) p.fullmove--;
    p.board[moveTo(m)] = 0;
    p.halfmove = p.stHalf[ply]!;
    restoreEp(p, ply);
    p.hashLo = p.stHashLo[ply]!;
    p.hashHi = p.stHashHi[ply]!;
  }

  return { gameEnd, generateLegal, generateLegalByMaking, make, unmake };
}

/** The stand-in: the inner link and make/unmake as they are. */
export function noWallOrMovePart(_v: KernelTables, _K: KernelConstants, _ep: EnPassantPart, _at: AttacksPart, _ws: WallSquaresPart, mu: MakeUnmakePart, inner: EndChain): WallOrMovePart {
  return { gameEnd: inner.gameEnd, generateLegal: inner.generateLegal, generateLegalByMaking: inner.generateLegalByMaking, make: mu.make, unmake: mu.unmake };
}
