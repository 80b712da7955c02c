/** Loads the variant named on the command line, turning diagnostics into a printed failure. */
import { parseFen, playableProblem, type Position } from '@fairyforge/core';
// An unknown slug's diagnostic carries its did-you-mean from the loader, which knows the bundled slugs.
import { formatDiagnostic, loadVariant, type LoadedVariant } from '@fairyforge/loader';
import { printable, printableDiagnostic, type Io } from './output.ts';
import { userPath } from './paths.ts';
import { ReportedError } from './reported.ts';

export { ReportedError };

/** Same test as the loader's: a name with a slash or ending `.md` is a path, anything else a slug. */
const isPath = (name: string) => /[/\\]|\.md$/.test(name);

const cache = new Map<string, LoadedVariant>();

export function variantOrExit(name: string, io: Io): LoadedVariant {
  const key = isPath(name) ? userPath(name) : name;
  const hit = cache.get(key);
  if (hit) return hit;
  const r = loadVariant(key);
  if (!r.ok) {
    for (const d of r.diagnostics) io.err(formatDiagnostic(printableDiagnostic(d)));
    throw new ReportedError(1);
  }
  cache.set(key, r.variant);
  return r.variant;
}

export function positionOrExit(v: LoadedVariant, fen: string | undefined, io: Io, playable = true): Position {
  const parsed = parseFen(v.compiled, fen ?? v.spec.startFen);
  // A position to play from: both royal pieces there, none of them capturable. A picture needs neither.
  const r = parsed.ok && playable ? (playableProblem(parsed.position) ?? parsed) : parsed;
  if (!r.ok) {
    io.err(`error: invalid FEN for ${v.slug}: ${printable(r.error)}`);
    throw new ReportedError(1);
  }
  return r.position;
}
