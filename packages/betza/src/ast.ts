/**
 * The syntax tree of a Betza string, as written.
 *
 * The tree keeps the source spelling (synonym atom letters, modifier order,
 * doubled atoms) and the columns of everything, so that error messages and
 * editors can point at the exact character. Meaning is resolved later, by
 * `expandBetza`.
 */

/** Atom letters with their own meaning (see reference §1). */
export type AtomLetter = 'W' | 'F' | 'D' | 'N' | 'A' | 'H' | 'C' | 'Z' | 'G' | 'K' | 'R' | 'B' | 'Q';

/**
 * Atom letters as they may be written: `L` is a synonym of the camel `C`
 * and `J` of the zebra `Z` (original Betza, hgm quick reference, the
 * Interactive Diagram and Fairy-Stockfish agree; XBoard 4.9 swaps them, and
 * we do not follow it there).
 */
export type WrittenAtomLetter = AtomLetter | 'L' | 'J';

/** Direction modifiers (reference §2). */
export type DirectionLetter = 'f' | 'b' | 'l' | 'r' | 'v' | 's' | 'h';

/** Modality modifiers this package supports (reference §3). */
export type ModalityLetter = 'm' | 'c' | 'i' | 'n' | 'j' | 'p' | 'g' | 'e';

export interface DirectionModifier {
  readonly kind: 'direction';
  readonly letter: DirectionLetter;
  /** 0-based offset of the letter in the source text. */
  readonly column: number;
}

export interface ModalityModifier {
  readonly kind: 'modality';
  readonly letter: ModalityLetter;
  /** 0-based offset of the letter in the source text. */
  readonly column: number;
}

export type BetzaModifier = DirectionModifier | ModalityModifier;

/**
 * The range written after an atom.
 * - `none`: nothing written; the atom's default applies (1, but unlimited for R, B, Q).
 * - `count`: digits; `0` means unlimited (`N0`), otherwise the maximum number of steps.
 * - `doubled`: the atom letter written twice (`NN`), i.e. unlimited.
 */
export type BetzaRange =
  | { readonly kind: 'none' }
  | { readonly kind: 'count'; readonly value: number; readonly column: number; readonly length: number }
  | { readonly kind: 'doubled'; readonly column: number };

/**
 * A continuation leg of a multi-leg (XBetza `a`) term: the modifiers
 * written after one `a`. Its directions are relative to the leg before.
 */
export interface BetzaLeg {
  /** 0-based offset of the `a` that starts this leg. */
  readonly column: number;
  readonly modifiers: readonly BetzaModifier[];
}

/** One `[modifiers]atom[range]` group. A Betza string is a list of them. */
export interface BetzaTerm {
  /**
   * Every modifier letter of the first leg in source order (directions and
   * modalities interleaved as written); for a single-leg term, all of them.
   */
  readonly modifiers: readonly BetzaModifier[];
  /**
   * The legs after the first of a multi-leg term (`caK`: one leg, with no
   * modifiers), in order; absent for an ordinary single-leg term.
   */
  readonly legs?: readonly BetzaLeg[];
  /** The atom letter exactly as written (`L` stays `L`). */
  readonly atom: WrittenAtomLetter;
  readonly atomColumn: number;
  readonly range: BetzaRange;
  /** Span of the whole term in the source text. */
  readonly column: number;
  readonly length: number;
}

export interface BetzaAst {
  readonly terms: readonly BetzaTerm[];
}

/**
 * Which program's reading of a Betza string to follow where the two differ.
 * - `xbetza` (default): H.G. Muller's XBetza as in XBoard and the
 *   Interactive Diagram; K and Q use the 8-fold system (`fK` = 1 move).
 * - `fsf`: Fairy-Stockfish. Direction letters on K and Q apply to their W
 *   and F (R and B) parts separately (`fK` = `fWfF`, 3 moves), and a range
 *   is one digit.
 */
export type BetzaDialect = 'xbetza' | 'fsf';

export interface BetzaOptions {
  /** Default `xbetza`. */
  readonly dialect?: BetzaDialect;
}
