// The browser build's stand-in for Node's `fs`. gray-matter, which splits the
// front-matter, requires `fs` for `matter.read(path)`; the loader never calls
// that, so nothing here is ever used.
export function readFileSync() {
  throw new Error('fairyforge: no file system in a browser; pass texts through a memoryHost');
}
export default { readFileSync };
