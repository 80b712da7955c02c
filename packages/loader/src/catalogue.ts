/**
 * The piece catalogue: named pieces with a default letter and their Betza.
 * Read from `pieces.yaml` (or `pieces.json`) in the variants directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from './diagnostics.ts';
import { locate, parseYamlSource, toData, type YamlSource } from './source.ts';
import type { CatalogueEntry } from './types.ts';

export interface Catalogue {
  readonly source: YamlSource | null;
  readonly entries: ReadonlyMap<string, CatalogueEntry>;
}

export function catalogueFile(dir: string): string | null {
  for (const name of ['pieces.yaml', 'pieces.yml', 'pieces.json']) {
    const f = join(dir, name);
    if (existsSync(f)) return f;
  }
  return null;
}

export function loadCatalogue(file: string): { ok: true; catalogue: Catalogue } | { ok: false; diagnostics: Diagnostic[] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return { ok: false, diagnostics: [ioError(file, e)] };
  }
  // JSON is YAML, so one parser serves both formats with positions.
  const parsed = parseYamlSource(file, text.replace(/^\uFEFF/, ''));
  if (!parsed.ok) return parsed;
  const src = parsed.source;
  const js = toData(src);
  if (!js.ok) return js;
  const data = js.data;
  const pieces = (data as { pieces?: unknown } | null)?.pieces;
  if (!isRecord(pieces)) {
    return { ok: false, diagnostics: [{ severity: 'error', code: 'catalogue-shape', message: 'the catalogue must have a `pieces` mapping', file, ...locate(src, ['pieces']) }] };
  }
  const entries = new Map<string, CatalogueEntry>();
  const diagnostics: Diagnostic[] = [];
  for (const [name, entry] of Object.entries(pieces)) {
    if (!isRecord(entry) || typeof entry.betza !== 'string' || typeof entry.letter !== 'string') {
      diagnostics.push({ severity: 'error', code: 'catalogue-entry', message: `piece '${name}' needs a string \`letter\` and \`betza\``, file, ...locate(src, ['pieces', name]) });
      continue;
    }
    entries.set(name, entry as unknown as CatalogueEntry);
  }
  if (diagnostics.length) return { ok: false, diagnostics };
  return { ok: true, catalogue: { source: src, entries } };
}

export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export function ioError(file: string, e: unknown): Diagnostic {
  const code = (e as { code?: string }).code;
  const message = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a directory, not a file' : `cannot read: ${(e as Error).message}`;
  return { severity: 'error', code: 'io', message, file, line: 1, column: 1 };
}
