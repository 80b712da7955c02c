/**
 * Passing, and janggi's bikjang. A side not in check may pass: its royal
 * piece "moves" to its own square (UCI `e2e2`, as Fairy-Stockfish writes
 * it; SAN `pass`), nothing else changes but the e.p. squares, cleared. Two passes in a row end the game.
 * With bikjang, royal pieces facing each other on an open line may be left
 * so only by a pass (allowed then even in check), and that pass ends the
 * game. Both ends are drawn here; Fairy-Stockfish's janggi scores them by
 * material, which is not implemented. `pass: stalemate` (Fairy-Stockfish's
 * passOnStalemate): a pass only with no other legal move, written without
 * a royal piece on the side's first piece (a1, b1, …); two passes in a row
 * are counted where materialCounting is `unweighted` (ataxx, reversi). Kernel: a part that wraps make/unmake
 * for the pass and is the outermost node-start link (kernel/passing.ts).
 */
import { END_BIKJANG, END_PASS } from '../compile.ts';
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';
import { endedBy } from './nodeStart.ts';

export const passingRule: RuleModule = {
  name: 'passing',
  summary: 'A side not in check may pass (its royal piece\'s move to its own square); two passes in a row end the game, and with bikjang so does a pass leaving the royal pieces facing.',
  uses: kernelRules.passing.uses,
  kernel: kernelRules.passing,
  atStart: (pos) => endedBy(pos, END_PASS, 'pass') ?? endedBy(pos, END_BIKJANG, 'bikjang'),
  where: {
    spec: ['pass', 'bikjang'],
    loader: ['packages/loader/src/types.ts#bikjang', 'packages/loader/src/resolvePassing.ts#resolvePassing'],
    compile: [],
    kernel: ['packages/core/src/kernel/passing.ts#passingPart', 'packages/core/src/kernel/passing.ts#noPassingPart'],
    fen: [],
    notation: ['packages/core/src/san.ts#KIND_PASS'],
    render: [],
    tests: ['test/janggi.test.ts#passing', 'test/oracle/janggi.jsonl', 'variants/ataxx.md#a side with no move must pass', 'test/flip.test.ts#two passes in a row are counted', 'test/ffish/andersanti.jsonl'],
  },
};
