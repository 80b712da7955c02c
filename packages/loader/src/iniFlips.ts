/**
 * Flips and passing in `variants.ini`, both ways. Reversi is that engine's
 * flipEnclosedPieces with the same enclosingDrop, its drops from the hands
 * (enclosingDropStart its opening squares). The games whose drops come from
 * a supply without end (fairyforge's ataxx, snort, free and quadwrangle
 * flips) have no key there: that supply is a property of its built-in
 * `ataxx`, which no key of its parser states or resets. A section of such a
 * game is therefore written under `ataxx` as its parent, and the rule is the
 * pair of keys over that supply:
 *
 * | fairyforge                 | flipEnclosedPieces | enclosingDrop | pieceDrops |
 * |----------------------------|--------------------|---------------|------------|
 * | ataxx                      | ataxx              | ataxx         | true       |
 * | ataxx without clones       | ataxx              | none          | false      |
 * | snort                      | none               | snort         | true       |
 * | free                       | none               | none          | true       |
 * | quadwrangle                | quadwrangle        | none          | true       |
 *
 * Passing is its pass or passOnStalemate.
 */
import type { FlipSpec, VariantSpec } from '@fairyforge/core';
import type { Draft } from './iniDraft.ts';
import type { IniField } from './iniParse.ts';
import type { Report } from './iniPieces.ts';
import { squares } from './iniValues.ts';

type Set = (key: string, value: string | number | boolean) => void;
type Problem = (rule: string, message: string) => void;
type Get = (key: string) => IniField | undefined;
type FlagOf = (key: string, apply: (v: boolean) => void) => void;

/** The built-in variant of that engine whose drops come from a supply without end. */
export const FREE_SUPPLY_PARENT = 'ataxx';

/** Whether a flip rule's drops come from a supply without end (every rule but reversi, whose drops come from the hands). */
export const freeSupply = (f: { readonly rule: string } | null | undefined): boolean => f != null && f.rule !== 'reversi';

/** The three keys of a flip rule over that supply (the table above). */
function supplyKeys(f: Pick<FlipSpec, 'rule' | 'clones'>): { flip: string; drop: string; drops: boolean } {
  if (f.rule === 'ataxx') return f.clones === false ? { flip: 'ataxx', drop: 'none', drops: false } : { flip: 'ataxx', drop: 'ataxx', drops: true };
  if (f.rule === 'snort') return { flip: 'none', drop: 'snort', drops: true };
  if (f.rule === 'quadwrangle') return { flip: 'quadwrangle', drop: 'none', drops: true };
  return { flip: 'none', drop: 'none', drops: true };
}

/** The parent a section must name for its flips, or null (a section of its own). */
export const flipParent = (spec: VariantSpec): string | null => (freeSupply(spec.flip) ? FREE_SUPPLY_PARENT : null);

/**
 * The rules of that engine's built-in ataxx that a section under it states either way, so that
 * none of them is the parent's by default: its counting of stones at a stalemate and at the end,
 * its passing.
 */
export const FREE_SUPPLY_RESETS: readonly (readonly [string, string | boolean])[] = [
  ['stalematePieceCount', false], ['materialCounting', 'none'], ['passOnStalemate', false],
];

/** Writes the flip and passing keys of a variant. */
export function exportFlipsAndPassing(spec: VariantSpec, set: Set, problem: Problem): void {
  const f = spec.flip;
  if (f) {
    if (f.fullBoard === false) problem('flip.fullBoard', 'a game that goes on when the board is full has no counterpart here');
    if (f.rule === 'reversi') {
      set('flipEnclosedPieces', 'reversi');
      set('enclosingDrop', 'reversi');
      if (f.start?.length) set('enclosingDropStart', f.start.join(' '));
    } else {
      const k = supplyKeys(f);
      set('pieceDrops', k.drops);
      set('flipEnclosedPieces', k.flip);
      set('enclosingDrop', k.drop);
    }
    // The game ends when the board is full (without it that engine would go on passing).
    set('adjudicateFullBoard', true);
  }
  if (spec.pass === 'stalemate') set('passOnStalemate', true);
  else if (spec.pass) set('pass', true);
}

/**
 * Reads flipEnclosedPieces, enclosingDrop (with pieceDrops over a supply without end) and
 * enclosingDropStart into fairyforge's flip rule; pass and passOnStalemate into its passing.
 * Over a supply without end pieceDrops is read here too (drops() leaves it: no hand is meant).
 */
export function importFlipsAndPassing(d: Draft, get: Get, report: Report, flagOf: FlagOf): void {
  const r = d.rules;
  const flipKey = get('flipEnclosedPieces');
  const dropKey = get('enclosingDrop');
  const startKey = get('enclosingDropStart');
  if (freeSupply(r.flip)) supplyFlip(d, get, report);
  else {
    const rule = (f: IniField | undefined) => {
      const given = f?.value.trim();
      // A drop that lands on top or comes in from an edge is no flip (drops() reads it).
      const v = f === dropKey && (given === 'top' || given === 'anyside') ? 'none' : given ?? r.flip?.rule ?? 'none';
      if (v === 'snort' || v === 'quadwrangle') report(f!, `'${f!.key} = ${v}' from the hands has no counterpart in fairyforge (its ${v} drops come from a supply without end: name ${FREE_SUPPLY_PARENT} as the parent)`);
      else if (v !== 'reversi' && v !== 'ataxx' && v !== 'none') report(f!, `'${f!.key}' takes reversi, ataxx, quadwrangle, snort, top, anyside or none, not '${v}'`);
      return v;
    };
    const flip = rule(flipKey);
    const drop = rule(dropKey);
    if (flip !== drop && (flipKey || dropKey)) report((flipKey ?? dropKey)!, `flipEnclosedPieces = ${flip} with enclosingDrop = ${drop} has no counterpart in fairyforge yet (the two go together there, but over ${FREE_SUPPLY_PARENT}'s supply without end)`);
    else if (flip === 'reversi' || flip === 'ataxx') r.flip = { rule: flip, ...(r.flip?.start ? { start: [...r.flip.start] } : {}), ...(r.flip?.fullBoard === false ? { fullBoard: false } : {}) };
    else if (flipKey || dropKey) r.flip = null;
  }
  if (startKey) {
    const start = startKey.value.trim() === '' || startKey.value.trim() === '-' ? [] : squares(startKey, d, report);
    if (r.flip?.rule !== 'reversi') report(startKey, `'enclosingDropStart' needs reversi's enclosing drops`);
    else if (start) r.flip = { ...r.flip, start };
  }
  if (r.flip?.start && r.flip.start.length === 0) r.flip = { rule: r.flip.rule, ...(r.flip.fullBoard === false ? { fullBoard: false } : {}) };
  // adjudicateFullBoard: the game ends when the board is full, fairyforge's default for flips.
  const full = get('adjudicateFullBoard');
  if (full && !r.flip) report(full, `'adjudicateFullBoard' is stated here only with flips (reversi, ataxx, snort, quadwrangle)`);
  else flagOf('adjudicateFullBoard', (v) => r.flip && (r.flip = { ...r.flip, ...(v ? {} : { fullBoard: false }) }));
  flagOf('pass', (v) => (v ? (r.pass = true) : r.pass === true && delete r.pass));
  flagOf('passOnStalemate', (v) => (v ? (r.pass = r.pass === true ? true : 'stalemate') : r.pass === 'stalemate' && delete r.pass));
}

/** A section over the supply without end (a chain from ataxx): the three keys back into a flip rule (the table above). */
function supplyFlip(d: Draft, get: Get, report: Report): void {
  const r = d.rules;
  const had = supplyKeys(r.flip!);
  let bad = false;
  const value = (key: string, allowed: readonly string[], was: string) => {
    const f = get(key);
    const v = f?.value.trim() ?? was;
    if (f && !allowed.includes(v)) {
      report(f, `'${key} = ${v}' over ${FREE_SUPPLY_PARENT}'s supply without end has no counterpart in fairyforge (${allowed.join(', ')} have)`);
      bad = true;
    }
    return v;
  };
  const flip = value('flipEnclosedPieces', ['ataxx', 'quadwrangle', 'none'], had.flip);
  const drop = value('enclosingDrop', ['ataxx', 'snort', 'none'], had.drop);
  if (bad) return;
  const onKey = get('pieceDrops');
  const on = onKey ? /^(true|1|yes)$/i.test(onKey.value.trim()) : had.drops;
  const keep = r.flip!.fullBoard === false ? { fullBoard: false } : {};
  if (flip === 'ataxx' && !on) r.flip = { rule: 'ataxx', clones: false, ...keep };
  else if (!on) r.flip = null;
  else if (flip === 'ataxx' && drop === 'ataxx') r.flip = { rule: 'ataxx', ...keep };
  else if (flip === 'none' && drop === 'snort') r.flip = { rule: 'snort', ...keep };
  else if (flip === 'none' && drop === 'none') r.flip = { rule: 'free', ...keep };
  else if (flip === 'quadwrangle' && drop === 'none') r.flip = { rule: 'quadwrangle', ...keep };
  else report((get('flipEnclosedPieces') ?? get('enclosingDrop') ?? onKey)!, `flipEnclosedPieces = ${flip} with enclosingDrop = ${drop} over ${FREE_SUPPLY_PARENT}'s supply without end has no counterpart in fairyforge yet`);
}
