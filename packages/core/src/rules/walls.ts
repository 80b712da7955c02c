/**
 * Walls placed with every move (issue 18, turn structure): after its piece's
 * move, the side to move puts the duck on any other empty square (duck
 * chess), or shoots an arrow from where its piece landed along that piece's
 * quiet moves, a wall for good (the game of the amazons), or leaves a wall
 * on the square its piece left (a trail: snailtrail, joust), or puts one on
 * any empty square of a region (isolation), or on an empty square of the
 * board's rim or orthogonally next to a wall (edge: atlantis, where a turn
 * is a wall or a move, rules/wallOrMove.ts). A walled move is
 * written as Fairy-Stockfish writes it: the piece's move, `,`, where the
 * piece landed and the wall's square (`e2e4,e4d5`; SAN `e4,d5`). Kernel: two
 * half-moves of one side (KIND_WALL for the wall), one number outside it
 * (walledMoves.ts). Beside pseudo-royal pieces a move is judged with its
 * wall placed (rules/wallLegal.ts).
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const wallsRule: RuleModule = {
  name: 'walls',
  summary: 'Every move ends with a wall: the duck moved to any other empty square, an arrow shot like the moved piece from where it landed, a trail on the square the piece left, a wall on any empty square of a region, or one on the rim or next to a wall (edge); walls block every piece and are never taken.',
  uses: kernelRules.walls.uses,
  kernel: kernelRules.walls,
  where: {
    spec: ['walls'],
    loader: ['packages/loader/src/types.ts#walls', 'packages/loader/src/resolveWalls.ts#resolveWalls'],
    compile: ['packages/core/src/compile/walls.ts#compileWalls'],
    kernel: ['packages/core/src/kernel/walls.ts#wallsPart', 'packages/core/src/kernel/walls.ts#wallSquaresPart', 'packages/core/src/kernel/walls.ts#noWallsPart', 'packages/core/src/kernel/walls.ts#wallsPerftPart', 'packages/core/src/kernel/pieceMoves.ts#WALL'],
    fen: ['packages/core/src/placement.ts#WALL', 'packages/core/src/fen.ts#parseFen'],
    notation: ['packages/core/src/walledMoves.ts#walledMoves', 'packages/core/src/uci.ts#isWalled', 'packages/core/src/san.ts#matchWalled'],
    render: ['packages/render/src/position.ts#wallsOf'],
    tests: ['test/walls.test.ts', 'test/oracle/duck.jsonl', 'test/oracle/amazons.jsonl', 'test/ffish/snailtrail.jsonl', 'test/ffish/isolation.jsonl', 'test/ffish/atomicduck.jsonl'],
  },
};
