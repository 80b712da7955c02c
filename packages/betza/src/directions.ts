/**
 * Direction modifiers → the set of direction slots (see geometry.ts for
 * the slot numbering), per symmetry class, following XBoard's
 * `MovesFromString` direction masks (reference §2, §10.3).
 *
 * Letters are read left to right in groups of one or two; the groups'
 * slot sets are united. Which letter pairs form a group, and what a group
 * means, depends on the atom's symmetry class. Where XBoard silently turns a
 * meaningless combination into "all directions" or "nothing", we report an
 * error instead, so that a typo cannot change a piece unnoticed.
 */
import type { DirectionLetter, DirectionModifier, WrittenAtomLetter } from './ast.ts';
import { betzaError, type BetzaError } from './errors.ts';
import { slotsOf, type SymmetryClass } from './geometry.ts';

/** A bit set of direction slots: bit k set = slot k selected. */
export type SlotSet = number;

function slots(...list: number[]): SlotSet {
  return list.reduce((set, slot) => set | (1 << slot), 0);
}

type PlainDirection = 'f' | 'b' | 'l' | 'r' | 'v' | 's';

/** One letter alone on an oblique atom: the narrow pair along that side's axis (fN = d6, f6). */
const NARROW: Readonly<Record<PlainDirection, SlotSet>> = {
  f: slots(7, 0), b: slots(3, 4), r: slots(1, 2), l: slots(5, 6),
  v: slots(7, 0, 3, 4), s: slots(1, 2, 5, 6),
};

/** Half-planes: every move that goes that way at all (fhN, and one letter on a diagonal atom). */
const WIDE: Readonly<Record<'f' | 'b' | 'l' | 'r', SlotSet>> = {
  f: slots(6, 7, 0, 1), r: slots(0, 1, 2, 3), b: slots(2, 3, 4, 5), l: slots(4, 5, 6, 7),
};

/** One letter alone on K or Q: the orthogonal direction only (fK = one move). */
const EIGHT_SINGLE: Readonly<Record<PlainDirection, SlotSet>> = {
  f: slots(0), r: slots(2), b: slots(4), l: slots(6), v: slots(0, 4), s: slots(2, 6),
};

/** The three K/Q directions on a side; pairs intersect these (fr = one diagonal, fs = both forward diagonals). */
const EIGHT_WIDE: Readonly<Record<PlainDirection, SlotSet>> = {
  f: slots(7, 0, 1), r: slots(1, 2, 3), b: slots(3, 4, 5), l: slots(5, 6, 7),
  v: slots(7, 0, 1, 3, 4, 5), s: slots(1, 2, 3, 5, 6, 7),
};

/** The chiral quartets of oblique atoms: each is closed under a 90° rotation. */
const CHIRAL: Readonly<Record<'r' | 'l', SlotSet>> = { r: slots(0, 2, 4, 6), l: slots(1, 3, 5, 7) };

function axisOf(letter: DirectionLetter): 'vertical' | 'horizontal' | undefined {
  if (letter === 'f' || letter === 'b' || letter === 'v') return 'vertical';
  if (letter === 'l' || letter === 'r' || letter === 's') return 'horizontal';
  return undefined;
}

function isSide(letter: DirectionLetter | undefined): letter is 'f' | 'b' | 'l' | 'r' {
  return letter === 'f' || letter === 'b' || letter === 'l' || letter === 'r';
}

function perpendicular(a: DirectionLetter, b: DirectionLetter): boolean {
  const axisA = axisOf(a);
  const axisB = axisOf(b);
  return axisA !== undefined && axisB !== undefined && axisA !== axisB;
}

export interface DirectionResult {
  /** The selected slots; all of the atom's slots when no letter is given. */
  readonly slots: SlotSet;
  readonly errors: readonly BetzaError[];
}

/**
 * Resolves the direction letters of one term. `letters` must be the
 * term's direction modifiers in source order.
 */
export function resolveDirections(
  letters: readonly DirectionModifier[],
  symmetry: SymmetryClass,
  atom: WrittenAtomLetter,
): DirectionResult {
  if (letters.length === 0) return { slots: slotsOf(symmetry), errors: [] };
  switch (symmetry) {
    case 'orthogonal': return orthogonal(letters, atom);
    case 'diagonal': return diagonal(letters, atom);
    case 'oblique': return oblique(letters, atom);
    case 'eightfold': return eightfold(letters, atom);
  }
}

/** W, D, H, R: every letter names directions of its own; union (fsW = f+l+r). */
function orthogonal(letters: readonly DirectionModifier[], atom: WrittenAtomLetter): DirectionResult {
  let set = 0;
  const errors: BetzaError[] = [];
  for (const { letter, column } of letters) {
    if (letter === 'h') {
      errors.push(betzaError(
        `'h' has no meaning on the orthogonal atom ${atom}; use f, b, l, r, v or s`, column));
    } else {
      set |= NARROW[letter] & slotsOf('orthogonal');
    }
  }
  return { slots: set, errors };
}

/** F, A, G, B: one letter = the pair on that side (fF = fl+fr); two perpendicular letters = their intersection (frF). */
function diagonal(letters: readonly DirectionModifier[], atom: WrittenAtomLetter): DirectionResult {
  let set = 0;
  const errors: BetzaError[] = [];
  for (let i = 0; i < letters.length; i++) {
    const { letter, column } = letters[i]!;
    if (!isSide(letter)) {
      // XBoard silently falls back to "all directions" here (reference §2b).
      errors.push(betzaError(
        `'${letter}' has no meaning on the diagonal atom ${atom}; ` +
          `use f, b, l, r for a pair of diagonals or fr, fl, br, bl for one`, column));
      continue;
    }
    const next = letters[i + 1]?.letter;
    if (isSide(next) && perpendicular(letter, next)) {
      set |= WIDE[letter] & WIDE[next] & slotsOf('diagonal');
      i++;
    } else {
      set |= WIDE[letter] & slotsOf('diagonal');
    }
  }
  return { slots: set, errors };
}

/** N, C, Z: the table of reference §2c. The first letter of a pair picks a half-board, the second the narrow pair. */
function oblique(letters: readonly DirectionModifier[], atom: WrittenAtomLetter): DirectionResult {
  let set = 0;
  const errors: BetzaError[] = [];
  for (let i = 0; i < letters.length; i++) {
    const { letter, column } = letters[i]!;
    const next = letters[i + 1];
    if (letter === 'h') {
      if (next?.letter === 'r' || next?.letter === 'l') {
        set |= CHIRAL[next.letter];
        i++;
      } else {
        errors.push(betzaError(
          `'h' on the oblique atom ${atom} must be followed by r or l (chiral hr, hl) ` +
            `or follow f, b, l or r (half-plane fh, bh, lh, rh)`, column));
      }
      continue;
    }
    if (letter === 'v' || letter === 's') {
      if (next?.letter === 'h' || next?.letter === letter) {
        // XBoard reads these as an empty set and then falls back to all 8 moves.
        errors.push(betzaError(
          `'${letter}${next.letter}' has no meaning on the oblique atom ${atom}`, column, 2));
        i++;
      } else {
        set |= NARROW[letter];
      }
      continue;
    }
    if (next?.letter === 'h') {
      set |= WIDE[letter];
      i++;
    } else if (next?.letter === letter) {
      set |= NARROW[letter]; // ff = f, as in the shogi knight ffN
      i++;
    } else if (next !== undefined && perpendicular(letter, next.letter)) {
      set |= WIDE[letter] & NARROW[next.letter as PlainDirection];
      i++;
    } else {
      set |= NARROW[letter];
    }
  }
  return { slots: set, errors };
}

/**
 * K, Q: XBetza's 8-fold system (reference §2d). One letter is the
 * orthogonal direction only, so fK is one move and fQ the forward slide.
 * This is where XBetza and Fairy-Stockfish differ (FSF: fK = fW + fF).
 */
function eightfold(letters: readonly DirectionModifier[], atom: WrittenAtomLetter): DirectionResult {
  let set = 0;
  const errors: BetzaError[] = [];
  for (let i = 0; i < letters.length; i++) {
    const { letter, column } = letters[i]!;
    const next = letters[i + 1];
    if (letter === 'h') {
      errors.push(betzaError(
        `'h' has no meaning on ${atom}; name the directions, e.g. f, fs, fr, v or s`, column));
      continue;
    }
    if (next?.letter === 'h') {
      errors.push(betzaError(
        `half-planes such as '${letter}h' are not defined on ${atom}; name the directions, e.g. f, fs, fr`,
        next.column));
      i++;
      continue;
    }
    if (isSide(letter) && next !== undefined && perpendicular(letter, next.letter)) {
      set |= EIGHT_WIDE[letter] & EIGHT_WIDE[next.letter as PlainDirection];
      i++;
    } else {
      // A doubled letter (ffrK) stands alone; the second copy is read again
      // and may pair with the letter after it, as XBoard does.
      set |= EIGHT_SINGLE[letter];
    }
  }
  return { slots: set, errors };
}
