#!/usr/bin/env node
/**
 * After the loader's tsc build: the bundled variants (root variants/*.md,
 * pieces.yaml, *.tests.yaml) and the JSON Schemas (root schemas/*.json)
 * travel inside the package, as packages/loader/variants/ and
 * packages/loader/schemas/ (gitignored, listed in `files`, exported as
 * `./variants/*` and `./schemas/*`), for users who want the files
 * themselves; the loader reads its own copy from a generated module. Then
 * dist/ is checked for paths that climb out of the package into the
 * repository.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const root = join(pkgDir, '..', '..');

copyDir(join(root, 'variants'), join(pkgDir, 'variants'), (f) => f.endsWith('.md') || f.endsWith('.yaml'));
copyDir(join(root, 'schemas'), join(pkgDir, 'schemas'), (f) => f.endsWith('.json'));

const dist = join(pkgDir, 'dist');

// Nothing in dist/ may reach out of the installed package.
const bad = [];
for (const f of walk(dist)) if (/\.(js|d\.ts)$/.test(f) && readFileSync(f, 'utf8').includes('../../../')) bad.push(f);
if (bad.length) {
  console.error(`dist/ refers to paths outside the package ('../../../'):\n  ${bad.join('\n  ')}`);
  process.exit(1);
}

function copyDir(from, to, keep) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  for (const f of readdirSync(from)) if (keep(f)) copyFileSync(join(from, f), join(to, f));
}

function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}
