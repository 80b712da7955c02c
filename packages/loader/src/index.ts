/**
 * `@fairyforge/loader` for Node: the same API as `@fairyforge/loader/pure`,
 * reading files from disk (paths relative to the working directory), with
 * the bundled variants as the default place to find parents and slugs.
 */
import { loaderFor } from './bind.ts';
import { nodeHost } from './node/fsHost.ts';

export * from './shared.ts';
export { bundledSlugs } from './pure.ts';
export { nodeHost, fsHost, readText, containment } from './node/fsHost.ts';

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
} = loaderFor(nodeHost);
