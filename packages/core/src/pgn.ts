/**
 * PGN export and import for any variant. A game names its variant by slug in
 * `[Variant "…"]`; `[SetUp "1"]` and `[FEN "…"]` appear when it does not
 * start from the variant's setup. Import skips comments (`{…}`, `;…`),
 * variations (`(…)`, nested), NAGs (`$1`) and move numbers, and reports an
 * illegal move by its move number, text, line and column.
 */
import type { CompiledVariant } from './compile.ts';
import { makeFen, parseFen } from './fen.ts';
import { Game } from './game.ts';
import type { Result } from './outcome.ts';

export type PgnResult = Result | '*';

export interface PgnMove {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

export interface PgnGame {
  /** Tags in the order given. */
  readonly tags: Readonly<Record<string, string>>;
  readonly moves: readonly PgnMove[];
  /** The result token that ended the movetext, or null if there was none. */
  readonly result: PgnResult | null;
}

export type PgnError = { ok: false; error: string; line: number; column: number };

const ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];
const ROSTER_DEFAULT: Record<string, string> = { Event: '?', Site: '?', Date: '????.??.??', Round: '?', White: '?', Black: '?' };
const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);

/** The variant's own start position, normalised, to tell whether a game needs [FEN]. */
function setupFen(v: CompiledVariant): string {
  const r = parseFen(v, v.spec.startFen);
  return r.ok ? makeFen(r.position) : v.spec.startFen;
}

export interface PgnOptions {
  /** Extra or overriding tags (Event, White, Date, …). */
  readonly tags?: Readonly<Record<string, string>>;
  /** The result to write; default: the game's outcome, or `*` while it goes on. */
  readonly result?: PgnResult;
}

/** The game as PGN text (lines of at most 80 characters). */
export function makePgn(game: Game, options: PgnOptions = {}): string {
  const o = game.outcome();
  const result: PgnResult = options.result ?? o?.result ?? '*';
  const tags: Record<string, string> = { ...ROSTER_DEFAULT, ...options.tags, Result: result, Variant: game.v.spec.slug };
  if (game.startFen !== setupFen(game.v)) {
    tags.SetUp = '1';
    tags.FEN = game.startFen;
  }
  const names = [...ROSTER, ...Object.keys(tags).filter((k) => !ROSTER.includes(k))];
  const head = names.map((k) => `[${k} "${tags[k]!.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`);

  const tokens: string[] = [];
  const start = parseFen(game.v, game.startFen);
  let turn = start.ok ? start.position.turn : 0;
  let number = start.ok ? start.position.fullmove : 1;
  game.moves.forEach((m, i) => {
    if (turn === 0) tokens.push(`${number}.`);
    else if (i === 0) tokens.push(`${number}...`);
    tokens.push(m.san);
    if (turn === 1) number++;
    turn ^= 1;
  });
  if (o && options.result === undefined) tokens.push(`{${o.reason}}`);
  tokens.push(result);
  const lines: string[] = [];
  let line = '';
  for (const t of tokens) {
    if (line && line.length + 1 + t.length > 80) {
      lines.push(line);
      line = t;
    } else line = line ? `${line} ${t}` : t;
  }
  lines.push(line);
  return `${head.join('\n')}\n\n${lines.join('\n')}\n`;
}

/** Every game in a PGN text. */
export function parsePgnGames(text: string): { ok: true; games: PgnGame[] } | PgnError {
  const games: PgnGame[] = [];
  let tags: Record<string, string> = {};
  let moves: PgnMove[] = [];
  let inMoves = false;
  const finish = (result: PgnResult | null) => {
    games.push({ tags, moves, result });
    tags = {};
    moves = [];
    inMoves = false;
  };
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const fail = (error: string, at: number): PgnError => ({ ok: false, error, line, column: at - lineStart + 1 });
  const advanceLines = (to: number) => {
    for (; i < to; i++) {
      if (text[i] === '\n') {
        line++;
        lineStart = i + 1;
      }
    }
  };
  while (i < text.length) {
    const ch = text[i]!;
    // Any white space separates tokens (a form feed, a no-break space), as the token pattern below assumes.
    if (/\s/.test(ch)) {
      advanceLines(i + 1);
      continue;
    }
    if (ch === '%' && i === lineStart) {
      const end = text.indexOf('\n', i);
      advanceLines(end < 0 ? text.length : end);
      continue;
    }
    if (ch === '[') {
      if (inMoves) finish(null);
      const m = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\\n]|\\.)*)"\s*\]/.exec(text.slice(i, i + 10_000));
      if (!m) return fail('malformed tag (expected [Name "value"])', i);
      tags[m[1]!] = m[2]!.replace(/\\(.)/g, '$1');
      advanceLines(i + m[0].length);
      continue;
    }
    if (ch === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) return fail('comment is never closed with }', i);
      advanceLines(end + 1);
      continue;
    }
    if (ch === ';') {
      const end = text.indexOf('\n', i);
      advanceLines(end < 0 ? text.length : end);
      continue;
    }
    if (ch === '(') {
      const [startLine, startCol] = [line, i - lineStart + 1];
      let depth = 0;
      for (; i < text.length; ) {
        const c = text[i]!;
        if (c === '{') {
          const end = text.indexOf('}', i);
          if (end < 0) return fail('comment is never closed with }', i);
          advanceLines(end + 1);
          continue;
        }
        if (c === '(') depth++;
        else if (c === ')' && --depth === 0) break;
        advanceLines(i + 1);
      }
      if (depth !== 0) return { ok: false, error: 'variation is never closed with )', line: startLine, column: startCol };
      advanceLines(i + 1);
      inMoves = true;
      continue;
    }
    // A closing bracket with no opening one; every other character starts a token.
    if (ch === ')' || ch === '}' || ch === ']') return fail(`unexpected ${ch}`, i);
    // A token: up to whitespace or a bracket.
    const m = /^[^\s{}()[\];]+/.exec(text.slice(i, i + 1000));
    if (!m) return fail(`unexpected character ${JSON.stringify(ch)}`, i);
    const token = m[0];
    const col = i - lineStart + 1;
    advanceLines(i + token.length);
    inMoves = true;
    const norm = token === '½-½' ? '1/2-1/2' : token;
    if (RESULTS.has(norm)) {
      finish(norm as PgnResult);
      continue;
    }
    if (/^\$\d+$/.test(token)) continue;
    const move = token.replace(/^\d+\.*/, '');
    if (move === '' || /^[!?]+$/.test(move)) continue;
    moves.push({ text: move, line, column: col + (token.length - move.length) });
  }
  if (inMoves || Object.keys(tags).length) finish(null);
  return { ok: true, games };
}

/** The first game of a PGN text. */
export function parsePgn(text: string): { ok: true; game: PgnGame } | PgnError {
  const r = parsePgnGames(text);
  if (!r.ok) return r;
  if (r.games.length === 0) return { ok: false, error: 'no game in the PGN text', line: 1, column: 1 };
  return { ok: true, game: r.games[0]! };
}

/** The slug a PGN game names in its Variant tag (chess when it has none, as PGN assumes). */
export function pgnVariant(game: PgnGame): string {
  return game.tags.Variant?.trim().toLowerCase() || 'chess';
}

/**
 * Replays a parsed game in a variant: a Game, or the first illegal move by
 * number, text and place. Moves after a draw by rule are accepted (players may
 * play on where such draws must be claimed); after mate nothing is legal.
 */
export function replayPgn(v: CompiledVariant, pgn: PgnGame): { ok: true; game: Game } | PgnError {
  const fen = pgn.tags.FEN;
  if (pgn.tags.SetUp === '0' && fen) return { ok: false, error: 'the FEN tag is given but SetUp is "0"', line: 1, column: 1 };
  const g = Game.fromFen(v, fen ?? v.spec.startFen);
  if (!g.ok) return { ok: false, error: `invalid FEN tag: ${g.error}`, line: 1, column: 1 };
  const game = g.game;
  for (const m of pgn.moves) {
    const number = `${game.pos.fullmove}${game.pos.turn === 0 ? '.' : '...'}`;
    // A game over (by repetition, the move rule, mate…) takes no more moves.
    const over = game.outcome();
    if (over) return { ok: false, error: `move ${number} ${m.text}: the game is already over (${over.result}, ${over.reason})`, line: m.line, column: m.column };
    const r = game.playText(m.text);
    if (!r.ok) return { ok: false, error: `move ${number} ${m.text}: ${r.message}`, line: m.line, column: m.column };
  }
  return { ok: true, game };
}
