/**
 * A wall or a move (issue 18, turn structure; Fairy-Stockfish's
 * `wallOrMove`, atlantis): with edge or static walls, a turn is either a
 * piece's move, which places no wall, or a wall alone, which moves no piece.
 * The wall alone is written as that engine writes it, on the side's first
 * piece (a1, b1, …, a2, …): `a1a1,a1d3`; SAN `,d3`. As in that engine, a
 * side in check may not answer with a wall. Kernel: the wall alone
 * is one KIND_WALL move of its own, one ply (kernel/wallOrMove.ts).
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const wallOrMoveRule: RuleModule = {
  name: 'wallOrMove',
  summary: 'A turn is a piece\'s move without a wall, or a wall alone (on the rim or next to a wall, for edge walls), never while in check.',
  uses: kernelRules.wallOrMove.uses,
  kernel: kernelRules.wallOrMove,
  where: {
    spec: ['wallOrMove', 'walls'],
    loader: ['packages/loader/src/types.ts#wallOrMove', 'packages/loader/src/resolveWalls.ts#wallOrMove'],
    compile: ['packages/core/src/compile/walls.ts#compileWalls'],
    kernel: ['packages/core/src/kernel/wallOrMove.ts#wallOrMovePart', 'packages/core/src/kernel/wallOrMove.ts#noWallOrMovePart', 'packages/core/src/kernel/walls.ts#edgeMoves'],
    fen: ['packages/core/src/placement.ts#WALL'],
    notation: ['packages/core/src/uci.ts#orMove', 'packages/core/src/san.ts#matchWallOrMove'],
    render: ['packages/render/src/position.ts#wallsOf'],
    tests: ['test/walls.test.ts#a wall or a move', 'variants/atlantis.md', 'test/ffish/atlantis.jsonl'],
  },
};
