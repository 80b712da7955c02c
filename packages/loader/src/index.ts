export { loadVariant, loadVariantFile, readVariantFile, findVariantFile, editDistance, BUNDLED_VARIANTS_DIR, type LoadedVariant, type LoadResult, type LoadOptions } from './load.ts';
export { loadCatalogue, catalogueFile, type Catalogue } from './catalogue.ts';
export { formatDiagnostic, type Diagnostic, type Severity } from './diagnostics.ts';
export type * from './types.ts';
