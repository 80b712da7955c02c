/**
 * Kernel part: legality judged after the wall (rules/walls.ts beside
 * pseudo-royalty: atomic chess with a duck). Fairy-Stockfish judges whether
 * a move leaves a pseudo-royal piece attacked on the board as it stands once
 * the wall is placed — the duck lifted from its old square, the new wall
 * put — so a duck may block a check, and lifting it may open one. A piece's
 * move is legal when at least one of its walls leaves the mover safe (or it
 * blows up an opponent's pseudo-royal piece, and none of the mover's); its
 * wall half lists only those walls. A royal king (not pseudo-royal) is
 * judged before the wall, as Fairy-Stockfish does, so a variant without
 * pseudo-royal pieces gets `noWallLegalPart` (duck chess itself has no
 * check: its king is only captured).
 *
 * A castling king crosses its path with the wall placed and the duck
 * lifted, the king off its square and the rook still on its own. The walls
 * listed are the wall part's (kernel/walls.ts), read with the piece's move
 * made; the mover's pseudo-royal pieces are tested by pseudoRoyal.ts's
 * `pseudoAttacked` (touching kings immune where captures blast), a
 * shogi-style flip marked as there. listRules.ts takes `keepSafe` in place
 * of pseudoRoyal.ts's. A factory compiled per variant (see board.ts).
 */
import type { AttacksPart } from './attacks.ts';
import type { BlastRoyaltyPart } from './blastRoyalty.ts';
import type { CastlingPart } from './castling.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { PseudoRoyalFlipPart, PseudoRoyalPart } from './pseudoRoyal.ts';
import type { KernelConstants, KernelState, KernelTables } from './types.ts';

/** The wall part's list of a move's walls (walls.ts's WallSquaresPart; not imported, which would close an import cycle). */
interface WallList {
  wallMoves(p: KernelState, out: Int32Array, start: number): number;
}

export interface WallLegalPart {
  /** Piece move m of the side to move (not made): its walls that leave the mover safe, as the wall half lists them, at out[start..]; returns the new end. */
  legalWalls(p: KernelState, m: number, out: Int32Array, start: number): number;
  /** The piece moves of out[start..end) that have a wall leaving the mover safe; returns the new end. */
  keepSafe(p: KernelState, out: Int32Array, start: number, end: number): number;
  /** Whether legality is judged after the wall here. */
  readonly active: boolean;
}

export function wallLegalPart(v: KernelTables, K: KernelConstants, at: AttacksPart, mu: MakeUnmakePart, cr: CastlingPart, br: BlastRoyaltyPart, ws: WallList, fl: PseudoRoyalFlipPart, ps: PseudoRoyalPart): WallLegalPart {
  const active = v.walls !== undefined && v.pseudoRoyal !== undefined;
  const duck = active && v.walls!.rule === K.WALLS_DUCK;
  const types = active ? v.pseudoRoyal!.types : new Int8Array(0);
  const limit = active ? v.pseudoRoyal!.limit : 0;
  const listed = new Uint8Array(v.nTypes);
  for (let i = 0; i < types.length; i++) listed[types[i]!] = 1;
  const { KIND_CASTLE, WALL, moveFrom, moveTo, moveKind } = K;
  const { isAttacked } = at;
  const { make, unmake } = mu;
  const { castleOption } = cr;
  const { active: blast, saveCounts, blastVerdict, touchesRoyal } = br;
  const { wallMoves } = ws;
  const { flip, markFlip } = fl;
  const { pseudoAttacked } = ps;
  // One move's walls while its legality is asked: at most one per square.
  const walls = new Int32Array(active ? v.size : 0);

  /** With wall move w's wall placed (the duck lifted), is a pseudo-royal piece of c attacked? Puts the board back. */
  function attackedWith(p: KernelState, w: number, c: number): boolean {
    const board = p.board;
    const from = moveFrom(w);
    const to = moveTo(w);
    const lift = duck && from !== to;
    if (lift) board[from] = 0;
    board[to] = WALL;
    const hit = pseudoAttacked(p, c);
    board[to] = 0;
    if (lift) board[from] = WALL;
    return hit;
  }

  /**
   * Castling m (not made) with wall move w: does the pseudo-royal king cross an
   * attacked square? The wall goes on its square unless the rook stands there.
   */
  function pathAttacked(p: KernelState, m: number, w: number): boolean {
    const board = p.board;
    const from = moveFrom(m);
    const code = board[from]!;
    const t = (code >> 1) - 1;
    if (listed[t] === 0 || p.pcount[t * 2 + p.turn]! > limit) return false;
    const kingTo = p.slotKingTo[castleOption(p, m)]!;
    const step = kingTo > from ? 1 : -1;
    const wFrom = moveFrom(w);
    const wTo = moveTo(w);
    const lift = duck && wFrom !== wTo;
    board[from] = 0;
    if (lift) board[wFrom] = 0;
    const under = board[wTo]!;
    if (under === 0) board[wTo] = WALL;
    const them = p.turn ^ 1;
    let hit = false;
    if (kingTo === from) hit = isAttacked(p, from, them) && !(blast && touchesRoyal(p, from, them));
    for (let s = from; !hit && s !== kingTo; s += step) hit = isAttacked(p, s, them) && !(blast && touchesRoyal(p, s, them));
    board[wTo] = under;
    if (lift) board[wFrom] = WALL;
    board[from] = code;
    return hit;
  }

  /** Piece move m's safe walls at out[start..]; with `first`, no more than one where that settles legality. */
  function wallsOf(p: KernelState, m: number, out: Int32Array, start: number, first: boolean): number {
    const us = p.turn;
    const castle = moveKind(m) === KIND_CASTLE;
    const stopAtOne = first && !castle;
    if (blast) saveCounts(p);
    // The royalty a shogi-style flip leaves is read as pseudoRoyal.ts reads it.
    markFlip(p, m);
    make(p, m);
    // The wall half is the mover's: its walls are listed with the side to move given back (a static wall's region is the side's).
    p.turn = us;
    // With blasts: blowing up one's own pseudo-royal piece is illegal, the opponent's legal whatever the wall.
    const verdict = blast ? blastVerdict(p, us) : 0;
    let n = start;
    if (verdict === 2) {
      n = wallMoves(p, out, start);
      if (stopAtOne && n > start) n = start + 1;
    } else if (verdict === 0) {
      const end = wallMoves(p, out, start);
      for (let i = start; i < end; i++) {
        const w = out[i]!;
        if (attackedWith(p, w, us)) continue;
        out[n++] = w;
        if (stopAtOne) break;
      }
    }
    p.turn = us ^ 1;
    unmake(p);
    flip[0] = -1;
    if (!castle) return n;
    let k = start;
    for (let i = start; i < n; i++) {
      const w = out[i]!;
      if (!pathAttacked(p, m, w)) out[k++] = w;
    }
    return first ? Math.min(k, start + 1) : k;
  }

  function legalWalls(p: KernelState, m: number, out: Int32Array, start: number): number {
    return wallsOf(p, m, out, start, false);
  }

  function keepSafe(p: KernelState, out: Int32Array, start: number, end: number): number {
    let n = start;
    for (let i = start; i < end; i++) {
      const m = out[i]!;
      if (wallsOf(p, m, walls, 0, true) > 0) out[n++] = m;
    }
    return n;
  }

  return { legalWalls, keepSafe, active };
}

/** The stand-in: legality is not judged after a wall (no walls, or no pseudo-royal pieces); nothing asks. */
export function noWallLegalPart(_v: KernelTables, _K: KernelConstants, _at: AttacksPart, _mu: MakeUnmakePart, _cr: CastlingPart, _br: BlastRoyaltyPart, _ws: WallList, _fl: PseudoRoyalFlipPart, _ps: PseudoRoyalPart): WallLegalPart {
  function legalWalls(_p: KernelState, _m: number, _out: Int32Array, start: number): number {
    return start;
  }
  function keepSafe(_p: KernelState, _out: Int32Array, _start: number, end: number): number {
    return end;
  }
  return { legalWalls, keepSafe, active: false };
}
