/**
 * Resolution of connect-n (rules/connect.ts): `n` is required and must fit the
 * board along some direction that counts; letters must be the variant's pieces;
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
  if (c.n === undefined) {
    r.diags.push(err('connect-n', 'connect needs `n`: how many pieces in a row win', r.at(BASE), 'e.g. connect: { n: 4 }'));
    return null;
  }
  const horizontal = c.horizontal !== false;
  const vertical = c.vertical !== false;
  const diagonal = c.diagonal !== false;
  if (!horizontal && !vertical && !diagonal) {
    r.diags.push(err('connect-direction', 'connect counts no line: at least one of `horizontal`, `vertical` and `diagonal` must stay true', r.at(BASE)));
    return null;
  }
  // A line longer than every direction that counts could never be made.
  const longest = Math.max(horizontal ? r.cols : 0, vertical ? r.rows : 0, diagonal ? Math.min(r.cols, r.rows) : 0);
  if (c.n > longest) r.diags.push(err('connect-n', `connect needs ${c.n} in a row, but no line that counts on this ${r.cols}x${r.rows} board is longer than ${longest}`, r.at([...BASE, 'n'])));
  const letters = new Set(pieces.map((p) => p.letter));
  const listed = (c.pieces ?? [...letters]).map((l) => l.toUpperCase());
  if (c.pieces) {
    listed.forEach((l, i) => {
      if (!letters.has(l)) r.diags.push(err('connect-piece', `connect names piece ${l}, which the variant does not have`, r.at([...BASE, 'pieces', String(i)])));
    });
  }
  return { n: c.n, horizontal, vertical, diagonal, pieces: listed.filter((l) => letters.has(l)), value: c.value ?? 'win' };
}
