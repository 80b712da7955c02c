/**
 * What both entry points export unchanged: everything that takes no file
 * host, or takes it explicitly. Only what another package, a test, a script
 * or a README uses (test/exports.test.ts keeps it so); packages/loader/api.md
 * lists every name with its type.
 */
export { BUNDLED_VARIANTS_DIR, withBundled, memoryHost } from './bundled.ts';
export { BUNDLED_FILES } from './bundled.generated.ts';
export type { MemoryHost } from './memoryHost.ts';
export type { FileHost, TextResult, Containment } from './host.ts';
export { MAX_INHERITANCE_DEPTH, type LoadedVariant, type LoadResult, type LoadOptions, type ResolvedPiece, type ValueOrigin, type OriginKind } from './load.ts';
export { MAX_FILE_BYTES, type VariantFile, type ReadResult } from './variantFile.ts';
export type { Catalogue, CatalogueResult } from './catalogue.ts';
export { formatDiagnostic, sortDiagnostics, clip, type Diagnostic, type Severity } from './diagnostics.ts';
export { closest } from './suggest.ts';
// The variant file's schema types; the schema generator reads types.ts itself.
export type {
  VariantFrontMatter,
  EngineConfig,
  TopologyConfig,
  PieceDefinition,
  CastlingConfig,
  PerSide,
  PromotionConfig,
  RulesConfig,
  MoveRuleConfig,
  RenderConfig,
  VariantTestCase,
  CatalogueEntry,
} from './types.ts';
export { isCatalogueFile, type ValidateOptions, type ValidationResult } from './validate.ts';
export { findDirectives, type SvgDirective } from './directives.ts';
export { runVariantTests } from './variantTests.ts';
export { bodyLimitDiagnostics } from './bodyLimits.ts';
export { exportIni, type IniExport, type IniProblem } from './iniExport.ts';
export { importIni, sameRules, type IniImport, type IniImportOptions, type IniSectionImport } from './iniImport.ts';
