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
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { BUNDLED_FILES } from '../loader/src/bundled.generated.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** A Markdown variant file's front matter, with its fences: all the loader reads of a parent or a variant named by slug. */
export function frontMatterOnly(text: string): string {
  const m = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(text);
  return m ? m[0] : text;
}

/**
 * A front matter without its top-level `tests:` key (the key's line and the indented or blank
 * lines under it). The loader reads a parent's rules, never its tests: tests travel with the
 * variant that states them, and one opened in the editor comes whole (`shippedText`). The
 * tests are about half of the front matter's bytes.
 */
export function withoutTests(frontMatter: string): string {
  const lines = frontMatter.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^tests:(\s|$)/.test(lines[i]!)) {
      out.push(lines[i]!);
      continue;
    }
    while (i + 1 < lines.length && /^(\s|$)/.test(lines[i + 1]!)) i++;
  }
  return out.join('\n');
}

/**
 * `virtual:fairyforge-bundled`: the loader's bundled files with each variant
 * cut to its front matter, less its tests (src/shims/bundledFiles.ts says why).
 * The catalogue and the tests files stay whole.
 */
function bundledFrontMatter(): Plugin {
  const id = 'virtual:fairyforge-bundled';
  return {
    name: 'fairyforge-bundled-front-matter',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const files = Object.fromEntries(Object.entries(BUNDLED_FILES).map(([name, text]) => [name, name.endsWith('.md') ? withoutTests(frontMatterOnly(text)) : text]));
      return `export const BUNDLED_FILES = ${JSON.stringify(files)};`;
    },
  };
}

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
      // The loader's bundled variants, their prose left for on-demand loading (src/shims/bundledFiles.ts).
      { find: /^\.\/bundled\.generated\.ts$/, replacement: here('./src/shims/bundledFiles.ts') },
    ],
  },
  plugins: [bundledFrontMatter()],
  worker: { format: 'es', plugins: () => [bundledFrontMatter()] },
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
