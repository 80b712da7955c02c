/** A small seeded generator (mulberry32) so that engine games reproduce, and a uniformly random mover. */
import { legalMoves, type Position } from '@fairyforge/core';

export type Rng = () => number;

/** Uniform in [0, 1), fully determined by the seed. */
export function mulberry32(seed: number): Rng {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A legal move chosen uniformly at random, or null when there is none. */
export function randomMove(pos: Position, rng: Rng): number | null {
  const moves = legalMoves(pos);
  return moves.length ? moves[Math.floor(rng() * moves.length)]! : null;
}
