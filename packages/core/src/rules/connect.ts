/**
 * Connect-n: a side that stands n of its pieces in a row — along a rank, a
 * file or a diagonal, as the variant lists — after its move has won
 * (Fairy-Stockfish's `connectN`: all queens chess, a simple game,
 * roll-ing to four), or fills a tight square (`connectNxN`: teeko), or has
 * that many on one line with gaps (`collinearN`: three musketeers), or links
 * its two regions with a chain grown forward (`connectRegion1White` and the
 * others: gale); `value` may make it a loss or a draw instead.
 */
import { END_CONNECT } from '../compile.ts';
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';
import { endedBy } from './nodeStart.ts';

export const connectRule: RuleModule = {
  name: 'connect',
  summary: 'A side that has n of its listed pieces in an unbroken line (or in a tight square, or on one line with gaps, or a chain linking its two regions) after its move has won (or what `value` says).',
  uses: kernelRules.connect.uses,
  kernel: kernelRules.connect,
  atStart: (pos) => endedBy(pos, END_CONNECT, 'connect'),
  where: {
    spec: ['connect'],
    loader: ['packages/loader/src/connectTypes.ts#ConnectConfig', 'packages/loader/src/resolveConnect.ts#resolveConnect'],
    compile: ['packages/core/src/compile/connect.ts#compileConnect'],
    kernel: ['packages/core/src/kernel/connect.ts#connectPart', 'packages/core/src/kernel/connect.ts#noConnectPart'],
    fen: [],
    notation: [],
    render: [],
    tests: ['packages/core/src/kernel/parts.test.ts#connect', 'test/ffish/allqueenschess.jsonl', 'variants/allqueenschess.md', 'test/ffish/teeko.jsonl', 'test/ffish/three-musketeers.jsonl', 'test/ffish/gale.jsonl', 'test/connectRegions.test.ts'],
  },
};
