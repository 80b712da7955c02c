/** Stand-in for the `node:zlib` name `@fairyforge/render`'s site builder imports; the page never builds a site. */
export function deflateRawSync(): never {
  throw new Error('no zlib in the browser: the playground uses fflate');
}
