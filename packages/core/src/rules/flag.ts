/**
 * The flag rule: bringing a flag piece into its region wins — the king to
 * the centre in king of the hill, any piece to the last rank in
 * breakthrough; with `move`, racing kings' rule (Black may still draw).
 */
import { END_FLAG } from '../compile.ts';
import { kernelRules } from '../kernel/select.ts';
import type { RuleModule } from './module.ts';
import { endedBy } from './nodeStart.ts';

export const flagRule: RuleModule = {
  name: 'flag',
  summary: 'A side whose flag piece stands in its flag region has won (with `move`, racing kings\' rule: Black may reply to draw).',
  uses: kernelRules.flag.uses,
  kernel: kernelRules.flag,
  atStart: (pos) => endedBy(pos, END_FLAG, 'flag'),
  where: {
    spec: ['flag'],
    loader: ['packages/loader/src/types.ts#FlagConfig', 'packages/loader/src/resolveResults.ts#resolveFlag'],
    compile: ['packages/core/src/compile/results.ts#compileResults'],
    kernel: ['packages/core/src/kernel/flag.ts#flagPart', 'packages/core/src/kernel/flag.ts#noFlagPart'],
    fen: [],
    notation: [],
    render: ['packages/render/src/board.ts#flagRegions'],
    tests: ['test/resultRules.test.ts#flag', 'test/oracle/kingofthehill.jsonl', 'test/oracle/breakthrough.jsonl'],
  },
};
