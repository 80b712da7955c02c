/**
 * Resolution of connect-n (rules/connect.ts): one of `n`, `square` and `collinear`
 * is required, and each must fit the board (along some direction that counts); letters must be the variant's pieces;
 * at least one direction must count.
 */
import type { VariantSpec } from '@fairyforge/core';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';

const BASE = ['engine', 'rules', 'connect'];

export function resolveConnect(r: Resolution, pieces: readonly ResolvedPiece[]): VariantSpec['connect'] {
  const c = r.engine.rules?.connect;
  if (!c) return null;
  if (c.n === undefined && c.square === undefined && c.collinear === undefined) {
    r.diags.push(err('connect-n', 'connect needs `n` (how many pieces in a row win), `square` or `collinear`', r.at(BASE), 'e.g. connect: { n: 4 }'));
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
  return { n, square: c.square ?? 0, collinear: c.collinear ?? 0, horizontal, vertical, diagonal, pieces: listed.filter((l) => letters.has(l)), value: c.value ?? 'win' };
}
