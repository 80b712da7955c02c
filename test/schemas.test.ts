/** The committed JSON Schemas are exactly what the TypeScript types generate. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSchemas } from '../packages/loader/scripts/schemaBuilder.ts';
import { loadVariantSource, memoryHost } from '@fairyforge/loader';

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

  // The validators are compiled without the descriptions (56 kB of prose in every bundle that validates, the playground's
  // first load among them); a property that is itself named `description` is still checked.
  it('compiles the validators without the descriptions, but checks a property named description', () => {
    const prose: string[] = [];
    const walk = (node: unknown, key: string) => {
      if (typeof node !== 'object' || node === null) return;
      for (const [k, v] of Object.entries(node)) {
        if (k === 'description' && key !== 'properties' && typeof v === 'string' && v.length > 30) prose.push(v);
        walk(v, k);
      }
    };
    for (const b of schemas) walk(JSON.parse(b.text), '');
    expect(prose.length).toBeGreaterThan(100);
    const validators = built.filter((b) => b.file.endsWith('.validate.js')).map((b) => b.text).join('\n');
    expect(prose.filter((d) => validators.includes(JSON.stringify(d).slice(1, -1)))).toEqual([]);
    const source = (description: string) =>
      ['---', 'title: Odd', 'engine:', '  topology: { type: grid, rows: 8, cols: 8 }', '  players: [white, black]', '  pieces:', `    A: { betza: W, name: stepper, description: ${description} }`, '  setup: "4k3/8/8/8/8/8/8/A3K3 w - - 0 1"', '---', ''].join('\n');
    const load = (text: string) => loadVariantSource(text, '/odd.md', { host: memoryHost({ '/odd.md': text }) });
    const good = load(source('"steps one square"'));
    expect(good.ok ? [] : good.diagnostics.map((d) => d.message)).toEqual([]);
    const bad = load(source('7'));
    expect(bad.ok ? '' : bad.diagnostics.map((d) => d.message).join('\n')).toMatch(/description/);
  });
});
