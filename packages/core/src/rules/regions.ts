/**
 * Regions (issue 17): named sets of squares per side, and the things
 * pieces do with them — stay inside one (xiangqi's general and advisors in
 * the palace, the elephant on its own side of the river), and move by another
 * Betza while standing in one (the soldier's sideways steps across the
 * river), and add moves kept inside one (janggi's palace diagonals,
 * `betzaWithin`). Rules take them by name too: a promotion zone
 * (`promotion.region`, Legan chess), the squares initial moves apply on
 * (`initialRegions`, Horde, Wolf chess), the squares a double step may leave as
 * e.p. squares (`enPassantRegion`, kernel/enPassant.ts reads the one table), where
 * pieces may be dropped (`drops.region`, `drops.regions`) and a flag region
 * (`flag.region`, expanded to its squares by the loader). All are compiled into the per-square move and attack tables at
 * load time (compile/regions.ts, hung on the atoms), so the kernel walks the
 * same tables as ever and has no part, nor stand-in, for them: a variant
 * without regions compiles exactly the tables it did before.
 */
import type { RuleModule } from './module.ts';

export const regionsRule: RuleModule = {
  name: 'regions',
  summary: 'Named square sets per side; a piece may be kept to one, move by another Betza while standing in one, or have moves kept inside one; a promotion zone, initial-move squares, e.p. squares, drop squares or a flag region may be one (compiled into the tables).',
  uses: (v) => Object.keys(v.spec.regions ?? {}).length > 0,
  where: {
    spec: ['regions', 'pieces'],
    loader: ['packages/loader/src/types.ts#regions', 'packages/loader/src/types.ts#betzaIn', 'packages/loader/src/resolveRegions.ts#resolveRegions', 'packages/loader/src/resolvePieces.ts#betzaIn', 'packages/loader/src/resolvePieces.ts#betzaWithin', 'packages/loader/src/resolveRegions.ts#checkRuleRegions', 'packages/loader/src/resolveRegions.ts#regionSquares', 'packages/loader/src/resolveResults.ts#regionSquares', 'packages/loader/src/resolveDrops.ts#regions'],
    compile: ['packages/core/src/compile/regions.ts#pieceRegions', 'packages/core/src/compile/atoms.ts#placedAtoms', 'packages/core/src/compile/frame.ts#rayLength', 'packages/core/src/compile/frame.ts#leapTarget', 'packages/core/src/compile/reverse.ts#within', 'packages/core/src/compile/promotion.ts#regionMasks', 'packages/core/src/compile/frame.ts#initialSquares', 'packages/core/src/compile.ts#enPassantRegion', 'packages/core/src/compile/hands.ts#regionMasks'],
    kernel: ['packages/core/src/kernel/enPassant.ts#epRegion'],
    fen: ['packages/core/src/fen.ts#epRegion'],
    notation: [],
    render: [],
    tests: ['test/regions.test.ts#regions in a variant file', 'test/regions.test.ts#region rules on random playouts', 'test/oracle/xiangqi.jsonl', 'test/oracle/minixiangqi.jsonl', 'test/oracle/manchu.jsonl', 'test/janggi.test.ts#betzaWithin', 'test/regionRules.test.ts#a promotion zone made of a region', 'test/regionRules.test.ts#initial moves on the squares of a region', 'test/oracle/janggi.jsonl', 'test/oracle/legan.jsonl', 'test/oracle/horde.jsonl', 'test/oracle/wolf.jsonl', 'test/regionRules.test.ts#an en-passant region', 'test/regionRules.test.ts#drop regions', 'test/regionRules.test.ts#a flag region given by name'],
  },
};
