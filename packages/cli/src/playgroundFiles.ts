/**
 * The built playground that `fairyforge site` copies beside its pages, as
 * `playground/`, so that the site works from any static host: the pages'
 * "Open it in the playground" links and their clickable boards
 * (`playground/boards.js`) need it there.
 *
 * Where it comes from: the published package carries it (`playground/` in
 * @fairyforge/cli, built by the package's `build` script), found relative to
 * this module as the CLI finds its other files; the CLI cannot build it
 * there, since Vite and the playground's sources are not installed with it.
 * Run from this repository's sources, the CLI uses `pnpm playground:build`'s
 * folder (packages/playground/dist/), building it first when it is missing
 * or older than the sources, so it never ships a stale playground.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files a built playground must hold: its page and the script the site's pages load. */
const REQUIRED = ['index.html', 'boards.js'];

export class PlaygroundError extends Error {}

export interface PlaygroundFile {
  /** Path inside the playground folder, with `/`. */
  readonly name: string;
  readonly path: string;
}

const fromSource = import.meta.url.endsWith('.ts');
const shipped = fileURLToPath(new URL('../playground/', import.meta.url));
const workspace = fileURLToPath(new URL('../../playground/', import.meta.url));

function isBuilt(dir: string): boolean {
  return REQUIRED.every((f) => existsSync(join(dir, f)));
}

/** Every file under a folder (recursively), sorted by name. */
export function filesUnder(dir: string): PlaygroundFile[] {
  const out: PlaygroundFile[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push({ name: relative(dir, p).split(/[\\/]/).join('/'), path: p });
    }
  };
  walk(dir);
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The newest modification time among the playground's inputs: its own files and the packages it bundles. */
function newestSource(): number {
  let newest = 0;
  const look = (p: string): void => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const n of readdirSync(p)) if (n !== 'node_modules' && n !== 'dist') look(join(p, n));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of ['index.html', 'vite.config.ts', 'src']) look(join(workspace, p));
  for (const pkg of ['betza', 'core', 'engine', 'loader', 'render']) look(join(workspace, '..', pkg, 'src'));
  return newest;
}

/**
 * Builds the workspace's playground into dist/ with Vite (as `pnpm
 * playground:build`), through a temporary folder renamed into place, so a
 * build running beside it never sees half a folder.
 */
function buildWorkspace(dist: string, note: (line: string) => void): void {
  note('building the playground (pnpm playground:build) to copy it beside the pages…');
  const vite = join(dirname(createRequire(join(workspace, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  const tmp = `${dist}.${process.pid}.tmp`;
  const r = spawnSync(process.execPath, [vite, 'build', workspace, '--outDir', tmp, '--emptyOutDir', '--logLevel', 'error'], { cwd: workspace, encoding: 'utf8' });
  if (r.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    throw new PlaygroundError(`could not build the playground: ${(r.stderr || r.error?.message || '').trim().split('\n')[0]}`);
  }
  const old = `${dist}.${process.pid}.old`;
  if (existsSync(dist)) renameSync(dist, old);
  try {
    renameSync(tmp, dist);
  } catch {
    // Another run put a fresh build there first: use that one.
  }
  rmSync(tmp, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
}

/** The folder of the built playground to copy: `from` when given, else the shipped or the workspace's one. */
export function playgroundDir(from: string | undefined, note: (line: string) => void): string {
  if (from !== undefined) {
    if (!isBuilt(from)) throw new PlaygroundError(`${from} is not a built playground (it needs ${REQUIRED.join(' and ')}; pnpm playground:build writes one)`);
    return from;
  }
  if (!fromSource && isBuilt(shipped)) return shipped;
  const dist = join(workspace, 'dist');
  if (existsSync(join(workspace, 'vite.config.ts'))) {
    if (!isBuilt(dist) || statSync(join(dist, 'index.html')).mtimeMs < newestSource()) buildWorkspace(dist, note);
    if (isBuilt(dist)) return dist;
  }
  throw new PlaygroundError('the built playground is not installed with this fairyforge; use --no-playground, or --playground-from DIR with a folder pnpm playground:build wrote');
}
