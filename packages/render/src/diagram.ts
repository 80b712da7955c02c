/**
 * Piece move diagrams: one piece on a chosen square of an otherwise empty
 * board (or of a given position), with every square it can reach marked by
 * kind, and a legend. Targets come from the piece's compiled Betza (see
 * targets.ts), not from the engine, so the picture is an independent check
 * of the rules text and of the engine.
 */
import { compileBetza } from '@fairyforge/betza';
import { renderScene, RenderError, type Scene, type ScenePiece } from './board.ts';
import { parseSquareName, squareName } from './layout.ts';
import type { Mark, MarkKind } from './marks.ts';
import { boardOf, piecesOf, resolveStyle, wallsOf, type RenderableVariant } from './position.ts';
import type { BoardStyle } from './style.ts';
import { pieceTargets, type PieceTargets } from './targets.ts';

export interface DiagramOptions {
  /** The piece's letter: upper case for White, lower case for Black. */
  readonly letter: string;
  /** Where it stands (`e4`); default the centre, or its first initial rank if it has first-move-only moves. */
  readonly square?: string;
  /** The rest of the board; default empty. The piece replaces whatever stands on its square. */
  readonly fen?: string;
  readonly flip?: boolean;
  readonly style?: Partial<BoardStyle>;
  readonly title?: string;
  readonly idPrefix?: string;
}

const LEGEND_ORDER: readonly MarkKind[] = ['both', 'move', 'capture', 'initial-both', 'initial-move', 'initial-capture', 'hop', 'screen', 'path', 'block', 'blocked'];

export function pieceDiagramScene(v: RenderableVariant, options: DiagramOptions): Scene {
  const { spec } = v;
  const upper = options.letter.toUpperCase();
  const type = spec.pieces.findIndex((p) => p.letter === upper);
  if (!/^[A-Za-z]$/.test(options.letter) || type < 0) {
    throw new RenderError(`no piece '${options.letter}' in ${spec.slug}; its pieces are ${spec.pieces.map((p) => p.letter).join(' ')}`);
  }
  const piece = spec.pieces[type]!;
  const colour: 0 | 1 = options.letter === upper ? 0 : 1;
  // An empty Betza is a piece that never moves once placed (reversi's discs): its diagram has no marks.
  const compiled = piece.betza === '' ? null : compileBetza(piece.betza, { dialect: piece.dialect ?? 'xbetza' });
  if (compiled && !compiled.ok) throw new RenderError(`piece ${upper}: invalid Betza '${piece.betza}': ${compiled.errors[0]!.message}`);
  const atoms = compiled ? compiled.atoms : [];
  const hasInitial = atoms.some((a) => a.initial);
  const initialRanks = initialRanksOf(v, type, colour);

  let square: number;
  if (options.square !== undefined) {
    square = parseSquareName(options.square, spec.cols, spec.rows);
    if (square < 0) throw new RenderError(`square '${options.square}' is not on the ${spec.cols}×${spec.rows} board`);
  } else {
    square = defaultSquare(spec.cols, spec.rows, colour, hasInitial ? initialRanks[0] : undefined);
  }
  const ownRank = colour === 0 ? Math.floor(square / spec.cols) : spec.rows - 1 - Math.floor(square / spec.cols);

  const board = options.fen !== undefined ? boardOf(v, options.fen).slice() : new Uint8Array(spec.cols * spec.rows);
  board[square] = ((type + 1) << 1) | colour;
  const t = pieceTargets(spec, board, square, colour, atoms, { initial: initialRanks.includes(ownRank) });
  const marks = marksOf(t, square);
  const kinds = new Set<MarkKind>(marks.map((m) => m.kind));
  if (t.hopLines.length) kinds.add('hop');

  const style = resolveStyle(v, options);
  const name = piece.name;
  const where = squareName(square, spec.cols);
  const pieces: ScenePiece[] = piecesOf(v, board);
  return {
    cols: spec.cols,
    rows: spec.rows,
    style: { ...style, highlight: [...style.highlight, where] },
    pieces,
    marks,
    hopLines: t.hopLines,
    legend: LEGEND_ORDER.filter((k) => kinds.has(k)),
    title: options.title ?? `${capitalise(name)} (${upper}, Betza ${piece.betza}) moving from ${where}${colour ? ', Black' : ''}`,
    description: describeTargets(marks, t, spec.cols, `${capitalise(name)} on ${where}`),
    ...(options.idPrefix ? { idPrefix: options.idPrefix } : {}),
    ...wallsOf(board),
  };
}

export function renderPieceDiagram(v: RenderableVariant, options: DiagramOptions): string {
  return renderScene(pieceDiagramScene(v, options));
}

/** One mark per square: reachable beats first-move-only beats blocked; screens and blocks are pieces. */
function marksOf(t: PieceTargets, from: number): Mark[] {
  const marks = new Map<number, MarkKind>();
  const kindOf = (m: boolean, c: boolean, initial: boolean): MarkKind | null => {
    const base = m && c ? 'both' : m ? 'move' : c ? 'capture' : null;
    return base && initial ? (`initial-${base}` as MarkKind) : base;
  };
  const squares = new Set([...t.move, ...t.capture, ...t.initialMove, ...t.initialCapture]);
  for (const sq of squares) {
    const k = kindOf(t.move.has(sq), t.capture.has(sq), false) ?? kindOf(t.initialMove.has(sq), t.initialCapture.has(sq), true);
    if (k) marks.set(sq, k);
  }
  for (const sq of t.blocked) if (!marks.has(sq)) marks.set(sq, 'blocked');
  for (const sq of t.paths) if (!marks.has(sq)) marks.set(sq, 'path');
  for (const sq of t.screens) marks.set(sq, 'screen');
  for (const sq of t.blocks) marks.set(sq, 'block');
  marks.delete(from);
  return [...marks.entries()].sort((a, b) => a[0] - b[0]).map(([square, kind]) => ({ square, kind }));
}

/** The centre, or the given rank (0-based, from the side's own first rank) in the centre file. */
function defaultSquare(cols: number, rows: number, colour: 0 | 1, ownRank: number | undefined): number {
  const file = Math.floor((cols - 1) / 2);
  const centre = Math.floor((rows - 1) / 2);
  const rank = ownRank !== undefined ? (colour === 0 ? ownRank : rows - 1 - ownRank) : colour === 0 ? centre : rows - 1 - centre;
  return rank * cols + file;
}

/**
 * Where `i` moves apply for this piece: the variant's `initialRanks`, else
 * the ranks it occupies in the start position (the same rule as the engine),
 * 0-based from the side's own first rank.
 */
function initialRanksOf(v: RenderableVariant, type: number, colour: 0 | 1): number[] {
  const letter = v.spec.pieces[type]!.letter;
  const given = v.spec.initialRanks?.[letter];
  if (given) return [...given].sort((a, b) => a - b);
  const board = boardOf(v, v.spec.startFen);
  const ranks = new Set<number>();
  const code = ((type + 1) << 1) | colour;
  for (let sq = 0; sq < board.length; sq++) {
    if (board[sq] !== code) continue;
    const r = Math.floor(sq / v.spec.cols);
    ranks.add(colour === 0 ? r : v.spec.rows - 1 - r);
  }
  return [...ranks].sort((a, b) => a - b);
}

function describeTargets(marks: readonly Mark[], t: PieceTargets, cols: number, subject: string): string {
  const groups = new Map<MarkKind, string[]>();
  for (const m of marks) {
    const list = groups.get(m.kind) ?? [];
    list.push(squareName(m.square, cols));
    groups.set(m.kind, list);
  }
  const parts = LEGEND_ORDER.filter((k) => groups.has(k)).map((k) => `${LABEL[k]}: ${groups.get(k)!.join(' ')}`);
  if (t.hopLines.length) parts.push(`hops along ${t.hopLines.length} line${t.hopLines.length > 1 ? 's' : ''} with no screen yet`);
  return `${subject}. ${parts.length ? parts.join('; ') : 'no moves'}.`;
}

const LABEL: Readonly<Record<MarkKind, string>> = {
  both: 'move or capture',
  move: 'move only',
  capture: 'capture only',
  'initial-both': 'first move, move or capture',
  'initial-move': 'first move only',
  'initial-capture': 'first move, capture only',
  hop: 'hop line',
  screen: 'screens',
  path: 'must be empty',
  block: 'blocked by',
  blocked: 'blocked targets',
};

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
