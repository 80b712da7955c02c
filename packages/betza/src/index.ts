/**
 * @fairyforge/betza: Betza / XBetza piece notation → move atoms.
 *
 * parseBetza (text → syntax tree, never throws), formatBetza (tree →
 * canonical text), expandBetza (tree → MoveAtom[]) and compileBetza (text
 * → MoveAtom[] or errors). See README.md for the supported notation.
 */
export type { MoveAtom, MoveLeg } from './atoms.ts';
export type {
  AtomLetter,
  BetzaAst,
  BetzaDialect,
  BetzaLeg,
  BetzaModifier,
  BetzaOptions,
  BetzaRange,
  BetzaTerm,
  DirectionLetter,
  DirectionModifier,
  ModalityLetter,
  ModalityModifier,
  WrittenAtomLetter,
} from './ast.ts';
export type { BetzaError } from './errors.ts';
export type { ParseResult } from './parse.ts';
export type { CompileResult } from './compile.ts';
export { parseBetza, MAX_BETZA_LENGTH } from './parse.ts';
export { formatBetza, formatTerm } from './format.ts';
export { expandBetza } from './expand.ts';
export { compileBetza } from './compile.ts';
export { describeBetza, type DescribeResult } from './describe.ts';
