import { describe, expect, it } from 'vitest';
import type { BetzaAst } from './ast.ts';
import type { MoveAtom } from './atoms.ts';
import { compileBetza } from './compile.ts';
import { expandBetza } from './expand.ts';

function atoms(betza: string): MoveAtom[] {
  const compiled = compileBetza(betza);
  if (!compiled.ok) throw new Error(`${betza}: ${compiled.errors.map((e) => e.message).join('; ')}`);
  return compiled.atoms;
}

const plain = { move: true, capture: true, initial: false, enPassant: false, path: [], jump: false, hop: 'none' };

describe('expandBetza: shorthands and ranges', () => {
  it('W is four leaps in slot order f, r, b, l', () => {
    expect(atoms('W')).toEqual([
      { dx: 0, dy: 1, range: 1, ...plain },
      { dx: 1, dy: 0, range: 1, ...plain },
      { dx: 0, dy: -1, range: 1, ...plain },
      { dx: -1, dy: 0, range: 1, ...plain },
    ]);
  });

  it('R = W0 = WW, B = F0, Q = R + B, K = W + F', () => {
    expect(atoms('R')).toEqual(atoms('W0'));
    expect(atoms('R')).toEqual(atoms('WW'));
    expect(atoms('B')).toEqual(atoms('FF'));
    expect(new Set(atoms('Q').map((a) => JSON.stringify(a)))).toEqual(new Set(atoms('RB').map((a) => JSON.stringify(a))));
    expect(new Set(atoms('K').map((a) => JSON.stringify(a)))).toEqual(new Set(atoms('WF').map((a) => JSON.stringify(a))));
    expect(atoms('K').every((a) => a.range === 1)).toBe(true);
  });

  it('ranges: digits cap the steps, 0 and doubling are unlimited', () => {
    expect(atoms('R4').map((a) => a.range)).toEqual([4, 4, 4, 4]);
    expect(atoms('W10').map((a) => a.range)).toEqual([10, 10, 10, 10]);
    expect(atoms('NN').map((a) => a.range)).toEqual(Array(8).fill(0));
    expect(atoms('K2')).toEqual(atoms('Q2'));
    expect(atoms('R1')).toEqual(atoms('W'));
    expect(atoms('B3')).toEqual(atoms('F3'));
  });

  it('L and J are the camel and the zebra', () => {
    expect(atoms('L')).toEqual(atoms('C'));
    expect(atoms('J')).toEqual(atoms('Z'));
    expect(atoms('C').map((a) => [a.dx, a.dy])).toContainEqual([1, 3]);
    expect(atoms('Z').map((a) => [a.dx, a.dy])).toContainEqual([3, 2]);
  });

  it('concatenates terms: NC is the knight and the camel (16 atoms)', () => {
    expect(atoms('NC')).toHaveLength(16);
  });

  it('deduplicates identical atoms only', () => {
    expect(atoms('WfW')).toHaveLength(4);
    expect(atoms('KW')).toHaveLength(8);
    expect(atoms('QK')).toHaveLength(16); // same vectors, different range
    expect(atoms('mWcW')).toHaveLength(8); // same vectors, different flags
    expect(atoms('N1N')).toHaveLength(8); // N1 and N are the same leaper
  });

  it('never produces -0', () => {
    for (const atom of atoms('QNCZGHADnZnH')) {
      for (const value of [atom.dx, atom.dy, ...atom.path.flat()]) expect(Object.is(value, -0)).toBe(false);
    }
  });
});

describe('expandBetza: modalities', () => {
  it('the pawn fmWfceFifmnD', () => {
    expect(atoms('fmWfceFifmnD')).toEqual([
      { ...plain, dx: 0, dy: 1, range: 1, capture: false },
      { ...plain, dx: 1, dy: 1, range: 1, move: false, enPassant: true },
      { ...plain, dx: -1, dy: 1, range: 1, move: false, enPassant: true },
      { ...plain, dx: 0, dy: 2, range: 1, capture: false, initial: true, path: [[0, 1]] },
    ]);
  });

  it('m and c select move or capture; neither (or both) gives both', () => {
    expect(atoms('mW').every((a) => a.move && !a.capture)).toBe(true);
    expect(atoms('cW').every((a) => !a.move && a.capture)).toBe(true);
    expect(atoms('mcW').every((a) => a.move && a.capture)).toBe(true);
  });

  it('e alone is an e.p.-only capture (XBoard mode bits): no ordinary capture, no move', () => {
    expect(atoms('feF')[0]).toMatchObject({ move: false, capture: false, enPassant: true });
    expect(atoms('fmeF')[0]).toMatchObject({ move: true, capture: false, enPassant: true });
  });

  it('p and g make hoppers', () => {
    expect(atoms('mRcpR').map((a) => [a.move, a.capture, a.hop])).toEqual([
      ...Array(4).fill([true, false, 'none']),
      ...Array(4).fill([false, true, 'p']),
    ]);
    expect(atoms('gQ').every((a) => a.hop === 'g' && a.range === 0)).toBe(true);
  });

  it('j on a rider skips the first square (no path); on a leaper the path must be occupied', () => {
    expect(atoms('jR').every((a) => a.jump && a.path.length === 0 && a.range === 0)).toBe(true);
    expect(atoms('fjD')).toEqual([{ ...plain, dx: 0, dy: 2, range: 1, jump: true, path: [[0, 1]] }]);
  });
});

describe('expandBetza: lame paths', () => {
  const pathOf = (betza: string, dx: number, dy: number): unknown =>
    atoms(betza).find((a) => a.dx === dx && a.dy === dy)?.path;

  it('nD: the midpoint', () => {
    expect(pathOf('nD', 0, 2)).toEqual([[0, 1]]);
    expect(pathOf('nD', -2, 0)).toEqual([[-1, 0]]);
  });

  it('nN: the orthogonal square along the long direction (xiangqi horse)', () => {
    expect(pathOf('nN', 1, 2)).toEqual([[0, 1]]);
    expect(pathOf('nN', -1, 2)).toEqual([[0, 1]]);
    expect(pathOf('nN', 2, 1)).toEqual([[1, 0]]);
    expect(pathOf('nN', -2, -1)).toEqual([[-1, 0]]);
    expect(pathOf('nN', 1, -2)).toEqual([[0, -1]]);
  });

  it('nA: the F midpoint', () => {
    expect(pathOf('nA', 2, 2)).toEqual([[1, 1]]);
    expect(pathOf('nA', -2, 2)).toEqual([[-1, 1]]);
    expect(pathOf('nA', 2, -2)).toEqual([[1, -1]]);
  });

  it('nZ: W square then F square outwards (Janggi elephant)', () => {
    expect(pathOf('nZ', 2, 3)).toEqual([[0, 1], [1, 2]]);
    expect(pathOf('nZ', -2, 3)).toEqual([[0, 1], [-1, 2]]);
    expect(pathOf('nZ', 3, -2)).toEqual([[1, 0], [2, -1]]);
  });

  it('nC: the lame camel, by the Janggi elephant\'s rule: W square then F square outwards', () => {
    expect(pathOf('nC', 1, 3)).toEqual([[0, 1], [1, 2]]);
    expect(pathOf('nC', -1, 3)).toEqual([[0, 1], [-1, 2]]);
    expect(pathOf('nC', 3, 1)).toEqual([[1, 0], [2, 1]]);
    expect(pathOf('nC', -3, -1)).toEqual([[-1, 0], [-2, -1]]);
  });

  it('nH and nG: both intermediate squares', () => {
    expect(pathOf('nH', 0, 3)).toEqual([[0, 1], [0, 2]]);
    expect(pathOf('nH', 3, 0)).toEqual([[1, 0], [2, 0]]);
    expect(pathOf('nG', -3, -3)).toEqual([[-1, -1], [-2, -2]]);
  });

  it('plain leaps have no path', () => {
    expect(atoms('NDAZHGC').every((a) => a.path.length === 0)).toBe(true);
  });
});

describe('expandBetza on hand-built trees', () => {
  it('throws for a tree the parser would reject', () => {
    const bad: BetzaAst = {
      terms: [{
        modifiers: [{ kind: 'modality', letter: 'p', column: 0 }],
        atom: 'W', atomColumn: 1, range: { kind: 'none' }, column: 0, length: 2,
      }],
    };
    expect(() => expandBetza(bad)).toThrow(/only riders can hop/);
  });
});
