/**
 * Syntax tree → canonical Betza text.
 *
 * Canonical form (reference §2e), which every engine reads the same way:
 * `[i][directions][m][c][e][p|g][n|j]` atom range. Direction letters keep
 * their written order (it matters: `frN` is not `rfN`). The synonyms L and
 * J are written as C and Z, and a doubled atom as range 0, because XBoard
 * 4.9 reads neither J/L the original way nor doubling at all.
 */
import type { BetzaAst, BetzaTerm, ModalityLetter } from './ast.ts';
import { canonicalAtom } from './letters.ts';
import { directionModifiers, effectiveRange, modalityModifiers } from './validate.ts';

const MODALITY_ORDER: readonly ModalityLetter[] = ['i', 'm', 'c', 'e', 'p', 'g', 'n', 'j'];

export function formatBetza(ast: BetzaAst): string {
  return ast.terms
    .map((term, index) => formatTerm(term, needsExplicitRange(term, ast.terms[index + 1])))
    .join('');
}

/** One term in canonical form. `explicitRange` writes the default range too (`N1`). */
export function formatTerm(term: BetzaTerm, explicitRange = false): string {
  // A multi-leg term: each leg's prefix group in canonical order, joined by `a`.
  const legs = [term.modifiers, ...(term.legs ?? []).map((leg) => leg.modifiers)].map((modifiers) => formatPrefix({ ...term, modifiers }));
  return `${legs.join('a')}${canonicalAtom(term.atom)}${formatRange(term, explicitRange)}`;
}

function formatPrefix(term: BetzaTerm): string {
  const modalities = new Set(modalityModifiers(term).map((m) => m.letter));
  const prefix = modalities.has('i') ? 'i' : '';
  const directions = directionModifiers(term).map((m) => m.letter).join('');
  const modes = MODALITY_ORDER.filter((letter) => letter !== 'i' && modalities.has(letter)).join('');
  return `${prefix}${directions}${modes}`;
}

function formatRange(term: BetzaTerm, explicit: boolean): string {
  switch (term.range.kind) {
    case 'none': return explicit ? String(effectiveRange(term)) : '';
    case 'doubled': return '0';
    case 'count': return String(term.range.value);
  }
}

/**
 * `N` followed by a bare `N` would read back as the doubled `NN` (a
 * nightrider), and `N` followed by `N4` as an error; writing the first
 * range out (`N1N`) keeps the two terms apart.
 */
function needsExplicitRange(term: BetzaTerm, next: BetzaTerm | undefined): boolean {
  return term.range.kind === 'none' && next !== undefined && next.modifiers.length === 0 && next.legs === undefined &&
    canonicalAtom(next.atom) === canonicalAtom(term.atom);
}
