/**
 * For every shipped variant, on random playouts: the fast legal-move
 * generator (checks and pins found once per node) agrees with the reference
 * generator (every pseudo-legal move made and tested), and unmake restores
 * the position exactly.
 */
import { makeFen, makeUci, MAX_MOVES, parseFen } from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// A small seeded generator (mulberry32), so a failure reproduces.
import { mulberry32 as rng } from '@fairyforge/engine';

const slugs = readdirSync(new URL('../variants/', import.meta.url))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''));

// A variant whose start position is already over (crusade's full board is counted at once) is played from a position with moves.
const PLAYABLE: Record<string, string> = { crusade: 'PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPp1 w - - 0 1' };

describe.each(slugs)('%s', (slug) => {
  it('fast and reference generators agree; unmake restores the FEN', () => {
    const r = loadVariant(slug);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const v = r.variant;
    const random = rng(slug.length * 7919);
    const fast = new Int32Array(MAX_MOVES);
    const slow = new Int32Array(MAX_MOVES);
    let positions = 0;
    // Six games, or more where games are short (hexapawn's last a few plies), until over 100 positions are seen.
    for (let game = 0; game < 6 || (positions <= 100 && game < 100); game++) {
      const start = parseFen(v.compiled, PLAYABLE[slug] ?? v.spec.startFen);
      if (!start.ok) throw new Error(start.error);
      const pos = start.position;
      const fens: string[] = [];
      for (let ply = 0; ply < 120; ply++) {
        const nf = pos.generateLegal(fast, 0);
        const ns = pos.generateLegalByMaking(slow, 0);
        const a = Array.from(fast.subarray(0, nf)).sort((x, y) => x - y);
        const b = Array.from(slow.subarray(0, ns)).sort((x, y) => x - y);
        if (a.join() !== b.join()) {
          expect({ fen: makeFen(pos), moves: a.map((m) => makeUci(pos, m)) }).toEqual({ fen: makeFen(pos), moves: b.map((m) => makeUci(pos, m)) });
        }
        positions++;
        if (nf === 0) break;
        fens.push(makeFen(pos));
        pos.make(fast[Math.floor(random() * nf)]!);
      }
      while (fens.length) {
        pos.unmake();
        expect(makeFen(pos)).toBe(fens.pop());
      }
    }
    expect(positions).toBeGreaterThan(100);
  });
});
