/** Text → move atoms in one call, without exceptions. */
import type { MoveAtom } from './atoms.ts';
import type { BetzaError } from './errors.ts';
import { expandBetza } from './expand.ts';
import { parseBetza } from './parse.ts';

export type CompileResult =
  | { readonly ok: true; readonly atoms: MoveAtom[] }
  | { readonly ok: false; readonly errors: readonly BetzaError[] };

export function compileBetza(text: string): CompileResult {
  const parsed = parseBetza(text);
  if (!parsed.ok) return parsed;
  return { ok: true, atoms: expandBetza(parsed.value) };
}
