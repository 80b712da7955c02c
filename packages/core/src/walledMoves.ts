/**
 * Whole walled moves (rules/walls.ts) outside the kernel. The kernel plays a
 * walled move as two half-moves of one side; games, notation and the engine's
 * root see it whole, as one number: the piece's move plus (wall square + 1)
 * × WALLED_MOVE (moves.ts). The move codecs read the piece's move from it
 * as they are, and Position.make/unmake take and give back both halves.
 */
import type { CompiledVariant } from './compile.ts';
import { KIND_WALL, moveKind, moveTo, WALLED_MOVE } from './moves.ts';
import { MAX_MOVES, type Position } from './position.ts';

/** Are moves whole walled moves here: walls placed with every move, not a wall or a move (wallOrMove, whose walls are moves of their own)? */
export function wholeWalls(v: CompiledVariant): boolean {
  return v.walls !== undefined && v.walls.orMove !== true;
}

const WALLS = new Int32Array(MAX_MOVES);

/** Is m a whole walled move (a piece's move with its wall)? */
export function isWalled(m: number): boolean {
  return m >= WALLED_MOVE;
}

/** The wall square of a whole walled move. */
export function wallSquare(m: number): number {
  return Math.floor(m / WALLED_MOVE) - 1;
}

/** The piece's move of a whole walled move (any other move as it is). */
export function pieceMove(m: number): number {
  return m | 0;
}

/** The whole walled move: piece's move m, wall on sq. */
export function walled(m: number, sq: number): number {
  return m + (sq + 1) * WALLED_MOVE;
}

/** Every piece's move of `moves` (all legal) with every wall it may place, in order. */
export function walledMoves(pos: Position, moves: ArrayLike<number>, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    pos.make(m);
    const k = pos.generateLegal(WALLS, 0);
    for (let j = 0; j < k; j++) out.push(walled(m, moveTo(WALLS[j]!)));
    pos.unmake();
  }
  return out;
}

/** The whole move of legal piece's move m with its wall on sq, or null where that wall may not go. */
export function withWall(pos: Position, m: number, sq: number): number | null {
  pos.make(m);
  const k = pos.generateLegal(WALLS, 0);
  let found = false;
  for (let j = 0; j < k; j++) if (moveTo(WALLS[j]!) === sq) found = true;
  pos.unmake();
  return found ? walled(m, sq) : null;
}

/** Is m the wall half of a walled move (as the kernel and an engine's line hold them)? */
export function isWallHalf(m: number): boolean {
  return m < WALLED_MOVE && moveKind(m) === KIND_WALL;
}
