/**
 * Move repetition (rules/moveRepetition.ts) and janggi's material count
 * (rules/materialCounting.ts), as janggimodern uses them, played against
 * ffish (Fairy-Stockfish in WebAssembly, the bench's devDependency), whose
 * built-in janggimodern has both: seeded games that favour shuttling a piece
 * back and forth, and passing, are played move by move in fairyforge's Game
 * and in ffish, and after every move the two must agree on whether the game
 * is over and on its result (ffish's `result(true)`, which judges the
 * optional ends: the move rule, repetition and shuttling).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, makeUci, moveFrom, moveKind, moveTo, KIND_PASS } from '@fairyforge/core';
import { loadFfish, type Ffish } from '../packages/bench/peers.ts';
import { variant } from './oracle.ts';
import { mulberry32 as random } from '@fairyforge/engine'; // seeded, so a failure repeats

describe('move repetition and the janggi count against ffish (janggimodern)', () => {
  let ff: Ffish;
  beforeAll(async () => {
    ff = await loadFfish();
  });

  it('agrees on every move of seeded shuttling games, and the games end each way', () => {
    const v = variant('janggimodern').compiled;
    const reasons = new Map<string, number>();
    for (let seed = 1; seed <= 40; seed++) {
      const rnd = random(seed);
      const made = Game.fromFen(v);
      if (!made.ok) throw new Error(made.error);
      const game = made.game;
      const board = new ff.Board('janggimodern');
      try {
        for (let ply = 0; ply < 160; ply++) {
          const legal = game.legalMoves();
          // Undo the side's own last move where it can (a shuttle), pass now and then (often after a pass), else any move.
          const own = game.moves.length >= 2 ? game.moves[game.moves.length - 2]!.move : -1;
          const back = legal.find((m) => own >= 0 && moveKind(m) !== KIND_PASS && moveFrom(m) === moveTo(own) && moveTo(m) === moveFrom(own));
          const pass = legal.find((m) => moveKind(m) === KIND_PASS);
          const answered = game.moves.length > 0 && moveKind(game.moves[game.moves.length - 1]!.move) === KIND_PASS;
          const r = rnd();
          const m = pass !== undefined && answered && r < 0.5 ? pass : back !== undefined && r < 0.75 ? back : pass !== undefined && r > 0.97 ? pass : legal[Math.floor(rnd() * legal.length)]!;
          const uci = makeUci(game.pos, m);
          game.play(m);
          board.push(uci);
          const theirs = board.isGameOver(true) ? board.result(true) : null;
          const o = game.outcome();
          expect(o?.result ?? null, `seed ${seed}, ply ${ply + 1} (${uci}), ${game.fen()}`).toBe(theirs);
          if (o) {
            reasons.set(o.reason, (reasons.get(o.reason) ?? 0) + 1);
            break;
          }
        }
      } finally {
        board.delete();
      }
    }
    // The games must reach the rules under test, or agreeing would prove nothing.
    expect(reasons.get('move-repetition') ?? 0).toBeGreaterThan(0);
    expect(reasons.get('pass') ?? 0).toBeGreaterThan(0);
    expect(reasons.get('repetition') ?? 0).toBeGreaterThan(0);
  });
});
