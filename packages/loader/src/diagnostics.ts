/**
 * Diagnostics are values: every problem found while loading or validating
 * becomes one, pinned to a file and a 1-based line and column (and, where the
 * culprit is a value or a key, where it ends). Nothing is thrown at callers.
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
  readonly endLine?: number;
  readonly endColumn?: number;
  readonly hint?: string;
}

/** An error at a position (by default the start of the file). */
export function errorAt(file: string, code: string, message: string, line = 1, column = 1, hint?: string): Diagnostic {
  return { severity: 'error', code, message, file, line, column, ...(hint ? { hint } : {}) };
}

/** `file:line:column: error: message [code]` — the form editors and terminals link. */
export function formatDiagnostic(d: Diagnostic): string {
  const hint = d.hint ? `\n  hint: ${d.hint}` : '';
  return `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]${hint}`;
}

/** Orders diagnostics by file, then position. */
export function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  return [...ds].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
}

/** A value quoted in a message, cut to `max` characters so hostile input cannot flood the output. */
export function clip(value: string, max = 60): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}
