/**
 * Connect-n judged through the last move's square (kernel/connectLast.ts, `lastOnly`): from the
 * second ply on, only the lines (rows, lines with gaps, blocks) through the square the last
 * move put a piece on are walked. This compares that check with the full scan of every piece,
 * at every node of random games of every shipped connect variant, from the start and from the
 * mid-game positions of their ffish cases, the game ends included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_MOVES, parseFen, type Position } from '@fairyforge/core';
import { bundledSlugs, loadVariant } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { kernelConstants } from '../packages/core/src/kernel/constants.ts';
import { connectPart } from '../packages/core/src/kernel/connect.ts';
import { connectLastPart } from '../packages/core/src/kernel/connectLast.ts';
import { moveCodecs } from '../packages/core/src/moves.ts';
import { runs } from './properties.ts';
import { mulberry32 as random } from '@fairyforge/engine'; // seeded, so a failure repeats

const K = { ...kernelConstants, ...moveCodecs(kernelConstants) };
const inner = { gameEnd: () => 0, generateLegal: (_p: unknown, _o: Int32Array, s: number) => s, generateLegalByMaking: (_p: unknown, _o: Int32Array, s: number) => s };

const slugs = bundledSlugs().filter((s) => {
  const r = loadVariant(s);
  return r.ok && r.variant.compiled.connect !== undefined;
});

/** The start FEN and the FENs of the variant's ffish cases. */
function fens(slug: string, start: string): string[] {
  let text = '';
  try {
    text = readFileSync(join(import.meta.dirname, 'ffish', `${slug}.jsonl`), 'utf8');
  } catch {
    return [start];
  }
  return [start, ...text.split('\n').filter((l) => l.trim() !== '').map((l) => (JSON.parse(l) as { fen: string }).fen)];
}

describe('connect-n through the last move agrees with the full scan', () => {
  it('there are connect variants, some of them on the fast path', () => {
    expect(slugs).toEqual(expect.arrayContaining(['cfour', 'cfour-misere', 'tictactoe', 'picaria', 'nineholes', 'teeko', 'three-musketeers', 'gale']));
  });

  for (const slug of slugs) {
    it(slug, () => {
      const r = loadVariant(slug);
      if (!r.ok) throw new Error(slug);
      const v = r.variant.compiled;
      const cn = connectPart(v, K, inner, connectLastPart(v, K));
      const list = new Int32Array(MAX_MOVES);
      const rnd = random(0x5eed ^ slug.length);
      let ends = 0;
      let deep = 0;
      const judge = (pos: Position): number => {
        const full = cn.connectEndFull!(pos);
        expect(cn.connectEnd!(pos), `${slug} after ${pos.ply} plies`).toBe(full);
        if (pos.ply >= 2) deep++;
        return full;
      };
      for (const fen of fens(slug, v.spec.startFen)) {
        for (let game = 0; game < runs(12, 4); game++) {
          const parsed = parseFen(v, fen);
          if (!parsed.ok) throw new Error(parsed.error);
          const pos = parsed.position;
          for (let ply = 0; ply < 80; ply++) {
            if (judge(pos) !== 0) {
              ends++;
              break;
            }
            const n = pos.generateLegal(list, 0);
            if (n === 0) break;
            pos.make(list[Math.floor(rnd() * n)]!);
          }
        }
      }
      // The games reach the judged plies, and (but in a game where lines come seldom) end by a line.
      expect(deep).toBeGreaterThan(0);
      expect(ends).toBeGreaterThan(0);
    });
  }
});
