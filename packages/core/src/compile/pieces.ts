/**
 * Phase 1, piece types: a type index per piece in declaration order, its
 * upper-case letter, and the lookup of letters the rules name.
 */
import type { VariantSpec } from '../spec.ts';
import { CompileError, MAX_PIECE_TYPES } from './model.ts';

export interface PieceTypes {
  readonly nTypes: number;
  /** Upper-case letter per type. */
  readonly letters: readonly string[];
  readonly typeByLetter: ReadonlyMap<string, number>;
  /** The type a rule names by letter (`what` names the rule, for the error). */
  readonly typeOf: (letter: string, what: string) => number;
}

export function pieceTypes(spec: VariantSpec): PieceTypes {
  const nTypes = spec.pieces.length;
  if (nTypes > MAX_PIECE_TYPES) throw new CompileError('piece-types', `at most ${MAX_PIECE_TYPES} piece types are supported, got ${nTypes}`);
  const letters = spec.pieces.map((p) => p.letter.toUpperCase());
  const typeByLetter = new Map<string, number>();
  letters.forEach((l, t) => {
    if (typeByLetter.has(l)) throw new CompileError('piece-letter-twice', `piece letter ${l} is defined twice`, { letter: l });
    typeByLetter.set(l, t);
  });
  const typeOf = (letter: string, what: string): number => {
    const t = typeByLetter.get(letter.toUpperCase());
    if (t === undefined) throw new CompileError('rules-piece-missing', `${what} names piece ${letter}, which the variant does not have`, { letter });
    return t;
  };
  return { nTypes, letters, typeByLetter, typeOf };
}
