/** Loads the variant named on the command line, turning diagnostics into a printed failure. */
import { parseFen, type Position } from '@fairyforge/core';
import { formatDiagnostic, loadVariant, type LoadedVariant } from '@fairyforge/loader';
import { printable, printableDiagnostic, type Io } from './output.ts';

export class ReportedError extends Error {
  constructor(readonly exitCode: number) {
    super('reported');
  }
}

const cache = new Map<string, LoadedVariant>();

export function variantOrExit(name: string, io: Io): LoadedVariant {
  const hit = cache.get(name);
  if (hit) return hit;
  const r = loadVariant(name);
  if (!r.ok) {
    for (const d of r.diagnostics) io.err(formatDiagnostic(printableDiagnostic(d)));
    throw new ReportedError(1);
  }
  cache.set(name, r.variant);
  return r.variant;
}

export function positionOrExit(v: LoadedVariant, fen: string | undefined, io: Io): Position {
  const r = parseFen(v.compiled, fen ?? v.spec.startFen);
  if (!r.ok) {
    io.err(`error: invalid FEN for ${v.slug}: ${printable(r.error)}`);
    throw new ReportedError(1);
  }
  return r.position;
}
