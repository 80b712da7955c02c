/**
 * Game results by the variant's rules data, on hand-made positions of the
 * seed's Wildebeest and of chess: checkmate, stalemate (with its configurable
 * value), n-fold repetition, the n-move rule (with configurable resetting
 * pieces) and insufficient material (dead positions).
 */
import { deadPosition, gameRules, outcome, parseFen, type CompiledVariant } from '@fairyforge/core';
import { loadVariant, loadVariantFile } from '@fairyforge/loader';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { game } from './games.ts';

const dir = mkdtempSync(join(tmpdir(), 'fairyforge-results-'));

function variant(slugOrFile: string): CompiledVariant {
  const r = slugOrFile.endsWith('.md') ? loadVariantFile(slugOrFile) : loadVariant(slugOrFile);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.variant.compiled;
}

/** A variant file in a temporary directory (parents resolve to the bundled variants). */
function custom(name: string, frontMatter: string): CompiledVariant {
  const f = join(dir, `${name}.md`);
  writeFileSync(f, `---\n${frontMatter}---\n`);
  return variant(f);
}


const chess = variant('chess');
const wildebeest = variant('wildebeest');

describe('checkmate', () => {
  it("chess: fool's mate", () => {
    expect(game(chess, undefined, ['f3', 'e5', 'g4', 'Qh4#']).outcome()).toEqual({ result: '0-1', reason: 'checkmate' });
  });

  it('wildebeest: the camel mates in two', () => {
    expect(game(wildebeest, undefined, ['Cd4', 'We8', 'Ce7#']).outcome()).toEqual({ result: '1-0', reason: 'checkmate' });
  });

  it('wildebeest: queen and wildebeest on a bare position', () => {
    const pos = parseFen(wildebeest, 'k10/2W8/1Q9/11/11/11/11/11/11/5K5 b - - 0 1');
    expect(pos.ok && outcome(pos.position)).toEqual({ result: '1-0', reason: 'checkmate' });
  });

  it('wins even on the ply that completes the move rule', () => {
    const g = game(chess, '7k/8/6K1/8/8/8/8/R7 w - - 99 80');
    g.playText('Ra8#');
    expect(g.clock).toBe(100);
    expect(g.outcome()).toEqual({ result: '1-0', reason: 'checkmate' });
  });
});

describe('stalemate', () => {
  it('is a draw in chess and in the seed', () => {
    expect(game(chess, '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').outcome()).toEqual({ result: '1/2-1/2', reason: 'stalemate' });
    expect(game(wildebeest, 'k10/11/1Q9/11/11/11/11/11/11/5K5 b - - 0 1').outcome()).toEqual({ result: '1/2-1/2', reason: 'stalemate' });
  });

  it('is a loss for the stalemated side where the rules say so (original Wildebeest), a win where they say win', () => {
    const loss = custom('wildebeest-original', 'parent: wildebeest\nengine:\n  rules:\n    stalemate: loss\n');
    expect(game(loss, 'k10/11/1Q9/11/11/11/11/11/11/5K5 b - - 0 1').outcome()).toEqual({ result: '1-0', reason: 'stalemate' });
    expect(game(loss, '5k5/11/11/11/11/11/11/1q9/11/K10 w - - 0 1').outcome()).toEqual({ result: '0-1', reason: 'stalemate' });
    const win = custom('stalemate-wins', 'parent: chess\nengine:\n  rules:\n    stalemate: win\n');
    expect(game(win, '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').outcome()).toEqual({ result: '0-1', reason: 'stalemate' });
  });
});

describe('repetition', () => {
  const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];

  it('chess: the start position a third time', () => {
    const g = game(chess, undefined, [...shuffle, 'Nf3', 'Nf6', 'Ng1']);
    expect(g.outcome()).toBeNull();
    g.playText('Ng8');
    expect(g.occurrences()).toBe(3);
    expect(g.outcome()).toEqual({ result: '1/2-1/2', reason: 'repetition' });
  });

  it('wildebeest: knights out and back twice', () => {
    const moves = ['Nj3', 'Nj8', 'Ni1', 'Ni10'];
    const g = game(wildebeest, undefined, [...moves, ...moves]);
    expect(g.outcome()).toEqual({ result: '1/2-1/2', reason: 'repetition' });
    g.undo();
    expect(g.outcome()).toBeNull();
  });

  it('counts only positions with the same side to move and the same castling rights', () => {
    // The rooks' back-and-forth loses the castling rights: the first position never comes back.
    const g = game(chess, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['Rb1', 'Rb8', 'Ra1', 'Ra8', 'Rb1', 'Rb8', 'Ra1', 'Ra8']);
    expect(g.outcome()).toBeNull();
    g.playText('Rb1');
    g.playText('Rb8');
    expect(g.outcome()).toEqual({ result: '1/2-1/2', reason: 'repetition' });
  });

  it('follows the rules data: twofold, or never', () => {
    const two = custom('twofold', 'parent: chess\nengine:\n  rules:\n    repetition: 2\n');
    expect(game(two, undefined, shuffle).outcome()).toEqual({ result: '1/2-1/2', reason: 'repetition' });
    const never = custom('no-repetition', 'parent: chess\nengine:\n  rules:\n    repetition: 0\n');
    expect(game(never, undefined, [...shuffle, ...shuffle, ...shuffle]).outcome()).toBeNull();
  });
});

describe('the move rule', () => {
  it('chess: the hundredth quiet ply draws; a pawn move or capture resets', () => {
    const g = game(chess, '4k3/8/8/8/8/8/4P3/R3K3 w - - 98 70', ['Ra2']);
    expect(g.outcome()).toBeNull();
    g.playText('Kd7');
    expect(g.outcome()).toEqual({ result: '1/2-1/2', reason: 'move-rule' });
    g.undo();
    g.undo();
    g.playText('e4');
    g.playText('Kd7');
    expect(g.clock).toBe(1);
    expect(g.outcome()).toBeNull();
  });

  it('wildebeest: from the FEN clock alone', () => {
    const pos = parseFen(wildebeest, '5k5/11/11/11/11/11/11/11/11/R4K5 w - - 100 90');
    expect(pos.ok && outcome(pos.position)).toEqual({ result: '1/2-1/2', reason: 'move-rule' });
    expect(game(wildebeest, '5k5/11/11/11/11/11/11/11/11/R4K5 b - - 99 90', ['Ke10']).outcome()).toEqual({ result: '1/2-1/2', reason: 'move-rule' });
  });

  it('follows the rules data: the count and the pieces that reset it', () => {
    const v = custom('short-rule', 'parent: chess\nengine:\n  rules:\n    moveRule: { moves: 3, resetBy: [P, N] }\n');
    expect(gameRules(v).moveRulePlies).toBe(6);
    const g = game(v, '4k3/8/8/8/8/8/8/RN2K3 w - - 0 1', ['Ra2', 'Ke7', 'Nc3']);
    expect(g.clock).toBe(0); // the knight reset it
    expect(g.fen()).toMatch(/ 0 2$/);
    for (const m of ['Ke8', 'Ra1', 'Ke7', 'Ra2', 'Ke8']) {
      expect(g.outcome()).toBeNull();
      g.playText(m);
    }
    expect(g.clock).toBe(5);
    g.playText('Ra1');
    expect(g.outcome()).toEqual({ result: '1/2-1/2', reason: 'move-rule' });
    const none = custom('no-move-rule', 'parent: chess\nengine:\n  rules:\n    moveRule: false\n');
    expect(game(none, '4k3/8/8/8/8/8/8/R3K3 w - - 500 300').outcome()).toBeNull();
  });
});

describe('insufficient material', () => {
  it('bare kings: chess and wildebeest', () => {
    expect(game(chess, '8/8/8/4k3/8/8/8/4K3 w - - 0 1').outcome()).toEqual({ result: '1/2-1/2', reason: 'insufficient-material' });
    const g = game(wildebeest, '5k5/11/11/11/11/11/11/11/4q6/5K5 w - - 0 1', ['Kxe2']);
    expect(g.outcome()).toEqual({ result: '1/2-1/2', reason: 'insufficient-material' });
  });

  it('bare kings are proved dead by search when stalemate is not a draw', () => {
    const loss = custom('wildebeest-original-2', 'parent: wildebeest\nengine:\n  rules:\n    stalemate: loss\n');
    const pos = parseFen(loss, '5k5/11/11/11/11/11/11/11/11/5K5 w - - 0 1');
    expect(pos.ok && deadPosition(pos.position)).toBe('dead');
  });

  it('never claims a position where a mate can still happen, whatever the pieces', () => {
    // A lone royal amazon (QN) can mate a bare king: not insufficient.
    // (On g1, not h1: from h1 it would attack the black king, a position no game reaches.)
    const amazon = custom('royal-amazon', 'parent: chess\nengine:\n  pieces:\n    A: { piece: amazon, royal: true }\n  setup: "k7/8/8/8/8/8/8/6A1"\n');
    const pos = parseFen(amazon, 'k7/8/8/8/8/8/8/6A1 w - - 0 1');
    expect(pos.ok && deadPosition(pos.position)).toBe('alive');
    expect(game(amazon, 'k7/8/8/8/8/8/8/6A1 w - - 0 1').outcome()).toBeNull();
    // Pawns, or too many pieces for a proof: not claimed.
    expect(game(chess, '8/8/8/4k3/8/8/4P3/4K3 w - - 0 1').outcome()).toBeNull();
    expect(game(chess, '8/8/8/4k3/8/8/8/3NK3 w - - 0 1').outcome()).toBeNull();
  });

  it('three-piece endings on a small board: knight cannot mate, queen can', () => {
    const gardner = variant('gardner');
    expect(game(gardner, '4k/5/5/1N3/K4 w - - 0 1').outcome()).toEqual({ result: '1/2-1/2', reason: 'insufficient-material' });
    const q = parseFen(gardner, '4k/5/5/1Q3/K4 w - - 0 1');
    expect(q.ok && deadPosition(q.position)).toBe('alive');
  });
});

describe('the rules in the variant file', () => {
  it('resolve shows their values and origins', async () => {
    const { run } = await import('@fairyforge/cli');
    const out: string[] = [];
    const f = join(dir, 'rules-shown.md');
    writeFileSync(f, '---\nparent: chess\nengine:\n  rules:\n    moveRule: { moves: 75 }\n    repetition: 5\n---\n');
    expect(await run(['resolve', f, '--json'], { out: (l) => out.push(l), err: () => {} })).toBe(0);
    const j = JSON.parse(out.join('\n'));
    expect(j.rules.moveRule).toMatchObject({ value: { moves: 75, resetBy: ['P'] }, from: 'file' });
    expect(j.rules.repetition).toMatchObject({ value: 5, from: 'file' });
    const def: string[] = [];
    await run(['resolve', 'wildebeest', '--json'], { out: (l) => def.push(l), err: () => {} });
    expect(JSON.parse(def.join('\n')).rules.moveRule).toEqual({ value: { moves: 50, resetBy: ['P'] }, from: 'default' });
  });

  it('rejects a repetition count of 1 and a move rule of 0 moves', () => {
    const bad = join(dir, 'bad-rules.md');
    writeFileSync(bad, '---\nparent: chess\nengine:\n  rules:\n    repetition: 1\n---\n');
    const r = loadVariantFile(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics[0]).toMatchObject({ code: 'repetition', line: 5 });
    const zero = join(dir, 'zero-rule.md');
    writeFileSync(zero, '---\nparent: chess\nengine:\n  rules:\n    moveRule: { moves: 0 }\n---\n');
    expect(loadVariantFile(zero).ok).toBe(false);
  });
});
