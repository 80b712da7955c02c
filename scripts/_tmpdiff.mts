// Walk down to the first position where fairyforge's legal move set differs from ffish's.
import { loadFfish } from '/work/wt-B/packages/bench/peers.ts';
import { readFileSync } from 'node:fs';
import { loadVariant } from '@fairyforge/loader';
import { parseFen, legalMoves, makeUci, makeFen } from '@fairyforge/core';
const [ini, slug, fen, depthS] = process.argv.slice(2);
const ffish: any = await loadFfish();
if (ini !== '-') ffish.loadVariantConfig(readFileSync(ini, 'utf8'));
const lv: any = await (loadVariant as any)(`/work/wt-B/variants/${slug}.md`);
const v = (lv.variant ?? lv).compiled;
const b = new ffish.Board(slug, fen);
const r: any = parseFen(v, fen); if (!r.ok) throw new Error(r.error);
const pos = r.position;
function walk(d: number, path: string[]): boolean {
  const fm = b.legalMoves() === '' ? [] : b.legalMoves().split(' ').sort();
  const ours = legalMoves(pos).map((m: number) => [m, makeUci(pos, m)] as const);
  const om = ours.map((x) => x[1]).sort();
  if (fm.join() !== om.join()) {
    console.log('DIFF at', path.join(' '), '\n ffish fen', b.fen(), '\n ours fen ', makeFen(pos));
    console.log(' only ffish:', fm.filter((x) => !om.includes(x)), '\n only ours:', om.filter((x) => !fm.includes(x)));
    return true;
  }
  if (d === 0) return false;
  for (const [m, u] of ours) {
    b.push(u); pos.make(m);
    const found = walk(d - 1, [...path, u]);
    pos.unmake(); b.pop();
    if (found) return true;
  }
  return false;
}
walk(Number(depthS), []);
