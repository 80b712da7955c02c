/**
 * Move generation against Fairy-Stockfish for variants with no oracle file (or one that misses a rule):
 * the cases in test/ffish/*.jsonl were computed by ffish (Fairy-Stockfish in
 * WebAssembly) with scripts/ffishCases.ts and stored (see test/ffish/README.md),
 * so this suite needs neither ffish nor anything outside the repository. Every
 * case's node count and full per-move divide must match exactly.
 */
import { Game, makeFen, parseFen, perftDivide } from '@fairyforge/core';
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
    // script, so for those the written FEN must read back to itself, and be ffish's writing
    // of it where the case records one (`written`: a pocket in Fairy-Stockfish's order, say).
    it('writes every case position back as ffish wrote it', () => {
      for (const c of all) {
        const v = variant(c.variant).compiled;
        const r = parseFen(v, c.fen);
        if (!r.ok) throw new Error(`${c.name}: ${r.error}`);
        const written = makeFen(r.position);
        if (!c.name.startsWith('given position') || c.written !== undefined) expect(written, c.name).toBe(c.written ?? c.fen);
        const again = parseFen(v, written);
        if (!again.ok) throw new Error(`${c.name}: ${again.error}`);
        expect(makeFen(again.position), c.name).toBe(written);
      }
    });
    // A playout's moves played from the start by Game (make, and the game's move-rule count)
    // reach the FEN ffish wrote after them, the halfmove clock included: Fairy-Stockfish resets
    // it on every capture, pawn move, drop and shogi-style promotion never undone.
    const replayed = all.filter((c) => c.moves !== undefined);
    if (replayed.length > 0) {
      it(`replays its ${replayed.length} playouts to the FENs ffish wrote`, () => {
        for (const c of replayed) {
          const g = Game.fromFen(variant(c.variant).compiled);
          if (!g.ok) throw new Error(g.error);
          for (const m of c.moves!) {
            const r = g.game.playText(m);
            if (!r.ok) throw new Error(`${c.name}: ${m} not played: ${r.message}`);
          }
          expect(g.game.fen(), c.name).toBe(c.fen);
        }
      });
    }
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
