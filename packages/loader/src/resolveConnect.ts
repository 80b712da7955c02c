/**
 * Resolution of connect-n (rules/connect.ts): one of `n`, `square` and `collinear`
 * is required, and each must fit the board (along some direction that counts); letters must be the variant's pieces;
 * at least one direction must count. `regions` (a chain between two regions) may stand
 * alone; each side needs two regions of squares on the board, neither empty.
 */
import { makeGeometry, type VariantSpec } from '@fairyforge/core';
import type { ConnectRegions } from './connectTypes.ts';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';
import { squaresOf } from './resolveResults.ts';

const BASE = ['engine', 'rules', 'connect'];

export function resolveConnect(r: Resolution, pieces: readonly ResolvedPiece[]): VariantSpec['connect'] {
  const c = r.engine.rules?.connect;
  if (!c) return null;
  if (c.n === undefined && c.square === undefined && c.collinear === undefined && c.regions === undefined) {
    r.diags.push(err('connect-n', 'connect needs `n` (how many pieces in a row win), `square`, `collinear` or `regions`', r.at(BASE), 'e.g. connect: { n: 4 }'));
    return null;
  }
  const n = c.n ?? 0;
  const horizontal = c.horizontal !== false;
  const vertical = c.vertical !== false;
  const diagonal = c.diagonal !== false;
  if (!horizontal && !vertical && !diagonal) {
    r.diags.push(err('connect-direction', 'connect counts no line: at least one of `horizontal`, `vertical` and `diagonal` must stay true', r.at(BASE)));
    return null;
  }
  // A line longer than every direction that counts could never be made.
  const longest = Math.max(horizontal ? r.cols : 0, vertical ? r.rows : 0, diagonal ? Math.min(r.cols, r.rows) : 0);
  if (n > longest) r.diags.push(err('connect-n', `connect needs ${n} in a row, but no line that counts on this ${r.cols}x${r.rows} board is longer than ${longest}`, r.at([...BASE, 'n'])));
  if (c.collinear !== undefined && c.collinear > longest) r.diags.push(err('connect-n', `connect needs ${c.collinear} on one line, but no line that counts on this ${r.cols}x${r.rows} board is longer than ${longest}`, r.at([...BASE, 'collinear'])));
  if (c.square !== undefined && c.square > Math.min(r.cols, r.rows)) r.diags.push(err('connect-n', `connect needs a ${c.square}x${c.square} square, larger than this ${r.cols}x${r.rows} board`, r.at([...BASE, 'square'])));
  const letters = new Set(pieces.map((p) => p.letter));
  const listed = (c.pieces ?? [...letters]).map((l) => l.toUpperCase());
  if (c.pieces) {
    listed.forEach((l, i) => {
      if (!letters.has(l)) r.diags.push(err('connect-piece', `connect names piece ${l}, which the variant does not have`, r.at([...BASE, 'pieces', String(i)])));
    });
  }
  const regions = c.regions === undefined ? undefined : resolveRegions(r, c.regions);
  return { n, square: c.square ?? 0, collinear: c.collinear ?? 0, horizontal, vertical, diagonal, pieces: listed.filter((l) => letters.has(l)), value: c.value ?? 'win', ...(regions ? { regions } : {}) };
}

/** Each side's two regions as square names; a side without exactly two, or a region without a square, is reported. */
function resolveRegions(r: Resolution, regions: ConnectRegions): NonNullable<NonNullable<VariantSpec['connect']>['regions']> | undefined {
  const g = makeGeometry(r.cols, r.rows);
  const out: [string[], string[]][] = [];
  for (const side of ['white', 'black'] as const) {
    const path = [...BASE, 'regions', side];
    const pair = regions[side];
    if (!Array.isArray(pair) || pair.length !== 2 || !pair.every((set) => Array.isArray(set))) {
      r.diags.push(err('connect-regions', `connect.regions.${side} must list two regions, the first and the second a chain links`, r.at(path), `e.g. ${side}: [[rank 1], [rank 8]]`));
      return undefined;
    }
    const sets = pair.map((set, i) => {
      const before = r.diags.length;
      const squares = squaresOf(r, g, set, [...path, String(i)], 'connect');
      // A region whose every square was refused above is not reported twice.
      if (squares.length === 0 && r.diags.length === before) r.diags.push(err('connect-regions', `connect.regions.${side}: region ${i + 1} holds no square`, r.at([...path, String(i)])));
      return squares;
    });
    out.push([sets[0]!, sets[1]!]);
  }
  return [out[0]!, out[1]!];
}
