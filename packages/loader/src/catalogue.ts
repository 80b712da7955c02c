/**
 * The piece catalogue: named pieces with a default letter and their Betza.
 * Read from `pieces.yaml` (or `pieces.json`) in the variants directory.
 */
import { compileBetza } from '@fairyforge/betza';
import { clip, type Diagnostic } from './diagnostics.ts';
import type { FileHost } from './host.ts';
import { schemaDiagnostics } from './schema.ts';
import { locate, parseYamlSource, toData, type YamlSource } from './source.ts';
import type { CatalogueEntry, PieceCatalogue } from './types.ts';
import { MAX_FILE_BYTES } from './variantFile.ts';

export interface Catalogue {
  readonly source: YamlSource | null;
  readonly entries: ReadonlyMap<string, CatalogueEntry>;
}

export const CATALOGUE_NAMES = ['pieces.yaml', 'pieces.yml', 'pieces.json'];

export function catalogueFile(dir: string, host: FileHost): string | null {
  for (const name of CATALOGUE_NAMES) {
    const f = host.join(dir, name);
    if (host.exists(f)) return f;
  }
  return null;
}

export type CatalogueResult = { ok: true; catalogue: Catalogue } | { ok: false; diagnostics: Diagnostic[] };

// Per host, while the host's stamp for the file stays the same.
const cacheByHost = new WeakMap<FileHost, Map<string, { stamp: string; result: CatalogueResult }>>();

/** Loads and checks a catalogue (kept while the file is unchanged). */
export function loadCatalogue(file: string, host: FileHost): CatalogueResult {
  let cache = cacheByHost.get(host);
  if (!cache) cacheByHost.set(host, (cache = new Map()));
  const stamp = host.stamp(file);
  const hit = cache.get(file);
  if (hit && stamp !== null && hit.stamp === stamp) return hit.result;
  const result = readCatalogue(file, host);
  if (stamp !== null) cache.set(file, { stamp, result });
  return result;
}

function readCatalogue(file: string, host: FileHost): CatalogueResult {
  const t = host.read(file, MAX_FILE_BYTES);
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
