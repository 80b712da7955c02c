/**
 * The compiled tables of every shipped variant, pinned by a hash of each of
 * their arrays: refactoring the compiler (or anything it reads) must not
 * change a single entry, since the kernel's speed and the oracle's counts
 * both rest on their exact layout. A few extra pieces cover what the shipped
 * variants do not (lame and jumping leapers, hoppers, repeated moves, initial
 * reach). If a change is meant to alter the tables, update the snapshot and
 * say why in the commit.
 */
import { createHash } from 'node:crypto';
import { compileVariant, type CompiledVariant, type VariantSpec } from '@fairyforge/core';
import { bundledSlugs, loadVariant } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { chessSpec } from '../packages/core/src/specs.fixture.ts';

const hex = (data: string | ArrayBufferView): string =>
  createHash('sha256')
    .update(typeof data === 'string' ? data : new Uint8Array(data.buffer, data.byteOffset, data.byteLength))
    .digest('hex')
    .slice(0, 16);

/** One hash per field: typed arrays by their bytes (and type), everything else but the spec and geometry by its JSON. */
function tableHashes(v: CompiledVariant): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(v).sort()) {
    if (key === 'spec' || key === 'geometry') continue;
    const value = (v as unknown as Record<string, unknown>)[key];
    if (ArrayBuffer.isView(value)) out[key] = `${value.constructor.name}:${(value as Uint8Array).length}:${hex(value)}`;
    else if (key === 'promoChoices') out[key] = v.promoChoices.map((a) => `${a.constructor.name}:${a.length}:${hex(a)}`).join(' ');
    else if (value instanceof Map) out[key] = hex(JSON.stringify([...value]));
    else out[key] = hex(JSON.stringify(value));
  }
  return out;
}

/** Chess with its knight replaced, to reach atoms the shipped variants leave out. */
function chessWith(slug: string, betza: string, extra: Partial<VariantSpec> = {}): VariantSpec {
  return { ...chessSpec, slug, pieces: chessSpec.pieces.map((p) => (p.letter === 'N' ? { ...p, betza } : p)), ...extra };
}

const extraSpecs: readonly VariantSpec[] = [
  chessWith('lame-horse', 'nN'),
  chessWith('lame-elephant', 'nA'),
  chessWith('jumping', 'jAjD'),
  chessWith('cannon', 'mRcpR'),
  chessWith('grasshopper', 'gQ'),
  chessWith('repeats', 'RDmR2'),
  chessWith('reach', 'ifmnDifmW', { initialReach: { N: 3 } }),
];

describe('compiled tables', () => {
  for (const slug of bundledSlugs()) {
    it(`of ${slug} are unchanged`, () => {
      const r = loadVariant(slug);
      expect(r.ok, slug).toBe(true);
      if (r.ok) expect(tableHashes(r.variant.compiled)).toMatchSnapshot();
    });
  }
  for (const spec of extraSpecs) {
    it(`of the fixture ${spec.slug} are unchanged`, () => {
      expect(tableHashes(compileVariant(spec))).toMatchSnapshot();
    });
  }
});
