/**
 * Resolution, the result rules (issue 15): extinction, the flag rule, check
 * counting and the checkmate value, with their defaults and board checks;
 * and the cross-field rule that an army without a royal piece needs a rule
 * that can decide the game. Each check runs here only.
 */
import { makeGeometry, makeSquare, parseSquare, type Geometry, type VariantSpec } from '@fairyforge/core';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import { regionSquares } from './resolveRegions.ts';
import type { Resolution } from './resolution.ts';
import type { ExtinctionConfig, SquareSet } from './types.ts';

type Results = Pick<VariantSpec, 'extinction' | 'flag' | 'checkCount' | 'checkmate' | 'shatarMate'>;
const RULES = ['engine', 'rules'];

export function resolveResults(r: Resolution, pieces: readonly ResolvedPiece[]): Results {
  const rules = r.engine.rules ?? {};
  const out: { -readonly [K in keyof Results]: Results[K] } = {};
  const extinction = resolveExtinction(r, pieces);
  if (extinction) out.extinction = extinction;
  const flag = resolveFlag(r, pieces);
  if (flag) out.flag = flag;
  const royal = pieces.some((p) => p.royal);
  if (rules.checkCount) {
    if (!royal) r.diags.push(err('check-count-royal', 'checkCount counts checks, but no piece is royal: nothing can be checked', r.at([...RULES, 'checkCount'])));
    out.checkCount = rules.checkCount;
  }
  // The checkmate value (misère: `win`).
  if (rules.checkmate) out.checkmate = rules.checkmate;
  const shatar = resolveShatarMate(r, pieces, royal);
  if (shatar) out.shatarMate = shatar;
  return out;
}

/** Shatar's mating rules: the letters must be the variant's pieces, and something must be royal to be mated. */
function resolveShatarMate(r: Resolution, pieces: readonly ResolvedPiece[], royal: boolean): VariantSpec['shatarMate'] {
  const sm = r.engine.rules?.shatarMate;
  if (!sm) return undefined;
  const base = [...RULES, 'shatarMate'];
  if (!royal) r.diags.push(err('shatar-royal', 'shatarMate judges checkmates, but no piece is royal: nothing can be mated', r.at(base)));
  const letters = new Set(pieces.map((p) => p.letter));
  const list = (key: 'shak' | 'noMate'): string[] =>
    (sm[key] ?? []).map((l, i) => {
      const u = l.toUpperCase();
      if (!letters.has(u)) r.diags.push(err('shatar-piece', `shatarMate.${key} names piece ${u}, which the variant does not have`, r.at([...base, key, String(i)])));
      return u;
    });
  return { shak: list('shak'), noMate: list('noMate') };
}

/**
 * Without a royal piece nothing is ever mated: some other rule must be able
 * to decide the game — extinction, a flag, a stalemate that wins or loses, or
 * material counting that scores the game the move rule or a repetition ends
 * (Fairy-Stockfish's Capture the Queen: Black wins by lasting out the move rule).
 * Run once the setup is known good (the pieces are those it uses).
 */
export function checkRoyalNone(r: Resolution, spec: VariantSpec): void {
  if (spec.pieces.some((p) => p.royal) || spec.extinction || spec.flag || spec.connect || spec.stalemate !== 'draw') return;
  if (spec.materialCounting && (spec.moveRule !== null || (spec.repetition ?? 3) > 0)) return;
  r.diags.push(
    err('royal-none', 'no piece is royal, so no side can be mated, and no rule decides the game instead', r.at(['engine', 'pieces']), 'mark the king `royal: true`, or add `rules.extinction`, `rules.flag`, `rules.connect`, a `stalemate` value of win or loss, or `materialCounting` with a move rule or a repetition rule'),
  );
}

/** Extinction: its letters must be the variant's pieces; counts default to 0, the value to loss. */
export function resolveExtinction(r: Resolution, pieces: readonly ResolvedPiece[]): VariantSpec['extinction'] {
  const ex = r.engine.rules?.extinction;
  if (!ex) return null;
  const base = [...RULES, 'extinction'];
  if (ex.types === undefined) {
    r.diags.push(err('extinction-types', 'extinction needs `types`: piece letters, or `*` for all pieces', r.at(base)));
    return null;
  }
  const letters = new Set(pieces.map((p) => p.letter));
  let types: string[] | '*' = '*';
  if (ex.types !== '*') {
    types = ex.types.map((l) => l.toUpperCase());
    types.forEach((l, i) => {
      if (!letters.has(l)) r.diags.push(err('extinction-piece', `extinction names piece ${l}, which the variant does not have`, r.at([...base, 'types', String(i)])));
    });
  }
  const royalty = resolvePseudoRoyal(r, ex, types, base);
  return { types, count: ex.count ?? 0, opponentCount: ex.opponentCount ?? 0, claim: ex.claim === true, value: ex.value ?? 'loss', ...royalty };
}

/** Pseudo-royalty and duple check (rules/pseudoRoyal.ts): listed types only, duple check only with pseudo-royalty. */
function resolvePseudoRoyal(r: Resolution, ex: ExtinctionConfig, types: string[] | '*', base: string[]): { pseudoRoyal?: true; dupleCheck?: true } {
  if (ex.dupleCheck === true && ex.pseudoRoyal !== true) {
    r.diags.push(err('extinction-duple-check', '`dupleCheck` needs `pseudoRoyal: true`: only pseudo-royal pieces can be in duple check', r.at([...base, 'dupleCheck'])));
    return {};
  }
  if (ex.pseudoRoyal !== true) return {};
  if (types === '*') {
    r.diags.push(err('extinction-pseudo-royal', 'pseudo-royal pieces need their letters in `types`, not `*`', r.at([...base, 'types'])));
    return {};
  }
  return ex.dupleCheck === true ? { pseudoRoyal: true, dupleCheck: true } : { pseudoRoyal: true };
}

/** The flag rule: pieces per side, the region per side as square names. */
export function resolveFlag(r: Resolution, pieces: readonly ResolvedPiece[]): VariantSpec['flag'] {
  const flag = r.engine.rules?.flag;
  if (!flag) return null;
  const base = [...RULES, 'flag'];
  if (flag.pieces === undefined || flag.region === undefined) {
    r.diags.push(err('flag-incomplete', 'the flag rule needs `pieces` and `region`', r.at(base), 'e.g. flag: { pieces: [K], region: [d4-e5] }'));
    return null;
  }
  const letters = new Set(pieces.map((p) => p.letter));
  const g = makeGeometry(r.cols, r.rows);
  const perSide = <T>(v: T[] | { white: T[]; black: T[] }): [T[], T[], string[][]] =>
    Array.isArray(v) ? [v, v, [[], []]] : [v.white, v.black, [['white'], ['black']]];
  const [wp, bp, pPath] = perSide(flag.pieces);
  const flagPieces = [wp, bp].map((list, c) =>
    list.map((l, i) => {
      const L = l.toUpperCase();
      if (!letters.has(L)) r.diags.push(err('flag-piece', `the flag rule names piece ${L}, which the variant does not have`, r.at([...base, 'pieces', ...pPath[c]!, String(i)])));
      return L;
    }),
  );
  // A region's name gives each side that region's squares (its name is checked with the other rules' in resolveRegions.ts).
  if (typeof flag.region === 'string') {
    const named = regionSquares(r, flag.region);
    return named ? { pieces: [flagPieces[0]!, flagPieces[1]!], regions: named, move: flag.move === true, ...(flag.safe ? { safe: true } : {}) } : null;
  }
  const [wr, br, rPath] = perSide(flag.region);
  const regions = [wr, br].map((set, c) => squaresOf(r, g, set, [...base, 'region', ...rPath[c]!]));
  const count = flag.count ?? 1;
  // Fairy-Stockfish weighs `safe` against a count in a way no variant uses; only one safe piece is stated here.
  if (count > 1 && flag.safe) r.diags.push(err('flag-count-safe', '`safe` counts one flag piece; it cannot be combined with a `count` above 1', r.at([...base, 'count'])));
  if (flag.blockedWin && count < 2) r.diags.push(err('flag-blocked-win', '`blockedWin` needs a `count` above 1: it is another way of meeting that count', r.at([...base, 'blockedWin'])));
  const extra = { ...(flag.safe ? { safe: true } : {}), ...(count > 1 ? { count } : {}), ...(flag.blockedWin && count > 1 ? { blockedWin: true } : {}) };
  return { pieces: [flagPieces[0]!, flagPieces[1]!], regions: [regions[0]!, regions[1]!], move: flag.move === true, ...extra };
}

const fileOf = (g: Geometry, sq: number) => sq % g.cols;
const rankOf = (g: Geometry, sq: number) => Math.floor(sq / g.cols);
const squareAt = (g: Geometry, file: number, rank: number) => (file >= 0 && file < g.cols && rank >= 0 && rank < g.rows ? rank * g.cols + file : -1);

/** A square set's names (`e4`), rectangles (`d4-e5`) and ranks (`rank 8`) as square names, each once; `what` names the rule in a diagnostic. */
export function squaresOf(r: Resolution, g: Geometry, set: SquareSet, path: string[], what: 'flag' | 'connect' = 'flag'): string[] {
  const out = new Set<number>();
  set.forEach((item, i) => {
    const text = String(item).trim();
    const rank = /^rank\s+(\d+)$/.exec(text);
    const [a, b] = rank ? [squareAt(g, 0, Number(rank[1]) - 1), squareAt(g, g.cols - 1, Number(rank[1]) - 1)] : text.split('-').map((s) => parseSquare(g, s.trim()));
    if (a === undefined || a < 0 || (b !== undefined && b < 0) || text.split('-').length > 2) {
      r.diags.push(err(`${what}-square`, `${what} region: '${text}' is not a square, a rectangle (d4-e5) or a rank (rank 8) of this board`, r.at([...path, String(i)])));
      return;
    }
    const c = b ?? a;
    for (let f = Math.min(fileOf(g, a), fileOf(g, c)); f <= Math.max(fileOf(g, a), fileOf(g, c)); f++) {
      for (let k = Math.min(rankOf(g, a), rankOf(g, c)); k <= Math.max(rankOf(g, a), rankOf(g, c)); k++) out.add(squareAt(g, f, k));
    }
  });
  return [...out].sort((x, y) => x - y).map((sq) => makeSquare(g, sq));
}
