// The statistics behind `pnpm bench --compare` (packages/bench/compareStats.ts):
// exact binomial sums and the sign-test interval of the median ratio.
import { describe, expect, it } from 'vitest';
import { binomialHalfCdf, medianIntervalRank, pairedChange, verdict } from '../packages/bench/compareStats.ts';

describe('bench --compare statistics', () => {
  it('sums the binomial distribution of fair coin flips exactly', () => {
    // P(X ≤ 2) for 10 flips: (C(10,0) + C(10,1) + C(10,2)) / 2^10 = (1 + 10 + 45) / 1024.
    expect(binomialHalfCdf(10, 2)).toBeCloseTo(56 / 1024, 15);
    expect(binomialHalfCdf(6, 6)).toBeCloseTo(1, 15);
    expect(binomialHalfCdf(6, 0)).toBeCloseTo(1 / 64, 15);
  });

  it('picks the order statistics of a 95% interval of the median', () => {
    // 5 rounds: even [min, max] covers only 1 − 2/32 = 93.75%, so no interval.
    expect(medianIntervalRank(5)).toEqual({ k: 0, coverage: 0 });
    // 6 rounds: [min, max] covers 1 − 2/64.
    expect(medianIntervalRank(6)).toEqual({ k: 1, coverage: 1 - 2 / 64 });
    // 10 rounds: P(X ≤ 1) = 11/1024 keeps the 2nd from each end; P(X ≤ 2) = 56/1024 would not.
    const ten = medianIntervalRank(10);
    expect(ten.k).toBe(2);
    expect(ten.coverage).toBeCloseTo(1 - 22 / 1024, 12);
  });

  it('is not moved by one slow process, unlike a mean', () => {
    const base = Array<number>(10).fill(1);
    const head = [1.02, 1.03, 1.01, 1.5, 1.04, 1.02, 0.99, 1.03, 1.02, 1.01];
    const c = pairedChange(base, head);
    // Sorted ratios: .99 1.01 1.01 1.02 1.02 1.02 1.03 1.03 1.04 1.5 — median 1.02, interval [2nd, 9th].
    expect(c.median).toBeCloseTo(0.02, 12);
    expect(c.low).toBeCloseTo(0.01, 12);
    expect(c.high).toBeCloseTo(0.04, 12);
    expect(c.fastest).toBeCloseTo(-0.01, 12);
    expect(verdict(c, 0.05)).toBe('within');
    // The mean ratio is 1.067: a t-interval would have called this over 5%.
    expect(head.reduce((a, b) => a + b) / 10).toBeGreaterThan(1.05);
  });

  it('calls a case slower only when the whole interval is over the tolerance', () => {
    const base = [1, 1, 1, 1, 1, 1];
    expect(verdict(pairedChange(base, [1.07, 1.08, 1.09, 1.1, 1.06, 1.08]), 0.05)).toBe('slower');
    expect(verdict(pairedChange(base, [1.07, 1.08, 1.09, 1.1, 1.04, 1.08]), 0.05)).toBe('undecided');
    // Ratios pair by round: a slow round for both checkouts is no change.
    expect(pairedChange([1, 2, 1, 2, 1, 2], [1, 2, 1, 2, 1, 2]).median).toBe(0);
    expect(() => pairedChange([1], [1, 2])).toThrow(/equal/);
  });
});
