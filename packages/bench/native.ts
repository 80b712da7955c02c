/**
 * A native Fairy-Stockfish binary as a bench column, driven over UCI: one
 * long-lived process for the whole run (its start-up and variant setup stay
 * out of the timings), closed at the end. Named by the environment:
 * `FAIRY_STOCKFISH=/path/to/binary pnpm bench`.
 *
 * Its `go perft` counts the last ply from the move list, as fairyforge's bulk
 * perft does. It prints one "move: count" line per root move and then
 * "Nodes searched: N", and no time, so the time is wall-clock from sending
 * `go perft` to that last line, less the round trip of a depth-1 perft.
 *
 * Builds differ in what they play (Debian's 11.1 lacks grasshopper, nightrider,
 * perfect and pawnsideways, and reads a FEN's two-digit empty counts wrongly),
 * so every row asks `support` first and gets a reason when the build cannot
 * play it; a count that disagrees with fairyforge at a shallow depth is a
 * reason too, found before any timing.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WILDEBEEST_INI } from './peers.ts';

/** fairyforge slug → Fairy-Stockfish variant name, where they differ. */
const NATIVE_NAME: Record<string, string> = { wildebeest: 'fairyforge-wildebeest' };

/** Shipped variants no Fairy-Stockfish variant plays by the same rules. */
const NO_NATIVE: Record<string, string> = {
  'wildebeest-schmittberger': 'no Fairy-Stockfish definition of these rules (multi-square e.p., stalemate wins)',
};

export interface PerftOutput {
  readonly nodes: number;
  /** Count per root move, keyed by the engine's UCI move. */
  readonly divide: Record<string, number>;
}

/** The UCI_Variant choices from a `uci` reply ("option name UCI_Variant type combo default chess var a var b ..."). */
export function parseUciVariants(lines: readonly string[]): string[] {
  const line = lines.find((l) => l.startsWith('option name UCI_Variant '));
  if (!line) return ['chess'];
  const words = line.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length - 1; i++) if (words[i] === 'var') out.push(words[i + 1]!);
  return out;
}

/** The engine's name from its `id name` line. */
export function parseUciName(lines: readonly string[]): string {
  return lines.find((l) => l.startsWith('id name '))?.slice('id name '.length).trim() ?? 'unknown engine';
}

const DIVIDE_LINE = /^(\S+): (\d+)$/;
const NODES_LINE = /^Nodes searched: (\d+)$/;

/** One `go perft` reply: the divide lines and the total; null until the total has arrived. */
export function parsePerft(lines: readonly string[]): PerftOutput | null {
  const divide: Record<string, number> = {};
  for (const line of lines) {
    const total = NODES_LINE.exec(line.trim());
    if (total) return { nodes: Number(total[1]), divide };
    const m = DIVIDE_LINE.exec(line.trim());
    if (m) divide[m[1]!] = Number(m[2]);
  }
  return null;
}

/**
 * CPU seconds a process has used so far (user + system), from Linux's
 * /proc/<pid>/stat in clock ticks of 1/100 s; null where that cannot be read.
 * On a shared machine this, unlike wall-clock, does not count time spent
 * waiting for a core.
 */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    return statCpuSeconds(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** utime + stime of a /proc/<pid>/stat line (fields 14 and 15; the command name in parentheses may hold spaces). */
export function statCpuSeconds(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks / 100 : null;
}

/** A UCI process: lines in, lines out, each wait bounded so a silent engine cannot hang the bench. */
class UciProcess {
  private buffered = '';
  private lines: string[] = [];
  private waiter: (() => void) | null = null;
  private exited: string | null = null;
  private closed = false;
  readonly pid: number | undefined;

  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    this.pid = child.pid;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      this.buffered += chunk;
      const parts = this.buffered.split(/\r?\n/);
      this.buffered = parts.pop()!;
      this.lines.push(...parts);
      this.waiter?.();
    });
    child.stderr.resume();
    child.stdin.on('error', () => {}); // a write after the engine died: reported by the wait below
    const gone = (why: string) => {
      this.exited ??= why;
      this.waiter?.();
    };
    child.on('error', (e) => gone(e.message));
    child.on('exit', (code, signal) => gone(`exited (${signal ?? `code ${code}`})`));
  }

  send(line: string): void {
    if (this.exited === null) this.child.stdin.write(`${line}\n`);
  }

  /** Lines received since the last wait, up to and including the first that `done` accepts. */
  async until(done: (line: string) => boolean, timeoutMs: number): Promise<string[]> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const i = this.lines.findIndex(done);
      if (i >= 0) return this.lines.splice(0, i + 1);
      if (this.exited !== null) throw new Error(this.exited);
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no reply within ${Math.round(timeoutMs / 1000)} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.send('quit');
    this.child.stdin.end();
    // An engine that ignores quit (busy in a long perft) is killed; unref so this timer never holds the bench.
    setTimeout(() => this.child.kill('SIGKILL'), 1000).unref();
  }
}

export interface NativeEngine {
  /** From its `id name` line, e.g. "Fairy-Stockfish 11.1 LB 64". */
  readonly name: string;
  /** Whether the engine lists this UCI_Variant (built in, or a section it read from the INI file). */
  has(nativeName: string): boolean;
  /**
   * Perft in the engine's variant `nativeName` from `position` (`fen <FEN>` or
   * `startpos`, as UCI's `position` command takes it); as `perft` returns.
   */
  perftIn(nativeName: string, position: string, depth: number, timeoutMs?: number): Promise<PerftOutput & { seconds: number; cpuSeconds: number | null }>;
  /** Null when it plays the variant; otherwise why not. */
  support(slug: string): string | null;
  /**
   * Perft of a FEN in a variant: nodes, divide, seconds (wall-clock less the
   * round trip) and the engine's CPU seconds (null where unreadable; 10 ms steps).
   */
  perft(slug: string, fen: string, depth: number, timeoutMs?: number): Promise<PerftOutput & { seconds: number; cpuSeconds: number | null }>;
  close(): void;
}

/**
 * Starts the binary and reads its variants (the seed's rules, and any
 * `extraIni` sections, loaded from an INI file through `VariantPath`).
 * Rejects with a one-line reason when it cannot start or does not speak UCI.
 */
export async function startNative(command: string, args: readonly string[] = [], timeoutMs = 10_000, extraIni = ''): Promise<NativeEngine> {
  const dir = mkdtempSync(join(tmpdir(), 'fairyforge-bench-'));
  const ini = join(dir, 'variants.ini');
  writeFileSync(ini, `${WILDEBEEST_INI}\n${extraIni}`);
  const uci = new UciProcess(spawn(command, args, { stdio: 'pipe' }));
  const cleanUp = () => {
    uci.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    uci.send('uci');
    const first = await uci.until((l) => l.trim() === 'uciok', timeoutMs);
    uci.send(`setoption name VariantPath value ${ini}`);
    // Asked again: the reply lists the variants the file added.
    uci.send('uci');
    const lines = await uci.until((l) => l.trim() === 'uciok', timeoutMs);
    const variants = new Set(parseUciVariants(lines));
    const name = parseUciName(first);
    let current = '';
    const ready = async () => {
      uci.send('isready');
      await uci.until((l) => l.trim() === 'readyok', timeoutMs);
    };
    const run = async (position: string, depth: number, ms: number) => {
      uci.send(`position ${position}`);
      await ready();
      const cpu = processCpuSeconds(uci.pid);
      const t = performance.now();
      uci.send(`go perft ${depth}`);
      const out = await uci.until((l) => NODES_LINE.test(l.trim()), ms);
      const seconds = (performance.now() - t) / 1000;
      const cpuAfter = processCpuSeconds(uci.pid);
      return { ...parsePerft(out)!, seconds, cpuSeconds: cpu === null || cpuAfter === null ? null : cpuAfter - cpu };
    };
    let roundTrip: number | null = null;
    const perftIn = async (native: string, position: string, depth: number, ms = 600_000) => {
      if (native !== current) {
        uci.send(`setoption name UCI_Variant value ${native}`);
        await ready();
        current = native;
      }
      // The pipe's round trip, measured once on a depth-1 perft (its own work is a few microseconds).
      if (roundTrip === null) {
        const trips: number[] = [];
        for (let i = 0; i < 5; i++) trips.push((await run(position, 1, timeoutMs)).seconds);
        roundTrip = trips.sort((a, b) => a - b)[2]!;
      }
      const r = await run(position, depth, ms);
      return { ...r, seconds: Math.max(r.seconds - roundTrip, 1e-6) };
    };
    return {
      name,
      support(slug) {
        if (NO_NATIVE[slug]) return NO_NATIVE[slug];
        const native = NATIVE_NAME[slug] ?? slug;
        return variants.has(native) ? null : `${name} has no variant '${native}'`;
      },
      has: (nativeName) => variants.has(nativeName),
      perft: (slug, fen, depth, ms) => perftIn(NATIVE_NAME[slug] ?? slug, `fen ${fen}`, depth, ms),
      perftIn,
      close: cleanUp,
    };
  } catch (e) {
    cleanUp();
    throw new Error(`${command}: ${(e as Error).message}`);
  }
}

/**
 * The engine named by FAIRY_STOCKFISH, or null when the variable is unset.
 * A binary that fails to start gives an engine whose every row is
 * "n/a: <why>", so the rest of the bench still runs.
 */
export async function nativeFromEnv(env: NodeJS.ProcessEnv = process.env, extraIni = ''): Promise<NativeEngine | null> {
  const path = env['FAIRY_STOCKFISH'];
  if (!path) return null;
  try {
    return await startNative(path, [], 10_000, extraIni);
  } catch (e) {
    const why = (e as Error).message;
    return {
      name: path,
      support: () => why,
      has: () => false,
      perft: () => Promise.reject(new Error(why)),
      perftIn: () => Promise.reject(new Error(why)),
      close: () => {},
    };
  }
}

export type NativeMeasure =
  | { readonly nodes: number; readonly seconds: number; readonly cpuSeconds: number | null }
  | { readonly na: string };

/**
 * One bench row for the native engine: its median time over `runs` runs of
 * bulk perft, or why it has none. `ours(d)` is fairyforge's count at depth d;
 * the engine must agree at depth ≤ 2 before it is timed, so a build that reads
 * the rules or the FEN differently says so instead of being timed on another game.
 */
export async function measureNative(
  engine: NativeEngine,
  slug: string,
  fen: string,
  depth: number,
  runs: number,
  ours: (depth: number) => number,
): Promise<NativeMeasure> {
  const unsupported = engine.support(slug);
  if (unsupported) return { na: unsupported };
  try {
    const probe = Math.min(depth, 2);
    const shallow = await engine.perft(slug, fen, probe);
    const expected = ours(probe);
    if (shallow.nodes !== expected) {
      return { na: `${engine.name} counts ${shallow.nodes} at depth ${probe}, fairyforge ${expected}: other rules or FEN reading` };
    }
    const times: number[] = [];
    const cpu: number[] = [];
    let nodes = 0;
    for (let i = 0; i < runs; i++) {
      const r = await engine.perft(slug, fen, depth);
      times.push(r.seconds);
      if (r.cpuSeconds !== null) cpu.push(r.cpuSeconds);
      nodes = r.nodes;
    }
    const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return { nodes, seconds: mid(times), cpuSeconds: cpu.length === runs ? mid(cpu) : null };
  } catch (e) {
    return { na: (e as Error).message };
  }
}
