/**
 * gray-matter (the loader's front-matter splitter) keeps a byte copy of each
 * text with the global `Buffer`, which the loader never reads; UTF-8 bytes
 * serve (as in the loader's own browser/buffer.js). Imported first by every
 * entry, so it is in place before the loader runs.
 */
const stand = { from: (s: unknown) => new TextEncoder().encode(String(s)), isBuffer: () => false };
(globalThis as { Buffer?: unknown }).Buffer ??= stand;
