#!/usr/bin/env node
/**
 * After the CLI's build: the playground, built with Vite as `pnpm
 * playground:build` does, into the package's own `playground/` folder, which
 * the tarball carries. `fairyforge site` copies it beside the pages it
 * writes; an installed CLI has neither Vite nor the playground's sources to
 * build it with.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const playground = join(here, '..', 'playground');
const vite = join(dirname(createRequire(join(playground, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
const r = spawnSync(process.execPath, [vite, 'build', playground, '--outDir', join(here, 'playground'), '--emptyOutDir', '--logLevel', 'error'], { stdio: ['ignore', 'ignore', 'inherit'] });
process.exit(r.status ?? 1);
