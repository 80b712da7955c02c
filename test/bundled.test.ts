/**
 * The bundled variants are a generated module (packages/loader/src/bundled.generated.ts),
 * so they travel inside the loader package: it must hold exactly what variants/ holds.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUNDLED_FILES, BUNDLED_VARIANTS_DIR, bundledSlugs, loadVariant, loadVariantFile } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { bundledModule } from '../packages/loader/scripts/generateBundled.ts';

const generated = fileURLToPath(new URL('../packages/loader/src/bundled.generated.ts', import.meta.url));

describe('the bundled variants', () => {
  it('are up to date with variants/ (else: pnpm generate)', () => {
    expect(readFileSync(generated, 'utf8') === bundledModule(), 'packages/loader/src/bundled.generated.ts is out of date: run pnpm generate').toBe(true);
  });

  it('hold every variant file, the catalogue and the seed byte for byte', () => {
    const seed = readFileSync(fileURLToPath(new URL('../variants/wildebeest.md', import.meta.url)), 'utf8');
    expect(BUNDLED_FILES['wildebeest.md']).toBe(seed);
    expect(Object.keys(BUNDLED_FILES)).toContain('pieces.yaml');
    expect(Object.keys(BUNDLED_FILES)).toContain('wildebeest.tests.yaml');
    expect(bundledSlugs()).toContain('wildebeest');
    expect(bundledSlugs()).not.toContain('pieces');
  });

  it('load by slug from the bundle, and by path from the disk', () => {
    const bySlug = loadVariant('wildebeest');
    expect(bySlug.ok && bySlug.variant.chain).toEqual([`${BUNDLED_VARIANTS_DIR}/wildebeest.md`, `${BUNDLED_VARIANTS_DIR}/chess.md`]);
    const byPath = loadVariantFile('variants/wildebeest.md');
    expect(byPath.ok && byPath.variant.chain.map((f) => f.replace(/\\/g, '/').replace(/^.*\/variants\//, 'variants/'))).toEqual(['variants/wildebeest.md', 'variants/chess.md']);
  });

  it('suggest a slug for a typo', () => {
    const r = loadVariant('wildebest');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.diagnostics[0]).toMatchObject({ code: 'variant-unknown', hint: "did you mean 'wildebeest'?" });
  });
});
