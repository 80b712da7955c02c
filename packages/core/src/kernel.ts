/**
 * The kernel's assembler: builds the hot code (legal move generation, attack
 * tests, make/unmake, perft) for one compiled variant from the parts in
 * kernel/ (see kernel/wire.ts for how they fit together).
 *
 * Why one copy per variant: V8 specialises a function to the shapes and
 * values it has seen, and to the closure constants of a function created only
 * once. A generator shared by several variants loses a quarter to a half of
 * its speed once a second variant runs through it. So, by default ("copy"
 * mode), `createKernel` compiles the parts' source text anew for each variant
 * with `new Function`: each variant gets private copies of every function,
 * and loading more variants costs nothing. For that, a part may use nothing
 * outside its own text but its parameters (kernel.test.ts checks this); the
 * constants come in as a parameter (kernel/constants.ts), and the move codecs
 * are compiled along as one more part (moves.ts's `moveCodecs`). A rule's
 * parts go in only where the variant uses the rule (kernel/select.ts): a
 * variant without castling, say, gets empty stand-ins and no castling code.
 *
 * "modules" mode runs the imported parts themselves, with no eval: for
 * breakpoints, coverage and stack traces into the .ts files, and where
 * `new Function` is not allowed (a content security policy). Choose it with
 * `createKernel(v, { mode: 'modules' })` or the environment variable
 * FAIRYFORGE_KERNEL=modules.
 */
import type { CompiledVariant } from './compile.ts';
import { kernelConstants } from './kernel/constants.ts';
import type { Kernel, KernelConstantValues, KernelTables } from './kernel/types.ts';
import { selectParts } from './kernel/select.ts';
import { kernelParts, wireKernel, type KernelParts } from './kernel/wire.ts';

export type { Kernel, KernelState, KernelTables } from './kernel/types.ts';

/** "copy": a copy of the code compiled for each variant (fast); "modules": the shared modules (debuggable). */
export type KernelMode = 'copy' | 'modules';

export interface KernelOptions {
  /** Default: FAIRYFORGE_KERNEL from the environment where there is one, else "copy". */
  readonly mode?: KernelMode;
}

/** Builds a fresh kernel for a compiled variant. */
export function createKernel(v: CompiledVariant, options: KernelOptions = {}): Kernel {
  const mode = options.mode ?? modeFromEnvironment() ?? 'copy';
  // Both modes run the same selection, so they compute the same.
  const { parts } = selectParts(v);
  if (mode === 'copy') {
    const copy = compileCopy(parts, v.spec.slug);
    if (copy) return copy(v, kernelConstants);
  }
  return wireKernel(v, kernelConstants, parts);
}

/**
 * FAIRYFORGE_KERNEL, read through globalThis: core also runs in browsers,
 * where there is no `process` and the option is the only switch.
 */
function modeFromEnvironment(): KernelMode | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.FAIRYFORGE_KERNEL;
  if (value === undefined || value === '') return undefined;
  if (value === 'copy' || value === 'modules') return value;
  throw new Error(`FAIRYFORGE_KERNEL must be "copy" or "modules", not ${JSON.stringify(value)}`);
}

type KernelCopy = (v: KernelTables, K: KernelConstantValues) => Kernel;
type PartName = keyof typeof kernelParts;

let evalAllowed: boolean | undefined;
/** Source text of each part function (full parts and stand-ins), taken once. */
const sources = new Map<unknown, string>();
const sourceOf = (f: { toString(): string }): string => {
  let s = sources.get(f);
  if (s === undefined) sources.set(f, (s = f.toString()));
  return s;
};

/**
 * The body of one copy: the parts' source text, then the wiring, then the
 * sourceURL that names the copy after its variant in stack traces and
 * debuggers. Takes the texts as strings so that tests can assemble the
 * output of other compilers (tsc, esbuild) just the same.
 */
export function assembleKernelSource(parts: Readonly<Record<PartName, string>>, wire: string, slug: string): string {
  const url = `fairyforge-kernel/${slug.replace(/[^A-Za-z0-9._-]/g, '-') || 'variant'}.js`;
  const list = (Object.keys(kernelParts) as PartName[]).map((name) => `  ${name}: (${parts[name]}),`);
  return `"use strict";\nconst parts = {\n${list.join('\n')}\n};\nreturn (${wire})(v, K, parts);\n//# sourceURL=${url}\n`;
}

/**
 * Compiles an assembled body: a separate `new Function` per call, so V8
 * keeps separate type feedback for each copy (closures of one function
 * literal would share it). Undefined where eval is not allowed.
 */
export function compileKernelSource(body: string): KernelCopy | undefined {
  if (evalAllowed === false) return undefined;
  try {
    // Some TypeScript runners (tsx/esbuild with keepNames) wrap functions in
    // a module-level `__name` helper; give the copy a harmless one.
    const make = new Function('v', 'K', '__name', body) as (v: KernelTables, K: KernelConstantValues, name: unknown) => Kernel;
    evalAllowed = true;
    return (v, K) => make(v, K, (f: unknown) => f);
  } catch (e) {
    // A content security policy forbids eval: the modules serve instead.
    if (e instanceof EvalError || (e instanceof Error && /unsafe-eval|Content Security Policy/i.test(e.message))) {
      evalAllowed = false;
      return undefined;
    }
    throw e;
  }
}

/** The body of a copy of the selected parts for the variant `slug` (what createKernel compiles; tests read it). */
export function kernelSource(parts: KernelParts, slug: string): string {
  const texts = Object.fromEntries((Object.keys(kernelParts) as PartName[]).map((name) => [name, sourceOf(parts[name])])) as Record<PartName, string>;
  return assembleKernelSource(texts, sourceOf(wireKernel), slug);
}

let copies = 0;
/**
 * The body of the next copy for `slug`: kernelSource's, numbered. V8 caches
 * what it compiles from a `new Function` body by its text, so copies of one
 * text (the same variant loaded twice, a kernel made per position) would share
 * compiled code and type feedback again; a third copy of chess ran ~1.6× slower.
 * The number makes every copy's text its own.
 */
export function copySource(parts: KernelParts, slug: string): string {
  return kernelSource(parts, slug).replace('"use strict";', `"use strict"; // copy ${++copies}`);
}

/** A new copy of the kernel's code for the variant `slug`, compiled from the selected parts' own source text. */
function compileCopy(parts: KernelParts, slug: string): KernelCopy | undefined {
  return compileKernelSource(copySource(parts, slug));
}
