/**
 * Which drawing stands for which piece, and how a drawing becomes SVG.
 *
 * Every catalogue piece has a glyph, keyed by its catalogue name. A piece
 * defined in a variant is matched, in this order:
 * 1. by name (`camel`, `xiangqi-horse`; spaces count as hyphens);
 * 2. as a pawn (`pawn: true`) by the pawn;
 * 3. by movement: a catalogue glyph whose Betza gives the same move atoms
 *    (`BN` under any name is drawn as the archbishop);
 * 4. otherwise by the fallback: a disc on a stem carrying the piece's letter.
 * A royal piece that is not drawn as a king wears a small crown badge.
 *
 * Families share a look: compounds stand a shaded second figure behind the
 * first (archbishop = bishop + knight), riders wear a crescent badge,
 * pieces that move one way and capture another wear a badge of the capture,
 * simple leapers show their leaps on a plaque, and the East Asian pieces are
 * flat tokens (shogi pentagon, xiangqi disc, janggi octagon) with an emblem.
 */
import { compileBetza, type BetzaDialect } from '@fairyforge/betza';
import {
  BEROLINA_PAWN, BISHOP, CAMEL, CANNON, COMMONER, CRESCENT, CROWN, DIAMOND, ELEPHANT, GRASSHOPPER, JANGGI_INNER, JANGGI_TOKEN,
  KING, KNIGHT, LANCE, MEDALLION, MEDALLION_DISC, PAWN, PEDESTAL, PLAQUE, PLAQUE_FIGURE, QUEEN, RAISED_CANNON, ROOK, SHOGI_INNER,
  SHOGI_TOKEN, WILDEBEEST, WIZARD, XIANGQI_INNER, XIANGQI_TOKEN, ZEBRA, circle, type Figure, type Layer, type Placement,
} from './figures.ts';
import { textPath } from './strokeFont.ts';
import { attrs, num } from './svg.ts';

/** What the glyph chooser needs to know about a piece. */
export interface GlyphPiece {
  readonly name: string;
  readonly letter: string;
  readonly betza: string;
  /** How `betza` is read (XBetza when absent), so that a Fairy-Stockfish `fK` is matched by its real moves. */
  readonly dialect?: BetzaDialect;
  readonly royal: boolean;
  readonly pawn: boolean;
}

export interface ResolvedGlyph {
  /** Stable identifier of the drawing (used in SVG ids): a catalogue name, `letter-X`, plus `-royal` with the crown badge. */
  readonly key: string;
  readonly layers: Figure;
  /** How it was chosen. */
  readonly by: 'name' | 'pawn' | 'movement' | 'fallback';
}

// ---- composition -----------------------------------------------------------

const group = (layers: readonly Layer[], transform: Placement, mode?: 'shade' | 'ink'): Layer => ({ kind: 'group', transform, layers, ...(mode ? { mode } : {}) });

/** Scale a figure by `s` about its foot (50, 79), then shift it by (dx, dy). */
function place(figure: Figure, s: number, dx = 0, dy = 0, mode?: 'shade' | 'ink'): Layer {
  return group(figure, { x: 50 * (1 - s) + dx, y: 79 * (1 - s) + dy, s }, mode);
}

/** Fit a figure (assumed to fill about x 10–90, y 8–80) into a circle of radius r around (cx, cy), inked. */
function emblem(figure: Figure, cx: number, cy: number, r: number): Layer {
  const s = r / 40;
  return group(figure, { x: cx - 50 * s, y: cy - 45 * s, s }, 'ink');
}

const standing = (...layers: Layer[]): Figure => [...layers, ...PEDESTAL];
const plain = (figure: Figure): Figure => standing(...figure);

/** Two movements in one piece: `front` in full, `back` shaded behind it, to the right. */
const compound = (front: Figure, back: Figure): Figure => standing(place(back, 0.8, 13, -3, 'shade'), place(front, 0.86, -9));

const BADGE = { cx: 76, cy: 68, r: 17 };
/** A round badge at the lower right carrying an inked emblem. */
const badge = (base: Figure, mark: Figure): Figure => [
  ...base,
  { kind: 'body', d: circle(BADGE.cx, BADGE.cy, BADGE.r) },
  emblem(mark, BADGE.cx, BADGE.cy + 1, BADGE.r * 0.92),
];

const token = (outer: string, inner: string, mark: Figure, cy = 50, r = 27): Figure => [
  { kind: 'body', d: outer },
  { kind: 'line', d: inner, width: 1.6 },
  emblem(mark, 50, cy, r),
];

/** A plaque with the leaps of `betza` (leapers only) as dots on a 7 × 7 lattice. */
function plaque(betza: string): Figure {
  const r = compileBetza(betza);
  if (!r.ok) throw new Error(`glyph plaque: bad Betza ${betza}`);
  const { cx, cy, cell } = PLAQUE;
  const layers: Layer[] = [...PLAQUE_FIGURE];
  let lattice = '';
  for (let y = -3; y <= 3; y++) for (let x = -3; x <= 3; x++) if (x || y) lattice += circle(cx + x * cell, cy + y * cell, 0.9);
  layers.push({ kind: 'ink', d: lattice });
  layers.push({ kind: 'ink', d: `M${cx - 4} ${cy - 4} H${cx + 4} V${cy + 4} H${cx - 4} Z` });
  const seen = new Set<string>();
  let dots = '';
  for (const a of r.atoms) {
    const k = `${a.dx},${a.dy}`;
    if (seen.has(k)) continue;
    seen.add(k);
    dots += circle(cx + a.dx * cell, cy - a.dy * cell, 3.6);
  }
  layers.push({ kind: 'ink', d: dots });
  return standing(...layers);
}

/** The documented fallback: a disc on a stem with the piece's letter. */
export function letterGlyph(letter: string): Figure {
  const { cx, cy } = MEDALLION_DISC;
  return standing(...MEDALLION, { kind: 'line', d: textPath(letter.toUpperCase(), cx, cy + 17, 34, 'middle'), width: 6 });
}

// ---- the catalogue's glyphs ------------------------------------------------

interface GlyphEntry {
  /** The catalogue piece's Betza: pieces defined elsewhere with the same moves get this glyph. */
  readonly betza: string;
  readonly royal?: boolean;
  readonly draw: () => Figure;
}

const G = (betza: string, draw: () => Figure, royal?: boolean): GlyphEntry => ({ betza, draw, ...(royal ? { royal } : {}) });

/**
 * Keyed by catalogue name (a test checks that every catalogue piece is here
 * with the same Betza). Order matters for matching by movement: the first
 * entry with the same moves wins.
 */
export const CATALOGUE_GLYPHS: Readonly<Record<string, GlyphEntry>> = {
  king: G('K', () => plain(KING), true),
  queen: G('Q', () => plain(QUEEN)),
  rook: G('R', () => plain(ROOK)),
  bishop: G('B', () => plain(BISHOP)),
  knight: G('N', () => plain(KNIGHT)),
  pawn: G('fmWfceFifmnD', () => plain(PAWN)),
  camel: G('C', () => plain(CAMEL)),
  wildebeest: G('NC', () => plain(WILDEBEEST)),
  archbishop: G('BN', () => compound(BISHOP, KNIGHT)),
  chancellor: G('RN', () => compound(ROOK, KNIGHT)),
  amazon: G('QN', () => compound(QUEEN, KNIGHT)),
  zebra: G('Z', () => plain(ZEBRA)),
  nightrider: G('NN', () => badge(plain(KNIGHT), CRESCENT)),
  grasshopper: G('gQ', () => plain(GRASSHOPPER)),
  cannon: G('mRcpR', () => plain(CANNON)),
  'xiangqi-horse': G('nN', () => token(XIANGQI_TOKEN, XIANGQI_INNER, KNIGHT)),
  elephant: G('nA', () => token(XIANGQI_TOKEN, XIANGQI_INNER, ELEPHANT)),
  ferz: G('F', () => plaque('F')),
  wazir: G('W', () => plaque('W')),
  alfil: G('A', () => plaque('A')),
  dabbaba: G('D', () => plaque('D')),
  threeleaper: G('H', () => plaque('H')),
  tripper: G('G', () => plaque('G')),
  champion: G('WAD', () => plaque('WAD')),
  wizard: G('CF', () => standing(...WIZARD)),
  'dragon-king': G('RF', () => token(SHOGI_TOKEN, SHOGI_INNER, ROOK, 55, 25)),
  'dragon-horse': G('BW', () => token(SHOGI_TOKEN, SHOGI_INNER, BISHOP, 55, 25)),
  commoner: G('K', () => plain(COMMONER)),
  'silver-general': G('FfW', () => token(SHOGI_TOKEN, SHOGI_INNER, leapPattern('FfW'), 55, 30)),
  'gold-general': G('WfF', () => token(SHOGI_TOKEN, SHOGI_INNER, leapPattern('WfF'), 55, 30)),
  centaur: G('KN', () => compound(COMMONER, KNIGHT)),
  kirin: G('FD', () => plaque('FD')),
  phoenix: G('WA', () => plaque('WA')),
  lance: G('fR', () => token(SHOGI_TOKEN, SHOGI_INNER, LANCE, 55, 25)),
  'shogi-knight': G('ffN', () => token(SHOGI_TOKEN, SHOGI_INNER, KNIGHT, 55, 25)),
  'fers-alfil': G('FA', () => plaque('FA')),
  knibis: G('mNcB', () => badge(plain(KNIGHT), BISHOP)),
  biskni: G('mBcN', () => badge(plain(BISHOP), KNIGHT)),
  kniroo: G('mNcR', () => badge(plain(KNIGHT), ROOK)),
  rookni: G('mRcN', () => badge(plain(ROOK), KNIGHT)),
  'janggi-elephant': G('nZ', () => token(JANGGI_TOKEN, JANGGI_INNER, ELEPHANT)),
  'berolina-pawn': G('fmFfceWifmnA', () => plain(BEROLINA_PAWN)),
  gnu: G('NC', () => plain(WILDEBEEST)),
  'camel-rider': G('CC', () => badge(plain(CAMEL), CRESCENT)),
  'janggi-cannon': G('pR', () => token(JANGGI_TOKEN, JANGGI_INNER, CANNON)),
  'diagonal-cannon': G('mBcpB', () => plain(RAISED_CANNON)),
  aiwok: G('RNF', () => badge(compound(ROOK, KNIGHT), DIAMOND)),
};

/** Just the dots of a leap pattern (no plaque), for emblems on tokens. */
function leapPattern(betza: string): Figure {
  const r = compileBetza(betza);
  if (!r.ok) throw new Error(`glyph pattern: bad Betza ${betza}`);
  let d = 'M45 40 H55 V50 H45 Z';
  for (const a of r.atoms) d += circle(50 + a.dx * 24, 45 - a.dy * 24, 7);
  return [{ kind: 'body', d }];
}

// ---- choosing a glyph --------------------------------------------------------

function atomsKey(betza: string, dialect: BetzaDialect = 'xbetza'): string | null {
  const r = compileBetza(betza, { dialect });
  if (!r.ok) return null;
  return r.atoms.map((a) => JSON.stringify(a)).sort().join('|');
}

let byMovement: Map<string, string[]> | null = null;
function glyphsByMovement(): Map<string, string[]> {
  if (byMovement) return byMovement;
  byMovement = new Map();
  for (const [name, e] of Object.entries(CATALOGUE_GLYPHS)) {
    const k = atomsKey(e.betza);
    if (k === null) continue;
    const list = byMovement.get(k) ?? [];
    list.push(name);
    byMovement.set(k, list);
  }
  return byMovement;
}

const drawn = new Map<string, Figure>();
function drawing(name: string): Figure {
  let f = drawn.get(name);
  if (!f) drawn.set(name, (f = CATALOGUE_GLYPHS[name]!.draw()));
  return f;
}

export function resolveGlyph(piece: GlyphPiece): ResolvedGlyph {
  const chosen = choose(piece);
  const isKing = chosen.key === 'king';
  if (piece.royal && !isKing) return { key: `${chosen.key}-royal`, layers: badge(chosen.layers, CROWN), by: chosen.by };
  return chosen;
}

function choose(piece: GlyphPiece): ResolvedGlyph {
  const name = piece.name.trim().toLowerCase().replace(/\s+/g, '-');
  if (Object.hasOwn(CATALOGUE_GLYPHS, name)) {
    // A non-royal piece named "king" is still drawn as a king; the badge logic handles royal ones.
    return { key: name, layers: drawing(name), by: 'name' };
  }
  if (piece.pawn) return { key: 'pawn', layers: drawing('pawn'), by: 'pawn' };
  const k = atomsKey(piece.betza, piece.dialect);
  const candidates = k === null ? undefined : glyphsByMovement().get(k);
  if (candidates?.length) {
    // Same moves as the king: a royal piece gets the king, any other the commoner.
    const pick = candidates.find((c) => (CATALOGUE_GLYPHS[c]!.royal ?? false) === piece.royal) ?? candidates[0]!;
    return { key: pick, layers: drawing(pick), by: 'movement' };
  }
  const letter = /^[A-Za-z]$/.test(piece.letter) ? piece.letter.toUpperCase() : '?';
  return { key: `letter-${letter}`, layers: letterGlyph(letter), by: 'fallback' };
}

// ---- SVG -------------------------------------------------------------------

/** The paints of one side. White: light body, dark outline and details. Black: dark body, light details. */
export interface PieceColours {
  readonly fill: string;
  readonly shade: string;
  readonly outline: string;
  readonly detail: string;
}

export const WHITE_PIECE: PieceColours = { fill: '#fbfaf5', shade: '#d6d3c9', outline: '#1e1e1e', detail: '#1e1e1e' };
export const BLACK_PIECE: PieceColours = { fill: '#2b2b2b', shade: '#595959', outline: '#0f0f0f', detail: '#f2f2ee' };

/** Stroke widths in glyph units (the glyph box is 100 wide). */
const OUTLINE = 3.2;
const DETAIL = 2.6;
const CUT = 2.2;

/**
 * The glyph's paths for one side, in its 100 × 100 box. Strokes keep their
 * width whatever the nesting scale, so compounds and badges match the rest.
 */
export function glyphMarkup(layers: Figure, c: PieceColours): string {
  return layers.map((l) => layerMarkup(l, c, 1, undefined)).join('');
}

function layerMarkup(l: Layer, c: PieceColours, scale: number, mode: 'shade' | 'ink' | undefined): string {
  const w = (base: number) => base / scale;
  const round = { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  switch (l.kind) {
    case 'group': {
      const t = l.transform;
      const rot = t.rotate ? ` rotate(${num(t.rotate)} ${num(t.cx ?? 0)} ${num(t.cy ?? 0)})` : '';
      const inner = l.layers.map((x) => layerMarkup(x, c, scale * t.s, l.mode ?? mode)).join('');
      return `<g transform="translate(${num(t.x)} ${num(t.y)})${rot} scale(${num(t.s)})">${inner}</g>`;
    }
    case 'body':
      // Inked (an emblem): overlapping parts stay apart by a cut in the body colour, invisible at the emblem's rim.
      if (mode === 'ink') return `<path${attrs({ d: l.d, fill: c.detail, stroke: c.fill, 'stroke-width': w(CUT), 'stroke-linejoin': 'round' })}/>`;
      return `<path${attrs({ d: l.d, fill: mode === 'shade' ? c.shade : c.fill, stroke: c.outline, 'stroke-width': w(OUTLINE), 'stroke-linejoin': 'round' })}/>`;
    case 'line':
      // Inside an inked emblem, a detail line is cut out of the ink in the body colour.
      return `<path${attrs({ d: l.d, fill: 'none', stroke: mode === 'ink' ? c.fill : c.detail, 'stroke-width': w(l.width ?? DETAIL), ...round })}/>`;
    case 'ink':
      return `<path${attrs({ d: l.d, fill: mode === 'ink' ? c.fill : c.detail })}/>`;
    case 'edge':
      return `<path${attrs({ d: l.d, fill: 'none', stroke: mode === 'ink' ? c.detail : c.outline, 'stroke-width': w(OUTLINE), ...round })}/>`;
  }
}
