/**
 * Flips (issue 18, capture effects): pieces that change sides instead of
 * leaving the board. `ataxx`: after every move the enemy pieces on the eight
 * squares around its destination turn into the mover's; a stone clones
 * itself (a drop from a supply without end, `P@e4`) onto an empty square
 * next to an own stone. `reversi`: a drop must enclose a line of enemy
 * pieces between it and an own piece, and every line it encloses turns; the
 * `start` squares, while one is empty, take the first drops (flipersi).
 * With `fullBoard` (default) a board without an empty square ends the game,
 * the side with more pieces on it winning (Fairy-Stockfish's
 * `adjudicateFullBoard` with unweighted material counting). `snort`: nothing
 * turns, and a clone from a supply without end goes onto any empty square
 * with no enemy piece orthogonally next to it; `free` (gale): nothing turns,
 * and the clone goes onto any empty square. `quadwrangle`: a clone goes
 * onto any empty square; a piece's move turns the enemy pieces around it as
 * in ataxx, a drop only beside an own piece. Kernel: a part
 * that wraps make/unmake and is a link of the node-start chain
 * (kernel/flip.ts).
 */
import { END_FULL_BOARD } from '../compile.ts';
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';
import { endedBy } from './nodeStart.ts';

export const flipRule: RuleModule = {
  name: 'flip',
  summary: 'Pieces change sides: ataxx turns the enemy pieces around every move (and clones stones next to an own one), reversi the lines a drop encloses; snort places clones away from enemy pieces, free anywhere; quadwrangle anywhere, turning neighbours beside an own piece; a full board ends the game, counted.',
  uses: kernelRules.flip.uses,
  kernel: kernelRules.flip,
  atStart: (pos) => endedBy(pos, END_FULL_BOARD, 'full-board'),
  where: {
    spec: ['flip'],
    loader: ['packages/loader/src/flipTypes.ts#FlipConfig', 'packages/loader/src/resolveFlip.ts#resolveFlip'],
    compile: ['packages/core/src/compile/flip.ts#compileFlip'],
    kernel: ['packages/core/src/kernel/flip.ts#flipMovesPart', 'packages/core/src/kernel/flip.ts#noFlipMovesPart', 'packages/core/src/kernel/flip.ts#flipPart', 'packages/core/src/kernel/flip.ts#noFlipPart'],
    fen: [],
    notation: ['packages/core/src/uci.ts#KIND_DROP'],
    render: [],
    tests: ['variants/ataxx.md#every enemy stone next to the landing square turns', 'variants/flipello.md#every line the drop encloses turns', 'test/oracle/ataxx.jsonl', 'test/oracle/flipello.jsonl', 'test/ffish/snort.jsonl', 'test/ffish/gale.jsonl', 'test/ffish/quadwrangle.jsonl'],
  },
};
