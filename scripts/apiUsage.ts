/**
 * Who uses what a package exports. A package's index should export only what
 * something outside the package uses — another package, a test in test/, a
 * script, the benchmark, an example in a README — or what its README
 * documents as public API. test/exports.test.ts holds every package to that.
 *
 * Uses are found in the text of import statements naming the package
 * (`import { a, type B } from '@fairyforge/core'`, `export { a } from`,
 * `const { a } = await import(...)`, `import * as ns` then `ns.a`), so code
 * inside template strings — the packaging test's programs — counts too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE_FILE = /\.(ts|mts|mjs|js)$/;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' || e.name === 'fixtures' || e.name === 'oracle' ? [] : walk(p);
    return SOURCE_FILE.test(e.name) ? [p] : [];
  });
}

/** The code blocks of a Markdown file (```-fenced), joined. */
export function markdownCode(text: string): string {
  return [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]).join('\n');
}

/** A text that may use packages, and where it comes from (a path relative to the root). */
export interface Consumer {
  readonly path: string;
  readonly text: string;
}

/**
 * Every text outside package `pkg` that may import it: the other packages'
 * sources and scripts, test/, scripts/, and the code in the READMEs (the
 * package's own README too: its example is what users copy).
 */
export function consumersOf(root: string, pkg: string): Consumer[] {
  const packages = readdirSync(join(root, 'packages'));
  const files = [
    ...packages.filter((p) => p !== pkg).flatMap((p) => walk(join(root, 'packages', p))),
    ...walk(join(root, 'test')),
    ...walk(join(root, 'scripts')),
  ];
  const code = files.map((f) => ({ path: relative(root, f), text: readFileSync(f, 'utf8') }));
  const readmes = [join(root, 'README.md'), ...packages.map((p) => join(root, 'packages', p, 'README.md'))].filter((f) => existsSync(f));
  return [...code, ...readmes.map((f) => ({ path: relative(root, f), text: markdownCode(readFileSync(f, 'utf8')) }))];
}

/** `a, type B, c as d` -> a, B, c. */
function bindingNames(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').trim().replace(/^type\s+/, '').split(/\s+as\s+|\s*:\s*/)[0]!.trim())
    .filter((s) => /^[A-Za-z_$][\w$]*$/.test(s));
}

/**
 * The names of package `pkg` (entry `entry`: '.' or './pure') that `text` imports.
 * Specifiers are matched exactly, so `@fairyforge/loader` is not `@fairyforge/loader/pure`.
 */
export function importedNames(text: string, pkg: string, entry: string): Set<string> {
  const spec = `@fairyforge/${pkg}${entry === '.' ? '' : entry.slice(1)}`.replace(/[/.]/g, '\\$&');
  const q = `['"]${spec}['"]`;
  const names = new Set<string>();
  const lists = [
    new RegExp(`(?:import|export)\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*${q}`, 'g'),
    new RegExp(`\\{([^}]*)\\}\\s*=\\s*await\\s+import\\(\\s*${q}\\s*\\)`, 'g'),
  ];
  for (const re of lists) for (const m of text.matchAll(re)) for (const n of bindingNames(m[1]!)) names.add(n);
  // A namespace — `import * as ns from`, `ns = await import(...)`, vitest's importOriginal — then `ns.name`.
  const namespaces = [
    new RegExp(`import\\s+(?:type\\s+)?\\*\\s+as\\s+([\\w$]+)\\s+from\\s*${q}`, 'g'),
    new RegExp(`([\\w$]+)\\s*=\\s*await\\s+(?:import\\(\\s*${q}\\s*\\)|importOriginal<typeof import\\(\\s*${q}\\s*\\)>\\(\\))`, 'g'),
  ];
  for (const re of namespaces) {
    for (const m of text.matchAll(re)) {
      for (const u of text.matchAll(new RegExp(`\\b${m[1]!.replace(/\$/g, '\\$')}\\.([\\w$]+)`, 'g'))) names.add(u[1]!);
    }
  }
  return names;
}

/** For each exported name, the consumers that use it (empty: nobody outside the package). */
export function usesOf(consumers: readonly Consumer[], pkg: string, entry: string, exported: readonly string[]): Map<string, string[]> {
  const uses = new Map<string, string[]>(exported.map((n) => [n, []]));
  for (const c of consumers) {
    for (const n of importedNames(c.text, pkg, entry)) uses.get(n)?.push(c.path);
  }
  return uses;
}

/**
 * The identifiers a README documents: those in its inline code spans and code
 * blocks. Reading the whole README and the package's own README lets a name be
 * public by being described, such as the loader's host API.
 */
export function documentedNames(markdown: string): Set<string> {
  const code = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]).join('\n') + '\n' + markdownCode(markdown);
  return new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

/** Why a package may export a name, or `unused`. */
export type Standing = { readonly kind: 'used'; readonly by: readonly string[] } | { readonly kind: 'documented' } | { readonly kind: 'in-signature'; readonly of: string } | { readonly kind: 'unused' };

/** One package's exports (any entry point) with their signature text, as apiEntries gives them. */
export type PackageApi = ReadonlyMap<string, readonly { readonly name: string; readonly lines: readonly string[] }[]>;

/**
 * Why each name of package `pkg` is exported: used outside the package (any
 * entry point), documented in the root or the package's README, or a type
 * named in the signature of a name kept for one of those reasons (so that
 * the parameter and result types of a public function stay nameable).
 */
export function auditExports(root: string, pkg: string, api: PackageApi): Map<string, Standing> {
  const consumers = consumersOf(root, pkg);
  const docs = new Set([...documentedNames(readFileSync(join(root, 'README.md'), 'utf8')), ...documentedNames(readFileSync(join(root, 'packages', pkg, 'README.md'), 'utf8'))]);
  const entries = [...api.values()].flat();
  const standing = new Map<string, Standing>();
  for (const [entry, list] of api) {
    const uses = usesOf(consumers, pkg, entry, list.map((e) => e.name));
    for (const [name, by] of uses) {
      const prior = standing.get(name);
      if (by.length > 0) standing.set(name, { kind: 'used', by: [...(prior?.kind === 'used' ? prior.by : []), ...by] });
      else if (!prior) standing.set(name, docs.has(name) ? { kind: 'documented' } : { kind: 'unused' });
    }
  }
  // Until nothing changes: a kept name's signature keeps the names it mentions.
  for (let changed = true; changed; ) {
    changed = false;
    for (const e of entries) {
      if (standing.get(e.name)?.kind === 'unused') continue;
      const mentioned = new Set(e.lines.join('\n').match(/[A-Za-z_$][\w$]*/g) ?? []);
      for (const [name, s] of standing) {
        if (s.kind === 'unused' && name !== e.name && mentioned.has(name)) {
          standing.set(name, { kind: 'in-signature', of: e.name });
          changed = true;
        }
      }
    }
  }
  return standing;
}
