/**
 * The Fairy-Stockfish dialect (`compileBetza(text, { dialect: 'fsf' })`).
 * Counts are worked out by hand from FSF's rule: the letters on K and Q
 * apply to the W and F (R and B) parts separately.
 */
import { describe, expect, it } from 'vitest';
import type { BetzaDialect } from './ast.ts';
import { compileBetza } from './compile.ts';
import { describeBetza } from './describe.ts';
import { generateMoves } from './testBoard.ts';

function quiet(betza: string, dialect: BetzaDialect, from = 'd4', board = '8x8'): string[] {
  const compiled = compileBetza(betza, { dialect });
  if (!compiled.ok) throw new Error(`${betza}: ${compiled.errors.map((e) => e.message).join('; ')}`);
  const [width, height] = board.split('x').map(Number) as [number, number];
  return [...generateMoves(compiled.atoms, { width, height, from, friends: [], enemies: [] }).quiet].sort();
}

function errorsOf(betza: string, dialect: BetzaDialect): string[] {
  const compiled = compileBetza(betza, { dialect });
  return compiled.ok ? [] : compiled.errors.map((e) => e.message);
}

describe('dialect fsf: K and Q', () => {
  it('fK: fW (d5) + fF (c5, e5) = 3; XBetza: d5 only', () => {
    expect(quiet('fK', 'fsf')).toEqual(['c5', 'd5', 'e5']);
    expect(quiet('fK', 'xbetza')).toEqual(['d5']);
  });

  it('fQ from d4: fR d5-d8 (4) + fB e5-h8 (4) and c5-a7 (3) = 11; XBetza: the 4 of fR', () => {
    expect(quiet('fQ', 'fsf')).toHaveLength(4 + 4 + 3);
    expect(quiet('fQ', 'xbetza')).toEqual(['d5', 'd6', 'd7', 'd8']);
  });

  it('fsK: the pair fs gives sW (c4, e4) and fF (c5, e5) = 4; XBetza: fF only = 2', () => {
    expect(quiet('fsK', 'fsf')).toEqual(['c4', 'c5', 'e4', 'e5']);
    expect(quiet('fsK', 'xbetza')).toEqual(['c5', 'e5']);
  });

  it('frK: rW (e4) + frF (e5) = 2; rfK: fW (d5) + frF (e5) = 2; XBetza: e5 for both', () => {
    expect(quiet('frK', 'fsf')).toEqual(['e4', 'e5']);
    expect(quiet('rfK', 'fsf')).toEqual(['d5', 'e5']);
    expect(quiet('frK', 'xbetza')).toEqual(['e5']);
  });

  it('vK: vW (d3, d5) + all four F = 6; sK: sW (c4, e4) + all four F = 6', () => {
    expect(quiet('vK', 'fsf')).toEqual(['c3', 'c5', 'd3', 'd5', 'e3', 'e5']);
    expect(quiet('sK', 'fsf')).toEqual(['c3', 'c4', 'c5', 'e3', 'e4', 'e5']);
  });

  it('fhK: f, l, r of W (d5, c4, e4) + fF (c5, e5) = 5, where XBetza rejects h on K', () => {
    expect(quiet('fhK', 'fsf')).toEqual(['c4', 'c5', 'd5', 'e4', 'e5']);
    expect(errorsOf('fhK', 'xbetza')).not.toEqual([]);
  });

  it('the issue example fKifmnD from d2 (unmoved): fK c3, d3, e3 + the initial fD d4 = 4', () => {
    expect(quiet('fKifmnD', 'fsf', 'd2')).toEqual(['c3', 'd3', 'd4', 'e3']);
    expect(quiet('fKifmnD', 'xbetza', 'd2')).toEqual(['d3', 'd4']);
  });

  it('a group FSF gives no moves is an error, not silence', () => {
    expect(errorsOf('vsK', 'fsf')).toEqual(["'vs' gives K no moves in Fairy-Stockfish's reading"]);
    expect(errorsOf('hK', 'fsf')).toEqual(["'h' gives K no moves in Fairy-Stockfish's reading"]);
  });

  it('leaves the other atoms as XBetza reads them', () => {
    for (const betza of ['fN', 'fsW', 'frF', 'fhN', 'fB', 'vR', 'WfF', 'fmWfceF']) {
      expect(quiet(betza, 'fsf'), betza).toEqual(quiet(betza, 'xbetza'));
    }
  });
});

describe('dialect fsf: words', () => {
  it('describeBetza takes the dialect too', () => {
    expect(describeBetza('fK', { dialect: 'fsf' })).toEqual({ ok: true, text: 'Moves or captures one square forward, straight or diagonally.' });
    expect(describeBetza('fK')).toEqual({ ok: true, text: 'Moves or captures one square straight forward.' });
  });
});

describe('dialect fsf: N, C, Z', () => {
  it('v or s paired with a letter of the other axis is an error (XBetza: union, FSF: no moves)', () => {
    expect(errorsOf('vlN', 'fsf')).toEqual(["'vl' gives N no moves in Fairy-Stockfish's reading (XBetza reads v + l)"]);
    expect(errorsOf('sfN', 'fsf')).toHaveLength(1);
    expect(errorsOf('vlN', 'xbetza')).toEqual([]);
  });

  it('fs, lf and ffN mean the same in both: fsN from d4 = b5, f5 (2)', () => {
    expect(quiet('fsN', 'fsf')).toEqual(['b5', 'f5']);
    expect(errorsOf('lfN', 'fsf')).toEqual([]);
    expect(errorsOf('ffN', 'fsf')).toEqual([]);
  });
});

describe('dialect fsf: range digits', () => {
  it('one digit is a range as in XBetza: W2 from d4 = d2, d3, d5, d6, b4, c4, e4, f4 = 8', () => {
    expect(quiet('W2', 'fsf')).toHaveLength(8);
  });

  it('two digits are refused: FSF would read W10 as W1', () => {
    expect(errorsOf('W10', 'fsf')[0]).toMatch(/single range digit/);
    expect(errorsOf('W10', 'xbetza')).toEqual([]);
  });
});
