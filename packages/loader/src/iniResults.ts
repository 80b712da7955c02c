/**
 * The game-end, legality, drop and capture keys of a `variants.ini` section:
 * stalemate and checkmate values, the n-move and n-fold rules, extinction,
 * flags, check counting, counting rules, compulsory captures, hands and
 * drops, atomic blasts, petrification. Each becomes the VariantSpec field fairyforge plays
 * by, or a report at its line.
 */
import type { Draft } from './iniDraft.ts';
import type { IniField } from './iniParse.ts';
import { FSF_PAWN_DOUBLE, FSF_PAWN_SINGLE, FSF_PIECE_TYPES, type Report } from './iniPieces.ts';
import { freeSupply, importFlipsAndPassing } from './iniFlips.ts';
import { bool, int, pieceSet, result, squares, zone } from './iniValues.ts';

/** The keys this module reads (iniFields.ts reports any other as unknown). */
export const RESULT_KEYS = new Set([
  'stalemateValue', 'stalematePieceCount', 'checkmateValue', 'nMoveRule', 'nMoveRuleTypes', 'nMoveRuleTypesWhite', 'nMoveRuleTypesBlack', 'nFoldRule', 'nFoldValue',
  'perpetualCheckIllegal', 'moveRepetitionIllegal', 'extinctionValue', 'extinctionClaim', 'extinctionPseudoRoyal', 'dupleCheck', 'extinctionPieceTypes', 'extinctionPieceCount',
  'extinctionOpponentPieceCount', 'flagPiece', 'flagPieceWhite', 'flagPieceBlack', 'flagRegion', 'flagRegionWhite', 'flagRegionBlack', 'whiteFlag',
  'blackFlag', 'flagMove', 'flagPieceSafe', 'flagPieceCount', 'flagPieceBlockedWin', 'connectN', 'connectHorizontal', 'connectVertical', 'connectDiagonal',
  'connectPieceTypes', 'connectValue', 'connectNxN', 'collinearN', 'connectRegion1White', 'connectRegion2White', 'connectRegion1Black', 'connectRegion2Black', 'checkCounting', 'materialCounting', 'countingRule', 'castlingWins', 'mustCapture', 'checking',
  'makpongRule', 'oppositeCastling', 'flyingGeneral', 'pieceDrops', 'capturesToHand', 'dropLoop', 'firstRankPawnDrops', 'promotionZonePawnDrops',
  'dropNoDoubled', 'dropNoDoubledCount', 'shogiPawnDropMateIllegal', 'sittuyinRookDrop', 'immobilityIllegal', 'dropPromoted', 'whiteDropRegion', 'blackDropRegion', 'dropChecks', 'blastOnCapture',
  'petrifyOnCaptureTypes', 'gating', 'seirawanGating', 'cambodianMoves', 'wallingRule', 'duckGating', 'arrowGating', 'wallOrMove', 'flipEnclosedPieces', 'enclosingDrop', 'enclosingDropStart', 'pass', 'passOnStalemate', 'adjudicateFullBoard', 'wallingRegion', 'wallingRegionWhite', 'wallingRegionBlack', 'shatarMateRule', 'blastImmuneTypes', 'mutuallyImmuneTypes', 'dropOnTop',
]);

type Get = (key: string) => IniField | undefined;
type Value = 'win' | 'loss' | 'draw';

export function applyResultFields(d: Draft, get: Get, report: Report): void {
  const r = d.rules;
  const flagOf = (key: string, apply: (v: boolean) => void) => {
    const f = get(key);
    const v = f ? bool(f, report) : null;
    if (v !== null) apply(v);
  };
  const valueOf = (key: string, apply: (v: Value) => void, none?: () => void) => {
    const f = get(key);
    const v = f ? result(f, report) : null;
    if (v === 'none') {
      if (none) none();
      else report(f!, `'${key} = none' has no counterpart in fairyforge`);
    } else if (v) apply(v);
  };
  valueOf('stalemateValue', (v) => (r.stalemate = v));
  flagOf('stalematePieceCount', (v) => (v ? (r.stalematePieceCount = true) : delete r.stalematePieceCount));
  valueOf('checkmateValue', (v) => (r.checkmate = v));
  drawRules(d, get, report, valueOf, flagOf);
  extinction(d, get, report, valueOf, flagOf);
  flag(d, get, report, flagOf);
  connect(d, get, report, valueOf, flagOf);
  flagOf('checkCounting', (v) => {
    if (!v) return void delete r.checkCount;
    // The FEN holds the checks each side has still to give (`3+3`); absent, one each, as that engine reads it.
    const m = /\s(\d)\+(\d)(\s|$)/.exec(d.startFen);
    r.checkCount = m ? Math.max(Number(m[1]), Number(m[2])) : 1;
  });
  flagOf('mustCapture', (v) => (v ? (r.mustCapture = true) : delete r.mustCapture));
  flagOf('checking', (v) => (v ? delete r.checking : (r.checking = false)));
  flagOf('makpongRule', (v) => (v ? (r.makpong = true) : delete r.makpong));
  // Its own knight, rook and bers types give a shak; its knight may not mate alone.
  flagOf('shatarMateRule', (v) => {
    if (!v) return void delete r.shatarMate;
    const letters = (...types: string[]) => types.flatMap((t) => (d.types.has(t) ? [d.types.get(t)!] : []));
    r.shatarMate = { shak: letters('knight', 'rook', 'bers'), noMate: letters('knight') };
  });
  flagOf('oppositeCastling', (v) => (v ? (r.oppositeCastling = true) : delete r.oppositeCastling));
  flagOf('flyingGeneral', (v) => (v ? (r.flyingGeneral = true) : delete r.flyingGeneral));
  const wins = get('castlingWins');
  if (wins) {
    const letters = wins.value.replace(/\s+/g, '');
    if (letters === '-' || letters === '') delete r.castlingWins;
    else if (/^[KQkq]+$/.test(letters)) r.castlingWins = [...new Set(letters)];
    else report(wins, `castlingWins takes castling rights (K, Q, k, q), not '${wins.value}'`);
  }
  counting(d, get, report);
  drops(d, get, report, flagOf);
  flagOf('blastOnCapture', (v) => {
    // It spares that engine's pawn type: the letter given as `pawn`, else a parent's pawn that moves as it.
    const pawn = d.types.get('pawn');
    if (v) r.blast = { immune: pawn ? [pawn] : [...d.pieces].filter(([, p]) => p.pawn && !p.dialect && [FSF_PAWN_DOUBLE, FSF_PAWN_SINGLE, FSF_PIECE_TYPES.pawn].includes(p.betza)).map(([l]) => l) };
    else r.blast = null;
  });
  turns(d, get, report, flagOf);
  // blastImmuneTypes are blast-proof pieces (atomar's kings), mutuallyImmuneTypes fairyforge's mutual immunity.
  const proof = get('blastImmuneTypes');
  if (proof) {
    const pieces = proof.value.trim() === '' || proof.value.trim() === '-' ? [] : pieceSet(proof, d, report);
    if (pieces && pieces.length > 0 && !r.blast) report(proof, 'blastImmuneTypes needs blastOnCapture');
    else if (pieces && r.blast) r.blast = { immune: r.blast.immune, ...(pieces.length > 0 ? { proof: pieces } : {}) };
  }
  const mutual = get('mutuallyImmuneTypes');
  if (mutual) {
    const pieces = mutual.value.trim() === '' || mutual.value.trim() === '-' ? [] : pieceSet(mutual, d, report);
    if (pieces && pieces.length > 0) r.mutuallyImmune = pieces;
    else if (pieces) delete r.mutuallyImmune;
  }
  // That engine's petrifyOnCaptureTypes is fairyforge's petrify rule: the listed pieces turn into walls when they capture.
  const petrify = get('petrifyOnCaptureTypes');
  if (petrify) {
    const pieces = petrify.value.trim() === '' || petrify.value.trim() === '-' ? [] : pieceSet(petrify, d, report);
    if (pieces) r.petrify = pieces.length ? { pieces } : null;
  }
}

type ValueOf = (key: string, apply: (v: Value) => void, none?: () => void) => void;
type FlagOf = (key: string, apply: (v: boolean) => void) => void;

function drawRules(d: Draft, get: Get, report: Report, valueOf: ValueOf, flagOf: FlagOf): void {
  const r = d.rules;
  const n = get('nMoveRule');
  if (n) {
    const moves = int(n, report);
    if (moves === 0) r.moveRule = null;
    else if (moves !== null) r.moveRule = { moves, resetBy: r.moveRule?.resetBy ?? [...d.pieces].filter(([, p]) => p.pawn).map(([l]) => l) };
  }
  const types = get('nMoveRuleTypes') ?? get('pawnTypes');
  const w = get('nMoveRuleTypesWhite');
  const b = get('nMoveRuleTypesBlack');
  if (w || b) report((w ?? b)!, 'pieces that reset the move rule differently for each side have no counterpart in fairyforge yet');
  if (types && r.moveRule !== null) {
    const letters = pieceSet(types, d, report);
    if (letters) r.moveRule = { moves: r.moveRule?.moves ?? 50, resetBy: letters };
  }
  const fold = get('nFoldRule');
  if (fold) {
    const count = int(fold, report, 1000);
    if (count === 1) report(fold, 'nFoldRule = 1 would end every game at once');
    else if (count !== null) r.repetition = count;
  }
  valueOf('nFoldValue', (v) => (v === 'draw' ? delete r.repetitionValue : (r.repetitionValue = v)));
  // That engine's rule: on a repetition, the result is a loss for a player who checked on every move in between.
  flagOf('perpetualCheckIllegal', (v) => (v ? (r.perpetualCheck = 'loss') : delete r.perpetualCheck));
  // That engine's rule: shuttling a piece back and forth loses (janggimodern), fairyforge's moveRepetition `loss`.
  flagOf('moveRepetitionIllegal', (v) => (v ? (r.moveRepetition = 'loss') : delete r.moveRepetition));
  const mc = get('materialCounting');
  if (mc) {
    if (mc.value === 'none') delete r.materialCounting;
    else if (mc.value === 'blackdrawodds') r.materialCounting = 'blackDrawOdds';
    else if (mc.value === 'whitedrawodds') r.materialCounting = 'whiteDrawOdds';
    else if (mc.value === 'unweighted') r.materialCounting = 'unweighted';
    // By janggi's letters (R C N B A P), which that engine's janggi pieces take in a shipped parent.
    else if (mc.value === 'janggi') r.materialCounting = 'janggi';
    else report(mc, `materialCounting = ${mc.value} has no counterpart in fairyforge yet (the draw odds, unweighted and janggi do)`);
  }
}

function extinction(d: Draft, get: Get, report: Report, valueOf: ValueOf, flagOf: FlagOf): void {
  const r = d.rules;
  const e = { types: [] as string[] | '*', count: 0, opponentCount: 0, claim: false, value: 'loss' as Value, pseudoRoyal: false, dupleCheck: false, ...(r.extinction ?? {}) };
  let on = r.extinction != null;
  valueOf('extinctionValue', (v) => ((e.value = v), (on = true)), () => (on = false));
  const t = get('extinctionPieceTypes');
  if (t) {
    if (t.value.trim() === '*') e.types = '*';
    else e.types = pieceSet(t, d, report) ?? e.types;
  }
  for (const [key, field] of [['extinctionPieceCount', 'count'], ['extinctionOpponentPieceCount', 'opponentCount']] as const) {
    const f = get(key);
    const n = f ? int(f, report, 1000) : null;
    if (n !== null) e[field] = n;
  }
  flagOf('extinctionClaim', (v) => (e.claim = v));
  flagOf('extinctionPseudoRoyal', (v) => ((e.pseudoRoyal = v), v && (on = true)));
  flagOf('dupleCheck', (v) => (e.dupleCheck = v));
  const empty = e.types !== '*' && e.types.length === 0;
  // That engine judges extinction only with a value, none by default (position.cpp's immediate game end): types
  // listed without one decide nothing there (Capture the Queen's queen), so they are said and left out.
  if (!on && t && !empty) report(t, `'extinctionPieceTypes' without 'extinctionValue' decides nothing in Fairy-Stockfish (the value defaults to none, which turns extinction off), so it is not carried over`, 'warning');
  if (!on || empty) r.extinction = null;
  else {
    const { pseudoRoyal, dupleCheck, ...rest } = e;
    r.extinction = { ...rest, ...(pseudoRoyal ? { pseudoRoyal } : {}), ...(dupleCheck ? { dupleCheck } : {}) };
  }
}

function flag(d: Draft, get: Get, report: Report, flagOf: FlagOf): void {
  const r = d.rules;
  const f = { pieces: r.flag ? [[...r.flag.pieces[0]], [...r.flag.pieces[1]]] : [['*'], ['*']], regions: r.flag ? [[...r.flag.regions[0]], [...r.flag.regions[1]]] : [[], []], move: r.flag?.move ?? false, safe: r.flag?.safe ?? false, count: r.flag?.count ?? 1, blockedWin: r.flag?.blockedWin ?? false };
  const letters = (key: string) => {
    const x = get(key);
    if (!x) return null;
    return x.value.trim() === '*' ? ['*'] : pieceSet(x, d, report);
  };
  const both = letters('flagPiece');
  if (both) f.pieces = [both, [...both]];
  const w = letters('flagPieceWhite');
  if (w) f.pieces[0] = w;
  const b = letters('flagPieceBlack');
  if (b) f.pieces[1] = b;
  const region = (key: string) => {
    const x = get(key);
    return x ? squares(x, d, report) : null;
  };
  const all = region('flagRegion');
  if (all) f.regions = [all, [...all]];
  for (const [key, side] of [['flagRegionWhite', 0], ['flagRegionBlack', 1], ['whiteFlag', 0], ['blackFlag', 1]] as const) {
    const x = region(key);
    if (x) f.regions[side] = x;
  }
  flagOf('flagMove', (v) => (f.move = v));
  flagOf('flagPieceSafe', (v) => (f.safe = v));
  const count = get('flagPieceCount');
  const n = count ? int(count, report, 1000) : null;
  if (n === 0) report(count!, 'flagPieceCount = 0 would have every side win at once');
  else if (n !== null) f.count = n;
  flagOf('flagPieceBlockedWin', (v) => (f.blockedWin = v));
  if (f.regions[0]!.length === 0 && f.regions[1]!.length === 0) r.flag = null;
  else {
    const expand = (l: string[]) => (l.includes('*') ? [...d.pieces.keys()] : l);
    r.flag = { pieces: [expand(f.pieces[0]!), expand(f.pieces[1]!)], regions: [f.regions[0]!, f.regions[1]!], move: f.move, ...(f.safe ? { safe: true } : {}), ...(f.count !== 1 ? { count: f.count } : {}), ...(f.blockedWin ? { blockedWin: true } : {}) };
  }
}

/** Connect-n: that engine counts every piece type unless connectPieceTypes names some. */
function connect(d: Draft, get: Get, report: Report, valueOf: ValueOf, flagOf: FlagOf): void {
  const r = d.rules;
  const c = { n: 0, horizontal: true, vertical: true, diagonal: true, pieces: null as string[] | null, value: 'win' as Value, ...(r.connect ?? {}) };
  const nKey = get('connectN');
  const n = nKey ? int(nKey, report, 39) : null;
  if (n !== null) c.n = n;
  flagOf('connectHorizontal', (v) => (c.horizontal = v));
  flagOf('connectVertical', (v) => (c.vertical = v));
  flagOf('connectDiagonal', (v) => (c.diagonal = v));
  const types = get('connectPieceTypes');
  if (types) c.pieces = types.value.trim() === '*' ? null : pieceSet(types, d, report) ?? c.pieces;
  valueOf('connectValue', (v) => (c.value = v));
  // A tight N×N block (connectNxN) and N pieces on one line with gaps (collinearN) connect as well.
  const squareKey = get('connectNxN');
  const square = squareKey ? int(squareKey, report, 39) ?? 0 : (c as { square?: number }).square ?? 0;
  const collinearKey = get('collinearN');
  const collinear = collinearKey ? int(collinearKey, report, 39) ?? 0 : (c as { collinear?: number }).collinear ?? 0;
  if (c.n === 1) report(nKey!, 'connectN = 1 would end the game with the first piece');
  const regions = connectRegions(d, get, report);
  const shapes = { ...(square >= 2 ? { square } : {}), ...(collinear >= 2 ? { collinear } : {}), ...(regions ? { regions } : {}) };
  if (c.n < 2 && square < 2 && collinear < 2 && !regions) r.connect = null;
  else r.connect = { n: c.n >= 2 ? c.n : 0, ...shapes, horizontal: c.horizontal, vertical: c.vertical, diagonal: c.diagonal, pieces: c.pieces ?? [...d.pieces.keys()], value: c.value };
}

/** A chain between two regions per side (connectRegion1White and the others, a parent's where unset); all four or none. */
function connectRegions(d: Draft, get: Get, report: Report): NonNullable<NonNullable<Draft['rules']['connect']>['regions']> | undefined {
  const before = d.rules.connect ? d.rules.connect.regions : undefined;
  const keys = [['connectRegion1White', 'connectRegion2White'], ['connectRegion1Black', 'connectRegion2Black']] as const;
  const sets = keys.map((pair, c) => pair.map((key, i) => {
    const f = get(key);
    return f ? squares(f, d, report) ?? [] : before ? [...before[c]![i]!] : [];
  }));
  const given = sets.flat().filter((s) => s.length > 0).length;
  if (given === 0) return undefined;
  if (given < 4) {
    const f = keys.flat().map((k) => get(k)).find((x) => x !== undefined);
    if (f) report(f, 'connect regions for one side only, or a side with one region, have no counterpart in fairyforge yet (each side links two regions)');
    return undefined;
  }
  return [[sets[0]![0]!, sets[0]![1]!], [sets[1]![0]!, sets[1]![1]!]];
}

function counting(d: Draft, get: Get, report: Report): void {
  const f = get('countingRule');
  if (!f) return;
  if (f.value === 'none') delete d.rules.counting;
  else if (f.value === 'makruk' || f.value === 'cambodian' || f.value === 'asean') {
    d.rules.counting = f.value;
    // That engine counts its rook, khon (silver) and knight types: name their letters where this section gave them.
    const rook = d.types.get('rook');
    const khon = d.types.get('silver');
    const knight = d.types.get('knight');
    const named = { rook: rook ?? 'R', khon: khon ?? 'S', knight: knight ?? 'N' };
    // The default letters are fairyforge's default too: stated only where they differ.
    if (named.rook !== 'R' || named.khon !== 'S' || named.knight !== 'N') d.rules.countingPieces = named;
    else delete d.rules.countingPieces;
  } else report(f, `countingRule = ${f.value} is not a counting rule (makruk, cambodian, asean, none)`);
}

function drops(d: Draft, get: Get, report: Report, flagOf: FlagOf): void {
  const r = d.rules;
  flagOf('immobilityIllegal', (v) => (d.immobility = v));
  // Over a supply without end (a chain from that engine's ataxx) pieceDrops switches the flip rule's drops, read with the flips.
  const free = freeSupply(r.flip);
  const keys = [...(free ? [] : ['pieceDrops']), 'capturesToHand', 'dropLoop', 'firstRankPawnDrops', 'promotionZonePawnDrops', 'dropNoDoubled', 'dropNoDoubledCount', 'shogiPawnDropMateIllegal', 'sittuyinRookDrop', 'dropPromoted', 'whiteDropRegion', 'blackDropRegion', 'mustDrop', 'dropOppositeColoredBishop', 'dropOnTop', 'dropChecks'];
  // enclosingDrop also says where a drop lands: `top` (dropOnTop's newer form) and `anyside` (from an edge).
  const landing = get('enclosingDrop')?.value.trim();
  const lands = landing === 'top' || landing === 'anyside' || landing === 'none';
  if (!keys.some((k) => get(k) !== undefined) && !(lands && r.drops)) return;
  const old = r.drops;
  const pawns = [...d.pieces].filter(([, p]) => p.pawn).map(([l]) => l);
  // How much of a side's relative rank its promotion zone covers (a zone of squares, Minihouse's a1, may cover a part).
  const cover = (side: number, rel: number): 'all' | 'part' | 'none' => {
    const abs = side === 0 ? rel : d.rows - 1 - rel;
    const sq = d.promoSquares[side];
    if (!sq) return d.promoZone[side]!.includes(abs) ? 'all' : 'none';
    const n = Array.from({ length: d.cols }, (_, f) => `${String.fromCharCode(97 + f)}${abs + 1}`).filter((x) => sq.includes(x)).length;
    return n === d.cols ? 'all' : n > 0 ? 'part' : 'none';
  };
  const oldPawnRanks = old ? pawns.flatMap((l) => old.ranks[l]?.[0] ?? []) : [];
  // sittuyinRookDrop names that engine's rook type: the letter given as `rook` in this chain, else the parent's piece that moves as R.
  const rook = d.types.get('rook') ?? [...d.pieces].find(([, p]) => p.betza === 'R' && !p.royal)?.[0];
  const onlyFirst = (l: string | undefined) => l !== undefined && old?.ranks[l]?.every((side) => side.join() === '0') === true;
  // A parent whose rook alone is dropped on the first rank only (sittuyin) has that rule.
  const hadRookDrop = onlyFirst(rook) && [...d.pieces.keys()].some((l) => l !== rook && !onlyFirst(l) && !d.pieces.get(l)!.pawn);
  const s = {
    on: old != null,
    rookDrop: hadRookDrop,
    toHand: old ? old.toHand.length > 0 : false,
    loop: old ? !old.demote : false,
    firstRank: oldPawnRanks.includes(0),
    zone: oldPawnRanks.some((x) => cover(0, x) !== 'none'),
    noDoubled: old?.noDoubled ?? null,
    noDropMate: old?.noDropMate ?? [],
    promoted: old?.promoted === true,
    mustDrop: old?.mustDrop === true,
    oppositeColors: [...(old?.oppositeColors ?? [])],
    onTop: old?.onTop === true,
    anySide: old?.anySide === true,
    checks: old?.checks !== false,
  };
  if (!free) flagOf('pieceDrops', (v) => (s.on = v));
  flagOf('capturesToHand', (v) => (s.toHand = v));
  flagOf('dropLoop', (v) => (s.loop = v));
  flagOf('firstRankPawnDrops', (v) => (s.firstRank = v));
  flagOf('promotionZonePawnDrops', (v) => (s.zone = v));
  const nd = get('dropNoDoubled');
  if (nd) {
    const l = nd.value.trim() === '-' ? [] : pieceSet(nd, d, report);
    if (l) s.noDoubled = l.length > 0 ? { letter: l[0]!, count: s.noDoubled?.count ?? 1 } : null;
  }
  const ndc = get('dropNoDoubledCount');
  const count = ndc ? int(ndc, report, 64) : null;
  if (count !== null && s.noDoubled) s.noDoubled = { ...s.noDoubled, count };
  const shogiPawn = d.types.get('shogiPawn') ?? pawns[0];
  flagOf('shogiPawnDropMateIllegal', (v) => (s.noDropMate = v && shogiPawn ? [shogiPawn] : []));
  flagOf('dropPromoted', (v) => (s.promoted = v));
  flagOf('sittuyinRookDrop', (v) => (s.rookDrop = v));
  // The setup phase: while a side holds pieces it must drop one (mustDropType other than `*` stays unsupported, iniFields.ts).
  flagOf('mustDrop', (v) => (s.mustDrop = v));
  // That engine's rule names its bishop type: the letter given as `bishop` in this chain, else the parent's piece that moves as B.
  const bishop = d.types.get('bishop') ?? [...d.pieces].find(([, p]) => p.betza === 'B' && !p.royal)?.[0];
  flagOf('dropOppositeColoredBishop', (v) => (s.oppositeColors = v && bishop ? [bishop] : []));
  flagOf('dropOnTop', (v) => (s.onTop = v));
  // dropChecks = false: a drop may not give check (xiangqihouse).
  flagOf('dropChecks', (v) => (s.checks = v));
  // Read after dropOnTop, which that engine reads first as enclosingDrop = top.
  if (lands) [s.onTop, s.anySide] = [landing === 'top', landing === 'anyside'];
  // Drop regions, the same for every piece: whole ranks only (fairyforge states drop ranks), relative per side.
  const region: (number[] | null)[] = [null, null];
  for (const [key, side] of [['whiteDropRegion', 0], ['blackDropRegion', 1]] as const) {
    const f = get(key);
    // Whole ranks are drop ranks; other squares (stardust's, shinobi's half) a drop region of squares.
    const z = f ? (f.value.trim() === '*' ? { ranks: Array.from({ length: d.rows }, (_, i) => i), squares: [] } : zone(f, d, report)) : null;
    if (z) d.dropSquares[side] = z.ranks ? null : z.squares;
    const abs = z ? z.ranks ?? Array.from({ length: d.rows }, (_, i) => i) : null;
    if (abs) region[side] = abs.map((x) => (side === 0 ? x : d.rows - 1 - x)).sort((a, b) => a - b);
    // Not given: the parent's region, which its pieces that are not pawns share (every rank where they do not).
    else if (old) region[side] = parentRegion(d, old, side, hadRookDrop ? rook : undefined);
  }
  if (!s.on) {
    r.drops = null;
    return;
  }
  if (s.toHand && !s.on) return;
  // Pawns: not on the first rank nor in the promotion zone, unless the switches allow it; other pieces anywhere.
  const ranks: Record<string, [number[], number[]]> = {};
  const rel = [0, 1].map((side) => Array.from({ length: d.rows }, (_, i) => i).filter((i) => (s.firstRank || i !== 0) && (s.zone || cover(side, i) === 'none')));
  // A zone that covers part of a rank pawns may otherwise be dropped on keeps them off some of its squares only: no drop ranks say that
  // (where pawns can be in hand at all: captured, or in the setup's hands).
  const hands = d.startFen.split(/\s+/)[0]!.match(/\[([^\]]*)\]/)?.[1] ?? '';
  const pawnsInHand = pawns.some((l) => s.toHand || hands.toUpperCase().includes(l));
  for (const side of [0, 1]) {
    const part = Array.from({ length: d.rows }, (_, i) => i).filter((i) => (s.firstRank || i !== 0) && !s.zone && cover(side, i) === 'part');
    const at = get(side === 0 ? 'promotionRegionWhite' : 'promotionRegionBlack') ?? get('pieceDrops');
    if (part.length > 0 && pawnsInHand && at) report(at, `pawns kept off part of rank ${part[0]! + 1} (the promotion zone's squares there) have no counterpart in fairyforge's drop ranks`);
  }
  for (const l of pawns) ranks[l] = [[...rel[0]!], [...rel[1]!]];
  if (region[0] || region[1]) {
    const all = Array.from({ length: d.rows }, (_, i) => i);
    // Royal pieces too: a king in hand (placement) is dropped within the region as well.
    for (const l of d.pieces.keys()) {
      const base = ranks[l] ?? [all, all];
      ranks[l] = [0, 1].map((side) => base[side]!.filter((x) => region[side]?.includes(x) ?? true)) as [number[], number[]];
    }
  }
  // sittuyinRookDrop: the rook within the region, on the first rank only.
  if (s.rookDrop && rook) ranks[rook] = [0, 1].map((side) => (ranks[rook]?.[side] ?? Array.from({ length: d.rows }, (_, i) => i)).filter((x) => x === 0)) as [number[], number[]];
  // dropNoDoubledCount = 0: a file with none of them already blocks the drop, so the piece is never dropped.
  if (s.noDoubled && s.noDoubled.count === 0) {
    ranks[s.noDoubled.letter] = [[], []];
    s.noDoubled = null;
  }
  r.drops = {
    toHand: s.toHand ? [...d.pieces].filter(([, p]) => !p.royal).map(([l]) => l) : [],
    demote: !s.loop,
    ranks,
    ...(s.noDoubled ? { noDoubled: s.noDoubled } : {}),
    ...(s.noDropMate.length ? { noDropMate: s.noDropMate } : {}),
    ...(s.promoted ? { promoted: true } : {}),
    ...(s.mustDrop ? { mustDrop: true } : {}),
    ...(s.oppositeColors.length ? { oppositeColors: s.oppositeColors } : {}),
    ...(s.onTop ? { onTop: true } : {}),
    ...(s.anySide ? { anySide: true } : {}),
    ...(s.checks ? {} : { checks: false }),
  };
}

/** A parent's drop region for one side: the ranks its pieces other than pawns share, or null when they differ (or are every rank). */
function parentRegion(d: Draft, old: NonNullable<Draft['rules']['drops']>, side: number, rook?: string): number[] | null {
  // The rook of sittuyinRookDrop keeps to the first rank of the region, not the region itself.
  const lists = [...d.pieces].filter(([l, p]) => !p.pawn && l !== rook).map(([l]) => (old.ranks[l]?.[side] ?? null)?.join() ?? null);
  const first = lists[0];
  if (first === undefined || first === null || lists.some((x) => x !== first)) return null;
  return first === '' ? [] : first.split(',').map(Number);
}

/**
 * Gates and walls. `gating` keeps the gates of the setup's castling field; `seirawanGating` gates
 * from the hand, `cambodianMoves` gives that engine's king and fers (the met) their first moves,
 * which its rook's arrival on the king's line closes. wallingRule `duck`, `arrow`, `past`,
 * `static` and `edge` (and the older duckGating, arrowGating) are fairyforge's walls, and
 * wallOrMove with edge or static walls its `wallOrMove`.
 */
function turns(d: Draft, get: Get, report: Report, flagOf: FlagOf): void {
  const r = d.rules;
  const g = { on: r.gating != null, hand: r.gating?.fromHand === true, cambodian: r.gating?.cambodian != null };
  flagOf('gating', (v) => (g.on = v));
  flagOf('seirawanGating', (v) => (g.hand = v));
  flagOf('cambodianMoves', (v) => (g.cambodian = v));
  const gateKey = get('seirawanGating') ?? get('cambodianMoves');
  if (!g.on || (!g.hand && !g.cambodian)) {
    if (g.on && gateKey) report(gateKey, `'${gateKey.key}' needs 'gating = true'`);
    r.gating = null;
  } else {
    const byBetza = (betza: string) => [...d.pieces].find(([, p]) => p.betza === betza && !p.royal)?.[0];
    const king = d.types.get('king') ?? [...d.pieces].find(([, p]) => p.royal)?.[0];
    const met = d.types.get('fers') ?? r.gating?.cambodian?.met ?? byBetza('F');
    const rook = d.types.get('rook') ?? r.gating?.cambodian?.rook ?? byBetza('R');
    if (g.cambodian && (!king || !met || !rook)) report(get('cambodianMoves') ?? get('gating')!, 'cambodianMoves needs a king, a fers (the met) and a rook');
    r.gating = { fromHand: g.hand, cambodian: g.cambodian && king && met && rook ? { king, met, rook } : null };
  }
  const walling = get('wallingRule');
  if (walling) {
    const v = walling.value.trim();
    if (v === 'duck' || v === 'arrow' || v === 'past' || v === 'static' || v === 'edge') r.walls = v;
    else if (v === 'none') r.walls = null;
    else report(walling, `wallingRule = ${v} has no counterpart in fairyforge yet (duck, arrow, past, static and edge do)`);
  }
  flagOf('duckGating', (v) => (r.walls = v ? 'duck' : r.walls === 'duck' ? null : r.walls));
  flagOf('arrowGating', (v) => (r.walls = v ? 'arrow' : r.walls === 'arrow' ? null : r.walls));
  wallingRegion(d, get, report);
  importFlipsAndPassing(d, get, report, flagOf);
  // wallOrMove (a wall instead of a move, atlantis): a wall alone needs a rule that places it without a piece's move.
  flagOf('wallOrMove', (v) => (r.wallOrMove = v));
  const orMove = get('wallOrMove');
  if (orMove && r.wallOrMove && r.walls !== 'edge' && r.walls !== 'static') report(orMove, `'wallOrMove = true' with wallingRule = ${r.walls ?? 'none'} has no counterpart in fairyforge (edge and static walls only)`);
}

/**
 * wallingRegion[White|Black]: the squares a wall may be put on, read in that engine's order (the key for both sides
 * last). fairyforge's `wallRegion` limits static walls; with another walling rule only every square is its default.
 */
function wallingRegion(d: Draft, get: Get, report: Report): void {
  let given: IniField | undefined;
  for (const [key, sides] of [['wallingRegionWhite', [0]], ['wallingRegionBlack', [1]], ['wallingRegion', [0, 1]]] as const) {
    const f = get(key);
    const sq = f ? (f.value.trim() === '' || f.value.trim() === '-' ? [] : squares(f, d, report)) : null;
    if (!sq) continue;
    given = f;
    for (const side of sides) d.wallSquares[side] = sq;
  }
  const whole = d.rows * d.cols;
  if (given && d.rules.walls !== 'static' && d.wallSquares.some((sq) => sq !== null && sq.length !== whole)) {
    report(given, `'${given.key}' with wallingRule = ${d.rules.walls ?? 'none'} has no counterpart in fairyforge yet (it limits static walls to a region)`);
  }
}
