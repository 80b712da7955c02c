/**
 * A board picture as a standalone SVG: squares, frame, coordinates,
 * highlights, last move, pieces, diagram marks, arrows and a legend, in that
 * order from bottom to top. Everything is computed from its input alone, so
 * the same input gives the same bytes.
 */
import { fileName } from '@fairyforge/core';
import { BLACK_PIECE, WHITE_PIECE, glyphMarkup, type ResolvedGlyph } from './glyphs.ts';
import { handsMarkup, handsWidth, type SceneHandPiece } from './hands.ts';
import { intersectionsMarkup, type IntersectionBoard } from './intersections.ts';
import { makeLayout, MAX_CELL_SIZE, parseSquareName, parseSquarePair, squareCentre, squareName, squareXY, type Layout } from './layout.ts';
import { legendMarkup, legendSize, markMarkup, type Mark, type MarkKind } from './marks.ts';
import { textPath } from './strokeFont.ts';
import type { BoardStyle } from './style.ts';
import { regionLegendMarkup, regionLegendSize, regionsMarkup, type SceneRegion } from './regions.ts';
import { el, escapeXml, num } from './svg.ts';
import { describeWalls, wallsMarkup } from './walls.ts';

export interface ScenePiece {
  readonly square: number;
  /** 0 White, 1 Black. */
  readonly colour: 0 | 1;
  readonly glyph: ResolvedGlyph;
  /** Human name, for labels ("camel"). */
  readonly name: string;
  /** For a promoted piece, the name of what it promoted from: drawn with a red badge (a shogi piece turned over). */
  readonly promotedFrom?: string;
}

export interface Scene {
  readonly cols: number;
  readonly rows: number;
  readonly style: BoardStyle;
  readonly pieces: readonly ScenePiece[];
  /** The picture's title (also its accessible name). */
  readonly title: string;
  /** A longer description for assistive technology; defaults to the list of pieces. */
  readonly description?: string;
  /** Move-diagram marks, drawn over the pieces. */
  readonly marks?: readonly Mark[];
  /** Dotted lines along which a hopper could hop, as [from, last square]. */
  readonly hopLines?: readonly (readonly [number, number])[];
  /** Legend entries, in order; only kinds that appear are given. */
  readonly legend?: readonly MarkKind[];
  /** Prefix for element ids, unique per picture when several share one HTML page. */
  readonly idPrefix?: string;
  /** The flag rule's regions (squares a flag piece must reach to win), [White's, Black's]. */
  readonly flagRegions?: readonly [readonly number[], readonly number[]];
  /** The pieces in hand (drops), drawn in a column right of the board; absent for a variant without hands. */
  readonly hands?: readonly SceneHandPiece[];
  /** Drawn as lines and intersections with palaces and a river (xiangqi), instead of squares. */
  readonly intersections?: IntersectionBoard;
  /** Wall squares (petrification's `*`), drawn as stone blocks; absent where there are none. */
  readonly walls?: readonly number[];
  /** Squares that are not part of the board (holes): left out of the picture, the frame following the board's shape. */
  readonly holes?: readonly number[];
  /** The variant's regions, tinted with a legend (`render --regions`). */
  readonly regions?: readonly SceneRegion[];
}

export class RenderError extends Error {
  override name = 'RenderError';
}

export function renderScene(scene: Scene): string {
  const { style } = scene;
  // A library caller may pass a style the schema never saw.
  if (!(style.cellSize > 0 && style.cellSize <= MAX_CELL_SIZE)) throw new RenderError(`cellSize must be more than 0 and at most ${MAX_CELL_SIZE}, not ${style.cellSize}`);
  const l = makeLayout(scene.cols, scene.rows, style);
  const id = (s: string) => `${scene.idPrefix ?? 'ff'}-${s}`;
  const legend = scene.legend?.length ? legendSize(scene.legend, l) : { width: 0, height: 0 };
  const regionLegend = regionLegendSize(scene.regions ?? [], l);
  // Whole pixels: viewers and rasterisers then agree on the picture's size.
  const width = Math.ceil(Math.max(l.width + handsWidth(scene.hands, l), legend.width, regionLegend.width) - 1e-9);
  const height = Math.ceil(l.height + legend.height + regionLegend.height - 1e-9);

  const parts: string[] = [];
  parts.push(el('title', { id: id('title') }, escapeXml(scene.title)));
  parts.push(el('desc', { id: id('desc') }, escapeXml(scene.description ?? describePieces(scene))));
  parts.push(defs(scene, l, id));
  parts.push(scene.intersections ? intersectionsMarkup(scene.intersections, l, style) : squares(l, style, scene.holes));
  if (scene.regions?.length) parts.push(regionsMarkup(scene.regions, l));
  if (scene.flagRegions) parts.push(flagRegions(scene.flagRegions, l));
  parts.push(overlays(scene, l));
  if (style.coordinates) parts.push(coordinates(l, style));
  if (scene.hopLines?.length) parts.push(hopLines(scene, l));
  if (scene.walls?.length) parts.push(wallsMarkup(scene.walls, l));
  parts.push(pieces(scene, l, id));
  if (scene.hands) parts.push(handsMarkup(scene.hands, l, (h) => id(`${h.colour ? 'b' : 'w'}-${h.glyph.key}`), style.coordinatesColour));
  if (scene.marks?.length) parts.push(marks(scene, l));
  if (style.arrows.length) parts.push(arrows(scene, l));
  if (legend.height) parts.push(`<g class="legend">${legendMarkup(scene.legend!, l, l.height)}</g>`);
  if (regionLegend.height) parts.push(regionLegendMarkup(scene.regions!, l, l.height + legend.height));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" ` +
    `role="img" aria-labelledby="${id('title')} ${id('desc')}">` +
    parts.join('') +
    '</svg>\n'
  );
}

/** One glyph definition per drawing and side actually used, scaled to the square. */
function defs(scene: Scene, l: Layout, id: (s: string) => string): string {
  const used = new Map<string, { glyph: ResolvedGlyph; colour: 0 | 1 }>();
  for (const p of [...scene.pieces, ...(scene.hands ?? [])]) used.set(`${p.colour ? 'b' : 'w'}-${p.glyph.key}`, { glyph: p.glyph, colour: p.colour });
  const keys = [...used.keys()].sort();
  const body = keys
    .map((k) => {
      const { glyph, colour } = used.get(k)!;
      return `<g id="${id(k)}" transform="scale(${num(l.cell / 100)})">${glyphMarkup(glyph.layers, colour ? BLACK_PIECE : WHITE_PIECE)}</g>`;
    })
    .join('');
  return body ? `<defs>${body}</defs>` : '';
}

function squares(l: Layout, style: BoardStyle, holes?: readonly number[]): string {
  if (holes?.length) return shapedSquares(l, style, new Set(holes));
  // One rectangle of the light colour under the whole board, then the dark squares as one path.
  let dark = '';
  for (let sq = 0; sq < l.cols * l.rows; sq++) {
    const file = sq % l.cols;
    const rank = Math.floor(sq / l.cols);
    if ((file + rank) % 2 !== 0) continue; // a1 is dark
    const [x, y] = squareXY(l, sq);
    dark += `M${num(x)} ${num(y)}h${num(l.cell)}v${num(l.cell)}h${num(-l.cell)}z`;
  }
  const f = l.frame;
  return (
    `<g class="board">` +
    el('rect', { x: l.x0 - f, y: l.y0 - f, width: l.boardWidth + 2 * f, height: l.boardHeight + 2 * f, fill: style.borderColour }) +
    el('rect', { x: l.x0, y: l.y0, width: l.boardWidth, height: l.boardHeight, fill: style.light }) +
    el('path', { d: dark, fill: style.dark }) +
    `</g>`
  );
}

/**
 * A board with holes: every square that is part of it, light and dark as
 * usual, on a frame made of each square widened by the frame's width, so the
 * frame follows the board's outline and a hole is simply not drawn.
 */
function shapedSquares(l: Layout, style: BoardStyle, holes: ReadonlySet<number>): string {
  const f = l.frame;
  let frame = '';
  let light = '';
  let dark = '';
  for (let sq = 0; sq < l.cols * l.rows; sq++) {
    if (holes.has(sq)) continue;
    const [x, y] = squareXY(l, sq);
    frame += `M${num(x - f)} ${num(y - f)}h${num(l.cell + 2 * f)}v${num(l.cell + 2 * f)}h${num(-l.cell - 2 * f)}z`;
    const cell = `M${num(x)} ${num(y)}h${num(l.cell)}v${num(l.cell)}h${num(-l.cell)}z`;
    if (((sq % l.cols) + Math.floor(sq / l.cols)) % 2 === 0) dark += cell;
    else light += cell;
  }
  return `<g class="board">` + el('path', { d: frame, fill: style.borderColour }) + el('path', { d: light, fill: style.light }) + el('path', { d: dark, fill: style.dark }) + `</g>`;
}

const FLAG_TINT = '#e8b923';
const FLAG_OUTLINE = '#5a4a10';

/**
 * The flag regions: each square tinted, with a pennant in the side's colour
 * in its top corner (White's on the left, Black's on the right), so a square
 * both sides race for (king of the hill's centre) shows both.
 */
function flagRegions(regions: readonly [readonly number[], readonly number[]], l: Layout): string {
  const all = [...new Set([...regions[0], ...regions[1]])].sort((a, b) => a - b);
  let tint = '';
  for (const sq of all) {
    const [x, y] = squareXY(l, sq);
    tint += `M${num(x)} ${num(y)}h${num(l.cell)}v${num(l.cell)}h${num(-l.cell)}z`;
  }
  const s = l.cell * 0.26;
  const pad = l.cell * 0.06;
  const pennants = ([0, 1] as const).map((c) => {
    let d = '';
    for (const sq of regions[c]) {
      const [x, y] = squareXY(l, sq);
      const px = c === 0 ? x + pad : x + l.cell - pad - s;
      d += `M${num(px)} ${num(y + pad)}h${num(s)}l${num(-s / 2)} ${num(s * 0.6)}z`;
    }
    return d ? el('path', { d, fill: c === 0 ? '#ffffff' : '#000000', stroke: FLAG_OUTLINE, 'stroke-width': num(l.cell * 0.02) }) : '';
  });
  return `<g class="flag-regions">${el('path', { d: tint, fill: FLAG_TINT, 'fill-opacity': '0.35' })}${pennants.join('')}</g>`;
}

function overlays(scene: Scene, l: Layout): string {
  const { style } = scene;
  const rect = (sq: number, fill: string) => {
    const [x, y] = squareXY(l, sq);
    return el('rect', { x, y, width: l.cell, height: l.cell, fill });
  };
  let out = '';
  if (style.lastMove !== undefined) {
    const pair = parseSquarePair(style.lastMove, l.cols, l.rows);
    if (!pair) throw new RenderError(`last move '${style.lastMove}' is not two squares on the ${l.cols}×${l.rows} board`);
    out += rect(pair[0], style.lastMoveColour) + rect(pair[1], style.lastMoveColour);
  }
  for (const name of style.highlight) {
    const sq = parseSquareName(name, l.cols, l.rows);
    if (sq < 0) throw new RenderError(`highlighted square '${name}' is not on the ${l.cols}×${l.rows} board`);
    out += rect(sq, style.highlightColour);
  }
  return out ? `<g class="highlights">${out}</g>` : '';
}

function coordinates(l: Layout, style: BoardStyle): string {
  const size = l.cell * 0.24;
  let d = '';
  for (let r = 0; r < l.rows; r++) {
    const [, y] = squareCentre(l, r * l.cols);
    d += textPath(String(r + 1), l.x0 - l.frame - l.cell * 0.1, y + size / 2, size, 'end') + ' ';
  }
  for (let f = 0; f < l.cols; f++) {
    const [x] = squareCentre(l, f);
    d += textPath(fileName(f), x, l.y0 + l.boardHeight + l.frame + l.cell * 0.12 + size, size, 'middle') + ' ';
  }
  // Drawn as strokes of the project's own stroke font: no font needed to view or rasterise.
  return el('path', { class: 'coordinates', d: d.trim(), fill: 'none', stroke: style.coordinatesColour, 'stroke-width': size / 7.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true' });
}

function pieces(scene: Scene, l: Layout, id: (s: string) => string): string {
  const sorted = [...scene.pieces].sort((a, b) => a.square - b.square);
  const uses = sorted.map((p) => {
    const [x, y] = squareXY(l, p.square);
    const use = `<use href="#${id(`${p.colour ? 'b' : 'w'}-${p.glyph.key}`)}" x="${num(x)}" y="${num(y)}"><title>${escapeXml(pieceLabel(p, scene.cols))}</title></use>`;
    return p.promotedFrom ? use + promotedBadge(x, y, l.cell) : use;
  });
  return uses.length ? `<g class="pieces">${uses.join('')}</g>` : '';
}

/** A red disc with a white plus in the square's top right corner: the piece is promoted (drawn without a font). */
function promotedBadge(x: number, y: number, cell: number): string {
  const r = cell * 0.14;
  const cx = x + cell - r * 1.15;
  const cy = y + r * 1.15;
  const a = r * 0.55;
  const plus = `M${num(cx - a)} ${num(cy)}H${num(cx + a)}M${num(cx)} ${num(cy - a)}V${num(cy + a)}`;
  return `<g class="promoted" aria-hidden="true">${el('circle', { cx, cy, r, fill: '#c8102e', stroke: '#ffffff', 'stroke-width': cell * 0.02 })}${el('path', { d: plus, stroke: '#ffffff', 'stroke-width': cell * 0.045, 'stroke-linecap': 'round' })}</g>`;
}

export function pieceLabel(p: ScenePiece, cols: number): string {
  return `${p.colour ? 'Black' : 'White'} ${p.name}${p.promotedFrom ? ` (promoted ${p.promotedFrom})` : ''} on ${squareName(p.square, cols)}`;
}

/** Dotted lines a hopper could hop along, from the edge of its square (under the pieces, which may be screens). */
function hopLines(scene: Scene, l: Layout): string {
  let out = '';
  for (const [from, to] of scene.hopLines ?? []) {
    const [x1, y1] = squareCentre(l, from);
    const [x2, y2] = squareCentre(l, to);
    const len = Math.hypot(x2 - x1, y2 - y1);
    const k = Math.min(1, (l.cell * 0.6) / len);
    out += el('line', { x1: x1 + (x2 - x1) * k, y1: y1 + (y2 - y1) * k, x2, y2, stroke: '#1f5fbf', 'stroke-width': l.cell * 0.06, 'stroke-dasharray': `${num(l.cell * 0.04)} ${num(l.cell * 0.14)}`, 'stroke-linecap': 'round' });
  }
  return `<g class="hops">${out}</g>`;
}

function marks(scene: Scene, l: Layout): string {
  let out = '';
  for (const m of scene.marks ?? []) {
    const [x, y] = squareXY(l, m.square);
    out += markMarkup(m.kind, x, y, l.cell);
  }
  return `<g class="marks">${out}</g>`;
}

function arrows(scene: Scene, l: Layout): string {
  const { style } = scene;
  let out = '';
  for (const a of style.arrows) {
    const pair = parseSquarePair(a, l.cols, l.rows);
    if (!pair) throw new RenderError(`arrow '${a}' is not two squares on the ${l.cols}×${l.rows} board`);
    out += arrowPath(squareCentre(l, pair[0]), squareCentre(l, pair[1]), l.cell, style.arrowColour);
  }
  return `<g class="arrows">${out}</g>`;
}

/** A straight arrow as one polygon (no markers: every renderer draws polygons alike). */
function arrowPath([x1, y1]: [number, number], [x2, y2]: [number, number], cell: number, colour: string): string {
  const len = Math.hypot(x2 - x1, y2 - y1);
  if (len === 0) return '';
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const nx = -uy;
  const ny = ux;
  const shaft = cell * 0.09;
  const headW = cell * 0.22;
  const headL = Math.min(cell * 0.42, len * 0.6);
  const start = cell * 0.12;
  const end = len - cell * 0.08;
  const p = (along: number, side: number) => `${num(x1 + ux * along + nx * side)} ${num(y1 + uy * along + ny * side)}`;
  const d = `M${p(start, shaft)} L${p(end - headL, shaft)} L${p(end - headL, headW)} L${p(end, 0)} L${p(end - headL, -headW)} L${p(end - headL, -shaft)} L${p(start, -shaft)} Z`;
  return el('path', { d, fill: colour });
}

function describePieces(scene: Scene): string {
  const side = (c: 0 | 1) =>
    [...scene.pieces]
      .filter((p) => p.colour === c)
      .sort((a, b) => a.square - b.square)
      .map((p) => `${p.name} ${squareName(p.square, scene.cols)}`)
      .join(', ');
  const w = side(0);
  const b = side(1);
  const board = `${scene.cols}×${scene.rows} board`;
  const walls = describeWalls(scene.walls, scene.cols);
  if (!w && !b) return `An empty ${board}.${walls}`;
  return `${board}. White: ${w || 'none'}. Black: ${b || 'none'}.${walls}`;
}
