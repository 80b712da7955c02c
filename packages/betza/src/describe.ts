/**
 * Plain English from the syntax tree: "Moves or captures with a knight's
 * leap (2,1) or a camel's leap (3,1)." Each term becomes a clause — what it
 * may do (move, capture, both), on which move (`i`), how far and which way,
 * and its conditions (lame, jumping, hopping). Directions are read from the
 * term's own expansion, so they agree with the move generator exactly.
 *
 * For rules pages; the wording aims at a reader who knows chess, not Betza.
 */
import type { BetzaAst, BetzaDialect, BetzaModifier, BetzaOptions, BetzaTerm } from './ast.ts';
import { expandBetza } from './expand.ts';
import { lamePathOf, symmetryOf, type SymmetryClass } from './geometry.ts';
import { canonicalAtom } from './letters.ts';
import { parseBetza } from './parse.ts';
import { effectiveRange, modalityModifiers } from './validate.ts';

export type DescribeResult = { ok: true; text: string } | { ok: false; error: string };

/** Describes a Betza string; never throws. */
export function describeBetza(text: string, options: BetzaOptions = {}): DescribeResult {
  const parsed = parseBetza(text, options);
  if (!parsed.ok) return { ok: false, error: parsed.errors[0]!.message };
  return { ok: true, text: describeAst(parsed.value, options.dialect) };
}

/** Sentences, one per run of terms that share a verb (`NC` gives one sentence). */
export function describeAst(ast: BetzaAst, dialect: BetzaDialect = 'xbetza'): string {
  const sentences: { verb: string; hows: string[] }[] = [];
  for (const term of ast.terms) {
    const { verb, how } = describeTerm(term, dialect);
    const last = sentences[sentences.length - 1];
    // "with a knight's leap or a camel's leap", not "... or with a camel's leap".
    if (last && last.verb === verb) last.hows.push(how.startsWith('with ') && last.hows.some((h) => h.startsWith('with ')) ? how.slice(5) : how);
    else sentences.push({ verb, hows: [how] });
  }
  return sentences.map((s) => `${s.verb} ${joinOr(s.hows)}.`).join(' ');
}

interface Clause {
  /** "Moves or captures", "Captures", "On its first move, moves without capturing". */
  readonly verb: string;
  /** "one square diagonally forward", "with a knight's leap (2,1)". */
  readonly how: string;
}

const NAMED_LEAPS: Readonly<Record<string, string>> = {
  N: "a knight's leap (2,1)",
  C: "a camel's leap (3,1)",
  Z: "a zebra's leap (3,2)",
};

const DISTANCE: Readonly<Record<string, number>> = { W: 1, F: 1, D: 2, A: 2, H: 3, G: 3, K: 1, R: 1, B: 1, Q: 1 };
const NUMBER = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: number) => NUMBER[n] ?? String(n);

export function describeTerm(term: BetzaTerm, dialect: BetzaDialect = 'xbetza'): Clause {
  if (term.legs) return describeLegs(term, dialect);
  const atom = canonicalAtom(term.atom);
  const modes = new Set(modalityModifiers(term).map((m) => m.letter));
  const range = effectiveRange(term);
  const symmetry = symmetryOf(atom);
  const chosen = vectors({ terms: [term] }, dialect);
  const all = vectors({ terms: [{ ...term, modifiers: term.modifiers.filter((m) => m.kind !== 'direction') }] }, dialect);

  // What it may do.
  const m = modes.has('m');
  const c = modes.has('c');
  const e = modes.has('e');
  let verb = !m && !c && !e ? 'moves or captures' : m && (c || e) ? 'moves or captures' : m ? 'moves without capturing' : c ? 'captures' : 'captures en passant';
  if (modes.has('i')) verb = `on its first move, ${verb}`;
  verb = verb.charAt(0).toUpperCase() + verb.slice(1);

  // How far and which way.
  const where = directionPhrase(symmetry, chosen, all);
  let how: string;
  const hop = modes.has('p') ? 'p' : modes.has('g') ? 'g' : null;
  if (hop === 'g') {
    how = `along ${lineWord(symmetry, where)}, landing on the square just beyond the first piece in the way`;
  } else if (symmetry === 'oblique') {
    const leap = NAMED_LEAPS[atom]!;
    const only = where ? `, ${where}` : '';
    how = range === 1 ? `with ${leap}${only}` : range === 0 ? `with any number of ${plural(leap)} in one straight line${only}` : `with up to ${count(range)} ${plural(leap)} in one straight line${only}`;
  } else {
    const d = DISTANCE[atom]!;
    const dir = where || defaultWay(symmetry);
    if (range === 1) how = `${count(d)} square${d > 1 ? 's' : ''} ${dir}`;
    else if (d === 1) how = range === 0 ? `any distance ${dir}` : `up to ${count(range)} squares ${dir}`;
    else how = range === 0 ? `any number of ${count(d)}-square leaps ${dir} in one straight line` : `up to ${count(range)} ${count(d)}-square leaps ${dir} in one straight line`;
  }

  // Conditions.
  if (hop === 'p') how += ', hopping over exactly one piece on the way';
  if (modes.has('n')) {
    const passes = lamePathOf(atom)?.length ?? 0;
    how += atom === 'N' ? ', unless the square next to it in the long direction is occupied (a lame leap)' : passes === 1 ? ', if the square in between is empty' : ', if the squares it passes are empty';
  }
  if (modes.has('j')) how += range === 1 ? ', and only over an occupied square' : ', passing the first square whatever stands there';
  if (e && (c || !m)) how += c ? ' (also en passant)' : '';
  if (e && m && !c) how += ', capturing only en passant';
  return { verb, how };
}

/** What ending a leg before the last on a square requires, by its mode letters. */
function legEnd(modes: ReadonlySet<string>): string {
  const m = modes.has('m') || (!modes.has('c') && !modes.has('p'));
  if (modes.has('p')) return m ? 'on any square, empty or not' : 'on an occupied square, passing over the piece there';
  if (modes.has('c')) return m ? 'on an empty square or capturing the enemy piece there' : 'capturing the enemy piece there without stopping';
  return 'on an empty square';
}

/** Turns of a later leg, relative to the leg before (eightfold letters). */
function turnWords(modifiers: readonly BetzaModifier[], eightfold: boolean): string {
  const letters = modifiers.filter((m) => m.kind === 'direction').map((m) => m.letter).join('');
  if (letters === '') return eightfold ? 'in any direction but straight back' : 'straight on or turning 90° either way';
  const named: Record<string, string> = {
    f: 'straight on', b: 'straight back', l: 'turning 90° left', r: 'turning 90° right', s: 'turning 90° either way',
    v: 'straight on or straight back', fs: 'turning 45° either way', fl: 'turning 45° left', fr: 'turning 45° right',
    bs: 'turning 135° either way', bl: 'turning 135° left', br: 'turning 135° right',
  };
  return named[letters] ?? `turning as '${letters}' says`;
}

/** A multi-leg term: its legs in order, each with how far, which way and what its end square must hold. */
function describeLegs(term: BetzaTerm, dialect: BetzaDialect): Clause {
  const atom = canonicalAtom(term.atom);
  const all = [term.modifiers, ...term.legs!.map((leg) => leg.modifiers)];
  const lastModes = new Set(all[all.length - 1]!.filter((m) => m.kind === 'modality').map((m) => m.letter));
  const m = lastModes.has('m');
  const c = lastModes.has('c');
  const verb = m === c ? 'Moves or captures' : m ? 'Moves without capturing' : 'Captures';
  // The first leg's distance and directions read as a plain term's ("one square orthogonally").
  const first = describeTerm({ ...term, legs: undefined, modifiers: term.modifiers.filter((x) => x.kind === 'direction') }, dialect).how;
  const eightfold = symmetryOf(atom) === 'eightfold';
  const range = effectiveRange(term);
  const d = DISTANCE[atom] ?? 1;
  const far = range === 1 ? `${count(d)} square${d > 1 ? 's' : ''}` : range === 0 ? 'any distance' : `up to ${count(range)} steps`;
  const parts = all.map((modifiers, i) => {
    const where = i === 0 ? first : `${far} ${turnWords(modifiers, eightfold)}`;
    if (i === all.length - 1) return where;
    return `${where}, ${legEnd(new Set(modifiers.filter((x) => x.kind === 'modality').map((x) => x.letter)))}`;
  });
  return { verb, how: `in ${count(all.length)} legs: ${parts.join('; then ')}` };
}

type Vec = readonly [number, number];

function vectors(ast: BetzaAst, dialect: BetzaDialect): Vec[] {
  return expandBetza(ast, { dialect }).map((a) => [a.dx, a.dy] as const);
}

const key = (v: Vec) => `${v[0]},${v[1]}`;

/** Words for the chosen directions, '' when they are all the atom has. */
function directionPhrase(symmetry: SymmetryClass, chosen: readonly Vec[], all: readonly Vec[]): string {
  const set = new Set(chosen.map(key));
  const allSet = new Set(all.map(key));
  if (set.size === allSet.size) return '';
  const same = (pred: (v: Vec) => boolean) => {
    const want = all.filter(pred).map(key);
    return want.length === set.size && want.every((k) => set.has(k));
  };
  const maxDy = Math.max(...all.map((v) => v[1]));
  const minDy = Math.min(...all.map((v) => v[1]));
  if (symmetry === 'diagonal') {
    if (same((v) => v[1] > 0)) return 'diagonally forward';
    if (same((v) => v[1] < 0)) return 'diagonally backward';
    if (same((v) => v[0] > 0)) return 'diagonally to the right';
    if (same((v) => v[0] < 0)) return 'diagonally to the left';
    return chosen.map(vectorWords).join(' or ');
  }
  if (symmetry === 'oblique') {
    if (same((v) => v[1] === maxDy)) return 'only its two most forward leaps';
    if (same((v) => v[1] === minDy)) return 'only its two most backward leaps';
    if (same((v) => v[1] > 0)) return 'forward only';
    if (same((v) => v[1] < 0)) return 'backward only';
    if (same((v) => v[0] > 0)) return 'only its leaps to the right';
    if (same((v) => v[0] < 0)) return 'only its leaps to the left';
    if (same((v) => Math.abs(v[1]) > Math.abs(v[0]))) return 'only its narrow leaps (longer forwards or backwards)';
    if (same((v) => Math.abs(v[0]) > Math.abs(v[1]))) return 'only its wide leaps (longer sideways)';
    return `only to ${chosen.map(vectorWords).join(' or ')}`;
  }
  // Orthogonal and eightfold.
  if (symmetry === 'eightfold') {
    if (same((v) => v[0] === 0 || v[1] === 0)) return 'orthogonally';
    if (same((v) => v[0] !== 0 && v[1] !== 0)) return 'diagonally';
    if (same((v) => v[1] > 0)) return 'forward, straight or diagonally';
    if (same((v) => v[1] < 0)) return 'backward, straight or diagonally';
    if (same((v) => v[1] > 0 && v[0] !== 0)) return 'diagonally forward';
    if (same((v) => v[1] < 0 && v[0] !== 0)) return 'diagonally backward';
  }
  if (same((v) => v[1] === 0)) return 'sideways';
  if (same((v) => v[0] === 0)) return 'straight forward or backward';
  if (same((v) => v[1] >= 0 && (v[0] === 0 || v[1] === 0))) return symmetry === 'eightfold' && set.size > 3 ? `${chosen.map(vectorWords).join(' or ')}` : 'forward or sideways';
  if (same((v) => v[1] <= 0 && (v[0] === 0 || v[1] === 0))) return symmetry === 'eightfold' && set.size > 3 ? `${chosen.map(vectorWords).join(' or ')}` : 'backward or sideways';
  return chosen.map(vectorWords).join(' or ');
}

function defaultWay(symmetry: SymmetryClass): string {
  return symmetry === 'orthogonal' ? 'orthogonally' : symmetry === 'diagonal' ? 'diagonally' : 'in any direction';
}

function lineWord(symmetry: SymmetryClass, where: string): string {
  const base = symmetry === 'orthogonal' ? 'ranks and files' : symmetry === 'diagonal' ? 'diagonals' : symmetry === 'eightfold' ? 'ranks, files and diagonals' : 'its leaps';
  return where ? `${base} (${where})` : base;
}

/** (0,1) → "straight forward", (1,1) → "forward to the right", (2,1) → "2 right and 1 forward". */
function vectorWords([x, y]: Vec): string {
  const unit = Math.abs(x) <= 1 && Math.abs(y) <= 1 || x === 0 || y === 0 || Math.abs(x) === Math.abs(y);
  const fb = y > 0 ? 'forward' : y < 0 ? 'backward' : '';
  const lr = x > 0 ? 'right' : x < 0 ? 'left' : '';
  if (unit) {
    if (!lr) return `straight ${fb}`;
    if (!fb) return `to the ${lr}`;
    return `diagonally ${fb} to the ${lr}`;
  }
  return `${Math.abs(y)} ${fb} and ${Math.abs(x)} ${lr}`;
}

function plural(leap: string): string {
  return leap.replace(/^a /, '').replace("'s leap", "'s leaps");
}

function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
