/**
 * The playground's browser tests' harness: build the static folder (once),
 * serve it from a local static server on a random port (plain node:http, as
 * any static host would), and drive Debian's Chromium through
 * playwright-core. No browser is ever downloaded: without /usr/bin/chromium
 * (or $CHROMIUM) the tests fail, saying how to install it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/**
 * Builds the playground with Vite, as `pnpm playground:build` does, into a
 * fresh temporary folder (so a build running beside it cannot change what is
 * served); returns the folder.
 */
export function buildPlayground(): string {
  const out = mkdtempSync(join(tmpdir(), 'fairyforge-playground-'));
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', 'packages/playground', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return out;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** Serves a folder on 127.0.0.1 at a random port; every response is sent whole (no compression), so sizes can be measured. */
export async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/**
 * Debian's Chromium where it is missing and this process may install it (root,
 * with apt-get): so that the README's test command works on a fresh Debian
 * machine with only Node and npm, as CI's does. Only the distribution's package,
 * never a downloaded browser; elsewhere the test fails, saying what to install.
 */
function installChromium(): void {
  if (process.env.CHROMIUM || existsSync(CHROMIUM) || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return;
  process.stderr.write('Chromium is missing: installing Debian\'s chromium package (apt-get install -y chromium) for the browser tests\n');
  try {
    execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    // Reported below, as when apt-get is not there.
  }
}

export async function launch(): Promise<Browser> {
  installChromium();
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: the playground's browser tests need Debian's Chromium (apt-get install -y chromium), or CHROMIUM=/path/to/chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
}
