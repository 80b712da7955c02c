#!/usr/bin/env node
/**
 * Builds the package in the current directory to dist/: a clean tsc run
 * (tsconfig.build.json), then the sources tsc does not emit — JavaScript
 * files with hand-written or generated declarations beside them, such as the
 * loader's precompiled schema validators — copied as they are, and the
 * repository's LICENSE copied in so every tarball carries it.
 *
 *   node ../../scripts/buildPackage.mjs        (each package's `build` script)
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = process.cwd();
const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(pkgDir, 'src');
const dist = join(pkgDir, 'dist');

// A clean build: a file deleted from src/ must not linger in dist/.
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
const r = spawnSync(process.execPath, [tsc, '-p', join(pkgDir, 'tsconfig.build.json')], { stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);

// `x.js` with its `x.d.ts` beside it: tsc takes the declaration and never emits the JavaScript.
for (const file of walk(src)) {
  if (!file.endsWith('.js')) continue;
  const dts = file.replace(/\.js$/, '.d.ts');
  for (const f of existsSync(dts) ? [file, dts] : [file]) {
    const to = join(dist, relative(src, f));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(f, to);
  }
}

// tsc rewrites `./x.ts` to `./x.js` in JavaScript but, by design, not in
// declarations (microsoft/TypeScript#61037). TypeScript 5 reads either, but
// older compilers and editors' tooling do not, so declarations say `.js` too.
// The same length, so the declaration maps' columns stay right.
for (const file of walk(dist)) {
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(/((?:from|import)\s*\(?\s*)(['"])(\.\.?\/[^'"]*)\.ts\2/g, '$1$2$3.js$2');
  if (fixed !== text) writeFileSync(file, fixed);
}

copyFileSync(join(root, 'LICENSE'), join(pkgDir, 'LICENSE'));

// A `bin` must be executable where it is run straight from dist/ (npm sets the mode on install).
// It is declared in publishConfig, which pnpm pack moves to the top: a workspace `bin`
// naming dist/ would make `pnpm install` on a fresh clone warn that the file is missing.
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const bins = pkg.publishConfig?.bin ?? pkg.bin ?? {};
for (const bin of Object.values(typeof bins === 'string' ? { [pkg.name]: bins } : bins)) {
  chmodSync(join(pkgDir, bin), 0o755);
}

function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}
