/**
 * loadVariant: a variant file -> a resolved VariantSpec and its compiled
 * tables, or diagnostics.
 *
 *   1. gray-matter splits the front-matter from the Markdown body;
 *   2. `yaml` parses it keeping positions (so every error has a line/column);
 *   3. the `parent` chain is read (by slug, in the variant's directory, then in
 *      the bundled variants) and the `engine` blocks are merged, child last;
 *   4. letters resolve through the variant's pieces, its parents', then the
 *      catalogue's default letters;
 *   5. core.compileVariant builds the tables; the start FEN is checked.
 */
import { compileBetza } from '@fairyforge/betza';
import {
  compileVariant,
  CompileError,
  parseFen,
  MAX_FILES,
  MAX_SQUARES,
  type CompiledVariant,
  type PieceSpec,
  type VariantSpec,
} from '@fairyforge/core';
import matter from 'gray-matter';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueFile, ioError, isRecord, loadCatalogue, type Catalogue } from './catalogue.ts';
import type { Diagnostic } from './diagnostics.ts';
import { locate, parseYamlSource, toData, type YamlSource } from './source.ts';
import type { EngineConfig, PieceDefinition, VariantFrontMatter } from './types.ts';

/** The variants shipped with fairyforge (the repository's `variants/`). */
export const BUNDLED_VARIANTS_DIR = fileURLToPath(new URL('../../../variants/', import.meta.url));

const MAX_INHERITANCE_DEPTH = 16;

export interface LoadedVariant {
  readonly file: string;
  readonly slug: string;
  readonly title: string;
  readonly frontMatter: VariantFrontMatter;
  /** The Markdown body after the front-matter. */
  readonly body: string;
  readonly spec: VariantSpec;
  readonly compiled: CompiledVariant;
  /** Render settings after inheritance. */
  readonly render: Record<string, unknown>;
}

export type LoadResult = { ok: true; variant: LoadedVariant } | { ok: false; diagnostics: Diagnostic[] };

interface VariantFile {
  readonly file: string;
  readonly slug: string;
  readonly data: VariantFrontMatter;
  readonly body: string;
  readonly src: YamlSource;
}

/** Where a merged value came from, for error positions. */
interface Origin {
  readonly src: YamlSource;
  readonly path: (string | number)[];
}

function err(code: string, message: string, at: Origin | { file: string; line: number; column: number }, hint?: string, charIndex?: number): Diagnostic {
  const pos = 'src' in at ? { file: at.src.file, ...locate(at.src, at.path, charIndex) } : at;
  return { severity: 'error', code, message, ...pos, ...(hint ? { hint } : {}) };
}

/** Reads one file's front-matter (no inheritance). */
export function readVariantFile(file: string): { ok: true; vf: VariantFile } | { ok: false; diagnostics: Diagnostic[] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return { ok: false, diagnostics: [ioError(file, e)] };
  }
  const clean = text.replace(/^\uFEFF/, '');
  if (!/^---[ \t]*\r?\n/.test(clean)) {
    return {
      ok: false,
      diagnostics: [{ severity: 'error', code: 'front-matter-missing', message: 'the file does not start with YAML front-matter (a line `---`)', file, line: 1, column: 1 }],
    };
  }
  // gray-matter only splits; the YAML is parsed by `yaml` to keep positions.
  const parts = matter(clean, { engines: { yaml: () => ({}) } } as never) as unknown as { matter: string; content: string };
  const start = clean.indexOf(parts.matter);
  const before = clean.slice(0, start);
  const lineOffset = before.split('\n').length - 1;
  const columnOffset = start - (before.lastIndexOf('\n') + 1);
  const parsed = parseYamlSource(file, parts.matter, lineOffset, columnOffset);
  if (!parsed.ok) return parsed;
  const src = parsed.source;
  const js = toData(src);
  if (!js.ok) return js;
  const data = js.data;
  if (!isRecord(data)) {
    return { ok: false, diagnostics: [{ severity: 'error', code: 'front-matter-shape', message: 'the front-matter must be a mapping of keys to values', file, line: 2, column: 1 }] };
  }
  const slug = typeof data.slug === 'string' ? data.slug : basename(file).replace(/\.md$/, '');
  return { ok: true, vf: { file, slug, data: data as VariantFrontMatter, body: parts.content, src } };
}

/** Finds the file of a variant slug: `<dir>/<slug>.md`, else any file in dir declaring that slug. */
export function findVariantFile(slug: string, dirs: readonly string[]): string | null {
  for (const dir of dirs) {
    const direct = join(dir, `${slug}.md`);
    const r = readVariantFile(direct);
    if (r.ok && r.vf.slug === slug) return direct;
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith('.md')).sort();
    } catch {
      continue;
    }
    for (const n of names) {
      const f = join(dir, n);
      const rr = readVariantFile(f);
      if (rr.ok && rr.vf.slug === slug) return f;
    }
  }
  return null;
}

export interface LoadOptions {
  /** Directories searched for parents (after the variant's own). Default: the bundled variants. */
  readonly variantDirs?: readonly string[];
}

/** Loads a variant by file path. */
export function loadVariantFile(path: string, options: LoadOptions = {}): LoadResult {
  const file = resolve(path);
  const own = readVariantFile(file);
  if (!own.ok) return own;
  const dirs = [dirname(file), ...(options.variantDirs ?? [BUNDLED_VARIANTS_DIR])].filter((d, i, a) => a.indexOf(d) === i);

  // The inheritance chain, leaf first.
  const chain: VariantFile[] = [own.vf];
  const seen = new Set([file]);
  for (let vf = own.vf; typeof vf.data.parent === 'string'; ) {
    const parentSlug = vf.data.parent;
    const at = { src: vf.src, path: ['parent'] };
    if (chain.length > MAX_INHERITANCE_DEPTH) return { ok: false, diagnostics: [err('parent-depth', `inheritance deeper than ${MAX_INHERITANCE_DEPTH} levels`, at)] };
    const pf = findVariantFile(parentSlug, dirs);
    if (!pf) return { ok: false, diagnostics: [err('parent-unknown', `parent variant '${parentSlug}' not found`, at, `looked in ${dirs.join(', ')}`)] };
    if (seen.has(pf)) return { ok: false, diagnostics: [err('parent-cycle', `inheritance cycle: '${parentSlug}' is already in the chain`, at)] };
    seen.add(pf);
    const pr = readVariantFile(pf);
    if (!pr.ok) return pr;
    chain.push(pr.vf);
    vf = pr.vf;
  }
  if (own.vf.data.parent !== undefined && typeof own.vf.data.parent !== 'string') {
    return { ok: false, diagnostics: [err('parent-type', '`parent` must be a variant slug (a string)', { src: own.vf.src, path: ['parent'] })] };
  }

  const catFile = dirs.map(catalogueFile).find((f) => f !== null) ?? null;
  let catalogue: Catalogue = { source: null, entries: new Map() };
  if (catFile) {
    const c = loadCatalogue(catFile);
    if (!c.ok) return c;
    catalogue = c.catalogue;
  }
  return resolveChain(chain, catalogue);
}

/** Loads a variant given a slug (in the bundled variants) or a path to a file. */
export function loadVariant(nameOrPath: string, options: LoadOptions = {}): LoadResult {
  if (/[/\\]|\.md$/.test(nameOrPath)) return loadVariantFile(nameOrPath, options);
  const dirs = options.variantDirs ?? [BUNDLED_VARIANTS_DIR];
  const f = findVariantFile(nameOrPath, dirs);
  if (!f) {
    return { ok: false, diagnostics: [{ severity: 'error', code: 'variant-unknown', message: `no variant with slug '${nameOrPath}'`, file: nameOrPath, line: 1, column: 1, hint: `looked in ${dirs.join(', ')}` }] };
  }
  return loadVariantFile(f, options);
}

/** Merges the engine blocks root-first and records where each value came from. */
function mergeEngines(chain: readonly VariantFile[]): { engine: EngineConfig; origins: Map<string, Origin>; errors: Diagnostic[] } {
  const engine: Record<string, unknown> = {};
  const origins = new Map<string, Origin>();
  const errors: Diagnostic[] = [];
  for (const vf of [...chain].reverse()) {
    const e = vf.data.engine;
    if (e === undefined) continue;
    if (!isRecord(e)) {
      errors.push(err('engine-type', '`engine` must be a mapping', { src: vf.src, path: ['engine'] }));
      continue;
    }
    deepMerge(engine, e, ['engine'], vf.src, origins);
  }
  return { engine: engine as EngineConfig, origins, errors };
}

function deepMerge(target: Record<string, unknown>, from: Record<string, unknown>, path: string[], src: YamlSource, origins: Map<string, Origin>): void {
  for (const [k, val] of Object.entries(from)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    const p = [...path, k];
    const cur = target[k];
    if (isRecord(val) && isRecord(cur)) deepMerge(cur, val, p, src, origins);
    else target[k] = isRecord(val) ? structuredClone(val) : val;
    origins.set(p.join('.'), { src, path: p });
  }
}

function originOf(origins: Map<string, Origin>, path: string[]): Origin | undefined {
  // The file that set the longest prefix of the path; `locate` falls back to
  // the nearest node that exists in it.
  for (let n = path.length; n > 0; n--) {
    const o = origins.get(path.slice(0, n).join('.'));
    if (o) return { src: o.src, path };
  }
  return undefined;
}

function resolveChain(chain: readonly VariantFile[], catalogue: Catalogue): LoadResult {
  const leaf = chain[0]!;
  const { engine, origins, errors } = mergeEngines(chain);
  if (errors.length) return { ok: false, diagnostics: errors };
  const leafAt: Origin = { src: leaf.src, path: ['engine'] };
  const at = (path: string[]): Origin => originOf(origins, path) ?? leafAt;
  const diags: Diagnostic[] = [];

  // Board.
  const topo = engine.topology;
  if (!isRecord(topo)) return { ok: false, diagnostics: [err('topology-missing', 'no `engine.topology` (in this file or a parent)', leafAt, 'e.g. topology: { type: grid, rows: 8, cols: 8 }')] };
  if (topo.type !== 'grid') diags.push(err('topology-type', `topology type '${String(topo.type)}' is not supported; only 'grid'`, at(['engine', 'topology', 'type'])));
  const { rows, cols } = topo;
  if (!Number.isInteger(cols) || (cols as number) < 1 || (cols as number) > MAX_FILES) {
    diags.push(err('topology-cols', `cols must be a whole number from 1 to ${MAX_FILES}`, at(['engine', 'topology', 'cols'])));
  }
  if (!Number.isInteger(rows) || (rows as number) < 1) diags.push(err('topology-rows', 'rows must be a positive whole number', at(['engine', 'topology', 'rows'])));
  else if ((rows as number) * (cols as number) > MAX_SQUARES) diags.push(err('topology-size', `at most ${MAX_SQUARES} squares are supported`, at(['engine', 'topology'])));
  const players = engine.players;
  if (players !== undefined && (!Array.isArray(players) || players.length !== 2 || players[0] !== 'white' || players[1] !== 'black')) {
    diags.push(err('players-unsupported', 'only two players, [white, black], are supported', at(['engine', 'players'])));
  }
  if (typeof engine.setup !== 'string') diags.push(err('setup-missing', 'no `engine.setup` FEN (in this file or a parent)', leafAt));
  if (diags.length) return { ok: false, diagnostics: diags };
  const nRows = rows as number;
  const nCols = cols as number;

  // The start FEN; a bare placement means white to move with no rights.
  const setupText = (engine.setup as string).trim();
  const startFen = setupText.includes(' ') ? setupText : `${setupText} w - - 0 1`;
  const setupAt = at(['engine', 'setup']);
  const placement = setupText.split(/\s+/)[0]!;

  // Letters the variant uses.
  const rules = isRecord(engine.rules) ? engine.rules : {};
  const promo = isRecord(rules.promotion) ? rules.promotion : {};
  const needed: { letter: string; at: Origin; charIndex?: number }[] = [];
  [...placement].forEach((ch, i) => {
    if (/[A-Za-z]/.test(ch)) needed.push({ letter: ch.toUpperCase(), at: setupAt, charIndex: i });
  });
  const explicitChoices = promo.choices;
  const choiceLists: string[][] = [];
  if (Array.isArray(explicitChoices)) choiceLists.push(explicitChoices.map(String), explicitChoices.map(String));
  else if (isRecord(explicitChoices)) choiceLists.push((explicitChoices.white as string[]) ?? [], (explicitChoices.black as string[]) ?? []);
  choiceLists.flat().forEach((l) => needed.push({ letter: String(l).toUpperCase(), at: at(['engine', 'rules', 'promotion', 'choices']) }));
  for (const l of Object.keys(isRecord(leaf.data.engine?.pieces) ? leaf.data.engine!.pieces! : {})) needed.push({ letter: l.toUpperCase(), at: { src: leaf.src, path: ['engine', 'pieces', l] } });

  const pieces: PieceSpec[] = [];
  const byLetter = new Map<string, PieceSpec>();
  const allPieces = isRecord(engine.pieces) ? (engine.pieces as Record<string, unknown>) : {};
  // Stable type order (it orders default promotion choices and listings): pieces
  // declared in the chain first, in declaration order, then catalogue pieces in
  // catalogue order.
  const declared = Object.keys(allPieces).map((k) => k.toUpperCase());
  const catalogueOrder = [...catalogue.entries.values()].map((e) => e.letter.toUpperCase());
  const rank = (l: string) => (declared.includes(l) ? declared.indexOf(l) : 1000 + (catalogueOrder.includes(l) ? catalogueOrder.indexOf(l) : 1000));
  needed.sort((a, b) => rank(a.letter) - rank(b.letter));
  for (const need of needed) {
    if (byLetter.has(need.letter)) continue;
    const r = resolvePiece(need.letter, allPieces, origins, catalogue);
    if ('error' in r) {
      diags.push(err(r.code, r.error, r.at ?? need.at, r.hint, r.at ? r.charIndex : need.charIndex));
      byLetter.set(need.letter, { letter: need.letter, name: '?', betza: '', royal: false, pawn: false });
      continue;
    }
    byLetter.set(need.letter, r.piece);
    pieces.push(r.piece);
  }
  if (diags.length) return { ok: false, diagnostics: diags };

  // Promotion.
  const present = new Set([...placement].filter((ch) => /[A-Za-z]/.test(ch)).map((ch) => ch.toUpperCase()));
  const defaultChoices = pieces.filter((p) => present.has(p.letter) && !p.royal && !p.pawn).map((p) => p.letter);
  const choices: [string[], string[]] = choiceLists.length
    ? [choiceLists[0]!.map((l) => l.toUpperCase()), choiceLists[1]!.map((l) => l.toUpperCase())]
    : [defaultChoices, defaultChoices];
  for (const l of choices.flat()) {
    const p = byLetter.get(l);
    if (p?.royal) diags.push(err('promotion-royal', `cannot promote to the royal piece ${l}`, at(['engine', 'rules', 'promotion', 'choices'])));
  }
  const rawRanks = Array.isArray(promo.ranks) ? (promo.ranks as unknown[]) : [-1];
  const ranks: number[] = [];
  for (const r of rawRanks) {
    if (!Number.isInteger(r) || r === 0 || Math.abs(r as number) > nRows) {
      diags.push(err('promotion-rank', `promotion rank ${String(r)} is not a rank of this board (1..${nRows}, or -1 for the last)`, at(['engine', 'rules', 'promotion', 'ranks'])));
      continue;
    }
    ranks.push((r as number) > 0 ? (r as number) - 1 : nRows + (r as number));
  }

  // Castling: applies only when its pieces are part of the variant.
  let castling: VariantSpec['castling'] = null;
  const cs = rules.castling;
  if (isRecord(cs)) {
    const fileIdx = (key: string): number => {
      const v = cs[key];
      const f = typeof v === 'string' && /^[a-z]$/.test(v) ? v.charCodeAt(0) - 97 : -1;
      if (f < 0 || f >= nCols) diags.push(err('castling-file', `castling ${key} must be a file letter a..${String.fromCharCode(96 + nCols)}`, at(['engine', 'rules', 'castling', key])));
      return f;
    };
    const kingFile = fileIdx('kingFile');
    const kingsideFile = fileIdx('kingside');
    const queensideFile = fileIdx('queenside');
    const king = String(cs.king ?? '').toUpperCase();
    const rooks = (Array.isArray(cs.rooks) ? cs.rooks : []).map((r) => String(r).toUpperCase()).filter((r) => byLetter.has(r));
    if (byLetter.has(king) && rooks.length > 0) castling = { king, rooks, kingFile, kingsideFile, queensideFile };
  }

  const stalemate = rules.stalemate ?? 'draw';
  if (stalemate !== 'draw' && stalemate !== 'win' && stalemate !== 'loss') {
    diags.push(err('stalemate-value', 'stalemate must be draw, win or loss', at(['engine', 'rules', 'stalemate'])));
  }
  let initialRanks: Record<string, number[]> | undefined;
  if (isRecord(rules.initialRanks)) {
    initialRanks = {};
    for (const [l, rs] of Object.entries(rules.initialRanks)) {
      if (!Array.isArray(rs) || !rs.every((r) => Number.isInteger(r) && r >= 1 && r <= nRows)) {
        diags.push(err('initial-ranks', `initialRanks.${l} must list ranks 1..${nRows}`, at(['engine', 'rules', 'initialRanks', l])));
        continue;
      }
      initialRanks[l.toUpperCase()] = rs.map((r: number) => r - 1);
    }
  }
  if (diags.length) return { ok: false, diagnostics: diags };

  const title = typeof leaf.data.title === 'string' ? leaf.data.title : leaf.slug;
  const spec: VariantSpec = {
    slug: leaf.slug,
    title,
    cols: nCols,
    rows: nRows,
    pieces,
    startFen,
    castling,
    promotion: { ranks, choices, mandatory: promo.mandatory !== false },
    ...(initialRanks ? { initialRanks } : {}),
    stalemate: stalemate as VariantSpec['stalemate'],
  };
  let compiled: CompiledVariant;
  try {
    compiled = compileVariant(spec);
  } catch (e) {
    if (e instanceof CompileError) {
      const code = e.subject === 'setup' ? 'setup-invalid' : `${e.subject}-invalid`;
      const where = e.subject === 'setup' ? setupAt : e.subject === 'rules' ? at(['engine', 'rules']) : e.letter ? at(['engine', 'pieces', e.letter]) : setupAt;
      return { ok: false, diagnostics: [err(code, e.message, where)] };
    }
    if (e instanceof RangeError) return { ok: false, diagnostics: [err('board-invalid', e.message, at(['engine', 'topology']))] };
    throw e;
  }
  const fen = parseFen(compiled, startFen);
  if (!fen.ok) return { ok: false, diagnostics: [err('setup-invalid', `setup: ${fen.error}`, setupAt)] };
  return {
    ok: true,
    variant: {
      file: leaf.file,
      slug: leaf.slug,
      title,
      frontMatter: leaf.data,
      body: leaf.body,
      spec,
      compiled,
      render: isRecord(engine.render) ? engine.render : {},
    },
  };
}

type PieceResolution = { piece: PieceSpec } | { error: string; code: string; at?: Origin; hint?: string; charIndex?: number };

/** A letter's piece: the variant chain's `pieces` (already merged, child wins), else the catalogue. */
function resolvePiece(letter: string, pieces: Record<string, unknown>, origins: Map<string, Origin>, catalogue: Catalogue): PieceResolution {
  const key = Object.keys(pieces).find((k) => k.toUpperCase() === letter);
  if (key !== undefined) {
    const def = pieces[key];
    const at = originOf(origins, ['engine', 'pieces', key]);
    if (typeof def === 'string') return fromCatalogue(letter, def, {}, catalogue, at);
    if (!isRecord(def)) return { error: `piece ${key} must be a catalogue name or a mapping`, code: 'piece-type', ...(at ? { at } : {}) };
    const d = def as PieceDefinition;
    if (typeof d.piece === 'string') return fromCatalogue(letter, d.piece, d, catalogue, at);
    if (typeof d.betza !== 'string') return { error: `piece ${key} needs \`betza\` or a catalogue \`piece\` name`, code: 'piece-betza-missing', ...(at ? { at } : {}) };
    const bad = checkBetza(d.betza, at ? { src: at.src, path: [...at.path, 'betza'] } : undefined);
    if (bad) return bad;
    return { piece: pieceSpec(letter, d.name ?? key, d.betza, d) };
  }
  for (const [name, entry] of catalogue.entries) {
    if (entry.letter.toUpperCase() === letter) {
      const bad = checkBetza(entry.betza, catalogue.source ? { src: catalogue.source, path: ['pieces', name, 'betza'] } : undefined);
      if (bad) return bad;
      return { piece: pieceSpec(letter, name, entry.betza, entry) };
    }
  }
  return { error: `unknown piece letter '${letter}'`, code: 'piece-unknown', hint: 'define it under engine.pieces, e.g. `X: { betza: NC }`, or use a catalogue letter' };
}

function fromCatalogue(letter: string, name: string, over: PieceDefinition, catalogue: Catalogue, at: Origin | undefined): PieceResolution {
  const entry = catalogue.entries.get(name);
  if (!entry) {
    const names = [...catalogue.entries.keys()];
    const near = names.map((n) => [n, editDistance(n, name)] as const).sort((a, b) => a[1] - b[1])[0];
    return { error: `no piece named '${name}' in the catalogue`, code: 'piece-unknown-name', ...(at ? { at } : {}), ...(near && near[1] <= 3 ? { hint: `did you mean '${near[0]}'?` } : {}) };
  }
  const betza = over.betza ?? entry.betza;
  const bad = checkBetza(betza, over.betza && at ? { src: at.src, path: [...at.path, 'betza'] } : catalogue.source ? { src: catalogue.source, path: ['pieces', name, 'betza'] } : undefined);
  if (bad) return bad;
  return { piece: pieceSpec(letter, over.name ?? name, betza, { ...entry, ...over }) };
}

function pieceSpec(letter: string, name: string, betza: string, d: { royal?: boolean; pawn?: boolean; value?: number }): PieceSpec {
  return { letter, name, betza, royal: d.royal === true, pawn: d.pawn === true, ...(typeof d.value === 'number' ? { value: d.value } : {}) };
}

function checkBetza(betza: string, at: Origin | undefined): PieceResolution | null {
  const r = compileBetza(betza);
  if (r.ok) return null;
  const e = r.errors[0]!;
  return { error: `Betza "${betza}": ${e.message}`, code: 'betza', ...(at ? { at, charIndex: e.column } : {}) };
}

export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
  }
  return d[a.length]![b.length]!;
}

