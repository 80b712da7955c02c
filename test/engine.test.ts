/**
 * The computer opponent: piece values (the catalogue's, or estimated from
 * mobility), tactics it must not miss, determinism, limits, and strength —
 * at a small fixed depth it must beat a uniformly random mover in at least
 * 95% of 40 games of the seed's Wildebeest.
 */
import { compileVariant, Game, makeSan, parseFen, type CompiledVariant } from '@fairyforge/core';
import { averageMobility, Engine, estimatedValue, MATE, mulberry32, pieceValues, randomMove } from '@fairyforge/engine';
import { loadVariant } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';

function variant(slug: string): CompiledVariant {
  const r = loadVariant(slug);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.variant.compiled;
}
const chess = variant('chess');
const wildebeest = variant('wildebeest');

function best(v: CompiledVariant, fen: string, depth: number): { san: string; score: number } {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(r.error);
  const s = new Engine(v).search(r.position, { depth });
  return { san: makeSan(r.position, s.move!), score: s.score };
}

describe('piece values', () => {
  it("take the catalogue's values where it has them", () => {
    const values = Object.fromEntries(wildebeest.letters.map((l, t) => [l, pieceValues(wildebeest)[t]]));
    expect(values).toEqual({ K: 0, Q: 900, R: 500, N: 300, P: 100, C: 250, W: 500 });
  });

  it('estimate the others from mobility on an empty board of the variant', () => {
    const t = chess.typeByLetter.get('N')!;
    expect(averageMobility(chess, t)).toBeCloseTo(5.25, 5);
    expect(averageMobility(chess, chess.typeByLetter.get('Q')!)).toBeCloseTo(22.75, 5);
    // The nightrider (no catalogue value) rides knight lines: worth more than a knight, less than a queen.
    const nightrider = variant('nightrider');
    const nn = pieceValues(nightrider)[nightrider.typeByLetter.get('N')!]!;
    expect(nn).toBe(estimatedValue(nightrider, nightrider.typeByLetter.get('N')!));
    expect(nn).toBeGreaterThan(300);
    expect(nn).toBeLessThan(900);
    // The grasshopper needs a hurdle, so it is worth far less than the queen it moves like.
    const gh = variant('grasshopper');
    const g = pieceValues(gh)[gh.typeByLetter.get('G')!]!;
    expect(g).toBeGreaterThan(100);
    expect(g).toBeLessThan(400);
  });
});

describe('search', () => {
  it('mates in one, in chess and in the seed', () => {
    expect(best(chess, '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 2)).toMatchObject({ san: 'Ra8#', score: MATE - 1 });
    const g = Game.fromFen(wildebeest);
    if (!g.ok) throw new Error(g.error);
    g.game.playText('Cd4');
    g.game.playText('We8');
    expect(best(wildebeest, g.game.fen(), 2)).toMatchObject({ san: 'Ce7#', score: MATE - 1 });
  });

  it('finds a mate in two and takes a hanging queen', () => {
    expect(best(chess, 'k7/8/2K5/8/8/8/8/7R w - - 0 1', 4).score).toBe(MATE - 3);
    expect(best(wildebeest, '5k5/11/11/11/4q6/11/11/4R6/11/5K5 w - - 0 1', 2).san).toBe('Rxe6');
  });

  it('sees that stalemate is a draw, and a win where the rules say so', () => {
    // King and queen against king: never stalemate when mate is on the board.
    expect(best(chess, '7k/8/5K2/8/8/8/8/6Q1 w - - 0 1', 3).score).toBe(MATE - 1);
    expect(best(chess, '7k/8/5K2/8/8/8/8/6Q1 w - - 0 1', 3).san).not.toBe('Qg6');
    // b6 stalemates Black: avoided where that is a draw, played at once where it wins.
    const fen = 'k7/2K5/8/1P6/8/8/8/8 w - - 0 1';
    expect(best(chess, fen, 2).san).not.toBe('b6');
    const stalemateWins = compileVariant({ ...chess.spec, stalemate: 'loss' });
    expect(best(stalemateWins, fen, 2)).toMatchObject({ san: 'b6', score: MATE - 1 });
  });

  it('values results through the rule modules: a winning stalemate, draw odds, a count run out', () => {
    // Schmittberger's Wildebeest: the stalemated side loses, so b8 (stalemate) wins at once.
    const schmittberger = variant('wildebeest-schmittberger');
    expect(best(schmittberger, 'k10/2K8/11/1P9/11/11/11/11/11/11 w - - 0 1', 2)).toMatchObject({ san: 'b8', score: MATE - 1 });
    // Armageddon: Black's next move completes the move rule, which Black wins; in chess it draws.
    const bare = '4k3/8/8/8/8/8/8/R3K2Q b - - 99 80';
    expect(best(variant('armageddon'), bare, 2).score).toBe(MATE - 1);
    expect(best(chess, bare, 2).score).toBe(0);
    // Makruk: the count runs out with Black's move (a draw), so the missing rook does not count.
    const makruk = variant('makruk');
    expect(best(makruk, '8/8/8/4k3/8/8/R7/3K4 b - 32 32 20', 2).score).toBe(0);
    expect(best(makruk, '8/8/8/4k3/8/8/R7/3K4 b - - 0 20', 2).score).toBeLessThan(-300);
  });

  it('is deterministic for a seed, and the seed varies its choice among equal moves', () => {
    const play = (seed: number) => {
      const engine = new Engine(wildebeest);
      const g = Game.fromFen(wildebeest);
      if (!g.ok) throw new Error(g.error);
      for (let i = 0; i < 8; i++) g.game.play(engine.search(g.game.pos, { depth: 2 }, { seed, noise: 30, history: g.game.historyKeys() }).move!);
      return g.game.moves.map((m) => m.san).join(' ');
    };
    expect(play(7)).toBe(play(7));
    expect(new Set([play(1), play(2), play(3)]).size).toBeGreaterThan(1);
  });

  it('keeps to a time limit and to a node limit', () => {
    const r = parseFen(wildebeest, wildebeest.spec.startFen);
    if (!r.ok) throw new Error(r.error);
    const t0 = performance.now();
    const s = new Engine(wildebeest).search(r.position, { movetime: 150 });
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(s.move).not.toBeNull();
    expect(s.depth).toBeGreaterThanOrEqual(1);
    const n = new Engine(wildebeest).search(r.position, { nodes: 3000 });
    expect(n.nodes).toBeLessThanOrEqual(3000);
    expect(n.move).not.toBeNull();
  });

  it('returns no move when there is none', () => {
    const r = parseFen(chess, '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect(r.ok && new Engine(chess).search(r.position, { depth: 2 }).move).toBeNull();
  });
});

describe('strength', () => {
  it('at depth 2 beats a uniformly random mover in at least 38 of 40 games of the seed', () => {
    const engine = new Engine(wildebeest, { ttBits: 16 });
    const tally = { win: 0, draw: 0, loss: 0 };
    for (let i = 0; i < 40; i++) {
      const g = Game.fromFen(wildebeest);
      if (!g.ok) throw new Error(g.error);
      const game = g.game;
      const rng = mulberry32(1000 + i);
      const side = i % 2; // the engine plays White in even games
      engine.reset();
      let o = game.outcome();
      while (!o && game.ply < 400) {
        const m = game.pos.turn === side ? engine.search(game.pos, { depth: 2 }, { seed: i, history: game.historyKeys() }).move! : randomMove(game.pos, rng)!;
        game.play(m);
        o = game.outcome();
      }
      if (o && o.result !== '1/2-1/2' && (o.result === '1-0') === (side === 0)) tally.win++;
      else if (!o || o.result === '1/2-1/2') tally.draw++;
      else tally.loss++;
    }
    console.log(`engine (depth 2) against a random mover, 40 games of wildebeest: ${tally.win} won, ${tally.draw} drawn, ${tally.loss} lost`);
    expect(tally.win).toBeGreaterThanOrEqual(38);
  });
});

describe('quiescence where every move is a capture', () => {
  it('returns from a packed board: each leaf of the main search spends a bounded number of capture nodes', () => {
    // Massacre: 64 pieces, every move a capture, so the capture tree is the game tree.
    const v = variant('massacre');
    const pos = parseFen(v, v.spec.startFen);
    if (!pos.ok) throw new Error(pos.error);
    const r = new Engine(v).search(pos.position, { depth: 1 });
    expect(r.depth).toBe(1);
    expect(r.move).not.toBeNull();
    // 70 root moves, each a leaf whose quiescence stops expanding after 400 nodes; every
    // ancestor still open then (at most 12 deep) visits each remaining capture (under 100) once.
    expect(r.nodes).toBeLessThan(70 * (400 + 12 * 100));
  });
});
