/**
 * Command-line parsing shared by the commands: node's parseArgs with our
 * usage errors. Each option is declared once, with its help text beside it
 * (`OptionSpec`), so the parser and `--help` cannot drift apart.
 */
import { parseArgs } from 'node:util';
import { closest } from '@fairyforge/loader';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** One option: what parseArgs needs, plus its help. Extra keys are ignored by parseArgs. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  readonly multiple?: boolean;
  /** The value's placeholder in help, `N` in `--depth N`. */
  readonly arg?: string;
  readonly help: string;
}

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

export interface CommandSpec {
  readonly name: string;
  /** One line for the list of commands. */
  readonly summary: string;
  /** Synopsis lines, without the leading `fairyforge`. */
  readonly usage: readonly string[];
  readonly options: OptionSpecs;
  /** Further lines of help after the options (output shapes, exit codes). */
  readonly notes?: readonly string[];
}

/** Parsed option values by name: a string or boolean, or a list of them for `multiple` options. */
export type ParsedValues<T extends OptionSpecs> = {
  -readonly [K in keyof T]?: T[K]['type'] extends 'string' ? (T[K]['multiple'] extends true ? string[] : string) : T[K]['multiple'] extends true ? boolean[] : boolean;
};

export interface Parsed<T extends OptionSpecs> {
  readonly values: ParsedValues<T>;
  readonly positionals: string[];
}

export function parse<T extends OptionSpecs>(argv: string[], options: T): Parsed<T> {
  try {
    // Stated as Parsed<T>: node:util's own result type cannot be named in declarations.
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true }) as Parsed<T>;
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const unknown = err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /Unknown option '([^']+)'/.exec(err.message)?.[1] : undefined;
    if (unknown !== undefined) throw new UsageError(`unknown option '${unknown}'${didYouMeanOption(unknown, options)}`);
    throw new UsageError(err.message);
  }
}

/** ` (did you mean '--depth'?)` for `--dept`, or nothing when no option is close. */
function didYouMeanOption(given: string, options: OptionSpecs): string {
  const bare = given.replace(/^-+/, '').split('=')[0]!;
  const best = closest(bare, Object.keys(options));
  return best === undefined ? '' : ` (did you mean '--${best}'?)`;
}

export function intOption(value: string | undefined, name: string, min: number, max?: number): number | undefined {
  if (value === undefined) return undefined;
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError(`--${name} must be a whole number >= ${min}, not '${shown}'`);
  // An upper bound where a large value would exhaust the stack or the memory (a depth, a size).
  if (max !== undefined && Number(value) > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not '${shown}'`);
  return Number(value);
}

/** Exactly one positional argument (the variant, usually), or a usage error saying what is wrong. */
export function onePositional(positionals: string[], what = 'variant'): string {
  if (positionals.length === 1) return positionals[0]!;
  throw new UsageError(positionals.length ? `expected one ${what}, got ${positionals.length}` : `a ${what} is required`);
}
