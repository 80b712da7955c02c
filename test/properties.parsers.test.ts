/**
 * Property-based tests of the two text parsers that take input from anyone:
 * Betza piece notation and FEN. Any string gives a result or an error, never
 * an exception; and what is written out reads back to the same thing.
 * Run counts are in the test names; see test/properties.ts for a longer run.
 */
import { compileBetza, describeBetza, formatBetza, MAX_BETZA_LENGTH, parseBetza, type BetzaAst, type BetzaTerm } from '@fairyforge/betza';
import { makeFen, MAX_MOVES, parseFen, parsePgn, parsePgnGames } from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalAtom } from '../packages/betza/src/letters.ts';
import { directionModifiers, effectiveRange, modalityModifiers } from '../packages/betza/src/validate.ts';
import { check, compiledVariants, runs, TIMEOUT } from './properties.ts';
// A small seeded generator (mulberry32), so a failure reproduces.
import { mulberry32 as rng } from '@fairyforge/engine';

// ------------------------------------------------------------------ Betza

/** Letters and digits Betza is made of, and a few that are not, so most strings parse and many do not. */
const BETZA_TOKENS = [
  ...'fblrvshmcinjpge'.split(''),
  ...'WFDNAHCZGKRBQLJ'.split(''),
  '0', '1', '2', '3', '10', '99',
  '(', ')', '[', ']', '-', '?', ' ', 'x', 'O', 'X', 'y', '😀', '\u202e',
];
const betzaLike = fc.array(fc.constantFrom(...BETZA_TOKENS), { maxLength: 24 }).map((t) => t.join(''));
const anyString = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 }), betzaLike, fc.string({ maxLength: 400 }));

/** A term's meaning, without columns or spelling. */
function meaning(term: BetzaTerm): unknown {
  return {
    directions: directionModifiers(term).map((m) => m.letter).join(''),
    modalities: modalityModifiers(term).map((m) => m.letter).sort().join(''),
    atom: canonicalAtom(term.atom),
    range: effectiveRange(term),
  };
}

function parsedOrThrow(text: string): BetzaAst {
  const r = parseBetza(text);
  if (!r.ok) throw new Error(`${JSON.stringify(text)} does not parse: ${r.errors.map((e) => e.message).join('; ')}`);
  return r.value;
}

describe('Betza parser properties', () => {
  const n = runs(3000);
  it(`any string gives a syntax tree or errors inside the text, never a throw (${n} runs)`, () => {
    check(
      fc.property(anyString, (text) => {
        const r = parseBetza(text);
        if (r.ok) {
          expect(r.value.terms.length).toBeGreaterThan(0);
          for (const t of r.value.terms) expect(t.column + t.length).toBeLessThanOrEqual(text.length);
        } else {
          expect(r.errors.length).toBeGreaterThan(0);
          for (const e of r.errors) {
            expect(e.column).toBeGreaterThanOrEqual(0);
            expect(e.column + e.length, e.message).toBeLessThanOrEqual(text.length);
            expect(e.length > 0 || text.length === 0, e.message).toBe(true);
            expect(e.message.length).toBeLessThan(200);
          }
        }
        // The other entry points are total too.
        expect(compileBetza(text).ok).toBe(r.ok);
        expect(describeBetza(text).ok).toBe(r.ok);
      }),
      n,
    );
  }, TIMEOUT);

  const m = runs(2000);
  it(`parse ∘ format is the identity on parsed trees (${m} runs)`, () => {
    check(
      fc.property(betzaLike, (text) => {
        const r = parseBetza(text);
        if (!r.ok) return;
        const canonical = formatBetza(r.value);
        const again = parsedOrThrow(canonical);
        // The same terms, up to spelling (synonym letters, modifier order, columns)…
        expect(again.terms.map(meaning)).toEqual(r.value.terms.map(meaning));
        expect(compileBetza(canonical)).toEqual(compileBetza(text));
        // …and on a tree read from canonical text, parse ∘ format is the identity, columns and all.
        expect(formatBetza(again)).toBe(canonical);
        expect(parsedOrThrow(formatBetza(again))).toEqual(again);
      }),
      m,
    );
  }, TIMEOUT);

  it(`refuses a string longer than ${MAX_BETZA_LENGTH} characters with one error past the limit`, () => {
    const r = parseBetza('W'.repeat(MAX_BETZA_LENGTH + 5));
    expect(r).toEqual({ ok: false, errors: [{ message: `the Betza string is ${MAX_BETZA_LENGTH + 5} characters long; at most ${MAX_BETZA_LENGTH} are read`, column: MAX_BETZA_LENGTH, length: 5 }] });
    // At the limit the string is read (and 'WWW…' has its own, different error).
    const at = parseBetza('W'.repeat(MAX_BETZA_LENGTH));
    expect(at.ok ? [] : at.errors.map((e) => e.message)).not.toContainEqual(expect.stringMatching(/characters long/));
  });
});

// ------------------------------------------------------------------ FEN

const SLUGS = ['chess', 'wildebeest', 'capablanca', 'grasshopper', 'knightmate', 'makruk', 'losalamos', 'nightrider', 'perfect', 'chigorin'];
const variants = compiledVariants(SLUGS);
const startFens = new Map(SLUGS.map((slug) => [slug, (loadVariant(slug) as { ok: true; variant: { spec: { startFen: string } } }).variant.spec.startFen]));

/** Positions from random playouts of each variant, as FENs written by makeFen. */
function playoutFens(slug: string, seed: number, games: number, plies: number): string[] {
  const v = variants.get(slug)!;
  const random = rng(seed);
  const moves = new Int32Array(MAX_MOVES);
  const out: string[] = [];
  for (let g = 0; g < games; g++) {
    const r = parseFen(v, startFens.get(slug)!);
    if (!r.ok) throw new Error(r.error);
    const pos = r.position;
    for (let ply = 0; ply < plies; ply++) {
      out.push(makeFen(pos));
      const n = pos.generateLegal(moves, 0);
      if (n === 0) break;
      pos.make(moves[Math.floor(random() * n)]!);
    }
  }
  return out;
}
const pool = SLUGS.flatMap((slug, i) => playoutFens(slug, 1000 + i, 3, 60).map((fen) => ({ slug, fen })));

const FEN_CHARS = [...'rnbqkpcwagmsRNBQKPCWAGMSx12345678910/ -~wbKQkqABCDEFGHIJa1e3d6j9z0', '\t', '\u0000', 'é', '😀'];
type Mutation = { kind: 'replace' | 'insert' | 'delete' | 'truncate' | 'swap' | 'duplicate' | 'digits'; at: number; ch: string };
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'insert', 'delete', 'truncate', 'swap', 'duplicate', 'digits'),
  at: fc.nat(),
  ch: fc.constantFrom(...FEN_CHARS),
});

function mutate(fen: string, ms: readonly Mutation[]): string {
  let s = fen;
  for (const m of ms) {
    const i = s.length ? m.at % (s.length + 1) : 0;
    const fields = s.split(' ');
    const f = fields.length ? m.at % fields.length : 0;
    switch (m.kind) {
      case 'replace':
        s = s.slice(0, i) + m.ch + s.slice(i + 1);
        break;
      case 'insert':
        s = s.slice(0, i) + m.ch + s.slice(i);
        break;
      case 'delete':
        s = s.slice(0, i) + s.slice(i + 1);
        break;
      case 'truncate':
        s = s.slice(0, i);
        break;
      case 'swap':
        [fields[0], fields[f]] = [fields[f]!, fields[0]!];
        s = fields.join(' ');
        break;
      case 'duplicate':
        fields.splice(f, 0, fields[f] ?? '');
        s = fields.join(' ');
        break;
      case 'digits':
        s = s.slice(0, i) + '9'.repeat(1 + (m.at % 30)) + s.slice(i);
        break;
    }
  }
  return s;
}

const FIELDS = ['placement', 'side', 'castling', 'enPassant', 'halfmove', 'fullmove', 'fields'];

/** parseFen's contract: a position whose FEN reads back to itself, or an error pointing inside the text. */
function checkParse(slug: string, fen: string): void {
  const v = variants.get(slug)!;
  const r = parseFen(v, fen);
  if (!r.ok) {
    expect(FIELDS).toContain(r.field);
    if (r.offset !== undefined) expect(r.offset >= 0 && r.offset <= fen.length, `${r.offset} in ${fen.length}`).toBe(true);
    expect(r.error.length).toBeLessThan(300);
    return;
  }
  const written = makeFen(r.position);
  const again = parseFen(v, written);
  expect(again.ok, written).toBe(true);
  if (again.ok) expect(makeFen(again.position)).toBe(written);
  const [lo, hi] = r.position.computeHash();
  expect([r.position.hashLo, r.position.hashHi]).toEqual([lo, hi]);
  // Whatever was read, making and unmaking a move restores it (clocks included).
  const pos = r.position;
  const n = pos.generateLegal(moveBuffer, 0);
  for (let i = 0; i < Math.min(n, 4); i++) {
    pos.make(moveBuffer[i]!);
    pos.unmake();
    expect(makeFen(pos)).toBe(written);
  }
}
const moveBuffer = new Int32Array(MAX_MOVES);

describe('FEN parser properties', () => {
  const n = runs(2000);
  it(`any string gives a position or an error, never a throw (${n} runs)`, () => {
    const fenLike = fc.array(fc.constantFrom(...FEN_CHARS), { maxLength: 120 }).map((a) => a.join(''));
    check(
      fc.property(fc.constantFrom(...SLUGS), fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fenLike), (slug, text) => checkParse(slug, text)),
      n,
    );
  }, TIMEOUT);

  const m = runs(3000);
  it(`mutated valid FENs give a position that reads back to itself, or an error (${m} runs over ${pool.length} FENs)`, () => {
    check(
      fc.property(fc.constantFrom(...pool), fc.array(mutation, { minLength: 1, maxLength: 4 }), ({ slug, fen }, ms) => checkParse(slug, mutate(fen, ms))),
      m,
    );
  }, TIMEOUT);

  it(`make ∘ parse is the identity on valid FENs (all ${pool.length} pool positions of ${SLUGS.length} variants)`, () => {
    for (const { slug, fen } of pool) {
      const r = parseFen(variants.get(slug)!, fen);
      expect(r.ok, fen).toBe(true);
      if (r.ok) expect(makeFen(r.position)).toBe(fen);
    }
  });

  const k = runs(300, 10);
  it(`make ∘ parse is the identity on FENs of fresh random playouts (${k} runs)`, () => {
    check(
      fc.property(fc.constantFrom(...SLUGS), fc.integer(), fc.integer({ min: 1, max: 80 }), (slug, seed, plies) => {
        const fens = playoutFens(slug, seed, 1, plies);
        const fen = fens[fens.length - 1]!;
        const r = parseFen(variants.get(slug)!, fen);
        expect(r.ok && makeFen(r.position)).toBe(fen);
      }),
      k,
    );
  }, TIMEOUT);

  it('refuses text far longer than the board, and clocks past their limit, with one clear error', () => {
    const chess = variants.get('chess')!;
    const long = parseFen(chess, `${startFens.get('chess')} ${'x'.repeat(100_000)}`);
    expect(long).toMatchObject({ ok: false, field: 'fields', error: 'the FEN is 100057 characters long; for a 8×8 board at most 512 are read' });
    const ranks = parseFen(chess, '8/'.repeat(100) + '8');
    expect(ranks).toMatchObject({ ok: false, error: 'the placement has 101 ranks, the board has 8' });
    const run = parseFen(chess, `rnbqkbnr/pppppppp/${'9'.repeat(400)}/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`);
    expect(run).toMatchObject({ ok: false, error: 'rank 6 has more than 8 squares', offset: 18 });
    // A clock of ten digits would wrap in the position's 32-bit history on unmake.
    const clock = parseFen(chess, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3000000000 1');
    expect(clock).toMatchObject({ ok: false, field: 'halfmove', error: 'halfmove clock 3000000000 is too large (at most 999999999)' });
    const side = parseFen(chess, `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR ${'y'.repeat(300)} KQkq - 0 1`);
    expect(side.ok === false && side.error.length).toBeLessThan(100);
  });
});

// ------------------------------------------------------------------ PGN

const VALID_PGN = `[Event "Casual"]
[Site "?"]
[Variant "chess"]
[Result "1-0"]

% an escaped line
1. e4 {a comment} e5 2. Nf3 (2. f4 exf4 (2... d5) 3. Nf3) Nc6 $1 3. Bb5!? ; to the end of the line
a6 4. Ba4 Nf6 5. O-O Be7 1-0

[Event "Second"]

1. d4 d5 *
`;
const PGN_TOKENS = ['[', ']', '{', '}', '(', ')', ';', '%', '"', '\\', '$', '1.', '...', ' ', '\n', '\r\n', '\t', '\f', '\u00a0', 'e4', 'Nf3', 'O-O', '1-0', '½-½', '*', '[Event "x"]', 'Tag', '😀', '\u0000'];
const pgnLike = fc.array(fc.constantFrom(...PGN_TOKENS), { maxLength: 40 }).map((t) => t.join(''));
/** The valid PGN with a few characters deleted, replaced or inserted, or cut short. */
const mutatedPgn = fc
  .array(fc.record({ at: fc.nat({ max: VALID_PGN.length }), cut: fc.nat({ max: 4 }), put: fc.oneof(fc.constantFrom(...PGN_TOKENS), fc.string({ unit: 'binary', maxLength: 3 })) }), { minLength: 1, maxLength: 6 })
  .map((edits) => edits.reduce((t, e) => t.slice(0, e.at) + e.put + t.slice(e.at + e.cut), VALID_PGN));
const anyPgn = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), pgnLike, mutatedPgn, mutatedPgn.map((t) => t.slice(0, t.length >> 1)));

/** An error's place: a line of the text and a column within it (one past its end at most). */
function expectPlaceIn(text: string, e: { error: string; line: number; column: number }): void {
  const lines = text.split('\n');
  expect(typeof e.error).toBe('string');
  expect(Number.isInteger(e.line) && e.line >= 1 && e.line <= lines.length, `${e.error} at line ${e.line}`).toBe(true);
  expect(Number.isInteger(e.column) && e.column >= 1 && e.column <= lines[e.line - 1]!.length + 1, `${e.error} at column ${e.column}`).toBe(true);
}

describe('PGN parser properties', () => {
  const n = runs(3000);
  it(`any string, and mutated valid PGN, gives games or a PgnError with a line and column, never a throw (${n} runs)`, () => {
    check(
      fc.property(anyPgn, (text) => {
        const all = parsePgnGames(text);
        if (all.ok) for (const g of all.games) for (const m of g.moves) expectPlaceIn(text, { error: m.text, line: m.line, column: m.column });
        else expectPlaceIn(text, all);
        const first = parsePgn(text);
        if (!first.ok) expectPlaceIn(text, first);
      }),
      n,
    );
  }, TIMEOUT);

  it.each(['}', ']', ')', 'e4 }', '1. e4 ]', '\f1. e4', '1.\u00a0e4', '{ never closed', '( never closed', '[Event "x" ]]'])('%j gives a PgnError or games, not an exception', (text) => {
    const r = parsePgnGames(text);
    if (!r.ok) expectPlaceIn(text, r);
    const first = parsePgn(text);
    if (!first.ok) expectPlaceIn(text, first);
  });

  it("parsePgn('}') names the stray brace and where it is", () => {
    expect(parsePgn('}')).toEqual({ ok: false, error: 'unexpected }', line: 1, column: 1 });
    expect(parsePgn('1. e4\n  ]')).toEqual({ ok: false, error: 'unexpected ]', line: 2, column: 3 });
  });
});
