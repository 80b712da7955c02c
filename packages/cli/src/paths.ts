/**
 * Where relative paths on the command line are taken from: the directory the
 * user ran the command in. Under `pnpm fairyforge …` pnpm runs the script in
 * the workspace root and passes the user's directory as INIT_CWD; that is
 * trusted only when this workspace's own `fairyforge`/`demo` script is what
 * runs (a project's own npm script that calls fairyforge means its paths
 * relative to that project, where the script runs).
 */
import { isAbsolute, resolve } from 'node:path';

const OWN_SCRIPTS = new Set(['fairyforge', 'demo']);

export function userCwd(env: NodeJS.ProcessEnv = process.env): string {
  const viaOwnScript = env.INIT_CWD && OWN_SCRIPTS.has(env.npm_lifecycle_event ?? '') && env.npm_package_name === 'fairyforge-workspace';
  return viaOwnScript ? env.INIT_CWD! : process.cwd();
}

/** A path argument made absolute against the user's directory; `-` (standard output) stays. */
export function userPath(p: string): string {
  return p === '-' || isAbsolute(p) ? p : resolve(userCwd(), p);
}
