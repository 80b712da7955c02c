/**
 * Move generation against Fairy-Stockfish for variants with no oracle file (or one that misses a rule):
 * the cases in test/ffish/*.jsonl were computed by ffish (Fairy-Stockfish in
 * WebAssembly) with scripts/ffishCases.ts and stored (see test/ffish/README.md),
 * so this suite needs neither ffish nor anything outside the repository. Every
 * case's node count and full per-move divide must match exactly.
 */
import { makeFen, parseFen, perftDivide } from '@fairyforge/core';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { oracleLines, RUN_DEEP, shippedSlugs, variant, type OracleCase } from './oracle.ts';

const FFISH_DIR = fileURLToPath(new URL('./ffish/', import.meta.url));
const files = readdirSync(FFISH_DIR)
  .filter((f) => f.endsWith('.jsonl'))
  .sort();

describe('the ffish case files in test/ffish/', () => {
  it('exist', () => expect(files.length).toBeGreaterThan(0));
  it('are each for a shipped variant of the same name', () => {
    const shipped = new Set(shippedSlugs());
    expect(files.map((f) => f.slice(0, -'.jsonl'.length)).filter((s) => !shipped.has(s))).toEqual([]);
  });
});

for (const file of files) {
  const slug = file.slice(0, -'.jsonl'.length);
  describe(`ffish perft: ${slug}`, () => {
    const all = oracleLines(`${FFISH_DIR}${file}`).map((l) => JSON.parse(l) as OracleCase);
    const cases = all.filter((c) => RUN_DEEP || !c.deep);
    it('has cases to run, all for this variant', () => {
      expect(cases.length).toBeGreaterThan(0);
      expect(all.filter((c) => c.variant !== slug)).toEqual([]);
    });
    // ffish wrote the FEN of the start position and of every playout in Fairy-Stockfish's
    // dialect: reading it and writing it back must give the same text (pockets, promoted
    // marks, check counters, gating rights). A "given position" was typed by hand for the
    // script, so for those the written FEN must only read back to itself.
    it('writes every case position back as ffish wrote it', () => {
      for (const c of all) {
        const v = variant(c.variant).compiled;
        const r = parseFen(v, c.fen);
        if (!r.ok) throw new Error(`${c.name}: ${r.error}`);
        const written = makeFen(r.position);
        if (!c.name.startsWith('given position')) expect(written, c.name).toBe(c.fen);
        const again = parseFen(v, written);
        if (!again.ok) throw new Error(`${c.name}: ${again.error}`);
        expect(makeFen(again.position), c.name).toBe(written);
      }
    });
    for (const c of cases) {
      it(`${c.name} (depth ${c.depth}, ${c.nodes} nodes)`, () => {
        const r = parseFen(variant(c.variant).compiled, c.fen);
        if (!r.ok) throw new Error(r.error);
        const got = perftDivide(r.position, c.depth);
        if (c.divide) expect(got.divide).toEqual(c.divide);
        expect(got.nodes).toBe(c.nodes);
      });
    }
  });
}
