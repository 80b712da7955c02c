/**
 * Resolution, the rules phase: promotion, castling, initial moves, the move
 * rule and repetition get their defaults and board-dependent checks, and
 * become the engine's VariantSpec fields. Each check runs here only.
 */
import { DEFAULT_MOVE_RULE, fileName, MAX_CASTLE_OPTIONS, type VariantSpec } from '@fairyforge/core';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';
import { promotionChoiceLists } from './resolvePieces.ts';


/** Promotion: ranks (own side, -1 = last), choices (default: the non-royal, non-pawn pieces in the setup), mandatory. */
export function resolvePromotion(r: Resolution, pieces: readonly ResolvedPiece[], placement: string): VariantSpec['promotion'] {
  const promo = r.engine.rules?.promotion ?? {};
  const byLetter = new Map(pieces.map((p) => [p.letter, p]));
  const present = new Set([...placement].filter((ch) => /[A-Za-z]/.test(ch)).map((ch) => ch.toUpperCase()));
  // With no pawn type there is nothing to promote: no default choices to list.
  const defaultChoices = pieces.some((p) => p.pawn) ? pieces.filter((p) => present.has(p.letter) && !p.royal && !p.pawn).map((p) => p.letter) : [];
  const lists = promotionChoiceLists(r);
  const choices: [string[], string[]] = lists ? [lists[0].map((l) => l.toUpperCase()), lists[1].map((l) => l.toUpperCase())] : [defaultChoices, defaultChoices];
  const sidePath: [string[], string[]] = Array.isArray(promo.choices) ? [[], []] : [['white'], ['black']];
  const reported = new Set<string>();
  choices.forEach((list, side) =>
    list.forEach((l, i) => {
      const path = ['engine', 'rules', 'promotion', 'choices', ...sidePath[side]!, String(i)];
      if (reported.has(path.join('.'))) return; // one list given for both sides: report it once
      const problem = byLetter.get(l)?.royal
        ? err('promotion-royal', `pawns cannot promote to the royal piece ${l}`, r.at(path))
        : byLetter.get(l)?.pawn
          ? err('promotion-pawn', `pawns cannot promote to the pawn piece ${l}: it could be stranded on the last rank`, r.at(path))
          : list.indexOf(l) < i
            ? err('promotion-duplicate', `promotion choice ${l} is listed twice (letters are not case-sensitive here)`, r.at(path))
            : null;
      if (!problem) return;
      reported.add(path.join('.'));
      r.diags.push(problem);
    }),
  );
  const ranks: number[] = [];
  (promo.ranks ?? [-1]).forEach((rank, i) => {
    if (!Number.isInteger(rank) || rank === 0 || Math.abs(rank) > r.rows) {
      r.diags.push(err('promotion-rank', `promotion rank ${rank} is not a rank of this board (1..${r.rows}, or -1..-${r.rows} from the far end)`, r.at(['engine', 'rules', 'promotion', 'ranks', String(i)])));
      return;
    }
    ranks.push(rank > 0 ? rank - 1 : r.rows + rank);
  });
  const pieceMap = promotedTypes(r, promo.pieces, byLetter);
  // A region zone (rules/regions.ts): its name is checked with the other region names (resolveRegions.ts).
  const region = typeof promo.region === 'string' ? { region: promo.region } : {};
  if (promo.demote && !pieceMap) r.diags.push(err('promotion-demote', 'promotion.demote turns promoted pieces back, but promotion.pieces names none', r.at(['engine', 'rules', 'promotion', 'demote'])));
  const demote = promo.demote === true && pieceMap !== null;
  const limit: Record<string, number> = {};
  for (const [l, n] of Object.entries(promo.limit ?? {})) {
    const path = ['engine', 'rules', 'promotion', 'limit', l];
    if (!byLetter.has(l.toUpperCase())) r.diags.push(err('promotion-piece', `promotion.limit names piece ${l}, which the variant does not have`, r.at(path)));
    else if (!Number.isInteger(n) || n < 1 || n > 100) r.diags.push(err('promotion-limit', `promotion.limit of ${l} must be a whole number from 1 to 100, not ${n}`, r.at(path)));
    else limit[l.toUpperCase()] = n;
  }
  const limits = Object.keys(limit).length > 0 ? { limit } : {};
  if (promo.sittuyin && pieceMap) r.diags.push(err('promotion-sittuyin', 'promotion.sittuyin makes promotion a move of its own for pawns; it cannot be combined with promotion.pieces', r.at(['engine', 'rules', 'promotion', 'sittuyin'])));
  const sittuyin = promo.sittuyin === true && pieceMap === null ? { sittuyin: true } : {};
  if (promo.piecesMandatory !== undefined && !pieceMap) r.diags.push(err('promotion-pieces-mandatory', 'promotion.piecesMandatory says whether pieces must promote, but promotion.pieces names none', r.at(['engine', 'rules', 'promotion', 'piecesMandatory'])));
  const piecesMandatory = pieceMap !== null && typeof promo.piecesMandatory === 'boolean' && promo.piecesMandatory !== (promo.mandatory !== false) ? { piecesMandatory: promo.piecesMandatory } : {};
  if (promo.onCapture && !pieceMap) r.diags.push(err('promotion-on-capture', 'promotion.onCapture makes pieces promote only when they capture, but promotion.pieces names none', r.at(['engine', 'rules', 'promotion', 'onCapture'])));
  const onCapture = promo.onCapture === true && pieceMap !== null ? { onCapture: true } : {};
  return { ranks, choices, mandatory: promo.mandatory !== false, ...region, ...(pieceMap ? { pieces: pieceMap } : {}), ...(demote ? { demote } : {}), ...piecesMandatory, ...onCapture, ...limits, ...sittuyin };
}

/** Shogi-style promotion's map, each letter and its promoted type a piece of the variant, the promoted type not royal. */
function promotedTypes(r: Resolution, given: Record<string, string> | undefined, byLetter: Map<string, ResolvedPiece>): Record<string, string> | null {
  if (!given) return null;
  const out: Record<string, string> = {};
  for (const [from, to] of Object.entries(given)) {
    const path = ['engine', 'rules', 'promotion', 'pieces', from];
    const f = from.toUpperCase();
    const t = String(to).toUpperCase();
    if (!byLetter.has(f)) r.diags.push(err('promotion-piece', `promotion.pieces names piece ${from}, which the variant does not have`, r.at(path)));
    else if (!byLetter.has(t)) r.diags.push(err('promotion-piece', `${from} promotes to ${to}, which is not a piece of the variant`, r.at(path)));
    else if (byLetter.get(t)!.royal) r.diags.push(err('promotion-royal', `${from} cannot promote to the royal piece ${t}`, r.at(path)));
    else if (f === t) r.diags.push(err('promotion-piece', `${from} cannot promote to itself`, r.at(path)));
    else out[f] = t;
  }
  return out;
}

const CASTLING_KEYS = ['king', 'rooks', 'kingFile', 'kingside', 'queenside'] as const;

/** Castling, which applies only when its king and at least one of its rooks are part of the variant. */
export function resolveCastling(r: Resolution, pieces: readonly ResolvedPiece[]): VariantSpec['castling'] {
  const cs = r.engine.rules?.castling;
  if (!cs) return null;
  const base = ['engine', 'rules', 'castling'];
  const missing = CASTLING_KEYS.filter((k) => cs[k] === undefined);
  if (missing.length) {
    r.diags.push(err('castling-incomplete', `castling needs ${missing.join(', ')} (in this file or a parent)`, r.at(base), 'e.g. castling: { king: K, rooks: [R], kingFile: e, kingside: g, queenside: c }'));
    return null;
  }
  const fileIdx = (v: string, path: string[]): number => {
    const f = /^[a-z]$/.test(v) ? v.charCodeAt(0) - 97 : -1;
    if (f < 0 || f >= r.cols) r.diags.push(err('castling-file', `castling ${path.slice(3).join('.')} '${v}' is not a file of this board (a..${fileName(r.cols - 1)})`, r.at(path)));
    return f;
  };
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
    if (wrongSide !== undefined) r.diags.push(err('castling-file', `castling ${key} file '${fileName(wrongSide)}' is not on that side of the king's file`, r.at([...base, key])));
    if (new Set(list).size !== list.length) r.diags.push(err('castling-file', `castling ${key} lists a file twice`, r.at([...base, key])));
    if (list.length > MAX_CASTLE_OPTIONS) r.diags.push(err('castling-file', `castling ${key} lists ${list.length} files; at most ${MAX_CASTLE_OPTIONS} king destinations a side are supported`, r.at([...base, key])));
  }
  const letters = new Set(pieces.map((p) => p.letter));
  // A castling king that is not royal (giveaway's commoner) castles regardless of attacks: the kernel reads that from the piece.
  // Beside a royal piece, though, a castling king that is not it is taken for a slip.
  const king = cs.king!.toUpperCase();
  const kingPiece = pieces.find((p) => p.letter === king);
  const royal = pieces.find((p) => p.royal);
  if (kingPiece && !kingPiece.royal && royal) r.diags.push(err('castling-king', `castling king ${king} is not royal, but ${royal.letter} is: castling's safety rules are about the royal piece (only an army without a royal piece castles with a piece that is not)`, r.at([...base, 'king'])));
  // The castling rank, 1-based from each side's own first rank; the spec keeps it 0-based, and only when not the first.
  const rank = cs.rank ?? 1;
  if (!Number.isInteger(rank) || rank < 1 || rank > r.rows) r.diags.push(err('castling-rank', `castling rank ${rank} is not a rank of this board (1..${r.rows})`, r.at([...base, 'rank'])));
  const rooks = cs.rooks!.map((l) => l.toUpperCase()).filter((l) => letters.has(l));
  if (!letters.has(king) || rooks.length === 0) return null;
  return { king, rooks, kingFile, kingsideFiles, queensideFiles, ...(rank > 1 ? { rank: rank - 1 } : {}), ...(cs.chess960 ? { chess960: true } : {}), ...(cs.dropped ? { dropped: true } : {}) };
}

/**
 * The legality rules — compulsory captures, `checking: false` (no move may give check), makpong,
 * opposite-side castling — and castling wins; written into the spec only when not the default.
 * The two castling rules need castling.
 */
export function resolveLegality(r: Resolution, castling: VariantSpec['castling']): Pick<VariantSpec, 'mustCapture' | 'checking' | 'makpong' | 'oppositeCastling' | 'castlingWins'> {
  const rules = r.engine.rules ?? {};
  for (const key of ['oppositeCastling', 'castlingWins'] as const) {
    const on = key === 'castlingWins' ? (rules.castlingWins ?? []).length > 0 : rules.oppositeCastling === true;
    if (on && !castling) r.diags.push(err('castling-none', `${key} needs castling, but the variant has none`, r.at(['engine', 'rules', key])));
  }
  const wins = [...new Set(rules.castlingWins ?? [])];
  return {
    ...(rules.mustCapture ? { mustCapture: true } : {}),
    ...(rules.checking === false ? { checking: false } : {}),
    ...(rules.makpong ? { makpong: true } : {}),
    ...(rules.oppositeCastling && castling ? { oppositeCastling: true } : {}),
    ...(wins.length > 0 && castling ? { castlingWins: wins } : {}),
  };
}

/** `initialRanks` (1-based, own side) and `initialReach`, as 0-based ranks. */
export function resolveInitialMoves(r: Resolution): Pick<VariantSpec, 'initialRanks' | 'initialReach' | 'initialRegions' | 'enPassantRegion'> {
  const rules = r.engine.rules ?? {};
  const out: { initialRanks?: Record<string, number[]>; initialReach?: Record<string, number>; initialRegions?: Record<string, string>; enPassantRegion?: string } = {};
  // Region names are checked with the others (resolveRegions.ts).
  if (rules.initialRegions) out.initialRegions = Object.fromEntries(Object.entries(rules.initialRegions).map(([l, name]) => [l.toUpperCase(), String(name)]));
  if (rules.enPassantRegion !== undefined) out.enPassantRegion = String(rules.enPassantRegion);
  const onBoard = (rank: number) => Number.isInteger(rank) && rank >= 1 && rank <= r.rows;
  if (rules.initialRanks) {
    const ranks: Record<string, number[]> = {};
    for (const [l, rs] of Object.entries(rules.initialRanks)) {
      const bad = rs.findIndex((rank) => !onBoard(rank));
      if (bad >= 0) r.diags.push(err('initial-ranks', `initialRanks.${l}: ${rs[bad]} is not a rank of this board (1..${r.rows})`, r.at(['engine', 'rules', 'initialRanks', l, String(bad)])));
      else ranks[l.toUpperCase()] = rs.map((rank) => rank - 1);
    }
    out.initialRanks = ranks;
  }
  if (rules.initialReach) {
    const reach: Record<string, number> = {};
    for (const [l, rank] of Object.entries(rules.initialReach)) {
      if (!onBoard(rank)) r.diags.push(err('initial-reach', `initialReach.${l}: ${rank} is not a rank of this board (1..${r.rows})`, r.at(['engine', 'rules', 'initialReach', l])));
      else reach[l.toUpperCase()] = rank - 1;
    }
    out.initialReach = reach;
  }
  return out;
}

/** The move rule (its default comes from core) and the repetition count. */
export function resolveDrawRules(r: Resolution, pieces: readonly ResolvedPiece[]): Pick<VariantSpec, 'moveRule' | 'repetition'> {
  const rules = r.engine.rules ?? {};
  const out: { moveRule?: VariantSpec['moveRule']; repetition?: number } = {};
  if (rules.moveRule === false) out.moveRule = null;
  else if (rules.moveRule) {
    // Like castling rooks, letters of pieces the variant does not use are ignored (a parent may name them).
    const letters = new Set(pieces.map((p) => p.letter));
    const resetBy = rules.moveRule.resetBy?.map((l) => l.toUpperCase()).filter((l) => letters.has(l));
    out.moveRule = { moves: rules.moveRule.moves ?? DEFAULT_MOVE_RULE, resetBy: resetBy ?? pieces.filter((p) => p.pawn).map((p) => p.letter) };
  }
  // A count, or `{ count, value }` (the value is resolved with the other counting rules, resolveCounting.ts).
  const count = typeof rules.repetition === 'object' ? rules.repetition.count : rules.repetition;
  const path = typeof rules.repetition === 'object' ? ['engine', 'rules', 'repetition', 'count'] : ['engine', 'rules', 'repetition'];
  if (count === 1) r.diags.push(err('repetition', 'repetition: 1 would end the game at every position at once; use 2 or more, or 0 for never', r.at(path)));
  if (count !== undefined) out.repetition = count;
  return out;
}
