/**
 * `@fairyforge/loader/pure`: the loader for any JavaScript runtime — a
 * browser, a worker, Deno — with no Node API and no file system. Texts come
 * from a host: by default the variants bundled with fairyforge; pass
 * `{ host: memoryHost({...}) }` for files of your own (their parents may be
 * bundled variants).
 *
 *   const r = loadVariantSource(text, '/mine/my-variant.md');
 *   if (r.ok) perft(startPosition(r.variant.compiled), 3);
 */
import { BUNDLED_VARIANTS_DIR, bundledHost } from './bundled.ts';
import { loaderFor } from './bind.ts';

export * from './shared.ts';

export const {
  loadVariant,
  loadVariantFile,
  loadVariantSource,
  findVariantFile,
  validateVariantFile,
  validateVariantSource,
  validateCatalogueFile,
  readVariantFile,
  catalogueFile,
  loadCatalogue,
  readTestsFile,
} = loaderFor(bundledHost);

/** The slugs of the bundled variants. */
export function bundledSlugs(): string[] {
  return (bundledHost.list(BUNDLED_VARIANTS_DIR) ?? []).filter((n) => n.endsWith('.md')).map((n) => n.slice(0, -3));
}
