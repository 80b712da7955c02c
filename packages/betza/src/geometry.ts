/**
 * Geometry of the atoms: step vectors, symmetry classes, the eight
 * direction slots, and the squares a lame (`n`) leap passes over.
 *
 * Directions use XBoard's eight-slot scheme. For a leap (a, b) with
 * 0 <= a <= b, written for White (+x = towards the h-file, +y = forward):
 *
 *   slot 0 (a, b)    "f", forward and slightly right
 *   slot 1 (b, a)    "fr"
 *   slot 2 (b, -a)   "r"
 *   slot 3 (a, -b)   "br"
 *   slot 4 (-a, -b)  "b"
 *   slot 5 (-b, -a)  "bl"
 *   slot 6 (-b, a)   "l"
 *   slot 7 (-a, b)   "fl"
 *
 * For a wazir-like leap (0, b) the even slots are the four distinct
 * moves; for a ferz-like leap (a, a) the odd slots are. For the king and
 * queen the even slots are their W moves and the odd slots their F moves.
 */
import type { AtomLetter } from './ast.ts';

export type Vector = readonly [number, number];

/**
 * How direction letters are read for an atom (reference §2):
 * - orthogonal: W, D, H, R. One direction per letter, combined by union.
 * - diagonal: F, A, G, B. One letter = a pair, two perpendicular letters = one move.
 * - oblique: N, C, Z. The full 8-move table of §2c.
 * - eightfold: K, Q. XBetza's 8-fold system; `fK` is one move.
 */
export type SymmetryClass = 'orthogonal' | 'diagonal' | 'oblique' | 'eightfold';

interface AtomGeometry {
  readonly symmetry: SymmetryClass;
  /** The slot-0 leap (a, b) with a <= b; for K and Q the W leap (the F leap is derived). */
  readonly leap: Vector;
  /** Range when none is written: 1 for leapers, 0 (unlimited) for R, B, Q. */
  readonly defaultRange: number;
  /**
   * Squares a lame leap must find empty, for the slot-0 leap, nearest first.
   * Undefined where this package gives `n` no meaning.
   */
  readonly lamePath?: readonly Vector[];
}

const GEOMETRY: Readonly<Record<AtomLetter, AtomGeometry>> = {
  W: { symmetry: 'orthogonal', leap: [0, 1], defaultRange: 1 },
  F: { symmetry: 'diagonal', leap: [1, 1], defaultRange: 1 },
  D: { symmetry: 'orthogonal', leap: [0, 2], defaultRange: 1, lamePath: [[0, 1]] },
  // Xiangqi horse: the orthogonal (W) square along the long direction first.
  N: { symmetry: 'oblique', leap: [1, 2], defaultRange: 1, lamePath: [[0, 1]] },
  A: { symmetry: 'diagonal', leap: [2, 2], defaultRange: 1, lamePath: [[1, 1]] },
  // XBoard 4.9 checks only the truncated midpoint (0,1) of a threeleaper; we
  // follow the Interactive Diagram (H.G. Muller, 2023): both squares must be empty.
  H: { symmetry: 'orthogonal', leap: [0, 3], defaultRange: 1, lamePath: [[0, 1], [0, 2]] },
  // The lame camel, by the Janggi elephant's rule below: one W step along the
  // long direction, then an F step outwards, then the last W step. XBoard 4.9
  // tests only the truncated midpoint (0,1); Fairy-Stockfish gives nC no moves.
  C: { symmetry: 'oblique', leap: [1, 3], defaultRange: 1, lamePath: [[0, 1], [1, 2]] },
  // Janggi elephant: one W step along the long direction, then an F step
  // outwards (XBetza `mafsmafW`, Fairy-Stockfish `nZ`). XBoard 4.9's
  // single-leg `nZ` would test the truncated midpoint (1,1) instead.
  Z: { symmetry: 'oblique', leap: [2, 3], defaultRange: 1, lamePath: [[0, 1], [1, 2]] },
  G: { symmetry: 'diagonal', leap: [3, 3], defaultRange: 1, lamePath: [[1, 1], [2, 2]] },
  K: { symmetry: 'eightfold', leap: [0, 1], defaultRange: 1 },
  R: { symmetry: 'orthogonal', leap: [0, 1], defaultRange: 0 },
  B: { symmetry: 'diagonal', leap: [1, 1], defaultRange: 0 },
  Q: { symmetry: 'eightfold', leap: [0, 1], defaultRange: 0 },
};

export function symmetryOf(atom: AtomLetter): SymmetryClass {
  return GEOMETRY[atom].symmetry;
}

export function defaultRangeOf(atom: AtomLetter): number {
  return GEOMETRY[atom].defaultRange;
}

/** The lame path of the slot-0 leap, or undefined when `n` is not defined on this atom. */
export function lamePathOf(atom: AtomLetter): readonly Vector[] | undefined {
  return GEOMETRY[atom].lamePath;
}

/** Atoms on which `n` (and `j` on a leaper) is defined, for messages. */
export const LAME_ATOMS: readonly AtomLetter[] = (Object.keys(GEOMETRY) as AtomLetter[]).filter(
  (atom) => GEOMETRY[atom].lamePath !== undefined,
);

/**
 * The slot-0 leap that a slot's move is the image of. K and Q use the W
 * leap on orthogonal slots and the F leap on diagonal slots.
 */
export function baseLeap(atom: AtomLetter, slot: number): Vector {
  const geometry = GEOMETRY[atom];
  if (geometry.symmetry === 'eightfold' && slot % 2 === 1) return [1, 1];
  return geometry.leap;
}

/**
 * Maps a slot-0 offset to the same offset seen from slot `slot`: the
 * symmetry of the square that takes the slot-0 leap (a, b) to the slot's
 * leap. Applying it to the lame path keeps the path attached to its leap.
 */
export function toSlot([x, y]: Vector, slot: number): Vector {
  // `0 - v` rather than `-v`: negating 0 gives -0, which would make equal
  // vectors compare unequal under Object.is (and in test assertions).
  const nx = 0 - x;
  const ny = 0 - y;
  switch (slot) {
    case 0: return [x, y];
    case 1: return [y, x];
    case 2: return [y, nx];
    case 3: return [x, ny];
    case 4: return [nx, ny];
    case 5: return [ny, nx];
    case 6: return [ny, x];
    case 7: return [nx, y];
    default: throw new RangeError(`direction slot ${slot} is not in 0..7`);
  }
}

/** The slots in which an atom has distinct moves. */
export function slotsOf(symmetry: SymmetryClass): number {
  if (symmetry === 'orthogonal') return ORTHOGONAL_SLOTS;
  if (symmetry === 'diagonal') return DIAGONAL_SLOTS;
  return ALL_SLOTS;
}

export const ALL_SLOTS = 0xff;
export const ORTHOGONAL_SLOTS = 0x55;
export const DIAGONAL_SLOTS = 0xaa;
