/**
 * Move generation against the Fairy-Stockfish oracle: every case's node count
 * and its full per-move divide must match exactly.
 */
import { parseFen, perftDivide } from '@fairyforge/core';
import { loadVariant, type LoadedVariant } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { oracleCases, RUN_DEEP } from './oracle.ts';

/** Shipped variants with an oracle file; each grows as issues land. */
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
];

const loaded = new Map<string, LoadedVariant>();
function variant(slug: string): LoadedVariant {
  let v = loaded.get(slug);
  if (!v) {
    const r = loadVariant(slug);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    v = r.variant;
    loaded.set(slug, v);
  }
  return v;
}

for (const slug of ORACLE_VARIANTS) {
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
