/**
 * Compile step of the counting rules (rules/counting.ts): the rule as a
 * number the kernel part switches on, and the piece types its limits count.
 */
import type { VariantSpec } from '../spec.ts';
import type { CompiledCounting } from './model.ts';
import type { PieceTypes } from './pieces.ts';

/** The rules' numbers in CompiledCounting.rule. */
export const COUNTING_MAKRUK = 1;
export const COUNTING_CAMBODIAN = 2;
export const COUNTING_ASEAN = 3;

export const DEFAULT_COUNTING_PIECES = { rook: 'R', khon: 'S', knight: 'N' } as const;

export function compileCounting(spec: VariantSpec, types: PieceTypes): CompiledCounting | null {
  if (!spec.counting) return null;
  const letters = spec.countingPieces ?? DEFAULT_COUNTING_PIECES;
  // A letter the variant does not use counts no pieces (-1).
  const type = (l: string) => types.typeByLetter.get(l.toUpperCase()) ?? -1;
  return {
    rule: spec.counting === 'makruk' ? COUNTING_MAKRUK : spec.counting === 'cambodian' ? COUNTING_CAMBODIAN : COUNTING_ASEAN,
    rook: type(letters.rook),
    khon: type(letters.khon),
    knight: type(letters.knight),
  };
}
