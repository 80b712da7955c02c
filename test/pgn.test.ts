/**
 * PGN export and import: self-played games of the seed's Wildebeest and of
 * chess survive the round trip move for move; import skips comments,
 * variations and NAGs and names an illegal move by number, text and place.
 */
import { Game, makePgn, parsePgn, parsePgnGames, pgnVariant, replayPgn, type CompiledVariant } from '@fairyforge/core';
import { Engine } from '@fairyforge/engine';
import { loadVariant } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { selfplay } from '../packages/cli/src/selfplayCommand.ts';

function variant(slug: string): CompiledVariant {
  const r = loadVariant(slug);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.variant.compiled;
}

function roundTrip(v: CompiledVariant, game: Game): Game {
  const text = makePgn(game, { tags: { Event: 'round trip', White: 'A "quoted" name' } });
  const parsed = parsePgn(text);
  if (!parsed.ok) throw new Error(parsed.error);
  expect(pgnVariant(parsed.game)).toBe(v.spec.slug);
  expect(parsed.game.tags.White).toBe('A "quoted" name');
  const back = replayPgn(v, parsed.game);
  if (!back.ok) throw new Error(`${back.error} at ${back.line}:${back.column}\n${text}`);
  expect(back.game.moves.map((m) => m.uci)).toEqual(game.moves.map((m) => m.uci));
  expect(back.game.fen()).toBe(game.fen());
  expect(parsed.game.result).toBe(game.outcome()?.result ?? '*');
  return back.game;
}

describe('PGN round trip of self-played games', () => {
  it.each(['wildebeest', 'chess'])('%s', (slug) => {
    const v = variant(slug);
    const run = selfplay(new Engine(v, { ttBits: 14 }), { games: 2, depth: 1, seed: 11, maxPlies: 160 });
    for (const g of run.games) {
      expect(g.game.ply).toBeGreaterThan(0);
      roundTrip(v, g.game);
    }
  });

  it('writes SetUp and FEN for a game that starts elsewhere, and Black-first move numbers', () => {
    const v = variant('wildebeest');
    const g = Game.fromFen(v, 'r4k4r/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/R4K4R b - - 4 12');
    if (!g.ok) throw new Error(g.error);
    g.game.playText('Ke10');
    g.game.playText('Ke1');
    const text = makePgn(g.game);
    expect(text).toContain('[Variant "wildebeest"]');
    expect(text).toContain('[SetUp "1"]');
    expect(text).toContain('[FEN "r4k4r/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/R4K4R b - - 4 12"]');
    expect(text).toMatch(/\n12\.\.\. Ke10 13\. Ke1 \*\n$/);
    roundTrip(v, g.game);
    const fromSetup = Game.fromFen(v);
    if (!fromSetup.ok) throw new Error(fromSetup.error);
    expect(makePgn(fromSetup.game)).not.toContain('[FEN');
  });

  it('ends with the result and its reason', () => {
    const g = Game.fromFen(variant('wildebeest'));
    if (!g.ok) throw new Error(g.error);
    for (const m of ['Cd4', 'We8', 'Ce7#']) g.game.playText(m);
    const text = makePgn(g.game);
    expect(text).toContain('[Result "1-0"]');
    expect(text).toMatch(/1\. Cd4 We8 2\. Ce7# \{checkmate\} 1-0\n$/);
  });
});

describe('PGN import', () => {
  const chess = variant('chess');

  it('skips comments, variations, NAGs, annotations and move numbers', () => {
    const text = `[Event "test"]
[Site "?"]
[Result "1/2-1/2"]

1.e4 {best by test} e5 2. Nf3 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 $1 3.Bb5!? a6 ; the Morphy
4. Ba4 Nf6 % not an escape: only at the start of a line
1/2-1/2

[Event "second"]

1. d4 d5 *
`;
    const r = parsePgnGames(text.replace('% not an escape: only at the start of a line', ''));
    if (!r.ok) throw new Error(r.error);
    expect(r.games).toHaveLength(2);
    expect(r.games[0]!.moves.map((m) => m.text)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5!?', 'a6', 'Ba4', 'Nf6']);
    expect(r.games[0]!.result).toBe('1/2-1/2');
    expect(pgnVariant(r.games[0]!)).toBe('chess');
    const g = replayPgn(chess, r.games[0]!);
    expect(g.ok && g.game.fen()).toBe('r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5');
    expect(r.games[1]!.tags.Event).toBe('second');
    expect(r.games[1]!.result).toBe('*');
  });

  it('names an illegal move by number and text, with its line and column', () => {
    const parsed = parsePgn('[Variant "chess"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 Ke6 *\n');
    if (!parsed.ok) throw new Error(parsed.error);
    const r = replayPgn(chess, parsed.game);
    expect(r).toMatchObject({ ok: false, line: 4, column: 8 });
    expect(!r.ok && r.error).toBe("move 3... Ke6: 'Ke6' is not a legal move here");
    const amb = parsePgn('1. d4 d5 2. Nf3 Nf6 3. Nd2 *');
    if (!amb.ok) throw new Error(amb.error);
    const a = replayPgn(chess, amb.game);
    expect(!a.ok && a.error).toMatch(/^move 3\. Nd2: 'Nd2' is ambiguous: N[bf]d2, N[bf]d2$/);
  });

  it('takes no move after the game has ended, here by threefold repetition', () => {
    // The start position stands a third time after 4... Ng8 (at the start, after 2... Ng8 and now).
    const parsed = parsePgn('1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *');
    if (!parsed.ok) throw new Error(parsed.error);
    const r = replayPgn(chess, parsed.game);
    expect(!r.ok && r.error).toBe('move 5. e4: the game is already over (1/2-1/2, repetition)');
    const upTo = parsePgn('1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2');
    if (!upTo.ok) throw new Error(upTo.error);
    expect(replayPgn(chess, upTo.game).ok).toBe(true);
  });

  it('reports malformed text', () => {
    expect(parsePgn('[Event "x"\n1. e4')).toMatchObject({ ok: false, line: 1, column: 1 });
    expect(parsePgn('1. e4 {never closed')).toMatchObject({ ok: false, error: expect.stringMatching(/comment/), column: 7 });
    expect(parsePgn('1. e4 (1. d4')).toMatchObject({ ok: false, error: expect.stringMatching(/variation/), column: 7 });
    expect(parsePgn('')).toMatchObject({ ok: false, error: 'no game in the PGN text' });
    const badFen = parsePgn('[SetUp "1"]\n[FEN "8/8/8 w - - 0 1"]\n\n*');
    if (!badFen.ok) throw new Error(badFen.error);
    expect(replayPgn(chess, badFen.game)).toMatchObject({ ok: false, error: expect.stringMatching(/invalid FEN tag/) });
  });
});
