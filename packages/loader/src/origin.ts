/**
 * Where values came from: every merged value keeps the file and YAML path
 * that set it, so a problem found anywhere in resolution is reported at the
 * line an author can change.
 */
import type { Diagnostic } from './diagnostics.ts';
import { locate, type Span, type YamlSource } from './source.ts';

/** Where a resolved value came from. */
export type OriginKind = 'file' | 'catalogue' | 'default';
export interface ValueOrigin {
  readonly kind: OriginKind;
  /** The file that set it (for `file` and `catalogue`). */
  readonly file?: string;
  readonly line?: number;
}

/** Where a merged value came from, for error positions. */
export interface Origin {
  readonly src: YamlSource;
  readonly path: (string | number)[];
}

/** An error diagnostic at an origin (or at the start of a file), optionally at characters inside its value. */
export function err(code: string, message: string, at: Origin | Diagnostic['file'], hint?: string, charIndex?: number, charLength?: number): Diagnostic {
  const pos: { file: string } & Span = typeof at === 'string' ? { file: at, line: 1, column: 1 } : { file: at.src.file, ...locate(at.src, at.path, charIndex, charLength) };
  return { severity: 'error', code, message, ...pos, ...(hint ? { hint } : {}) };
}

/** The file that set the longest prefix of `path`; `locate` falls back to the nearest node it has. */
export function originOf(origins: ReadonlyMap<string, Origin>, path: (string | number)[]): Origin | undefined {
  for (let n = path.length; n > 0; n--) {
    const o = origins.get(path.slice(0, n).join('.'));
    if (o) return { src: o.src, path };
  }
  return undefined;
}

export function fileOrigin(o: Origin): ValueOrigin {
  return { kind: 'file', file: o.src.file, line: locate(o.src, o.path).line };
}
