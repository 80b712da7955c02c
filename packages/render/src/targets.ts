/**
 * Where one piece can go, worked out from its Betza move atoms on a given
 * board, for move diagrams. This is deliberately independent of core's move
 * tables: a diagram is what an author checks the engine against, and it
 * also shows what a move generator does not need to report — moves that are
 * only captures (marked even on an empty square, as "capture only"), the
 * screens of hoppers, and the pieces that block a lame leap.
 *
 * Atoms are White's; Black's are turned by 180°.
 */
import type { MoveAtom, MoveLeg } from '@fairyforge/betza';
import { WALL } from '@fairyforge/core';

export interface BoardGeometry {
  readonly cols: number;
  readonly rows: number;
}

export interface PieceTargets {
  /** Squares an ordinary move may end on (empty there). */
  readonly move: ReadonlySet<number>;
  /** Squares a capture may end on (an enemy there, or could be). */
  readonly capture: ReadonlySet<number>;
  /** The same, for moves allowed only to a piece that has not moved yet (`i`). */
  readonly initialMove: ReadonlySet<number>;
  readonly initialCapture: ReadonlySet<number>;
  /** Pieces a hopper jumps over. */
  readonly screens: ReadonlySet<number>;
  /** Occupied squares that stop a lame leap, and the targets they cut off. */
  readonly blocks: ReadonlySet<number>;
  readonly blocked: ReadonlySet<number>;
  /** Empty squares a lame leap needs to stay empty. */
  readonly paths: ReadonlySet<number>;
  /** Lines along which a hopper finds no screen: [from, last square]. */
  readonly hopLines: readonly (readonly [number, number])[];
}

export interface TargetOptions {
  /** Whether the piece counts as unmoved, so `i` moves apply. */
  readonly initial: boolean;
}

/**
 * `board` holds core's codes (0 empty, else ((type + 1) << 1) | colour); the
 * moving piece's own square is treated as empty.
 */
export function pieceTargets(g: BoardGeometry, board: ArrayLike<number>, from: number, colour: 0 | 1, atoms: readonly MoveAtom[], options: TargetOptions): PieceTargets {
  const move = new Set<number>();
  const capture = new Set<number>();
  const initialMove = new Set<number>();
  const initialCapture = new Set<number>();
  const screens = new Set<number>();
  const blocks = new Set<number>();
  const blocked = new Set<number>();
  const paths = new Set<number>();
  const hopLines: [number, number][] = [];
  const hopSeen = new Set<string>();

  const sign = colour === 0 ? 1 : -1;
  const fx = from % g.cols;
  const fy = Math.floor(from / g.cols);
  const at = (x: number, y: number) => (x >= 0 && y >= 0 && x < g.cols && y < g.rows ? y * g.cols + x : -1);
  const occupied = (sq: number) => sq !== from && board[sq]! !== 0;
  // A wall (petrification) blocks like a piece of either side and is never taken.
  const enemy = (sq: number) => occupied(sq) && (board[sq]! & 1) !== colour && board[sq] !== WALL;

  for (const a of atoms) {
    if (a.initial && !options.initial) continue;
    if (a.legs) {
      legTargets(g, board, from, colour, [{ ...a, hop: a.hop === 'p' ? 'p' : 'none' }, ...a.legs], { move, capture, paths, screens });
      continue;
    }
    const dx = a.dx * sign;
    const dy = a.dy * sign;
    const path = a.path.map(([px, py]) => [px * sign, py * sign] as const);
    const toMove = a.initial ? initialMove : move;
    const toCapture = a.initial ? initialCapture : capture;
    const land = (sq: number) => {
      if (!occupied(sq)) {
        if (a.move) toMove.add(sq);
        if (a.capture || a.enPassant) toCapture.add(sq);
      } else if (enemy(sq) && a.capture) toCapture.add(sq);
    };
    /** The lame (`n`) or jumping (`j`) condition of one step from (x, y). */
    const stepAllowed = (x: number, y: number, target: number): boolean => {
      if (path.length === 0) return true;
      const squares = path.map(([px, py]) => at(x + px, y + py)).filter((s) => s >= 0);
      const full = squares.filter(occupied);
      if (a.jump) {
        for (const s of full) screens.add(s);
        return full.length > 0;
      }
      if (full.length) {
        for (const s of full) blocks.add(s);
        if (target >= 0) blocked.add(target);
        return false;
      }
      for (const s of squares) paths.add(s);
      return true;
    };

    const maxSteps = a.range === 0 ? Infinity : a.range;
    let x = fx;
    let y = fy;
    let screened = false;
    let last = -1;
    for (let step = 1; step <= maxSteps; step++) {
      const nx = x + dx;
      const ny = y + dy;
      const sq = at(nx, ny);
      if (sq < 0) break;
      if (!stepAllowed(x, y, sq)) break;
      x = nx;
      y = ny;
      last = sq;
      // `j` on a rider: the first square is passed whatever stands on it.
      if (a.jump && a.range !== 1 && step === 1) continue;
      const full = occupied(sq);
      if (a.hop === 'none') {
        land(sq);
        if (full) break;
      } else if (!screened) {
        if (full) {
          screened = true;
          screens.add(sq);
        }
      } else {
        land(sq);
        if (full || a.hop === 'g') break;
      }
    }
    if (a.hop !== 'none' && !screened && last >= 0) {
      const key = `${from},${last}`;
      if (!hopSeen.has(key)) {
        hopSeen.add(key);
        hopLines.push([from, last]);
      }
    }
  }
  return { move, capture, initialMove, initialCapture, screens, blocks, blocked, paths, hopLines };
}

interface LegMarks {
  readonly move: Set<number>;
  readonly capture: Set<number>;
  readonly paths: Set<number>;
  readonly screens: Set<number>;
}

/**
 * A multi-leg move (XBetza `a`): each leg walked from where the one before
 * ended, as the generator walks it. Where a path ends is a move or capture
 * square; a square it captures on in passing is a capture square too; an
 * empty square where a leg turns is a path square, a piece it passes over a
 * screen. The piece's own square counts as empty (a path may come back to it).
 */
function legTargets(g: BoardGeometry, board: ArrayLike<number>, from: number, colour: 0 | 1, legs: readonly MoveLeg[], marks: LegMarks): void {
  const sign = colour === 0 ? 1 : -1;
  const occupied = (sq: number) => sq !== from && board[sq]! !== 0;
  const enemy = (sq: number) => occupied(sq) && (board[sq]! & 1) !== colour;
  const walk = (index: number, start: number): void => {
    const leg = legs[index]!;
    const last = index === legs.length - 1;
    const max = leg.range === 0 ? g.cols + g.rows : leg.range;
    let x = start % g.cols;
    let y = Math.floor(start / g.cols);
    for (let step = 1; step <= max; step++) {
      x += leg.dx * sign;
      y += leg.dy * sign;
      if (x < 0 || y < 0 || x >= g.cols || y >= g.rows) return;
      const sq = y * g.cols + x;
      const full = occupied(sq);
      if (last) {
        if (!full && leg.move) marks.move.add(sq);
        if ((!full || enemy(sq)) && leg.capture) marks.capture.add(sq);
      } else if (!full && leg.move) {
        marks.paths.add(sq);
        walk(index + 1, sq);
      } else if (full && leg.hop === 'p') {
        marks.screens.add(sq);
        walk(index + 1, sq);
      } else if ((!full || enemy(sq)) && leg.capture) {
        // On an empty board a capture in passing could happen here: marked like a capture-only square.
        marks.capture.add(sq);
        if (full) walk(index + 1, sq);
      }
      if (full) return;
    }
  };
  walk(0, from);
}
