/**
 * Inheritance: the `engine` blocks of a chain merge root first. Mappings
 * merge key by key; anything else (lists, strings, numbers) is replaced by
 * the child's value. Each value remembers which file set it.
 */
import type { Origin } from './origin.ts';
import { isRecord } from './records.ts';
import type { YamlSource } from './source.ts';
import type { EngineConfig } from './types.ts';
import type { VariantFile } from './variantFile.ts';

/** Merges the engine blocks root-first and records which file set each value. */
export function mergeEngines(chain: readonly VariantFile[]): { engine: EngineConfig; origins: Map<string, Origin> } {
  const engine: Record<string, unknown> = {};
  const origins = new Map<string, Origin>();
  for (const vf of [...chain].reverse()) {
    if (isRecord(vf.data.engine)) deepMerge(engine, vf.data.engine, ['engine'], vf.src, origins);
  }
  return { engine: engine as EngineConfig, origins };
}

function deepMerge(target: Record<string, unknown>, from: Record<string, unknown>, path: string[], src: YamlSource, origins: Map<string, Origin>): void {
  for (const [k, val] of Object.entries(from)) {
    const p = [...path, k];
    const cur = Object.prototype.hasOwnProperty.call(target, k) ? target[k] : undefined;
    if (isRecord(val) && isRecord(cur)) deepMerge(cur, val, p, src, origins);
    else {
      // Keys such as `__proto__` stay plain data (reported later as bad letters
      // or unknown keys): defined, never assigned, so no prototype can change.
      Object.defineProperty(target, k, { value: isRecord(val) ? structuredClone(val) : val, writable: true, enumerable: true, configurable: true });
      for (const key of [...origins.keys()]) if (key.startsWith(p.join('.') + '.')) origins.delete(key);
      recordAll(val, p, src, origins);
    }
    origins.set(p.join('.'), { src, path: p });
  }
}

/** Records `src` as the origin of a value and of everything inside it. */
function recordAll(val: unknown, path: string[], src: YamlSource, origins: Map<string, Origin>): void {
  origins.set(path.join('.'), { src, path });
  if (isRecord(val)) for (const [k, v] of Object.entries(val)) recordAll(v, [...path, k], src, origins);
}
