/**
 * Shatar's mating rules (rules/shatarMate.ts): each branch judged as
 * Fairy-Stockfish judges it, the run of checks read back from the game
 * without disturbing it, the loader's checks of the key, and no cost or
 * change for a variant without it.
 */
import { Game, legalMoves, makeFen, makeUci } from '@fairyforge/core';
import { exportIni, importIni, validateVariantSource } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, variant } from './oracle.ts';

/** The game after `moves` from `fen`. */
function gameAfter(slug: string, fen: string, moves: readonly string[]): Game {
  const g = Game.fromFen(compiled(slug), fen);
  if (!g.ok) throw new Error(g.error);
  for (const uci of moves) {
    const m = legalMoves(g.game.pos).find((x) => makeUci(g.game.pos, x) === uci);
    if (m === undefined) throw new Error(`${uci} is not legal in ${makeFen(g.game.pos)}`);
    g.game.play(m);
  }
  return g.game;
}

// Each result is what ffish 0.7.10 (Fairy-Stockfish, built-in `shatar`) gives by
// board.result() after the same moves from the same FEN.
const RUN = '7k/5b1p/7K/8/8/B7/8/6R1 w - - 0 1';
const cases: readonly { name: string; fen: string; moves: string[]; result: string; reason: string }[] = [
  { name: 'a rook mate (a shak)', fen: 'k7/8/1K6/8/8/8/p7/7R w - - 0 1', moves: ['h1h8'], result: '1-0', reason: 'checkmate' },
  { name: 'a knight mate', fen: '6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1', moves: ['g5f7'], result: '0-1', reason: 'knight-mate' },
  { name: 'a bishop mate with nothing before it', fen: '6bk/7p/7K/8/8/B7/8/8 w - - 0 1', moves: ['a3b2'], result: '1/2-1/2', reason: 'niol' },
  { name: 'a bishop mate after a rook check', fen: RUN, moves: ['g1g8', 'f7g8', 'a3b2'], result: '1-0', reason: 'checkmate' },
  { name: 'a bishop mate after the run was broken', fen: RUN, moves: ['g1g8', 'f7g8', 'a3c1', 'g8f7', 'c1a3', 'f7g8', 'a3b2'], result: '1/2-1/2', reason: 'niol' },
];

describe("shatar's mating rules", () => {
  it.each(cases)('$name: $result by $reason, as Fairy-Stockfish scores it', ({ fen, moves, result, reason }) => {
    expect(gameAfter('shatar', fen, moves).outcome()).toEqual({ result, reason });
  });

  it('reads the run back without changing the game: same FEN, hash and ply after the verdict', () => {
    const g = gameAfter('shatar', RUN, ['g1g8', 'f7g8', 'a3b2']);
    const fen = makeFen(g.pos);
    const [lo, hi, ply] = [g.pos.hashLo, g.pos.hashHi, g.pos.ply];
    g.outcome();
    expect([makeFen(g.pos), g.pos.hashLo, g.pos.hashHi, g.pos.ply]).toEqual([fen, lo, hi, ply]);
  });

  it('leaves other variants alone: the same bishop mate in chess is a plain checkmate', () => {
    expect(gameAfter('chess', '6bk/7p/7K/8/8/B7/8/8 w - - 0 1', ['a3b2']).outcome()).toEqual({ result: '1-0', reason: 'checkmate' });
    expect(compiled('chess').spec.shatarMate).toBeUndefined();
  });

  it('the loader refuses a letter the variant lacks, and the rule without a royal piece, at the key', () => {
    const file = (royal: boolean, shak: string) =>
      `---\nslug: mine\nengine:\n  topology: { type: grid, rows: 5, cols: 5 }\n  players: [white, black]\n  pieces:\n    K: { betza: K, name: king, royal: ${royal} }\n    R: rook\n    N: knight\n  setup: "rnk2/5/5/5/2KNR w - - 0 1"\n  rules:\n    castling: false\n    extinction: { types: "*", count: 0 }\n    shatarMate: { shak: [${shak}], noMate: [N] }\n---\n`;
    const errors = (text: string) => validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.line]);
    expect(errors(file(true, 'R, N'))).toEqual([]);
    expect(errors(file(true, 'R, X'))).toEqual([['shatar-piece', 14]]);
    expect(errors(file(false, 'R, N'))).toEqual([['shatar-royal', 14]]);
  });

  it('travels through variants.ini as shatarMateRule, over that engine\'s knight, rook and bers types', () => {
    const r = exportIni(variant('shatar'));
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    expect(r.text.split('\n')).toEqual(expect.arrayContaining(['shatarMateRule = true', 'bers = j', 'knight = n', 'rook = r']));
    const back = importIni(r.text, 'shatar.ini').sections[0]!;
    expect(back.text).toMatch(/shatarMate:\n\s+shak:\n\s+- N\n\s+- R\n\s+- J\n\s+noMate:\n\s+- N\n/);
  });
});
