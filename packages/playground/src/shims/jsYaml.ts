/**
 * Stand-in for gray-matter's js-yaml (about 13 kB of the first load, gzipped):
 * the loader asks gray-matter only to split a file (its YAML engine is the
 * loader's own, variantFile.ts), so gray-matter never calls these; `yaml`
 * parses the front-matter, with positions.
 */
function unused(): never {
  throw new Error('js-yaml is not in the playground: the loader parses YAML with `yaml`');
}
export const safeLoad = unused;
export const safeDump = unused;
export const load = unused;
export const dump = unused;
export default { safeLoad, safeDump, load, dump };
