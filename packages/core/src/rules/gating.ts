/**
 * Gating (issue 18, gating and first-move rights). A gate is a right held by
 * a first-rank square until the piece standing there first moves (or is
 * taken); the FEN writes the gates among the castling letters. Two rules use
 * them:
 * - S-chess gating (`fromHand`): the piece leaving a gate may put a piece
 *   from its side's hand there (castling: on the king's or the rook's
 *   square); the gated piece does not make an illegal move legal. Without
 *   drops a side's gates close when its hand is empty.
 * - Ouk Chatrang's first moves (`cambodian`): the king's leap onto the rank
 *   ahead (not out of check) and the met's double step, each while the
 *   piece's gate lasts; an enemy rook arriving on the king's rank or file
 *   closes the king's gate.
 * A gating move is its plain move with the gated type in its promotion bits
 * and a flag (moves.ts); UCI writes the type's letter after it (`b1c3h`), and
 * a castling move gating on the rook's square as rook square then king square
 * (`h1e1h`); SAN `Nc3/H`, `O-O/Hh1`.
 */
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';

export const gatingRule: RuleModule = {
  name: 'gating',
  summary: 'Gates on the first rank: S-chess pieces entering from the hand where a piece first leaves, and Ouk Chatrang\'s one-time king leap and met double step.',
  uses: kernelRules.gating.uses,
  kernel: kernelRules.gating,
  where: {
    spec: ['gating'],
    loader: ['packages/loader/src/gatingTypes.ts#GatingConfig', 'packages/loader/src/resolveGating.ts#resolveGating'],
    compile: ['packages/core/src/compile/gating.ts#compileGating', 'packages/core/src/compile/hands.ts#gatingOnly'],
    kernel: ['packages/core/src/kernel/gating.ts#gatingMakePart', 'packages/core/src/kernel/gating.ts#noGatingMakePart', 'packages/core/src/kernel/gating.ts#gatingLegalPart', 'packages/core/src/kernel/gating.ts#noGatingLegalPart'],
    fen: ['packages/core/src/fenGating.ts#parseGates', 'packages/core/src/fenGating.ts#gateLetters'],
    notation: ['packages/core/src/moves.ts#encodeGating', 'packages/core/src/uci.ts#gateText', 'packages/core/src/san.ts#gateSan'],
    render: [],
    tests: ['test/gating.test.ts', 'test/oracle/seirawan.jsonl', 'test/oracle/shouse.jsonl', 'test/oracle/cambodian.jsonl'],
  },
};
