/**
 * Does loading and running other variants slow the seed down? Each variant
 * has its own copy of the kernel, so it should not. Measured fairly:
 *
 * - in fresh processes, alternately "alone" (only Wildebeest runs) and
 *   "after" (chess and capablanca run first, hot, then Wildebeest), so both
 *   sides see the same machine load and neither inherits the other's heap;
 * - the same warm-up on both sides (a kernel copy takes a few runs to reach
 *   V8's top tier: measured after one warm-up run it is still ~15% slow, which
 *   is what an earlier in-process version of this case compared against the
 *   second, fully warm, measurement);
 * - CPU time of the process, not wall-clock: on a shared machine a process
 *   that waits for a core is not running slower code.
 *
 * Run as a script with `alone` or `after`, it prints the median seconds.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median, ours, variant } from './measure.ts';

const WARM_UP = 4;
const RUNS = 7;

function cpuSeconds(fn: () => unknown): number {
  const t = process.cpuUsage();
  fn();
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1e6;
}

function wildebeestD4(): number {
  const fn = ours.prepare('wildebeest', variant('wildebeest').spec.startFen, 4, 'bulk');
  for (let i = 0; i < WARM_UP; i++) fn();
  return median(Array.from({ length: RUNS }, () => cpuSeconds(fn)));
}

function othersFirst(): void {
  const chess = variant('chess').spec.startFen;
  const capablanca = variant('capablanca').spec.startFen;
  for (let i = 0; i < 2; i++) {
    ours.prepare('chess', chess, 5, 'bulk')();
    ours.prepare('chess', chess, 4, 'full')();
    ours.prepare('capablanca', capablanca, 4, 'bulk')();
  }
}

export interface SeveralVariants {
  /** Median CPU seconds of Wildebeest d4 bulk, in processes where nothing else ran. */
  readonly alone: number;
  /** The same where chess and capablanca ran first. */
  readonly after: number;
}

/** `rounds` pairs of fresh processes, alone then after; the median of each side. */
export function measureSeveralVariants(rounds: number): SeveralVariants {
  // This module's own bundle (run.mjs writes it beside this file): the child runs built JavaScript, as the bench does.
  const self = fileURLToPath(new URL('./severalVariants.bundle.mjs', import.meta.url));
  const run = (side: 'alone' | 'after') => {
    const r = spawnSync(process.execPath, [self, side], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${self} ${side} failed: ${r.stderr}`);
    return Number(r.stdout.trim());
  };
  const alone: number[] = [];
  const after: number[] = [];
  for (let i = 0; i < rounds; i++) {
    alone.push(run('alone'));
    after.push(run('after'));
  }
  return { alone: median(alone), after: median(after) };
}

const side = process.argv[2];
if (process.argv[1] === fileURLToPath(import.meta.url) && (side === 'alone' || side === 'after')) {
  if (side === 'after') othersFirst();
  console.log(wildebeestD4());
}
