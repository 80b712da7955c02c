/**
 * Runs `fairyforge selfplay <slug> --games N --depth D` for every shipped variant with hands or
 * regions (issues 16 and 17 ask that each completes), one variant at a time, each in a process of
 * its own (as a user runs the command), and prints a table: the wall time selfplay reports, the
 * child's CPU time, the positions checked, and a flag on any over the limit.
 *
 *   pnpm exec tsx --conditions=source scripts/selfplayAll.ts [--games N] [--depth D] [--limit SECONDS] [--only a,b,c] [--timeout SECONDS]
 *
 * The CPU time (user + system, measured by /usr/bin/time) is the steadier number on a shared
 * machine; the wall time is what the issue bounds.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundledSlugs, loadVariant } from '@fairyforge/loader';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

interface Options {
  games: number;
  depth: number;
  limit: number;
  timeout: number;
  only: string[] | null;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { games: 10, depth: 2, limit: 60, timeout: 900, only: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--games') o.games = Number(value());
    else if (a === '--depth') o.depth = Number(value());
    else if (a === '--limit') o.limit = Number(value());
    else if (a === '--timeout') o.timeout = Number(value());
    else if (a === '--only') o.only = value().split(',');
    else throw new Error(`unknown option ${a}`);
  }
  return o;
}

/** The shipped variants with hands (drops) or regions, by slug. */
function handsOrRegions(): string[] {
  return bundledSlugs().filter((slug) => {
    const r = loadVariant(slug);
    if (!r.ok) return false;
    const v = r.variant.compiled;
    return v.hands !== undefined || Object.keys(v.spec.regions ?? {}).length > 0;
  });
}

interface Run {
  slug: string;
  ok: boolean;
  seconds: number | null;
  cpu: number | null;
  positions: number | null;
  note: string;
}

/** One selfplay run in a child process; its CPU time is read with `time -f` where /usr/bin/time exists. */
function run(slug: string, o: Options): Promise<Run> {
  const args = ['--conditions=source', '--import', 'tsx', 'packages/cli/src/bin.ts', 'selfplay', slug, '--games', String(o.games), '--depth', String(o.depth), '--json', '--quiet'];
  const started = Date.now();
  return new Promise((resolve) => {
    // A group of its own, so that a timeout ends selfplay itself, not only `time` above it.
    const child = spawn('/usr/bin/time', ['-f', 'CPU %U %S', process.execPath, ...args], { cwd: ROOT, detached: true });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), o.timeout * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const cpuMatch = /CPU ([\d.]+) ([\d.]+)/.exec(err);
      const cpu = cpuMatch ? Number(cpuMatch[1]) + Number(cpuMatch[2]) : null;
      try {
        const j = JSON.parse(out) as { seconds: number; positionsChecked: number };
        resolve({ slug, ok: code === 0, seconds: j.seconds, cpu, positions: j.positionsChecked, note: '' });
      } catch {
        const wall = (Date.now() - started) / 1000;
        resolve({ slug, ok: false, seconds: wall, cpu, positions: null, note: code === null ? `killed after ${o.timeout} s` : err.trim().split('\n').slice(-2).join(' ') });
      }
    });
  });
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const slugs = o.only ?? handsOrRegions();
  process.stdout.write(`selfplay --games ${o.games} --depth ${o.depth} over ${slugs.length} variants (flag: over ${o.limit} s)\n`);
  process.stdout.write(`${'variant'.padEnd(22)} ${'wall s'.padStart(8)} ${'cpu s'.padStart(8)} ${'positions'.padStart(10)}\n`);
  let failed = 0;
  for (const slug of slugs) {
    const r = await run(slug, o);
    const flag = !r.ok ? `  FAILED ${r.note}` : r.seconds !== null && r.seconds > o.limit ? `  OVER ${o.limit} s` : '';
    if (!r.ok) failed++;
    process.stdout.write(`${slug.padEnd(22)} ${(r.seconds?.toFixed(1) ?? '-').padStart(8)} ${(r.cpu?.toFixed(1) ?? '-').padStart(8)} ${String(r.positions ?? '-').padStart(10)}${flag}\n`);
  }
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((e: unknown) => {
  process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
