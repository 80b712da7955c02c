import { describe, expect, it } from 'vitest';
import { splitMoves } from './movesOption.ts';

describe('splitMoves', () => {
  it('splits at spaces and commas, and skips move numbers', () => {
    expect(splitMoves('1. e4 e5 2. Nf3')).toEqual(['e4', 'e5', 'Nf3']);
    expect(splitMoves('e2e4,e7e5, Nf3')).toEqual(['e2e4', 'e7e5', 'Nf3']);
  });

  it('keeps the legs of a multi-leg move together: the second starts where the first ends', () => {
    expect(splitMoves('f6f7,f7g7 e2e4')).toEqual(['f6f7,f7g7', 'e2e4']);
    expect(splitMoves('f6f7,f7f8,e2e4')).toEqual(['f6f7,f7f8', 'e2e4']);
  });
});
