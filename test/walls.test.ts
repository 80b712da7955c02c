/**
 * Walls placed with every move (rules/walls.ts): whole walled moves made
 * and unmade restore the FEN and the hash, the incremental hash equals the
 * one from scratch in both halves of a move, perft through the kernel's
 * half-moves equals perft through whole moves, every oracle position's FEN
 * (walls `*`) reads back as written, SAN and UCI read and write walled
 * moves, trails and static walls add one wall a move, and the loader refuses
 * walls beside rules they cannot carry and a wall region without static walls.
 */
import { legalMoves, makeFen, makeSan, makeUci, matchMove, MAX_MOVES, parseFen, perft, WALL } from '@fairyforge/core';
import { pieceMove, wallSquare } from '../packages/core/src/walledMoves.ts';
import { Engine, mulberry32 as rng } from '@fairyforge/engine';
import { validateVariantSource } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, expectOracleFensRoundTrip, oracleCases, positionAt as at } from './oracle.ts';

const wallCount = (board: Uint8Array) => board.reduce((n, c) => n + (c === WALL ? 1 : 0), 0);

describe('walled moves in make and unmake', () => {
  for (const slug of ['duck', 'amazons']) {
    it(`${slug}: every whole move of 4 random games made and unmade restores the FEN and the hash; both halves hash as from scratch`, () => {
      const v = compiled(slug);
      const halves = new Int32Array(MAX_MOVES);
      for (let seed = 1; seed <= 4; seed++) {
        const random = rng(seed);
        const pos = at(v, v.spec.startFen);
        for (let ply = 0; ply < 30; ply++) {
          const moves = legalMoves(pos);
          if (moves.length === 0) break;
          const fen = makeFen(pos);
          const [lo, hi] = [pos.hashLo, pos.hashHi];
          for (const m of moves.filter((_, i) => i % 7 === 0)) {
            pos.make(m);
            expect([pos.hashLo, pos.hashHi]).toEqual(pos.computeHash());
            expect(pos.board[wallSquare(m)]).toBe(WALL);
            pos.unmake();
            expect(makeFen(pos)).toBe(fen);
            expect([pos.hashLo, pos.hashHi]).toEqual([lo, hi]);
          }
          // The piece's move alone: the same side to move, its wall moves next, and the hash tells the half-turn apart.
          const piece = pieceMove(moves[0]!);
          pos.make(piece);
          expect(pos.turn).toBe(fen.split(' ')[1] === 'w' ? 0 : 1);
          expect([pos.hashLo, pos.hashHi]).toEqual(pos.computeHash());
          const n = pos.generateLegal(halves, 0);
          expect(n).toBe(moves.filter((m) => pieceMove(m) === piece).length);
          pos.unmake();
          const m = moves[Math.floor(random() * moves.length)]!;
          const walls = wallCount(pos.board);
          pos.make(m);
          // The duck moves (one on the board); an arrow stays (one more).
          expect(wallCount(pos.board)).toBe(slug === 'duck' ? 1 : walls + 1);
          const again = parseFen(v, makeFen(pos));
          expect(again.ok && makeFen(again.position)).toBe(makeFen(pos));
        }
      }
    });

    it(`${slug}: perft through the kernel equals the sum over whole moves, and the FENs of the oracle round-trip`, () => {
      const v = compiled(slug);
      for (const c of oracleCases(slug).filter((c) => c.nodes < 200000)) {
        const pos = at(v, c.fen);
        const whole = legalMoves(pos);
        let sum = 0;
        for (const m of whole) {
          pos.make(m);
          sum += perft(pos, c.depth - 1);
          pos.unmake();
        }
        expect(perft(pos, c.depth)).toBe(c.nodes);
        expect(sum).toBe(c.nodes);
      }
      expectOracleFensRoundTrip(slug);
    });
  }
});

describe('trails and static walls (snailtrail, joust, isolation)', () => {
  for (const slug of ['snailtrail', 'joust', 'isolation', 'la-mancha-duel']) {
    it(`${slug}: every whole move of 4 random games adds one wall (a trail: where the piece came from), and make/unmake restores the FEN and the hash`, () => {
      const v = compiled(slug);
      const trail = v.spec.walls === 'past';
      for (let seed = 1; seed <= 4; seed++) {
        const random = rng(seed);
        const pos = at(v, v.spec.startFen);
        for (let ply = 0; ply < 40; ply++) {
          const moves = legalMoves(pos);
          if (moves.length === 0) break;
          const fen = makeFen(pos);
          const [lo, hi] = [pos.hashLo, pos.hashHi];
          const m = moves[Math.floor(random() * moves.length)]!;
          const walls = wallCount(pos.board);
          pos.make(m);
          expect([pos.hashLo, pos.hashHi]).toEqual(pos.computeHash());
          expect(wallCount(pos.board)).toBe(walls + 1);
          // A trail's wall is where the piece came from: `a1b2,b2a1`.
          const uci = makeUci(at(v, fen), m);
          if (trail) expect(uci.split(',')[1]!.slice(2)).toBe(uci.slice(0, 2));
          pos.unmake();
          expect(makeFen(pos)).toBe(fen);
          expect([pos.hashLo, pos.hashHi]).toEqual([lo, hi]);
          pos.make(m);
        }
      }
    });
  }

  it('isolation: no wall ever goes on a starting square, whoever stood there', () => {
    const v = compiled('isolation');
    const pos = at(v, '3p2/6/6/6/6/6/6/2P3 w - - 0 1');
    const uci = legalMoves(pos).map((m) => makeUci(pos, m));
    expect(uci.filter((u) => u.endsWith('c1') || u.endsWith('d8'))).toEqual([]);
    expect(uci.length).toBe(5 * 45);
  });
});

describe('walled moves in notation', () => {
  it('UCI and SAN write and read the piece move, a comma and the wall', () => {
    const v = compiled('duck');
    const pos = at(v, v.spec.startFen);
    const r = matchMove(pos, 'e2e4,e4d5');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(makeUci(pos, r.move)).toBe('e2e4,e4d5');
    expect(makeSan(pos, r.move)).toBe('e4,d5');
    const san = matchMove(pos, 'e4,d5');
    expect(san.ok && san.move).toBe(r.move);
    expect(matchMove(pos, 'e4').ok).toBe(false);
    expect(matchMove(pos, 'e4,e4').ok).toBe(false);
  });

  it('the engine answers with a whole move', () => {
    const v = compiled('amazons');
    const pos = at(v, v.spec.startFen);
    const r = new Engine(v).search(pos, { depth: 1 });
    expect(r.move).not.toBeNull();
    expect(legalMoves(pos)).toContain(r.move);
  });
});

describe('the walls key in the loader', () => {
  it('is refused beside drops, at its value', () => {
    const text = ['---', 'title: X', 'slug: x', 'parent: crazyhouse', 'engine:', '  rules:', '    walls: duck', '---', ''].join('\n');
    const r = validateVariantSource(text, 'x.md');
    const d = r.diagnostics.find((x) => x.code === 'walls-rules');
    expect(d?.line).toBe(7);
  });

  it('wallRegion needs static walls and a defined region, each at its value', () => {
    const head = ['---', 'title: X', 'slug: x', 'parent: isolation', 'engine:', '  rules:'];
    const notStatic = validateVariantSource([...head, '    walls: past', '    wallRegion: open', '---', ''].join('\n'), 'x.md');
    expect(notStatic.diagnostics.find((x) => x.code === 'walls-region')?.line).toBe(8);
    const unknown = validateVariantSource([...head, '    wallRegion: nowhere', '---', ''].join('\n'), 'x.md');
    expect(unknown.diagnostics.find((x) => x.code === 'region-unknown')?.line).toBe(7);
  });
});
