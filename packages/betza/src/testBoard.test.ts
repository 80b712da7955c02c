/** The test simulator itself, on the cases the §9 table does not cover. */
import { describe, expect, it } from 'vitest';
import { compileBetza } from './compile.ts';
import { generateMoves, type TestPosition } from './testBoard.ts';

function quiet(betza: string, position: Omit<TestPosition, 'width' | 'height'>): string[] {
  const compiled = compileBetza(betza);
  if (!compiled.ok) throw new Error(betza);
  return generateMoves(compiled.atoms, { width: 8, height: 8, ...position }).quiet;
}

describe('test simulator', () => {
  it('nH is blocked by either intermediate square', () => {
    expect(quiet('fnH', { from: 'd1' })).toEqual(['d4']);
    expect(quiet('fnH', { from: 'd1', friends: ['d2'] })).toEqual([]);
    expect(quiet('fnH', { from: 'd1', friends: ['d3'] })).toEqual([]);
  });

  it('jN needs the path square occupied', () => {
    expect(quiet('frjN', { from: 'e4' })).toEqual([]);
    expect(quiet('frjN', { from: 'e4', friends: ['f4'] })).toEqual(['g5']);
  });

  it('jR skips its first square whatever stands there', () => {
    expect(quiet('fjR', { from: 'a1' })).toEqual(['a3', 'a4', 'a5', 'a6', 'a7', 'a8']);
    expect(quiet('fjR', { from: 'a1', friends: ['a2'] })).toEqual(['a3', 'a4', 'a5', 'a6', 'a7', 'a8']);
  });

  it('a lame rider checks every step', () => {
    expect(quiet('fnD0', { from: 'a1' })).toEqual(['a3', 'a5', 'a7']);
    expect(quiet('fnD0', { from: 'a1', friends: ['a4'] })).toEqual(['a3']);
  });

  it('i moves only from rank 2 unless told otherwise', () => {
    expect(quiet('ifmW', { from: 'e2' })).toEqual(['e3']);
    expect(quiet('ifmW', { from: 'e4' })).toEqual([]);
    expect(quiet('ifmW', { from: 'e4', virgin: true })).toEqual(['e5']);
  });
});
