/**
 * The browser build of `@fairyforge/loader/pure` (with betza and core inside):
 * one ES module with no `node:` import and no file-system access, written to
 * dist/browser/pure.js by `node scripts/browserBundle.ts` (part of the build)
 * and checked by test/browserBundle.test.ts.
 *
 * gray-matter, which splits the front-matter, is written for Node: it requires
 * `fs` (only for `matter.read`, which the loader never calls) and uses the
 * global `Buffer` (only to keep a byte copy of the text). The build aliases
 * `fs` to browser/fs.js and injects browser/buffer.js for `Buffer`; nothing
 * else needs a stand-in. A bundler of your own needs the same two settings.
 */
import { build, type BuildOptions } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export function browserBuildOptions(conditions: string[] = []): BuildOptions {
  return {
    entryPoints: [here('../src/pure.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions,
    alias: { fs: here('../browser/fs.js') },
    inject: [here('../browser/buffer.js')],
    // Any other Node built-in in the graph is an error, not a silent stub.
    logLevel: 'silent',
    legalComments: 'none',
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build({ ...browserBuildOptions(['source']), outfile: here('../dist/browser/pure.js'), minify: true, sourcemap: true });
  console.log('wrote packages/loader/dist/browser/pure.js');
}
