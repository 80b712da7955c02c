/**
 * Property-based tests of move generation, on random playouts of several
 * variants (fast-check chooses the variant, the seed and the length):
 *
 *   - make then unmake of every legal move restores the FEN and the hash, and
 *     the incremental hash always equals the hash computed from scratch;
 *   - no legal move leaves the mover's own royal piece attacked, unless it
 *     ends the game (atomic: blowing up the other king);
 *   - perft through make/unmake equals perft through copying the position
 *     (a fresh Position read from makeFen after every move, no undo at all).
 *
 * Run counts are in the test names; see test/properties.ts for a longer run.
 */
import { makeFen, makeUci, MAX_MOVES, parseFen, perft, perftFull, type CompiledVariant, type Position } from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check, runs, TIMEOUT } from './properties.ts';
// A small seeded generator (mulberry32), so a failure reproduces.
import { mulberry32 as rng } from '@fairyforge/engine';

const SLUGS = ['chess', 'wildebeest', 'capablanca', 'grasshopper', 'knightmate', 'makruk', 'gardner', 'nightrider', 'perfect', 'chigorin', 'newzealand', 'janus', 'crazyhouse', 'loop', 'capahouse', 'atomic', 'nocheckatomic', 'shogi', 'minishogi', 'judkins', 'euroshogi', 'torishogi', 'dobutsu', 'gorogoro', 'kyotoshogi', 'grand', 'grandhouse', 'shogun'];
const loaded = new Map<string, { compiled: CompiledVariant; startFen: string }>(
  SLUGS.map((slug) => {
    const r = loadVariant(slug);
    if (!r.ok) throw new Error(`${slug}: ${r.diagnostics[0]?.message}`);
    return [slug, { compiled: r.variant.compiled, startFen: r.variant.spec.startFen }];
  }),
);

function start(slug: string): Position {
  const v = loaded.get(slug)!;
  const r = parseFen(v.compiled, v.startFen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}

/** Plays `plies` random legal moves (fewer if the game ends), calling `visit` in every position on the way. */
function playout(slug: string, seed: number, plies: number, visit: (pos: Position, moves: Int32Array, n: number) => void): Position {
  const pos = start(slug);
  const random = rng(seed);
  const moves = new Int32Array(MAX_MOVES);
  for (let ply = 0; ply <= plies; ply++) {
    const n = pos.generateLegal(moves, 0);
    visit(pos, moves, n);
    if (n === 0 || ply === plies) break;
    pos.make(moves[Math.floor(random() * n)]!);
  }
  return pos;
}

/** Perft with no make/unmake history: every child is a fresh Position read from the FEN after the move. */
function perftByCopying(v: CompiledVariant, fen: string, depth: number): number {
  if (depth === 0) return 1;
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error}`);
  const moves = new Int32Array(MAX_MOVES);
  const n = r.position.generateLegal(moves, 0);
  if (depth === 1) return n;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    const copy = parseFen(v, fen);
    if (!copy.ok) throw new Error(copy.error);
    copy.position.make(moves[i]!);
    nodes += perftByCopying(v, makeFen(copy.position), depth - 1);
  }
  return nodes;
}

const game = fc.record({ slug: fc.constantFrom(...SLUGS), seed: fc.integer(), plies: fc.integer({ min: 0, max: 70 }) });

describe('move generation properties on random playouts', () => {
  const n = runs(25, 50);
  it(`make/unmake of every legal move restores the FEN and the hash; no move leaves the own royal piece attacked (${n} playouts of ${SLUGS.length} variants)`, () => {
    check(
      fc.property(game, ({ slug, seed, plies }) => {
        playout(slug, seed, plies, (pos, moves, count) => {
          const fen = makeFen(pos);
          const [lo, hi] = pos.computeHash();
          expect([pos.hashLo, pos.hashHi], fen).toEqual([lo, hi]);
          const mover = pos.turn;
          for (let i = 0; i < count; i++) {
            const m = moves[i]!;
            pos.make(m);
            // A move that ends the game at once (atomic: blowing up the other king) may leave its own king attacked.
            if (pos.gameEnd() === 0 && pos.royalAttacked(mover)) expect.fail(`${slug} ${fen}: ${makeUci(pos, m)} leaves the mover's royal piece attacked`);
            const [mlo, mhi] = pos.computeHash();
            expect([pos.hashLo, pos.hashHi], `${fen} after move ${i}`).toEqual([mlo, mhi]);
            pos.unmake();
            expect(makeFen(pos)).toBe(fen);
            expect([pos.hashLo, pos.hashHi]).toEqual([lo, hi]);
          }
        });
      }),
      n,
    );
  }, TIMEOUT);

  const m = runs(25, 100);
  it(`perft through make/unmake equals perft through copying the position (${m} positions, depth 2)`, () => {
    check(
      fc.property(game, ({ slug, seed, plies }) => {
        const pos = playout(slug, seed, plies, () => {});
        const fen = makeFen(pos);
        const copied = perftByCopying(pos.v, fen, 2);
        expect(perft(pos, 2), `${slug} ${fen}`).toBe(copied);
        expect(perftFull(pos, 2), `${slug} ${fen}`).toBe(copied);
        expect(makeFen(pos)).toBe(fen);
      }),
      m,
    );
  }, TIMEOUT);
});
