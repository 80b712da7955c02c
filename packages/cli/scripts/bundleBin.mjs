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
import { readFile } from 'node:fs/promises';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const bin = `${dist}bin.js`;

/**
 * Modules that find files beside themselves (`new URL('../variants/',
 * import.meta.url)`, the loader's bundled variants and schemas) would look
 * beside the bundle instead: they are pointed at their own package's
 * installed location, found at run time (with the banner's require: Node 20
 * before 20.6 has no import.meta.resolve).
 */
const ownLocation = {
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: /[\\/]loader[\\/]dist[\\/].*\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', "__ffLoaderUrl"), loader: 'js' };
    });
  },
};

await build({
  entryPoints: [bin],
  outfile: bin,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [ownLocation],
  // CommonJS dependencies bundled into an ES module still call require() for Node's built-ins.
  banner: {
    js: [
      "import { createRequire as __ffCreateRequire } from 'node:module';",
      "import { pathToFileURL as __ffPathToFileURL } from 'node:url';",
      'const require = __ffCreateRequire(import.meta.url);',
      "const __ffLoaderUrl = __ffPathToFileURL(require.resolve('@fairyforge/loader')).href;",
    ].join('\n'),
  },
  logLevel: 'warning',
});
