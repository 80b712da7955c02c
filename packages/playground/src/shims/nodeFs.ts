/**
 * Stand-ins for the `node:fs` names `@fairyforge/render` imports for its files
 * and site, which the page never uses (the build fails on a name missing here,
 * so a new import in render shows at once).
 */
function unavailable(): never {
  throw new Error('no file system in the browser');
}
export const closeSync = unavailable;
export const existsSync = unavailable;
export const fsyncSync = unavailable;
export const linkSync = unavailable;
export const lstatSync = unavailable;
export const mkdirSync = unavailable;
export const openSync = unavailable;
export const readdirSync = unavailable;
export const readFileSync = unavailable;
export const renameSync = unavailable;
export const unlinkSync = unavailable;
export const writeSync = unavailable;
