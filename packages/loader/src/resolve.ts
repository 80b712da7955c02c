/**
 * Resolution: an inheritance chain of variant files and a catalogue become a
 * VariantSpec, compiled tables and the origin of every value, or
 * diagnostics. It runs in named phases over one `Resolution`:
 *
 *   board     topology and players (the board size every later check needs)
 *   setup     the start FEN as written
 *   pieces    letters -> pieces (resolvePieces.ts)
 *   rules     promotion, castling, initial moves, draws (resolveRules.ts)
 *   compile   core.compileVariant, its errors mapped by their data
 *   position  checks that need the start position: royal pieces, stranded pawns
 *
 * A phase adds diagnostics; resolution stops after the first phase that did.
 */
import { CompileError, variantGeometry, parseFen, placementErrors, playableProblem, pieceColor, pieceType, placementIndexOf, makeSquare, splitPocket, tableEntryCount, MAX_FILES, MAX_SQUARES, type CompiledVariant, type Position, type VariantSpec } from '@fairyforge/core';
import type { Catalogue } from './catalogue.ts';
import { compiledFor } from './compiledCache.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { LoadResult, ResolvedPiece } from './loadTypes.ts';
import { mergeEngines } from './merge.ts';
import { err, fileOrigin, originOf, type Origin, type ValueOrigin } from './origin.ts';
import { isRecord } from './records.ts';
import { checkBetzaDialect, checkCatalogueLetters, checkPawnRedefinitions, checkStranded } from './resolveChecks.ts';
import { checkPieceKeys, resolvePieces } from './resolvePieces.ts';
import { resolveCastling, resolveDrawRules, resolveInitialMoves, resolveLegality, resolvePromotion } from './resolveRules.ts';
import { resolveConnect } from './resolveConnect.ts';
import { checkRoyalNone, resolveResults } from './resolveResults.ts';
import { resolveCountingRules } from './resolveCounting.ts';
import { resolveDrops } from './resolveDrops.ts';
import { resolveBlast, resolveMutualImmunity } from './resolveBlast.ts';
import { resolveGating } from './resolveGating.ts';
import { resolvePetrify } from './resolvePetrify.ts';
import { resolveFlip } from './resolveFlip.ts';
import { resolveHoles, resolveRegions } from './resolveRegions.ts';
import { resolveWalls } from './resolveWalls.ts';
import { locateKey } from './source.ts';
import type { EngineConfig } from './types.ts';
import type { VariantFile } from './variantFile.ts';
import type { Resolution } from './resolution.ts';

export type { Resolution } from './resolution.ts';

/** The setup as written: where it is, the full start FEN, its placement and the offset of its first character. */
interface Setup {
  readonly at: Origin;
  readonly text: string;
  readonly lead: number;
  readonly startFen: string;
  readonly placement: string;
}

export function resolveChain(chain: readonly VariantFile[], catalogue: Catalogue): LoadResult {
  const leaf = chain[0]!;
  const { engine, origins } = mergeEngines(chain);
  const leafAt: Origin = { src: leaf.src, path: ['engine'] };
  const r: Resolution = { leaf, engine, origins, leafAt, at: (path) => originOf(origins, path) ?? leafAt, diags: [], warnings: [], rows: 0, cols: 0 };
  // Warnings found before an error are reported with it: every problem at once.
  const failed = () => ({ ok: false as const, diagnostics: [...r.diags, ...r.warnings] });

  const setup = resolveBoard(r);
  if (!setup) return failed();
  checkPieceKeys(r);
  // Pieces that start in hand (`[KQ…]` after the placement) are the variant's too (placement, sittuyin).
  const pieces = resolvePieces(r, setup.at, setup.text.split(/\s+/)[0]!, setup.lead, catalogue);
  checkCatalogueLetters(r, pieces, setup.at, setup.placement, setup.lead, catalogue, r.warnings);
  checkPawnRedefinitions(r, pieces, parentPawns(chain.slice(1), catalogue), r.warnings);
  checkBetzaDialect(r, pieces, r.warnings);
  const promotion = resolvePromotion(r, pieces, setup.text.split(/\s+/)[0]!);
  const castling = resolveCastling(r, pieces);
  const initial = resolveInitialMoves(r);
  const draws = resolveDrawRules(r, pieces);
  const results = resolveResults(r, pieces);
  const connect = resolveConnect(r, pieces);
  const countingRules = resolveCountingRules(r, pieces);
  const drops = resolveDrops(r, pieces, promotion);
  const blast = resolveBlast(r, pieces);
  const mutuallyImmune = resolveMutualImmunity(r, pieces);
  const petrify = resolvePetrify(r, pieces);
  const gating = resolveGating(r, pieces, castling);
  const flip = resolveFlip(r);
  const regions = resolveRegions(r, pieces);
  const holes = resolveHoles(r);
  const walls = resolveWalls(r);
  if (r.diags.length) return failed();

  const title = typeof leaf.data.title === 'string' ? leaf.data.title : leaf.slug;
  const spec: VariantSpec = {
    slug: leaf.slug,
    title,
    cols: r.cols,
    rows: r.rows,
    pieces: pieces.map(({ origin: _origin, ...p }) => p),
    startFen: setup.startFen,
    castling,
    promotion,
    ...initial,
    stalemate: engine.rules?.stalemate ?? 'draw',
    ...(engine.rules?.stalematePieceCount === true ? { stalematePieceCount: true } : {}),
    ...draws,
    ...results,
    ...(connect ? { connect } : {}),
    ...resolveLegality(r, castling),
    ...countingRules,
    ...(drops ? { drops } : {}),
    ...(blast ? { blast } : {}),
    ...(mutuallyImmune ? { mutuallyImmune } : {}),
    ...(petrify ? { petrify } : {}),
    ...(gating ? { gating } : {}),
    ...(flip ? { flip } : {}),
    ...regions,
    ...holes,
    ...walls,
  };
  const compiled = compilePhase(r, spec, setup);
  if (!compiled) return failed();
  const parsed = parseFen(compiled, setup.startFen);
  const fen = parsed.ok ? (playableProblem(parsed.position) ?? parsed) : parsed;
  if (!fen.ok) {
    if (fen.reason === 'royal-missing') r.diags.push(err('royal-missing', `setup: ${fen.error}`, setup.at, 'mark the king-like piece `royal: true` (the catalogue king is)'));
    else r.diags.push(setupError(fen.error, setup, fen.field, fen.offset));
    return failed();
  }
  checkStartPosition(r, compiled, fen.position, setup);
  checkRoyalNone(r, spec);
  if (r.diags.length === 0) checkStranded(r, compiled, fen.position.board, setup.at, setup.placement, setup.lead);
  if (r.diags.length) return failed();

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
      origins: valueOrigins(origins),
      source: leaf.src,
      warnings: r.warnings,
    },
  };
}

/** The board phase: topology, players and the setup's presence; the setup as written. */
function resolveBoard(r: Resolution): Setup | null {
  const topo = r.engine.topology;
  if (!topo) {
    r.diags.push(err('topology-missing', 'no `engine.topology` (in this file or a parent)', r.leafAt, 'e.g. topology: { type: grid, rows: 8, cols: 8 }'));
    return null;
  }
  if (topo.rows === undefined || topo.cols === undefined) {
    const missing = [topo.rows === undefined ? 'rows' : '', topo.cols === undefined ? 'cols' : ''].filter(Boolean).join(' and ');
    const o = r.at(['engine', 'topology']);
    r.diags.push({ severity: 'error', code: 'topology-incomplete', message: `the topology has no ${missing} (in this file or a parent)`, file: o.src.file, ...locateKey(o.src, ['engine', 'topology']) });
    return null;
  }
  r.rows = topo.rows;
  r.cols = topo.cols;
  // The only place the board's size limits are checked (the compiler trusts them).
  if (r.rows * r.cols > MAX_SQUARES) r.diags.push(err('topology-size', `${r.cols}×${r.rows} has more than ${MAX_SQUARES} squares`, r.at(['engine', 'topology'])));
  if (r.cols > MAX_FILES) r.diags.push(err('topology-cols', `at most ${MAX_FILES} files are supported`, r.at(['engine', 'topology', 'cols'])));
  const players = r.engine.players;
  if (players !== undefined && (players[0] !== 'white' || players[1] !== 'black')) {
    r.diags.push(err('players-unsupported', `players ${JSON.stringify(players)} are not supported; only [white, black]`, r.at(['engine', 'players'])));
  }
  if (r.engine.setup === undefined) r.diags.push(err('setup-missing', 'no `engine.setup` (in this file or a parent)', r.leafAt, 'e.g. setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"'));
  if (r.diags.length) return null;
  // A bare placement means White to move with no rights.
  const text = r.engine.setup!.trim();
  const startFen = text.includes(' ') ? text : `${text} w - - 0 1`;
  // The placement without the pockets (`[Nn]`, hands and drops), which parseFen reads.
  return { at: r.at(['engine', 'setup']), text, lead: r.engine.setup!.length - r.engine.setup!.trimStart().length, startFen, placement: splitPocket(text.split(/\s+/)[0]!).placement };
}

/** The compile phase: tables from the spec; a compile error becomes a diagnostic by its subject, letter and offset. */
function compilePhase(r: Resolution, spec: VariantSpec, setup: Setup): CompiledVariant | null {
  try {
    return compiledFor(spec);
  } catch (e) {
    if (!(e instanceof CompileError)) throw e;
    if (e.subject === 'setup') {
      // Every bad rank at once, not only the first the compiler met.
      const byLetter = new Map(spec.pieces.map((p, t) => [p.letter, t]));
      // Shogi-style promotion's promoted type per type, so that `+P` reads as a piece.
      const promoteTo = spec.promotion.pieces ? Int8Array.from(spec.pieces, (p) => byLetter.get(spec.promotion.pieces![p.letter] ?? '') ?? -1) : undefined;
      const all = placementErrors(setup.placement, variantGeometry(spec), byLetter, promoteTo, spec.petrify !== undefined || spec.walls !== undefined || spec.flip !== undefined);
      if (all.length === 0) r.diags.push(setupError(e.detail, setup, 'placement', e.offset));
      for (const pe of all) r.diags.push(setupError(pe.error, setup, 'placement', pe.offset));
    }
    else {
      const where = e.subject === 'rules' ? r.at(['engine', 'rules']) : e.letter ? (originOf(r.origins, ['engine', 'pieces', e.letter, 'betza']) ?? setup.at) : setup.at;
      // The compile error's own stable code (betza, rider-modifier, promotion-rank, ...).
      r.diags.push(err(e.code, e.message, where));
    }
    return null;
  }
}

const SIDE_NAMES = ['White', 'Black'];

/** The position phase (parseFen has checked the royal pieces): no pawn starts in its promotion zone or where it could never move. */
function checkStartPosition(r: Resolution, compiled: CompiledVariant, pos: Position, setup: Setup): void {
  for (let sq = 0; sq < compiled.size; sq++) {
    const code = pos.board[sq]!;
    if (code === 0 || !compiled.pawn[pieceType(code)]) continue;
    const c = pieceColor(code);
    const at = setup.lead + placementIndexOf(setup.placement, compiled.geometry, sq);
    const name = makeSquare(compiled.geometry, sq);
    if (compiled.promoZone[c * compiled.size + sq]) r.diags.push(err('pawn-rank', `the ${SIDE_NAMES[c]} pawn on ${name} stands in its promotion zone`, setup.at, undefined, at));
    else if (tableEntryCount(compiled, code, sq) === 0) r.diags.push(err('pawn-rank', `the ${SIDE_NAMES[c]} pawn on ${name} could never move`, setup.at, undefined, at));
  }
}

/** Letters that are pawns in the parent chain (its merged `pieces`, each resolved through the catalogue). */
function parentPawns(parents: readonly VariantFile[], catalogue: Catalogue): Set<string> {
  const out = new Set<string>();
  if (parents.length === 0) return out;
  for (const [letter, def] of Object.entries(mergeEngines(parents).engine.pieces ?? {})) {
    const name = typeof def === 'string' ? def : def.piece;
    const pawn = typeof def === 'object' && def.pawn !== undefined ? def.pawn : name !== undefined && catalogue.entries.get(name)?.pawn === true;
    if (pawn) out.add(letter);
  }
  return out;
}

const ORIGIN_KEYS = ['topology', 'players', 'setup', 'rules.castling', 'rules.promotion.ranks', 'rules.promotion.region', 'rules.promotion.choices', 'rules.promotion.mandatory', 'rules.initialRanks', 'rules.initialReach', 'rules.stalemate', 'rules.moveRule', 'rules.repetition', 'rules.extinction', 'rules.flag', 'rules.checkCount', 'rules.checkmate', 'rules.mustCapture', 'rules.mutuallyImmune', 'rules.checking', 'rules.makpong', 'rules.oppositeCastling', 'rules.castlingWins', 'rules.counting', 'rules.materialCounting', 'rules.perpetualCheck', 'rules.drops', 'rules.blast', 'rules.petrify', 'rules.gating', 'rules.walls', 'regions', 'holes', 'rules.flyingGeneral', 'render', 'rules.flip', 'rules.connect', 'rules.stalematePieceCount'];

/** For each rule: the file and line that set it, or the default. */
function valueOrigins(origins: ReadonlyMap<string, Origin>): Record<string, ValueOrigin> {
  const out: Record<string, ValueOrigin> = {};
  for (const key of ORIGIN_KEYS) {
    const o = origins.get(`engine.${key}`);
    out[key] = o ? fileOrigin(o) : { kind: 'default' };
  }
  return out;
}

const FEN_FIELDS = ['placement', 'side', 'castling', 'enPassant', 'halfmove', 'fullmove'];

/** A setup error, pointing at the culprit (`offset` into the FEN) or else at the FEN field it is in. */
function setupError(message: string, setup: Setup, field: string, offset?: number): Diagnostic {
  const fen = setup.text;
  const idx = FEN_FIELDS.indexOf(field);
  let charIndex = setup.lead;
  let length = fen.split(/\s+/)[0]!.length;
  if (offset !== undefined) {
    charIndex = setup.lead + offset;
    length = /^\S*/.exec(fen.slice(offset))![0].length || 1;
    if (field === 'placement') length = /^[^/\s]*/.exec(fen.slice(offset))![0].length || 1;
  } else if (idx > 0) {
    const m = [...fen.matchAll(/\S+/g)][idx];
    if (m) {
      charIndex = setup.lead + m.index!;
      length = m[0].length;
    }
  }
  const code = field === 'placement' ? 'setup-placement' : `setup-${field === 'enPassant' ? 'en-passant' : field === 'fields' ? 'fields' : field}`;
  return err(code, `setup: ${message}`, setup.at, undefined, charIndex, length);
}
