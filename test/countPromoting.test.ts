/**
 * Bulk perft's count walks a piece about to promote where that is still one move per target square
 * (kernel/countWalk.ts, promotion.ts's onePerTarget: mandatory shogi-style promotion without choices; kyotoshogi's
 * pieces turn over with every move). On every position of random games of the variants it applies to,
 * and of shogi-family variants where it must not (optional promotion: two moves per target in the
 * zone), perft to depth 1 must be the length of the legal list and perft 2 the count of perftFull.
 */
import { noRankBitsPart } from '../packages/core/src/kernel/rankBits.ts';
import { MAX_MOVES, makeFen, parseFen, perft, perftFull } from '@fairyforge/core';
import { describe, expect, it } from 'vitest';
import { boardPart } from '../packages/core/src/kernel/board.ts';
import { countWalkPart } from '../packages/core/src/kernel/countWalk.ts';
import { kernelConstants } from '../packages/core/src/kernel/constants.ts';
import { enPassantPart } from '../packages/core/src/kernel/enPassant.ts';
import { noMustCapturePart } from '../packages/core/src/kernel/mustCapture.ts';
import { promotionPart } from '../packages/core/src/kernel/promotion.ts';
import { moveCodecs } from '../packages/core/src/moves.ts';
import { agreeOnPlayouts, compiledVariants, runs, TIMEOUT } from './properties.ts';

const K = { ...kernelConstants, ...moveCodecs(kernelConstants) };
// Walked while promoting: kyotoshogi, torishogi, dobutsu, chennis, gethenian, euroshogi. Listed: shogi, minishogi, yarishogi.
const walked = ['kyotoshogi', 'torishogi', 'dobutsu', 'chennis', 'gethenian', 'euroshogi'];
const slugs = [...walked, 'shogi', 'minishogi', 'yarishogi'];
const variants = compiledVariants(slugs);
const buf = new Int32Array(MAX_MOVES);

/** The number of keys (piece-colour, square) the count walks although the piece may promote from there. */
function walkedPromoting(slug: string): number {
  const v = variants.get(slug)!;
  const bd = boardPart(v, K, noRankBitsPart(v, K));
  const cw = countWalkPart(v, K, enPassantPart(v, K, bd), noMustCapturePart(v, K), promotionPart(v, K, bd));
  let n = 0;
  for (let k = 0; k < v.promoFrom.length; k++) if (v.promoFrom[k] === 1 && cw.walkable[k] === 1) n++;
  return n;
}

describe('the count walks pieces about to promote only where that is one move per target', () => {
  it('the walked variants have such keys, the others none', () => {
    for (const slug of walked) expect(walkedPromoting(slug), slug).toBeGreaterThan(0);
    for (const slug of slugs.filter((s) => !walked.includes(s))) expect(walkedPromoting(slug), slug).toBe(0);
  });

  it(
    'count and list agree on random playouts',
    () => {
      let positions = 0;
      agreeOnPlayouts(slugs, runs(30), (slug) => {
        const v = variants.get(slug)!;
        const r = parseFen(v, v.spec.startFen);
        if (!r.ok) throw new Error(r.error);
        return r.position;
      }, (pos, deeper) => {
        const listed = pos.generateLegal(buf, 0);
        const fen = makeFen(pos);
        expect({ fen, count: perft(pos, 1) }).toEqual({ fen, count: listed });
        if (deeper) expect({ fen, count: perft(pos, 2) }).toEqual({ fen, count: perftFull(pos, 2) });
        positions++;
        return listed;
      });
      expect(positions).toBeGreaterThan(100);
    },
    TIMEOUT,
  );
});
