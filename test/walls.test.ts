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

describe('a wall or a move (atlantis: edge walls, wallOrMove)', () => {
  it('every move of 4 random games made and unmade restores the FEN and the hash, which equals the one from scratch, and reads back from its SAN and UCI; a wall alone adds one wall', () => {
    const v = compiled('atlantis');
    for (let seed = 1; seed <= 4; seed++) {
      const random = rng(seed);
      const pos = at(v, v.spec.startFen);
      for (let ply = 0; ply < 60; ply++) {
        const moves = legalMoves(pos);
        if (moves.length === 0) break;
        const fen = makeFen(pos);
        const [lo, hi] = [pos.hashLo, pos.hashHi];
        for (const m of moves) {
          // A wall alone is written on a piece's square: neither its SAN nor that piece's moves' may take it for the other.
          const san = matchMove(pos, makeSan(pos, m));
          expect(san.ok && san.move, makeSan(pos, m)).toBe(m);
          const uci = matchMove(pos, makeUci(pos, m));
          expect(uci.ok && uci.move, makeUci(pos, m)).toBe(m);
          pos.make(m);
          expect([pos.hashLo, pos.hashHi]).toEqual(pos.computeHash());
          pos.unmake();
          expect(makeFen(pos)).toBe(fen);
          expect([pos.hashLo, pos.hashHi]).toEqual([lo, hi]);
        }
        const m = moves[Math.floor(random() * moves.length)]!;
        const walls = wallCount(pos.board);
        const alone = makeUci(pos, m).includes(',');
        pos.make(m);
        expect(wallCount(pos.board)).toBe(alone ? walls + 1 : walls);
        const again = parseFen(v, makeFen(pos));
        expect(again.ok && makeFen(again.position)).toBe(makeFen(pos));
      }
    }
  });

  it('perft through the kernel equals the sum over the listed moves, one ply each', () => {
    const v = compiled('atlantis');
    const count = (pos: ReturnType<typeof at>, depth: number): number => {
      if (depth === 0) return 1;
      let n = 0;
      for (const m of legalMoves(pos)) {
        pos.make(m);
        n += count(pos, depth - 1);
        pos.unmake();
      }
      return n;
    };
    for (const fen of [v.spec.startFen, 'r3k2r/8/8/3**3/8/8/8/R3K2R w KQkq - 0 1', '4k3/8/8/b7/2*5/8/8/4K3 w - - 0 1']) {
      const pos = at(v, fen);
      expect(perft(pos, 3)).toBe(count(pos, 3));
    }
  });

  it('a wall alone goes on the rim or next to a wall, never in check, and is written on the first piece (UCI a1a1,a1a3, SAN ,a3)', () => {
    const v = compiled('atlantis');
    const pos = at(v, v.spec.startFen);
    const walls = legalMoves(pos).map((m) => makeUci(pos, m)).filter((u) => u.includes(','));
    expect(walls.sort()).toEqual(['a3', 'a4', 'a5', 'a6', 'h3', 'h4', 'h5', 'h6'].map((sq) => `a1a1,a1${sq}`).sort());
    const r = matchMove(pos, ',a3');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(makeSan(pos, r.move)).toBe(',a3');
    expect(matchMove(pos, 'a1a1,a1a3').ok && makeUci(pos, r.move)).toBe('a1a1,a1a3');
    expect(matchMove(pos, ',d4').ok).toBe(false);
    expect(matchMove(pos, 'e4').ok).toBe(true);
    // Next to a wall (orthogonally), the sea spreads inwards; diagonally it does not.
    const next = at(v, '4k3/8/8/8/8/*7/8/4K3 w - - 0 1');
    const inner = legalMoves(next).map((m) => makeUci(next, m)).filter((u) => u.includes(',') && !/[ah][1-8]$|[a-h][18]$/.test(u));
    expect(inner).toEqual(['e1e1,e1b3']);
    // In check, only the king's moves: no wall, not even one that would block the rook.
    const check = at(v, '4k3/8/8/8/8/8/8/r3K3 w - - 0 1');
    expect(legalMoves(check).map((m) => makeUci(check, m)).sort()).toEqual(['e1d2', 'e1e2', 'e1f2']);
  });

  it('a wall alone clears the e.p. square and counts as its first piece\'s move for the move rule, as that engine does', () => {
    const v = compiled('atlantis');
    const pos = at(v, v.spec.startFen);
    for (const uci of ['e2e4', 'a7a7,a7a6']) {
      const r = matchMove(pos, uci);
      expect(r.ok).toBe(true);
      if (r.ok) pos.make(r.move);
    }
    // Black's first piece is the a7 pawn: the clock restarts; White's is the a1 rook: it runs on.
    expect(makeFen(pos)).toBe('rnbqkbnr/pppppppp/*7/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    const w = matchMove(pos, 'a1a1,a1b6');
    if (w.ok) pos.make(w.move);
    expect(makeFen(pos)).toBe('rnbqkbnr/pppppppp/**6/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 1 2');
    const ep = at(v, '4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1');
    const wall = matchMove(ep, ',a4');
    expect(wall.ok).toBe(true);
    if (wall.ok) ep.make(wall.move);
    // The e.p. square is gone; Black's first piece is the d4 pawn, so the clock restarts.
    expect(makeFen(ep)).toBe('4k3/8/8/8/*2pP3/8/8/4K3 w - - 0 2');
  });

  it('the engine answers with a legal move, a wall or a piece\'s', () => {
    const v = compiled('atlantis');
    const pos = at(v, v.spec.startFen);
    const r = new Engine(v).search(pos, { depth: 2 });
    expect(r.move).not.toBeNull();
    expect(legalMoves(pos)).toContain(r.move);
  });

  it('wallOrMove needs edge or static walls, at its value', () => {
    const head = ['---', 'title: X', 'slug: x', 'parent: chess', 'engine:', '  rules:'];
    const duck = validateVariantSource([...head, '    walls: duck', '    wallOrMove: true', '---', ''].join('\n'), 'x.md');
    expect(duck.diagnostics.find((x) => x.code === 'wall-or-move')?.line).toBe(8);
    const none = validateVariantSource([...head, '    wallOrMove: true', '---', ''].join('\n'), 'x.md');
    expect(none.diagnostics.find((x) => x.code === 'wall-or-move')?.line).toBe(7);
    const edge = validateVariantSource([...head, '    walls: edge', '    wallOrMove: true', '---', ''].join('\n'), 'x.md');
    expect(edge.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
  });
});
