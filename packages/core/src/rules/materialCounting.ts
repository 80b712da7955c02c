/**
 * Material counting, as draw odds (armageddon): what the move rule, a
 * repetition or a dead position would draw goes to the side named instead;
 * or `unweighted` (ataxx, reversi): to the side with more pieces on the
 * board, still a draw when the numbers are equal (two passes in a row are
 * counted so in the kernel, kernel/passing.ts); or `janggi`: the pieces on
 * the board weighed (compile/results.ts, JANGGI_WEIGHTS), Black adding 1.5
 * for moving second, so never a draw (two passes too).
 * Stalemate keeps its own value (Fairy-Stockfish's `materialCounting`
 * with `blackdrawodds` / `whitedrawodds`). A dead position goes the same
 * way: the game could only end by the move rule or a repetition, both won
 * by that side.
 */
import type { Position } from '../position.ts';
import { DRAW, winFor, type Result, type RuleModule } from './module.ts';

/** The result of what would be a draw by the move rule, a repetition or a dead position. */
export function drawResult(pos: Position): Result {
  const mc = pos.v.spec.materialCounting;
  if (mc === 'unweighted') {
    let diff = 0;
    for (let t = 0; t < pos.v.nTypes; t++) diff += pos.pcount[t * 2]! - pos.pcount[t * 2 + 1]!;
    return diff > 0 ? winFor(0) : diff < 0 ? winFor(1) : DRAW;
  }
  if (mc === 'janggi') return janggiCount(pos) > 0 ? winFor(0) : winFor(1);
  return mc === 'blackDrawOdds' ? winFor(1) : mc === 'whiteDrawOdds' ? winFor(0) : DRAW;
}

/** White's weighed material less Black's, less one: above zero White wins (Black's 1.5 in whole points). */
export function janggiCount(pos: Position): number {
  const w = pos.v.materialWeights!;
  let diff = -1;
  for (let t = 0; t < pos.v.nTypes; t++) diff += w[t]! * (pos.pcount[t * 2]! - pos.pcount[t * 2 + 1]!);
  return diff;
}

export const materialCountingRule: RuleModule = {
  name: 'materialCounting',
  summary: 'Draw odds: a draw by the move rule, repetition or a dead position is a win for the side named (blackDrawOdds, whiteDrawOdds), for the side with more pieces on the board (unweighted), or by janggi\'s weighed count, 1.5 to Black (janggi).',
  uses: (v) => !!v.spec.materialCounting,
  where: {
    spec: ['materialCounting'],
    loader: ['packages/loader/src/types.ts#materialCounting', 'packages/loader/src/resolveCounting.ts#materialCounting'],
    compile: ['packages/core/src/compile/results.ts#JANGGI_WEIGHTS'],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/counting.test.ts#material counting', 'variants/armageddon.md#Black wins', 'test/flip.test.ts#two passes in a row are counted'],
  },
};
