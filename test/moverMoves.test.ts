/**
 * Move generation walks only the piece types that can move (kernel/movegen.ts, `movers`): where
 * some type has no move from any square (tictactoe's stones are only dropped), its pieces are
 * skipped. This compares the generated piece moves with every piece of every type walked one by
 * one, at every node of random games of every shipped variant, so a type left out of the list
 * while it can move fails here.
 */
import { noRankBitsPart } from '../packages/core/src/kernel/rankBits.ts';
import { MAX_MOVES, parseFen } from '@fairyforge/core';
import { bundledSlugs, loadVariant } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { boardPart } from '../packages/core/src/kernel/board.ts';
import { castlingPart } from '../packages/core/src/kernel/castling.ts';
import { kernelConstants } from '../packages/core/src/kernel/constants.ts';
import { noDropsPart } from '../packages/core/src/kernel/drops.ts';
import { enPassantPart } from '../packages/core/src/kernel/enPassant.ts';
import { movegenPart } from '../packages/core/src/kernel/movegen.ts';
import { pieceMovesPart } from '../packages/core/src/kernel/pieceMoves.ts';
import { promotionPart } from '../packages/core/src/kernel/promotion.ts';
import type { KernelState } from '../packages/core/src/kernel/types.ts';
import { moveCodecs } from '../packages/core/src/moves.ts';
import { runs } from './properties.ts';
import { mulberry32 as random } from '@fairyforge/engine'; // seeded, so a failure repeats

const K = { ...kernelConstants, ...moveCodecs(kernelConstants) };

/** Every piece of every type, in type order as movegen lists them, each walked by movesOf. */
function everyPiece(mg: ReturnType<typeof movegenPart>, p: KernelState, out: Int32Array, nTypes: number, size: number): number {
  const us = p.turn;
  let n = 0;
  for (let t = 0; t < nTypes; t++) {
    const pc = t * 2 + us;
    for (let i = 0; i < p.pcount[pc]!; i++) n = mg.movesOf(p, out, n, p.plist[pc * size + i]!, pc, us, t);
  }
  return n;
}

describe('move generation lists the pieces of every type that moves', () => {
  let skipping = 0;
  for (const slug of bundledSlugs()) {
    it(slug, () => {
      const r = loadVariant(slug);
      if (!r.ok) throw new Error(slug);
      const v = r.variant.compiled;
      const bd = boardPart(v, K, noRankBitsPart(v, K));
      const mg = movegenPart(v, K, pieceMovesPart(v, K, enPassantPart(v, K, bd), promotionPart(v, K, bd)), castlingPart(v, K, bd), noDropsPart(v, K));
      const got = new Int32Array(MAX_MOVES);
      const want = new Int32Array(MAX_MOVES);
      const list = new Int32Array(MAX_MOVES);
      const rnd = random(0x3073 ^ slug.length);
      let moved = 0;
      for (let game = 0; game < runs(3, 2); game++) {
        const parsed = parseFen(v, v.spec.startFen);
        if (!parsed.ok) throw new Error(parsed.error);
        const pos = parsed.position;
        for (let ply = 0; ply < 60; ply++) {
          const n = mg.generatePieceMoves(pos, got, 0);
          const m = everyPiece(mg, pos, want, v.nTypes, v.size);
          expect([...got.subarray(0, n)], `${slug} after ${ply} plies`).toEqual([...want.subarray(0, m)]);
          moved += n;
          const k = pos.generateLegal(list, 0);
          if (k === 0) break;
          pos.make(list[Math.floor(rnd() * k)]!);
        }
      }
      // Every variant but the drop-only ones has piece moves to compare.
      if (moved === 0) skipping++;
    });
  }
  it('tictactoe is one where no piece moves', () => {
    expect(skipping).toBeGreaterThan(0);
  });
});
