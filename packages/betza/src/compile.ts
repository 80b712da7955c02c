/** Text → move atoms in one call, without exceptions. */
import type { BetzaOptions } from './ast.ts';
import type { MoveAtom } from './atoms.ts';
import type { BetzaError } from './errors.ts';
import { expandBetza } from './expand.ts';
import { parseBetza } from './parse.ts';

export type CompileResult =
  | { readonly ok: true; readonly atoms: MoveAtom[] }
  | { readonly ok: false; readonly errors: readonly BetzaError[] };

/** `options.dialect` picks XBetza (default) or Fairy-Stockfish where their readings differ. */
export function compileBetza(text: string, options: BetzaOptions = {}): CompileResult {
  const parsed = parseBetza(text, options);
  if (!parsed.ok) return parsed;
  return { ok: true, atoms: expandBetza(parsed.value, options) };
}
