/**
 * Material counting, as draw odds (armageddon): what the move rule, a
 * repetition or a dead position would draw goes to the side named instead.
 * Stalemate keeps its own value (Fairy-Stockfish's `materialCounting`
 * with `blackdrawodds` / `whitedrawodds`). A dead position goes the same
 * way: the game could only end by the move rule or a repetition, both won
 * by that side.
 */
import type { CompiledVariant } from '../compile.ts';
import { DRAW, winFor, type Result, type RuleModule } from './module.ts';

/** The result of what would be a draw by the move rule, a repetition or a dead position. */
export function drawResult(v: CompiledVariant): Result {
  const mc = v.spec.materialCounting;
  return mc === 'blackDrawOdds' ? winFor(1) : mc === 'whiteDrawOdds' ? winFor(0) : DRAW;
}

export const materialCountingRule: RuleModule = {
  name: 'materialCounting',
  summary: 'Draw odds: a draw by the move rule, repetition or a dead position is a win for the side named (blackDrawOdds, whiteDrawOdds).',
  uses: (v) => !!v.spec.materialCounting,
  where: {
    spec: ['materialCounting'],
    loader: ['packages/loader/src/types.ts#materialCounting', 'packages/loader/src/resolveCounting.ts#materialCounting'],
    compile: [],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/counting.test.ts#material counting', 'variants/armageddon.md#Black wins'],
  },
};
