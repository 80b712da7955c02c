/**
 * Game results that follow from the position alone: checkmate and stalemate
 * (its value taken from the variant's rules).
 */
import { MAX_MOVES, type Position } from './position.ts';

export type Result = '1-0' | '0-1' | '1/2-1/2';
export interface Outcome {
  readonly result: Result;
  readonly reason: 'checkmate' | 'stalemate';
}

/** The outcome if the game is over by checkmate or stalemate, else null. */
export function outcome(pos: Position): Outcome | null {
  const buf = new Int32Array(MAX_MOVES);
  if (pos.generateLegal(buf, 0) > 0) return null;
  const mover = pos.turn;
  const loss: Result = mover === 0 ? '0-1' : '1-0';
  const win: Result = mover === 0 ? '1-0' : '0-1';
  if (pos.inCheck()) return { result: loss, reason: 'checkmate' };
  const value = pos.v.spec.stalemate;
  return { result: value === 'draw' ? '1/2-1/2' : value === 'win' ? win : loss, reason: 'stalemate' };
}
