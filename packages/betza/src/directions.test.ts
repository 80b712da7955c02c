/**
 * Direction modifiers resolved to step vectors, per symmetry class
 * (reference §2a–2d).
 */
import { describe, expect, it } from 'vitest';
import { compileBetza } from './compile.ts';
import { generateMoves } from './testBoard.ts';

function vectors(betza: string): string[] {
  const compiled = compileBetza(betza);
  if (!compiled.ok) throw new Error(`${betza}: ${compiled.errors.map((e) => e.message).join('; ')}`);
  return compiled.atoms.map((a) => `${a.dx},${a.dy}`).sort();
}

/** Destinations of a white knight-like piece on e4 of an empty 8×8 board. */
function fromE4(betza: string): string[] {
  const compiled = compileBetza(betza);
  if (!compiled.ok) throw new Error(betza);
  return generateMoves(compiled.atoms, { width: 8, height: 8, from: 'e4' }).quiet;
}

describe('§2a orthogonal atoms: one direction per letter, union', () => {
  it.each([
    ['fW', ['0,1']],
    ['bW', ['0,-1']],
    ['rW', ['1,0']],
    ['lW', ['-1,0']],
    ['vW', ['0,-1', '0,1']],
    ['sW', ['-1,0', '1,0']],
    ['frW', ['0,1', '1,0']],
    ['fsW', ['-1,0', '0,1', '1,0']],
    ['fD', ['0,2']],
    ['bH', ['0,-3']],
    ['lR', ['-1,0']],
  ])('%s', (betza, expected) => {
    expect(vectors(betza)).toEqual([...expected].sort());
  });
});

describe('§2b diagonal atoms: one letter = pair, two perpendicular letters = one move', () => {
  it.each([
    ['fF', ['-1,1', '1,1']],
    ['bF', ['-1,-1', '1,-1']],
    ['rF', ['1,-1', '1,1']],
    ['lF', ['-1,-1', '-1,1']],
    ['frF', ['1,1']],
    ['rfF', ['1,1']],
    ['flF', ['-1,1']],
    ['blF', ['-1,-1']],
    ['brA', ['2,-2']],
    ['fG', ['-3,3', '3,3']],
    ['fbF', ['-1,-1', '-1,1', '1,-1', '1,1']],
    ['frblB', ['-1,-1', '1,1']],
  ])('%s', (betza, expected) => {
    expect(vectors(betza)).toEqual([...expected].sort());
  });
});

describe('§2c oblique atoms: the full table, knight on e4', () => {
  it.each([
    ['fN', 'd6 f6'],
    ['ffN', 'd6 f6'],
    ['bN', 'd2 f2'],
    ['bbN', 'd2 f2'],
    ['rN', 'g3 g5'],
    ['rrN', 'g3 g5'],
    ['lN', 'c3 c5'],
    ['llN', 'c3 c5'],
    ['vN', 'd2 d6 f2 f6'],
    ['sN', 'c3 c5 g3 g5'],
    ['fsN', 'c5 g5'],
    ['bsN', 'c3 g3'],
    ['rvN', 'f2 f6'],
    ['lvN', 'd2 d6'],
    ['frN', 'g5'],
    ['flN', 'c5'],
    ['brN', 'g3'],
    ['blN', 'c3'],
    ['rfN', 'f6'],
    ['lfN', 'd6'],
    ['rbN', 'f2'],
    ['lbN', 'd2'],
    ['fhN', 'c5 d6 f6 g5'],
    ['bhN', 'c3 d2 f2 g3'],
    ['rhN', 'f2 f6 g3 g5'],
    ['lhN', 'c3 c5 d2 d6'],
    ['hrN', 'c5 d2 f6 g3'],
    ['hlN', 'c3 d6 f2 g5'],
    ['fbN', 'd2 d6 f2 f6'],
    ['frflN', 'c5 g5'],
  ])('%s → %s', (betza, squares) => {
    expect(fromE4(betza)).toEqual(squares.split(' '));
  });

  it('f+r needs the atom repeated: fNrN', () => {
    expect(fromE4('fNrN')).toEqual(['d6', 'f6', 'g3', 'g5']);
  });

  it('applies to camels and zebras with the long direction second', () => {
    expect(vectors('fC')).toEqual(['-1,3', '1,3']);
    expect(vectors('frC')).toEqual(['3,1']);
    expect(vectors('rfZ')).toEqual(['2,3']);
    expect(vectors('fsL')).toEqual(['-3,1', '3,1']);
  });
});

describe('§2d K and Q: the XBetza 8-fold system', () => {
  it.each([
    ['fK', ['0,1']],
    ['bK', ['0,-1']],
    ['vK', ['0,-1', '0,1']],
    ['sK', ['-1,0', '1,0']],
    ['frK', ['1,1']],
    ['rfK', ['1,1']],
    ['fsK', ['-1,1', '1,1']],
    ['bsK', ['-1,-1', '1,-1']],
    ['rvK', ['1,-1', '1,1']],
    ['lvK', ['-1,-1', '-1,1']],
    ['ffrK', ['0,1', '1,1']],
    ['ffsK', ['-1,1', '0,1', '1,1']],
  ])('%s', (betza, expected) => {
    expect(vectors(betza)).toEqual([...expected].sort());
  });

  it('fQ is the forward slide only (a lance), fsQ both forward diagonals', () => {
    const compiled = compileBetza('fQ');
    expect(compiled.ok && compiled.atoms.map((a) => [a.dx, a.dy, a.range])).toEqual([[0, 1, 0]]);
    expect(vectors('fsQ')).toEqual(['-1,1', '1,1']);
  });

  it('K and Q without directions give all eight', () => {
    expect(vectors('K')).toHaveLength(8);
    expect(vectors('Q')).toHaveLength(8);
  });
});
