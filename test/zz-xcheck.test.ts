import { makeFen, parseFen, MAX_MOVES } from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
import { it, expect } from 'vitest';
const slugs = 'losalamos gardner capablanca gothic embassy janus modern chancellor almost chigorin perfect amazon nightrider grasshopper knightmate makruk pawnsideways hoppelpoppel newzealand'.split(' ');
function rng(seed: number) { return () => { seed = (seed + 0x6d2b79f5) | 0; let t = Math.imul(seed ^ (seed >>> 15), 1 | seed); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
for (const s of slugs) it(s, () => {
  const r = loadVariant(s); if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  const v = r.variant.compiled; const random = rng(11);
  const a = new Int32Array(MAX_MOVES), b = new Int32Array(MAX_MOVES);
  let checked = 0;
  for (let g = 0; g < 200; g++) {
    const p = (parseFen(v, v.spec.startFen) as any).position;
    for (let ply = 0; ply < 200; ply++) {
      const na = p.generateLegal(a, 0), nb = p.generateLegalByMaking(b, 0);
      const sa = [...a.slice(0, na)].sort(), sb = [...b.slice(0, nb)].sort();
      if (JSON.stringify(sa) !== JSON.stringify(sb)) throw new Error(`${s}: ${makeFen(p)}`);
      checked++;
      if (na === 0) break;
      p.make(a[Math.floor(random() * na)]!);
    }
  }
  expect(checked).toBeGreaterThan(0);
});
