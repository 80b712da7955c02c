/**
 * The loader's file-reading API with a default host filled in. The Node entry
 * point binds the disk (`nodeHost`), the browser-safe entry point the bundled
 * variants alone; a caller may still pass `{ host }` to any of them.
 */
import { catalogueFile as catalogueFileIn, loadCatalogue as loadCatalogueIn } from './catalogue.ts';
import type { FileHost } from './host.ts';
import { findVariantFile as findIn, loadVariant as loadIn, loadVariantFile as loadFileIn, loadVariantSource as loadSourceIn, type LoadOptions } from './load.ts';
import { validateCatalogueFile as validateCatalogueIn, validateVariantFile as validateFileIn, validateVariantSource as validateSourceIn, type ValidateOptions } from './validate.ts';
import { readTestsFile as readTestsIn } from './variantTests.ts';
import { readVariantFile as readVariantIn } from './variantFile.ts';

export function loaderFor(defaultHost: FileHost) {
  const opts = <O extends { readonly host?: FileHost }>(o: O): O & { host: FileHost } => ({ ...o, host: o.host ?? defaultHost });
  return {
    /** Loads a variant given a slug (in `variantDirs`, by default the bundled variants) or a path to a file. */
    loadVariant: (nameOrPath: string, options: LoadOptions = {}) => loadIn(nameOrPath, opts(options)),
    /** Loads a variant by file path. */
    loadVariantFile: (path: string, options: LoadOptions = {}) => loadFileIn(path, opts(options)),
    /** Loads a variant from its text, as if it were the file `fileName` (parents come from the host). */
    loadVariantSource: (text: string, fileName: string, options: LoadOptions = {}) => loadSourceIn(text, fileName, opts(options)),
    /** The file of a variant slug: `<dir>/<slug>.md`, else a file in a directory declaring that slug. */
    findVariantFile: (slug: string, dirs: readonly string[], options: Pick<LoadOptions, 'allowParentOutside' | 'host'> = {}) => findIn(slug, dirs, opts(options)),
    /** Everything the loader checks, plus render settings, directives, slugs, warnings and the variant's own tests. */
    validateVariantFile: (path: string, options: ValidateOptions = {}) => validateFileIn(path, opts(options)),
    validateVariantSource: (text: string, fileName: string, options: ValidateOptions = {}) => validateSourceIn(text, fileName, opts(options)),
    validateCatalogueFile: (path: string, options: Pick<LoadOptions, 'host'> = {}) => validateCatalogueIn(path, opts(options)),
    /** Reads and schema-checks one variant file, without its parents. */
    readVariantFile: (file: string, host: FileHost = defaultHost) => readVariantIn(file, host),
    /** The catalogue file of a directory (`pieces.yaml`, `pieces.yml` or `pieces.json`), or null. */
    catalogueFile: (dir: string, host: FileHost = defaultHost) => catalogueFileIn(dir, host),
    loadCatalogue: (file: string, host: FileHost = defaultHost) => loadCatalogueIn(file, host),
    /** Reads a variant's sibling `<name>.tests.yaml`, if there is one. */
    readTestsFile: (file: string, host: FileHost = defaultHost) => readTestsIn(file, host),
  };
}
