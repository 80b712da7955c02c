/**
 * Stalemate: what having no legal move, out of check, means for the side to
 * move (draw, win or loss); with `stalematePieceCount` (suicide), weighed by
 * the pieces each side has left.
 */
import type { Position } from '../position.ts';
import type { RuleModule } from './module.ts';
import { DRAW, winFor } from './module.ts';

/** All of colour c's pieces on the board. */
function pieces(pos: Position, c: number): number {
  let n = 0;
  for (let t = 0; t < pos.v.nTypes; t++) n += pos.pcount[t * 2 + c]!;
  return n;
}

export const stalemateRule: RuleModule = {
  name: 'stalemate',
  summary: 'A side with no legal move that is not in check is stalemated: a draw, a win or a loss for it, as the variant says (by the pieces left with `stalematePieceCount`).',
  uses: () => true,
  noMoves(pos) {
    let value = pos.v.spec.stalemate;
    if (pos.v.spec.stalematePieceCount && value !== 'draw') {
      // Fairy-Stockfish: the value times the sign of (their pieces - ours).
      const diff = pieces(pos, pos.turn ^ 1) - pieces(pos, pos.turn);
      if (diff === 0) value = 'draw';
      else if (diff < 0) value = value === 'win' ? 'loss' : 'win';
    }
    return { result: value === 'draw' ? DRAW : winFor(value === 'win' ? pos.turn : pos.turn ^ 1), reason: 'stalemate' };
  },
  where: {
    spec: ['stalemate', 'stalematePieceCount'],
    loader: ['packages/loader/src/types.ts#stalemate', 'packages/loader/src/resolve.ts#stalemate', 'packages/loader/src/resolve.ts#stalematePieceCount'],
    compile: [],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/results.test.ts#stalemate', 'variants/suicide.md'],
  },
};
