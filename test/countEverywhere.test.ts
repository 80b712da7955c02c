/**
 * Bulk perft's walk for a piece whose quiet leaps reach every other square of
 * the board (kernel/countWalk.ts `everywhere`: picaria's and nine holes'
 * stones, which step, leap and jump onto any empty square of 3×3): its count
 * is the number of empty squares, read off the piece counts. Differential
 * test against the listed moves on random boards of those variants, after
 * checking that the stones take that path and that pieces which do not reach
 * everywhere (chess's, a stone that also captures) never do.
 */
import { MAX_MOVES, parseFen, perft, perftFull, type CompiledVariant } from '@fairyforge/core';
import { loadVariant, loadVariantSource, memoryHost } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { boardPart } from '../packages/core/src/kernel/board.ts';
import { kernelConstants } from '../packages/core/src/kernel/constants.ts';
import { countWalkPart } from '../packages/core/src/kernel/countWalk.ts';
import { noEnPassantPart } from '../packages/core/src/kernel/enPassant.ts';
import { noMustCapturePart } from '../packages/core/src/kernel/mustCapture.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { moveCodecs } from '../packages/core/src/moves.ts';
import { placementRanks, runs } from './properties.ts';

const K = { ...kernelConstants, ...moveCodecs(kernelConstants) };

function compiled(slug: string): CompiledVariant {
  const r = loadVariant(slug);
  if (!r.ok) throw new Error(`${slug}: ${r.diagnostics[0]?.message}`);
  return r.variant.compiled;
}

/** The count walk's `everywhere` flags of a variant. */
function everywhere(v: CompiledVariant): Uint8Array {
  return countWalkPart(v, K, noEnPassantPart(v, K, boardPart(v, K)), noMustCapturePart(v, K)).everywhere;
}

/** A small seeded generator (mulberry32), so a failure repeats. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('a piece whose quiet leaps reach every other square is counted from the empty squares', () => {
  for (const slug of ['picaria', 'nineholes']) {
    it(`${slug}: the stones take that path, and the count is the listed moves' number on random boards`, () => {
      const v = compiled(slug);
      expect(selectParts(v).parts.legalCount.name).toBe('legalCountPart');
      // Both colours' stone on every square.
      expect(Array.from(everywhere(v))).toEqual(new Array<number>(2 * v.nTypes * v.size).fill(1));
      const list = new Int32Array(MAX_MOVES);
      const rnd = random(0xe5e ^ slug.length);
      let moving = 0;
      for (let i = 0; i < runs(400, 1); i++) {
        // Up to three stones a side on the board, the rest in hand (an empty hand: the stones move).
        const cells = new Array<string>(v.size).fill('');
        let hand = '';
        for (const letter of ['P', 'p']) {
          const onBoard = Math.floor(rnd() * 4);
          for (let k = 0; k < onBoard; k++) {
            let sq = Math.floor(rnd() * v.size);
            while (cells[sq] !== '') sq = (sq + 1) % v.size;
            cells[sq] = letter;
          }
          if (rnd() < 0.3) hand += letter.repeat(3 - onBoard);
        }
        const fen = `${placementRanks(cells, v.geometry.rows, v.geometry.cols).join('/')}[${hand}] ${rnd() < 0.5 ? 'w' : 'b'} - - 0 1`;
        const r = parseFen(v, fen);
        if (!r.ok) throw new Error(`${fen}: ${r.error}`);
        const pos = r.position;
        const listed = pos.generateLegal(list, 0);
        expect({ fen, count: perft(pos, 1) }).toEqual({ fen, count: listed });
        expect({ fen, count: perft(pos, 2) }).toEqual({ fen, count: perftFull(pos, 2) });
        if (listed > 0 && !hand.includes(pos.turn === 0 ? 'P' : 'p')) moving++;
      }
      // Most boards leave the side to move nothing in hand, so its stones are walked.
      expect(moving).toBeGreaterThan(runs(400, 1) / 4);
    });
  }

  it('pieces that do not reach every square by quiet leaps alone are walked as before', () => {
    expect(everywhere(compiled('chess')).indexOf(1)).toBe(-1);
    // Picaria's stone that also captures (KNAD, not mKmNmAmD) reaches the eight other squares, but not by quiet leaps alone.
    const text = [
      '---', 'title: Capturing stones', 'slug: capturing-stones', 'engine:', '  topology: { type: grid, rows: 3, cols: 3 }', '  players: [white, black]',
      '  pieces:', '    P: { betza: KNAD, name: stone }', '  setup: "3/3/3[PPPppp] w - - 0 1"',
      '  rules: { castling: false, moveRule: false, repetition: 0, drops: { toHand: [], mustDrop: true }, connect: { n: 3 } }', '---', '',
    ].join('\n');
    const stones = loadVariantSource(text, '/t/capturing-stones.md', { host: memoryHost({ '/t/capturing-stones.md': text }) });
    if (!stones.ok) throw new Error(stones.diagnostics.map((d) => d.message).join('; '));
    expect(everywhere(stones.variant.compiled).indexOf(1)).toBe(-1);
  });
});
