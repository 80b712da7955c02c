/**
 * What every letter of the notation means to this package: supported,
 * known but not supported yet, or unknown. Kept in one table so that the
 * parser, the validator and the README cannot drift apart.
 */
import type { AtomLetter, DirectionLetter, ModalityLetter, WrittenAtomLetter } from './ast.ts';

const ATOM_LETTERS: ReadonlySet<string> = new Set<WrittenAtomLetter>([
  'W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G', 'K', 'R', 'B', 'Q', 'L', 'J',
]);

const DIRECTION_LETTERS: ReadonlySet<string> = new Set<DirectionLetter>(['f', 'b', 'l', 'r', 'v', 's', 'h']);

const MODALITY_LETTERS: ReadonlySet<string> = new Set<ModalityLetter>(['m', 'c', 'i', 'n', 'j', 'p', 'g', 'e']);

/** XBetza / Interactive Diagram modifiers we recognise but do not implement, with what they do. */
const UNSUPPORTED_MODIFIERS: Readonly<Record<string, string>> = {
  y: 'range toggling on an empty square',
  o: 'cylinder board wrap-around',
  d: 'capturing a friendly piece',
  u: 'unload / swap moves',
  x: 'induction',
  q: 'circular or same-way bending moves',
  z: 'crooked or zig-zag moves',
  t: 'tame hoppers',
};

/** Upper-case letters with an XBetza or Interactive Diagram meaning we do not implement. */
const UNSUPPORTED_ATOMS: Readonly<Record<string, string>> = {
  U: 'universal leaper',
  O: 'castling atom',
  I: 'imitator',
  X: 'extended-leap suffix',
  Y: 'extended-leap suffix',
};

export function isAtomLetter(ch: string): ch is WrittenAtomLetter {
  return ATOM_LETTERS.has(ch);
}

export function isDirectionLetter(ch: string): ch is DirectionLetter {
  return DIRECTION_LETTERS.has(ch);
}

export function isModalityLetter(ch: string): ch is ModalityLetter {
  return MODALITY_LETTERS.has(ch);
}

/** Description of an unsupported lower-case modifier, or undefined. */
export function unsupportedModifier(ch: string): string | undefined {
  return Object.hasOwn(UNSUPPORTED_MODIFIERS, ch) ? UNSUPPORTED_MODIFIERS[ch] : undefined;
}

/** Description of an unsupported upper-case letter, or undefined. */
export function unsupportedAtom(ch: string): string | undefined {
  return Object.hasOwn(UNSUPPORTED_ATOMS, ch) ? UNSUPPORTED_ATOMS[ch] : undefined;
}

/** Resolves the synonyms `L` (camel) and `J` (zebra), original-Betza meaning. */
export function canonicalAtom(letter: WrittenAtomLetter): AtomLetter {
  if (letter === 'L') return 'C';
  if (letter === 'J') return 'Z';
  return letter;
}
