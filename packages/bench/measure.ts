/**
 * What every bench mode shares: timing (warm-up, then the fastest of several
 * runs), the variants loaded once per process, and fairyforge itself as a peer.
 */
import { parseFen, perft, perftFull } from '@fairyforge/core';
import { loadVariant, type LoadedVariant } from '@fairyforge/loader';
import type { Peer } from './peers.ts';

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/**
 * Runs fn once to warm up (unless told not to), then `n` times; the fastest
 * time and the result. The fastest, not the median: on a shared or virtual
 * machine a slower run measures other load (and, now and then, a worse JIT
 * tier), so the fastest is what repeats between runs of the bench — what a
 * before/after comparison needs.
 */
export function measure<T>(fn: () => T, n: number, warmUp = true): { seconds: number; result: T } {
  let result = warmUp ? fn() : (undefined as T);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    result = fn();
    times.push((performance.now() - t) / 1000);
  }
  return { seconds: Math.min(...times), result };
}

const loaded = new Map<string, LoadedVariant>();
export function variant(slug: string): LoadedVariant {
  let v = loaded.get(slug);
  if (!v) {
    const r = loadVariant(slug);
    if (!r.ok) throw new Error(`cannot load ${slug}: ${r.diagnostics[0]?.message}`);
    v = r.variant;
    loaded.set(slug, v);
  }
  return v;
}

export const ours: Peer = {
  name: 'fairyforge',
  supports: () => true,
  prepare(slug, fen, depth, mode) {
    const r = parseFen(variant(slug).compiled, fen);
    if (!r.ok) throw new Error(r.error);
    const pos = r.position;
    return mode === 'bulk' ? () => perft(pos, depth) : () => perftFull(pos, depth);
  },
};
