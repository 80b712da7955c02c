/**
 * Resolution, regions (rules/regions.ts) and the flying general
 * (rules/flyingGeneral.ts): the named square sets of `engine.regions`, each
 * per side (a plain list is White's, mirrored for Black), checked against the
 * board — every item a square, rectangle, rank or file of it, no region empty
 * —, and the pieces' references to them (`region`, `betzaIn`), each name
 * defined and each Betza well-formed, at the line and column that states it.
 */
import { compileBetza } from '@fairyforge/betza';
import { makeGeometry, makeSquare, parseSquare, type Geometry, type VariantSpec } from '@fairyforge/core';
import { clip } from './diagnostics.ts';
import type { ResolvedPiece } from './loadTypes.ts';
import { err, originOf } from './origin.ts';
import { resolvePassing } from './resolvePassing.ts';
import type { Resolution } from './resolution.ts';
import { closest } from './suggest.ts';
import type { SquareSet } from './types.ts';

type Regions = Pick<VariantSpec, 'regions' | 'flyingGeneral' | 'pass' | 'bikjang'>;
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function resolveRegions(r: Resolution, pieces: readonly ResolvedPiece[]): Regions {
  const out: { -readonly [K in keyof Regions]: Regions[K] } = {};
  const g = makeGeometry(r.cols, r.rows);
  const regions: Record<string, readonly [readonly string[], readonly string[]]> = {};
  for (const [name, value] of Object.entries(r.engine.regions ?? {})) {
    const path = ['engine', 'regions', name];
    if (!NAME.test(name)) {
      r.diags.push(err('region-name', `region name '${clip(name)}' must start with a letter and hold only letters, digits, '-' and '_'`, r.at(path)));
      continue;
    }
    const sides = Array.isArray(value) ? null : value;
    const white = squaresOf(r, g, sides ? sides.white : (value as SquareSet), sides ? [...path, 'white'] : path);
    const black = sides ? squaresOf(r, g, sides.black, [...path, 'black']) : white.map((sq) => mirror(g, sq));
    if (white.length === 0 || black.length === 0) {
      r.diags.push(err('region-empty', `region ${name} holds no square${sides ? ` for ${white.length === 0 ? 'White' : 'Black'}` : ''}`, r.at(path)));
      continue;
    }
    const names = (list: number[]) => [...new Set(list)].sort((a, b) => a - b).map((sq) => makeSquare(g, sq));
    regions[name] = [names(white), names(black)];
  }
  checkPieceRegions(r, pieces, Object.keys(r.engine.regions ?? {}));
  checkRuleRegions(r, Object.keys(r.engine.regions ?? {}));
  if (Object.keys(regions).length > 0) out.regions = regions;
  if (r.engine.rules?.flyingGeneral === true) {
    if (!pieces.some((p) => p.royal)) r.diags.push(err('flying-general-royal', 'flyingGeneral keeps the royal pieces apart, but no piece is royal', r.at(['engine', 'rules', 'flyingGeneral'])));
    out.flyingGeneral = true;
  }
  Object.assign(out, resolvePassing(r, pieces));
  return out;
}

/**
 * Board shapes (rules/holes.ts): `engine.holes`, the squares that are not part of the board,
 * each item on the board (`hole-square` where one is not), as square names.
 */
export function resolveHoles(r: Resolution): Pick<VariantSpec, 'holes'> {
  const list = r.engine.holes;
  if (!list || list.length === 0) return {};
  const g = makeGeometry(r.cols, r.rows);
  const squares = squaresOf(r, g, list, ['engine', 'holes'], 'hole-square', 'hole');
  if (squares.length === g.size) {
    r.diags.push(err('hole-square', 'every square is a hole: the board has no square left', r.at(['engine', 'holes'])));
    return {};
  }
  return { holes: [...new Set(squares)].sort((a, b) => a - b).map((sq) => makeSquare(g, sq)) };
}

/** The rules that take a region by name (promotion's zone, initial moves' squares, e.p. squares, drops, the flag) name a defined one. */
function checkRuleRegions(r: Resolution, defined: string[]): void {
  const rules = r.engine.rules;
  const drops = rules?.drops;
  const flag = rules?.flag;
  const named: [unknown, (string | number)[]][] = [
    [rules?.promotion?.region, ['engine', 'rules', 'promotion', 'region']],
    [rules?.enPassantRegion, ['engine', 'rules', 'enPassantRegion']],
    [drops ? drops.region : undefined, ['engine', 'rules', 'drops', 'region']],
    [flag ? flag.region : undefined, ['engine', 'rules', 'flag', 'region']],
  ];
  for (const [l, name] of Object.entries(rules?.initialRegions ?? {})) named.push([name, ['engine', 'rules', 'initialRegions', l]]);
  for (const [l, name] of Object.entries(drops ? (drops.regions ?? {}) : {})) named.push([name, ['engine', 'rules', 'drops', 'regions', l]]);
  for (const [name, path] of named) {
    if (typeof name !== 'string' || defined.includes(name)) continue;
    const near = closest(name, defined);
    r.diags.push(err('region-unknown', `no region named '${clip(name)}' (engine.regions)`, r.at(path), near ? `did you mean '${near}'?` : 'define it under engine.regions, e.g. zone: [a8-d8, a5-a7]'));
  }
}

/** Each piece's `region`, `betzaIn` and `betzaWithin` name a region, and each of its region Betza strings parses. */
function checkPieceRegions(r: Resolution, pieces: readonly ResolvedPiece[], defined: string[]): void {
  const known = (name: string, path: (string | number)[]) => {
    if (defined.includes(name)) return;
    const near = closest(name, defined);
    const at = originOf(r.origins, path) ?? r.leafAt;
    r.diags.push(err('region-unknown', `no region named '${clip(name)}' (engine.regions)`, at, near ? `did you mean '${near}'?` : defined.length ? `the regions are ${defined.join(', ')}` : 'define it under engine.regions, e.g. palace: [d1-f3]'));
  };
  for (const p of pieces) {
    const base = ['engine', 'pieces', p.letter];
    if (p.region !== undefined) known(p.region, [...base, 'region']);
    for (const [key, list] of [['betzaIn', p.betzaIn], ['betzaWithin', p.betzaWithin]] as const) {
      for (const { region, betza } of list ?? []) {
        const path = [...base, key, region];
        known(region, path);
        const res = compileBetza(betza, { dialect: p.dialect ?? 'xbetza' });
        if (!res.ok) {
          const e = res.errors[0]!;
          r.diags.push(err('betza', `Betza "${clip(betza)}": ${e.message}`, originOf(r.origins, path) ?? r.leafAt, undefined, e.column, Math.max(1, e.length)));
        } else if (key === 'betzaIn' && res.atoms.some((a) => a.range !== 1)) {
          // Moves kept inside their region (betzaWithin) may ride: the reverse rays end where the region does.
          r.diags.push(err('region-ride', `Betza "${clip(betza)}" in region ${region}: only leaps may depend on where the piece stands`, originOf(r.origins, path) ?? r.leafAt, 'a ride keeps one Betza everywhere; give the piece its ride in `betza`, or keep it inside the region with `betzaWithin`'));
        }
      }
    }
  }
}

/**
 * A region's squares per side by name, as resolveRegions reads them, or null where it is not
 * defined or not valid (resolveRegions reports why; the rules taking it by name say nothing more).
 */
export function regionSquares(r: Resolution, name: string): [string[], string[]] | null {
  const value = r.engine.regions?.[name];
  if (value === undefined || !NAME.test(name)) return null;
  const quiet: Resolution = { ...r, diags: [] };
  const g = makeGeometry(r.cols, r.rows);
  const sides = Array.isArray(value) ? null : value;
  const white = squaresOf(quiet, g, sides ? sides.white : (value as SquareSet), []);
  const black = sides ? squaresOf(quiet, g, sides.black, []) : white.map((sq) => mirror(g, sq));
  if (quiet.diags.length || white.length === 0 || black.length === 0) return null;
  const names = (list: number[]) => [...new Set(list)].sort((a, b) => a - b).map((sq) => makeSquare(g, sq));
  return [names(white), names(black)];
}

/** The square rank for rank opposite, for Black. */
function mirror(g: Geometry, sq: number): number {
  return (g.rows - 1 - Math.floor(sq / g.cols)) * g.cols + (sq % g.cols);
}

const ITEM = /^(?:(?<sq>[a-z]\d+)(?:\s*-\s*(?<sq2>[a-z]\d+))?|ranks?\s+(?<r1>\d+)(?:\s*-\s*(?<r2>\d+))?|files?\s+(?<f1>[a-z])(?:\s*-\s*(?<f2>[a-z]))?)$/;

/** A region's items as square indices (repeats allowed); an item that is not on the board is reported where it is written. */
function squaresOf(r: Resolution, g: Geometry, set: SquareSet, path: (string | number)[], code = 'region-square', what = 'region'): number[] {
  const out: number[] = [];
  set.forEach((item, i) => {
    const text = String(item).trim();
    const box = itemBox(g, text);
    if (!box) {
      r.diags.push(err(code, `${what}: '${clip(text)}' is not a square (e4), rectangle (d1-f3), rank (rank 8, ranks 6-10) or file (file c, files d-f) of this ${g.cols}×${g.rows} board`, r.at([...path, i])));
      return;
    }
    const [f0, r0, f1, r1] = box;
    for (let k = Math.min(r0, r1); k <= Math.max(r0, r1); k++) for (let f = Math.min(f0, f1); f <= Math.max(f0, f1); f++) out.push(k * g.cols + f);
  });
  return out;
}

/** An item's corners [file, rank, file, rank], 0-based, or null when it is malformed or leaves the board. */
function itemBox(g: Geometry, text: string): [number, number, number, number] | null {
  const m = ITEM.exec(text)?.groups;
  if (!m) return null;
  const file = (s: string) => s.charCodeAt(0) - 97;
  let box: [number, number, number, number];
  if (m.sq) {
    const a = parseSquare(g, m.sq);
    const b = parseSquare(g, m.sq2 ?? m.sq);
    if (a < 0 || b < 0) return null;
    box = [a % g.cols, Math.floor(a / g.cols), b % g.cols, Math.floor(b / g.cols)];
  } else if (m.r1) box = [0, Number(m.r1) - 1, g.cols - 1, Number(m.r2 ?? m.r1) - 1];
  else box = [file(m.f1!), 0, file(m.f2 ?? m.f1!), g.rows - 1];
  const on = (f: number, k: number) => f >= 0 && f < g.cols && k >= 0 && k < g.rows;
  return on(box[0], box[1]) && on(box[2], box[3]) ? box : null;
}
