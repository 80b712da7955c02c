/**
 * Kernel part: perft, the leaf count after `depth` plies — the last ply
 * counted ("bulk"), or every leaf move made as well ("full"). Where the
 * variant has the counting part (legalCount.ts, chosen in select.ts), the
 * last ply is counted without being listed, unless a node-start result has
 * ended the game there (then it has no moves); elsewhere it is the length of
 * the legal-move list. One move buffer per depth, allocated once. Bulk perft
 * keeps the rank words (rankBits.ts) while it runs, where a count reads them.
 * A factory compiled per variant (see board.ts).
 */
import type { LegalCountPart } from './legalCount.ts';
import type { MakeUnmakePart } from './makeUnmake.ts';
import type { RankBitsPart } from './rankBits.ts';
import type { EndChain, KernelConstants, KernelState, KernelTables } from './types.ts';

export type PerftPart = ReturnType<typeof perftPart>;

export function perftPart(_v: KernelTables, K: KernelConstants, lg: EndChain, mu: MakeUnmakePart, lc: LegalCountPart, rb: RankBitsPart) {
  const { MAX_MOVES } = K;
  const { generateLegal, gameEnd } = lg;
  // A constant of this copy: without the counting part, the last ply is listed.
  const counted = lc.active;
  const { countLegal } = lc;
  const { make, unmake } = mu;
  // A constant of this copy: the rank words (rankBits.ts) kept while bulk perft runs, where a count reads them.
  const kept = rb.active;
  const buffers: Int32Array[] = [];

  function buffer(depth: number): Int32Array {
    while (buffers.length <= depth) buffers.push(new Int32Array(MAX_MOVES));
    return buffers[depth]!;
  }

  function perft(p: KernelState, depth: number): number {
    if (!kept) return perftFrom(p, depth);
    rb.begin(p);
    const nodes = perftFrom(p, depth);
    rb.end(p);
    return nodes;
  }

  function perftFrom(p: KernelState, depth: number): number {
    if (depth <= 0) return 1;
    // The outer links of generateLegal only end the game (gameEnd) where counting is chosen.
    if (depth === 1 && counted) return gameEnd(p) !== 0 ? 0 : countLegal(p);
    const buf = buffer(depth);
    const n = generateLegal(p, buf, 0);
    if (depth === 1) return n;
    let nodes = 0;
    for (let i = 0; i < n; i++) {
      make(p, buf[i]!);
      nodes += perftFrom(p, depth - 1);
      unmake(p);
    }
    return nodes;
  }

  function perftFull(p: KernelState, depth: number): number {
    if (depth <= 0) return 1;
    const buf = buffer(depth);
    const n = generateLegal(p, buf, 0);
    let nodes = 0;
    for (let i = 0; i < n; i++) {
      make(p, buf[i]!);
      nodes += depth === 1 ? 1 : perftFull(p, depth - 1);
      unmake(p);
    }
    return nodes;
  }

  return { perft, perftFull };
}
