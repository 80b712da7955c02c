/**
 * `variants.ini` → variant files. Each section `[name:parent]` starts from its
 * parent — a section earlier in the same file, or the shipped variant of that
 * slug, which stands for Fairy-Stockfish's built-in of the same name — or,
 * without a parent, from that engine's template (chess's rules, no pieces).
 * Its keys are applied (iniFields.ts), the result is written with every rule
 * stated, loaded back and validated; then the keys that equal the parent's
 * are left out, kept only if the shorter file resolves to the same rules.
 * A section with an error yields no file (unless the caller takes partial
 * ones): nothing is dropped silently.
 */
import { stringify } from 'yaml';
import { DEFAULT_MOVE_RULE, type VariantSpec } from '@fairyforge/core';
import { memoryHost } from './bundled.ts';
import { clip, type Diagnostic } from './diagnostics.ts';
import type { FileHost } from './host.ts';
import { cloneDraft, defaultDraft, draftOf, type Draft } from './iniDraft.ts';
import { applyFields } from './iniFields.ts';
import { parseIni, type IniField, type IniSection } from './iniParse.ts';
import { handLetters, stuckSquares } from './iniExportRules.ts';
import { lineMoves } from './iniJanggiImport.ts';
import { betzaPiece, FSF_PAWN_DOUBLE, FSF_PAWN_SINGLE } from './iniPieces.ts';
import { engineConfig, rulesText } from './iniWrite.ts';
import { loadVariant, loadVariantSource } from './load.ts';
import type { LoadedVariant } from './loadTypes.ts';
import type { EngineConfig } from './types.ts';
import { validateVariantSource } from './validate.ts';

export interface IniSectionImport {
  /** The section's name, which becomes the file's slug. */
  readonly name: string;
  readonly parent: string | null;
  /** The line of its header. */
  readonly line: number;
  /** `<name>.md` */
  readonly fileName: string;
  /** The variant file, when it could be written (with `partial`, also for a section with errors). */
  readonly text: string | null;
  /** False when the section has an error. */
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

export interface IniImport {
  readonly sections: readonly IniSectionImport[];
  /** Problems of the file itself (size, syntax outside a section's keys). */
  readonly diagnostics: readonly Diagnostic[];
}

export interface IniImportOptions {
  /** Write a file for a section with errors too, leaving out what could not be translated. */
  readonly partial?: boolean;
  /** Where the files go, for parents that name an earlier file there (default: a directory of its own in memory). */
  readonly host?: FileHost;
}

const SLUG = /^[a-z0-9][a-z0-9_-]*$/i;
const DIR = '/ini-import';

/** Translates every section of an INI text (named `file` in diagnostics). */
export function importIni(text: string, file: string, options: IniImportOptions = {}): IniImport {
  const parsed = parseIni(text, file);
  const fileDiags = parsed.diagnostics.filter((d) => !parsed.sections.some((s) => inSection(s, d.line, parsed.sections)));
  const host = memoryHost({});
  const drafts = new Map<string, { draft: Draft; ok: boolean; rooted: boolean }>();
  const out: IniSectionImport[] = [];
  for (const s of parsed.sections) {
    const own = parsed.diagnostics.filter((d) => inSection(s, d.line, parsed.sections));
    const r = importSection(s, file, drafts, host, options, own);
    out.push(r);
    if (r.text !== null) host.set(`${DIR}/${r.fileName}`, r.text);
  }
  return { sections: out, diagnostics: fileDiags };
}

function inSection(s: IniSection, line: number, all: readonly IniSection[]): boolean {
  const next = all[all.indexOf(s) + 1];
  return line >= s.line && (!next || line < next.line);
}

function importSection(
  s: IniSection,
  file: string,
  drafts: Map<string, { draft: Draft; ok: boolean; rooted: boolean }>,
  host: ReturnType<typeof memoryHost>,
  options: IniImportOptions,
  parseDiags: readonly Diagnostic[],
): IniSectionImport {
  const diags: Diagnostic[] = [...parseDiags];
  const at = (line: number, column: number, message: string, severity: 'error' | 'warning' = 'error', code = 'ini-untranslated'): void => {
    diags.push({ severity, code, message: `[${clip(s.name)}] ${message}`, file, line, column });
  };
  const report = (f: IniField, message: string, severity: 'error' | 'warning' = 'error') => at(f.line, f.column, message, severity, severity === 'warning' ? 'ini-ignored' : 'ini-untranslated');
  const result = (text: string | null): IniSectionImport => {
    const ok = !diags.some((d) => d.severity === 'error');
    return { name: s.name, parent: s.parent, line: s.line, fileName: `${s.name}.md`, text: ok || options.partial ? text : null, ok, diagnostics: diags };
  };
  if (!SLUG.test(s.name)) {
    at(s.line, 2, `'${clip(s.name)}' cannot name a variant file (letters, digits, - and _)`, 'error', 'ini-section');
    return result(null);
  }
  if (drafts.has(s.name)) {
    at(s.line, 2, `a section named '${clip(s.name)}' comes earlier in the file; Fairy-Stockfish keeps the first`, 'error', 'ini-section');
    return result(null);
  }
  let draft: Draft;
  let parentDraft: Draft | null = null;
  if (s.parent === null) draft = defaultDraft();
  else if (drafts.has(s.parent)) {
    const p = drafts.get(s.parent)!;
    if (!p.ok) at(s.line, 1, `its parent section '${clip(s.parent)}' could not be imported`, 'error', 'ini-parent');
    parentDraft = p.draft;
    draft = cloneDraft(p.draft);
  } else {
    const loaded = loadVariant(s.parent, { host });
    if (!loaded.ok) {
      at(s.line, s.name.length + 3, `parent '${clip(s.parent)}' is neither an earlier section nor a variant fairyforge ships`, 'error', 'ini-parent');
      return result(null);
    }
    parentDraft = draftOf(loaded.variant.spec, loaded.variant.compiled);
    draft = draftOf(loaded.variant.spec, loaded.variant.compiled);
  }
  applyFields(draft, s.fields, report);
  // Rooted: every rule of the chain comes from INI sections, so the draft states them all and the file may stand alone.
  const rooted = s.parent === null || drafts.get(s.parent)?.rooted === true;
  drafts.set(s.name, { draft, ok: !diags.some((d) => d.severity === 'error'), rooted });
  // A child of a section that did not import has no parent file to be loaded with.
  if (s.parent !== null && drafts.has(s.parent) && !drafts.get(s.parent)!.ok) return result(null);
  const full = engineConfig(draft, (key, message) => at(s.fields.get(key + 'White')?.line ?? s.fields.get(key)?.line ?? s.line, 1, message));
  const source = `${baseName(file)} [${s.name}${s.parent ? `:${s.parent}` : ''}]`;
  const write = (engine: EngineConfig, alone = false) => {
    const fm = { title: s.name, slug: s.name, ...(s.parent && !alone ? { parent: s.parent } : {}), engine };
    return `---\n${stringify(fm, { lineWidth: 0, flowCollectionPadding: false })}---\n\n${rulesText(draft, s.name, source)}`;
  };
  const fileName = `${DIR}/${s.name}.md`;
  // Mappings merge key by key with the parent's: every piece's drop ranks are stated, so that none of the parent's stays.
  if (s.parent !== null) fillDropRanks(full, draft);
  const loadFull = () => {
    const text = write(full);
    const loaded = loadVariantSource(text, fileName, { host });
    // A key the section dropped from a parent's mapping (a promotion, a limit) would come back: a rooted chain's file then stands alone.
    const stale = loaded.ok ? staleKeys(loaded.variant, draft) : null;
    if ((loaded.ok && !stale) || s.parent === null) return { text, loaded, stale: null };
    const aloneText = write(full, true);
    // A board of another size than the parent's: the parent's regions may not fit it (crowded xiangqi's 9×5 under xiangqi's
    // river), and the draft states every rule, so the file stands alone.
    const resized = parentDraft !== null && (parentDraft.cols !== draft.cols || parentDraft.rows !== draft.rows);
    // A key of a shipped parent's mapping that the section took away (cannon shogi's nifu): the draft, read from the
    // parent's resolved rules, states every rule too, so the file stands alone rather than inherit what it must not.
    const alone = rooted || resized || stale ? loadVariantSource(aloneText, fileName, { host }) : null;
    return alone?.ok ? { text: aloneText, loaded: alone, stale: null } : { text, loaded, stale };
  };
  let { text: fullText, loaded: fullLoad, stale } = loadFull();
  // That engine lets a piece end where it can never move again (fox and hounds' hounds); fairyforge
  // refuses it unless the file says the pieces may (`mayStrand`), which is then the faithful translation.
  // (Not under immobilityIllegal, which forbids exactly that.)
  if (!fullLoad.ok && !draft.immobility && fullLoad.diagnostics.every((d) => d.severity !== 'error' || d.code === 'piece-stranded')) {
    for (const piece of Object.values(full.pieces ?? {})) if (typeof piece === 'object' && piece !== null) piece.mayStrand = true;
    ({ text: fullText, loaded: fullLoad, stale } = loadFull());
  }
  if (!fullLoad.ok) {
    for (const d of fullLoad.diagnostics) if (d.severity === 'error') at(s.line, 1, `the translated rules do not load: ${d.message}`, 'error', 'ini-translation');
    return result(fullText);
  }
  if (stale) at(s.line, 1, stale, 'error', 'ini-translation');
  // immobilityIllegal: no drop where the piece has no move, which fairyforge states as drop ranks.
  const immobile = draft.immobility ? immobileDropRanks(fullLoad.variant, full) : null;
  if (immobile && 'error' in immobile) at(s.fields.get('immobilityIllegal')?.line ?? s.line, 1, immobile.error);
  else if (immobile?.changed) {
    ({ text: fullText, loaded: fullLoad, stale } = loadFull());
    if (!fullLoad.ok) {
      for (const d of fullLoad.diagnostics) if (d.severity === 'error') at(s.line, 1, `the translated rules do not load: ${d.message}`, 'error', 'ini-translation');
      return result(fullText);
    }
  }
  let text = fullText;
  if (parentDraft && fullText.includes(`\nparent: `)) {
    const short = write(omitInherited(full, engineConfig(parentDraft, () => {})));
    const shortLoad = loadVariantSource(short, fileName, { host });
    if (shortLoad.ok && sameRules(shortLoad.variant, fullLoad.variant)) text = short;
  }
  const checked = validateVariantSource(text, fileName, { host });
  for (const d of checked.diagnostics) at(s.line, 1, `the written file: ${d.message} [${d.code}]`, d.severity, 'ini-translation');
  return result(text);
}

/**
 * Takes out of the written drop ranks those where a piece has no move on an empty board (as that
 * engine's immobilityIllegal does); an error where that leaves part of a rank, which ranks cannot state.
 * Returns whether it changed the engine block.
 */
function immobileDropRanks(v: LoadedVariant, full: EngineConfig): { changed: boolean } | { error: string } {
  const spec = v.spec;
  const drops = full.rules?.drops;
  if (!spec.drops || !drops) return { changed: false };
  // The ranks this section states (the loaded spec's may hold a parent's, merged in).
  const stated = (l: string, side: number): number[] | undefined => {
    const r = drops.ranks?.[l];
    const list = r === undefined ? undefined : Array.isArray(r) ? r : side === 0 ? r.white : r.black;
    return list?.map((x) => (x > 0 ? x - 1 : spec.rows + x));
  };
  const ranks: Record<string, { white: number[]; black: number[] }> = {};
  let changed = false;
  for (const p of spec.pieces.filter((x) => !x.royal)) {
    const sides: number[][] = [];
    for (const side of [0, 1]) {
      const stuck = stuckSquares(v, p.letter, side);
      const had = stated(p.letter, side) ?? spec.drops.ranks[p.letter]?.[side] ?? Array.from({ length: spec.rows }, (_, i) => i);
      const keep: number[] = [];
      for (const r of had) {
        const abs = side === 0 ? r : spec.rows - 1 - r;
        const free = stuck.slice(abs * spec.cols, (abs + 1) * spec.cols).filter((x) => !x).length;
        if (free > 0 && free < spec.cols) return { error: `immobilityIllegal: ${p.letter} has no move from part of rank ${r + 1}, and fairyforge states drop ranks in whole ranks only` };
        if (free > 0) keep.push(r);
      }
      if (keep.length !== had.length) changed = true;
      sides.push(keep.map((r) => r + 1));
    }
    // A piece that is not a pawn drops on every rank unless its ranks are stated.
    if (p.pawn || sides.some((x) => x.length !== spec.rows) || drops.ranks?.[p.letter] !== undefined) ranks[p.letter] = { white: sides[0]!, black: sides[1]! };
  }
  if (changed) {
    drops.ranks = Object.fromEntries(Object.entries(ranks).map(([l, r]) => [l, r.white.join() === r.black.join() ? r.white : r]));
  }
  return { changed };
}

/** Keys of the parent's mappings that a file inheriting from it would keep though the section took them away. */
function staleKeys(v: LoadedVariant, d: Draft): string | null {
  const p = v.spec.promotion;
  const extra = (name: string, got: Readonly<Record<string, unknown>> | undefined, want: Readonly<Record<string, unknown>> | null) => {
    const keys = Object.keys(got ?? {}).filter((k) => v.compiled.typeByLetter.has(k) && !(want && k in want));
    return keys.length > 0 ? `${name} of ${keys.join(', ')}` : null;
  };
  const dr = v.spec.drops;
  const want = d.rules.drops;
  // Drop rules a section switched off (cannon shogi's nifu): a file inheriting the parent's would keep them.
  const drops = dr && want !== null && want !== undefined
    ? dr.noDoubled && !want.noDoubled ? 'drops.noDoubled' : (dr.noDropMate?.length ?? 0) > (want.noDropMate?.length ?? 0) ? 'drops.noDropMate' : dr.mustDrop && !want.mustDrop ? 'drops.mustDrop' : (dr.oppositeColors?.length ?? 0) > (want.oppositeColors?.length ?? 0) ? 'drops.oppositeColors' : null
    : null;
  // Moves along palace lines and the cannon's rule of a parent's piece that this section's piece of that letter lacks (diagonalLines = -).
  const piece = v.spec.pieces.find((x) => d.pieces.has(x.letter) && ((x.betzaWithin?.length && !lineMoves(d, x.letter, {}).betzaWithin) || (x.avoidsOwnType && !d.pieces.get(x.letter)!.avoidsOwnType)));
  const janggi = piece ? `pieces.${piece.letter}'s ${piece.avoidsOwnType && !d.pieces.get(piece.letter)!.avoidsOwnType ? 'avoidsOwnType' : 'betzaWithin'}` : null;
  const found = extra('promotion.pieces', p.pieces, d.promoPieces) ?? extra('promotion.limit', p.limit, d.limit) ?? drops ?? janggi;
  return found ? `the parent's ${found} would stay in a file that inherits from it, and a variant file cannot take a key of a mapping away` : null;
}

/** States every used piece's drop ranks (every rank where the section restricts none). */
function fillDropRanks(full: EngineConfig, d: Draft): void {
  const drops = full.rules?.drops;
  if (!drops) return;
  const ranks = { ...(drops.ranks ?? {}) };
  for (const [l, p] of Object.entries(full.pieces ?? {})) {
    if (typeof p === 'object' && p !== null && ranks[l] === undefined) ranks[l] = Array.from({ length: d.rows }, (_, i) => i + 1);
  }
  drops.ranks = ranks;
}

function baseName(file: string): string {
  return file.split(/[/\\]/).pop() ?? file;
}

/** The engine block without what equals the parent's: whole pieces, whole rules, the board and the setup. */
function omitInherited(full: EngineConfig, parent: EngineConfig): EngineConfig {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const pieces = Object.fromEntries(Object.entries(full.pieces ?? {}).filter(([l, p]) => !same(p, parent.pieces?.[l])));
  const rules = Object.fromEntries(Object.entries(full.rules ?? {}).filter(([k, v]) => !same(v, (parent.rules as Record<string, unknown> | undefined)?.[k])));
  return {
    ...(same(full.topology, parent.topology) ? {} : { topology: full.topology }),
    ...(Object.keys(pieces).length ? { pieces } : {}),
    ...(same(full.setup, parent.setup) ? {} : { setup: full.setup }),
    // Holes are inherited: a section without the parent's states that it has none.
    ...(same(full.holes ?? [], parent.holes ?? []) ? {} : { holes: full.holes ?? [] }),
    ...(Object.keys(rules).length ? { rules } : {}),
  };
}

/** Rules as the engine runs them, without names, values and the file's own identity. */
export function comparableRules(v: LoadedVariant): unknown {
  const { slug: _s, title: _t, pieces, ...rest } = v.spec as VariantSpec & Record<string, unknown>;
  // Initial ranks matter for the pieces with initial moves that a side can ever have: in its setup, its hand, its promotions, or by drops.
  const board = v.spec.startFen.split(/\s+/)[0] ?? '';
  // (The board field holds the hands too; with drops, captured pieces may come to hand.)
  const has = (side: number, l: string) => (v.spec.drops?.toHand.length ?? 0) > 0 || board.includes(side === 0 ? l : l.toLowerCase()) || v.spec.promotion.choices[side]!.includes(l);
  // Regions are compared by their squares, not their names: a zone of whole ranks is those ranks.
  const spec = v.spec;
  const region = (name: string | undefined, side: number) => (name === undefined ? undefined : [...(spec.regions?.[name]?.[side] ?? [])].sort());
  const rankSquares = (side: number, rel: readonly number[]) => rel.flatMap((r) => Array.from({ length: spec.cols }, (_, c) => `${String.fromCharCode(97 + c)}${side === 0 ? r + 1 : spec.rows - r}`)).sort();
  // An initial move with no square to start from is no move: such a piece is left out.
  const initial = [0, 1].map((side) =>
    Object.fromEntries(pieces.filter((p) => /i/.test(p.betza) && has(side, p.letter)).map((p) => [p.letter, region(spec.initialRegions?.[p.letter], side) ?? rankSquares(side, [...(v.compiled.initialRanks[side]?.[v.compiled.typeByLetter.get(p.letter) ?? -1] ?? [])])] as const).filter(([, squares]) => squares.length > 0)),
  );
  // So that engine's pawn whose double step has no square anywhere (6x6atom's, `doubleStep = false`) is its single-step
  // pawn, en passant moot with it (import reads `pawn` so).
  const noDoubleStep = initial.every((side) => Object.keys(side).length === 0);
  const betzaOf = (p: (typeof pieces)[number]) => (noDoubleStep && p.pawn && p.betza === FSF_PAWN_DOUBLE ? FSF_PAWN_SINGLE : p.betza);
  const strip = (x: unknown): unknown =>
    // Letter and square lists are sets: their order changes no rule.
    Array.isArray(x) ? (x.every((y) => typeof y === 'string') ? [...x].sort() : x.map(strip)) : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).filter(([, y]) => y !== undefined && y !== null && y !== false).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, y]) => [k, strip(y)])) : x;
  const { initialRanks: _i, initialRegions: _ir, regions: _r, ...typed } = rest;
  const others: Record<string, unknown> = typed;
  // Ataxx without clones (crusade) as a value the comparison keeps (it drops every `false`).
  if (spec.flip) {
    const { clones, ...flip } = spec.flip;
    others.flip = { ...flip, noClones: clones === false };
  }
  const { ranks: promoRanks, region: promoRegion, ...promotion } = spec.promotion;
  others.promotion = { ...promotion, zone: [0, 1].map((side) => region(promoRegion, side) ?? rankSquares(side, promoRanks.map((r) => (r < 0 ? spec.rows + r : r)))) };
  // Static walls' region by its squares.
  if (spec.wallRegion) others.wallRegion = [0, 1].map((side) => region(spec.wallRegion ?? undefined, side));
  // Defaults stated or not are the same rule.
  if (others.checkmate === 'loss') delete others.checkmate;
  if (others.repetition === 3) delete others.repetition;
  if (others.repetitionValue === 'draw') delete others.repetitionValue;
  // Without a pawn type nothing promotes: the choices are moot.
  if (!pieces.some((p) => p.pawn)) others.promotion = { ...(others.promotion as object), choices: [[], []] };
  // A piece that is not a pawn drops on every rank, stated or not.
  if (v.spec.drops) {
    // Where each piece that can be in hand is dropped, per side, as squares: drop ranks, the drop region and the
    // piece's own drop region together (a piece that can never be in hand, a promoted type going back as what it
    // promoted from, is never dropped).
    const hand = handLetters(v.spec);
    const dr = v.spec.drops;
    const within = (name: string | undefined, side: number, sq: string) => name === undefined || (spec.regions?.[name]?.[side] ?? []).includes(sq);
    const where = Object.fromEntries([...hand].sort().map((l) => [l, [0, 1].map((side) => rankSquares(side, dr.ranks[l]?.[side] ?? Array.from({ length: spec.rows }, (_, i) => i)).filter((sq) => within(dr.region, side, sq) && within(dr.regions?.[l], side, sq)))]));
    // The hand order is the FEN's notation, not a rule (and that engine writes its own).
    const { handOrder: _h, ranks: _rk, region: _rg, regions: _rgs, ...drops } = dr;
    others.drops = { ...drops, where };
  }
  if (others.moveRule === undefined) others.moveRule = { moves: DEFAULT_MOVE_RULE, resetBy: pieces.filter((p) => p.pawn).map((p) => p.letter) };
  return strip({
    ...others,
    // The dialect matters only where the two readings of the Betza differ.
    pieces: [...pieces].sort((a, b) => (a.letter < b.letter ? -1 : 1)).map((p) => ({ letter: p.letter, betza: betzaOf(p), dialect: p.dialect === 'fsf' && 'dialect' in betzaPiece(p.betza) ? 'fsf' : undefined, royal: p.royal, pawn: p.pawn, region: [0, 1].map((side) => region(p.region, side)), betzaIn: p.betzaIn?.map((b) => ({ ...b, region: [0, 1].map((side) => region(b.region, side)) })), betzaWithin: p.betzaWithin?.map((b) => ({ ...b, region: [0, 1].map((side) => region(b.region, side)) })), avoidsOwnType: p.avoidsOwnType })),
    initial,
  });
}

export function sameRules(a: LoadedVariant, b: LoadedVariant): boolean {
  return JSON.stringify(comparableRules(a)) === JSON.stringify(comparableRules(b));
}
