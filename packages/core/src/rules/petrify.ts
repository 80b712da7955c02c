/**
 * Petrification (issue 18, capture effects): a piece of a listed type that
 * captures turns into a wall on the capture square. A wall belongs to no
 * one: no piece may capture it, land on it or pass through it, and it never
 * attacks; the FEN writes it `*`. A pseudo-royal piece of a listed type may
 * not capture, since that would turn it to stone (Fairy-Stockfish's rule).
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const petrifyRule: RuleModule = {
  name: 'petrify',
  summary: 'A listed piece that captures turns into a wall on the capture square (petrified: all but the pawns); walls block every piece and are never taken.',
  uses: kernelRules.petrify.uses,
  kernel: kernelRules.petrify,
  where: {
    spec: ['petrify'],
    loader: ['packages/loader/src/petrifyTypes.ts#PetrifyConfig', 'packages/loader/src/resolvePetrify.ts#resolvePetrify'],
    compile: ['packages/core/src/compile/petrify.ts#compilePetrify'],
    kernel: ['packages/core/src/kernel/petrify.ts#petrifyPart', 'packages/core/src/kernel/petrify.ts#noPetrifyPart', 'packages/core/src/kernel/petrify.ts#petrifyRoyaltyPart', 'packages/core/src/kernel/petrify.ts#noPetrifyRoyaltyPart', 'packages/core/src/kernel/pieceMoves.ts#WALL'],
    fen: ['packages/core/src/placement.ts#WALL', 'packages/core/src/fen.ts#parseFen'],
    notation: [],
    render: ['packages/render/src/position.ts#wallsOf', 'packages/render/src/walls.ts#wallsMarkup', 'packages/render/src/targets.ts#WALL'],
    tests: ['packages/core/src/kernel.test.ts#with petrification', 'test/petrify.test.ts', 'test/oracle/petrified.jsonl'],
  },
};
