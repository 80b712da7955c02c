/**
 * Diagnostics are values: every problem found while loading becomes one,
 * pinned to a file, line and column (1-based). Nothing is thrown at callers.
 */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  readonly severity: Severity;
  /** Stable, machine-readable code, e.g. `setup-unknown-piece`. */
  readonly code: string;
  readonly message: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly hint?: string;
}

export type Loaded<T> = { ok: true; value: T; warnings: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

/** `file:line:column: error: message` — the form editors and terminals link. */
export function formatDiagnostic(d: Diagnostic): string {
  const hint = d.hint ? `\n  hint: ${d.hint}` : '';
  return `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]${hint}`;
}
