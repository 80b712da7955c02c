export {
  loadVariant,
  loadVariantFile,
  loadVariantSource,
  findVariantFile,
  BUNDLED_VARIANTS_DIR,
  MAX_INHERITANCE_DEPTH,
  type LoadedVariant,
  type LoadResult,
  type LoadOptions,
  type ResolvedPiece,
  type ValueOrigin,
  type OriginKind,
} from './load.ts';
export { readVariantFile, parseVariantText, MAX_FILE_BYTES, type VariantFile } from './variantFile.ts';
export { loadCatalogue, catalogueFile, CATALOGUE_NAMES, type Catalogue } from './catalogue.ts';
export { formatDiagnostic, sortDiagnostics, type Diagnostic, type Severity } from './diagnostics.ts';
export { editDistance, closest } from './suggest.ts';
export type * from './types.ts';
export { validateVariantFile, validateVariantSource, validateCatalogueFile, isCatalogueFile, type ValidateOptions, type ValidationResult } from './validate.ts';
export { findDirectives, type SvgDirective } from './directives.ts';
export { runVariantTests, readTestsFile, testsFileFor, MAX_TEST_PERFT_DEPTH } from './variantTests.ts';
export { isCssColour } from './css.ts';
