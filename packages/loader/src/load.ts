/**
 * loadVariant: a variant file -> a resolved VariantSpec and its compiled
 * tables, or diagnostics.
 *
 *   1. the file is read and checked against the schema (variantFile.ts);
 *   2. the `parent` chain is read (by slug, in the variant's directory, then
 *      in the bundled variants) and the `engine` blocks are merged, child last,
 *      remembering which file set each value;
 *   3. letters resolve through the chain's pieces, then the catalogue;
 *   4. rules get their defaults, semantic checks run, and
 *      core.compileVariant builds the tables; the start FEN is checked.
 */
import { compileBetza } from '@fairyforge/betza';
import {
  compileVariant,
  CompileError,
  parseFen,
  placementIndexOf,
  MAX_FILES,
  MAX_SQUARES,
  type CompiledVariant,
  type PieceSpec,
  type VariantSpec,
} from '@fairyforge/core';
import { BUNDLED_VARIANTS_DIR, bundledHost } from './bundled.ts';
import { catalogueFile, isRecord, loadCatalogue, type Catalogue } from './catalogue.ts';
import { clip, type Diagnostic } from './diagnostics.ts';
import type { FileHost } from './host.ts';
import { isSafeSlug } from './paths.ts';
import { locate, locateKey, type Span, type YamlSource } from './source.ts';
import { closest } from './suggest.ts';
import type { EngineConfig, PieceDefinition, VariantFrontMatter } from './types.ts';
import { parseVariantText, readVariantFile, type VariantFile } from './variantFile.ts';

export const MAX_INHERITANCE_DEPTH = 16;

/** Where a resolved value came from. */
export type OriginKind = 'file' | 'catalogue' | 'default';
export interface ValueOrigin {
  readonly kind: OriginKind;
  /** The file that set it (for `file` and `catalogue`). */
  readonly file?: string;
  readonly line?: number;
}

export interface ResolvedPiece extends PieceSpec {
  readonly origin: ValueOrigin;
}

export interface LoadedVariant {
  readonly file: string;
  readonly slug: string;
  readonly title: string;
  readonly frontMatter: VariantFrontMatter;
  /** The Markdown body after the front-matter, and the line it starts on. */
  readonly body: string;
  readonly bodyLine: number;
  readonly spec: VariantSpec;
  readonly compiled: CompiledVariant;
  /** Render settings after inheritance. */
  readonly render: Record<string, unknown>;
  /** Files of the inheritance chain, this file first. */
  readonly chain: readonly string[];
  /** The pieces, with where each definition came from. */
  readonly pieces: readonly ResolvedPiece[];
  /** For each rule (`setup`, `topology`, `rules.castling`, …): where its value came from. */
  readonly origins: Readonly<Record<string, ValueOrigin>>;
  /** The leaf file's own source, for validation that points into it. */
  readonly source: YamlSource;
}

export type LoadResult = { ok: true; variant: LoadedVariant } | { ok: false; diagnostics: Diagnostic[] };

export interface LoadOptions {
  /**
   * Where files are read from. The Node entry point's default is the disk
   * (with the bundled variants); `@fairyforge/loader/pure`'s is the bundled
   * variants alone. Pass a `memoryHost` to load texts held in memory.
   */
  readonly host?: FileHost;
  /** Directories searched for parents and the catalogue (after the variant's own). Default: the bundled variants. */
  readonly variantDirs?: readonly string[];
  /**
   * Let `parent` be a path (`../shared/base`, `/abs/base`) and follow symbolic
   * links out of the searched directories. Off by default: variant files may
   * come from strangers, and a parent must not reach outside the variants root.
   */
  readonly allowParentOutside?: boolean;
}

/** Where a merged value came from, for error positions. */
interface Origin {
  readonly src: YamlSource;
  readonly path: (string | number)[];
}

function err(code: string, message: string, at: Origin | Diagnostic['file'], hint?: string, charIndex?: number, charLength?: number): Diagnostic {
  const pos: { file: string } & Span = typeof at === 'string' ? { file: at, line: 1, column: 1 } : { file: at.src.file, ...locate(at.src, at.path, charIndex, charLength) };
  return { severity: 'error', code, message, ...pos, ...(hint ? { hint } : {}) };
}

/** Finds the file of a variant slug: `<dir>/<slug>.md`, else any file in dir declaring that slug. */
export function findVariantFile(slug: string, dirs: readonly string[], options: Pick<LoadOptions, 'allowParentOutside' | 'host'> = {}): string | null {
  const r = lookupVariantFile(slug, dirs, options.allowParentOutside === true, hostOf(options));
  return r && 'file' in r ? r.file : null;
}

type Lookup = { file: string } | { outside: string; target: string } | { unsafe: true } | null;

/**
 * Like findVariantFile, but says why a file was refused: a slug that is a
 * path, or a `<slug>.md` that is a symbolic link out of its directory. Files
 * outside a searched directory are never read (unless `allowOutside`).
 */
function lookupVariantFile(slug: string, dirs: readonly string[], allowOutside: boolean, host: FileHost): Lookup {
  if (!allowOutside && !isSafeSlug(slug)) return { unsafe: true };
  for (const dir of dirs) {
    const direct = host.resolve(host.join(dir, `${slug}.md`));
    // It exists, even if only as a broken or looping link: reading it says why.
    if (host.exists(direct)) {
      const c = allowOutside ? null : host.containment(dir, direct);
      if (c?.kind === 'outside') return { outside: direct, target: c.target };
      const r = readVariantFile(direct, host);
      // A broken file is still the one named; so is any file named by a path (allowed by the caller).
      if (!r.ok || r.vf.slug === slug || !isSafeSlug(slug)) return { file: direct };
    }
    const names = (host.list(dir) ?? []).filter((n) => n.endsWith('.md'));
    for (const n of names) {
      const f = host.join(dir, n);
      if (f === direct) continue;
      if (!allowOutside && host.containment(dir, f).kind !== 'inside') continue;
      const rr = readVariantFile(f, host);
      if (rr.ok && rr.vf.slug === slug) return { file: f };
    }
  }
  return null;
}

export function hostOf(options: Pick<LoadOptions, 'host'>): FileHost {
  return options.host ?? bundledHost;
}

function searchDirs(file: string, options: LoadOptions, host: FileHost): string[] {
  return [host.dirname(file), ...(options.variantDirs ?? [BUNDLED_VARIANTS_DIR])].map((d) => host.resolve(d)).filter((d, i, a) => a.indexOf(d) === i);
}

/** Slugs of the variant files in the directories (for "did you mean"). */
export function knownSlugs(dirs: readonly string[], host: FileHost): string[] {
  const out: string[] = [];
  // An unreadable directory has no slugs to offer.
  for (const dir of dirs) for (const n of host.list(dir) ?? []) if (n.endsWith('.md')) out.push(n.replace(/\.md$/, ''));
  return out;
}

// Compiled tables by resolved rules: loading an unchanged variant again (a
// server, a test suite, `validate` of a directory whose files share parents)
// reuses them, and with them the variant's kernel. Tables are immutable.
const COMPILED_CACHE_SIZE = 64;
const compiledCache = new Map<string, CompiledVariant>();

function compiledFor(spec: VariantSpec): CompiledVariant {
  const key = JSON.stringify(spec);
  let compiled = compiledCache.get(key);
  if (compiled) {
    compiledCache.delete(key); // most recently used goes last
  } else {
    compiled = compileVariant(spec);
    if (compiledCache.size >= COMPILED_CACHE_SIZE) compiledCache.delete(compiledCache.keys().next().value!);
  }
  compiledCache.set(key, compiled);
  return compiled;
}

/** Loads a variant by file path. */
export function loadVariantFile(path: string, options: LoadOptions = {}): LoadResult {
  const host = hostOf(options);
  const file = host.resolve(path);
  const own = readVariantFile(file, host);
  if (!own.ok) return own;
  return loadParsed(own.vf, options);
}

/** Loads a variant from its text, as if it were the file `fileName` (parents are read from disk). */
export function loadVariantSource(text: string, fileName: string, options: LoadOptions = {}): LoadResult {
  const own = parseVariantText(text, hostOf(options).resolve(fileName));
  if (!own.ok) return own;
  return loadParsed(own.vf, options);
}

/** Loads a variant given a slug (in the bundled variants) or a path to a file. */
export function loadVariant(nameOrPath: string, options: LoadOptions = {}): LoadResult {
  if (/[/\\]|\.md$/.test(nameOrPath)) return loadVariantFile(nameOrPath, options);
  const dirs = options.variantDirs ?? [BUNDLED_VARIANTS_DIR];
  const f = findVariantFile(nameOrPath, dirs, options);
  if (!f) {
    const near = closest(nameOrPath, knownSlugs(dirs, hostOf(options)));
    return { ok: false, diagnostics: [{ severity: 'error', code: 'variant-unknown', message: `no variant with slug '${clip(nameOrPath)}'`, file: nameOrPath, line: 1, column: 1, hint: near ? `did you mean '${near}'?` : `looked in ${dirs.join(', ')}` }] };
  }
  return loadVariantFile(f, options);
}

/** Loads a variant whose own file has already been read and schema-checked. */
export function loadParsed(leaf: VariantFile, options: LoadOptions = {}): LoadResult {
  const host = hostOf(options);
  const dirs = searchDirs(leaf.file, options, host);
  // The inheritance chain, leaf first. Problems anywhere in it are reported
  // at this file's `parent:` (that is what the author can act on), naming the chain.
  const chain: VariantFile[] = [leaf];
  const seen = new Set([leaf.file]);
  const at = { src: leaf.src, path: ['parent'] };
  const names = () => chain.map((c) => c.slug).join(' -> ');
  for (let vf = leaf; typeof vf.data.parent === 'string'; ) {
    const parentSlug = vf.data.parent;
    const via = vf === leaf ? '' : ` (in ${host.basename(vf.file)}, reached through ${names()})`;
    if (chain.length > MAX_INHERITANCE_DEPTH) return { ok: false, diagnostics: [err('parent-depth', `inheritance is deeper than ${MAX_INHERITANCE_DEPTH} levels: ${names()}`, at)] };
    const found = lookupVariantFile(parentSlug, dirs, options.allowParentOutside === true, host);
    if (found && 'unsafe' in found) {
      return { ok: false, diagnostics: [err('parent-outside', `parent '${clip(parentSlug)}' is a path, not a slug${via}: a parent is looked up by slug in the variants directories`, at, 'name the parent by its slug, e.g. parent: chess')] };
    }
    if (found && 'outside' in found) {
      return { ok: false, diagnostics: [err('parent-outside', `parent '${parentSlug}' is ${found.outside}, a symbolic link to ${found.target}, outside its directory${via}`, at, 'copy the parent into the variants directory instead of linking to it')] };
    }
    const pf = found?.file;
    if (!pf) {
      const near = closest(parentSlug, knownSlugs(dirs, host));
      return { ok: false, diagnostics: [err('parent-unknown', `parent variant '${clip(parentSlug)}' not found${via}`, at, near ? `did you mean '${near}'?` : `looked in ${dirs.join(', ')}`)] };
    }
    if (seen.has(pf)) return { ok: false, diagnostics: [err('parent-cycle', `inheritance cycle: ${names()} -> ${parentSlug}`, at)] };
    seen.add(pf);
    const pr = readVariantFile(pf, host);
    if (!pr.ok) {
      const first = pr.diagnostics[0]!.message;
      const what = pr.diagnostics.length === 1 ? `1 error (${first})` : `${pr.diagnostics.length} errors (the first: ${first})`;
      return { ok: false, diagnostics: [err('parent-invalid', `parent variant '${clip(parentSlug)}' has ${what}${via}`, at, `run: fairyforge validate ${pf}`)] };
    }
    chain.push(pr.vf);
    vf = pr.vf;
  }

  const catFile = dirs.map((d) => catalogueFile(d, host)).find((f) => f !== null) ?? null;
  let catalogue: Catalogue = { source: null, entries: new Map() };
  if (catFile) {
    const c = loadCatalogue(catFile, host);
    if (!c.ok) return c;
    catalogue = c.catalogue;
  }
  return resolveChain(chain, catalogue);
}

/** Merges the engine blocks root-first and records which file set each value. */
function mergeEngines(chain: readonly VariantFile[]): { engine: EngineConfig; origins: Map<string, Origin> } {
  const engine: Record<string, unknown> = {};
  const origins = new Map<string, Origin>();
  for (const vf of [...chain].reverse()) {
    if (isRecord(vf.data.engine)) deepMerge(engine, vf.data.engine, ['engine'], vf.src, origins);
  }
  return { engine: engine as EngineConfig, origins };
}

function deepMerge(target: Record<string, unknown>, from: Record<string, unknown>, path: string[], src: YamlSource, origins: Map<string, Origin>): void {
  for (const [k, val] of Object.entries(from)) {
    const p = [...path, k];
    const cur = Object.prototype.hasOwnProperty.call(target, k) ? target[k] : undefined;
    if (isRecord(val) && isRecord(cur)) deepMerge(cur, val, p, src, origins);
    else {
      // Keys such as `__proto__` stay plain data (reported later as bad letters
      // or unknown keys): defined, never assigned, so no prototype can change.
      Object.defineProperty(target, k, { value: isRecord(val) ? structuredClone(val) : val, writable: true, enumerable: true, configurable: true });
      for (const key of [...origins.keys()]) if (key.startsWith(p.join('.') + '.')) origins.delete(key);
      recordAll(val, p, src, origins);
    }
    origins.set(p.join('.'), { src, path: p });
  }
}

/** Records `src` as the origin of a value and of everything inside it. */
function recordAll(val: unknown, path: string[], src: YamlSource, origins: Map<string, Origin>): void {
  origins.set(path.join('.'), { src, path });
  if (isRecord(val)) for (const [k, v] of Object.entries(val)) recordAll(v, [...path, k], src, origins);
}

/** The file that set the longest prefix of `path`; `locate` falls back to the nearest node it has. */
function originOf(origins: Map<string, Origin>, path: string[]): Origin | undefined {
  for (let n = path.length; n > 0; n--) {
    const o = origins.get(path.slice(0, n).join('.'));
    if (o) return { src: o.src, path };
  }
  return undefined;
}

const LETTER = /^[A-Z]$/;

function resolveChain(chain: readonly VariantFile[], catalogue: Catalogue): LoadResult {
  const leaf = chain[0]!;
  const { engine, origins } = mergeEngines(chain);
  const leafAt: Origin = { src: leaf.src, path: ['engine'] };
  const at = (path: string[]): Origin => originOf(origins, path) ?? leafAt;
  const diags: Diagnostic[] = [];

  // Board and players.
  const topo = engine.topology;
  if (!topo) return { ok: false, diagnostics: [err('topology-missing', 'no `engine.topology` (in this file or a parent)', leafAt, 'e.g. topology: { type: grid, rows: 8, cols: 8 }')] };
  if (topo.rows === undefined || topo.cols === undefined) {
    const missing = [topo.rows === undefined ? 'rows' : '', topo.cols === undefined ? 'cols' : ''].filter(Boolean).join(' and ');
    const o = at(['engine', 'topology']);
    return { ok: false, diagnostics: [{ severity: 'error', code: 'topology-incomplete', message: `the topology has no ${missing} (in this file or a parent)`, file: o.src.file, ...locateKey(o.src, ['engine', 'topology']) }] };
  }
  const nRows = topo.rows;
  const nCols = topo.cols;
  if (nRows * nCols > MAX_SQUARES) diags.push(err('topology-size', `${nCols}×${nRows} has more than ${MAX_SQUARES} squares`, at(['engine', 'topology'])));
  if (nCols > MAX_FILES) diags.push(err('topology-cols', `at most ${MAX_FILES} files are supported`, at(['engine', 'topology', 'cols'])));
  const players = engine.players;
  if (players !== undefined && (players[0] !== 'white' || players[1] !== 'black')) {
    diags.push(err('players-unsupported', `players ${JSON.stringify(players)} are not supported; only [white, black]`, at(['engine', 'players'])));
  }
  if (engine.setup === undefined) diags.push(err('setup-missing', 'no `engine.setup` (in this file or a parent)', leafAt, 'e.g. setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"'));
  if (diags.length) return { ok: false, diagnostics: diags };

  // The start FEN; a bare placement means white to move with no rights.
  const setupText = engine.setup!;
  const setupAt = at(['engine', 'setup']);
  const trimmed = setupText.trim();
  const lead = setupText.length - setupText.trimStart().length;
  const startFen = trimmed.includes(' ') ? trimmed : `${trimmed} w - - 0 1`;
  const placement = trimmed.split(/\s+/)[0]!;

  // Piece letters declared in the chain must be single upper-case letters.
  const allPieces = engine.pieces ?? {};
  for (const key of Object.keys(allPieces)) {
    if (!LETTER.test(key)) {
      const o = originOf(origins, ['engine', 'pieces', key]) ?? leafAt;
      diags.push({ severity: 'error', code: 'piece-letter', message: `piece key '${key}' must be one upper-case letter A–Z`, file: o.src.file, ...locateKey(o.src, ['engine', 'pieces', key]) });
    }
  }

  // Letters the variant uses.
  const rules = engine.rules ?? {};
  const promo = rules.promotion ?? {};
  const needed: { letter: string; at: Origin; charIndex?: number }[] = [];
  [...placement].forEach((ch, i) => {
    if (/[A-Za-z]/.test(ch)) needed.push({ letter: ch.toUpperCase(), at: setupAt, charIndex: lead + i });
  });
  const choicesAt = at(['engine', 'rules', 'promotion', 'choices']);
  let choiceLists: [string[], string[]] | null = null;
  if (Array.isArray(promo.choices)) choiceLists = [promo.choices, promo.choices];
  else if (promo.choices) choiceLists = [promo.choices.white, promo.choices.black];
  for (const l of choiceLists?.flat() ?? []) needed.push({ letter: l.toUpperCase(), at: choicesAt });
  const ownPieces = isRecord(leaf.data.engine?.pieces) ? Object.keys(leaf.data.engine!.pieces!) : [];
  for (const l of ownPieces) if (LETTER.test(l)) needed.push({ letter: l, at: { src: leaf.src, path: ['engine', 'pieces', l] } });

  // Stable type order (it orders default promotion choices and listings): pieces
  // declared in the chain first, in declaration order, then catalogue pieces in
  // catalogue order.
  const declared = Object.keys(allPieces);
  const catalogueOrder = [...catalogue.entries.values()].map((e) => e.letter);
  const rank = (l: string) => (declared.includes(l) ? declared.indexOf(l) : 1000 + (catalogueOrder.includes(l) ? catalogueOrder.indexOf(l) : 1000));
  needed.sort((a, b) => rank(a.letter) - rank(b.letter));

  const pieces: ResolvedPiece[] = [];
  const byLetter = new Map<string, ResolvedPiece>();
  const failed = new Set<string>();
  for (const need of needed) {
    if (byLetter.has(need.letter) || failed.has(need.letter) || !LETTER.test(need.letter)) continue;
    const r = resolvePiece(need.letter, allPieces, origins, catalogue);
    if ('error' in r) {
      diags.push(err(r.code, r.error, r.at ?? need.at, r.hint, r.at ? r.charIndex : need.charIndex, r.charLength));
      failed.add(need.letter);
      continue;
    }
    byLetter.set(need.letter, r.piece);
    pieces.push(r.piece);
  }

  // Promotion.
  const present = new Set([...placement].filter((ch) => /[A-Za-z]/.test(ch)).map((ch) => ch.toUpperCase()));
  const defaultChoices = pieces.filter((p) => present.has(p.letter) && !p.royal && !p.pawn).map((p) => p.letter);
  const choices: [string[], string[]] = choiceLists
    ? [choiceLists[0].map((l) => l.toUpperCase()), choiceLists[1].map((l) => l.toUpperCase())]
    : [defaultChoices, defaultChoices];
  const choicesPaths: [string[], string[]] = Array.isArray(promo.choices) ? [[], []] : [['white'], ['black']];
  const reported = new Set<string>();
  choices.forEach((list, side) =>
    list.forEach((l, i) => {
      const path = ['engine', 'rules', 'promotion', 'choices', ...choicesPaths[side]!, String(i)];
      if (byLetter.get(l)?.royal && !reported.has(path.join('.'))) {
        reported.add(path.join('.'));
        diags.push(err('promotion-royal', `pawns cannot promote to the royal piece ${l}`, at(path)));
      }
    }),
  );
  const ranks: number[] = [];
  (promo.ranks ?? [-1]).forEach((r, i) => {
    if (!Number.isInteger(r) || r === 0 || Math.abs(r) > nRows) {
      diags.push(err('promotion-rank', `promotion rank ${r} is not a rank of this board (1..${nRows}, or -1..-${nRows} from the far end)`, at(['engine', 'rules', 'promotion', 'ranks', String(i)])));
      return;
    }
    ranks.push(r > 0 ? r - 1 : nRows + r);
  });

  // Castling: applies only when its pieces are part of the variant.
  let castling: VariantSpec['castling'] = null;
  const cs = rules.castling;
  const castlingKeys = ['king', 'rooks', 'kingFile', 'kingside', 'queenside'] as const;
  const castlingMissing = cs ? castlingKeys.filter((k) => cs[k] === undefined) : [];
  if (castlingMissing.length) {
    diags.push(err('castling-incomplete', `castling needs ${castlingMissing.join(', ')} (in this file or a parent)`, at(['engine', 'rules', 'castling']), 'e.g. castling: { king: K, rooks: [R], kingFile: e, kingside: g, queenside: c }'));
  } else if (cs) {
    const fileIdx = (v: string, path: string[]): number => {
      const f = /^[a-z]$/.test(v) ? v.charCodeAt(0) - 97 : -1;
      if (f < 0 || f >= nCols) diags.push(err('castling-file', `castling ${path.slice(4).join('.')} '${v}' is not a file of this board (a..${String.fromCharCode(96 + nCols)})`, at(path)));
      return f;
    };
    const base = ['engine', 'rules', 'castling'];
    const kingFile = fileIdx(cs.kingFile!, [...base, 'kingFile']);
    // One destination file, or a list of them (flexible castling).
    const files = (key: 'kingside' | 'queenside'): number[] => {
      const v = cs[key]!;
      return typeof v === 'string' ? [fileIdx(v, [...base, key])] : v.map((f, i) => fileIdx(f, [...base, key, String(i)]));
    };
    const kingsideFiles = files('kingside');
    const queensideFiles = files('queenside');
    for (const [key, list] of [['kingside', kingsideFiles], ['queenside', queensideFiles]] as const) {
      const wrongSide = list.find((f) => f >= 0 && kingFile >= 0 && (key === 'kingside' ? f <= kingFile : f >= kingFile));
      if (wrongSide !== undefined) diags.push(err('castling-file', `castling ${key} file '${String.fromCharCode(97 + wrongSide)}' is not on that side of the king's file`, at([...base, key])));
      if (new Set(list).size !== list.length) diags.push(err('castling-file', `castling ${key} lists a file twice`, at([...base, key])));
    }
    const king = cs.king!.toUpperCase();
    const rooks = cs.rooks!.map((r) => r.toUpperCase()).filter((r) => byLetter.has(r));
    if (byLetter.has(king) && rooks.length > 0) castling = { king, rooks, kingFile, kingsideFiles, queensideFiles };
  }

  let initialRanks: Record<string, number[]> | undefined;
  if (rules.initialRanks) {
    initialRanks = {};
    for (const [l, rs] of Object.entries(rules.initialRanks)) {
      const bad = rs.findIndex((r) => !Number.isInteger(r) || r < 1 || r > nRows);
      if (bad >= 0) {
        diags.push(err('initial-ranks', `initialRanks.${l}: ${rs[bad]} is not a rank of this board (1..${nRows})`, at(['engine', 'rules', 'initialRanks', l, String(bad)])));
        continue;
      }
      initialRanks[l.toUpperCase()] = rs.map((r) => r - 1);
    }
  }
  let initialReach: Record<string, number> | undefined;
  if (rules.initialReach) {
    initialReach = {};
    for (const [l, r] of Object.entries(rules.initialReach)) {
      if (!Number.isInteger(r) || r < 1 || r > nRows) {
        diags.push(err('initial-reach', `initialReach.${l}: ${r} is not a rank of this board (1..${nRows})`, at(['engine', 'rules', 'initialReach', l])));
        continue;
      }
      initialReach[l.toUpperCase()] = r - 1;
    }
  }
  let moveRule: VariantSpec['moveRule'];
  if (rules.moveRule === false) moveRule = null;
  else if (rules.moveRule) {
    // Like castling rooks, letters of pieces the variant does not use are ignored (a parent may name them).
    const resetBy = rules.moveRule.resetBy?.map((l) => l.toUpperCase()).filter((l) => byLetter.has(l));
    moveRule = { moves: rules.moveRule.moves ?? 50, resetBy: resetBy ?? pieces.filter((p) => p.pawn).map((p) => p.letter) };
  }
  if (rules.repetition === 1) diags.push(err('repetition', 'repetition: 1 would draw every position at once; use 2 or more, or 0 for never', at(['engine', 'rules', 'repetition'])));
  if (diags.length) return { ok: false, diagnostics: diags };

  const title = typeof leaf.data.title === 'string' ? leaf.data.title : leaf.slug;
  const spec: VariantSpec = {
    slug: leaf.slug,
    title,
    cols: nCols,
    rows: nRows,
    pieces: pieces.map(({ origin: _origin, ...p }) => p),
    startFen,
    castling,
    promotion: { ranks, choices, mandatory: promo.mandatory !== false },
    ...(initialRanks ? { initialRanks } : {}),
    ...(initialReach ? { initialReach } : {}),
    stalemate: rules.stalemate ?? 'draw',
    ...(moveRule !== undefined ? { moveRule } : {}),
    ...(rules.repetition !== undefined ? { repetition: rules.repetition } : {}),
  };
  let compiled: CompiledVariant;
  try {
    compiled = compiledFor(spec);
  } catch (e) {
    if (e instanceof CompileError) {
      if (e.subject === 'setup') return { ok: false, diagnostics: [setupError(e.message.replace(/^start position: /, ''), setupAt, trimmed, lead, 'placement', e.offset)] };
      const where = e.subject === 'rules' ? at(['engine', 'rules']) : e.letter ? (originOf(origins, ['engine', 'pieces', e.letter, 'betza']) ?? setupAt) : setupAt;
      return { ok: false, diagnostics: [err(`${e.subject}-invalid`, e.message, where)] };
    }
    if (e instanceof RangeError) return { ok: false, diagnostics: [err('topology-size', e.message, at(['engine', 'topology']))] };
    throw e;
  }
  const fen = parseFen(compiled, startFen);
  if (!fen.ok) return { ok: false, diagnostics: [setupError(fen.error, setupAt, trimmed, lead, fen.field, fen.offset)] };

  // Each side needs a royal piece for checkmate to mean anything.
  const sideNames = ['White', 'Black'];
  for (const c of [0, 1]) {
    if (!compiled.royal.some((r, t) => r && fen.position.pcount[t * 2 + c]! > 0)) {
      diags.push(err('royal-missing', `${sideNames[c]} has no royal piece in the setup`, setupAt, 'mark the king-like piece `royal: true` (the catalogue king is)'));
    }
  }
  // A pawn in its promotion zone, or on a square it can never leave, is a mistake.
  const pos = fen.position;
  for (let sq = 0; sq < compiled.size; sq++) {
    const code = pos.board[sq]!;
    if (code === 0 || !compiled.pawn[(code >> 1) - 1]) continue;
    const c = code & 1;
    const name = `${String.fromCharCode(97 + (sq % nCols))}${Math.floor(sq / nCols) + 1}`;
    const k = (code - 2) * compiled.size + sq;
    const moves = compiled.leapOff[k + 1]! - compiled.leapOff[k]! + compiled.rayOff[k + 1]! - compiled.rayOff[k]!;
    const ci = placementIndexOf(placement, compiled.geometry, sq);
    if (compiled.promoZone[c * compiled.size + sq]) diags.push(err('pawn-rank', `the ${sideNames[c]} pawn on ${name} stands in its promotion zone`, setupAt, undefined, lead + ci));
    else if (moves === 0) diags.push(err('pawn-rank', `the ${sideNames[c]} pawn on ${name} could never move`, setupAt, undefined, lead + ci));
  }
  if (diags.length) return { ok: false, diagnostics: diags };

  const originRecord: Record<string, ValueOrigin> = {};
  for (const key of ['topology', 'players', 'setup', 'rules.castling', 'rules.promotion.ranks', 'rules.promotion.choices', 'rules.promotion.mandatory', 'rules.initialRanks', 'rules.initialReach', 'rules.stalemate', 'rules.moveRule', 'rules.repetition', 'render']) {
    const o = origins.get(`engine.${key}`);
    originRecord[key] = o ? fileOrigin(o) : { kind: 'default' };
  }
  return {
    ok: true,
    variant: {
      file: leaf.file,
      slug: leaf.slug,
      title,
      frontMatter: leaf.data,
      body: leaf.body,
      bodyLine: leaf.bodyLine,
      spec,
      compiled,
      render: isRecord(engine.render) ? engine.render : {},
      chain: chain.map((c) => c.file),
      pieces,
      origins: originRecord,
      source: leaf.src,
    },
  };
}

function fileOrigin(o: Origin): ValueOrigin {
  return { kind: 'file', file: o.src.file, line: locate(o.src, o.path).line };
}

const FEN_FIELDS = ['placement', 'side', 'castling', 'enPassant', 'halfmove', 'fullmove'];

/** A setup error, pointing at the culprit (`offset` into the FEN) or else at the FEN field it is in. */
function setupError(message: string, at: Origin, fen: string, lead: number, field: string, offset?: number): Diagnostic {
  const idx = FEN_FIELDS.indexOf(field);
  let charIndex = lead;
  let length = fen.split(/\s+/)[0]!.length;
  if (offset !== undefined) {
    charIndex = lead + offset;
    length = /^\S*/.exec(fen.slice(offset))![0].length || 1;
    if (field === 'placement') length = /^[^/\s]*/.exec(fen.slice(offset))![0].length || 1;
  } else if (idx > 0) {
    const m = [...fen.matchAll(/\S+/g)][idx];
    if (m) {
      charIndex = lead + m.index!;
      length = m[0].length;
    }
  }
  const code = field === 'placement' ? 'setup-placement' : `setup-${field === 'enPassant' ? 'en-passant' : field === 'fields' ? 'fields' : field}`;
  return err(code, `setup: ${message}`, at, undefined, charIndex, length);
}

type PieceResolution = { piece: ResolvedPiece } | { error: string; code: string; at?: Origin; hint?: string; charIndex?: number; charLength?: number };

/** A letter's piece: the chain's `pieces` (already merged, child wins), else the catalogue. */
function resolvePiece(letter: string, pieces: Record<string, string | PieceDefinition>, origins: Map<string, Origin>, catalogue: Catalogue): PieceResolution {
  if (Object.prototype.hasOwnProperty.call(pieces, letter)) {
    const def = pieces[letter]!;
    const at = originOf(origins, ['engine', 'pieces', letter]);
    const origin: ValueOrigin = at ? fileOrigin(at) : { kind: 'default' };
    if (typeof def === 'string') return fromCatalogue(letter, def, {}, catalogue, at, origin);
    if (typeof def.piece === 'string') return fromCatalogue(letter, def.piece, def, catalogue, at ? { src: at.src, path: [...at.path, 'piece'] } : undefined, origin);
    if (typeof def.betza !== 'string') return { error: `piece ${letter} needs \`betza\` or a catalogue \`piece\` name`, code: 'piece-betza-missing', ...(at ? { at } : {}) };
    const bad = checkBetza(def.betza, at ? { src: at.src, path: [...at.path, 'betza'] } : undefined);
    if (bad) return bad;
    return { piece: pieceSpec(letter, def.name ?? letter, def.betza, def, origin) };
  }
  for (const [name, entry] of catalogue.entries) {
    if (entry.letter === letter) {
      const src = catalogue.source;
      return { piece: pieceSpec(letter, name, entry.betza, entry, src ? { kind: 'catalogue', file: src.file, line: locate(src, ['pieces', name]).line } : { kind: 'catalogue' }) };
    }
  }
  return { error: `unknown piece letter '${letter}'`, code: 'piece-unknown', hint: `define it under engine.pieces (e.g. ${letter}: { betza: NC }), or use a catalogue letter` };
}

function fromCatalogue(letter: string, name: string, over: PieceDefinition, catalogue: Catalogue, at: Origin | undefined, origin: ValueOrigin): PieceResolution {
  const entry = catalogue.entries.get(name);
  if (!entry) {
    const near = closest(name, [...catalogue.entries.keys()]);
    return { error: `no piece named '${clip(name)}' in the catalogue`, code: 'piece-unknown-name', ...(at ? { at } : {}), ...(near ? { hint: `did you mean '${near}'?` } : {}) };
  }
  const betza = over.betza ?? entry.betza;
  if (over.betza !== undefined) {
    const bad = checkBetza(betza, at ? { src: at.src, path: [...at.path.slice(0, -1), 'betza'] } : undefined);
    if (bad) return bad;
  }
  return { piece: pieceSpec(letter, over.name ?? name, betza, { ...entry, ...over }, origin) };
}

function pieceSpec(letter: string, name: string, betza: string, d: { royal?: boolean; pawn?: boolean; value?: number }, origin: ValueOrigin): ResolvedPiece {
  return { letter, name, betza, royal: d.royal === true, pawn: d.pawn === true, ...(typeof d.value === 'number' ? { value: d.value } : {}), origin };
}

function checkBetza(betza: string, at: Origin | undefined): PieceResolution | null {
  const r = compileBetza(betza);
  if (r.ok) return null;
  const e = r.errors[0]!;
  return { error: `Betza "${clip(betza)}": ${e.message}`, code: 'betza', ...(at ? { at, charIndex: e.column, charLength: Math.max(1, e.length) } : {}) };
}
