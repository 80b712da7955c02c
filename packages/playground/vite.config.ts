/**
 * The playground is a static app: `vite` serves it, `vite build` writes
 * dist/, which any static host (or a folder opened offline through a local
 * server) serves as is. `base: './'` keeps every asset path relative.
 *
 * The workspace packages are read from their TypeScript sources (`source`
 * condition). `@fairyforge/render`'s index also exports its Node-only file
 * and site helpers, and `@fairyforge/loader`'s Node entry reads the disk:
 * the aliases below point the loader at its browser entry (`/pure`, plus a
 * stand-in for the one Node-only name render imports) and give render's
 * unused `node:fs`, `node:path` and `node:zlib` imports stand-ins that throw, so nothing
 * Node reaches the page (in the build, tree-shaking drops them anyway).
 * gray-matter's `fs` goes to the loader's own browser stand-in, and its js-yaml
 * to a stand-in (the loader asks gray-matter only to split a file).
 *
 * A second entry, `boards.js` (src/site/boards.ts), is the script the pages
 * of `fairyforge site` load to make their boards clickable; its name carries
 * no hash, since those pages name it, and its rules chunk is shared with the
 * playground.
 */
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: './',
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      { find: /^@fairyforge\/loader$/, replacement: here('./src/shims/loader.ts') },
      { find: /^node:fs$/, replacement: here('./src/shims/nodeFs.ts') },
      { find: /^node:path$/, replacement: here('./src/shims/nodePath.ts') },
      { find: /^node:zlib$/, replacement: here('./src/shims/nodeZlib.ts') },
      { find: /^fs$/, replacement: here('../loader/browser/fs.js') },
      { find: /^js-yaml$/, replacement: here('./src/shims/jsYaml.ts') },
    ],
  },
  worker: { format: 'es' },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    minify: 'esbuild',
    rolldownOptions: {
      input: { index: here('./index.html'), boards: here('./src/site/boards.ts') },
      output: { entryFileNames: (chunk) => (chunk.name === 'boards' ? 'boards.js' : 'assets/[name]-[hash].js') },
    },
  },
  server: { port: 5173 },
});
