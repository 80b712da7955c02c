/**
 * Resolution of the result rules of issue 15's "counting" group: Makruk's
 * counting rules, material counting (draw odds), a repetition's value and
 * perpetual check. Each becomes a VariantSpec field; a piece letter the
 * counting rules name must be one of the variant's pieces.
 */
import type { VariantSpec } from '@fairyforge/core';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';

type CountingFields = Pick<VariantSpec, 'counting' | 'countingPieces' | 'materialCounting' | 'repetitionValue' | 'perpetualCheck' | 'moveRepetition'>;

export function resolveCountingRules(r: Resolution, pieces: readonly ResolvedPiece[]): CountingFields {
  const rules = r.engine.rules ?? {};
  const out: { -readonly [K in keyof CountingFields]: CountingFields[K] } = {};
  if (rules.counting) out.counting = rules.counting;
  if (rules.countingPieces) {
    const letters = new Set(pieces.map((p) => p.letter));
    const given = rules.countingPieces;
    const names = ['rook', 'khon', 'knight'] as const;
    for (const name of names) {
      const l = given[name];
      if (l !== undefined && !letters.has(l.toUpperCase())) {
        r.diags.push(err('counting-piece', `countingPieces.${name}: ${l} is not a piece of this variant`, r.at(['engine', 'rules', 'countingPieces', name])));
      }
    }
    out.countingPieces = { rook: (given.rook ?? 'R').toUpperCase(), khon: (given.khon ?? 'S').toUpperCase(), knight: (given.knight ?? 'N').toUpperCase() };
  }
  if (rules.materialCounting) out.materialCounting = rules.materialCounting;
  if (typeof rules.repetition === 'object' && rules.repetition.value && rules.repetition.value !== 'draw') out.repetitionValue = rules.repetition.value;
  if (rules.perpetualCheck) out.perpetualCheck = rules.perpetualCheck;
  if (rules.moveRepetition) {
    // The shuttle is found while walking back over a repetition's history, as that engine does: without a repetition rule there is none.
    const count = typeof rules.repetition === 'object' ? rules.repetition.count : rules.repetition;
    if (count === 0) r.diags.push(err('move-repetition', 'moveRepetition needs a repetition rule (repetition is off here)', r.at(['engine', 'rules', 'moveRepetition'])));
    else out.moveRepetition = rules.moveRepetition;
  }
  return out;
}
