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
export { readVariantFile, parseVariantText, readText, MAX_FILE_BYTES, type VariantFile } from './variantFile.ts';
export { loadCatalogue, catalogueFile, CATALOGUE_NAMES, type Catalogue } from './catalogue.ts';
export { formatDiagnostic, sortDiagnostics, clip, type Diagnostic, type Severity } from './diagnostics.ts';
export { editDistance, closest } from './suggest.ts';
export type * from './types.ts';
export { validateVariantFile, validateVariantSource, validateCatalogueFile, isCatalogueFile, type ValidateOptions, type ValidationResult } from './validate.ts';
export { findDirectives, type SvgDirective } from './directives.ts';
export { runVariantTests, readTestsFile, testsFileFor, MAX_TEST_PERFT_DEPTH, MAX_TEST_CASES, MAX_TEST_PERFT_POSITIONS } from './variantTests.ts';
export { isCssColour } from './css.ts';
export { MAX_ALIAS_COUNT, MAX_YAML_DEPTH } from './source.ts';
export { isSafeSlug, containment, type Containment } from './paths.ts';
