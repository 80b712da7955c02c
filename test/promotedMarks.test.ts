/**
 * The FEN of pieces promoted shogi-style in variants without hands (kernel/promotedMarks.ts):
 * written `+S` (the letter promoted from), as Fairy-Stockfish writes them — test/ffish/forward.jsonl
 * and chak.jsonl replay ffish's playouts to the FENs it wrote, `+S`, `+E`, `+P` among them; here
 * the rules around it: the mark follows its piece, leaves with a capture, comes back on unmake, and
 * a piece given by its own letter stays so.
 */
import { legalMoves, makeFen, makeUci, type Position } from '@fairyforge/core';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, positionAt as at } from './oracle.ts';

/** Plays the legal move written `uci` in pos. */
function play(pos: Position, uci: string): void {
  const m = legalMoves(pos).find((x) => makeUci(pos, x) === uci);
  if (m === undefined) throw new Error(`${uci} is not legal in ${makeFen(pos)}`);
  pos.make(m);
}

describe('promoted pieces in the FEN of a variant without hands', () => {
  it('forward: a promotion is written +L; the mark moves with the piece, and unmake takes it back', () => {
    const pos = at(compiled('forward'), '4g3/L7/8/8/8/8/8/4G3 w - - 0 1');
    const start = makeFen(pos);
    const hash = [pos.hashLo, pos.hashHi];
    play(pos, 'a7a8+');
    expect(makeFen(pos)).toBe('+L3g3/8/8/8/8/8/8/4G3 b - - 0 1');
    play(pos, 'e8e7');
    play(pos, 'a8a3');
    expect(makeFen(pos)).toBe('8/4g3/8/8/8/+L7/8/4G3 b - - 2 2');
    for (let i = 0; i < 3; i++) pos.unmake();
    expect(makeFen(pos)).toBe(start);
    expect([pos.hashLo, pos.hashHi]).toEqual(hash);
  });

  it('forward: declining the promotion leaves the piece unmarked; a rook given as R stays R, +L reads back as +L', () => {
    const pos = at(compiled('forward'), '4g3/L7/8/8/8/8/8/4G3 w - - 0 1');
    play(pos, 'a7a8');
    expect(makeFen(pos)).toBe('L3g3/8/8/8/8/8/8/4G3 b - - 1 1');
    expect(makeFen(at(compiled('forward'), 'R3g3/8/8/8/8/8/8/4G3 w - - 0 1'))).toBe('R3g3/8/8/8/8/8/8/4G3 w - - 0 1');
    expect(makeFen(at(compiled('forward'), '+L3g3/8/8/8/8/8/8/4G3 w - - 0 1'))).toBe('+L3g3/8/8/8/8/8/8/4G3 w - - 0 1');
  });

  it('shoshogi: a captured crown prince takes its mark with it; the captor keeps its own', () => {
    const pos = at(compiled('shoshogi'), '3k5/9/9/9/9/9/9/4+Er3/4K4 b - - 0 1');
    play(pos, 'f2e2');
    expect(makeFen(pos)).toBe('3k5/9/9/9/9/9/9/4r4/4K4 w - - 0 2');
    pos.unmake();
    expect(makeFen(pos)).toBe('3k5/9/9/9/9/9/9/4+Er3/4K4 b - - 0 1');
  });

  it('wolf: a pawn promoting to the elephant, its own promoted type, is written +P', () => {
    const pos = at(compiled('wolf'), '4k3/P7/8/8/8/8/8/8/8/4K3 w - - 0 1');
    play(pos, 'a9a10+');
    expect(makeFen(pos)).toBe('+P3k3/8/8/8/8/8/8/8/8/4K3 b - - 0 1');
  });
});
