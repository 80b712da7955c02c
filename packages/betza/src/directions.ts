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
import type { BetzaDialect, DirectionLetter, DirectionModifier, WrittenAtomLetter } from './ast.ts';
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
 *
 * The dialect matters for K and Q (fsfEightfold). On the other atoms
 * Fairy-Stockfish and XBetza agree on every combination this package
 * accepts, except `v` or `s` followed by a letter of the other axis on
 * N, C, Z (fsfObliqueErrors).
 */
export function resolveDirections(
  letters: readonly DirectionModifier[],
  symmetry: SymmetryClass,
  atom: WrittenAtomLetter,
  dialect: BetzaDialect = 'xbetza',
): DirectionResult {
  if (letters.length === 0) return { slots: slotsOf(symmetry), errors: [] };
  switch (symmetry) {
    case 'orthogonal': return orthogonal(letters, atom);
    case 'diagonal': return diagonal(letters, atom);
    case 'oblique': return dialect === 'fsf' ? withErrors(oblique(letters, atom), fsfObliqueErrors(letters, atom)) : oblique(letters, atom);
    case 'eightfold': return dialect === 'fsf' ? fsfEightfold(letters, atom) : eightfold(letters, atom);
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

/**
 * Fairy-Stockfish's reading of the letters on K and Q (src/piece.cpp,
 * from_betza): K is read as the leaps W and F, Q as the rides R and B, and
 * the letters are applied to each part on its own with the same 8-direction
 * table FSF uses for every atom. Hence `fK` = fW + fF (3 moves), `fsK` =
 * sW + fF (4) and `vK` = vW + all four F moves (6).
 *
 * FSF's table has eight entries, the images of a leap (a, b) under the
 * eight symmetries of the board; a letter group selects an entry if it is
 * in the entry's list. For W one entry maps to an orthogonal slot, for F to
 * a diagonal one (slot numbers as in geometry.ts: even = W, odd = F).
 */
const FSF_TABLE: ReadonlyArray<{ readonly groups: readonly string[]; readonly w: number; readonly f: number }> = [
  { groups: ['ff', 'vv', 'rf', 'rv', 'fh', 'rh', 'hr'], w: 0, f: 1 },
  { groups: ['bb', 'vv', 'lb', 'lv', 'bh', 'lh', 'hr'], w: 4, f: 5 },
  { groups: ['rr', 'ss', 'br', 'bs', 'bh', 'rh', 'hr'], w: 2, f: 3 },
  { groups: ['ll', 'ss', 'fl', 'fs', 'fh', 'lh', 'hr'], w: 6, f: 7 },
  { groups: ['rr', 'ss', 'fr', 'fs', 'fh', 'rh', 'hl'], w: 2, f: 1 },
  { groups: ['ll', 'ss', 'bl', 'bs', 'bh', 'lh', 'hl'], w: 6, f: 5 },
  { groups: ['bb', 'vv', 'rb', 'rv', 'bh', 'rh', 'hl'], w: 4, f: 3 },
  { groups: ['ff', 'vv', 'lf', 'lv', 'fh', 'lh', 'hl'], w: 0, f: 7 },
];

/** FSF pairs a letter with the next one if it is the same letter or on the other axis; `h` counts as both axes. */
const FSF_VERTICAL = 'fbvh';
const FSF_HORIZONTAL = 'rlsh';

function fsfEightfold(letters: readonly DirectionModifier[], atom: WrittenAtomLetter): DirectionResult {
  let set = 0;
  const errors: BetzaError[] = [];
  for (let i = 0; i < letters.length; i++) {
    const { letter, column } = letters[i]!;
    const next = letters[i + 1]?.letter;
    const pairs = next !== undefined && (next === letter ||
      (FSF_VERTICAL.includes(letter) && FSF_HORIZONTAL.includes(next)) ||
      (FSF_HORIZONTAL.includes(letter) && FSF_VERTICAL.includes(next)));
    // A letter that pairs with nothing is read doubled (f = ff).
    const group = pairs ? letter + next : letter + letter;
    if (pairs) i++;
    let groupSlots = 0;
    for (const entry of FSF_TABLE) {
      if (entry.groups.includes(group)) groupSlots |= (1 << entry.w) | (1 << entry.f);
    }
    if (groupSlots === 0) {
      // FSF silently gives such a group no moves (vs, hf, hh …); say so instead.
      errors.push(betzaError(
        `'${pairs ? group : letter}' gives ${atom} no moves in Fairy-Stockfish's reading`, column, pairs ? 2 : 1));
    }
    set |= groupSlots;
  }
  return { slots: set, errors };
}

function withErrors(result: DirectionResult, more: readonly BetzaError[]): DirectionResult {
  return more.length === 0 ? result : { slots: result.slots, errors: [...result.errors, ...more] };
}

/**
 * XBetza reads `vl` on an oblique atom as v + l, but FSF pairs the two
 * letters into a group its table does not list (vl, vr, sf, sb, vs, sv),
 * which gives no moves. Neither reading can be right for the author, so in
 * the fsf dialect it is an error.
 */
function fsfObliqueErrors(letters: readonly DirectionModifier[], atom: WrittenAtomLetter): BetzaError[] {
  const errors: BetzaError[] = [];
  for (let i = 0; i + 1 < letters.length; i++) {
    const { letter, column } = letters[i]!;
    const next = letters[i + 1]!.letter;
    if ((letter === 'v' || letter === 's') && next !== 'h' && perpendicular(letter, next)) {
      errors.push(betzaError(
        `'${letter}${next}' gives ${atom} no moves in Fairy-Stockfish's reading (XBetza reads ${letter} + ${next})`,
        column, 2));
      i++;
    } else if (FSF_VERTICAL.includes(letter) || FSF_HORIZONTAL.includes(letter)) {
      // Keep FSF's pairing in step: a letter pairs with the next one of the same or the other axis.
      if (next === letter || perpendicular(letter, next) || letter === 'h' || next === 'h') i++;
    }
  }
  return errors;
}
