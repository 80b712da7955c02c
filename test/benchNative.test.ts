/**
 * The bench's native Fairy-Stockfish column without a native binary: the UCI
 * parsing on output recorded from Debian's fairy-stockfish 11.1, and the
 * engine driver against a stand-in process that replays that output
 * (test/fixtures/fairy-stockfish/fake-engine.mjs), including the paths where
 * the binary is missing, dies, stays silent, or lacks a variant.
 */
import { parseFen, perft } from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  measureNative,
  nativeFromEnv,
  parsePerft,
  parseUciName,
  parseUciVariants,
  processCpuSeconds,
  startNative,
  statCpuSeconds,
} from '../packages/bench/native.ts';
import { chooseDepth, withNamedPieces } from '../packages/bench/nativeAll.ts';

const dir = new URL('./fixtures/fairy-stockfish/', import.meta.url);
const lines = (name: string) => readFileSync(new URL(name, dir), 'utf8').split('\n');
const fake = fileURLToPath(new URL('fake-engine.mjs', dir));

function capablanca(depth: number): number {
  const r = loadVariant('capablanca');
  if (!r.ok) throw new Error('capablanca does not load');
  const p = parseFen(r.variant.compiled, r.variant.spec.startFen);
  if (!p.ok) throw new Error(p.error);
  return perft(p.position, depth);
}

/** Runs fn with the stand-in engine in the given mode, closing it afterwards. */
async function withFake<T>(mode: string, fn: (e: Awaited<ReturnType<typeof startNative>>) => Promise<T>): Promise<T> {
  const saved = process.env['FAKE_ENGINE'];
  process.env['FAKE_ENGINE'] = mode;
  try {
    const engine = await startNative(process.execPath, [fake], 3000);
    try {
      return await fn(engine);
    } finally {
      engine.close();
    }
  } finally {
    if (saved === undefined) delete process.env['FAKE_ENGINE'];
    else process.env['FAKE_ENGINE'] = saved;
  }
}

describe('UCI output of Fairy-Stockfish (recorded from 11.1)', () => {
  it('reads the engine name and its variants from the uci reply', () => {
    const uci = lines('uci-11.1.txt');
    expect(parseUciName(uci)).toBe('Fairy-Stockfish 11.1 LB 64');
    const variants = parseUciVariants(uci);
    expect(variants).toContain('capablanca');
    expect(variants).toContain('makruk');
    expect(variants).not.toContain('grasshopper');
    expect(variants).not.toContain('combo');
    expect(variants.length).toBeGreaterThan(50);
  });

  it('reads the divide and the total of a perft, and nothing before the total arrives', () => {
    const out = lines('perft-capablanca-2-11.1.txt');
    const r = parsePerft(out);
    expect(r).not.toBeNull();
    expect(Object.keys(r!.divide)).toHaveLength(28);
    expect(Object.values(r!.divide).reduce((a, b) => a + b, 0)).toBe(r!.nodes);
    // The recorded total is the oracle-tested count of fairyforge.
    expect(r!.nodes).toBe(capablanca(2));
    expect(parsePerft(out.filter((l) => !l.startsWith('Nodes searched')))).toBeNull();
  });

  it('takes a build without a UCI_Variant option for plain chess', () => {
    expect(parseUciVariants(['id name Stockfish', 'uciok'])).toEqual(['chess']);
  });
});

describe("an engine's CPU time", () => {
  it('reads utime + stime from a /proc/<pid>/stat line, a command name with spaces and parentheses too', () => {
    const stat = '4242 (fairy (stock) fish) R 1 4242 4242 0 -1 4194304 951 0 0 0 1234 56 0 0 20 0 2 0 9999 1000 100';
    expect(statCpuSeconds(stat)).toBe(12.9);
  });

  it.runIf(existsSync('/proc/self/stat'))('reads it for a live process, and gives null for none', () => {
    expect(processCpuSeconds(process.pid)).toBeGreaterThanOrEqual(0);
    expect(processCpuSeconds(undefined)).toBeNull();
    expect(processCpuSeconds(2 ** 30)).toBeNull();
  });
});

describe('the native engine driver', () => {
  it('is absent without FAIRY_STOCKFISH', async () => {
    expect(await nativeFromEnv({})).toBeNull();
  });

  it('turns a missing binary into a reason on every row, not a failure', async () => {
    const missing = '/nonexistent/fairy-stockfish';
    await expect(startNative(missing)).rejects.toThrow(/nonexistent\/fairy-stockfish: .*ENOENT/);
    const engine = (await nativeFromEnv({ FAIRY_STOCKFISH: missing }))!;
    expect(engine.support('chess')).toMatch(/ENOENT/);
    const row = await measureNative(engine, 'chess', 'irrelevant', 3, 1, () => 0);
    expect('na' in row && row.na).toMatch(/ENOENT/);
  });

  it('reports an engine that dies or stays silent, within its time limit', async () => {
    await expect(withFake('exit', async () => 0)).rejects.toThrow(/exited \(code 3\)/);
    await expect(withFake('silent', async () => 0)).rejects.toThrow(/no reply within 3 s/);
  });

  it('plays the variants the build lists, and says why for the others', async () => {
    await withFake('', async (engine) => {
      expect(engine.name).toBe('Fairy-Stockfish 11.1 LB 64');
      expect(engine.support('capablanca')).toBeNull();
      // Listed after the bench's INI file was loaded through VariantPath.
      expect(engine.support('wildebeest')).toBeNull();
      expect(engine.support('grasshopper')).toBe("Fairy-Stockfish 11.1 LB 64 has no variant 'grasshopper'");
      expect(engine.support('wildebeest-schmittberger')).toMatch(/no Fairy-Stockfish definition/);
      const na = await measureNative(engine, 'grasshopper', 'irrelevant', 2, 1, () => 0);
      expect(na).toEqual({ na: "Fairy-Stockfish 11.1 LB 64 has no variant 'grasshopper'" });
    });
  });

  it('times a perft whose count agrees, and refuses one that does not', async () => {
    await withFake('', async (engine) => {
      const fen = 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1';
      const r = await engine.perft('capablanca', fen, 2);
      expect(r.nodes).toBe(capablanca(2));
      expect(r.seconds).toBeGreaterThan(0);
      const row = await measureNative(engine, 'capablanca', fen, 2, 3, capablanca);
      expect(row).toMatchObject({ nodes: capablanca(2) });
      const other = await measureNative(engine, 'capablanca', fen, 2, 1, () => 999);
      expect(other).toEqual({ na: 'Fairy-Stockfish 11.1 LB 64 counts 784 at depth 2, fairyforge 999: other rules or FEN reading' });
    });
  });
});

describe('the depth of each variant in --native-table --all', () => {
  // Counts of a tree with a constant branching factor b: b^d.
  const tree = (b: number) => (d: number) => b ** d;

  it('goes one ply deeper while the count is under a million and the next stays under the limit', () => {
    // 20, 400, 8000, 160000, 3.2 M: the first count past a million.
    expect(chooseDepth(tree(20))).toEqual({ counts: [1, 20, 400, 8000, 160000, 3200000], depth: 5 });
    // 40^4 = 2.56 M would pass a limit of 2 M, and 40^3 = 64 000 is at least a tenth of the target of 100 000: stays at 3.
    expect(chooseDepth(tree(40), 1e5, 2e6).depth).toBe(3);
  });

  it('takes the largest count where the game tree stops growing', () => {
    const counts = [1, 3, 9, 20, 12, 4, 0];
    expect(chooseDepth((d) => counts[d]!)).toEqual({ counts: [1, 3, 9, 20, 12], depth: 3 });
  });
});

describe('the exported sections given to the native engine', () => {
  it('name the orthodox pieces by the engine’s names, and leave every other custom piece as it is', () => {
    const section = '[ff-x]\nking = k:K\ncustomPiece1 = q:Q\ncustomPiece2 = c:RN\ncustomPiece3 = n:N\ncustomPiece4 = r:fR';
    expect(withNamedPieces(section)).toBe('[ff-x]\nking = k:K\nqueen = q\ncustomPiece2 = c:RN\nknight = n\ncustomPiece4 = r:fR');
  });
});
