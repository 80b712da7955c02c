/**
 * A single-stroke font drawn for this project, so that coordinates, legends
 * and fallback piece letters are plain paths: the pictures need no font on
 * the machine that shows or rasterises them, and look the same everywhere.
 *
 * Glyphs are SVG path data in font units: cap height 10 (y = 0 at the top of
 * a capital, the baseline at y = 10), x-height 7, descenders to y = 13.5.
 * Only absolute M, L, Q, A and Z are used, so a glyph can be moved and scaled
 * by rewriting its numbers. Unknown characters are drawn as `?`.
 */
import { num } from './svg.ts';

interface FontGlyph {
  readonly d: string;
  readonly width: number;
}

const g = (width: number, d: string): FontGlyph => ({ width, d });
const bowlRight = 'A3 3.5 0 0 1 6 6.5 A3 3.5 0 0 1 0 6.5';
const bowlLeft = 'A3 3.5 0 0 0 0 6.5 A3 3.5 0 0 0 6 6.5';

const GLYPHS: Record<string, FontGlyph> = {
  a: g(6, `M6 3 L6 10 M6 6.5 ${bowlLeft}`),
  b: g(6, `M0 0 L0 10 M0 6.5 ${bowlRight}`),
  c: g(6, 'M5.7 4.4 A3 3.5 0 1 0 5.7 8.6'),
  d: g(6, `M6 0 L6 10 M6 6.5 ${bowlLeft}`),
  e: g(6, 'M0.1 6.6 L6 6.6 A3 3.5 0 1 0 5.4 9'),
  f: g(4.5, 'M4.8 0.4 Q4.2 0 3.4 0 Q1.6 0 1.6 2.2 L1.6 10 M0 3.6 L4.4 3.6'),
  g: g(6, `M6 6.5 ${bowlLeft} M6 3 L6 11 Q6 13.5 3 13.5 Q1.2 13.5 0.4 12.4`),
  h: g(6, 'M0 0 L0 10 M0 6 Q0 3 3 3 Q6 3 6 6 L6 10'),
  i: g(1.2, 'M0.6 3 L0.6 10 M0.6 0.4 L0.6 0.8'),
  j: g(3, 'M2.4 3 L2.4 11.4 Q2.4 13.5 0 13.3 M2.4 0.4 L2.4 0.8'),
  k: g(5.6, 'M0 0 L0 10 M5.4 3 L0 7.4 M2.1 5.7 L5.6 10'),
  l: g(2.6, 'M0.6 0 L0.6 8.4 Q0.6 10 2.4 10'),
  m: g(10, 'M0 3 L0 10 M0 5.6 Q0 3 2.5 3 Q5 3 5 5.6 L5 10 M5 5.6 Q5 3 7.5 3 Q10 3 10 5.6 L10 10'),
  n: g(6, 'M0 3 L0 10 M0 6 Q0 3 3 3 Q6 3 6 6 L6 10'),
  o: g(6, 'M3 3 A3 3.5 0 0 0 3 10 A3 3.5 0 0 0 3 3'),
  p: g(6, `M0 3 L0 13.5 M0 6.5 ${bowlRight}`),
  q: g(6, `M6 3 L6 13.5 M6 6.5 ${bowlLeft}`),
  r: g(4.6, 'M0 3 L0 10 M0 6.2 Q0 3 4.4 3'),
  s: g(5.6, 'M5.2 4 Q4.5 3 2.9 3 Q0.3 3 0.3 4.8 Q0.3 6.2 2.8 6.5 Q5.6 6.8 5.6 8.3 Q5.6 10 2.8 10 Q0.9 10 0 8.9'),
  t: g(4.6, 'M1.6 0.8 L1.6 8.4 Q1.6 10 3.6 10 Q4.2 10 4.6 9.8 M0 3.6 L4.4 3.6'),
  u: g(6, 'M0 3 L0 7 Q0 10 3 10 Q6 10 6 7 M6 3 L6 10'),
  v: g(6, 'M0 3 L3 10 L6 3'),
  w: g(9, 'M0 3 L2.25 10 L4.5 4.4 L6.75 10 L9 3'),
  x: g(6, 'M0 3 L6 10 M6 3 L0 10'),
  y: g(6, 'M0 3 L3.1 9.8 M6 3 L2.1 13.5'),
  z: g(6, 'M0 3 L6 3 L0 10 L6 10'),
  A: g(7, 'M0 10 L3.5 0 L7 10 M1.3 6.4 L5.7 6.4'),
  B: g(6.8, 'M0 4.8 L3.6 4.8 Q6.8 4.8 6.8 7.4 Q6.8 10 3.6 10 L0 10 L0 0 L3.2 0 Q6.2 0 6.2 2.4 Q6.2 4.8 3.2 4.8'),
  C: g(7, 'M7 1.6 Q6 0 4 0 Q0 0 0 5 Q0 10 4 10 Q6 10 7 8.4'),
  D: g(7, 'M0 0 L0 10 L2.8 10 Q7 10 7 5 Q7 0 2.8 0 Z'),
  E: g(6.4, 'M6.4 0 L0 0 L0 10 L6.4 10 M0 5 L5 5'),
  F: g(6.4, 'M6.4 0 L0 0 L0 10 M0 5 L5 5'),
  G: g(7, 'M7 1.6 Q6 0 4 0 Q0 0 0 5 Q0 10 4 10 Q7 10 7 7 L7 5.6 L4 5.6'),
  H: g(7, 'M0 0 L0 10 M7 0 L7 10 M0 5 L7 5'),
  I: g(4, 'M0 0 L4 0 M2 0 L2 10 M0 10 L4 10'),
  J: g(6, 'M6 0 L6 7 Q6 10 3 10 Q0 10 0 7.4'),
  K: g(6.6, 'M0 0 L0 10 M6.4 0 L0 6.4 M2.3 4.2 L6.6 10'),
  L: g(6, 'M0 0 L0 10 L6 10'),
  M: g(8, 'M0 10 L0 0 L4 7 L8 0 L8 10'),
  N: g(7, 'M0 10 L0 0 L7 10 L7 0'),
  O: g(7, 'M3.5 0 A3.5 5 0 0 0 3.5 10 A3.5 5 0 0 0 3.5 0'),
  P: g(6.8, 'M0 10 L0 0 L3.4 0 Q6.8 0 6.8 2.8 Q6.8 5.6 3.4 5.6 L0 5.6'),
  Q: g(7.2, 'M3.5 0 A3.5 5 0 0 0 3.5 10 A3.5 5 0 0 0 3.5 0 M4.4 7.4 L7.2 10.6'),
  R: g(6.8, 'M0 10 L0 0 L3.4 0 Q6.8 0 6.8 2.8 Q6.8 5.6 3.4 5.6 L0 5.6 M3.4 5.6 L6.8 10'),
  S: g(6.8, 'M6.4 1.5 Q5.4 0 3.4 0 Q0.3 0 0.3 2.6 Q0.3 4.6 3.4 5 Q6.8 5.4 6.8 7.5 Q6.8 10 3.4 10 Q1 10 0 8.4'),
  T: g(7, 'M0 0 L7 0 M3.5 0 L3.5 10'),
  U: g(7, 'M0 0 L0 6.5 Q0 10 3.5 10 Q7 10 7 6.5 L7 0'),
  V: g(7, 'M0 0 L3.5 10 L7 0'),
  W: g(9, 'M0 0 L2.25 10 L4.5 3 L6.75 10 L9 0'),
  X: g(7, 'M0 0 L7 10 M7 0 L0 10'),
  Y: g(7, 'M0 0 L3.5 5 L7 0 M3.5 5 L3.5 10'),
  Z: g(7, 'M0 0 L7 0 L0 10 L7 10'),
  '0': g(6, 'M3 0 A3 5 0 0 0 3 10 A3 5 0 0 0 3 0'),
  '1': g(4, 'M0.4 2 L3 0 L3 10'),
  '2': g(6, 'M0.3 2.4 Q0.8 0 3 0 Q6 0 6 2.8 Q6 4.4 4 6.1 L0 10 L6 10'),
  '3': g(6, 'M0.4 0 L5.6 0 L2.6 4 Q6 4 6 7 Q6 10 3 10 Q1 10 0 8.6'),
  '4': g(6, 'M4.6 10 L4.6 0 L0 7 L6 7'),
  '5': g(6, 'M5.6 0 L1 0 L0.5 4.4 Q1.5 3.7 3 3.7 Q6 3.7 6 6.8 Q6 10 3 10 Q1 10 0 8.7'),
  '6': g(6, 'M5.2 0.6 Q4.3 0 3.2 0 Q0 0 0 5.6 L0 7 Q0 10 3 10 Q6 10 6 7 Q6 4 3 4 Q0 4 0 7'),
  '7': g(6, 'M0 0 L6 0 L2 10'),
  '8': g(6, 'M3 0 A2.7 2.3 0 0 0 3 4.6 A2.7 2.3 0 0 0 3 0 M3 4.6 A3 2.7 0 0 0 3 10 A3 2.7 0 0 0 3 4.6'),
  '9': g(6, 'M6 3 Q6 0 3 0 Q0 0 0 3 Q0 6 3 6 Q6 6 6 3 L6 4.4 Q6 10 2.8 10 Q1.7 10 0.8 9.4'),
  ' ': g(3.5, ''),
  '-': g(4.4, 'M0.2 6 L4.2 6'),
  '.': g(1, 'M0.5 9.6 L0.5 10'),
  ',': g(1.6, 'M1.2 9.4 L0.3 11.6'),
  ':': g(1, 'M0.5 3.6 L0.5 4 M0.5 9.6 L0.5 10'),
  '(': g(3, 'M3 -0.6 Q0 5 3 10.6'),
  ')': g(3, 'M0 -0.6 Q3 5 0 10.6'),
  '/': g(4.4, 'M0 10.6 L4.4 -0.6'),
  '+': g(6, 'M0 6 L6 6 M3 3 L3 9'),
  '?': g(5.6, 'M0.4 2 Q1 0 3 0 Q5.6 0 5.6 2.5 Q5.6 4.2 3 5.2 L3 7 M3 9.6 L3 10'),
};

/** Space between letters, in font units. */
const TRACKING = 1.9;

/** Width of `text` in font units (cap height 10). */
export function textUnits(text: string): number {
  let w = 0;
  for (const ch of text) w += (GLYPHS[ch] ?? GLYPHS['?']!).width + TRACKING;
  return text.length ? w - TRACKING : 0;
}

/** Width of `text` drawn with capitals `size` high. */
export function textWidth(text: string, size: number): number {
  return (textUnits(text) * size) / 10;
}

/**
 * Path data for `text` with its capitals `size` high. `x` is the left edge
 * (or the centre with `anchor: 'middle'`, the right edge with `'end'`), and `y`
 * the baseline. Stroke it (round caps and joins) at about size / 8.
 */
export function textPath(text: string, x: number, y: number, size: number, anchor: 'start' | 'middle' | 'end' = 'start'): string {
  const s = size / 10;
  const width = textUnits(text) * s;
  let left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const top = y - 10 * s;
  const parts: string[] = [];
  for (const ch of text) {
    const glyph = GLYPHS[ch] ?? GLYPHS['?']!;
    if (glyph.d) parts.push(transformPath(glyph.d, left, top, s));
    left += (glyph.width + TRACKING) * s;
  }
  return parts.join(' ');
}

/** Moves and scales absolute path data (M L Q A Z only). */
export function transformPath(d: string, dx: number, dy: number, s: number): string {
  const tokens = d.match(/[MLQAZ]|-?\d*\.?\d+/g) ?? [];
  const out: string[] = [];
  let i = 0;
  const n = () => Number(tokens[i++]);
  const pt = () => `${num(dx + n() * s)} ${num(dy + n() * s)}`;
  while (i < tokens.length) {
    const cmd = tokens[i++]!;
    if (cmd === 'M' || cmd === 'L') out.push(`${cmd}${pt()}`);
    else if (cmd === 'Q') out.push(`Q${pt()} ${pt()}`);
    else if (cmd === 'A') {
      const rx = n() * s;
      const ry = n() * s;
      const rest = [n(), n(), n()];
      out.push(`A${num(rx)} ${num(ry)} ${rest.join(' ')} ${pt()}`);
    } else if (cmd === 'Z') out.push('Z');
    else throw new Error(`unsupported path token ${cmd}`);
  }
  return out.join('');
}

export const FONT_CHARACTERS = Object.keys(GLYPHS).join('');
