/**
 * A variant's position as a Scene: the pieces on the board, each with its
 * glyph, and the variant's render settings. The board comes from core's FEN
 * parser; nothing else of core's internals is used.
 */
import { parseFen, parseSquare, pieceColor, pieceType, WALL, type CompiledVariant, type Position, type VariantSpec } from '@fairyforge/core';
import { RenderError, renderScene, type Scene, type ScenePiece } from './board.ts';
import { resolveGlyph, type ResolvedGlyph } from './glyphs.ts';
import type { SceneHandPiece } from './hands.ts';
import { intersectionBoardOf, type IntersectionBoard } from './intersections.ts';
import type { SceneRegion } from './regions.ts';
import { styleFrom, type BoardStyle } from './style.ts';

/** What rendering needs from a loaded variant (`loadVariant(...).variant` has it all). */
export interface RenderableVariant {
  readonly title: string;
  readonly spec: VariantSpec;
  readonly compiled: CompiledVariant;
  readonly render: Readonly<Record<string, unknown>>;
}

export interface BoardOptions {
  /** Position to draw; default the variant's start position. */
  readonly fen?: string;
  /** Turn the board round relative to the variant's `orientation`. */
  readonly flip?: boolean;
  /** Settings over the variant's `render:` ones. */
  readonly style?: Partial<BoardStyle>;
  /** Title; default "<variant title> — starting position" or the FEN. */
  readonly title?: string;
  readonly idPrefix?: string;
  /** Tint the variant's regions (`engine.regions`), each in its own colour, with a legend. */
  readonly regions?: boolean;
}

/** Board squares (core's codes: 0 empty, else ((type + 1) << 1) | colour) for a FEN. */
export function boardOf(v: RenderableVariant, fen: string): Uint8Array {
  return positionOf(v, fen).board;
}

function positionOf(v: RenderableVariant, fen: string): Position {
  const r = parseFen(v.compiled, fen);
  if (!r.ok) throw new RenderError(`invalid FEN for ${v.spec.slug}: ${r.error}`);
  return r.position;
}

export function glyphsOf(v: RenderableVariant): ResolvedGlyph[] {
  return v.spec.pieces.map((p) => resolveGlyph(p));
}

/** The pieces of a board; `promoted` (a position's marks: the type promoted from + 1) marks the promoted ones. */
export function piecesOf(v: RenderableVariant, board: ArrayLike<number>, promoted?: ArrayLike<number>): ScenePiece[] {
  const glyphs = glyphsOf(v);
  const out: ScenePiece[] = [];
  for (let sq = 0; sq < board.length; sq++) {
    const code = board[sq]!;
    if (code === 0 || code === WALL) continue;
    const type = pieceType(code);
    const mark = promoted ? promoted[sq]! : 0;
    const from = mark > 0 ? v.spec.pieces[mark - 1]?.name : undefined;
    out.push({ square: sq, colour: pieceColor(code) as 0 | 1, glyph: glyphs[type]!, name: v.spec.pieces[type]!.name, ...(from ? { promotedFrom: from } : {}) });
  }
  return out;
}

export function resolveStyle(v: RenderableVariant, options: { flip?: boolean; style?: Partial<BoardStyle> }): BoardStyle {
  const base = styleFrom(v.render, options.style);
  if (!options.flip) return base;
  return { ...base, orientation: base.orientation === 'white' ? 'black' : 'white' };
}

export function boardScene(v: RenderableVariant, options: BoardOptions = {}): Scene {
  const fen = options.fen ?? v.spec.startFen;
  const pos = positionOf(v, fen);
  const board = pos.board;
  const title = options.title ?? `${v.title} — ${options.fen === undefined || fen.trim() === v.spec.startFen ? 'starting position' : fen.trim()}`;
  return {
    cols: v.spec.cols,
    rows: v.spec.rows,
    style: resolveStyle(v, options),
    pieces: piecesOf(v, board, pos.promoted),
    title,
    ...(options.idPrefix ? { idPrefix: options.idPrefix } : {}),
    ...flagRegionsOf(v),
    ...handsOf(v, pos.hand),
    ...intersectionsOf(v),
    ...wallsOf(board),
    ...holesOf(v),
    ...(options.regions ? regionsOf(v) : {}),
  };
}

/** Every region of the variant, per side, as squares. */
function regionsOf(v: RenderableVariant): { regions: SceneRegion[] } {
  const g = v.compiled.geometry;
  return { regions: Object.entries(v.spec.regions ?? {}).map(([name, sides]) => ({ name, squares: [sides[0].map((n) => parseSquare(g, n)), sides[1].map((n) => parseSquare(g, n))] as const })) };
}

/** The squares that are not part of the board, where the variant has holes. */
function holesOf(v: RenderableVariant): { holes?: number[] } {
  const holes = v.compiled.geometry.holes;
  if (!holes) return {};
  return { holes: Array.from({ length: v.compiled.size }, (_, sq) => sq).filter((sq) => holes[sq] === 1) };
}

/** The wall squares (petrification), where the board has any. */
export function wallsOf(board: ArrayLike<number>): { walls?: number[] } {
  const out: number[] = [];
  for (let sq = 0; sq < board.length; sq++) if (board[sq] === WALL) out.push(sq);
  return out.length ? { walls: out } : {};
}

/** Xiangqi's board where the regions say the variant is of that family (intersections.ts). */
function intersectionsOf(v: RenderableVariant): { intersections?: IntersectionBoard } {
  const b = intersectionBoardOf(v.spec);
  return b ? { intersections: b } : {};
}

/** The pieces in hand, per colour and type, where the variant has hands. */
function handsOf(v: RenderableVariant, hand: ArrayLike<number>): { hands?: SceneHandPiece[] } {
  if (!v.compiled.hands) return {};
  const glyphs = glyphsOf(v);
  const n = v.compiled.nTypes;
  const hands: SceneHandPiece[] = [];
  for (const c of [0, 1] as const) {
    for (let t = 0; t < n; t++) if (hand[c * n + t]! > 0) hands.push({ colour: c, glyph: glyphs[t]!, name: v.spec.pieces[t]!.name, count: hand[c * n + t]! });
  }
  return { hands };
}

/** The squares of the flag rule's regions, where the variant has one. */
function flagRegionsOf(v: RenderableVariant): { flagRegions?: readonly [number[], number[]] } {
  const flag = v.compiled.flag;
  if (!flag) return {};
  const size = v.compiled.size;
  const squares = (c: number) => Array.from({ length: size }, (_, sq) => sq).filter((sq) => flag.region[c * size + sq] === 1);
  return { flagRegions: [squares(0), squares(1)] };
}

/** The whole picture of a position, as SVG text. */
export function renderBoard(v: RenderableVariant, options: BoardOptions = {}): string {
  return renderScene(boardScene(v, options));
}
