import { compileVariant, type CompiledVariant, type VariantSpec } from '@fairyforge/core';

// Compiled tables by resolved rules: loading an unchanged variant again (a
// server, a test suite, `validate` of a directory whose files share parents)
// reuses them, and with them the variant's kernel. Tables are immutable.
const COMPILED_CACHE_SIZE = 64;
const compiledCache = new Map<string, CompiledVariant>();

export function compiledFor(spec: VariantSpec): CompiledVariant {
  const key = JSON.stringify(spec);
  let compiled = compiledCache.get(key);
  if (compiled) {
    compiledCache.delete(key); // most recently used goes last
  } else {
    compiled = compileVariant(spec);
    if (compiledCache.size >= COMPILED_CACHE_SIZE) compiledCache.delete(compiledCache.keys().next().value!);
  }
  compiledCache.set(key, compiled);
  return compiled;
}

