/**
 * Checks that a parsed term means something: modality combinations,
 * lameness, hopping and direction letters for the atom's symmetry class.
 * The parser runs this on every term, so an AST that parsed cleanly can be
 * expanded without further checks.
 */
import type { BetzaDialect, BetzaTerm, DirectionModifier, ModalityLetter, ModalityModifier } from './ast.ts';
import { resolveDirections } from './directions.ts';
import { betzaError, type BetzaError } from './errors.ts';
import { LAME_ATOMS, defaultRangeOf, lamePathOf, symmetryOf } from './geometry.ts';
import { canonicalAtom } from './letters.ts';

/** The number of steps a term may repeat: 1 = leaper, 0 = unlimited. */
export function effectiveRange(term: BetzaTerm): number {
  switch (term.range.kind) {
    case 'none': return defaultRangeOf(canonicalAtom(term.atom));
    case 'doubled': return 0;
    case 'count': return term.range.value;
  }
}

export function directionModifiers(term: BetzaTerm): DirectionModifier[] {
  return term.modifiers.filter((m): m is DirectionModifier => m.kind === 'direction');
}

export function modalityModifiers(term: BetzaTerm): ModalityModifier[] {
  return term.modifiers.filter((m): m is ModalityModifier => m.kind === 'modality');
}

/** Atoms whose rider form `j` applies to: skipping the first square only makes sense for steppers. */
const STEP_RIDERS = new Set(['W', 'F', 'K', 'R', 'B', 'Q']);

export function validateTerm(term: BetzaTerm, dialect: BetzaDialect = 'xbetza'): BetzaError[] {
  const errors: BetzaError[] = [];
  const atom = canonicalAtom(term.atom);
  const range = effectiveRange(term);
  const rider = range !== 1;
  const seen = new Map<ModalityLetter, ModalityModifier>();

  for (const modifier of modalityModifiers(term)) {
    if (seen.has(modifier.letter)) {
      errors.push(betzaError(`'${modifier.letter}' is given twice`, modifier.column));
      continue;
    }
    seen.set(modifier.letter, modifier);
  }

  const hop = seen.get('p') ?? seen.get('g');
  const lame = seen.get('n');
  const jump = seen.get('j');
  if (seen.has('p') && seen.has('g')) {
    errors.push(betzaError("'p' (cannon) and 'g' (grasshopper) cannot be combined", seen.get('g')!.column));
  }
  if (lame && jump) {
    errors.push(betzaError("'n' (must not jump) and 'j' (must jump) contradict each other",
      Math.max(lame.column, jump.column)));
  }
  if (hop && !rider) {
    errors.push(betzaError(
      `'${hop.letter}' makes a hopper, and only riders can hop: ${term.atom} here is a leaper ` +
        `(write a rider such as R, B, Q, ${atom}0 or ${atom}${atom})`, hop.column));
  }
  if (hop && (lame || jump)) {
    const other = (lame ?? jump)!;
    errors.push(betzaError(`'${other.letter}' cannot be combined with the hop '${hop.letter}'`, other.column));
  }
  if (lame && lamePathOf(atom) === undefined) {
    errors.push(betzaError(
      `'n' (lame) is not defined on ${term.atom}; it is supported on ${LAME_ATOMS.join(', ')}`, lame.column));
  }
  if (jump && !rider && lamePathOf(atom) === undefined) {
    errors.push(betzaError(
      `'j' on a leaper needs squares to jump over; it is supported on the leapers ${LAME_ATOMS.join(', ')}`,
      jump.column));
  }
  if (jump && rider && !STEP_RIDERS.has(atom)) {
    errors.push(betzaError(
      `'j' on a rider (skip the first square) is supported only on W, F, K, R, B and Q riders`, jump.column));
  }

  const directions = directionModifiers(term);
  errors.push(...splitDirectionErrors(term, directions));
  errors.push(...resolveDirections(directions, symmetryOf(atom), term.atom, dialect).errors);
  return errors;
}

/**
 * Direction letters separated by a modality letter (`fmrN`) are rejected:
 * joining them would silently change `f`+`r` into the single move `fr`,
 * and keeping them apart could not be written back canonically.
 */
function splitDirectionErrors(term: BetzaTerm, directions: readonly DirectionModifier[]): BetzaError[] {
  if (directions.length < 2) return [];
  const first = term.modifiers.indexOf(directions[0]!);
  const last = term.modifiers.indexOf(directions[directions.length - 1]!);
  if (last - first + 1 === directions.length) return [];
  const stray = term.modifiers.slice(first, last + 1).find((m) => m.kind === 'modality')!;
  return [betzaError(
    `direction letters must be written together; '${stray.letter}' splits them ` +
      `(canonical order: i, directions, m/c/e, p/g, n/j)`, stray.column)];
}
