/**
 * The piece catalogue: named pieces with a default letter and their Betza.
 * Read from `pieces.yaml` (or `pieces.json`) in the variants directory.
 */
import { compileBetza } from '@fairyforge/betza';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { clip, type Diagnostic } from './diagnostics.ts';
import { schemaDiagnostics } from './schema.ts';
import { locate, parseYamlSource, toData, type YamlSource } from './source.ts';
import type { CatalogueEntry, PieceCatalogue } from './types.ts';
import { readText } from './variantFile.ts';

export interface Catalogue {
  readonly source: YamlSource | null;
  readonly entries: ReadonlyMap<string, CatalogueEntry>;
}

export const CATALOGUE_NAMES = ['pieces.yaml', 'pieces.yml', 'pieces.json'];

export function catalogueFile(dir: string): string | null {
  for (const name of CATALOGUE_NAMES) {
    const f = join(dir, name);
    if (existsSync(f)) return f;
  }
  return null;
}

const cache = new Map<string, { ok: true; catalogue: Catalogue } | { ok: false; diagnostics: Diagnostic[] }>();

/** Loads and checks a catalogue (cached per file for the life of the process). */
export function loadCatalogue(file: string): { ok: true; catalogue: Catalogue } | { ok: false; diagnostics: Diagnostic[] } {
  const hit = cache.get(file);
  if (hit) return hit;
  const r = readCatalogue(file);
  cache.set(file, r);
  return r;
}

function readCatalogue(file: string): { ok: true; catalogue: Catalogue } | { ok: false; diagnostics: Diagnostic[] } {
  const t = readText(file);
  if (!t.ok) return t;
  // JSON is YAML, so one parser serves both formats, with positions.
  const parsed = parseYamlSource(file, t.text.replace(/^\uFEFF/, ''));
  if (!parsed.ok) return parsed;
  const src = parsed.source;
  const js = toData(src);
  if (!js.ok) return js;
  const schema = schemaDiagnostics('pieces', js.data, src);
  if (schema.length) return { ok: false, diagnostics: schema };
  const entries = new Map<string, CatalogueEntry>();
  const diagnostics: Diagnostic[] = [];
  for (const [name, entry] of Object.entries((js.data as PieceCatalogue).pieces)) {
    const r = compileBetza(entry.betza);
    if (!r.ok) {
      const e = r.errors[0]!;
      diagnostics.push({ severity: 'error', code: 'betza', message: `piece '${clip(name)}': Betza "${clip(entry.betza)}": ${e.message}`, file, ...locate(src, ['pieces', name, 'betza'], e.column, Math.max(1, e.length)) });
    }
    entries.set(name, entry);
  }
  if (diagnostics.length) return { ok: false, diagnostics };
  return { ok: true, catalogue: { source: src, entries } };
}

export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
