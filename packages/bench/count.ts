import { parseFen, perft } from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
const slug = process.argv[2]!; const depth = Number(process.argv[3]);
const r = loadVariant(slug); if (!r.ok) throw new Error('x');
const p = parseFen(r.variant.compiled, r.variant.spec.startFen); if (!p.ok) throw new Error('y');
const t = performance.now();
const n = perft(p.position, depth);
console.log(n, (n / ((performance.now() - t) / 1000) / 1e6).toFixed(2), 'M nps');
