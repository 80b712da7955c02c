/**
 * Shogi-style promotion and the shogi drop rules (rules/promotion.ts,
 * rules/drops.ts): the `+P` FEN of every oracle position read and written
 * back, promotions in UCI (`+`) and SAN (`=H`, `=+` read too), the loader's
 * checks of the new keys, and the picture of a shogi position.
 */
import { Game, legalMoves, makeFen, makeSan, makeUci, matchMove, parseFen, parseSan, sanMoves } from '@fairyforge/core';
import { Engine, mulberry32 } from '@fairyforge/engine';
import { loadVariant, validateVariantSource } from '@fairyforge/loader';
import { renderBoard } from '@fairyforge/render';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, expectOracleFensRoundTrip, positionAt as at } from './oracle.ts';

const SLUGS = ['shogi', 'minishogi', 'judkins', 'euroshogi', 'torishogi', 'dobutsu', 'gorogoro', 'kyotoshogi', 'shogun'];


describe('the FEN of promoted pieces', () => {
  it.each(SLUGS)('%s: every oracle position is written back exactly as read', (slug) => expectOracleFensRoundTrip(slug));

  it('reads +P as the promoted type, marked with what it came from, and refuses a + where nothing promotes', () => {
    const v = compiled('shogi');
    const p = at(v, '4k4/9/9/9/4+P4/9/9/9/4K4[] w - - 0 1');
    const e5 = 4 * 9 + 4;
    expect(v.letters[(p.board[e5]! >> 1) - 1]).toBe('G');
    expect(p.promoted[e5]).toBe(v.typeByLetter.get('P')! + 1);
    expect(parseFen(v, '4k4/9/9/9/4+G4/9/9/9/4K4[] w - - 0 1')).toMatchObject({ ok: false, field: 'placement', error: expect.stringContaining("'+G'") });
    expect(parseFen(compiled('crazyhouse'), '4k3/8/8/8/4+P3/8/8/4K3[] w - - 0 1')).toMatchObject({ ok: false, field: 'placement' });
  });
});

describe('promotion moves', () => {
  it('are written with a trailing + in UCI and the promoted letter in SAN, declining without; both read back', () => {
    const v = compiled('shogi');
    const p = at(v, '1n1g2snl/l1srkg1B1/pppp4p/4pppp1/9/2P5B/PP1PPPPPP/3G2SRL/LNS2GKN1[] w - - 5 11');
    const ucis = legalMoves(p).map((m) => makeUci(p, m));
    expect(ucis).toEqual(expect.arrayContaining(['h8g7+', 'h8g7']));
    const promote = legalMoves(p).find((m) => makeUci(p, m) === 'h8g7+')!;
    const decline = legalMoves(p).find((m) => makeUci(p, m) === 'h8g7')!;
    expect(makeSan(p, promote)).toMatch(/^Bg7=H\+?$/);
    expect(makeSan(p, decline)).toMatch(/^Bg7\+?$/);
    expect(matchMove(p, 'h8g7+')).toEqual({ ok: true, move: promote });
    expect(matchMove(p, 'Bg7=+')).toEqual({ ok: true, move: promote });
    expect(matchMove(p, 'Bg7=H')).toEqual({ ok: true, move: promote });
    expect(matchMove(p, 'Bg7')).toEqual({ ok: true, move: decline });
  });

  it('a promoted piece captured goes to hand as what it promoted from, and make/unmake restores FEN and hash', () => {
    const v = compiled('shogi');
    const fen = '4k4/9/9/4s4/4+R4/9/9/9/4K4[] b - - 0 1';
    const p = at(v, fen);
    const before = [p.hashLo, p.hashHi];
    p.make(legalMoves(p).find((m) => makeUci(p, m) === 'e6e5')!);
    expect(makeFen(p)).toBe('4k4/9/9/9/4s4/9/9/9/4K4[r] w - - 0 2');
    p.make(legalMoves(p).find((m) => makeUci(p, m) === 'e1d2')!);
    const drop = legalMoves(p).find((m) => makeUci(p, m) === 'R@e2')!;
    expect(drop).toBeDefined();
    p.make(drop);
    p.unmake();
    p.unmake();
    p.unmake();
    expect(makeFen(p)).toBe(fen);
    expect([p.hashLo, p.hashHi]).toEqual(before);
  });
});

describe('Kyoto shogi: pieces turning over, and drops of either side', () => {
  it('writes a demotion with a trailing - in UCI and the letter turned back to in SAN; a promoted drop +S@c3 in both; all read back', () => {
    const v = compiled('kyotoshogi');
    const p = at(v, 'p3+l/3kn/5/1+s+SP1/2NK1[l] w - - 0 14');
    const demote = legalMoves(p).find((m) => makeUci(p, m) === 'c2d3-')!;
    expect(demote).toBeDefined();
    expect(makeSan(p, demote)).toMatch(/^Bd3=S\+?$/);
    expect(matchMove(p, 'c2d3-')).toEqual({ ok: true, move: demote });
    expect(matchMove(p, 'Bd3=S')).toEqual({ ok: true, move: demote });
    const q = at(v, '4k/5/5/5/K4[Sl] w - - 0 1');
    const drop = legalMoves(q).find((m) => makeUci(q, m) === '+S@c3')!;
    expect(makeSan(q, drop)).toMatch(/^\+S@c3\+?$/);
    expect(matchMove(q, '+S@c3')).toEqual({ ok: true, move: drop });
    expect(matchMove(q, '+S*c3')).toEqual({ ok: true, move: drop });
    expect(matchMove(q, 'S@c3')).not.toEqual({ ok: true, move: drop });
  });

  it('make/unmake of a promoted drop and of a demotion restores the FEN, the marks and the hash', () => {
    const v = compiled('kyotoshogi');
    const fen = 'p3+l/3kn/5/1+s+SP1/2NK1[Ll] w - - 0 14';
    const p = at(v, fen);
    const before = [p.hashLo, p.hashHi];
    for (const uci of ['+L@a3', 'e5d5-', 'c2d3-']) {
      const m = legalMoves(p).find((x) => makeUci(p, x) === uci);
      expect(m, uci).toBeDefined();
      p.make(m!);
    }
    // The drop resets the halfmove clock (as Fairy-Stockfish's does); the flips, undone by the next, do not.
    expect(makeFen(p)).toBe('p2l1/3kn/+L2S1/1+s1P1/2NK1[l] b - - 2 15');
    p.unmake();
    p.unmake();
    p.unmake();
    expect(makeFen(p)).toBe(fen);
    expect([p.hashLo, p.hashHi]).toEqual(before);
  });
});

describe('the SAN round trip in dobutsu (its games are short: more of them than test/san.test.ts plays)', () => {
  it('every legal move has a unique SAN that parses back to it', () => {
    const v = compiled('dobutsu');
    const rng = mulberry32(4242);
    let positions = 0;
    for (let game = 0; game < 20; game++) {
      const g = Game.fromFen(v);
      if (!g.ok) throw new Error(g.error);
      const pos = g.game.pos;
      for (let ply = 0; ply < 40; ply++) {
        const list = sanMoves(pos);
        if (list.length === 0) break;
        positions++;
        expect(new Set(list.map((x) => x.san)).size).toBe(list.length);
        for (const { move, san } of list) expect(parseSan(pos, san), san).toBe(move);
        const moves = legalMoves(pos);
        pos.make(moves[Math.floor(rng() * moves.length)]!);
      }
    }
    expect(positions).toBeGreaterThan(60);
  });
});

describe('a mate by pawn drop (noDropMate)', () => {
  const fen = '8k/6S2/7G1/9/9/9/9/9/4K4[P] w - - 0 1';

  it('is a legal move that loses for the side that dropped; the same mate read from a FEN, with no move behind it, is plain checkmate', () => {
    const g = Game.fromFen(compiled('shogi'), fen);
    if (!g.ok) throw new Error(g.error);
    const drop = legalMoves(g.game.pos).find((m) => makeUci(g.game.pos, m) === 'P@i8');
    expect(drop).toBeDefined();
    g.game.play(drop!);
    expect(g.game.outcome()).toEqual({ result: '0-1', reason: 'drop-mate' });
    const after = Game.fromFen(compiled('shogi'), makeFen(g.game.pos));
    if (!after.ok) throw new Error(after.error);
    expect(after.game.outcome()).toEqual({ result: '1-0', reason: 'checkmate' });
  });

  it('scores as lost for the dropper in the engine, where the same mate by a gold drop wins', () => {
    const v = compiled('shogi');
    const p = at(v, '8k/6S2/7G1/9/9/9/9/9/4K4[PG] w - - 0 1');
    const only = (uci: string) => ({ seed: 0, rootMoves: legalMoves(p).filter((m) => makeUci(p, m) === uci) });
    expect(new Engine(v).search(p, { depth: 1 }, only('P@i8')).score).toBeLessThan(-1000);
    expect(new Engine(v).search(p, { depth: 1 }, only('G@i8')).score).toBeGreaterThan(1000);
  });
});

describe('the shogi keys in a variant file', () => {
  const file = (rules: string) =>
    `---\nslug: mine\nengine:\n  topology: { type: grid, rows: 5, cols: 5 }\n  players: [white, black]\n  pieces:\n    K: king\n    G: gold-general\n    S: silver-general\n    P: { betza: fW, name: pawn }\n  setup: "sgkgs/5/5/5/SGKGS[] w - - 0 1"\n  rules:\n    castling: false\n${rules}\n---\n`;

  it('report a promoted type that is not a piece, or is royal, at its value', () => {
    const diags = validateVariantSource(file('    promotion:\n      ranks: [5]\n      pieces: { S: X, G: K }'), 'mine.md').diagnostics.filter((d) => d.severity === 'error');
    expect(diags.map((d) => [d.code, d.line])).toEqual([
      ['promotion-piece', 16],
      ['promotion-royal', 16],
    ]);
  });

  it('report demotion and promoted drops where no piece promotes shogi-style, at their values', () => {
    const text = file('    promotion:\n      ranks: [5]\n      demote: true\n    drops:\n      promoted: true');
    const diags = validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error');
    expect(diags.map((d) => [d.code, d.line])).toEqual([
      ['promotion-demote', 16],
      ['drops-promoted', 18],
    ]);
  });

  it('report piecesMandatory where no piece promotes shogi-style, at its value', () => {
    const text = file('    promotion:\n      ranks: [5]\n      piecesMandatory: false');
    const diags = validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error');
    expect(diags.map((d) => [d.code, d.line])).toEqual([['promotion-pieces-mandatory', 16]]);
  });

  it('report onCapture where no piece promotes shogi-style, at its value', () => {
    const text = file('    promotion:\n      ranks: [5]\n      onCapture: true');
    const diags = validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error');
    expect(diags.map((d) => [d.code, d.line])).toEqual([['promotion-on-capture', 16]]);
  });

  it('report a promotion rank off the board, and unknown nifu and drop-mate pieces, at their values', () => {
    const text = file('    promotion:\n      ranks: [6]\n      pieces: { S: G }\n    drops:\n      noDoubled: X\n      noDropMate: [P, Y]');
    const diags = validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error');
    expect(diags.map((d) => [d.code, d.line])).toEqual([
      ['promotion-rank', 15],
      ['drops-piece', 18],
      ['drops-piece', 19],
    ]);
  });
});

describe('pictures of a shogi position', () => {
  it('draw promoted pieces with a badge and a label, and both hands with their counts', () => {
    const r = loadVariant('shogi');
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const svg = renderBoard(r.variant, { fen: '1nsgbg1nl/lb1kr1+P2/1pppp4/p8/7pp/1PP1P4/P2P1+pPPP/R3G3L/LN+BGK1SN1[SSPPrp] b - - 0 20' });
    expect(svg.match(/class="promoted"/g)).toHaveLength(3);
    for (const label of ['White gold-general (promoted pawn) on g8', 'Black gold-general (promoted pawn) on f3', 'White dragon-horse (promoted bishop) on c1']) expect(svg).toContain(label);
    for (const label of ['White holds 2 silver-generals in hand', 'White holds 2 pawns in hand', 'Black holds 1 rook in hand', 'Black holds 1 pawn in hand']) expect(svg).toContain(label);
    expect(renderBoard(r.variant)).not.toContain('class="promoted"');
  });
});
