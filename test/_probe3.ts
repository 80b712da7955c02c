import { validateVariantFile } from '@fairyforge/loader';
const t0 = performance.now();
try { const r = validateVariantFile(process.argv[2]!); console.log(r.diagnostics.map(d => d.code + ' ' + d.message)); } catch (e) { console.log('THROW', (e as Error).message); }
console.log((performance.now()-t0).toFixed(0), 'ms');
