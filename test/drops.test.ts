/**
 * Hands and drops (rules/drops.ts): the FEN's pockets and promoted marks
 * read and written back, drops in UCI and SAN (and `P*e4`), captures into
 * hand with demotion, the hands in the hash, and the loader's checks of the
 * `drops` keys.
 */
import { compileVariant, Game, legalMoves, makeFen, makeSan, makeUci, matchMove, parseFen } from '@fairyforge/core';
import { loadVariant, validateVariantSource } from '@fairyforge/loader';
import { renderBoard } from '@fairyforge/render';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, expectOracleFensRoundTrip, positionAt as at } from './oracle.ts';

const SLUGS = ['crazyhouse', 'loop', 'chessgi', 'capahouse'];


describe('the FEN of hands', () => {
  it.each(SLUGS)('%s: every oracle position is written back exactly as read', (slug) => expectOracleFensRoundTrip(slug));

  it('counts the pieces in hand, and refuses pockets a variant without hands cannot hold', () => {
    const v = compiled('crazyhouse');
    const p = at(v, '4k3/8/8/8/8/8/8/4K3[QNNpp] w - - 0 1');
    const t = (l: string) => v.typeByLetter.get(l)!;
    expect([p.hand[t('Q')], p.hand[t('N')], p.hand[v.nTypes + t('P')]]).toEqual([1, 2, 2]);
    expect(parseFen(v, '4k3/8/8/8/8/8/8/4K3[X] w - - 0 1')).toMatchObject({ ok: false, field: 'placement' });
    const chess = compiled('chess');
    expect(parseFen(chess, '4k3/8/8/8/8/8/8/4K3[N] w - - 0 1')).toMatchObject({ ok: false, error: expect.stringContaining('no hands') });
  });

  it('hashes the hands: the same board with other hands hashes otherwise', () => {
    const v = compiled('crazyhouse');
    const a = at(v, '4k3/8/8/8/8/8/8/4K3[N] w - - 0 1');
    const b = at(v, '4k3/8/8/8/8/8/8/4K3[NN] w - - 0 1');
    const c = at(v, '4k3/8/8/8/8/8/8/4K3[n] w - - 0 1');
    expect(new Set([a, b, c].map((p) => `${p.hashLo},${p.hashHi}`)).size).toBe(3);
  });
});

describe('drops', () => {
  it('are written P@e4 in UCI and SAN, with a check sign, and read back as typed, P*e4 too', () => {
    const v = compiled('crazyhouse');
    const p = at(v, '4k3/8/8/8/8/8/8/4K3[N] w - - 0 1');
    const drop = legalMoves(p).find((m) => makeUci(p, m) === 'N@f6')!;
    expect(drop).toBeDefined();
    expect(makeSan(p, drop)).toBe('N@f6+');
    for (const text of ['N@f6', 'N@f6+', 'N*f6', 'n@f6']) expect(matchMove(p, text), text).toEqual({ ok: true, move: drop });
    expect(matchMove(p, 'Q@f6')).toMatchObject({ ok: false, error: 'illegal' });
  });

  it('a capture puts the piece into the captor\'s hand, demoted where it was promoted; the hash follows, and unmake restores it all', () => {
    const v = compiled('crazyhouse');
    const fen = '4k3/8/8/8/8/8/r7/Q~3K3[] b - - 0 1';
    const p = at(v, fen);
    const before = [p.hashLo, p.hashHi];
    const take = legalMoves(p).find((m) => makeUci(p, m) === 'a2a1')!;
    p.make(take);
    expect(makeFen(p)).toBe('4k3/8/8/8/8/8/8/r3K3[p] w - - 0 2');
    expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
    p.unmake();
    expect(makeFen(p)).toBe(fen);
    expect([p.hashLo, p.hashHi]).toEqual(before);
  });

  it('loop chess keeps a promoted piece what it is', () => {
    const v = compiled('loop');
    const p = at(v, '4k3/P7/8/8/8/8/r7/4K3[] w - - 0 1');
    for (const uci of ['a7a8q', 'a2a8']) p.make(legalMoves(p).find((m) => makeUci(p, m) === uci)!);
    expect(makeFen(p)).toBe('r3k3/8/8/8/8/8/8/4K3[q] w - - 0 2');
  });

  it('a game plays drops by their text and writes them in its record', () => {
    const v = compiled('crazyhouse');
    const g = Game.fromFen(v, '4k3/8/8/8/8/8/8/4K3[N] w - - 5 1');
    if (!g.ok) throw new Error(g.error);
    expect(g.game.playText('N*e4')).toMatchObject({ ok: true });
    // Any drop resets the move-rule clock, as Fairy-Stockfish's does (ffish writes
    // `4k3/8/8/8/4N3/8/8/4K3[] b - - 0 1` here; test/ffish's replayed playouts check it in play).
    expect(g.game.clock).toBe(0);
    expect(g.game.fen()).toBe('4k3/8/8/8/4N3/8/8/4K3[] b - - 0 1');
    expect(g.game.moves.at(-1)).toMatchObject({ uci: 'N@e4', san: 'N@e4' });
  });
});

describe('drops that may not give check (drops.checks: false, xiangqihouse)', () => {
  it('leave out exactly the drops that check; board moves that check, and drops that do not, stay', () => {
    const zh = compiled('crazyhouse');
    const noDropChecks = compileVariant({ ...zh.spec, slug: 'crazyhouse-no-drop-checks', drops: { ...zh.spec.drops!, checks: false } });
    const fen = '4k3/8/8/8/8/8/8/R3K3[R] w - - 0 1';
    const list = (v: typeof zh) => {
      const p = at(v, fen);
      return legalMoves(p).map((m) => makeUci(p, m));
    };
    const all = list(zh);
    const kept = list(noDropChecks);
    // The rook drops onto the e-file and the eighth rank check; the rook's own a1a8 checks too.
    const checkingDrops = all.filter((u) => u.startsWith('R@') && (u[2] === 'e' || u.endsWith('8')));
    expect(checkingDrops.length).toBeGreaterThan(0);
    expect(kept).toEqual(all.filter((u) => !checkingDrops.includes(u)));
    expect(kept).toContain('a1a8');
  });
});

describe('promoted marks in the hash', () => {
  it('a promoted piece and its unpromoted twin on the same square hash apart (crazyhouse Q~, shogi +P)', () => {
    const house = compiled('crazyhouse');
    const [a, b] = ['Q~3k3/8/8/8/8/8/8/4K3[] w - - 0 1', 'Q3k3/8/8/8/8/8/8/4K3[] w - - 0 1'].map((f) => at(house, f));
    expect([a!.hashLo, a!.hashHi]).not.toEqual([b!.hashLo, b!.hashHi]);
    const shogi = compiled('shogi');
    // A tokin (+P) and a gold stand on e5 with the same moves; only the mark tells them apart.
    const [c, d] = ['4k4/9/9/9/4+P4/9/9/9/4K4[] w - - 0 1', '4k4/9/9/9/4G4/9/9/9/4K4[] w - - 0 1'].map((f) => at(shogi, f));
    expect([c!.hashLo, c!.hashHi]).not.toEqual([d!.hashLo, d!.hashHi]);
  });

  it('make keeps the marks in the hash incrementally, as a fresh reading computes it, and unmake restores it', () => {
    const v = compiled('crazyhouse');
    // The promoted queen moves, captures, is captured; a pawn promotes; all from one position.
    const p = at(v, '3rk3/1P6/8/8/8/8/r7/Q~3K3[] w - - 0 1');
    const fen = makeFen(p);
    const before = [p.hashLo, p.hashHi];
    for (const m of legalMoves(p)) {
      p.make(m);
      expect([p.hashLo, p.hashHi], makeFen(p)).toEqual(at(v, makeFen(p)).computeHash());
      for (const r of legalMoves(p)) {
        p.make(r);
        expect([p.hashLo, p.hashHi], makeFen(p)).toEqual(at(v, makeFen(p)).computeHash());
        p.unmake();
      }
      p.unmake();
      expect(makeFen(p)).toBe(fen);
      expect([p.hashLo, p.hashHi]).toEqual(before);
    }
  });

  it('repetition tells them apart: two queens trading squares, one promoted, repeat the position only every second round', () => {
    const v = compiled('crazyhouse');
    const g = Game.fromFen(v, '4k3/8/8/8/8/8/1Q6/Q~3K3[] w - - 0 1');
    if (!g.ok) throw new Error(g.error);
    // The queens swap squares (a1 → a3, b2 → a1, a3 → b2) while Black's king walks a triangle: the same board, the marks swapped.
    const round = ['a1a3', 'e8d8', 'b2a1', 'd8d7', 'a3b2', 'd7e8'];
    for (const uci of [...round, ...round]) expect(g.game.playText(uci), uci).toMatchObject({ ok: true });
    // Twice round: the start position has occurred twice; without the marks in the hash it would be three times, a draw.
    expect(g.game.outcome()).toBeNull();
    for (const uci of [...round, ...round]) expect(g.game.playText(uci), uci).toMatchObject({ ok: true });
    expect(g.game.outcome()).toMatchObject({ reason: 'repetition' });
  });
});

describe('the drops keys in a variant file', () => {
  const file = (drops: string) => `---\nslug: mine\nparent: chess\nengine:\n  setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"\n  rules:\n    drops:\n${drops}\n---\n`;

  it('report an unknown piece and a rank off the board at their values', () => {
    const diags = validateVariantSource(file('      toHand: [Q, X]\n      ranks:\n        P: [2, 9]'), 'mine.md').diagnostics.filter((d) => d.severity === 'error');
    expect(diags.map((d) => [d.code, d.line])).toEqual([
      ['drops-piece', 8],
      ['drops-rank', 10],
    ]);
  });

  it('refuse pieces in hand in a variant without drops', () => {
    const text = `---\nslug: mine\nparent: chess\nengine:\n  setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1"\n---\n`;
    const diags = validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error');
    expect(diags.map((d) => d.code)).toEqual(['setup-placement']);
  });
});

describe('pictures of hands', () => {
  it('draw each side\'s hand beside the board with its counts, and nothing for a variant without hands', () => {
    const load = (slug: string) => {
      const r = loadVariant(slug);
      if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
      return r.variant;
    };
    const house = load('crazyhouse');
    const held = renderBoard(house, { fen: '4k3/8/8/8/8/8/8/4K3[NNqp] w - - 0 1' });
    for (const label of ['White holds 2 knights in hand', 'Black holds 1 queen in hand', 'Black holds 1 pawn in hand']) expect(held).toContain(label);
    expect(held).toContain('class="hand-counts"');
    const width = (svg: string) => Number(/width="([0-9.]+)"/.exec(svg)![1]);
    // The column of hands widens the picture, even while both hands are empty.
    expect(width(renderBoard(house))).toBeGreaterThan(width(renderBoard(load('chess'))));
    expect(renderBoard(load('chess'))).not.toContain('class="hands"');
  });
});
