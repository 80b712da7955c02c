/**
 * A tiny board simulator for tests only: it turns move atoms into
 * destination squares for a white piece, so the reference's verified move
 * counts (reference §9) can be checked end to end. It is deliberately
 * naive (no check, no e.p. squares, no promotion) and is not exported from
 * the package; the real move generator lives in @fairyforge/core.
 */
import type { MoveAtom, MoveLeg } from './atoms.ts';

export interface TestPosition {
  readonly width: number;
  readonly height: number;
  /** The moving white piece, e.g. 'e4'. */
  readonly from: string;
  /** White pieces: block, can be hopped over, never captured. */
  readonly friends?: readonly string[];
  /** Black pieces: block, can be hopped over, can be captured. */
  readonly enemies?: readonly string[];
  /**
   * Whether `i` moves are available. Default: the piece stands on rank 2,
   * like Fairy-Stockfish's double-step region (and a pawn there is unmoved).
   */
  readonly virgin?: boolean;
}

export interface TestMoves {
  /** Non-capture destinations, sorted, without duplicates. */
  readonly quiet: string[];
  /** Capture destinations, sorted, without duplicates. */
  readonly captures: string[];
}

type Square = readonly [number, number];

export function squareOf(name: string): Square {
  const match = /^([a-z])(\d+)$/.exec(name);
  if (!match) throw new Error(`bad square name ${name}`);
  return [match[1]!.charCodeAt(0) - 97, Number(match[2]) - 1];
}

export function nameOf([x, y]: Square): string {
  return `${String.fromCharCode(97 + x)}${y + 1}`;
}

export function generateMoves(atoms: readonly MoveAtom[], position: TestPosition): TestMoves {
  const board = new TestBoard(position);
  const quiet = new Set<string>();
  const captures = new Set<string>();
  const virgin = position.virgin ?? board.from[1] === 1;
  for (const atom of atoms) {
    if (atom.initial && !virgin) continue;
    for (const [square, kind] of board.targets(atom)) {
      (kind === 'quiet' ? quiet : captures).add(nameOf(square));
    }
  }
  return { quiet: [...quiet].sort(), captures: [...captures].sort() };
}

type Target = readonly [Square, 'quiet' | 'capture'];

class TestBoard {
  readonly from: Square;
  private readonly friends: Set<string>;
  private readonly enemies: Set<string>;

  constructor(private readonly position: TestPosition) {
    this.from = squareOf(position.from);
    this.friends = new Set(position.friends ?? []);
    this.enemies = new Set(position.enemies ?? []);
  }

  private onBoard([x, y]: Square): boolean {
    return x >= 0 && y >= 0 && x < this.position.width && y < this.position.height;
  }

  private occupied(square: Square): boolean {
    const name = nameOf(square);
    return this.friends.has(name) || this.enemies.has(name);
  }

  private enemy(square: Square): boolean {
    return this.enemies.has(nameOf(square));
  }

  /** What landing on `square` gives: a quiet move, a capture, or nothing. */
  private land(atom: MoveAtom, square: Square): Target[] {
    if (!this.occupied(square)) return atom.move ? [[square, 'quiet']] : [];
    return atom.capture && this.enemy(square) ? [[square, 'capture']] : [];
  }

  /** The lame/jump condition of one step that starts on `start`. */
  private pathAllows(atom: MoveAtom, start: Square): boolean {
    if (atom.path.length === 0) return true;
    const blocked = atom.path.map(([px, py]) => this.occupied([start[0] + px, start[1] + py]));
    return atom.jump ? blocked.some(Boolean) : !blocked.some(Boolean);
  }

  /** A multi-leg move: each leg ridden from where the last one ended (the piece's own square counts as empty). */
  private legTargets(legs: readonly MoveLeg[], index: number, start: Square): Target[] {
    const leg = legs[index]!;
    const last = index === legs.length - 1;
    const maxSteps = leg.range === 0 ? Number.POSITIVE_INFINITY : leg.range;
    const result: Target[] = [];
    let square = start;
    for (let step = 1; step <= maxSteps; step++) {
      square = [square[0] + leg.dx, square[1] + leg.dy];
      if (!this.onBoard(square)) break;
      const full = this.occupied(square);
      if (last) {
        if (!full) { if (leg.move) result.push([square, 'quiet']); } else if (leg.capture && this.enemy(square)) result.push([square, 'capture']);
      } else if (full ? (leg.capture && this.enemy(square)) || leg.hop === 'p' : leg.move) {
        result.push(...this.legTargets(legs, index + 1, square));
      }
      if (full) break;
    }
    return result;
  }

  targets(atom: MoveAtom): Target[] {
    if (atom.legs) return this.legTargets([{ ...atom, hop: atom.hop === 'p' ? 'p' : 'none' }, ...atom.legs], 0, this.from);
    const maxSteps = atom.range === 0 ? Number.POSITIVE_INFINITY : atom.range;
    const result: Target[] = [];
    let square = this.from;
    let screened = false;
    for (let step = 1; step <= maxSteps; step++) {
      if (!this.pathAllows(atom, square)) break;
      square = [square[0] + atom.dx, square[1] + atom.dy];
      if (!this.onBoard(square)) break;
      // `j` on a rider: the first square is passed whatever stands on it.
      if (atom.jump && atom.range !== 1 && step === 1) continue;
      const full = this.occupied(square);
      if (atom.hop === 'none') {
        result.push(...this.land(atom, square));
        if (full) break;
      } else if (!screened) {
        if (full) screened = true;
      } else if (atom.hop === 'g') {
        result.push(...this.land(atom, square));
        break;
      } else {
        result.push(...this.land(atom, square));
        if (full) break;
      }
    }
    return result;
  }
}
