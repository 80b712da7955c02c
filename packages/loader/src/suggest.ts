/**
 * "Did you mean …?": the closest candidate by edit distance, if close enough
 * to be a typo. Words come from untrusted files, so the work is bounded: a
 * word or candidate longer than MAX_SUGGEST_LENGTH is never compared (no one
 * mistypes a 65-letter name), and a candidate whose length alone rules it out
 * is skipped before any comparison.
 */

export const MAX_SUGGEST_LENGTH = 64;

/**
 * Edit distance counting an insertion, deletion, substitution or swap of
 * neighbours as one (optimal string alignment), in three rows of memory.
 */
export function editDistance(a: string, b: string): number {
  let prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length]!;
}

export function closest(word: string, candidates: readonly string[]): string | undefined {
  if (word.length > MAX_SUGGEST_LENGTH) return undefined;
  // Allow about one typo per three letters, at least one.
  const allowed = Math.max(1, Math.floor(word.length / 3));
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestD = allowed + 1;
  for (const c of candidates) {
    if (c.length > MAX_SUGGEST_LENGTH || Math.abs(c.length - word.length) >= bestD) continue;
    const d = editDistance(w, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}
