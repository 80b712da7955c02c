/**
 * Bulk perft's walk for a piece whose quiet leaps reach every other square of
 * the board (kernel/countWalk.ts `everywhere`: picaria's and nine holes'
 * stones, which step, leap and jump onto any empty square of 3×3): its count
 * is the number of empty squares, read off the piece counts. Differential
 * test against the listed moves on random boards of those variants, after
 * checking that the stones take that path and that pieces which do not reach
 * everywhere (chess's, a stone that also captures) never do.
 */
import { noRankBitsPart } from '../packages/core/src/kernel/rankBits.ts';
import { MAX_MOVES, parseFen, perft, perftFull, type CompiledVariant } from '@fairyforge/core';
import { loadVariant, loadVariantSource, memoryHost } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { boardPart } from '../packages/core/src/kernel/board.ts';
import { kernelConstants } from '../packages/core/src/kernel/constants.ts';
import { countWalkPart } from '../packages/core/src/kernel/countWalk.ts';
import { noEnPassantPart } from '../packages/core/src/kernel/enPassant.ts';
import { noMustCapturePart } from '../packages/core/src/kernel/mustCapture.ts';
import { quietWalkPart } from '../packages/core/src/kernel/quietWalk.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { moveCodecs } from '../packages/core/src/moves.ts';
import { placementRanks, runs } from './properties.ts';
import { mulberry32 as random } from '@fairyforge/engine'; // seeded, so a failure repeats

const K = { ...kernelConstants, ...moveCodecs(kernelConstants) };

function compiled(slug: string): CompiledVariant {
  const r = loadVariant(slug);
  if (!r.ok) throw new Error(`${slug}: ${r.diagnostics[0]?.message}`);
  return r.variant.compiled;
}

/** The count walk's `everywhere` flags of a variant. */
function everywhere(v: CompiledVariant): Uint8Array {
  return countWalkPart(v, K, noEnPassantPart(v, K, boardPart(v, K, noRankBitsPart(v, K))), noMustCapturePart(v, K)).everywhere;
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

describe('quiet leapers crowding the board are counted from the empty squares back', () => {
  const list = new Int32Array(MAX_MOVES);
  for (const slug of ['three-musketeers', 'kono', 'knights-halma', 'bajr', 'asimplegame', 'fox-and-hounds']) {
    it(`${slug}: the count from the empty squares is the listed moves' number, on random games`, () => {
      const v = compiled(slug);
      expect(selectParts(v).parts.legalCount.name).toBe('legalCountPart');
      expect(selectParts(v).parts.quietWalk).toBe(quietWalkPart);
      const cw = quietWalkPart(v, K, countWalkPart(v, K, noEnPassantPart(v, K, boardPart(v, K, noRankBitsPart(v, K))), noMustCapturePart(v, K)));
      expect(cw.quietRev.indexOf(1)).toBeGreaterThanOrEqual(0);
      const rnd = random(0x9e7 ^ slug.length);
      let fromEmpty = 0;
      for (let game = 0; game < runs(12, 4); game++) {
        const parsed = parseFen(v, v.spec.startFen);
        if (!parsed.ok) throw new Error(parsed.error);
        const pos = parsed.position;
        for (let ply = 0; ply < 60; ply++) {
          const n = pos.generateLegal(list, 0);
          const fen = `${slug} game ${game} ply ${ply}`;
          expect({ fen, count: perft(pos, 1) }).toEqual({ fen, count: n });
          if (ply % 5 === 0) expect({ fen, count: perft(pos, 2) }).toEqual({ fen, count: perftFull(pos, 2) });
          if (n === 0) break;
          // Each quiet leaper of the side to move: where it is counted from the empty squares, its listed moves' number.
          for (let t = 0; t < v.nTypes; t++) {
            const pc = t * 2 + pos.turn;
            if (cw.quietRev[pc] !== 1 || pos.pcount[pc]! < cw.quietMin[pc]!) continue;
            const counted = cw.quietCount(pos, pc);
            if (counted < 0) continue;
            let own = 0;
            for (let i = 0; i < n; i++) if (K.moveKind(list[i]!) !== K.KIND_DROP && pos.board[K.moveFrom(list[i]!)] === K.pieceCode(t, pos.turn)) own++;
            expect({ fen, pc, counted }).toEqual({ fen, pc, counted: own });
            fromEmpty++;
          }
          pos.make(list[Math.floor(rnd() * n)]!);
        }
      }
      // The musketeers' twenty-two men crowd 5×5: counted from the empty squares. The others' quiet leapers are few for their
      // boards (fox and hounds' four hounds on 8×8): walked piece by piece, which the count above checks.
      if (slug === 'three-musketeers') expect(fromEmpty).toBeGreaterThan(10);
      if (slug === 'fox-and-hounds') expect(fromEmpty).toBe(0);
    });
  }
});
