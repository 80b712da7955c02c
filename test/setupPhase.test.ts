/**
 * A setup phase (rules/setupPhase.ts: placement, sittuyin) and sittuyin's
 * promotion (rules/sittuyinPromotion.ts): the FEN of every oracle position
 * written back, drops before board moves, bishops on both colours, the
 * promotion moves in UCI and SAN and made and unmade exactly, and the
 * loader's checks of the new keys.
 */
import { legalMoves, makeFen, makeSan, makeUci, parseSan } from '@fairyforge/core';
import { validateVariantSource } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, expectOracleFensRoundTrip, positionAt as at } from './oracle.ts';

const uciOf = (fen: string, slug: string) => {
  const p = at(compiled(slug), fen);
  return legalMoves(p).map((m) => makeUci(p, m)).sort();
};

describe('setupPhase', () => {
  it.each(['placement', 'sittuyin'])('%s: every oracle position is written back exactly as read', (slug) => expectOracleFensRoundTrip(slug));

  it('drops come first while any is legal; a side with an empty hand moves on the board', () => {
    // White still holds its queen, and d1 is free: that drop is its only move.
    expect(uciOf('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[Q] w - - 0 1', 'placement')).toEqual(['Q@d1']);
    // Black has placed everything: twenty chess moves.
    expect(uciOf('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[Q] b - - 0 1', 'placement')).toHaveLength(20);
  });

  it('bishops: none onto the colour the other holds, and no piece takes the last square of the other colour', () => {
    // Light squares b1, d1, f1, h1 are free; c1 (dark) holds one bishop: the second goes to a light square.
    const bishops = uciOf('8/pppppppp/8/8/8/8/PPPPPPPP/2B5[KQRRBNNkqrrbbnn] w - - 0 1', 'placement').filter((u) => u.startsWith('B@'));
    expect(bishops).toEqual(['B@b1', 'B@d1', 'B@f1', 'B@h1']);
    // d1 is the only light square left, and a bishop is still in hand: only the bishop may go there.
    expect(uciOf('8/pppppppp/8/8/8/8/PPPPPPPP/RNB2KNR[BQkqrrbbnn] w - - 0 1', 'placement').filter((u) => u.endsWith('d1'))).toEqual(['B@d1']);
  });

  it('a setup phase costs nothing where unused: chess has neither rule', () => {
    expect(compiled('chess').hands).toBeUndefined();
    expect(compiled('crazyhouse').hands?.mustDrop).toBeUndefined();
  });
});

describe('sittuyin', () => {
  it('promotes in place or a step aside, written d5d5f and d5c6f in UCI, d5=F and c6=F in SAN, read back', () => {
    const v = compiled('sittuyin');
    const p = at(v, 'k7/8/8/3P4/8/8/P7/K7[] w - - 0 1');
    const promotions = legalMoves(p).filter((m) => makeUci(p, m).endsWith('f'));
    expect(promotions.map((m) => makeUci(p, m)).sort()).toEqual(['d5c4f', 'd5c6f', 'd5d5f', 'd5e4f', 'd5e6f']);
    const sans = promotions.map((m) => makeSan(p, m));
    expect(sans.sort()).toEqual(['c4=F', 'c6=F', 'd5=F', 'e4=F', 'e6=F']);
    for (const m of promotions) expect(parseSan(p, makeSan(p, m))).toBe(m);
  });

  it('make and unmake of a promotion restore the FEN and the hash', () => {
    const v = compiled('sittuyin');
    const p = at(v, 'k7/8/8/3P4/8/8/P7/K7[] w - - 0 1');
    const fen = makeFen(p);
    const hash = [p.hashLo, p.hashHi];
    for (const m of legalMoves(p)) {
      p.make(m);
      const after = at(v, makeFen(p));
      // The hash kept by make is the one a fresh reading of the position computes.
      expect([p.hashLo, p.hashHi], makeUci(after, m)).toEqual([after.hashLo, after.hashHi]);
      p.unmake();
      expect(makeFen(p)).toBe(fen);
      expect([p.hashLo, p.hashHi]).toEqual(hash);
    }
  });

  it('a pawn promotes only while its side has no general, and the general may neither check nor attack', () => {
    expect(uciOf('k7/8/8/3P4/8/8/P7/KF6[] w - - 0 1', 'sittuyin').filter((u) => u.startsWith('d5'))).toEqual(['d5d6']);
    expect(uciOf('8/1k6/8/3P4/4n3/8/P7/K7[] w - - 0 1', 'sittuyin').filter((u) => u.startsWith('d5'))).toEqual(['d5c4f', 'd5d6', 'd5e6f']);
  });
});

describe('the loader on the new keys', () => {
  const file = (rules: string) => `---\nparent: crazyhouse\nengine:\n  rules:\n${rules}---\n`;

  it('reports an unknown letter in drops.oppositeColors at its value', () => {
    const r = validateVariantSource(file('    drops:\n      oppositeColors: [X]\n'), 'x.md');
    expect(r.diagnostics).toContainEqual(expect.objectContaining({ code: 'drops-piece', line: 6, column: 24 }));
  });

  it('refuses sittuyin promotion beside shogi-style promotion, at its value', () => {
    const r = validateVariantSource(file('    promotion:\n      pieces: { P: Q }\n      sittuyin: true\n'), 'x.md');
    expect(r.diagnostics).toContainEqual(expect.objectContaining({ code: 'promotion-sittuyin', line: 7, column: 17 }));
  });
});
