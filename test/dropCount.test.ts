/**
 * Drops of drops.onTop (connect four; kernel/dropCount.ts `dropCount` for bulk perft's last ply,
 * `topDrops` in kernel/landingDrops.ts for the list): the landing squares come from climbing each file from the first
 * rank, used only when those climbs hold every piece on the board. This compares the count
 * and the list (in order) with a scan of every square, on the positions of random games and
 * on random boards where discs float over empty squares. Then bulk perft's count against the
 * list in the variants that count their last ply since the setup phase's must-drop is counted
 * (kernel/legalCount.ts), and in the connect variants, on the positions of random games.
 */
import { MAX_MOVES, parseFen, perft, perftFull, type Position } from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { kernelConstants } from '../packages/core/src/kernel/constants.ts';
import { dropCountPart } from '../packages/core/src/kernel/dropCount.ts';
import { dropsPart } from '../packages/core/src/kernel/drops.ts';
import { landingDropsPart } from '../packages/core/src/kernel/landingDrops.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { moveCodecs } from '../packages/core/src/moves.ts';
import { placementRanks, runs } from './properties.ts';
import { mulberry32 as random } from '@fairyforge/engine'; // seeded, so a failure repeats

const K = { ...kernelConstants, ...moveCodecs(kernelConstants) };

describe('drops counted from the climbed files agree with the listed drops', () => {
  for (const slug of ['cfour', 'cfour-misere']) {
    it(slug, () => {
      const r = loadVariant(slug);
      if (!r.ok) throw new Error(slug);
      const v = r.variant.compiled;
      expect(v.hands?.onTop).toBe(true);
      const ld = landingDropsPart(v, K);
      const dr = dropsPart(v, K, ld);
      const dc = dropCountPart(v, K, dr, ld);
      const list = new Int32Array(MAX_MOVES);
      const rnd = random(0xd20b ^ slug.length);
      let compared = 0;
      let some = 0;
      const { cols } = v.geometry;
      const zone = v.hands!.dropZone;
      // The reference: every square scanned, in square order.
      const scanned = (pos: Position, us: number): number[] => {
        const moves: number[] = [];
        for (let t = 0; t < v.nTypes; t++) {
          if (pos.hand[us * v.nTypes + t] === 0) continue;
          for (let sq = 0; sq < v.size; sq++) {
            if (pos.board[sq] === 0 && zone[(us * v.nTypes + t) * v.size + sq] === 1 && (sq < cols || pos.board[sq - cols] !== 0)) moves.push(K.encodeMove(t, sq, -1, K.KIND_DROP));
          }
        }
        return moves;
      };
      const agree = (pos: Position, what: string) => {
        for (const us of [0, 1]) {
          const expected = scanned(pos, us);
          const listed = dr.dropMoves(pos, list, 0, us);
          expect(Array.from(list.subarray(0, listed)), `${what}, side ${us}`).toEqual(expected);
          expect(dc.dropCount(pos, list, us), `${what}, side ${us}`).toBe(expected.length);
          compared++;
          if (listed > 0) some++;
        }
      };
      // Random games from the start: discs stacked as they fall.
      for (let game = 0; game < runs(20, 4); game++) {
        const parsed = parseFen(v, v.spec.startFen);
        if (!parsed.ok) throw new Error(parsed.error);
        const pos = parsed.position;
        for (let ply = 0; ply < 44; ply++) {
          agree(pos, `game ${game} ply ${ply}`);
          const n = pos.generateLegal(list, 0);
          if (n === 0) break;
          pos.make(list[Math.floor(rnd() * n)]!);
        }
      }
      // Random boards: each square empty or a disc of either side, so discs float; hands of 0-2 discs.
      const { rows } = v.geometry;
      for (let i = 0; i < runs(300, 4); i++) {
        const fill = rnd();
        const cells = Array.from({ length: rows * cols }, () => (rnd() < fill ? (rnd() < 0.5 ? 'P' : 'p') : ''));
        const hand = 'P'.repeat(Math.floor(rnd() * 3)) + 'p'.repeat(Math.floor(rnd() * 3));
        const fen = `${placementRanks(cells, rows, cols).join('/')}[${hand}] w - - 0 1`;
        const parsed = parseFen(v, fen);
        if (!parsed.ok) throw new Error(`${fen}: ${parsed.error}`);
        agree(parsed.position, fen);
      }
      expect(compared).toBeGreaterThan(0);
      expect(some).toBeGreaterThan(compared / 4);
    });
  }
});

describe('bulk perft counts the last ply of must-drop and connect variants as the legal list has it', () => {
  for (const slug of ['picaria', 'nineholes', 'teeko', 'screen', 'tictacchess', 'placement', 'tictactoe', 'cfour', 'cfour-anyside']) {
    it(slug, () => {
      const r = loadVariant(slug);
      if (!r.ok) throw new Error(slug);
      const v = r.variant.compiled;
      // The variant counts (or, for placement's paired drops, lists through the count part).
      expect(selectParts(v).parts.legalCount.name).toBe('legalCountPart');
      const list = new Int32Array(MAX_MOVES);
      const rnd = random(0xc0de ^ slug.length);
      let compared = 0;
      for (let game = 0; game < runs(6, 4); game++) {
        const parsed = parseFen(v, v.spec.startFen);
        if (!parsed.ok) throw new Error(parsed.error);
        const pos = parsed.position;
        for (let ply = 0; ply < 40; ply++) {
          const n = pos.generateLegal(list, 0);
          expect(perft(pos, 1), `${slug} game ${game} ply ${ply}`).toBe(n);
          if (ply % 4 === 0) expect(perft(pos, 2), `${slug} game ${game} ply ${ply}`).toBe(perftFull(pos, 2));
          compared++;
          if (n === 0) break;
          pos.make(list[Math.floor(rnd() * n)]!);
        }
      }
      expect(compared).toBeGreaterThan(20);
    });
  }
});

describe('drops counted without listing agree with the listed drops', () => {
  for (const slug of ['tictactoe', 'picaria', 'teeko', 'screen', 'crazyhouse', 'shogi', 'kyotoshogi', 'placement']) {
    it(slug, () => {
      const r = loadVariant(slug);
      if (!r.ok) throw new Error(slug);
      const v = r.variant.compiled;
      const ld = landingDropsPart(v, K);
      const dr = dropsPart(v, K, ld);
      const dc = dropCountPart(v, K, dr, ld);
      const list = new Int32Array(MAX_MOVES);
      const rnd = random(0xface ^ slug.length);
      let some = 0;
      for (let game = 0; game < runs(6, 4); game++) {
        const parsed = parseFen(v, v.spec.startFen);
        if (!parsed.ok) throw new Error(parsed.error);
        const pos = parsed.position;
        for (let ply = 0; ply < 60; ply++) {
          for (const us of [0, 1]) {
            const listed = dr.dropMoves(pos, list, 0, us);
            expect(dc.dropCount(pos, list, us), `${slug} game ${game} ply ${ply} side ${us}`).toBe(listed);
            if (listed > 0) some++;
          }
          const n = pos.generateLegal(list, 0);
          if (n === 0) break;
          pos.make(list[Math.floor(rnd() * n)]!);
        }
      }
      expect(some).toBeGreaterThan(0);
    });
  }
});
