/** The `render:` settings of a variant file: schema, validation, and their effect on pictures. */
import { validateVariantSource } from '@fairyforge/loader';
import { loadVariantSource } from '@fairyforge/loader';
import { renderBoard } from '@fairyforge/render';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const file = fileURLToPath(new URL('../variants/render-config-test.md', import.meta.url));
const source = (render: string) => `---\ntitle: Render test\nparent: chess\nengine:\n  render:\n${render.replace(/^/gm, '    ')}\n---\nBody.\n`;
const codes = (render: string) => validateVariantSource(source(render), file, { runTests: false }).diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`);

describe('render settings', () => {
  it('accepts the full set', () => {
    const all = 'cellSize: 32\nlight: "#eeeeee"\ndark: rgb(100 120 140)\ncoordinates: false\norientation: black\nhighlight: [e4, d5]\narrows: [e2e4, g1f3]\nlastMove: e7e5\nhighlightColour: "rgba(255, 0, 0, 0.3)"\nlastMoveColour: khaki\narrowColour: "#0a0"\nborderColour: black\ncoordinatesColour: "#333"';
    expect(codes(all)).toEqual([]);
    const r = loadVariantSource(source(all), file);
    if (!r.ok) throw new Error(r.diagnostics[0]!.message);
    const svg = renderBoard(r.variant);
    expect(svg).toContain('fill="rgba(255, 0, 0, 0.3)"');
    expect(svg).toContain('fill="khaki"');
    expect(svg).toContain('fill="#0a0"');
    expect(svg).toContain('<rect x="0" y="0" width="258.67" height="258.67" fill="black"/>');
    expect(svg).not.toContain('class="coordinates"');
  });

  it('reports colours that are not CSS colours, at the value', () => {
    expect(codes('arrowColour: nope\nborderColour: "#12"')).toEqual(['6:18 render-colour', '7:19 render-colour']);
  });

  it('reports squares off the board, at the square', () => {
    expect(codes('highlight: [e4, i1]\narrows: [e2e9]\nlastMove: a1a9')).toEqual(['6:21 render-square', '7:14 render-square', '8:15 render-square']);
    // Not a square at all (rank 0): the schema's pattern says so.
    expect(codes('lastMove: a1a0')).toEqual(['6:15 bad-value']);
  });

  it('reports malformed squares and unknown keys through the schema', () => {
    const d = validateVariantSource(source('highlight: [e44x]\nhighlightColor: red'), file, { runTests: false }).diagnostics;
    expect(d.map((x) => x.code)).toContain('unknown-key');
    expect(d.find((x) => x.code === 'unknown-key')!.hint).toBe("did you mean 'highlightColour'?");
  });
});
