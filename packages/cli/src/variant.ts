/** Loads the variant named on the command line, turning diagnostics into a printed failure. */
import { readdirSync } from 'node:fs';
import { parseFen, type Position } from '@fairyforge/core';
import { BUNDLED_VARIANTS_DIR, closest, formatDiagnostic, loadVariant, type Diagnostic, type LoadedVariant } from '@fairyforge/loader';
import { printable, printableDiagnostic, type Io } from './output.ts';
import { userPath } from './paths.ts';
import { ReportedError } from './reported.ts';

export { ReportedError };

/**
 * The slugs a bare name may refer to, for did-you-mean. The one place that
 * knows where the bundled variants live (today a directory of `.md` files;
 * the loader may embed them instead, and only this function changes).
 */
export function knownVariantSlugs(): string[] {
  try {
    return readdirSync(BUNDLED_VARIANTS_DIR)
      .filter((f) => f.endsWith('.md') && !/^(README|CHANGELOG|LICENSE)/i.test(f))
      .map((f) => f.slice(0, -3))
      .sort();
  } catch {
    return [];
  }
}

/** Same test as the loader's: a name with a slash or ending `.md` is a path, anything else a slug. */
const isPath = (name: string) => /[/\\]|\.md$/.test(name);

const cache = new Map<string, LoadedVariant>();

export function variantOrExit(name: string, io: Io): LoadedVariant {
  const key = isPath(name) ? userPath(name) : name;
  const hit = cache.get(key);
  if (hit) return hit;
  const r = loadVariant(key);
  if (!r.ok) {
    for (const d of r.diagnostics) io.err(formatDiagnostic(printableDiagnostic(withSuggestion(d, name))));
    throw new ReportedError(1);
  }
  cache.set(key, r.variant);
  return r.variant;
}

/** An unknown slug's diagnostic, with the closest known slug as its hint. */
function withSuggestion(d: Diagnostic, name: string): Diagnostic {
  if (d.code !== 'variant-unknown') return d;
  const best = closest(name, knownVariantSlugs());
  return best === undefined ? d : { ...d, hint: `did you mean '${best}'?` };
}

export function positionOrExit(v: LoadedVariant, fen: string | undefined, io: Io): Position {
  const r = parseFen(v.compiled, fen ?? v.spec.startFen);
  if (!r.ok) {
    io.err(`error: invalid FEN for ${v.slug}: ${printable(r.error)}`);
    throw new ReportedError(1);
  }
  return r.position;
}
