/**
 * `fairyforge perft --cases FILE`: a JSON-lines case file in the oracle's
 * format, one line per case. Text: an `ok`/`FAIL` line per case and a
 * summary. JSON: one document, {file, cases, passed, failed, skipped}.
 */
import { perft, perftDivide } from '@fairyforge/core';
import { containment, readText } from '@fairyforge/loader';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { printable, type Io } from './output.ts';
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
/**
 * The deepest perft counted, on the command line and in a case file. Far
 * beyond what finishes (chess depth 8 is 85 billion leaves), and it bounds
 * the recursion and the move lists allocated per ply.
 */
export const MAX_PERFT_DEPTH = 30;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function parseCase(line: string): PerftCase {
  const c = JSON.parse(line) as PerftCase;
  if (!isObject(c)) throw new Error('a case is a JSON object');
  if (typeof c.variant !== 'string' || typeof c.fen !== 'string' || !Number.isInteger(c.depth) || !Number.isInteger(c.nodes)) {
    throw new Error('needs variant, fen, depth and nodes');
  }
  if (c.depth < 0 || c.nodes < 0) throw new Error('depth and nodes must not be negative');
  if (c.depth > MAX_PERFT_DEPTH) throw new Error(`depth ${c.depth} is over the limit of ${MAX_PERFT_DEPTH}`);
  if (c.divide !== undefined && (!isObject(c.divide) || !Object.values(c.divide).every((n) => Number.isInteger(n)))) {
    throw new Error('divide must be an object of move: count');
  }
  if (c.name !== undefined && typeof c.name !== 'string') throw new Error('name must be a string');
  return c;
}

/**
 * What a case's `variant` may name: a slug (a bundled variant), or a file
 * inside the case file's directory, relative to it. Anything else — an
 * absolute path, `..`, a link out of the directory — is refused for that line
 * alone, so a case file cannot make the command read /etc/passwd or /dev/zero.
 */
function caseVariant(variant: string, casesDir: string): string {
  if (!/[/\\]|\.md$/.test(variant)) return variant;
  const file = resolve(casesDir, variant);
  const rel = relative(casesDir, file);
  const inside = !isAbsolute(variant) && !/^[A-Za-z]:/.test(variant) && rel !== '' && rel.split(sep)[0] !== '..' && containment(casesDir, file).kind !== 'outside';
  if (!inside) throw new Error(`variant '${printable(variant.slice(0, 60))}' is not a slug or a file inside ${casesDir}`);
  return file;
}

function runCase(c: PerftCase, line: number, casesDir: string, io: Io): CaseResult {
  const about = { line, ...(c.name !== undefined ? { name: c.name } : {}), variant: c.variant, depth: c.depth, expected: c.nodes };
  // A case whose variant or FEN is bad fails alone; its messages become the case's error.
  const messages: string[] = [];
  const quietIo: Io = { out: io.out, err: (l) => messages.push(l) };
  try {
    const pos = positionOrExit(variantOrExit(caseVariant(c.variant, casesDir), quietIo), c.fen, quietIo);
    const r: { nodes: number; divide?: Record<string, number> } = c.divide ? perftDivide(pos, c.depth) : { nodes: perft(pos, c.depth) };
    const differences = c.divide && r.divide ? divideDiff(c.divide, r.divide) : [];
    return { ...about, nodes: r.nodes, ok: r.nodes === c.nodes && differences.length === 0, ...(differences.length ? { differences } : {}) };
  } catch (e) {
    // Whatever went wrong, it went wrong for this line: the other cases still run.
    const error = e instanceof ReportedError ? messages.join('\n') : printable(caseFailure(e));
    return { ...about, nodes: null, ok: false, error };
  }
}

function caseFailure(e: unknown): string {
  return e instanceof RangeError && /call stack/i.test(e.message) ? 'too deep to count (call stack exhausted)' : (e as Error).message ?? String(e);
}

export function runCases(file: string, opts: { deep: boolean; json: boolean; progress: Progress }, io: Io): number {
  // Bounded, and only a regular file: /dev/zero or a FIFO must not hang or exhaust memory.
  const path = userPath(file);
  const casesDir = dirname(path);
  const read = readText(path, MAX_CASES_BYTES);
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
    opts.progress.update(`case ${k + 1}/${lines.length}: ${printable(c.variant)} depth ${c.depth}${c.name ? ` (${printable(c.name)})` : ''}`);
    const r = runCase(c, line, casesDir, io);
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
  io.out(`${r.ok ? 'ok  ' : 'FAIL'} ${printable(r.variant ?? '')} depth ${r.depth} expected ${r.expected} got ${got} ${printable(r.name ?? '')}`);
  for (const d of (r.differences ?? []).slice(0, 8)) io.out(`       ${printable(d)}`);
}
