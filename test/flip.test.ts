/**
 * Flips (rules/flip.ts): make/unmake of every legal move on ataxx and
 * flipello playouts restores the FEN and the hash (the turned pieces'
 * per-ply record, ataxx's clones made without a hand), every oracle
 * position's FEN is written back as read, a game longer than the first undo
 * stack unwinds, the engine searches them, the pictures draw them, and the
 * loader's checks of `flip` and `pass: stalemate` report at their values.
 */
import { describeOutcome, makeFen, MAX_MOVES, outcome, parseFen, perftDivide } from '@fairyforge/core';
import { Engine, mulberry32 as rng } from '@fairyforge/engine';
import { validateVariantSource } from '@fairyforge/loader';
import { renderBoard } from '@fairyforge/render';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, expectOracleFensRoundTrip, playUci, positionAt as at, variant } from './oracle.ts';

describe('flips in make and unmake', () => {
  for (const slug of ['ataxx', 'flipello']) {
    it(`${slug}: every legal move of 8 random games made and unmade restores the FEN and the hash`, () => {
      const v = compiled(slug);
      const moves = new Int32Array(MAX_MOVES);
      let turned = 0;
      let ended = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const random = rng(seed);
        const pos = at(v, v.spec.startFen);
        for (let ply = 0; ply < 150; ply++) {
          const n = pos.generateLegal(moves, 0);
          if (n === 0) {
            ended++;
            break;
          }
          const fen = makeFen(pos);
          const [lo, hi] = [pos.hashLo, pos.hashHi];
          for (let i = 0; i < n; i++) {
            pos.make(moves[i]!);
            expect([pos.hashLo, pos.hashHi]).toEqual(pos.computeHash());
            if (pos.stFlip[pos.ply - 1] !== 0) turned++;
            pos.unmake();
            expect(makeFen(pos)).toBe(fen);
            expect([pos.hashLo, pos.hashHi]).toEqual([lo, hi]);
          }
          pos.make(moves[Math.floor(random() * n)]!);
        }
      }
      // A reversi game drops a disc at every move but a pass, so it ends within 121 plies; jumps make ataxx's games longer.
      if (slug === 'flipello') expect(ended).toBe(8);
      expect(turned).toBeGreaterThan(1000);
    });

    it(`${slug}: every oracle position is written back as read`, () => {
      expectOracleFensRoundTrip(slug);
    });
  }

  it('keeps its records past the first undo stack: a game of 300 plies unwinds to its start', () => {
    const v = compiled('ataxx');
    const pos = at(v, 'P6/7/7/7/7/7/6p w - - 0 1');
    const start = makeFen(pos);
    // Jumping back and forth in opposite corners never fills the board nor lands next to the other side.
    for (let i = 0; i < 75; i++) for (const m of ['a7a5', 'g1g3', 'a5a7', 'g3g1']) playUci(pos, m);
    expect(pos.ply).toBe(300);
    while (pos.ply > 0) pos.unmake();
    expect(makeFen(pos)).toBe(start);
    expect([pos.hashLo, pos.hashHi]).toEqual(pos.computeHash());
  });
});

describe('the results of flips', () => {
  it('a full board is counted, and announced so', () => {
    const pos = at(compiled('ataxx'), 'PPPpppp/pppPPPp/pPPPPPP/PPPPPPp/ppPPPpp/pPPPPpP/pPPPPPP b - - 99 50');
    const o = outcome(pos);
    expect(o).toEqual({ result: '1-0', reason: 'full-board' });
    expect(describeOutcome(o!)).toBe('1-0: White wins by the count of a full board');
  });

  it('two passes in a row are counted (unweighted material), not drawn', () => {
    const pos = at(compiled('flipello'), 'p7/8/8/3PP3/3PP3/8/8/8[Pp] b - - 0 1');
    playUci(pos, 'a8a8');
    playUci(pos, 'd4d4');
    expect(outcome(pos)).toEqual({ result: '1-0', reason: 'pass' });
  });
});

describe('the engine and the pictures with flips', () => {
  for (const [slug, fen] of [
    ['ataxx', '1p3PP/2p2pP/2p1p2/4P1P/1P1PPPP/P1P4/5p1 b - - 1 26'],
    ['flipello', '8/3P3P/p1P1P1P1/1pPPPPp1/2pPp1p1/1Ppp4/2p5/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 9'],
  ] as const) {
    it(`${slug}: a depth-3 search finishes with a legal move and leaves the position as it was`, () => {
      const pos = at(compiled(slug), fen);
      const result = new Engine(pos.v).search(pos, { depth: 3 });
      expect(result.move).not.toBe(0);
      expect(makeFen(pos)).toBe(fen);
    });
  }

  it('draws the stones of ataxx and the discs and hands of flipello', () => {
    const ataxx = renderBoard(variant('ataxx'));
    expect(ataxx.match(/<title>[^<]*stone[^<]*<\/title>/g)?.length).toBe(4);
    const flipello = renderBoard(variant('flipello'));
    expect(flipello.match(/<title>[^<]*disc[^<]*<\/title>/g)?.length).toBeGreaterThanOrEqual(4);
  });
});

describe("the loader's checks of flips", () => {
  const file = (rules: string, pieces = '    P: { betza: mDmNmA, name: stone }\n', setup = 'P5p/7/7/7/7/7/p5P') =>
    `---\nslug: mine\nengine:\n  topology: { type: grid, rows: 7, cols: 7 }\n  players: [white, black]\n  pieces:\n${pieces}  setup: "${setup}"\n  rules:\n    castling: false\n    stalemate: loss\n${rules}---\n`;
  const errors = (text: string) => validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.line, d.column]);

  it('accept ataxx as shipped', () => {
    expect(errors(file('    pass: stalemate\n    flip: { rule: ataxx }\n'))).toEqual([]);
  });

  it('report an unknown rule, drops beside ataxx, a missing hand for reversi and bad start squares at their values', () => {
    expect(errors(file('    flip: { rule: othello }\n')).map(([c]) => c)).toContain('bad-value');
    expect(errors(file('    drops: { toHand: [] }\n    flip: { rule: ataxx }\n'))).toEqual([['flip-drops', 13, 19]]);
    expect(errors(file('    flip: { rule: reversi }\n'))).toEqual([['flip-drops', 12, 19]]);
    expect(errors(file('    flip: { rule: ataxx, start: [d4] }\n'))).toEqual([['flip-start', 12, 34]]);
    expect(errors(file('    drops: { toHand: [] }\n    flip: { rule: reversi, start: [d4, z9] }\n', undefined, 'P5p/7/7/7/7/7/p5P[Pp]'))).toEqual([['flip-start', 13, 40]]);
  });

  it('report clones asked of reversi at their value', () => {
    expect(errors(file('    drops: { toHand: [] }\n    flip: { rule: reversi, clones: false }\n', undefined, 'P5p/7/7/7/7/7/p5P[Pp]'))).toEqual([['flip-clones', 13, 36]]);
  });

  it('ataxx without clones (crusade) lists only the pieces\' own moves, each turning the pieces around its landing square', () => {
    const v = compiled('crusade');
    const r = parseFen(v, '8/8/8/2ppp3/2pPp3/2ppp3/8/8 w - - 0 1');
    if (!r.ok) throw new Error(r.error);
    // The crusader d4 captures each of its eight neighbours (cK) and has nothing else: no clone onto an empty square.
    expect(perftDivide(r.position, 1).nodes).toBe(8);
  });

  it('refuse flips beside blasts', () => {
    expect(errors(file('    blast: {}\n    flip: { rule: ataxx }\n'))).toEqual([['flip-rules', 13, 11]]);
  });

  it('let a variant without a royal piece pass only when stalemated', () => {
    expect(errors(file('    pass: true\n    flip: { rule: ataxx }\n'))).toEqual([['pass-royal', 12, 11]]);
  });
});
