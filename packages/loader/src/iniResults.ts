/**
 * The game-end, legality, drop and capture keys of a `variants.ini` section:
 * stalemate and checkmate values, the n-move and n-fold rules, extinction,
 * flags, check counting, counting rules, compulsory captures, hands and
 * drops, atomic blasts, petrification. Each becomes the VariantSpec field fairyforge plays
 * by, or a report at its line.
 */
import type { Draft } from './iniDraft.ts';
import type { IniField } from './iniParse.ts';
import type { Report } from './iniPieces.ts';
import { bool, int, pieceSet, ranks as rankSet, result, squares } from './iniValues.ts';

/** The keys this module reads (iniFields.ts reports any other as unknown). */
export const RESULT_KEYS = new Set([
  'stalemateValue', 'stalematePieceCount', 'checkmateValue', 'nMoveRule', 'nMoveRuleTypes', 'nMoveRuleTypesWhite', 'nMoveRuleTypesBlack', 'nFoldRule', 'nFoldValue',
  'perpetualCheckIllegal', 'extinctionValue', 'extinctionClaim', 'extinctionPseudoRoyal', 'dupleCheck', 'extinctionPieceTypes', 'extinctionPieceCount',
  'extinctionOpponentPieceCount', 'flagPiece', 'flagPieceWhite', 'flagPieceBlack', 'flagRegion', 'flagRegionWhite', 'flagRegionBlack', 'whiteFlag',
  'blackFlag', 'flagMove', 'flagPieceSafe', 'checkCounting', 'materialCounting', 'countingRule', 'castlingWins', 'mustCapture', 'checking',
  'makpongRule', 'oppositeCastling', 'flyingGeneral', 'pieceDrops', 'capturesToHand', 'dropLoop', 'firstRankPawnDrops', 'promotionZonePawnDrops',
  'dropNoDoubled', 'dropNoDoubledCount', 'shogiPawnDropMateIllegal', 'immobilityIllegal', 'dropPromoted', 'whiteDropRegion', 'blackDropRegion', 'blastOnCapture',
  'petrifyOnCaptureTypes', 'dropOnTop',
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
  flagOf('checkCounting', (v) => {
    if (!v) return void delete r.checkCount;
    // The FEN holds the checks each side has still to give (`3+3`); absent, one each, as that engine reads it.
    const m = /\s(\d)\+(\d)(\s|$)/.exec(d.startFen);
    r.checkCount = m ? Math.max(Number(m[1]), Number(m[2])) : 1;
  });
  flagOf('mustCapture', (v) => (v ? (r.mustCapture = true) : delete r.mustCapture));
  flagOf('checking', (v) => (v ? delete r.checking : (r.checking = false)));
  flagOf('makpongRule', (v) => (v ? (r.makpong = true) : delete r.makpong));
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
    if (v) r.blast = { immune: [...d.pieces].filter(([, p]) => p.pawn).map(([l]) => l) };
    else r.blast = null;
  });
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
  const mc = get('materialCounting');
  if (mc) {
    if (mc.value === 'none') delete r.materialCounting;
    else if (mc.value === 'blackdrawodds') r.materialCounting = 'blackDrawOdds';
    else if (mc.value === 'whitedrawodds') r.materialCounting = 'whiteDrawOdds';
    else report(mc, `materialCounting = ${mc.value} has no counterpart in fairyforge yet (only the draw odds do)`);
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
  if (!on || empty) r.extinction = null;
  else {
    const { pseudoRoyal, dupleCheck, ...rest } = e;
    r.extinction = { ...rest, ...(pseudoRoyal ? { pseudoRoyal } : {}), ...(dupleCheck ? { dupleCheck } : {}) };
  }
}

function flag(d: Draft, get: Get, report: Report, flagOf: FlagOf): void {
  const r = d.rules;
  const f = { pieces: r.flag ? [[...r.flag.pieces[0]], [...r.flag.pieces[1]]] : [['*'], ['*']], regions: r.flag ? [[...r.flag.regions[0]], [...r.flag.regions[1]]] : [[], []], move: r.flag?.move ?? false, safe: r.flag?.safe ?? false };
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
  if (f.regions[0]!.length === 0 && f.regions[1]!.length === 0) r.flag = null;
  else {
    const expand = (l: string[]) => (l.includes('*') ? [...d.pieces.keys()] : l);
    r.flag = { pieces: [expand(f.pieces[0]!), expand(f.pieces[1]!)], regions: [f.regions[0]!, f.regions[1]!], move: f.move, ...(f.safe ? { safe: true } : {}) };
  }
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
  const keys = ['pieceDrops', 'capturesToHand', 'dropLoop', 'firstRankPawnDrops', 'promotionZonePawnDrops', 'dropNoDoubled', 'dropNoDoubledCount', 'shogiPawnDropMateIllegal', 'dropPromoted', 'whiteDropRegion', 'blackDropRegion', 'dropOnTop'];
  if (!keys.some((k) => get(k) !== undefined)) return;
  const old = r.drops;
  const pawns = [...d.pieces].filter(([, p]) => p.pawn).map(([l]) => l);
  const promo = new Set(d.promoZone[0]);
  const oldPawnRanks = old ? pawns.flatMap((l) => old.ranks[l]?.[0] ?? []) : [];
  const s = {
    on: old != null,
    toHand: old ? old.toHand.length > 0 : false,
    loop: old ? !old.demote : false,
    firstRank: oldPawnRanks.includes(0),
    zone: oldPawnRanks.some((x) => promo.has(x)),
    noDoubled: old?.noDoubled ?? null,
    noDropMate: old?.noDropMate ?? [],
    promoted: old?.promoted === true,
    onTop: old?.onTop === true,
  };
  flagOf('pieceDrops', (v) => (s.on = v));
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
  flagOf('dropOnTop', (v) => (s.onTop = v));
  // Drop regions, the same for every piece: whole ranks only (fairyforge states drop ranks), relative per side.
  const region: (number[] | null)[] = [null, null];
  for (const [key, side] of [['whiteDropRegion', 0], ['blackDropRegion', 1]] as const) {
    const f = get(key);
    const abs = f ? (f.value.trim() === '*' ? Array.from({ length: d.rows }, (_, i) => i) : rankSet(f, d, report)) : null;
    if (abs) region[side] = abs.map((x) => (side === 0 ? x : d.rows - 1 - x)).sort((a, b) => a - b);
  }
  if (!s.on) {
    r.drops = null;
    return;
  }
  if (s.toHand && !s.on) return;
  // Pawns: not on the first rank nor in the promotion zone, unless the switches allow it; other pieces anywhere.
  const ranks: Record<string, [number[], number[]]> = {};
  const rel = Array.from({ length: d.rows }, (_, i) => i).filter((i) => (s.firstRank || i !== 0) && (s.zone || !promo.has(i)));
  for (const l of pawns) ranks[l] = [rel, [...rel]];
  if (region[0] || region[1]) {
    const all = Array.from({ length: d.rows }, (_, i) => i);
    for (const [l, p] of d.pieces) {
      if (p.royal) continue;
      const base = ranks[l] ?? [all, all];
      ranks[l] = [0, 1].map((side) => base[side]!.filter((x) => region[side]?.includes(x) ?? true)) as [number[], number[]];
    }
  }
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
    ...(s.onTop ? { onTop: true } : {}),
  };
}
