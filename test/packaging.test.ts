/**
 * The packages as a user gets them: `pnpm pack:all` builds every package and
 * packs the public ones, npm installs the tarballs into a fresh project
 * outside the repository, and there plain Node runs them (no tsx, no
 * `source` condition), TypeScript checks a consumer with NodeNext
 * resolution, and the installed `fairyforge` command counts perft.
 *
 * Needs the npm registry for the packages' own dependencies (ajv, yaml,
 * gray-matter, marked). About 40 s alone (a minute or two beside the rest of the
 * suite on a busy machine), most of it building, packing and installing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const PUBLIC = ['betza', 'core', 'engine', 'loader', 'render', 'cli'];
const WILDEBEEST_PERFT_3 = 62751;

let project = '';
let tarballs: string[] = [];

beforeAll(() => {
  const out = execFileSync('pnpm', ['-s', 'pack:all'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  tarballs = out.split('\n').filter((l) => l.endsWith('.tgz'));
  project = mkdtempSync(join(tmpdir(), 'fairyforge-consumer-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] });
}, 300_000);

// A whole npm install (and a site with its playground) to remove: more than the default 10 s on a loaded machine.
afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
}, 120_000);

function node(args: string[]) {
  return spawnSync(process.execPath, args, { cwd: project, encoding: 'utf8' });
}

/** The installed command, run as a user's shell would: its shebang finds node. */
function fairyforge(args: string[]) {
  const bin = join(project, 'node_modules', '.bin', 'fairyforge');
  return process.platform === 'win32' ? spawnSync(bin + '.cmd', args, { cwd: project, encoding: 'utf8', shell: true }) : spawnSync(bin, args, { cwd: project, encoding: 'utf8' });
}

describe('the packed packages', () => {
  it('are one tarball per public package, each with its licence, readme and no tests', () => {
    expect(tarballs.map((t) => t.replace(/^.*fairyforge-|-\d.*$/g, '')).sort()).toEqual([...PUBLIC].sort());
    for (const t of tarballs) {
      const files = execFileSync('tar', ['tzf', t], { encoding: 'utf8' }).split('\n');
      expect(files, t).toContain('package/LICENSE');
      expect(files, t).toContain('package/README.md');
      expect(files.filter((f) => /\.test\.ts$|__snapshots__/.test(f)), t).toEqual([]);
    }
  });

  it('name real versions of each other, not workspace:*', () => {
    for (const p of PUBLIC) {
      const pkg = JSON.parse(readFileSync(join(project, 'node_modules', '@fairyforge', p, 'package.json'), 'utf8'));
      expect(JSON.stringify(pkg.dependencies ?? {})).not.toContain('workspace:');
      expect(pkg.license).toBe('MIT');
      expect(pkg.private).toBeUndefined();
    }
  });

  it('run in plain Node: loader and core count perft 3 of wildebeest', () => {
    writeFileSync(
      join(project, 'perft.mjs'),
      `import { loadVariant } from '@fairyforge/loader';
import { parseFen, perft } from '@fairyforge/core';
const r = loadVariant('wildebeest');
if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
const p = parseFen(r.variant.compiled, r.variant.spec.startFen);
if (!p.ok) throw new Error(p.error);
console.log(perft(p.position, 3));
`,
    );
    const r = node(['perft.mjs']);
    expect(r.stderr).toBe('');
    expect(Number(r.stdout.trim())).toBe(WILDEBEEST_PERFT_3);
  });

  it('have no path into the repository in their JavaScript', () => {
    const r = spawnSync('grep', ['-rlF', '../../../', '--include=*.js', 'node_modules/@fairyforge'], { cwd: project, encoding: 'utf8' });
    expect(r.stdout).toBe('');
  });

  it('type-check for a consumer with NodeNext resolution', () => {
    writeFileSync(
      join(project, 'consumer.ts'),
      `import { compileBetza, type MoveAtom } from '@fairyforge/betza';
import { parseFen, perft, type CompiledVariant } from '@fairyforge/core';
import { Engine, type SearchResult } from '@fairyforge/engine';
import { loadVariant, validateVariantSource, type LoadedVariant } from '@fairyforge/loader';
import { renderBoard } from '@fairyforge/render';

const r = loadVariant('wildebeest');
if (r.ok) {
  const v: LoadedVariant = r.variant;
  const compiled: CompiledVariant = v.compiled;
  const p = parseFen(compiled, v.spec.startFen);
  const nodes: number = p.ok ? perft(p.position, 3) : 0;
  const svg: string = renderBoard(v);
  const best: SearchResult | null = p.ok ? new Engine(compiled).search(p.position, { depth: 1 }) : null;
  console.log(nodes, svg.length, best?.move);
}
const atoms: MoveAtom[] = compileBetza('N').ok ? [] : [];
console.log(atoms, validateVariantSource('', 'x.md').diagnostics.length);
`,
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          strict: true,
          noEmit: true,
          // Check the packages' declarations too, not only their use.
          skipLibCheck: false,
          // A Node consumer has Node's types (the loader's API names Buffer); the repository's serve.
          typeRoots: [join(root, 'node_modules', '@types')],
          types: ['node'],
        },
        files: ['consumer.ts'],
      }),
    );
    const r = node([join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.']);
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  // Each README's example, run as it is written: its ```js block as a module, the CLI's ```sh block in a shell.
  it.each(PUBLIC)('%s: the README example runs', (p) => {
    const readme = readFileSync(join(root, 'packages', p, 'README.md'), 'utf8');
    const js = /^## Example\n[\s\S]*?^```js\n([\s\S]*?)^```/m.exec(readme)?.[1];
    const sh = /^## Example\n[\s\S]*?^```sh\n([\s\S]*?)^```/m.exec(readme)?.[1];
    expect(js ?? sh, `${p}/README.md has an example`).toBeDefined();
    if (js !== undefined) {
      writeFileSync(join(project, `example-${p}.mjs`), js);
      const r = node([`example-${p}.mjs`]);
      expect(r.stderr, r.stdout).toBe('');
      expect(r.status).toBe(0);
    } else if (process.platform !== 'win32') {
      const bin = join(project, 'node_modules', '.bin');
      const r = spawnSync('sh', ['-e', '-c', sh!], { cwd: project, encoding: 'utf8', env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
      expect(r.stderr, r.stdout).toBe('');
      expect(r.status).toBe(0);
    }
  });

  it('install a fairyforge command that runs compiled JavaScript', () => {
    const r = fairyforge(['perft', 'wildebeest', '--depth', '3', '--json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).nodes).toBe(WILDEBEEST_PERFT_3);
  });

  it("write a site with the playground the installed command carries (it cannot build one)", () => {
    const src = join(project, 'variants');
    mkdirSync(src, { recursive: true });
    copyFileSync(join(root, 'variants/gardner.md'), join(src, 'gardner.md'));
    const r = fairyforge(['site', 'variants', '-o', 'site']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const shipped = join(project, 'node_modules/@fairyforge/cli/playground');
    for (const f of ['index.html', 'boards.js']) expect(readFileSync(join(project, 'site/playground', f)), f).toEqual(readFileSync(join(shipped, f)));
    expect(readFileSync(join(project, 'site/gardner.html'), 'utf8')).toContain('<script type="module" defer src="playground/boards.js"></script>');
  });

  it('count perft with worker threads from the installed command', () => {
    const r = fairyforge(['perft', 'wildebeest', '--depth', '3', '--threads', '2', '--json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).nodes).toBe(WILDEBEEST_PERFT_3);
  });
});
