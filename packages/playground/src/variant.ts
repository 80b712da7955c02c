/**
 * The editor's text → diagnostics, test results and (when it loads) the
 * compiled variant, through the browser loader with the text in a memory
 * host (so `parent: chess` finds the bundled chess beside it).
 */
import { BUNDLED_FILES, BUNDLED_VARIANTS_DIR, bundledSlugs, memoryHost, validateVariantSource, type Diagnostic, type LoadedVariant } from '@fairyforge/loader/pure';

/** Where the edited text lives in the memory host; its base name is the default slug. */
export const EDITED_DIR = '/playground';

export interface TestResult {
  readonly name: string;
  readonly ok: boolean;
  readonly message?: string;
  readonly line?: number;
}

export interface Checked {
  readonly diagnostics: readonly Diagnostic[];
  readonly variant: LoadedVariant | null;
  readonly tests: readonly TestResult[];
  /** Time taken to validate and compile, in ms. */
  readonly ms: number;
}

const host = memoryHost({});

/** Validates and compiles the text as `/playground/<name>.md`, with its front-matter tests run. */
export function checkText(text: string, name: string): Checked {
  const t0 = performance.now();
  const file = `${EDITED_DIR}/${name}.md`;
  host.set(file, text);
  const r = validateVariantSource(text, file, { host });
  const errors = r.diagnostics.some((d) => d.severity === 'error' && !d.code.startsWith('test'));
  const variant = r.variant && !errors ? r.variant : null;
  const tests = (r.variant?.frontMatter.tests ?? []).map((c, i): TestResult => {
    const name = typeof c.name === 'string' ? c.name : `case ${i + 1}`;
    const fail = r.diagnostics.find((d) => d.code.startsWith('test') && d.message.startsWith(`test '${name}'`));
    return fail ? { name, ok: false, message: fail.message, line: fail.line } : { name, ok: true };
  });
  return { diagnostics: r.diagnostics, variant, tests, ms: performance.now() - t0 };
}

/** The shipped variants' slugs, sorted. */
export function shippedSlugs(): string[] {
  return bundledSlugs().sort();
}

/**
 * The shipped variants' whole files, each its own chunk fetched when first
 * opened: the rules code carries only their front matter (shims/bundledFiles.ts).
 */
// Keyed `./<slug>.md` (the `base`), so that no path into the repository reaches the built page.
const wholeFiles = import.meta.glob<string>('./*.md', { base: '../../../variants', query: '?raw', import: 'default' });

/** A shipped variant's whole file text (fetched once, on demand). */
export async function shippedText(slug: string): Promise<string | null> {
  if (!(`${slug}.md` in BUNDLED_FILES)) return null;
  const load = wholeFiles[`./${slug}.md`];
  return load ? await load() : null;
}

export { BUNDLED_VARIANTS_DIR };
