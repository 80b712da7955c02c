/**
 * What both entry points export unchanged: everything that takes no file
 * host, or takes it explicitly.
 */
export { BUNDLED_VARIANTS_DIR, bundledHost, withBundled, isBundledPath, memoryHost } from './bundled.ts';
export { BUNDLED_FILES } from './bundled.generated.ts';
export type { MemoryHost } from './memoryHost.ts';
export { baseName, type FileHost, type TextResult, type Containment } from './host.ts';
export { knownSlugs, MAX_INHERITANCE_DEPTH, type LoadedVariant, type LoadResult, type LoadOptions, type ResolvedPiece, type ValueOrigin, type OriginKind } from './load.ts';
export { parseVariantText, MAX_FILE_BYTES, type VariantFile, type ReadResult } from './variantFile.ts';
export { CATALOGUE_NAMES, type Catalogue, type CatalogueResult } from './catalogue.ts';
export { formatDiagnostic, sortDiagnostics, clip, type Diagnostic, type Severity } from './diagnostics.ts';
export { editDistance, closest } from './suggest.ts';
export type * from './types.ts';
export { isCatalogueFile, type ValidateOptions, type ValidationResult } from './validate.ts';
export { findDirectives, type SvgDirective } from './directives.ts';
export { bodyLimitDiagnostics, MAX_BODY_NESTING, MAX_BODY_DIRECTIVES, MAX_PARAGRAPH_DELIMITER_RUNS, MAX_PARAGRAPH_DELIMITERS, MAX_BODY_DELIMITER_RUNS } from './bodyLimits.ts';
export { runVariantTests, testsFileFor, MAX_TEST_PERFT_DEPTH, MAX_TEST_CASES, MAX_TEST_PERFT_POSITIONS } from './variantTests.ts';
export { isCssColour } from './css.ts';
export { MAX_ALIAS_COUNT, MAX_YAML_DEPTH } from './source.ts';
export { isSafeSlug } from './paths.ts';
