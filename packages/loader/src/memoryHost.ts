/**
 * A file host over texts held in memory: a browser page, an editor's buffers,
 * tests. Paths are `/`-separated; a path is absolute when it starts with `/`
 * or a scheme (`fairyforge:variants/chess.md`). There are no links, so every
 * file is inside its directory.
 */
import { clip } from './diagnostics.ts';
import { baseName, utf8Length, type FileHost, type TextResult } from './host.ts';

export interface MemoryHost extends FileHost {
  /** Adds or replaces a file (its path as `resolve` gives it). */
  set(path: string, text: string): void;
  delete(path: string): void;
}

const SCHEME = /^[A-Za-z][\w+.-]*:/;

function isAbsolute(p: string): boolean {
  return p.startsWith('/') || SCHEME.test(p);
}

/** Collapses `.`, `..` and repeated separators; `..` never climbs above the root. */
function normalise(p: string): string {
  const scheme = SCHEME.exec(p)?.[0] ?? '';
  const rest = p.slice(scheme.length).replace(/\\/g, '/');
  const out: string[] = [];
  for (const seg of rest.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return scheme ? `${scheme}${out.join('/')}` : `/${out.join('/')}`;
}

function dirnameOf(p: string): string {
  const i = p.lastIndexOf('/');
  if (i < 0) return p; // a bare scheme root
  if (i === 0) return '/';
  return p.slice(0, i);
}

/** Texts in memory and nothing else (see `memoryHost` in bundled.ts for the public one, which adds the bundled variants). */
export function textHost(files: Readonly<Record<string, string>> = {}, options: { cwd?: string } = {}): MemoryHost {
  const cwd = normalise(options.cwd ?? '/');
  const resolve = (p: string) => normalise(isAbsolute(p) ? p : `${cwd}/${p}`);
  const texts = new Map<string, string>();
  const versions = new Map<string, number>();
  let clock = 0;
  const set = (p: string, text: string) => {
    const k = resolve(p);
    texts.set(k, text);
    versions.set(k, ++clock);
  };
  for (const [p, t] of Object.entries(files)) set(p, t);
  const missing = (file: string): TextResult => ({ ok: false, diagnostics: [{ severity: 'error', code: 'io', message: 'file not found', file: clip(file, 240), line: 1, column: 1 }] });
  return {
    resolve,
    dirname: (f) => dirnameOf(resolve(f)),
    basename: baseName,
    join: (dir, name) => resolve(`${dir}/${name}`),
    read(file, maxBytes) {
      const t = texts.get(resolve(file));
      if (t === undefined) return missing(file);
      const size = utf8Length(t);
      if (size > maxBytes) return { ok: false, diagnostics: [{ severity: 'error', code: 'file-too-large', message: `the file has ${size} bytes; at most ${maxBytes} are read`, file, line: 1, column: 1 }] };
      return { ok: true, text: t };
    },
    exists: (file) => texts.has(resolve(file)),
    list(dir) {
      const d = resolve(dir);
      const prefix = d.endsWith('/') || d.endsWith(':') ? d : `${d}/`;
      const names: string[] = [];
      for (const k of texts.keys()) if (k.startsWith(prefix) && !k.slice(prefix.length).includes('/')) names.push(k.slice(prefix.length));
      return names.length ? names.sort() : null;
    },
    containment: (_dir, file) => (texts.has(resolve(file)) ? { kind: 'inside' } : { kind: 'unresolved' }),
    stamp: (file) => {
      const v = versions.get(resolve(file));
      return v === undefined ? null : String(v);
    },
    set,
    delete(p) {
      texts.delete(resolve(p));
      versions.delete(resolve(p));
    },
  };
}
