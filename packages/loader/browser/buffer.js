// The browser build's stand-in for Node's global `Buffer`. gray-matter keeps a
// copy of each file's text as bytes (`file.orig = Buffer.from(text)`), which
// the loader never reads; UTF-8 bytes from TextEncoder serve.
export const Buffer = {
  from: (s) => new TextEncoder().encode(String(s)),
  isBuffer: () => false,
};
