/**
 * Move generation against the Fairy-Stockfish oracle: every case's node count
 * and its full per-move divide must match exactly. The cases come from the
 * copies in test/oracle/ (see test/oracle.ts for the shared folder's part).
 */
import { parseFen, perftDivide } from '@fairyforge/core';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORACLE_DIR, oracleCases, oracleFile, repoOracleFile, RUN_DEEP, sharedOracleFile, shippedSlugs, variant } from './oracle.ts';

/**
 * Shipped variants whose oracle file is copied into test/oracle/, so a clone
 * checks them; each grows as issues land.
 */
const ORACLE_VARIANTS = [
  'chess',
  'wildebeest',
  'wildebeest-schmittberger',
  'losalamos',
  'gardner',
  'capablanca',
  'gothic',
  'embassy',
  'janus',
  'modern',
  'chancellor',
  'almost',
  'chigorin',
  'perfect',
  'amazon',
  'nightrider',
  'grasshopper',
  'knightmate',
  'makruk',
  'pawnsideways',
  'hoppelpoppel',
  'newzealand',
  // Issue 15, result rules.
  'kingofthehill',
  '3check',
  '5check',
  'misere',
  'threekings',
  'shatranj',
  'courier',
  'breakthrough',
  'capturethequeen',
  'extinction',
  'kinglet',
  // Issue 15, legality rules.
  'checkmateless',
  'fischerandom',
  // issue 15, counting
  'armageddon',
  // Issue 15, legality and result rules together.
  'antichess',
  'giveaway',
  'losers',
  'racingkings',
  // Issue 18, gating and first-move rights.
  'seirawan',
  'shouse',
  'cambodian',
  // Issue 15, royalty: pseudo-royal pieces.
  'coregal',
  // Issue 16, hands and drops.
  'crazyhouse',
  'loop',
  'chessgi',
  'capahouse',
  // Issue 18, capture effects.
  'atomic',
  'nocheckatomic',
  'petrified',
  // Issue 18, walls placed with every move.
  'duck',
  'amazons',
  // Issue 17, regions and the flying general.
  'xiangqi',
  // Issue 17, board shapes (holes) and castling off the first rank.
  'gustav3',
  'crossderby',
  'omicron',
  'shako',
  'troitzky',
  // Issue 17: palace diagonals (betzaWithin), the janggi cannon (avoidsOwnType), passing and bikjang.
  'janggi',
  // Issue 17: regions where rules take squares (a promotion zone, initial-move squares).
  'legan',
  'horde',
  // Issue 17: a double-step region of squares for two piece types, a pawn promoting to its own promoted type beside its choices.
  'wolf',
  // Issue 16, shogi-style promotion and the shogi drop rules.
  'shogi',
  'minishogi',
  'judkins',
  'euroshogi',
  'torishogi',
  'dobutsu',
  // Issue 16, the rest of the drop and promotion family.
  'gorogoro',
  'kyotoshogi',
  'grand',
  'grandhouse',
  'opulent',
  'shogun',
  // Issues 16 and 17: a setup phase (mustDrop), placement's bishops, sittuyin's promotion.
  'placement',
  'sittuyin',
  // Issue 18, flips: ataxx's conversions and clones, reversi's enclosed lines.
  'ataxx',
  'flipello',
];

/**
 * A shipped variant not listed above still runs when an oracle file for it is
 * found — in the shared folder, say, before its copy is made — so a new oracle
 * file is never silently left out.
 */
const RUN_VARIANTS = [...ORACLE_VARIANTS, ...shippedSlugs().filter((s) => !ORACLE_VARIANTS.includes(s) && oracleFile(s))];

describe('the oracle copies in test/oracle/', () => {
  it('include every listed variant', () => {
    expect(ORACLE_VARIANTS.filter((s) => !repoOracleFile(s))).toEqual([]);
  });

  it('are all for shipped variants', () => {
    const copied = readdirSync(ORACLE_DIR).filter((f) => f.endsWith('.jsonl')).map((f) => f.slice(0, -'.jsonl'.length));
    const shipped = new Set(shippedSlugs());
    expect(copied.filter((s) => !shipped.has(s))).toEqual([]);
  });

  // Only where the shared folder is beside the repository (the development
  // checkout): a copy must still be its source, byte for byte.
  const withSource = ORACLE_VARIANTS.filter((s) => repoOracleFile(s) && sharedOracleFile(s));
  for (const slug of withSource) {
    it(`${slug}.jsonl is byte-identical to the shared oracle's`, () => {
      expect(readFileSync(repoOracleFile(slug)!).equals(readFileSync(sharedOracleFile(slug)!))).toBe(true);
    });
  }
});

for (const slug of RUN_VARIANTS) {
  describe(`oracle perft: ${slug}`, () => {
    const cases = oracleCases(slug).filter((c) => RUN_DEEP || !c.deep);
    it('has cases to run', () => expect(cases.length).toBeGreaterThan(0));
    for (const c of cases) {
      it(`${c.name} (depth ${c.depth}, ${c.nodes} nodes)`, () => {
        const v = variant(c.variant);
        const r = parseFen(v.compiled, c.fen);
        if (!r.ok) throw new Error(r.error);
        const got = perftDivide(r.position, c.depth);
        if (c.divide) expect(got.divide).toEqual(c.divide);
        expect(got.nodes).toBe(c.nodes);
      });
    }
  });
}
