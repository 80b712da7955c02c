/**
 * `fairyforge perft --cases FILE`: a JSON-lines case file in the oracle's
 * format, one line per case. Text: an `ok`/`FAIL` line per case and a
 * summary. JSON: one document, {file, cases, passed, failed, skipped}.
 */
import { perft, perftDivide } from '@fairyforge/core';
import { readText } from '@fairyforge/loader';
import type { Io } from './output.ts';
import { userPath } from './paths.ts';
import { divideDiff } from './perftCount.ts';
import type { Progress } from './progress.ts';
import { ReportedError } from './reported.ts';
import { positionOrExit, variantOrExit } from './variant.ts';

interface PerftCase {
  name?: string;
  variant: string;
  fen: string;
  depth: number;
  nodes: number;
  divide?: Record<string, number>;
  deep?: boolean;
}

/** One case's result, as printed by --json. */
export interface CaseResult {
  readonly line: number;
  readonly name?: string;
  readonly variant?: string;
  readonly depth?: number;
  readonly expected?: number;
  /** The count, or null when the case could not run (malformed, a variant that does not load). */
  readonly nodes: number | null;
  readonly ok: boolean;
  readonly error?: string;
  /** With a divide in the case: the root moves whose counts differ. */
  readonly differences?: string[];
}

/** A case file larger than this is refused (the oracle's largest is a few kilobytes). */
export const MAX_CASES_BYTES = 16 * 1024 * 1024;

function parseCase(line: string): PerftCase {
  const c = JSON.parse(line) as PerftCase;
  if (typeof c !== 'object' || c === null || Array.isArray(c)) throw new Error('a case is a JSON object');
  if (typeof c.variant !== 'string' || typeof c.fen !== 'string' || !Number.isInteger(c.depth) || !Number.isInteger(c.nodes)) {
    throw new Error('needs variant, fen, depth and nodes');
  }
  if (c.depth < 0 || c.nodes < 0) throw new Error('depth and nodes must not be negative');
  return c;
}

function runCase(c: PerftCase, line: number, io: Io): CaseResult {
  const about = { line, ...(c.name !== undefined ? { name: c.name } : {}), variant: c.variant, depth: c.depth, expected: c.nodes };
  // A case whose variant or FEN is bad fails alone; its messages become the case's error.
  const messages: string[] = [];
  const quietIo: Io = { out: io.out, err: (l) => messages.push(l) };
  try {
    const pos = positionOrExit(variantOrExit(c.variant, quietIo), c.fen, quietIo);
    const r: { nodes: number; divide?: Record<string, number> } = c.divide ? perftDivide(pos, c.depth) : { nodes: perft(pos, c.depth) };
    const differences = c.divide && r.divide ? divideDiff(c.divide, r.divide) : [];
    return { ...about, nodes: r.nodes, ok: r.nodes === c.nodes && differences.length === 0, ...(differences.length ? { differences } : {}) };
  } catch (e) {
    if (!(e instanceof ReportedError)) throw e;
    return { ...about, nodes: null, ok: false, error: messages.join('\n') };
  }
}

export function runCases(file: string, opts: { deep: boolean; json: boolean; progress: Progress }, io: Io): number {
  // Bounded, and only a regular file: /dev/zero or a FIFO must not hang or exhaust memory.
  const read = readText(userPath(file), MAX_CASES_BYTES);
  if (!read.ok) {
    for (const d of read.diagnostics) io.err(`error: cannot read ${file}: ${d.message}`);
    return 2;
  }
  const lines = read.text.split('\n').map((text, i) => ({ text, line: i + 1 })).filter((l) => l.text.trim() !== '');
  const results: CaseResult[] = [];
  let skipped = 0;
  lines.forEach(({ text, line }, k) => {
    let c: PerftCase;
    try {
      c = parseCase(text);
    } catch (e) {
      const r: CaseResult = { line, nodes: null, ok: false, error: `malformed case: ${(e as Error).message}` };
      results.push(r);
      if (!opts.json) io.out(`FAIL ${file}:${line}: ${r.error}`);
      return;
    }
    if (c.deep && !opts.deep) {
      skipped++;
      return;
    }
    opts.progress.update(`case ${k + 1}/${lines.length}: ${c.variant} depth ${c.depth}${c.name ? ` (${c.name})` : ''}`);
    const r = runCase(c, line, io);
    results.push(r);
    if (!opts.json) printCase(r, io);
  });
  opts.progress.done();
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (opts.json) io.out(JSON.stringify({ file, cases: results, passed, failed, skipped }));
  else io.out(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

function printCase(r: CaseResult, io: Io): void {
  if (r.error !== undefined && r.error !== '') io.err(r.error);
  const got = r.nodes === null ? 'error' : String(r.nodes);
  io.out(`${r.ok ? 'ok  ' : 'FAIL'} ${r.variant} depth ${r.depth} expected ${r.expected} got ${got} ${r.name ?? ''}`);
  for (const d of (r.differences ?? []).slice(0, 8)) io.out(`       ${d}`);
}
