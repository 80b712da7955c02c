import { kernelSource } from '../packages/core/src/kernel.ts';
import { selectParts } from '../packages/core/src/kernel/select.ts';
import { loadVariant } from '@fairyforge/loader';
const v = loadVariant(process.argv[2]!); if (!v.ok) throw 0;
const sel = selectParts(v.variant.compiled as any);
console.log('// rules:', sel.rules.join(','));
console.log(kernelSource(sel.parts, process.argv[2]!));
