/** Phase 8, zobrist keys: their layout (see CompiledVariant.zobrist) and values. */

export interface ZobristTables {
  readonly zobrist: Int32Array;
  readonly zCastle: number;
  readonly zEp: number;
  readonly zSide: number;
}

export function zobristTables(nTypes: number, size: number): ZobristTables {
  const zCastle = nTypes * 2 * size;
  const zEp = zCastle + size;
  const zSide = zEp + size;
  return { zobrist: zobristKeys(2 * (zSide + 1)), zCastle, zEp, zSide };
}

/** Deterministic pseudo-random keys (xorshift32 from a fixed seed), so hashes are stable across runs. */
export function zobristKeys(n: number, seed = 0x9e3779b9): Int32Array {
  const out = new Int32Array(n);
  let x = seed | 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x;
  }
  return out;
}
