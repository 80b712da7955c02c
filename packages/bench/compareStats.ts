/**
 * The statistics of `pnpm bench --compare`: how much slower or faster this
 * checkout is on one case, from paired samples.
 *
 * Each round times both checkouts back to back, each in a fresh process, so a
 * round's ratio (this / base) shares the machine's load of that moment. On
 * this project's virtual machines one process in several lands on a worse JIT
 * tier and runs up to 50% slower, so a mean (and a t-interval) of the ratios
 * is dragged by a single outlier. The median ratio and its distribution-free
 * confidence interval (order statistics of the sorted ratios, from the
 * binomial distribution: the sign-test interval) are not. The arithmetic is a
 * few lines of exact binomial sums; a statistics library would add a
 * dependency for one function.
 */

/** The change of `head` against `base` on one case, as fractions (+0.05 = 5% slower). */
export interface Change {
  /** Rounds paired. */
  rounds: number;
  /** Median of the per-round ratios head/base, minus 1. */
  median: number;
  /** Bounds of the confidence interval of that median (at least `coverage`), minus 1. */
  low: number;
  high: number;
  /** The interval's exact coverage (e.g. 0.979 for 10 rounds). */
  coverage: number;
  /** Fastest head against fastest base, minus 1: the figure a single `pnpm bench` pair gives. */
  fastest: number;
}

/** P(X ≤ k) for X ~ Binomial(n, 1/2). */
export function binomialHalfCdf(n: number, k: number): number {
  let term = 0.5 ** n; // P(X = 0)
  let sum = 0;
  for (let i = 0; i <= k; i++) {
    sum += term;
    term = (term * (n - i)) / (i + 1);
  }
  return sum;
}

/**
 * The order statistics (1-based, from each end) bounding a confidence
 * interval of the median with coverage at least `level`: the largest `k` with
 * 2·P(X ≤ k − 1) ≤ 1 − level. Returns k = 0 when n is too small for that level.
 */
export function medianIntervalRank(n: number, level = 0.95): { k: number; coverage: number } {
  let k = 0;
  while (k + 1 <= n && 2 * binomialHalfCdf(n, k) <= 1 - level) k++;
  return { k, coverage: k === 0 ? 0 : 1 - 2 * binomialHalfCdf(n, k - 1) };
}

function medianOf(sorted: number[]): number {
  const m = sorted.length >> 1;
  return sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
}

/** The change from paired times (seconds): base[i] and head[i] were taken in the same round. */
export function pairedChange(base: number[], head: number[], level = 0.95): Change {
  if (base.length !== head.length || base.length === 0) throw new Error('pairedChange needs equal, non-empty samples');
  const ratios = base.map((b, i) => head[i]! / b).sort((a, b) => a - b);
  const n = ratios.length;
  const { k, coverage } = medianIntervalRank(n, level);
  return {
    rounds: n,
    median: medianOf(ratios) - 1,
    low: k === 0 ? -Infinity : ratios[k - 1]! - 1,
    high: k === 0 ? Infinity : ratios[n - k]! - 1,
    coverage,
    fastest: Math.min(...head) / Math.min(...base) - 1,
  };
}

/**
 * The verdict against a tolerance (0.05: "no case more than 5% slower"):
 * "within" when the whole interval lies at or under it, "slower" when the
 * whole interval lies over it, "undecided" when the interval straddles it
 * (more rounds, or a quieter machine, would decide).
 */
export function verdict(c: Change, tolerance: number): 'within' | 'slower' | 'undecided' {
  if (c.high <= tolerance) return 'within';
  if (c.low > tolerance) return 'slower';
  return 'undecided';
}
