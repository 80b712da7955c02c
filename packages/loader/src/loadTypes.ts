/** What loading gives: the resolved, compiled variant or diagnostics, and the options it takes. */
import type { CompiledVariant, PieceSpec, VariantSpec } from '@fairyforge/core';
import type { Diagnostic } from './diagnostics.ts';
import type { FileHost } from './host.ts';
import type { ValueOrigin } from './origin.ts';
import type { YamlSource } from './source.ts';
import type { VariantFrontMatter } from './types.ts';

export interface ResolvedPiece extends PieceSpec {
  readonly origin: ValueOrigin;
}

export interface LoadedVariant {
  readonly file: string;
  readonly slug: string;
  readonly title: string;
  readonly frontMatter: VariantFrontMatter;
  /** The Markdown body after the front-matter, and the line it starts on. */
  readonly body: string;
  readonly bodyLine: number;
  readonly spec: VariantSpec;
  readonly compiled: CompiledVariant;
  /** Render settings after inheritance. */
  readonly render: Record<string, unknown>;
  /** Files of the inheritance chain, this file first. */
  readonly chain: readonly string[];
  /** The pieces, with where each definition came from. */
  readonly pieces: readonly ResolvedPiece[];
  /** For each rule (`setup`, `topology`, `rules.castling`, …): where its value came from. */
  readonly origins: Readonly<Record<string, ValueOrigin>>;
  /** The leaf file's own source, for validation that points into it. */
  readonly source: YamlSource;
  /** What loads but may not be what the author meant (a guessed catalogue letter, a pawn redefined as a plain piece). */
  readonly warnings: readonly Diagnostic[];
}

export type LoadResult = { ok: true; variant: LoadedVariant } | { ok: false; diagnostics: Diagnostic[] };

export interface LoadOptions {
  /**
   * Where files are read from. The Node entry point's default is the disk
   * (with the bundled variants); `@fairyforge/loader/pure`'s is the bundled
   * variants alone. Pass a `memoryHost` to load texts held in memory.
   */
  readonly host?: FileHost;
  /** Directories searched for parents and the catalogue (after the variant's own). Default: the bundled variants. */
  readonly variantDirs?: readonly string[];
  /**
   * Let `parent` be a path (`../shared/base`, `/abs/base`) and follow symbolic
   * links out of the searched directories. Off by default: variant files may
   * come from strangers, and a parent must not reach outside the variants root.
   */
  readonly allowParentOutside?: boolean;
}
