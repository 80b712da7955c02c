/**
 * Betza text → syntax tree, with exact error columns.
 *
 * The parser is total: it never throws, and it keeps going after an error
 * so that one pass reports every problem. A term is
 * `[modifiers] atom [digits | the atom letter again]`; modifiers are
 * accepted in any order (the notation's canonical order is only a
 * convention, and Fairy-Stockfish ignores it), and the term is then
 * checked for meaning by `validateTerm`.
 */
import type { BetzaAst, BetzaDialect, BetzaModifier, BetzaOptions, BetzaRange, BetzaTerm, WrittenAtomLetter } from './ast.ts';
import { betzaError, type BetzaError } from './errors.ts';
import {
  isAtomLetter,
  isDirectionLetter,
  isModalityLetter,
  unsupportedAtom,
  unsupportedModifier,
} from './letters.ts';
import { validateLegs } from './legs.ts';
import { validateTerm } from './validate.ts';

export type ParseResult =
  | { readonly ok: true; readonly value: BetzaAst }
  | { readonly ok: false; readonly errors: readonly BetzaError[] };

const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
const isLower = (ch: string): boolean => ch >= 'a' && ch <= 'z';
const isUpper = (ch: string): boolean => ch >= 'A' && ch <= 'Z';

/** Closing character of each bracket-notation group. */
const CLOSERS: Readonly<Record<string, string>> = { '(': ')', '[': ']' };

/** Longest Betza string read (the catalogue's longest is 23 characters); longer input is refused unread. */
export const MAX_BETZA_LENGTH = 256;

/** `options.dialect` (default `xbetza`) decides which direction combinations and ranges are valid. */
export function parseBetza(text: string, options: BetzaOptions = {}): ParseResult {
  if (typeof text !== 'string' || text.length === 0) {
    return { ok: false, errors: [betzaError('empty Betza string: expected at least one atom such as K or fmW', 0, 0)] };
  }
  if (text.length > MAX_BETZA_LENGTH) {
    return { ok: false, errors: [betzaError(`the Betza string is ${text.length} characters long; at most ${MAX_BETZA_LENGTH} are read`, MAX_BETZA_LENGTH, text.length - MAX_BETZA_LENGTH)] };
  }
  return new Parser(text, options.dialect ?? 'xbetza').run();
}

class Parser {
  private readonly errors: BetzaError[] = [];
  private readonly terms: BetzaTerm[] = [];
  /** Modifiers read since the last atom, waiting for theirs. */
  private pending: BetzaModifier[] = [];
  /** The `a`s read since the last atom: where each splits `pending` into legs, and its column. */
  private breaks: { readonly index: number; readonly column: number }[] = [];
  private pos = 0;

  constructor(private readonly text: string, private readonly dialect: BetzaDialect) {}

  run(): ParseResult {
    while (this.pos < this.text.length) this.step();
    if (this.pending.length > 0 || this.breaks.length > 0) this.reportDanglingModifiers();
    if (this.errors.length > 0) return { ok: false, errors: this.errors };
    return { ok: true, value: { terms: this.terms } };
  }

  private step(): void {
    const ch = this.text[this.pos]!;
    if (isLower(ch)) return this.modifier(ch);
    if (isUpper(ch)) return this.upper(ch);
    if (isDigit(ch)) return this.strayDigits();
    if (Object.hasOwn(CLOSERS, ch)) return this.bracketGroup(ch);
    if (ch === ')' || ch === ']' || ch === '-' || ch === '?') {
      this.fail(`'${ch}' belongs to the bracket / parenthesis notation, which is not supported yet`, this.pos, 1);
      this.pos++;
      return;
    }
    // Anything else, including spaces. Cover a whole surrogate pair so
    // the reported span is a complete character.
    const width = (this.text.codePointAt(this.pos) ?? 0) > 0xffff ? 2 : 1;
    const shown = ch === ' ' ? 'space' : `'${this.text.slice(this.pos, this.pos + width)}'`;
    this.fail(`unexpected character ${shown}`, this.pos, width);
    this.pos += width;
  }

  private modifier(ch: string): void {
    const column = this.pos++;
    if (ch === 'a') {
      // XBetza's leg separator: the modifiers after it belong to the next leg.
      this.breaks.push({ index: this.pending.length, column });
    } else if (isDirectionLetter(ch)) {
      this.pending.push({ kind: 'direction', letter: ch, column });
    } else if (isModalityLetter(ch)) {
      this.pending.push({ kind: 'modality', letter: ch, column });
    } else {
      const unsupported = unsupportedModifier(ch);
      this.fail(unsupported === undefined
        ? `unknown modifier '${ch}'`
        : `XBetza modifier '${ch}' (${unsupported}) is not supported yet`, column, 1);
    }
  }

  private upper(ch: string): void {
    if (!isAtomLetter(ch)) {
      const unsupported = unsupportedAtom(ch);
      this.fail(unsupported === undefined
        ? `unknown atom '${ch}'`
        : `'${ch}' (${unsupported}) is not supported yet`, this.pos, 1);
      // The modifiers and any digits belong to this (bad) atom (O2 is
      // castling); do not report them again.
      this.pending = [];
      this.breaks = [];
      this.pos++;
      this.skipDigits();
      return;
    }
    this.atom(ch);
  }

  private atom(letter: WrittenAtomLetter): void {
    const atomColumn = this.pos++;
    const range = this.range(letter);
    const pending = this.pending;
    const breaks = this.breaks;
    this.pending = [];
    this.breaks = [];
    const modifiers = breaks.length > 0 ? pending.slice(0, breaks[0]!.index) : pending;
    const legs = breaks.map((b, i) => ({ column: b.column, modifiers: pending.slice(b.index, breaks[i + 1]?.index ?? pending.length) }));
    const column = Math.min(modifiers[0]?.column ?? atomColumn, breaks[0]?.column ?? atomColumn);
    const term: BetzaTerm = legs.length > 0
      ? { modifiers, legs, atom: letter, atomColumn, range, column, length: this.pos - column }
      : { modifiers, atom: letter, atomColumn, range, column, length: this.pos - column };
    this.terms.push(term);
    this.errors.push(...(term.legs ? validateLegs(term, this.dialect) : validateTerm(term, this.dialect)));
  }

  private range(letter: WrittenAtomLetter): BetzaRange {
    if (this.text[this.pos] === letter) {
      const column = this.pos++;
      if (isDigit(this.text[this.pos])) {
        const start = this.pos;
        this.skipDigits();
        this.fail(`a doubled atom (${letter}${letter}) already means unlimited range; remove the digits`,
          start, this.pos - start);
      }
      return { kind: 'doubled', column };
    }
    if (!isDigit(this.text[this.pos])) return { kind: 'none' };
    const column = this.pos;
    this.skipDigits();
    const digits = this.text.slice(column, this.pos);
    const length = digits.length;
    if (this.dialect === 'fsf' && length > 1) {
      // Fairy-Stockfish reads one digit and skips the rest: its W10 is W1.
      // Taking it as 10 or as 1 would each be wrong for someone; refuse it.
      this.fail(`Fairy-Stockfish reads a single range digit, so '${letter}${digits}' would be ${letter}${digits[0]} there; ` +
        'write a single digit', column, length);
      return { kind: 'none' };
    }
    if (length > 1 && digits.startsWith('0')) {
      // W03 means "exactly 3 steps" in the Interactive Diagram.
      this.fail(`an exact range written with a leading 0 ('${digits}') is not supported yet`, column, length);
      return { kind: 'none' };
    }
    const value = Number(digits);
    if (!Number.isSafeInteger(value)) {
      this.fail(`range ${digits} is too large`, column, length);
      return { kind: 'none' };
    }
    return { kind: 'count', value, column, length };
  }

  private strayDigits(): void {
    const start = this.pos;
    this.skipDigits();
    this.fail('a range digit must follow an atom letter', start, this.pos - start);
  }

  /** `(…)` and `[…]` groups: report the whole group once rather than every letter inside. */
  private bracketGroup(open: string): void {
    const start = this.pos;
    const close = this.text.indexOf(CLOSERS[open]!, start + 1);
    const end = close < 0 ? this.text.length : close + 1;
    const what = open === '(' ? "parenthesis notation ('(…)' repetition or '(x,y)' leaps)" : "bracket notation ('[…]' legs)";
    this.fail(`${what} is not supported yet`, start, end - start);
    this.pending = [];
    this.breaks = [];
    this.pos = end;
  }

  private skipDigits(): void {
    while (isDigit(this.text[this.pos])) this.pos++;
  }

  private reportDanglingModifiers(): void {
    const letters = [...this.pending.map((m) => ({ letter: m.letter as string, column: m.column })),
      ...this.breaks.map((b) => ({ letter: 'a', column: b.column }))].sort((x, y) => x.column - y.column);
    const first = letters[0]!;
    const last = letters[letters.length - 1]!;
    const written = letters.map((m) => m.letter).join('');
    this.fail(letters.length === 1
      ? `modifier '${written}' has no atom after it`
      : `modifiers '${written}' have no atom after them`, first.column, last.column - first.column + 1);
  }

  private fail(message: string, column: number, length: number): void {
    this.errors.push(betzaError(message, column, length));
  }
}
