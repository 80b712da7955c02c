/** Insufficient material: a dead position (no sequence of moves reaches a decisive end) is a draw. */
import { insufficientMaterial } from '../material.ts';
import { drawResult } from './materialCounting.ts';
import type { RuleModule } from './module.ts';

export const insufficientMaterialRule: RuleModule = {
  name: 'insufficientMaterial',
  summary: 'A position from which no sequence of legal moves reaches a checkmate or a winning stalemate is a draw (proved by search where small).',
  uses: () => true,
  result: (pos) => (insufficientMaterial(pos) ? { result: drawResult(pos), reason: 'insufficient-material' } : null),
  where: {
    spec: [],
    loader: [],
    compile: [],
    kernel: [],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/results.test.ts#insufficient', 'packages/core/src/material.ts#deadPosition'],
  },
};
