/**
 * Issue 15's counting group: Makruk's counting rules (state kept by
 * make/unmake, the FEN fields, the `counting` draw), material counting
 * (draw odds), a repetition's value and perpetual check, and FEN round trips
 * on the oracle positions of the variants that use them.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { game } from './games.ts';
import { compileVariant, legalMoves, makeFen, makeUci, outcome, parseFen, parseUci, type CompiledVariant } from '@fairyforge/core';
import { Engine } from '@fairyforge/engine';
import { loadVariant, loadVariantFile } from '@fairyforge/loader';
import { chessSpec } from '../packages/core/src/specs.fixture.ts';

function variant(name: string): CompiledVariant {
  const r = loadVariant(name);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r.variant.compiled;
}


const makruk = variant('makruk');
const armageddon = variant('armageddon');

describe('counting', () => {
  it('reads and writes the counting fields, and keeps the count through make and unmake', () => {
    const fen = '8/8/8/4k3/8/8/R7/3K4 b - 32 6 20';
    const r = parseFen(makruk, fen);
    if (!r.ok) throw new Error(r.error);
    const p = r.position;
    expect([p.countLimit, p.countPly, p.halfmove]).toEqual([32, 6, 0]);
    expect(makeFen(p)).toBe(fen);
    for (const m of legalMoves(p)) {
      p.make(m);
      expect([p.countLimit, p.countPly]).toEqual([32, 7]);
      p.unmake();
      expect(makeFen(p)).toBe(fen);
    }
  });

  it('starts no count while pawns remain, and never changes perft', () => {
    const withPawn = game(makruk, '4k3/8/8/8/8/P7/8/R2K4 w - - 0 1', ['a1a2']);
    expect(withPawn.pos.countLimit).toBe(0);
    // The same position with and without a running count has the same moves.
    const counted = parseFen(makruk, '8/8/8/4k3/8/8/R7/3K4 b - 32 6 20');
    const plain = parseFen(makruk, '8/8/8/4k3/8/8/R7/3K4 b - - 0 20');
    if (!counted.ok || !plain.ok) throw new Error('FEN');
    expect(counted.position.k.perft(counted.position, 4)).toBe(plain.position.k.perft(plain.position, 4));
  });

  it('draws when the count passes its limit, but mate comes first', () => {
    expect(game(makruk, '8/8/8/4k3/8/8/R7/3K4 b - 32 32 20').outcome()).toBeNull();
    expect(game(makruk, '8/8/8/4k3/8/8/R7/3K4 b - 32 32 20', ['e5e4']).outcome()).toEqual({ result: '1/2-1/2', reason: 'counting' });
    expect(game(makruk, '3k4/8/3K4/8/8/8/8/R7 w - 32 32 30', ['a1a8']).outcome()).toEqual({ result: '1-0', reason: 'checkmate' });
    // outcome() judges the position alone, from its FEN.
    const r = parseFen(makruk, '8/8/8/8/4k3/8/R7/3K4 w - 32 33 21');
    expect(r.ok && outcome(r.position)).toEqual({ result: '1/2-1/2', reason: 'counting' });
  });

  it('keeps the count in the game FEN (not the move-rule clock)', () => {
    expect(game(makruk, '8/8/8/4k3/8/8/8/R2K4 w - - 0 1', ['a1a2', 'e5e4']).fen()).toBe('8/8/8/8/4k3/8/R7/3K4 w - 32 7 2');
  });

  it('has Ouk Chaktrang (cambodian) and ASEAN limits', () => {
    // Chess pieces stand in: the counting tables name rook, khon (here the bishop) and knight.
    const spec = { ...chessSpec, countingPieces: { rook: 'R', khon: 'B', knight: 'N' } };
    const cambodian = compileVariant({ ...spec, slug: 'test-cambodian', counting: 'cambodian' });
    const asean = compileVariant({ ...spec, slug: 'test-asean', counting: 'asean' });
    const after = (v: CompiledVariant, fen: string, move: string) => game(v, fen, [move]).pos;
    const one = (v: CompiledVariant) => after(v, '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1a2');
    expect([one(cambodian).countLimit, one(cambodian).countPly]).toEqual([30, 6]);
    expect([one(asean).countLimit, one(asean).countPly]).toEqual([32, 0]);
    const khon = (v: CompiledVariant) => after(v, '4k3/8/8/8/8/8/8/2B1K3 w - - 0 1', 'c1d2');
    expect(khon(cambodian).countLimit).toBe(86);
    expect(khon(asean).countLimit).toBe(88);
    // Board's honour: up to three pieces under cambodian rules (126 plies), none under ASEAN rules.
    const board = (v: CompiledVariant) => after(v, '4k2r/8/8/8/8/8/8/RN2K3 w - - 0 1', 'a1a2');
    expect([board(cambodian).countLimit, board(cambodian).countPly]).toEqual([126, 0]);
    expect(board(asean).countLimit).toBe(0);
  });
});

describe('material counting', () => {
  it('gives Black the move-rule, repetition and dead-position draws, not stalemate', () => {
    expect(game(armageddon, '4k3/8/8/8/8/8/8/R3K3 w - - 99 80', ['a1a2']).outcome()).toEqual({ result: '0-1', reason: 'move-rule' });
    expect(game(armageddon, undefined, ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8']).outcome()).toEqual({ result: '0-1', reason: 'repetition' });
    expect(game(armageddon, '8/8/4k3/8/8/3K4/8/8 w - - 0 1').outcome()).toEqual({ result: '0-1', reason: 'insufficient-material' });
    expect(game(armageddon, '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').outcome()).toEqual({ result: '1/2-1/2', reason: 'stalemate' });
    const white = compileVariant({ ...chessSpec, slug: 'test-white-odds', materialCounting: 'whiteDrawOdds' });
    expect(game(white, '4k3/8/8/8/8/8/8/R3K3 w - - 99 80', ['a1a2']).outcome()).toEqual({ result: '1-0', reason: 'move-rule' });
  });
});

describe('repetition outcomes', () => {
  const shuffle = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'];
  it('values the n-th occurrence for the side to move there', () => {
    const win = compileVariant({ ...chessSpec, slug: 'test-rep-win', repetitionValue: 'win' });
    const loss = compileVariant({ ...chessSpec, slug: 'test-rep-loss', repetitionValue: 'loss' });
    // After the eighth ply White is to move in the thrice-seen position.
    expect(game(win, undefined, shuffle).outcome()).toEqual({ result: '1-0', reason: 'repetition' });
    expect(game(loss, undefined, shuffle).outcome()).toEqual({ result: '0-1', reason: 'repetition' });
    expect(game(loss, undefined, shuffle.slice(0, 7)).outcome()).toBeNull();
  });

  it('makes perpetual check a loss for the checking side', () => {
    const perpetual = compileVariant({ ...chessSpec, slug: 'test-perpetual', perpetualCheck: 'loss' });
    // White's queen checks from e8 and e4 in turn; Black's king shuttles between g8 and h7.
    const fen = '6k1/5pp1/8/8/8/8/5PPP/4Q1K1 w - - 0 1';
    const checks = ['e1e8', 'g8h7', 'e8e4', 'h7g8', 'e4e8', 'g8h7', 'e8e4', 'h7g8', 'e4e8'];
    const g = game(perpetual, fen, checks);
    expect(g.outcome()).toEqual({ result: '0-1', reason: 'perpetual-check' });
    // Without the rule the same game is a plain draw by repetition.
    expect(game(compileVariant(chessSpec), fen, checks).outcome()).toEqual({ result: '1/2-1/2', reason: 'repetition' });
  });

  it('makes a repetition in which both sides checked throughout a draw, whatever a repetition is worth (as Fairy-Stockfish)', () => {
    const worth = compileVariant({ ...chessSpec, slug: 'test-perpetual-both', perpetualCheck: 'loss', repetitionValue: 'loss' });
    const p = parseFen(worth, '6k1/8/8/8/8/8/8/6K1 w - - 0 1');
    if (!p.ok) throw new Error(p.error);
    // ResultContext.checked: 1 the side to move was in check throughout, 2 the other side, 3 both.
    expect(outcome(p.position, { clock: 0, occurrences: 3, checked: 3 })).toEqual({ result: '1/2-1/2', reason: 'repetition' });
    expect(outcome(p.position, { clock: 0, occurrences: 3, checked: 1 })).toEqual({ result: '1-0', reason: 'perpetual-check' });
    expect(outcome(p.position, { clock: 0, occurrences: 3, checked: 0 })).toEqual({ result: '0-1', reason: 'repetition' });
    // Without perpetual check the repetition's own value holds.
    const plain = compileVariant({ ...chessSpec, slug: 'test-rep-loss-plain', repetitionValue: 'loss' });
    const q = parseFen(plain, '6k1/8/8/8/8/8/8/6K1 w - - 0 1');
    if (!q.ok) throw new Error(q.error);
    expect(outcome(q.position, { clock: 0, occurrences: 3, checked: 3 })).toEqual({ result: '0-1', reason: 'repetition' });
  });

  describe('perpetual check as illegal', () => {
    const illegal = compileVariant({ ...chessSpec, slug: 'test-perpetual-illegal', perpetualCheck: 'illegal' });
    const fen = '6k1/5pp1/8/8/8/8/5PPP/4Q1K1 w - - 0 1';
    const checks = ['e1e8', 'g8h7', 'e8e4', 'h7g8', 'e4e8', 'g8h7', 'e8e4', 'h7g8', 'e4e8'];
    it('leaves out the move that would complete the repetition, and only that one', () => {
      const g = game(illegal, fen, checks.slice(0, 8));
      const all = legalMoves(g.pos).map((m) => makeUci(g.pos, m));
      const allowed = g.legalMoves().map((m) => makeUci(g.pos, m));
      expect(all).toContain('e4e8');
      expect(allowed).not.toContain('e4e8');
      expect(allowed.sort()).toEqual(all.filter((u) => u !== 'e4e8').sort());
      const r = g.match('Qe8+');
      expect(r.ok ? 'played' : r.error).toBe('illegal');
      expect(() => g.play(parseUci(g.pos, 'e4e8')!)).toThrow(/perpetual/);
      // Earlier in the same shuttle the check is still allowed: the position has not come round often enough.
      expect(game(illegal, fen, checks.slice(0, 4)).legalMoves().map((m) => makeUci(g.pos, m))).toContain('e4e8');
    });
    it('does not forbid a repetition in which the other side checked too, or nobody did', () => {
      const shuffle = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'];
      const g = game(illegal, undefined, shuffle.slice(0, 7));
      expect(g.legalMoves().map((m) => makeUci(g.pos, m))).toContain('f6g8');
      expect(game(illegal, undefined, shuffle).outcome()).toEqual({ result: '1/2-1/2', reason: 'repetition' });
    });
    it('hands the engine the allowed root moves and the checks of the history', () => {
      const g = game(illegal, fen, checks.slice(0, 8));
      const context = g.searchContext();
      expect(context.rootMoves?.map((m) => makeUci(g.pos, m))).not.toContain('e4e8');
      expect(context.historyChecks).toEqual([false, true, false, true, false, true, false, true]);
      expect(context.history).toHaveLength(8);
      // The engine searches only those root moves.
      const only = context.rootMoves!.filter((m) => makeUci(g.pos, m) === 'e4e5');
      expect(new Engine(illegal).search(g.pos, { depth: 2 }, { ...context, rootMoves: only }).move).toBe(only[0]);
    });
  });
});

describe('the loader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ff-counting-'));
  const load = (name: string, rules: string) => {
    const f = join(dir, `${name}.md`);
    writeFileSync(f, `---\nparent: makruk\nengine:\n  rules:\n${rules}---\n`);
    return loadVariantFile(f);
  };
  it('reads counting, material counting, a repetition value and perpetual check', () => {
    const r = load('rules', '    materialCounting: whiteDrawOdds\n    repetition: { count: 4, value: loss }\n    perpetualCheck: loss\n');
    expect(r.ok && r.variant.spec).toMatchObject({ counting: 'makruk', moveRule: null, materialCounting: 'whiteDrawOdds', repetition: 4, repetitionValue: 'loss', perpetualCheck: 'loss' });
  });
  it('reads perpetual check as illegal', () => {
    const r = load('illegal', '    perpetualCheck: illegal\n');
    expect(r.ok && r.variant.spec.perpetualCheck).toBe('illegal');
  });
  it('refuses a counting piece the variant does not have', () => {
    const r = load('badpiece', '    countingPieces: { khon: Q }\n');
    expect(r.ok ? [] : r.diagnostics.map((d) => [d.code, d.line])).toEqual([['counting-piece', 5]]);
  });
  it('reads move repetition and janggi\'s count, and refuses move repetition without a repetition rule', () => {
    const r = load('shuttle', '    moveRepetition: loss\n    materialCounting: janggi\n');
    expect(r.ok && r.variant.spec).toMatchObject({ moveRepetition: 'loss', materialCounting: 'janggi' });
    const off = load('shuttleoff', '    repetition: 0\n    moveRepetition: loss\n');
    expect(off.ok ? [] : off.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['move-repetition', 6, 21]]);
  });
});

describe('FEN round trips on the oracle positions', () => {
  it.each(['makruk', 'armageddon'])('%s', (slug) => {
    const v = slug === 'makruk' ? makruk : armageddon;
    const lines = readFileSync(new URL(`./oracle/${slug}.jsonl`, import.meta.url), 'utf8').split('\n').filter(Boolean);
    for (const line of lines) {
      const { fen } = JSON.parse(line) as { fen: string };
      const r = parseFen(v, fen);
      if (!r.ok) throw new Error(r.error);
      expect(makeFen(r.position)).toBe(fen);
    }
    expect(lines.length).toBeGreaterThan(0);
  });
});
