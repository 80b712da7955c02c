/**
 * Resolution, the pieces phase: the letters a variant uses (its setup,
 * promotion choices and own `pieces`) resolve through the chain's merged
 * `pieces` (child wins), then the catalogue's default letters.
 */
import { compileBetza } from '@fairyforge/betza';
import type { Catalogue } from './catalogue.ts';
import { clip, type Diagnostic } from './diagnostics.ts';
import type { ResolvedPiece } from './loadTypes.ts';
import { err, fileOrigin, originOf, type Origin, type ValueOrigin } from './origin.ts';
import { isRecord } from './records.ts';
import { locate, locateKey } from './source.ts';
import { closest } from './suggest.ts';
import type { BetzaDialectName, PieceDefinition } from './types.ts';
import type { Resolution } from './resolution.ts';

export const LETTER = /^[A-Z]$/;

/** A letter the variant needs, and where it is first needed (for errors). */
interface Need {
  readonly letter: string;
  readonly at: Origin;
  readonly charIndex?: number;
}

/** Promotion choices per side, as written (null: the default). */
export function promotionChoiceLists(r: Resolution): [string[], string[]] | null {
  const choices = r.engine.rules?.promotion?.choices;
  if (Array.isArray(choices)) return [choices, choices];
  if (choices) return [choices.white, choices.black];
  return null;
}

/** Every piece key in the chain must be one upper-case letter (reported at the key, which is what to fix). */
export function checkPieceKeys(r: Resolution): void {
  for (const key of Object.keys(r.engine.pieces ?? {})) {
    if (LETTER.test(key)) continue;
    const o = originOf(r.origins, ['engine', 'pieces', key]) ?? r.leafAt;
    r.diags.push({ severity: 'error', code: 'piece-letter', message: `piece key '${key}' must be one upper-case letter A–Z`, file: o.src.file, ...locateKey(o.src, ['engine', 'pieces', key]) });
  }
}

/** The letters used, in a stable order: declared in the chain first (in order), then catalogue order. */
function neededLetters(r: Resolution, setupAt: Origin, placement: string, lead: number, catalogue: Catalogue): Need[] {
  const needed: Need[] = [];
  [...placement].forEach((ch, i) => {
    if (/[A-Za-z]/.test(ch)) needed.push({ letter: ch.toUpperCase(), at: setupAt, charIndex: lead + i });
  });
  // Each choice is needed where it is written, so an unknown letter is pointed at, not the whole list.
  const choices = r.engine.rules?.promotion?.choices;
  const lists: [string[], (string | number)[]][] = Array.isArray(choices) ? [[choices, []]] : choices ? [[choices.white, ['white']], [choices.black, ['black']]] : [];
  for (const [list, side] of lists) list.forEach((l, i) => needed.push({ letter: l.toUpperCase(), at: r.at(['engine', 'rules', 'promotion', 'choices', ...side, i]) }));
  // Shogi-style promotion targets declared in the chain are used even where only a parent declares
  // them (a child that changes nothing, as `mini` of minishogi, still promotes its bishop to a
  // horse); a letter declared nowhere stays unknown (promotion-piece), not a catalogue default.
  const promoted = r.engine.rules?.promotion?.pieces;
  const chainPieces = r.engine.pieces ?? {};
  if (isRecord(promoted)) for (const [from, to] of Object.entries(promoted)) if (typeof to === 'string' && Object.prototype.hasOwnProperty.call(chainPieces, to.toUpperCase())) needed.push({ letter: to.toUpperCase(), at: r.at(['engine', 'rules', 'promotion', 'pieces', from]) });
  const own = isRecord(r.leaf.data.engine?.pieces) ? Object.keys(r.leaf.data.engine!.pieces!) : [];
  for (const l of own) if (LETTER.test(l)) needed.push({ letter: l, at: { src: r.leaf.src, path: ['engine', 'pieces', l] } });
  // The order sorts default promotion choices and listings.
  const declared = Object.keys(r.engine.pieces ?? {});
  const catalogueOrder = [...catalogue.entries.values()].map((e) => e.letter);
  const rank = (l: string) => (declared.includes(l) ? declared.indexOf(l) : 1000 + (catalogueOrder.includes(l) ? catalogueOrder.indexOf(l) : 1000));
  return needed.sort((a, b) => rank(a.letter) - rank(b.letter));
}

/** The variant's pieces; a letter that cannot be resolved is reported once, where it is first needed. */
export function resolvePieces(r: Resolution, setupAt: Origin, placement: string, lead: number, catalogue: Catalogue): ResolvedPiece[] {
  const pieces: ResolvedPiece[] = [];
  const done = new Set<string>();
  for (const need of neededLetters(r, setupAt, placement, lead, catalogue)) {
    if (done.has(need.letter) || !LETTER.test(need.letter)) continue;
    done.add(need.letter);
    const p = resolvePiece(need.letter, r.engine.pieces ?? {}, r.origins, catalogue, r.engine.betzaDialect);
    if ('error' in p) r.diags.push(err(p.code, p.error, p.at ?? need.at, p.hint, p.at ? p.charIndex : need.charIndex, p.charLength));
    else if (p.piece.royal && p.piece.pawn) r.diags.push(err('piece-royal-pawn', `piece ${p.piece.letter} is both royal and a pawn: a royal pawn could be stranded on the last rank, never promoting`, originOf(r.origins, ['engine', 'pieces', p.piece.letter]) ?? need.at));
    else pieces.push(p.piece);
  }
  return pieces;
}

type PieceResolution = { piece: ResolvedPiece } | { error: string; code: string; at?: Origin; hint?: string; charIndex?: number; charLength?: number };

/** A letter's piece: the chain's `pieces` (already merged, child wins), else the catalogue. */
/**
 * The dialect of a `betza` written in a variant file: the piece's own, else
 * the variant's. A catalogue string is XBetza whatever the variant says, so a
 * piece that keeps its catalogue `betza` gets none.
 */
function resolvePiece(letter: string, pieces: Record<string, string | PieceDefinition>, origins: ReadonlyMap<string, Origin>, catalogue: Catalogue, variantDialect: BetzaDialectName | undefined): PieceResolution {
  if (Object.prototype.hasOwnProperty.call(pieces, letter)) {
    const def = pieces[letter]!;
    const at = originOf(origins, ['engine', 'pieces', letter]);
    const origin: ValueOrigin = at ? fileOrigin(at) : { kind: 'default' };
    if (typeof def === 'string') return fromCatalogue(letter, def, {}, catalogue, at, origin, undefined);
    if (typeof def.piece === 'string') return fromCatalogue(letter, def.piece, def, catalogue, at ? { src: at.src, path: [...at.path, 'piece'] } : undefined, origin, def.betzaDialect ?? variantDialect);
    if (typeof def.betza !== 'string') return { error: `piece ${letter} needs \`betza\` or a catalogue \`piece\` name`, code: 'piece-betza-missing', ...(at ? { at } : {}) };
    const dialect = def.betzaDialect ?? variantDialect;
    // An empty Betza is a piece that never moves once placed (reversi's disc): allowed where the piece says it may strand.
    const bad = def.betza === '' && def.mayStrand === true ? null : checkBetza(def.betza, at ? { src: at.src, path: [...at.path, 'betza'] } : undefined, dialect);
    if (bad) return bad;
    return { piece: pieceSpec(letter, def.name ?? letter, def.betza, def, origin, dialect) };
  }
  for (const [name, entry] of catalogue.entries) {
    if (entry.letter === letter) {
      const src = catalogue.source;
      return { piece: pieceSpec(letter, name, entry.betza, entry, src ? { kind: 'catalogue', file: src.file, line: locate(src, ['pieces', name]).line } : { kind: 'catalogue' }) };
    }
  }
  return { error: `unknown piece letter '${letter}'`, code: 'piece-unknown', hint: `define it under engine.pieces (e.g. ${letter}: { betza: NC }), or use a catalogue letter` };
}

function fromCatalogue(letter: string, name: string, over: PieceDefinition, catalogue: Catalogue, at: Origin | undefined, origin: ValueOrigin, dialect: BetzaDialectName | undefined): PieceResolution {
  const entry = catalogue.entries.get(name);
  if (!entry) {
    const near = closest(name, [...catalogue.entries.keys()]);
    // No near name: most likely a piece of the author's own, which needs its moves written out.
    const hint = near ? `did you mean '${near}'?` : `a piece of your own needs its moves in Betza, e.g. ${letter}: { name: ${clip(name, 30)}, betza: WF }`;
    return { error: `no piece named '${clip(name)}' in the catalogue`, code: 'piece-unknown-name', ...(at ? { at } : {}), hint };
  }
  const betza = over.betza ?? entry.betza;
  if (over.betza !== undefined) {
    const bad = checkBetza(betza, at ? { src: at.src, path: [...at.path.slice(0, -1), 'betza'] } : undefined, dialect);
    if (bad) return bad;
  }
  return { piece: pieceSpec(letter, over.name ?? name, betza, { ...entry, ...over }, origin, over.betza !== undefined ? dialect : undefined) };
}

function pieceSpec(letter: string, name: string, betza: string, d: { royal?: boolean; pawn?: boolean; value?: number; region?: string; betzaIn?: Record<string, string>; betzaWithin?: Record<string, string>; avoidsOwnType?: boolean; mayStrand?: boolean }, origin: ValueOrigin, dialect?: BetzaDialectName): ResolvedPiece {
  // Regions (resolveRegions.ts checks the names and the Betza strings).
  const regions = {
    ...(typeof d.region === 'string' ? { region: d.region } : {}),
    ...(isRecord(d.betzaIn) ? { betzaIn: Object.entries(d.betzaIn).map(([region, b]) => ({ region, betza: String(b) })) } : {}),
    ...(isRecord(d.betzaWithin) ? { betzaWithin: Object.entries(d.betzaWithin).map(([region, b]) => ({ region, betza: String(b) })) } : {}),
    ...(d.avoidsOwnType === true ? { avoidsOwnType: true } : {}),
    ...(d.mayStrand === true ? { mayStrand: true } : {}),
  };
  return { letter, name, betza, ...(dialect ? { dialect } : {}), royal: d.royal === true, pawn: d.pawn === true, ...(typeof d.value === 'number' ? { value: d.value } : {}), ...regions, origin };
}

function checkBetza(betza: string, at: Origin | undefined, dialect: BetzaDialectName | undefined): PieceResolution | null {
  const r = compileBetza(betza, { dialect: dialect ?? 'xbetza' });
  if (r.ok) return null;
  const e = r.errors[0]!;
  return { error: `Betza "${clip(betza)}": ${e.message}`, code: 'betza', ...(at ? { at, charIndex: e.column, charLength: Math.max(1, e.length) } : {}) };
}
