/**
 * Mutual immunity (atomar's "diplomatic" kings): a piece of a listed type may
 * not capture a piece of a listed type. The attack test does not see the
 * rule, so the loader refuses it for royal and pseudo-royal types, whose
 * checks it would have to change.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const mutuallyImmuneRule: RuleModule = {
  name: 'mutuallyImmune',
  summary: 'Pieces of the listed types may not capture one another.',
  uses: kernelRules.mutuallyImmune.uses,
  kernel: kernelRules.mutuallyImmune,
  where: {
    spec: ['mutuallyImmune'],
    loader: ['packages/loader/src/types.ts#mutuallyImmune', 'packages/loader/src/resolveBlast.ts#resolveMutualImmunity'],
    compile: ['packages/core/src/compile/blast.ts#compileMutualImmunity'],
    kernel: ['packages/core/src/kernel/mutuallyImmune.ts#mutuallyImmunePart', 'packages/core/src/kernel/mutuallyImmune.ts#noMutuallyImmunePart', 'packages/core/src/kernel/listRules.ts#keepAllowed'],
    fen: [],
    notation: [],
    render: [],
    tests: ['test/blast.test.ts#mutually immune', 'test/ffish/atomar.jsonl'],
  },
};
