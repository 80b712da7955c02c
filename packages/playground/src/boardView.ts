/**
 * The board: `@fairyforge/render`'s SVG of a position, with the legal moves
 * of a selected piece marked as the move diagrams mark them, and an
 * invisible layer of one rectangle per square (`data-square="e4"`) on top
 * that takes the clicks and drags. The layer repeats render's layout rule
 * (coordinates in a half-square margin left and below, a frame of a 24th of
 * a square), which only decides where the rectangles go.
 */
import { boardScene, renderScene, type BoardStyle, type Mark, type MarkKind, type RenderableVariant, type Scene } from '@fairyforge/render';

export interface BoardDrawing {
  readonly fen: string;
  readonly flip: boolean;
  readonly selected: number | null;
  readonly marks: readonly Mark[];
  readonly lastMove: string | undefined;
}

/** A hit rectangle per square; `kind` is the mark on it, if any. */
function hitLayer(cols: number, rows: number, style: BoardStyle, marks: readonly Mark[], name: (sq: number) => string): string {
  const cell = style.cellSize;
  const frame = Math.max(1, cell / 24);
  const x0 = (style.coordinates ? cell * 0.5 : 0) + frame;
  const y0 = frame;
  const flipped = style.orientation === 'black';
  const kinds = new Map(marks.map((m) => [m.square, m.kind]));
  let out = '';
  for (let sq = 0; sq < cols * rows; sq++) {
    const file = sq % cols;
    const rank = Math.floor(sq / cols);
    const x = x0 + (flipped ? cols - 1 - file : file) * cell;
    const y = y0 + (flipped ? rank : rows - 1 - rank) * cell;
    const kind = kinds.get(sq);
    const target = kind ? ` data-target="${targetOf(kind)}"` : '';
    out += `<rect class="hit" data-square="${name(sq)}"${target} x="${x}" y="${y}" width="${cell}" height="${cell}" fill="transparent"/>`;
  }
  return `<g class="hit-layer" data-testid="board-squares">${out}</g>`;
}

/** The mark kinds in words, for tests and tooltips: a move, a capture, or a special move (castling, e.p., double step, promotion, drop). */
function targetOf(kind: MarkKind): string {
  if (kind.startsWith('initial')) return 'special';
  return kind === 'capture' ? 'capture' : 'move';
}

/** The last position's scene: a click that only selects a piece redraws the same position with other marks. */
let cached: { v: RenderableVariant; fen: string; flip: boolean; scene: Scene } | null = null;

function sceneOf(v: RenderableVariant, fen: string, flip: boolean): Scene {
  if (cached?.v !== v || cached.fen !== fen || cached.flip !== flip) cached = { v, fen, flip, scene: boardScene(v, { fen, flip, idPrefix: 'pg' }) };
  return cached.scene;
}

/** The board's SVG markup, with the hit layer before its closing tag. */
export function boardMarkup(v: RenderableVariant, d: BoardDrawing, squareName: (sq: number) => string): string {
  const base = sceneOf(v, d.fen, d.flip);
  const style: BoardStyle = { ...base.style, highlight: d.selected === null ? [] : [squareName(d.selected)], lastMove: d.lastMove };
  const scene: Scene = { ...base, style, marks: d.marks };
  const svg = renderScene(scene);
  return svg.replace(/<\/svg>\s*$/, `${hitLayer(scene.cols, scene.rows, scene.style, d.marks, squareName)}</svg>`);
}
