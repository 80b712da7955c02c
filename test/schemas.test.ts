/** The committed JSON Schemas are exactly what the TypeScript types generate. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSchemas } from '../packages/loader/scripts/schemaBuilder.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('schemas/ and the precompiled validators', () => {
  const built = buildSchemas();
  const schemas = built.filter((b) => b.file.startsWith('schemas/'));
  it('has the three schemas', () => expect(schemas.map((b) => b.file).sort()).toEqual(['schemas/pieces.schema.json', 'schemas/variant-tests.schema.json', 'schemas/variant.schema.json']));
  it.each(built.map((b) => [b.file, b.text] as const))('%s regenerates byte for byte (run `pnpm schemas` after changing the types)', (file, text) => {
    expect(readFileSync(root + file, 'utf8')).toBe(text);
  });
  it('describes every property, so editors can show help', () => {
    const missing: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return;
      const props = (node as { properties?: Record<string, unknown> }).properties;
      for (const [k, v] of Object.entries(props ?? {})) {
        if (!(v as { description?: string }).description) missing.push(`${path}.${k}`);
      }
      for (const [k, v] of Object.entries(node)) walk(v, `${path}/${k}`);
    };
    for (const b of schemas) walk(JSON.parse(b.text), b.file);
    expect(missing).toEqual([]);
  });
});
