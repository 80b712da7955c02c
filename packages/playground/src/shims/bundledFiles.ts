/**
 * The playground's stand-in for the loader's bundled variant files
 * (`bundled.generated.ts`): the same files, but each variant's Markdown file
 * cut to its front matter. The loader reads only the front matter of a parent
 * or of a variant named by slug, so rules, inheritance and validation are
 * unchanged; the prose, about half the bytes, stays out of the page's first
 * load. A variant opened in the editor gets its whole text, fetched on demand
 * (variant.ts, `shippedText`).
 */
export { BUNDLED_FILES } from 'virtual:fairyforge-bundled';
