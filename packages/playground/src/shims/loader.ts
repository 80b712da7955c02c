/**
 * `@fairyforge/loader` in the page: the browser entry, plus a stand-in for
 * `containment`, the one Node-only name that `@fairyforge/render`'s site
 * builder imports (the playground never builds a site).
 */
export * from '@fairyforge/loader/pure';

export function containment(): never {
  throw new Error('containment: no file system in the browser');
}
