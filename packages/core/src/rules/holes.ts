/**
 * Board shapes (issue 17): holes, the squares that are not part of the board
 * (Omicron's frame, Gustav III's short outer files, Cross Derby's cut
 * corners). The variant knows its holes (VariantSpec.holes), and the
 * geometry carries them (Geometry.holes), so every phase sees one board: the
 * move and attack tables never name a hole — a leap does not land on one, a
 * ride ends before one, a lame or jumping leap never crosses one
 * (compile/frame.ts) — drop zones leave them out, and the FEN writes each
 * `*` (placement.ts). The kernel walks the same tables as ever and has no
 * part, nor stand-in, for them: a variant without holes compiles exactly the
 * tables it did before. A `*` on a square that is not a hole is refused, so
 * the walls of issue 18 (blockers set in a position) can take that form later.
 */
import type { RuleModule } from './module.ts';

export const holesRule: RuleModule = {
  name: 'holes',
  summary: 'Squares that are not part of the board: nothing stands on them or moves onto or through them (compiled out of the tables); FEN `*`.',
  uses: (v) => v.geometry.holes !== undefined,
  where: {
    spec: ['holes'],
    loader: ['packages/loader/src/types.ts#holes', 'packages/loader/src/resolveRegions.ts#resolveHoles', 'packages/loader/src/resolveChecks.ts#withoutHoles'],
    compile: ['packages/core/src/compile.ts#variantGeometry', 'packages/core/src/compile/frame.ts#leapTarget', 'packages/core/src/compile/frame.ts#rayLength', 'packages/core/src/compile/hands.ts#holes'],
    kernel: [],
    fen: ['packages/core/src/placement.ts#holes'],
    notation: [],
    render: ['packages/render/src/board.ts#shapedSquares', 'packages/render/src/position.ts#holesOf'],
    tests: ['test/holes.test.ts#FEN round trip', 'test/holes.test.ts#holes in a variant file', 'test/holes.test.ts#no piece ever stands on a hole', 'test/oracle/omicron.jsonl', 'test/oracle/gustav3.jsonl', 'test/oracle/crossderby.jsonl'],
  },
};
