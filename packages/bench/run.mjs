#!/usr/bin/env node
/**
 * `pnpm bench` starts here. It bundles the bench (bench.ts and the engine's
 * TypeScript sources it imports) into one plain JavaScript file with esbuild,
 * then runs that file with plain `node`.
 *
 * Why not run bench.ts under tsx, as the other scripts do: code loaded
 * through tsx's module hooks ran fairyforge's hot loops about 17% slower than
 * the same code as built JavaScript (chess perft d5 with every leaf made:
 * 9.6 M nodes/s of CPU time under tsx, 11.4 from the tsc build in dist/ and
 * 11.5 from this bundle, on one machine, interleaved), while the peers, which
 * load as plain JavaScript from node_modules, ran at the same speed either
 * way. Users run the built package or a bundle, so that is what the bench
 * measures. The peers stay outside the bundle, loaded as they are published.
 *
 *   node packages/bench/run.mjs [bench options]   bundle, then run
 *   node packages/bench/run.mjs --bundle-only     bundle only (compare.ts uses it for each checkout)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The bundles, written beside their sources so that their `import.meta.url` paths resolve the same (gitignored). */
export const BUNDLES = {
  bench: `${here}bench.bundle.mjs`,
  severalVariants: `${here}severalVariants.bundle.mjs`,
};

// The peers and the benchmark's own dependencies load from node_modules as published.
const external = ['ffish', 'chessops', 'chessops/*', 'chess.js'];

async function bundle() {
  // esbuild is a devDependency of the workspace root, found from here by Node's resolution.
  const { build } = await import('esbuild');
  await build({
    entryPoints: { 'bench.bundle': `${here}bench.ts`, 'severalVariants.bundle': `${here}severalVariants.ts` },
    outdir: here,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages' `source` export condition: the TypeScript sources, no build needed.
    conditions: ['source'],
    external,
    // Bundled CommonJS dependencies (js-yaml, ajv...) call require(); give ESM one.
    banner: { js: "import { createRequire as __ffCreateRequire } from 'node:module'; const require = __ffCreateRequire(import.meta.url);" },
    logLevel: 'error',
  });
}

await bundle();
const args = process.argv.slice(2);
if (!args.includes('--bundle-only')) {
  const r = spawnSync(process.execPath, [BUNDLES.bench, ...args], { stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
}
