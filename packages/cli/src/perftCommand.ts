/** `fairyforge perft`: node counts with divide, from a variant or from an oracle case file. */
import { makeFen, perft, perftDivide, perftFull } from '@fairyforge/core';
import { readText } from '@fairyforge/loader';
import { intOption, parse, UsageError } from './args.ts';
import type { Io } from './output.ts';
import { parallelPerft } from './parallelPerft.ts';
import { positionOrExit, variantOrExit, ReportedError } from './variant.ts';

export const perftUsage = `usage: fairyforge perft <variant> --depth N [--fen FEN] [--divide] [--json] [--threads N] [--full]
       fairyforge perft --cases FILE [--deep]`;

export function perftCommand(argv: string[], io: Io): number | Promise<number> {
  const { values, positionals } = parse(argv, {
    depth: { type: 'string' },
    fen: { type: 'string' },
    divide: { type: 'boolean' },
    json: { type: 'boolean' },
    cases: { type: 'string' },
    deep: { type: 'boolean' },
    threads: { type: 'string' },
    full: { type: 'boolean' },
  });
  if (values.cases !== undefined) {
    if (positionals.length) throw new UsageError('--cases takes no variant argument');
    return runCases(values.cases, values.deep === true, io);
  }
  if (positionals.length !== 1) throw new UsageError(positionals.length ? `expected one variant, got ${positionals.length}` : 'a variant is required');
  const depth = intOption(values.depth, 'depth', 0);
  if (depth === undefined) throw new UsageError('--depth is required');
  const threads = intOption(values.threads, 'threads', 1) ?? 1;
  const v = variantOrExit(positionals[0]!, io);
  const pos = positionOrExit(v, values.fen, io);
  const fen = makeFen(pos);
  const mode = values.full ? 'full' : 'bulk';
  const print = (result: { nodes: number; divide?: Record<string, number> | undefined }, seconds: number): number => {
    const nps = seconds > 0 ? Math.round(result.nodes / seconds) : 0;
    if (values.json) {
      io.out(JSON.stringify({ variant: v.slug, fen, depth, nodes: result.nodes, ...(values.divide && result.divide ? { divide: result.divide } : {}), seconds, nps, threads, mode }));
      return 0;
    }
    if (values.divide && result.divide) for (const [m, n] of Object.entries(result.divide)) io.out(`${m}: ${n}`);
    io.out(`nodes ${result.nodes}  time ${seconds.toFixed(3)} s  ${formatNps(nps)}${threads > 1 ? `  (${threads} threads)` : ''}${values.full ? '  (every leaf made)' : ''}`);
    return 0;
  };
  const t0 = performance.now();
  if (threads > 1) {
    if (values.full) throw new UsageError('--full is measured on one thread; leave out --threads');
    return parallelPerft(v, fen, depth, threads).then((r) => print(r, (performance.now() - t0) / 1000));
  }
  const result = values.divide ? perftDivide(pos, depth) : { nodes: values.full ? perftFull(pos, depth) : perft(pos, depth) };
  return print(result, (performance.now() - t0) / 1000);
}

export function formatNps(nps: number): string {
  return nps >= 1e6 ? `${(nps / 1e6).toFixed(2)} M nodes/s` : `${(nps / 1e3).toFixed(1)} k nodes/s`;
}

interface PerftCase {
  name?: string;
  variant: string;
  fen: string;
  depth: number;
  nodes: number;
  divide?: Record<string, number>;
  deep?: boolean;
}

/** A case file larger than this is refused (the oracle's largest is a few kilobytes). */
export const MAX_CASES_BYTES = 16 * 1024 * 1024;

function runCases(file: string, deep: boolean, io: Io): number {
  // Bounded, and only a regular file: /dev/zero or a FIFO must not hang or exhaust memory.
  const read = readText(file, MAX_CASES_BYTES);
  if (!read.ok) {
    for (const d of read.diagnostics) io.err(`error: cannot read ${file}: ${d.message}`);
    return 2;
  }
  const text = read.text;
  let passed = 0;
  let failed = 0;
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let c: PerftCase;
    try {
      c = JSON.parse(line) as PerftCase;
      if (typeof c !== 'object' || c === null || Array.isArray(c)) throw new Error('a case is a JSON object');
      if (typeof c.variant !== 'string' || typeof c.fen !== 'string' || !Number.isInteger(c.depth) || !Number.isInteger(c.nodes)) {
        throw new Error('needs variant, fen, depth and nodes');
      }
      if (c.depth < 0 || c.nodes < 0) throw new Error('depth and nodes must not be negative');
    } catch (e) {
      io.out(`FAIL ${file}:${i + 1}: malformed case: ${(e as Error).message}`);
      failed++;
      return;
    }
    if (c.deep && !deep) return;
    let got: number;
    let divide: Record<string, number> | undefined;
    try {
      const v = variantOrExit(c.variant, io);
      const pos = positionOrExit(v, c.fen, io);
      if (c.divide) {
        const r = perftDivide(pos, c.depth);
        got = r.nodes;
        divide = r.divide;
      } else got = perft(pos, c.depth);
    } catch (e) {
      if (!(e instanceof ReportedError)) throw e;
      io.out(`FAIL ${c.variant} depth ${c.depth} expected ${c.nodes} got error ${c.name ?? ''}`);
      failed++;
      return;
    }
    if (got === c.nodes && (!c.divide || sameDivide(c.divide, divide!))) {
      passed++;
      io.out(`ok   ${c.variant} depth ${c.depth} expected ${c.nodes} got ${got} ${c.name ?? ''}`);
      return;
    }
    failed++;
    io.out(`FAIL ${c.variant} depth ${c.depth} expected ${c.nodes} got ${got} ${c.name ?? ''}`);
    if (c.divide && divide) {
      const diffs = divideDiff(c.divide, divide).slice(0, 8);
      for (const d of diffs) io.out(`       ${d}`);
    }
  });
  io.out(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

function sameDivide(a: Record<string, number>, b: Record<string, number>): boolean {
  return divideDiff(a, b).length === 0;
}

export function divideDiff(expected: Record<string, number>, got: Record<string, number>): string[] {
  const out: string[] = [];
  for (const [m, n] of Object.entries(expected)) {
    if (!(m in got)) out.push(`${m}: expected ${n}, move not generated`);
    else if (got[m] !== n) out.push(`${m}: expected ${n}, got ${got[m]}`);
  }
  for (const [m, n] of Object.entries(got)) if (!(m in expected)) out.push(`${m}: got ${n}, move not expected`);
  return out;
}
