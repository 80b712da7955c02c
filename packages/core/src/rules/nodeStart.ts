/**
 * What the node-start rules share: the kernel judges them all at once
 * (Kernel.gameEnd, value | reason), and each rule's `atStart` hook reports the
 * end when the reason is its own.
 */
import { END_DRAW, END_WIN } from '../compile.ts';
import type { Position } from '../position.ts';
import { DRAW, winFor, type Outcome, type Reason } from './module.ts';

/** The outcome of a node-start end with reason code `code` (END_EXTINCTION, ...), if the position ended so. */
export function endedBy(pos: Position, code: number, reason: Reason): Outcome | null {
  const e = pos.gameEnd();
  if (e === 0 || (e & ~3) !== code) return null;
  const value = e & 3;
  return { result: value === END_DRAW ? DRAW : winFor(value === END_WIN ? pos.turn : pos.turn ^ 1), reason };
}
