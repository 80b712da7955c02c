/** Perft counting for the command: root move by root move when someone is watching the progress. */
import { perft, perftDivide, perftFull, type Position } from '@fairyforge/core';
import type { Progress } from './progress.ts';

export interface CountResult {
  readonly nodes: number;
  readonly divide?: Record<string, number>;
}

/**
 * Counts to `depth`. With divide or progress, subtree by subtree below each
 * root move (the same counts); otherwise in one call, the fastest path.
 */
export function countPerft(pos: Position, depth: number, opts: { divide: boolean; full: boolean; progress: Progress; label: string }): CountResult {
  if (!opts.divide && !opts.progress.active) return { nodes: (opts.full ? perftFull : perft)(pos, depth) };
  const progress = opts.progress;
  return perftDivide(pos, depth, {
    full: opts.full,
    ...(progress.active ? { onRootMove: (i: number, n: number, uci: string, nodes: number) => progress.update(`${opts.label}depth ${depth}: root move ${i + 1}/${n} (${uci}), ${nodes} nodes so far`) } : {}),
  });
}

export function formatNps(nps: number): string {
  return nps >= 1e6 ? `${(nps / 1e6).toFixed(2)} M nodes/s` : `${(nps / 1e3).toFixed(1)} k nodes/s`;
}

/** The root moves where two divides differ, in words. */
export function divideDiff(expected: Record<string, number>, got: Record<string, number>): string[] {
  const out: string[] = [];
  for (const [m, n] of Object.entries(expected)) {
    if (!(m in got)) out.push(`${m}: expected ${n}, move not generated`);
    else if (got[m] !== n) out.push(`${m}: expected ${n}, got ${got[m]}`);
  }
  for (const [m, n] of Object.entries(got)) if (!(m in expected)) out.push(`${m}: got ${n}, move not expected`);
  return out;
}
