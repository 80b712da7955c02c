/**
 * `render --regions` (issue 17): a variant's regions drawn on its board, each
 * in a tint of its own — White's squares in the lower-left half of a square,
 * Black's in the upper-right half — with a legend naming every tint.
 */
import { loadVariant } from '@fairyforge/loader';
import { boardScene, renderBoard, renderScene } from '@fairyforge/render';
import { describe, expect, it } from 'vitest';
import { regionTint } from '../packages/render/src/regions.ts';

function loaded(slug: string) {
  const r = loadVariant(slug);
  if (!r.ok) throw new Error(r.diagnostics[0]?.message);
  return r.variant;
}

describe('render --regions', () => {
  it('tints each region per side, one triangle per square and side, in tints of their own', () => {
    const v = loaded('xiangqi');
    const scene = boardScene(v, { regions: true });
    const names = Object.keys(v.spec.regions!);
    expect(scene.regions!.map((r) => r.name)).toEqual(names);
    const svg = renderScene(scene);
    const group = /<g class="regions">(.*?)<\/g>/.exec(svg)![1]!;
    const paths = [...group.matchAll(/<path d="([^"]*)" fill="([^"]*)"/g)];
    expect(paths.map((p) => p[2])).toEqual(names.map((_, i) => regionTint(i)));
    expect(new Set(paths.map((p) => p[2])).size).toBe(names.length);
    paths.forEach((p, i) => {
      const [white, black] = v.spec.regions![names[i]!]!;
      expect((p[1]!.match(/M/g) ?? []).length).toBe(white.length + black.length);
    });
  });

  it('add a legend under the board: each region by name, and which half is whose', () => {
    const v = loaded('minixiangqi');
    const plain = renderBoard(v);
    const svg = renderBoard(v, { regions: true });
    expect(plain).not.toContain('class="regions"');
    expect(plain).not.toContain('class="region-legend"');
    const legend = /<g class="region-legend">(.*?)<\/g>/.exec(svg)![1]!;
    // A background and a tint (or the key's dark half) per entry: the palace and the key.
    expect((legend.match(/<rect /g) ?? []).length).toBe(3);
    const height = (s: string) => Number(/height="([0-9.]+)"/.exec(s)![1]);
    expect(height(svg)).toBeGreaterThan(height(plain));
  });

  it('find no region to draw in a variant without any', () => {
    const scene = boardScene(loaded('chess'), { regions: true });
    expect(scene.regions).toEqual([]);
  });
});
