/** Stand-ins for the `node:path` names `@fairyforge/render` imports; the page only ever asks `basename`. */
function unavailable(): never {
  throw new Error('no file system in the browser');
}
export function basename(p: string): string {
  return p.slice(p.lastIndexOf('/') + 1);
}
export const dirname = unavailable;
export const join = unavailable;
export const parse = unavailable;
export const resolve = unavailable;
