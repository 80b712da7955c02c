/**
 * Atomic blasts (issue 18, capture effects): a capture removes the capturing
 * piece and every piece around the capture square except the immune types.
 * With pseudo-royal kings (atomic), touching kings cannot be taken, a move may
 * not blow up its own king, and blowing up the other king wins at once
 * through the extinction result, which stays on beside pseudo-royalty here.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const blastRule: RuleModule = {
  name: 'blast',
  summary: 'A capture removes the captor and every piece on the squares around the capture square, except the immune types (atomic: pawns).',
  uses: kernelRules.blast.uses,
  kernel: kernelRules.blast,
  where: {
    spec: ['blast'],
    loader: ['packages/loader/src/types.ts#BlastConfig', 'packages/loader/src/resolveBlast.ts#resolveBlast'],
    compile: ['packages/core/src/compile/blast.ts#compileBlast', 'packages/core/src/compile/results.ts#spec.blast'],
    kernel: ['packages/core/src/kernel/blast.ts#blastPart', 'packages/core/src/kernel/blast.ts#noBlastPart', 'packages/core/src/kernel/blastRoyalty.ts#blastRoyaltyPart', 'packages/core/src/kernel/blastRoyalty.ts#noBlastRoyaltyPart', 'packages/core/src/kernel/pseudoRoyal.ts#blastVerdict', 'packages/core/src/kernel/countBlast.ts#blastCountPart', 'packages/core/src/kernel/countBlast.ts#noBlastCountPart', 'packages/core/src/kernel/blastCaptureCount.ts#blastCaptureCountPart', 'packages/core/src/kernel/blastCaptureCount.ts#noBlastCaptureCountPart', 'packages/core/src/kernel/blastWalk.ts#blastWalkPart', 'packages/core/src/kernel/blastWalk.ts#noBlastWalkPart', 'packages/core/src/kernel/blastZones.ts#blastZonesPart', 'packages/core/src/kernel/blastPins.ts#blastPinsPart', 'packages/core/src/kernel/blastPins.ts#noBlastPinsPart', 'packages/core/src/kernel/blastZones.ts#noBlastZonesPart', 'packages/core/src/kernel/select.ts#blastCounted'],
    fen: [],
    notation: [],
    render: [],
    tests: ['packages/core/src/kernel.test.ts#with blasts', 'test/blast.test.ts', 'test/oracle/atomic.jsonl', 'test/oracle/nocheckatomic.jsonl', 'test/properties.countBlast.test.ts'],
  },
};
