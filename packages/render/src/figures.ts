/**
 * The drawings: piece silhouettes as SVG path data, drawn for this project
 * in a 100 × 100 box (y down). A figure stands on the pedestal, so its feet
 * are at y = 79; the pedestal (y 79–90) is added when a glyph is assembled,
 * once, even for compound pieces made of two figures.
 *
 * A figure is a list of layers painted in order:
 * - `body`: filled with the piece colour, outlined;
 * - `line`: a detail stroke (dark on a white piece, light on a black one);
 * - `ink`: a filled detail (eyes, nostrils, emblems), detail colour;
 * - `edge`: a stroke in the outline colour (thin legs, antennae);
 * - `group`: layers moved, scaled or rotated (compounds, badges, emblems).
 */

export type Layer =
  | { readonly kind: 'body' | 'ink' | 'edge'; readonly d: string }
  | { readonly kind: 'line'; readonly d: string; readonly width?: number }
  | { readonly kind: 'group'; readonly transform: Placement; readonly layers: readonly Layer[]; readonly mode?: 'shade' | 'ink' };

/** `translate(x y) rotate(rotate cx cy) scale(s)`: scale about the origin, turn about (cx, cy), then shift. */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly s: number;
  readonly rotate?: number;
  readonly cx?: number;
  readonly cy?: number;
}

export type Figure = readonly Layer[];

const body = (d: string): Layer => ({ kind: 'body', d });
const line = (d: string): Layer => ({ kind: 'line', d });
const ink = (d: string): Layer => ({ kind: 'ink', d });
const edge = (d: string): Layer => ({ kind: 'edge', d });

/** A closed circle as path data (two arcs, so every renderer draws it). */
export function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
}

/** A closed rounded rectangle. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y} H${x + w - r} Q${x + w} ${y} ${x + w} ${y + r} V${y + h - r} Q${x + w} ${y + h} ${x + w - r} ${y + h} H${x + r} Q${x} ${y + h} ${x} ${y + h - r} V${y + r} Q${x} ${y} ${x + r} ${y} Z`;
}

/** The plinth every standing piece shares. */
export const PEDESTAL: Figure = [body(roundRect(19, 79, 62, 11, 3))];

export const PAWN: Figure = [
  body('M33 79 Q33 62 43 53 H57 Q67 62 67 79 Z'),
  body(circle(50, 33, 12.5)),
  body(roundRect(35, 47, 30, 7, 3.5)),
];

/** Pawn with a diamond head: it moves diagonally (Berolina). */
export const BEROLINA_PAWN: Figure = [
  body('M33 79 Q33 62 43 53 H57 Q67 62 67 79 Z'),
  body('M50 18 L64 33 L50 48 L36 33 Z'),
  body(roundRect(35, 47, 30, 7, 3.5)),
];

export const ROOK: Figure = [
  body('M33 36 H67 L70 71 H30 Z'),
  body('M25 14 H36 V22 H44.5 V14 H55.5 V22 H64 V14 H75 V31 Q75 37 69 37 H31 Q25 37 25 31 Z'),
  body(roundRect(25, 69, 50, 10, 3)),
  line('M33 50 H67'),
];

export const BISHOP: Figure = [
  body('M30 79 Q32 68 41 63 H59 Q68 68 70 79 Z'),
  body(roundRect(35, 56, 30, 8, 4)),
  body('M50 17 C37 27 30 39 33 49 Q35 56 42 57 H58 Q65 56 67 49 C70 39 63 27 50 17 Z'),
  body(circle(50, 12.5, 5)),
  line('M44 43 L57 30'),
];

const CROWN_POINTS = 'M33 61 L18 27 L31 45 L34 19 L43 42 L50 14 L57 42 L66 19 L69 45 L82 27 L67 61 Z';
export const QUEEN: Figure = [
  body('M28 79 Q30 71 38 66 H62 Q70 71 72 79 Z'),
  body(CROWN_POINTS),
  body(circle(18, 25, 4.5)),
  body(circle(34, 17, 4.5)),
  body(circle(50, 12, 4.5)),
  body(circle(66, 17, 4.5)),
  body(circle(82, 25, 4.5)),
  body(roundRect(32, 59, 36, 8, 4)),
  line('M35 53 Q50 48 65 53'),
];

const KING_CROWN = 'M33 61 C19 51 19 31 35 31 C42 31 46 36 50 42 C54 36 58 31 65 31 C81 31 81 51 67 61 Z';
export const KING: Figure = [
  body('M28 79 Q30 71 38 66 H62 Q70 71 72 79 Z'),
  body('M47 4 H53 V10 H59 V16 H53 V24 H47 V16 H41 V10 H47 Z'),
  body('M50 43 C43 35 43 27 50 23 C57 27 57 35 50 43 Z'),
  body(KING_CROWN),
  body(roundRect(32, 59, 36, 8, 4)),
  line('M36 53 Q50 48 64 53'),
];

/** The king without its cross: a non-royal king (commoner, mann). */
export const COMMONER: Figure = [
  body('M28 79 Q30 71 38 66 H62 Q70 71 72 79 Z'),
  body(circle(50, 16, 6.5)),
  body('M50 43 C43 35 43 27 50 23 C57 27 57 35 50 43 Z'),
  body(KING_CROWN),
  body(roundRect(32, 59, 36, 8, 4)),
  line('M36 53 Q50 48 64 53'),
];

const HORSE = 'M29 79 C29 69 35 62 43 57 C37 59 31 62 24 63 C17 64 12 60 12 55 C12 50 13 46 17 42 C24 33 31 25 39 17 L47 6 L56 16 C71 21 82 37 81 58 L80 79 Z';
export const KNIGHT: Figure = [
  body(HORSE),
  ink(circle(35, 30, 3.2)),
  ink(circle(18, 49, 2.2)),
  line('M13 56 H20'),
  line('M43 57 C46 50 45 43 41 39'),
  line('M58 19 C69 26 75 40 75 58'),
];

/** The knight with zebra stripes across head and neck. */
export const ZEBRA: Figure = [
  body(HORSE),
  line('M40 22 L50 31 M45 16 L56 28 M60 24 L62 40 M66 30 L70 46 M71 38 L74 56 M35 62 L52 55 M33 70 L56 63'),
  ink(circle(35, 31, 3.2)),
  ink(circle(18.5, 50, 2.2)),
];

/** A dromedary standing on the plinth, facing left: hump, long neck, low head. */
export const CAMEL: Figure = [
  body('M9 31 C9 26 13 21 19 20 L23 13 L27 20 C30 24 32 33 35 41 C37 46 41 47 44 45 C48 30 54 23 61 23 C69 23 73 31 77 39 C81 43 85 48 85 55 L81 58 L81 79 H72.5 L72 65 C64 67 54 67 47 65 L46.5 79 H38 L37.5 61 C32 57 28 49 24 39 C22 35 18 35 14 36 C11 36 9 34 9 31 Z'),
  ink(circle(18, 26, 2.4)),
  line('M47 58 C56 61 64 61 72 58'),
];

/** A wildebeest (gnu) head seen from the front: horn boss, horns curving down and up, long face, shaggy beard. */
export const WILDEBEEST: Figure = [
  body('M34 50 C31 60 30 70 29 79 H71 C70 70 69 60 66 50 Z'),
  body('M45 27 C36 26 27 30 21 25 C16 21 14 15 16 7 C10 13 9 23 15 31 C22 38 36 36 45 34 Z'),
  body('M55 27 C64 26 73 30 79 25 C84 21 86 15 84 7 C90 13 91 23 85 31 C78 38 64 36 55 34 Z'),
  body('M39 37 C31 34 24 36 20 41 C26 45 34 45 40 43 Z'),
  body('M61 37 C69 34 76 36 80 41 C74 45 66 45 60 43 Z'),
  body('M41 62 L38 79 L42.5 74 L46 79 L50 73.5 L54 79 L57.5 74 L62 79 L59 62 Z'),
  body('M40 26 C44 20 56 20 60 26 C62 36 62 45 60 52 C59 58 64 61 62 67 C60 72 40 72 38 67 C36 61 41 58 40 52 C38 45 38 36 40 26 Z'),
  body('M38 27 C44 21 56 21 62 27 C56 25 44 25 38 27 Z'),
  ink(circle(44.5, 40, 2.6)),
  ink(circle(55.5, 40, 2.6)),
  ink(circle(45.5, 65, 2)),
  ink(circle(54.5, 65, 2)),
  line('M50 31 V54'),
];

/** A grasshopper on the plinth, facing left, its long hind leg folded high. */
export const GRASSHOPPER: Figure = [
  edge('M22 45 C20 32 26 22 40 16 M26 45 C30 34 40 28 52 26'),
  edge('M31 59 L25 79 M41 60 L40 79'),
  body('M16 51 C16 43 23 40 31 42 L69 45 C78 47 83 51 81 56 C77 60 67 61 57 61 L33 61 C23 61 16 58 16 51 Z'),
  body('M52 52 C57 34 70 23 79 24 C85 26 84 33 78 38 L63 58 Z'),
  body('M78 26 L89 78 L84.5 79 L74 35 Z'),
  ink(circle(22, 49, 2.6)),
  line('M44 44 L44 60 M56 45 L56 60'),
];

/** A cannon barrel on a wheeled carriage, muzzle to the left. */
const CANNON_BARREL = 'M11 36 H20 L68 31 C76 31 81 37 81 43 C81 49 76 55 68 55 L20 50 H11 Z';
export const CANNON: Figure = [
  body('M36 52 H76 L82 71 H30 Z'),
  body(CANNON_BARREL),
  body(circle(56, 64, 14)),
  line('M56 52 V76 M44 64 H68 M47.5 55.5 L64.5 72.5 M64.5 55.5 L47.5 72.5'),
  ink(circle(56, 64, 3.5)),
  line('M20 36 V50'),
];

/** The same cannon with its barrel raised steeply: it fires along diagonals. */
export const RAISED_CANNON: Figure = [
  body('M36 52 H76 L82 71 H30 Z'),
  { kind: 'group', transform: { x: 0, y: 0, s: 1, rotate: 40, cx: 60, cy: 44 }, layers: [body(CANNON_BARREL), line('M20 36 V50')] },
  body(circle(56, 64, 14)),
  line('M56 52 V76 M44 64 H68 M47.5 55.5 L64.5 72.5 M64.5 55.5 L47.5 72.5'),
  ink(circle(56, 64, 3.5)),
];

/** An elephant's head from the front: wide ears, domed head, trunk hanging down the middle, two tusks. */
export const ELEPHANT: Figure = [
  body('M36 22 C24 14 8 20 8 38 C8 54 20 64 36 58 Z'),
  body('M64 22 C76 14 92 20 92 38 C92 54 80 64 64 58 Z'),
  body('M36 46 C30 52 26 58 28 62 C32 60 36 56 40 52 Z'),
  body('M64 46 C70 52 74 58 72 62 C68 60 64 56 60 52 Z'),
  body('M50 10 C64 10 72 22 70 38 C69 46 63 52 58 56 C57 64 58 72 62 78 C64 82 62 86 57 85 C51 83 47 76 45 66 C44 62 43 58 42 56 C37 52 31 46 30 38 C28 22 36 10 50 10 Z'),
  ink(circle(42, 33, 2.8)),
  ink(circle(58, 33, 2.8)),
  line('M24 30 C22 36 22 42 26 48 M76 30 C78 36 78 42 74 48'),
];

/** A wizard's hat with a star: the Omega chess wizard. */
export const WIZARD: Figure = [
  body('M27 73 C35 58 40 40 46 25 C50 15 60 8 72 9 C63 14 59 22 59 32 C60 48 66 61 73 73 Z'),
  body('M15 75 C15 68 85 68 85 75 C85 82 15 82 15 75 Z'),
  line('M30 67 C43 63 57 63 70 67'),
  ink('M53 37 L55.4 43.2 L62 43.5 L56.8 47.6 L58.6 54 L53 50.3 L47.4 54 L49.2 47.6 L44 43.5 L50.6 43.2 Z'),
];

/** A crescent moon (the rider badge). */
export const CRESCENT: Figure = [body('M66 10 C42 12 30 30 32 48 C34 66 50 80 72 78 C56 72 48 60 48 44 C48 30 54 18 66 10 Z')];

/** A lance's blade and shaft (shogi lance emblem). */
export const LANCE: Figure = [body('M50 8 L62 32 H54 V80 H46 V32 H38 Z')];

/** A diamond (the ferz badge). */
export const DIAMOND: Figure = [body('M50 14 L78 46 L50 78 L22 46 Z')];

/** A small crown (the royal badge). */
export const CROWN: Figure = [body('M22 74 L14 26 L34 46 L50 18 L66 46 L86 26 L78 74 Z')];

/** Disc on a short stem: the fallback piece, which carries its letter. */
export const MEDALLION_DISC = { cx: 50, cy: 42, r: 32 };
export const MEDALLION: Figure = [
  body('M41 69 H59 L63 79 H37 Z'),
  body(circle(MEDALLION_DISC.cx, MEDALLION_DISC.cy, MEDALLION_DISC.r)),
];

/** A square plaque standing on the plinth: it carries a leaper's move pattern on a 7 × 7 lattice. */
export const PLAQUE = { x: 15, y: 8, size: 70, cx: 50, cy: 43, cell: 9.6 };
export const PLAQUE_FIGURE: Figure = [body(roundRect(PLAQUE.x, PLAQUE.y, PLAQUE.size, PLAQUE.size, 7))];

/** Flat tokens of the East Asian games; they carry an emblem and need no plinth. */
export const SHOGI_TOKEN = 'M50 8 L75 20 L84 89 H16 L25 20 Z';
export const SHOGI_INNER = 'M50 16 L69 25.5 L76.5 82 H23.5 L31 25.5 Z';
export const XIANGQI_TOKEN = circle(50, 50, 39);
export const XIANGQI_INNER = circle(50, 50, 32);
export const JANGGI_TOKEN = 'M34 11 H66 L89 34 V66 L66 89 H34 L11 66 V34 Z';
export const JANGGI_INNER = 'M37 18 H63 L82 37 V63 L63 82 H37 L18 63 V37 Z';
