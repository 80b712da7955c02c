#!/usr/bin/env node
/**
 * After the CLI's tsc build: dist/bin.js becomes one file holding the command
 * and everything it imports (the fairyforge libraries, yaml, gray-matter,
 * marked, …). Start-up is dominated by loading modules — unbundled, `fairyforge
 * moves chess` reads some 200 files, yaml alone 72 — and a user runs the
 * command afresh each time. The rest of dist/ stays as tsc wrote it: the
 * package's import entry (main.js) and the perft worker, which the bundle
 * starts from its own directory (dist/perftWorker.js).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const bin = `${dist}bin.js`;

await build({
  entryPoints: [bin],
  outfile: bin,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A native addon (.node) cannot be bundled: the PNG rasteriser stays an ordinary import, loaded only by `render --format png`.
  external: ['@resvg/resvg-js'],
  // CommonJS dependencies bundled into an ES module still call require() for Node's built-ins.
  banner: {
    js: [
      "import { createRequire as __ffCreateRequire } from 'node:module';",
      'const require = __ffCreateRequire(import.meta.url);',
    ].join('\n'),
  },
  logLevel: 'warning',
});
