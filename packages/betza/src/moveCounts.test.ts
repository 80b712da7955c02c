/**
 * Every row of reference §9 ("Verified test cases"), run through
 * compileBetza and the test simulator. Count = non-capture destinations
 * of a white piece, blockers treated as friendly unless the row says
 * "enemies". Where Fairy-Stockfish and XBetza disagree, the XBetza value
 * is asserted and the FSF value is noted.
 */
import { describe, expect, it } from 'vitest';
import { compileBetza } from './compile.ts';
import { generateMoves, type TestMoves } from './testBoard.ts';

interface Case {
  readonly betza: string;
  readonly board: `${number}x${number}`;
  readonly from: string;
  readonly blockers?: readonly string[];
  readonly quiet: number;
  /** Exact destinations where the reference lists them. */
  readonly squares?: readonly string[];
  readonly note?: string;
}

function movesOf(betza: string, board: string, from: string, friends: readonly string[] = [],
  enemies: readonly string[] = []): TestMoves {
  const compiled = compileBetza(betza);
  if (!compiled.ok) throw new Error(`${betza}: ${compiled.errors.map((e) => e.message).join('; ')}`);
  const [width, height] = board.split('x').map(Number) as [number, number];
  return generateMoves(compiled.atoms, { width, height, from, friends, enemies });
}

const CASES: readonly Case[] = [
  { betza: 'C', board: '11x10', from: 'e5', quiet: 8 },
  { betza: 'N', board: '8x8', from: 'e4', quiet: 8 },
  { betza: 'N', board: '8x8', from: 'a1', quiet: 2 },
  { betza: 'N', board: '11x10', from: 'e5', quiet: 8 },
  { betza: 'Z', board: '9x10', from: 'e5', quiet: 8 },
  { betza: 'fN', board: '8x8', from: 'e4', quiet: 2, squares: ['d6', 'f6'] },
  { betza: 'fsN', board: '8x8', from: 'e4', quiet: 2, squares: ['c5', 'g5'] },
  { betza: 'fhN', board: '8x8', from: 'e4', quiet: 4, squares: ['c5', 'd6', 'f6', 'g5'] },
  { betza: 'vN', board: '8x8', from: 'e4', quiet: 4, squares: ['d2', 'd6', 'f2', 'f6'] },
  { betza: 'sN', board: '8x8', from: 'e4', quiet: 4, squares: ['c3', 'c5', 'g3', 'g5'] },
  { betza: 'hrN', board: '8x8', from: 'e4', quiet: 4, squares: ['c5', 'd2', 'f6', 'g3'] },
  { betza: 'lhN', board: '8x8', from: 'e4', quiet: 4, squares: ['c3', 'c5', 'd2', 'd6'] },
  { betza: 'frN', board: '8x8', from: 'e4', quiet: 1, squares: ['g5'] },
  { betza: 'rfN', board: '8x8', from: 'e4', quiet: 1, squares: ['f6'] },
  { betza: 'NN', board: '8x8', from: 'a1', quiet: 6 },
  { betza: 'NN', board: '8x8', from: 'd4', quiet: 12 },
  { betza: 'N0', board: '8x8', from: 'a1', quiet: 6 },
  { betza: 'N0', board: '8x8', from: 'd4', quiet: 12 },
  { betza: 'Q', board: '8x8', from: 'd4', quiet: 27 },
  { betza: 'R', board: '8x8', from: 'd4', quiet: 14 },
  { betza: 'R', board: '8x8', from: 'a1', quiet: 14 },
  { betza: 'R', board: '8x8', from: 'h8', quiet: 14 },
  { betza: 'B', board: '8x8', from: 'a1', quiet: 7 },
  { betza: 'R', board: '12x10', from: 'a1', quiet: 20 },
  { betza: 'K', board: '8x8', from: 'a1', quiet: 3 },
  { betza: 'KN', board: '8x8', from: 'e4', quiet: 16 },
  { betza: 'QN', board: '8x8', from: 'd4', quiet: 35 },
  { betza: 'BN', board: '8x8', from: 'd4', quiet: 21 },
  { betza: 'RN', board: '8x8', from: 'd4', quiet: 22 },
  { betza: 'NC', board: '8x8', from: 'e4', quiet: 16 },
  { betza: 'CN', board: '11x10', from: 'a1', quiet: 4 },
  { betza: 'WAD', board: '8x8', from: 'e5', quiet: 12 },
  { betza: 'CF', board: '8x8', from: 'e4', quiet: 12 },
  { betza: 'BW', board: '8x8', from: 'd4', quiet: 17 },
  { betza: 'RF', board: '8x8', from: 'd4', quiet: 18 },
  { betza: 'H', board: '8x8', from: 'd4', quiet: 4 },
  { betza: 'G', board: '8x8', from: 'd4', quiet: 4 },
  { betza: 'A', board: '8x8', from: 'd4', quiet: 4 },
  { betza: 'D', board: '8x8', from: 'd4', quiet: 4 },
  { betza: 'G', board: '8x8', from: 'a1', quiet: 1 },
  { betza: 'H', board: '8x8', from: 'a1', quiet: 2 },
  { betza: 'A', board: '8x8', from: 'a1', quiet: 1 },
  { betza: 'D', board: '8x8', from: 'a1', quiet: 2 },
  { betza: 'F', board: '8x8', from: 'a1', quiet: 1 },
  { betza: 'fsW', board: '9x10', from: 'e5', quiet: 3, squares: ['d5', 'e6', 'f5'] },
  { betza: 'W2', board: '8x8', from: 'd4', quiet: 8 },
  { betza: 'R2', board: '8x8', from: 'a1', quiet: 4 },
  { betza: 'fR', board: '8x8', from: 'a1', quiet: 7 },
  { betza: 'FfW', board: '8x8', from: 'e4', quiet: 5 },
  { betza: 'WfF', board: '8x8', from: 'e4', quiet: 6 },
  { betza: 'fmWfceFifmnD', board: '8x8', from: 'e2', quiet: 2, squares: ['e3', 'e4'] },
  { betza: 'fmWfceFifmnD', board: '8x8', from: 'e2', blockers: ['e3'], quiet: 0 },
  { betza: 'fmWfceFifmnD', board: '8x8', from: 'e2', blockers: ['e4'], quiet: 1, squares: ['e3'] },
  {
    betza: 'fmWfceFifmnD', board: '8x8', from: 'e3', quiet: 1, squares: ['e4'],
    note: 'i = unmoved; the simulator treats rank 2 as the initial rank, as FSF does',
  },
  { betza: 'mRcpR', board: '8x8', from: 'd4', quiet: 14 },
  { betza: 'gQ', board: '8x8', from: 'd4', quiet: 0 },
  { betza: 'gQ', board: '8x8', from: 'd4', blockers: ['d6', 'f6', 'f4'], quiet: 3, squares: ['d7', 'g4', 'g7'] },
  { betza: 'gR', board: '8x8', from: 'a1', blockers: ['a3'], quiet: 1, squares: ['a4'] },
  { betza: 'pR', board: '8x8', from: 'a1', blockers: ['a3'], quiet: 5 },
  { betza: 'nN', board: '9x10', from: 'b1', quiet: 3 },
  { betza: 'nN', board: '9x10', from: 'b1', blockers: ['b2'], quiet: 1, squares: ['d2'] },
  { betza: 'nA', board: '9x10', from: 'c1', quiet: 2 },
  { betza: 'nA', board: '9x10', from: 'c1', blockers: ['d2'], quiet: 1, squares: ['a3'] },
  { betza: 'nZ', board: '9x10', from: 'e5', quiet: 8 },
  { betza: 'nZ', board: '9x10', from: 'e5', blockers: ['e6'], quiet: 6 },
  {
    betza: 'nZ', board: '9x10', from: 'e5', blockers: ['f6'], quiet: 8,
    note: 'Janggi-elephant path (FSF and XBetza mafsmafW: 8); XBoard 4.9 single-leg nZ tests the midpoint: 6',
  },
  { betza: 'fK', board: '8x8', from: 'e4', quiet: 1, squares: ['e5'], note: 'XBetza 1 / FSF 3' },
  { betza: 'fQ', board: '8x8', from: 'd4', quiet: 4, squares: ['d5', 'd6', 'd7', 'd8'], note: 'XBetza 4 / FSF 11' },
  { betza: 'C0', board: '11x10', from: 'e5', quiet: 10, note: 'XBetza 10 / FSF 0 (unsupported there)' },
  { betza: 'W10', board: '12x10', from: 'a1', quiet: 19, note: 'XBetza 19 / FSF 2 (reads one digit)' },
  {
    betza: 'afsW', board: '8x8', from: 'e4', quiet: 8, squares: ['c3', 'c5', 'd2', 'd6', 'f2', 'f6', 'g3', 'g5'],
    note: 'XBetza 8 by hand (the knight squares) / FSF 3 (it ignores a)',
  },
];

describe('reference §9 verified move counts (XBetza values)', () => {
  for (const c of CASES) {
    const where = `${c.from}${c.blockers ? `+${c.blockers.join(',')}` : ''}`;
    it(`${c.betza} on ${c.board} ${where} → ${c.quiet}${c.note ? ` (${c.note})` : ''}`, () => {
      const moves = movesOf(c.betza, c.board, c.from, c.blockers);
      expect(moves.quiet).toHaveLength(c.quiet);
      if (c.squares) expect(moves.quiet).toEqual([...c.squares].sort());
      expect(moves.captures).toEqual([]);
    });
  }

});

describe('reference §9 cases with enemy pieces', () => {
  it('cannon mRcpR on a1, enemies a3 and a5: 8 quiet moves + 1 capture (a5)', () => {
    const moves = movesOf('mRcpR', '8x8', 'a1', [], ['a3', 'a5']);
    expect(moves.quiet).toEqual(['a2', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
    expect(moves.captures).toEqual(['a5']);
  });

  it('pR on a1, enemies a3 and a5: a4 and the capture on a5', () => {
    const moves = movesOf('pR', '8x8', 'a1', [], ['a3', 'a5']);
    expect(moves.quiet).toEqual(['a4']);
    expect(moves.captures).toEqual(['a5']);
  });
});

/**
 * Extensions the reference gives no count for, each count derived by hand in
 * its title: ranged hoppers (the range caps the whole move, screen included, as
 * Fairy-Stockfish reads them: cannon shogi's pB2) and the lame camel nC.
 */
describe('ranged hoppers', () => {
  it('pR3 on a1: a screen on a2 leaves a3 and a4, the capture on a4 too; the a5 enemy is out of range', () => {
    expect(movesOf('pR3', '8x8', 'a1', [], ['a2'])).toEqual({ quiet: ['a3', 'a4'], captures: [] });
    expect(movesOf('pR3', '8x8', 'a1', [], ['a2', 'a4'])).toEqual({ quiet: ['a3'], captures: ['a4'] });
    expect(movesOf('pR3', '8x8', 'a1', [], ['a3', 'a5']).captures).toEqual([]);
    expect(movesOf('pR', '8x8', 'a1', [], ['a3', 'a5']).captures).toEqual(['a5']);
  });

  it('gR2 on a1 lands behind a screen on a2 only, on a3; a screen on a3 puts the landing out of range', () => {
    expect(movesOf('gR2', '8x8', 'a1', ['a2']).quiet).toEqual(['a3']);
    expect(movesOf('gR2', '8x8', 'a1', ['a3']).quiet).toEqual([]);
  });

  it('pB2 on d4 with screens on the four diagonal neighbours: the four squares right behind them', () => {
    expect(movesOf('pB2', '8x8', 'd4', ['c3', 'c5', 'e3', 'e5']).quiet).toEqual(['b2', 'b6', 'f2', 'f6']);
  });

  it('mRcpR3, a cannon of range 3: slides as a rook, captures over a screen within three squares', () => {
    const moves = movesOf('mRcpR3', '8x8', 'a1', [], ['a3', 'a4']);
    expect(moves.quiet).toEqual(['a2', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
    expect(moves.captures).toEqual(['a4']);
  });
});

describe('the lame camel nC', () => {
  it('on e5 (11x10): the camel\'s 8 moves; e6 blocks d8 and f8 (6); f7 blocks f8 alone (7); f5 blocks h6 and h4 (6)', () => {
    expect(movesOf('nC', '11x10', 'e5').quiet).toEqual(movesOf('C', '11x10', 'e5').quiet);
    expect(movesOf('nC', '11x10', 'e5', ['e6']).quiet).toEqual(['b4', 'b6', 'd2', 'f2', 'h4', 'h6']);
    expect(movesOf('nC', '11x10', 'e5', ['f7']).quiet).toEqual(['b4', 'b6', 'd2', 'd8', 'f2', 'h4', 'h6']);
    expect(movesOf('nC', '11x10', 'e5', ['f5']).quiet).toEqual(['b4', 'b6', 'd2', 'd8', 'f2', 'f8']);
  });
});

/**
 * Multi-leg moves (reference §4): the worked examples, each count derived
 * by hand in its title.
 */
describe('reference §4 multi-leg examples', () => {
  it('afsW, the Mao, on e4 with a friend on e5: the two knight squares beyond e5 are lost (6)', () => {
    expect(movesOf('afsW', '8x8', 'e4', ['e5']).quiet).toEqual(['c3', 'c5', 'd2', 'f2', 'g3', 'g5']);
  });

  it('mafsmafW, the Janggi elephant, on e5 (9x10): 8, 6 with e6 blocked, 8 with f6 blocked (as nZ, §9)', () => {
    expect(movesOf('mafsmafW', '9x10', 'e5').quiet).toHaveLength(8);
    expect(movesOf('mafsmafW', '9x10', 'e5', ['e6']).quiet).toHaveLength(6);
    expect(movesOf('mafsmafW', '9x10', 'e5', ['f6']).quiet).toHaveLength(8);
    expect(movesOf('mafsmafW', '9x10', 'e5').quiet).toEqual(movesOf('nZ', '9x10', 'e5').quiet);
  });

  it('afafW, a lame threeleaper written as three W steps: d4 → 4, 3 with d5 blocked, as nH', () => {
    expect(movesOf('afafW', '8x8', 'd4').quiet).toEqual(['a4', 'd1', 'd7', 'g4']);
    expect(movesOf('afafW', '8x8', 'd4', ['d5']).quiet).toEqual(movesOf('nH', '8x8', 'd4', ['d5']).quiet);
  });

  it('mpafmpafmpafsW, an unblockable (1,4) leaper: 8 from e5 on 9x10, blockers on the way change nothing', () => {
    const free = movesOf('mpafmpafmpafsW', '9x10', 'e5').quiet;
    expect(free).toEqual(['a4', 'a6', 'd1', 'd9', 'f1', 'f9', 'i4', 'i6']);
    expect(movesOf('mpafmpafmpafsW', '9x10', 'e5', ['e6', 'e7', 'f5']).quiet).toEqual(free);
  });

  it('fcafmF, the checker capture: only over an enemy, landing beyond it', () => {
    expect(movesOf('fcafmF', '8x8', 'c3').quiet).toEqual([]);
    expect(movesOf('fcafmF', '8x8', 'c3', [], ['d4']).quiet).toEqual(['e5']);
    expect(movesOf('fcafmF', '8x8', 'c3', ['d4']).quiet).toEqual([]);
    expect(movesOf('fcafmF', '8x8', 'c3', [], ['d4', 'e5']).quiet).toEqual([]);
  });

  it('the chu shogi lion KNADcaKmcabK on e4 of an empty 8x8: the 24 squares within two steps, and e4 itself (a pass)', () => {
    const moves = movesOf('KNADcaKmcabK', '8x8', 'e4');
    expect(moves.quiet).toHaveLength(25);
    expect(moves.quiet).toContain('e4');
  });

  it('RasR, the hook mover, on d4: every other square (63); a friend on d5 also hides d6-d8 (59)', () => {
    expect(movesOf('RasR', '8x8', 'd4').quiet).toHaveLength(63);
    const blocked = movesOf('RasR', '8x8', 'd4', ['d5']).quiet;
    expect(blocked).toHaveLength(59);
    expect(blocked).not.toContain('d6');
  });
});
