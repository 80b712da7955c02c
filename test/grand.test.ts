/**
 * Promotion limited by count (promotion.limit, Fairy-Stockfish's
 * promotionLimit) in Grand Chess, Grandhouse and Opulent Chess: the FEN of every oracle
 * position read and written back, the choices opening as pieces are lost,
 * and the loader's checks of the key.
 */
import { legalMoves, makeUci } from '@fairyforge/core';
import { validateVariantSource } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, expectOracleFensRoundTrip, playUci, positionAt as at } from './oracle.ts';

describe('Grand Chess, Grandhouse and Opulent Chess', () => {
  it.each(['grand', 'grandhouse', 'opulent'])('%s: every oracle position is written back exactly as read', (slug) => expectOracleFensRoundTrip(slug));

  it('a promotion to a type opens when its side has lost one, and closes again when the piece is back', () => {
    const v = compiled('grand');
    // White has one of each piece but its second rook on j3, which Black's knight may take.
    const p = at(v, '4k5/P9/10/10/10/10/7n2/9R/QCABBNN3/R3K5 b - - 0 1');
    const promotions = () => legalMoves(p).map((m) => makeUci(p, m)).filter((u) => u.startsWith('a9a10')).sort();
    const play = (uci: string) => playUci(p, uci);
    play('h4j3');
    expect(promotions()).toEqual(['a9a10r']);
    p.unmake();
    play('e10d10');
    expect(promotions()).toEqual([]);
  });
});

describe('promotion.limit in a variant file', () => {
  const file = (limit: string) =>
    `---\nslug: mine\nparent: chess\nengine:\n  topology: { type: grid, rows: 8, cols: 8 }\n  players: [white, black]\n  rules:\n    promotion:\n      mandatory: false\n      limit: ${limit}\n---\n`;

  it('reports an unknown piece and a count out of range at their values', () => {
    const diags = validateVariantSource(file('{ X: 1, Q: 0 }'), 'mine.md').diagnostics.filter((d) => d.severity === 'error');
    expect(diags.map((d) => [d.code, d.line])).toEqual([
      ['promotion-piece', 10],
      ['promotion-limit', 10],
    ]);
  });
});
