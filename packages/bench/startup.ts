/**
 * Start-up of the installed command: `fairyforge moves chess` from the built
 * CLI (packages/cli/dist, plain Node, no tsx — what `npm install` gives a
 * user) against an empty `node -e 0`, each the median of several fresh
 * processes. Builds the packages first if dist/ is missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = fileURLToPath(new URL('../cli/dist/bin.js', import.meta.url));

export interface Startup {
  /** Median seconds of `node -e 0`. */
  readonly node: number;
  /** Median seconds of `node packages/cli/dist/bin.js moves chess`. */
  readonly cli: number;
}

function seconds(args: string[]): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${r.stderr}`);
  return (performance.now() - t) / 1000;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

export function measureStartup(runs: number): Startup {
  if (!existsSync(bin)) execFileSync('pnpm', ['-s', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const node: number[] = [];
  const cli: number[] = [];
  // Alternate the two, so a burst of load on the machine hits both alike; the first of each warms the disk cache.
  for (let i = 0; i <= runs; i++) {
    const a = seconds(['-e', '0']);
    const b = seconds([bin, 'moves', 'chess']);
    if (i === 0) continue;
    node.push(a);
    cli.push(b);
  }
  return { node: median(node), cli: median(cli) };
}
