/** Stalemate: what having no legal move, out of check, means for the side to move (draw, win or loss). */
import type { RuleModule } from './module.ts';
import { DRAW, winFor } from './module.ts';

export const stalemateRule: RuleModule = {
  name: 'stalemate',
  summary: 'A side with no legal move that is not in check is stalemated: a draw, a win or a loss for it, as the variant says.',
  uses: () => true,
  noMoves(pos) {
    const value = pos.v.spec.stalemate;
    if (value === 'count') {
      // The pieces on the board decide (Fairy-Stockfish's stalematePieceCount): more wins, as many draws.
      let diff = 0;
      for (let t = 0; t < pos.v.nTypes; t++) diff += pos.pcount[t * 2 + pos.turn]! - pos.pcount[t * 2 + (pos.turn ^ 1)]!;
      return { result: diff === 0 ? DRAW : winFor(diff > 0 ? pos.turn : pos.turn ^ 1), reason: 'stalemate' };
    }
    return { result: value === 'draw' ? DRAW : winFor(value === 'win' ? pos.turn : pos.turn ^ 1), reason: 'stalemate' };
  },
  where: {
    spec: ['stalemate'],
    loader: ['packages/loader/src/types.ts#stalemate', 'packages/loader/src/resolve.ts#stalemate'],
    compile: [],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/results.test.ts#stalemate'],
  },
};
