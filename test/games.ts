/** Shared by the result tests: a game from a FEN (or the start), with its moves played in order. */
import { Game, type CompiledVariant } from '@fairyforge/core';

export function game(v: CompiledVariant, fen?: string, moves: string[] = []): Game {
  const g = Game.fromFen(v, fen);
  if (!g.ok) throw new Error(g.error);
  for (const m of moves) {
    const r = g.game.playText(m);
    if (!r.ok) throw new Error(`${m}: ${r.message}`);
  }
  return g.game;
}
