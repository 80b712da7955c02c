/**
 * Syntax tree → move atoms: resolves directions to explicit step vectors,
 * shorthand atoms (R, B, Q, K) to their W/F legs, ranges, modalities,
 * lame paths and hops. Black is not handled here; the core package
 * rotates White's atoms by 180°.
 */
import type { BetzaAst, BetzaDialect, BetzaOptions, BetzaTerm, ModalityLetter } from './ast.ts';
import type { MoveAtom } from './atoms.ts';
import { resolveDirections } from './directions.ts';
import { baseLeap, lamePathOf, symmetryOf, toSlot, type Vector } from './geometry.ts';
import { expandLegs } from './legs.ts';
import { canonicalAtom } from './letters.ts';
import { directionModifiers, effectiveRange, modalityModifiers, validateTerm } from './validate.ts';

/**
 * Expands a parsed Betza string into move atoms, in term order and, within
 * a term, in slot order (f, fr, r, br, b, bl, l, fl). Exact duplicates
 * (same vector and same flags) are kept once.
 *
 * The tree must have been parsed with the same dialect.
 *
 * Throws only for a tree that `parseBetza` would have rejected (a
 * hand-built tree with, say, `p` on a leaper); use `compileBetza` to go
 * from text to atoms without exceptions.
 */
export function expandBetza(ast: BetzaAst, options: BetzaOptions = {}): MoveAtom[] {
  const dialect = options.dialect ?? 'xbetza';
  const atoms: MoveAtom[] = [];
  const seen = new Set<string>();
  for (const term of ast.terms) {
    for (const atom of term.legs ? expandLegs(term, dialect) : expandTerm(term, dialect)) {
      const key = atomKey(atom);
      if (seen.has(key)) continue;
      seen.add(key);
      atoms.push(atom);
    }
  }
  return atoms;
}

function expandTerm(term: BetzaTerm, dialect: BetzaDialect): MoveAtom[] {
  const problems = validateTerm(term, dialect);
  if (problems.length > 0) {
    throw new Error(`invalid Betza term at column ${term.column}: ${problems[0]!.message}`);
  }
  const atom = canonicalAtom(term.atom);
  const modes = new Set<ModalityLetter>(modalityModifiers(term).map((m) => m.letter));
  const { slots } = resolveDirections(directionModifiers(term), symmetryOf(atom), term.atom, dialect);
  const range = effectiveRange(term);

  // No m, c or e: the default is move-or-capture. `e` alone is an e.p.-only
  // capture (XBoard's mode bits), so it does not switch ordinary captures on.
  const anyMode = modes.has('m') || modes.has('c') || modes.has('e');
  const move = anyMode ? modes.has('m') : true;
  const capture = anyMode ? modes.has('c') : true;
  const jump = modes.has('j');
  // `n` and, on a leaper, `j` use the lame path; `j` on a rider means
  // "skip the first square" and needs no path.
  const usesPath = modes.has('n') || (jump && range === 1);
  const lamePath = usesPath ? lamePathOf(atom) ?? [] : [];
  const hop = modes.has('p') ? 'p' : modes.has('g') ? 'g' : 'none';

  const result: MoveAtom[] = [];
  for (let slot = 0; slot < 8; slot++) {
    if ((slots & (1 << slot)) === 0) continue;
    const [dx, dy] = toSlot(baseLeap(atom, slot), slot);
    result.push({
      dx,
      dy,
      range,
      move,
      capture,
      initial: modes.has('i'),
      enPassant: modes.has('e'),
      path: lamePath.map((offset): Vector => toSlot(offset, slot)),
      jump,
      hop,
    });
  }
  return result;
}

function atomKey(atom: MoveAtom): string {
  return JSON.stringify([
    atom.dx, atom.dy, atom.range, atom.move, atom.capture, atom.initial,
    atom.enPassant, atom.path, atom.jump, atom.hop, atom.legs ?? null,
  ]);
}
