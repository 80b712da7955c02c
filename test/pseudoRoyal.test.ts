/**
 * Pseudo-royal pieces and duple check (rules/pseudoRoyal.ts): the loader's
 * checks of the keys, and duple check against Fairy-Stockfish. No shipped
 * variant has duple check (Spartan chess, the one that does, needs more than
 * this rule), so a test variant states it — test/fixtures/pseudo-royal/
 * duplekings.md, chess with two non-royal Black kings, White's lone one
 * pseudo-royal and castling — and its perft cases
 * (duplekings.jsonl, in the oracle's format) were counted by ffish 0.7.10
 * (Fairy-Stockfish in WebAssembly) from the INI section beside them,
 * duplekings.ini, written from the same rules.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { outcome, parseFen, perft, legalMoves, makeUci } from '@fairyforge/core';
import { loadVariantFile, loadVariantSource } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';

const fixtures = fileURLToPath(new URL('./fixtures/pseudo-royal/', import.meta.url));

function codes(frontMatter: string): string[] {
  const r = loadVariantSource(`---\ntitle: T\nparent: chess\n${frontMatter}---\n`, '/tmp/pseudo-royal-test.md');
  return r.ok ? [] : r.diagnostics.map((d) => d.code);
}

describe('the pseudoRoyal and dupleCheck keys', () => {
  it('are read into the spec, and take the extinction result off', () => {
    const r = loadVariantSource('---\ntitle: T\nparent: chess\nengine:\n  rules:\n    extinction: { types: [Q], count: 64, pseudoRoyal: true }\n---\n', '/tmp/coregal-like.md');
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.variant.spec.extinction).toMatchObject({ types: ['Q'], count: 64, pseudoRoyal: true });
    expect(r.variant.compiled.pseudoRoyal).toMatchObject({ limit: 65, duple: 0 });
    expect(r.variant.compiled.extinction).toBeUndefined();
  });

  it('refuse duple check without pseudo-royalty, and `*` as pseudo-royal types', () => {
    expect(codes('engine:\n  rules:\n    extinction: { types: [Q], dupleCheck: true }\n')).toEqual(['extinction-duple-check']);
    expect(codes('engine:\n  rules:\n    extinction: { types: "*", pseudoRoyal: true }\n')).toEqual(['extinction-pseudo-royal']);
    // A pseudo-royal castling king castles as a royal one (duplekings.jsonl's castling cases).
    expect(codes('engine:\n  pieces:\n    K: { piece: commoner, name: king }\n  rules:\n    extinction: { types: [K], pseudoRoyal: true }\n')).toEqual([]);
    expect(codes('engine:\n  rules:\n    extinction: { types: [Q], pseudoRoyal: true, dupleCheck: true }\n')).toEqual([]);
  });
});

describe('duple check, against Fairy-Stockfish', () => {
  const loaded = loadVariantFile(`${fixtures}duplekings.md`);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  const v = loaded.variant.compiled;
  const cases = readFileSync(`${fixtures}duplekings.jsonl`, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { name: string; fen: string; depth: number; nodes: number; divide: Record<string, number> });

  it('has cases with two Black kings', () => {
    expect(cases.filter((c) => c.fen.split(' ')[0]!.split('k').length - 1 === 2).length).toBeGreaterThan(2);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const r = parseFen(v, c.fen);
    if (!r.ok) throw new Error(r.error);
    const pos = r.position;
    const divide: Record<string, number> = {};
    for (const m of legalMoves(pos)) {
      const uci = makeUci(pos, m);
      pos.make(m);
      divide[uci] = perft(pos, c.depth - 1);
      pos.unmake();
    }
    expect(divide).toEqual(c.divide);
    expect(perft(pos, c.depth)).toBe(c.nodes);
  });

  it('mates when both kings are attacked and no move saves one', () => {
    const r = parseFen(v, 'k7/8/8/Q2K4/1R6/k7/8/8 b - - 0 1');
    if (!r.ok) throw new Error(r.error);
    expect(outcome(r.position)).toEqual({ result: '1-0', reason: 'checkmate' });
  });
});

describe('drops of a pseudo-royal type (kernel/pseudoRoyal.ts: a drop of an unlisted type out of check is kept unmade)', () => {
  // Crazyhouse with a non-royal king, pseudo-royal while one or none stands: dropped from the hand, it becomes royal where it lands.
  const r = loadVariantSource('---\ntitle: T\nparent: crazyhouse\nengine:\n  pieces:\n    K: { piece: commoner, name: king }\n  rules:\n    extinction: { types: [K], pseudoRoyal: true }\n---\n', '/tmp/pseudo-royal-drops.md');
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  const v = r.variant.compiled;

  it('drops the king only where it is not attacked, as make-and-test does, and other pieces anywhere', () => {
    const p = parseFen(v, '4k3/8/8/8/3r4/8/8/8[KN] w - - 0 1');
    if (!p.ok) throw new Error(p.error);
    const pos = p.position;
    const list = (by: boolean) => {
      const out = new Int32Array(4096);
      const n = by ? pos.generateLegalByMaking(out, 0) : pos.generateLegal(out, 0);
      return Array.from(out.subarray(0, n), (m) => makeUci(pos, m)).sort();
    };
    const fast = list(false);
    expect(fast).toEqual(list(true));
    expect(fast).not.toContain('K@d1');
    expect(fast).toContain('K@e1');
    expect(fast).toContain('N@d1');
  });
});
