#!/usr/bin/env node
/**
 * `pnpm pack:all` (after `pnpm build`): one tarball per public package in
 * .packs/, written by `pnpm pack`, which turns `workspace:*` dependencies
 * into the packages' real versions. Prints the tarballs' paths, one a line.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.packs');
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
for (const name of readdirSync(join(root, 'packages'))) {
  const dir = join(root, 'packages', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.private) continue;
  // pnpm on Windows is pnpm.cmd, which needs a shell.
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' });
}
for (const f of readdirSync(out)) console.log(join(out, f));
