/** The state that resolution's phases share (see resolve.ts). */
import type { Diagnostic } from './diagnostics.ts';
import type { Origin } from './origin.ts';
import type { EngineConfig } from './types.ts';
import type { VariantFile } from './variantFile.ts';

/** What every phase reads and adds to. */
export interface Resolution {
  readonly leaf: VariantFile;
  readonly engine: EngineConfig;
  readonly origins: ReadonlyMap<string, Origin>;
  /** The leaf's `engine`, where a value with no origin is reported. */
  readonly leafAt: Origin;
  /** Where the value at `path` was set (or the leaf's `engine`). */
  at(path: (string | number)[]): Origin;
  readonly diags: Diagnostic[];
  /** Warnings: the variant loads, and carries them (LoadedVariant.warnings). */
  readonly warnings: Diagnostic[];
  rows: number;
  cols: number;
}

