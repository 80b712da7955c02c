/**
 * `fairyforge uci`: the commands of a UCI session in Fairy-Stockfish's
 * dialect — `uci`, `setoption` (`UCI_Variant`, `VariantPath`), `position`,
 * `go` (perft or a search), `stop`, `isready`, `ucinewgame`, `d`, `quit` —
 * answered line by line. Searches run on a worker thread (uciSearcher.ts);
 * everything else answers at once.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Game, legalMoves, makeUci, parseUci, perft, type Position } from '@fairyforge/core';
import { bundledSlugs, formatDiagnostic, importIni, loadVariant, readText, type LoadedVariant } from '@fairyforge/loader';
import { printable } from './output.ts';
import { terminalBoard } from './terminalBoard.ts';
import { parseGo } from './uciGo.ts';
import type { Searcher } from './uciSearcher.ts';

const DEFAULT_VARIANT = 'chess';

export class UciSession {
  /** Variant name (slug) → what loadVariant takes: the slug itself, or a file from VariantPath. */
  private readonly known = new Map<string, string>();
  private variant!: LoadedVariant;
  private variantKey = DEFAULT_VARIANT;
  private fen = '';
  private moves: string[] = [];
  private game!: Game;
  /** Under `go infinite` the best move waits for `stop`. */
  private held: string | null = null;
  private infinite = false;
  /** Where the sections of INI files given in VariantPath are written as variant files. */
  private iniDir: string | null = null;

  constructor(
    private readonly out: (line: string) => void,
    private readonly searcher: Searcher,
    private readonly version: string,
  ) {
    for (const slug of bundledSlugs()) this.known.set(slug, slug);
    const failed = this.select(DEFAULT_VARIANT);
    if (failed !== null) throw new Error(`the default variant does not load: ${failed}`);
  }

  /** A `go infinite` (or a `go` without limits) is running: only `stop` ends it. */
  get searchingWithoutLimit(): boolean {
    return this.infinite;
  }

  /** Handles one line; false after `quit`. */
  handle(line: string): boolean {
    const tokens = line.trim().split(/\s+/).filter((t) => t !== '');
    const [command, ...rest] = tokens;
    switch (command) {
      case undefined:
        return true;
      case 'uci':
        this.identify();
        return true;
      case 'isready':
        this.out('readyok');
        return true;
      case 'setoption':
        this.setOption(rest.join(' '));
        return true;
      case 'ucinewgame':
        this.searcher.newGame();
        this.setPosition(this.variant.spec.startFen, []);
        return true;
      case 'position':
        this.position(rest);
        return true;
      case 'go':
        this.go(rest);
        return true;
      case 'stop':
        this.stop();
        return true;
      case 'd':
        this.display();
        return true;
      case 'quit':
        return false;
      default:
        this.out(`Unknown command: '${line.trim()}'. Type uci for the protocol.`);
        return true;
    }
  }

  private identify(): void {
    this.out(`id name fairyforge ${this.version}`);
    this.out('id author the fairyforge authors');
    this.out(`option name UCI_Variant type combo default ${DEFAULT_VARIANT} ${[...this.known.keys()].sort().map((s) => `var ${s}`).join(' ')}`);
    this.out('option name VariantPath type string default <empty>');
    this.out('uciok');
  }

  /** `name NAME value VALUE` (the name may hold spaces; option names are case-insensitive). */
  private setOption(text: string): void {
    const m = /^name\s+(.+?)(?:\s+value\s+(.*))?$/i.exec(text);
    if (!m) return this.out(`info string error: setoption needs 'name NAME value VALUE'`);
    const name = m[1]!.toLowerCase();
    const value = (m[2] ?? '').trim();
    if (name === 'uci_variant') {
      if (!this.known.has(value)) return this.out(`info string error: unknown variant '${value}'`);
      const failed = this.select(value);
      if (failed !== null) return this.out(`info string error: variant '${value}' does not load (it stays ${this.variant.slug}): ${printable(failed)}`);
      const g = this.variant.compiled.geometry;
      this.out(`info string variant ${value} files ${g.cols} ranks ${g.rows} startpos ${this.variant.spec.startFen}`);
    } else if (name === 'variantpath') this.addVariants(value);
    else this.out(`info string error: no option '${m[1]}'`);
  }

  /** Variant files from a file or a folder (`.md`); each becomes a UCI_Variant value under its slug. */
  private addVariants(path: string): void {
    if (path === '' || path === '<empty>') return;
    const full = resolve(path);
    if (!existsSync(full)) return this.out(`info string error: VariantPath '${path}' does not exist`);
    const files = full.endsWith('.ini') ? this.iniVariants(path, full) : statSync(full).isDirectory() ? readdirSync(full).filter((f) => f.endsWith('.md')).sort().map((f) => join(full, f)) : [full];
    let added = 0;
    for (const f of files) {
      const r = loadVariant(f);
      if (!r.ok) {
        const d = r.diagnostics[0];
        this.out(`info string error: ${f}${d?.line ? `:${d.line}:${d.column ?? 1}` : ''}: ${d?.message ?? 'cannot load'}`);
        continue;
      }
      this.known.set(r.variant.slug, f);
      added++;
    }
    this.out(`info string loaded ${added} variant${added === 1 ? '' : 's'} from ${path}`);
  }

  /**
   * The sections of a variants.ini, imported as variant files into a directory of this session's own
   * (the search worker loads variants from files); a section that does not import is reported and left out.
   */
  private iniVariants(path: string, full: string): string[] {
    const read = readText(full);
    if (!read.ok) {
      this.out(`info string error: ${path}: ${read.diagnostics[0]?.message ?? 'cannot read'}`);
      return [];
    }
    const r = importIni(read.text, path);
    for (const d of r.diagnostics) if (d.severity === 'error') this.out(`info string error: ${printable(formatDiagnostic(d))}`);
    if (this.iniDir === null) {
      const made = mkdtempSync(join(tmpdir(), 'fairyforge-uci-'));
      process.once('exit', () => rmSync(made, { recursive: true, force: true }));
      this.iniDir = made;
    }
    const dir = this.iniDir;
    const files: string[] = [];
    for (const s of r.sections) {
      const first = s.diagnostics.find((d) => d.severity === 'error');
      if (!s.ok || s.text === null) {
        this.out(`info string error: [${printable(s.name)}] not loaded: ${printable(first ? formatDiagnostic(first) : 'cannot import')}`);
        continue;
      }
      writeFileSync(join(dir, s.fileName), s.text);
      files.push(join(dir, s.fileName));
    }
    return files;
  }

  /** Makes `name` the variant played; a file that no longer loads (changed or removed since VariantPath) gives its problem instead. */
  private select(name: string): string | null {
    const key = this.known.get(name)!;
    const r = loadVariant(key);
    if (!r.ok) {
      const d = r.diagnostics[0];
      return d ? formatDiagnostic(d) : 'cannot load';
    }
    this.variant = r.variant;
    this.variantKey = key;
    this.setPosition(r.variant.spec.startFen, []);
    return null;
  }

  /** `position startpos|fen FEN [moves M...]`: moves after an illegal one are not played, and it is named. */
  private position(tokens: string[]): void {
    const at = tokens.indexOf('moves');
    const head = at < 0 ? tokens : tokens.slice(0, at);
    const moves = at < 0 ? [] : tokens.slice(at + 1);
    let fen: string;
    if (head[0] === 'startpos') fen = this.variant.spec.startFen;
    else if (head[0] === 'fen' && head.length > 1) fen = head.slice(1).join(' ');
    else return this.out(`info string error: position needs 'startpos' or 'fen FEN'`);
    this.setPosition(fen, moves);
  }

  private setPosition(fen: string, moves: readonly string[]): void {
    const g = Game.fromFen(this.variant.compiled, fen);
    if (!g.ok) {
      this.out(`info string error: invalid FEN for ${this.variant.slug}: ${g.error}`);
      return;
    }
    this.game = g.game;
    this.fen = fen;
    this.moves = [];
    for (const u of moves) {
      const m = parseUci(this.game.pos, u);
      if (m === null || !this.game.legalMoves().includes(m)) {
        this.out(`info string error: illegal move '${u}' (moves from it on are not played)`);
        break;
      }
      this.game.play(m);
      this.moves.push(u);
    }
  }

  private go(tokens: string[]): void {
    const go = parseGo(tokens, this.game.pos.turn);
    if (go.perft !== undefined) return this.perft(go.perft);
    if (this.searcher.busy) return this.out('info string error: a search is running (send stop first)');
    this.infinite = go.infinite;
    this.held = null;
    const limits = { ...(go.depth !== undefined ? { depth: go.depth } : go.infinite ? { depth: 64 } : {}), ...(go.nodes !== undefined ? { nodes: go.nodes } : {}), ...(go.movetime !== undefined ? { movetime: go.movetime } : {}) };
    this.searcher.start({ variant: this.variantKey, fen: this.fen, moves: this.moves, limits, issuedAt: Date.now() }, this.out, (best) => {
      // UCI: after `go infinite` the best move is sent only once the GUI says stop.
      if (this.infinite) this.held = best;
      else this.out(`bestmove ${best}`);
    });
  }

  private stop(): void {
    this.infinite = false;
    if (this.held !== null) {
      this.out(`bestmove ${this.held}`);
      this.held = null;
    } else this.searcher.stop();
  }

  /** One line per root move (`e2e4: 20`), then the total, as that engine prints them. */
  private perft(depth: number): void {
    const pos: Position = this.game.pos;
    let total = 0;
    for (const m of this.game.legalMoves()) {
      pos.make(m);
      const n = depth <= 1 ? 1 : perft(pos, depth - 1);
      pos.unmake();
      total += n;
      if (depth >= 1) this.out(`${makeUci(pos, m)}: ${n}`);
    }
    this.out('');
    this.out(`Nodes searched: ${depth === 0 ? 1 : total}`);
  }

  private display(): void {
    this.out(terminalBoard(this.game.pos, false));
    this.out(`Fen: ${this.game.fen()}`);
    this.out(`Legal moves: ${legalMoves(this.game.pos).length}`);
  }
}
