import { describe, expect, it } from 'vitest';
import { compileVariant } from './compile.ts';
import { parseFen } from './fen.ts';
import { perftDivide } from './perft.ts';
import { chessSpec } from './specs.fixture.ts';

describe('perftDivide', () => {
  const start = () => {
    const r = parseFen(compileVariant(chessSpec), chessSpec.startFen);
    if (!r.ok) throw new Error(r.error);
    return r.position;
  };

  it('gives the same divide whether the last ply is counted or made, and reports each root move before counting it', () => {
    const seen: string[] = [];
    const bulk = perftDivide(start(), 3);
    const full = perftDivide(start(), 3, { full: true, onRootMove: (i, n, uci, sofar) => seen.push(`${i + 1}/${n} ${uci} ${sofar}`) });
    // Chess from the start: 20 root moves, 8902 leaves at depth 3.
    expect(bulk.nodes).toBe(8902);
    expect(full).toEqual(bulk);
    expect(seen).toHaveLength(20);
    expect(seen[0]).toMatch(/^1\/20 \S+ 0$/);
    // The running total handed to the last call is every subtree counted before it.
    const last = Object.keys(bulk.divide).at(-1)!;
    expect(seen[19]).toBe(`20/20 ${last} ${bulk.nodes - bulk.divide[last]!}`);
  });
});
