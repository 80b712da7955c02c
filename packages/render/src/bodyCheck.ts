/**
 * The loader's bounds on a rules text, applied where it is rendered: a
 * library caller may hand `renderPage` a body that was never validated, and
 * a body over a limit must be refused with the validator's message rather
 * than exhaust the stack or the memory inside `marked`.
 */
import { bodyLimitDiagnostics, type Diagnostic, type LoadedVariant } from '@fairyforge/loader';
import { RenderError } from './board.ts';

export function checkBody(v: Pick<LoadedVariant, 'body' | 'bodyLine' | 'file'>): Diagnostic[] {
  return bodyLimitDiagnostics(v.body, v.bodyLine, v.file);
}

/** Throws a RenderError, `file:line:column: message [code]`, for the first limit the body passes. */
export function assertBodyWithinLimits(v: Pick<LoadedVariant, 'body' | 'bodyLine' | 'file'>): void {
  const d = checkBody(v)[0];
  if (d) throw new RenderError(`${d.file}:${d.line}:${d.column}: ${d.message} [${d.code}]`);
}
