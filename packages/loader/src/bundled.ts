/**
 * The variants shipped with fairyforge, as a file host: the loader's default
 * place to find parents, the catalogue and variants named by slug. The texts
 * are a generated module, so they are found relative to this package, in Node
 * and in a browser alike.
 */
import { BUNDLED_FILES } from './bundled.generated.ts';
import type { FileHost } from './host.ts';
import { textHost, type MemoryHost } from './memoryHost.ts';

/** The directory name under which the bundled variants appear (in diagnostics, `chain`, `variantDirs`). */
export const BUNDLED_VARIANTS_DIR = 'fairyforge:variants';

export const bundledHost: FileHost = textHost(Object.fromEntries(Object.entries(BUNDLED_FILES).map(([name, text]) => [`${BUNDLED_VARIANTS_DIR}/${name}`, text])));

/** Whether a path names something among the bundled variants. */
export function isBundledPath(path: string): boolean {
  return path === BUNDLED_VARIANTS_DIR || path.startsWith(`${BUNDLED_VARIANTS_DIR}/`);
}

/**
 * A host that serves the bundled variants under BUNDLED_VARIANTS_DIR and
 * everything else from `host`.
 */
export function withBundled(host: FileHost): FileHost {
  const pick = (p: string) => (isBundledPath(p) ? bundledHost : host);
  return {
    resolve: (p) => pick(p).resolve(p),
    dirname: (f) => pick(f).dirname(f),
    basename: (f) => pick(f).basename(f),
    join: (d, n) => pick(d).join(d, n),
    read: (f, max) => pick(f).read(f, max),
    exists: (f) => pick(f).exists(f),
    list: (d) => pick(d).list(d),
    containment: (d, f) => (isBundledPath(d) !== isBundledPath(f) ? { kind: 'outside', target: f } : pick(f).containment(d, f)),
    stamp: (f) => pick(f).stamp(f),
  };
}

/**
 * A host over texts held in memory (`{ '/mine/x.md': text }`; relative paths
 * are taken from `cwd`, default `/`), with the bundled variants beside them,
 * so a variant in memory may name a bundled parent.
 */
export function memoryHost(files: Readonly<Record<string, string>> = {}, options: { cwd?: string } = {}): MemoryHost {
  const own = textHost(files, options);
  return { ...withBundled(own), set: own.set, delete: own.delete };
}
