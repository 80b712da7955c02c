/**
 * Multi-leg terms (XBetza `a`, reference §4): what they may say, and their
 * expansion into move atoms with legs.
 *
 * The subset: every leg uses the term's atom and range; the atom is one of
 * W, F, D, A, H, G, K, R, B, Q (orthogonal, diagonal or eightfold); a leg
 * before the last takes `m` (ends on an empty square, the default), `c`
 * (ends on an enemy piece, which is captured where it stands: a locust
 * capture), `p` (ends on any piece, which is passed over) or `mp`; the last
 * leg takes `m` and `c` (default both). At most one leg captures on the way,
 * and a move has at most four legs. The first leg's direction letters are
 * read as for a single-leg term; each later leg's are relative to the leg
 * before, in the eightfold system (`f` straight on, `b` straight back, `l`
 * and `r` 90° turns, `fr`, `fl`, `fs` 45° turns, ...). Without letters a
 * later leg goes every way but straight back (K, Q) or straight on and 90°
 * either way (the four-way atoms). A 45° turn turns W into F, D into A, H
 * into G, R into B and back.
 */
import type { BetzaDialect, BetzaModifier, BetzaTerm, DirectionModifier, ModalityModifier } from './ast.ts';
import type { MoveAtom, MoveLeg } from './atoms.ts';
import { resolveDirections, type SlotSet } from './directions.ts';
import { betzaError, type BetzaError } from './errors.ts';
import { baseLeap, symmetryOf, toSlot, type Vector } from './geometry.ts';
import { canonicalAtom } from './letters.ts';
import { effectiveRange } from './validate.ts';

/** The most legs one term may chain (the falcon's longest path has four). */
export const MAX_LEGS = 4;

/** Squares per step of the atoms a leg may use: a turn keeps the distance (D ↔ A). */
const STEP: Readonly<Record<string, number>> = { W: 1, F: 1, K: 1, R: 1, B: 1, Q: 1, D: 2, A: 2, H: 3, G: 3 };

const directionsOf = (modifiers: readonly BetzaModifier[]): DirectionModifier[] =>
  modifiers.filter((m): m is DirectionModifier => m.kind === 'direction');
const modesOf = (modifiers: readonly BetzaModifier[]): ModalityModifier[] =>
  modifiers.filter((m): m is ModalityModifier => m.kind === 'modality');

/** Every leg's modifiers, the first leg's first. */
export function legModifiers(term: BetzaTerm): (readonly BetzaModifier[])[] {
  return [term.modifiers, ...(term.legs ?? []).map((leg) => leg.modifiers)];
}

/** Relative slots of a later leg: its letters read as K's, or the default. */
function relativeSlots(modifiers: readonly BetzaModifier[], eightfold: boolean): SlotSet {
  const letters = directionsOf(modifiers);
  if (letters.length === 0) return eightfold ? 0xff & ~(1 << 4) : (1 << 0) | (1 << 2) | (1 << 6);
  return resolveDirections(letters, 'eightfold', 'K', 'xbetza').slots;
}

export function validateLegs(term: BetzaTerm, dialect: BetzaDialect): BetzaError[] {
  const errors: BetzaError[] = [];
  const atom = canonicalAtom(term.atom);
  const legs = term.legs ?? [];
  if (STEP[atom] === undefined) {
    errors.push(betzaError(`multi-leg moves ('a') are supported on W, F, D, A, H, G, K, R, B and Q, not on ${term.atom}`, term.atomColumn));
  }
  if (legs.length + 1 > MAX_LEGS) {
    errors.push(betzaError(`a move of ${legs.length + 1} legs: at most ${MAX_LEGS} are supported`, legs[MAX_LEGS - 1]!.column));
  }
  let victim: ModalityModifier | undefined;
  const all = legModifiers(term);
  all.forEach((modifiers, index) => {
    const last = index === all.length - 1;
    const seen = new Set<string>();
    for (const mode of modesOf(modifiers)) {
      if (seen.has(mode.letter)) errors.push(betzaError(`'${mode.letter}' is given twice in one leg`, mode.column));
      seen.add(mode.letter);
      const allowed = last ? mode.letter === 'm' || mode.letter === 'c' : mode.letter === 'm' || mode.letter === 'c' || mode.letter === 'p';
      if (!allowed) {
        errors.push(betzaError(last
          ? `'${mode.letter}' is not supported on the last leg of a multi-leg move (it takes m and c)`
          : `'${mode.letter}' is not supported on a leg before the last (such a leg takes m, c and p)`, mode.column));
      }
      if (!last && mode.letter === 'c') {
        if (victim) errors.push(betzaError('only one leg before the last may capture (one locust victim per move)', mode.column));
        victim ??= mode;
      }
    }
    if (seen.has('c') && seen.has('p')) {
      errors.push(betzaError("'c' and 'p' contradict each other on one leg (capture the piece or pass over it)", modesOf(modifiers).find((m) => m.letter === 'p')!.column));
    }
    const letters = directionsOf(modifiers);
    if (index === 0) errors.push(...resolveDirections(letters, symmetryOf(atom), term.atom, dialect).errors);
    else if (letters.length > 0) errors.push(...resolveDirections(letters, 'eightfold', 'K', 'xbetza').errors);
  });
  return errors;
}

/** The unit step of absolute direction slot d (even: orthogonal, odd: diagonal). */
function unit(d: number): Vector {
  return toSlot(d % 2 === 1 ? [1, 1] : [0, 1], d);
}

interface LegMode {
  readonly move: boolean;
  readonly capture: boolean;
  readonly hop: 'none' | 'p';
}

function legMode(modifiers: readonly BetzaModifier[], last: boolean): LegMode {
  const letters = new Set(modesOf(modifiers).map((m) => m.letter));
  const any = letters.has('m') || letters.has('c') || letters.has('p');
  if (!any) return { move: true, capture: last, hop: 'none' };
  return { move: letters.has('m'), capture: letters.has('c'), hop: letters.has('p') ? 'p' : 'none' };
}

/** The atoms of a multi-leg term: one per choice of first direction and of each later leg's turn. */
export function expandLegs(term: BetzaTerm, dialect: BetzaDialect): MoveAtom[] {
  const problems = validateLegs(term, dialect);
  if (problems.length > 0) throw new Error(`invalid Betza term at column ${term.column}: ${problems[0]!.message}`);
  const atom = canonicalAtom(term.atom);
  const symmetry = symmetryOf(atom);
  const eightfold = symmetry === 'eightfold';
  const step = STEP[atom]!;
  const range = effectiveRange(term);
  const all = legModifiers(term);
  const modes = all.map((modifiers, i) => legMode(modifiers, i === all.length - 1));
  const turns = all.slice(1).map((modifiers) => relativeSlots(modifiers, eightfold));
  const { slots } = resolveDirections(directionsOf(term.modifiers), symmetry, term.atom, dialect);
  const result: MoveAtom[] = [];
  const walk = (dirs: number[]): void => {
    if (dirs.length === all.length) {
      const legs: MoveLeg[] = dirs.map((d, i) => {
        const [x, y] = i === 0 ? toSlot(baseLeap(atom, d), d) : unit(d);
        const scale = i === 0 ? 1 : step;
        return { dx: x * scale, dy: y * scale, range, ...modes[i]! };
      });
      const first = legs[0]!;
      result.push({ ...first, initial: false, enPassant: false, path: [], jump: false, legs: legs.slice(1) });
      return;
    }
    const previous = dirs[dirs.length - 1]!;
    const allowed = turns[dirs.length - 1]!;
    for (let rel = 0; rel < 8; rel++) if ((allowed & (1 << rel)) !== 0) walk([...dirs, (previous + rel) & 7]);
  };
  for (let slot = 0; slot < 8; slot++) if ((slots & (1 << slot)) !== 0) walk([slot]);
  return result;
}
