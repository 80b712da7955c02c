/**
 * Petrification (rules/petrify.ts): make/unmake of every legal move on
 * petrified playouts restores the FEN and the hash (the petrified piece's
 * undo slot, the wall's key), every oracle position's FEN (walls `*`) is
 * written back as read, `*` is a wall only where the variant has walls,
 * SAN, the engine and the pictures handle walls, and the loader's checks of
 * the `petrify` key report at their values.
 */
import { KIND_EN_PASSANT, legalMoves, makeFen, makeSan, makeUci, MAX_MOVES, moveKind, parseFen, WALL } from '@fairyforge/core';
import { Engine, mulberry32 as rng } from '@fairyforge/engine';
import { loadVariant, validateVariantSource } from '@fairyforge/loader';
import { boardScene, renderBoard } from '@fairyforge/render';
import { pieceDiagramScene } from '../packages/render/src/diagram.ts';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, oracleLines, playUci, positionAt as at, repoOracleFile, variant } from './oracle.ts';

const walls = (board: Uint8Array) => board.reduce((n, c) => n + (c === WALL ? 1 : 0), 0);

describe('petrification in make and unmake', () => {
  it('petrified: every legal move of 15 random games made and unmade restores the FEN and the hash', () => {
    const v = compiled('petrified');
    const moves = new Int32Array(MAX_MOVES);
    let petrified = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const random = rng(seed);
      const pos = at(v, v.spec.startFen);
      for (let ply = 0; ply < 100; ply++) {
        const n = pos.generateLegal(moves, 0);
        if (n === 0) break;
        const fen = makeFen(pos);
        const [lo, hi] = [pos.hashLo, pos.hashHi];
        const before = walls(pos.board);
        for (let i = 0; i < n; i++) {
          pos.make(moves[i]!);
          expect([pos.hashLo, pos.hashHi], `${fen} ${makeUci(pos, moves[i]!)}`).toEqual(pos.computeHash());
          if (walls(pos.board) > before) {
            petrified++;
            // The FEN after a petrification, its new wall and all, reads back and is written the same.
            const written = makeFen(pos);
            const after = parseFen(v, written);
            expect(after.ok && makeFen(after.position)).toBe(written);
          }
          pos.unmake();
          expect(makeFen(pos)).toBe(fen);
          expect([pos.hashLo, pos.hashHi]).toEqual([lo, hi]);
        }
        pos.make(moves[Math.floor(random() * n)]!);
      }
    }
    // The games must have made walls, or the property says nothing about them.
    expect(petrified).toBeGreaterThan(100);
  });

  it('keeps its records past the first undo stack: a petrification 300 plies deep is undone with the rest', () => {
    const v = compiled('petrified');
    const pos = at(v, '4k3/8/8/n7/8/8/8/R3K3 w - - 0 1');
    const fen = makeFen(pos);
    const play = (uci: string) => playUci(pos, uci);
    // 300 plies of king shuffles outgrow the 256 records the stack starts with.
    const shuffle = ['e1f1', 'e8d8', 'f1e1', 'd8e8'];
    for (let i = 0; i < 300; i++) play(shuffle[i % 4]!);
    play('a1a5');
    expect(makeFen(pos)).toBe('4k3/8/8/*7/8/8/8/4K3 b - - 0 151');
    expect([pos.hashLo, pos.hashHi]).toEqual(pos.computeHash());
    for (let i = 0; i < 301; i++) pos.unmake();
    expect(makeFen(pos)).toBe(fen);
  });

  it('a capture that promotes is decided by the pawn that moved: it stays the piece it became', () => {
    const v = compiled('petrified');
    const pos = at(v, '1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    const m = legalMoves(pos).find((x) => makeUci(pos, x) === 'a7b8q')!;
    expect(makeSan(pos, m)).toBe('axb8=Q+');
    pos.make(m);
    expect(makeFen(pos)).toBe('1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1');
  });

  it('SAN writes a petrifying capture as a capture', () => {
    const v = compiled('petrified');
    const pos = at(v, '4k3/8/3p4/8/4N3/8/8/4K3 w - - 0 1');
    expect(legalMoves(pos).map((m) => makeSan(pos, m))).toContain('Nxd6');
  });
});

describe('the FEN of petrified positions', () => {
  it('petrified: every oracle position is written back as read, its e.p. field where a capture can use it', () => {
    // Fairy-Stockfish writes the squares a sideways-capable pawn's double step crossed and landed on (`a3a4`)
    // even where nothing can take en passant; the README's rule is that such a field is not honoured, so it is written `-`.
    const v = compiled('petrified');
    const lines = oracleLines(repoOracleFile('petrified')!);
    let unusable = 0;
    for (const line of lines) {
      const { fen } = JSON.parse(line) as { fen: string };
      const pos = at(v, fen);
      const written = makeFen(pos);
      if (written === fen) continue;
      const fields = fen.split(' ');
      expect(fields[3]).not.toBe('-');
      expect(legalMoves(pos).some((m) => moveKind(m) === KIND_EN_PASSANT)).toBe(false);
      expect(written).toBe([...fields.slice(0, 3), '-', ...fields.slice(4)].join(' '));
      unusable++;
    }
    // Exactly the one case whose e.p. field no capture can use.
    expect([lines.length, unusable]).toEqual([6, 1]);
  });

  it('reads `*` as a wall only where the variant has walls', () => {
    const fen = '4k3/8/3*4/8/8/8/8/4K3 w - - 0 1';
    const r = parseFen(compiled('petrified'), fen);
    expect(r.ok && walls(r.position.board)).toBe(1);
    const chess = parseFen(compiled('chess'), fen);
    expect(chess.ok ? null : [chess.field, chess.offset, chess.error]).toEqual(['placement', fen.indexOf('*'), "rank 6: '*' on d6, but this variant has no holes and no walls"]);
  });
});

describe('the engine on petrified chess', () => {
  it('a depth-3 search from a middle game with walls finishes with a legal move and leaves the position as it was', () => {
    const v = compiled('petrified');
    const fen = 'r1b1kr2/p2qpn1n/2p3pb/1*1p4/1P2P1p1/2PQpNP1/PBN1P1P1/2K2R1R b q - 3 32';
    const pos = at(v, fen);
    const result = new Engine(v).search(pos, { depth: 3 });
    expect(legalMoves(pos)).toContain(result.move);
    expect(makeFen(pos)).toBe(fen);
  });
});

describe('pictures of walls', () => {
  it('a wall is drawn as a block on its square, named in the picture, and is no piece', () => {
    const v = variant('petrified');
    const fen = '4k3/8/3*4/8/8/8/8/4K3 w - - 0 1';
    expect(boardScene(v, { fen }).walls).toEqual([43]);
    expect(boardScene(v, { fen }).pieces.length).toBe(2);
    const svg = renderBoard(v, { fen });
    expect(svg).toContain('<g class="walls"><g><title>wall on d6</title>');
    expect(svg).toContain('Walls: d6.');
    expect(renderBoard(v)).not.toContain('class="walls"');
  });

  it("a piece's move diagram shows the wall, and the wall stops the piece's line without being taken", () => {
    const v = variant('petrified');
    const scene = pieceDiagramScene(v, { letter: 'R', square: 'd4', fen: '4k3/8/3*4/8/8/8/8/4K3 w - - 0 1' });
    expect(scene.walls).toEqual([43]);
    const marked = new Map(scene.marks!.map((m) => [m.square, m.kind]));
    // Up the d-file the rook reaches d5 only: d6 is the wall (not a capture), d7 and d8 lie behind it.
    expect([35, 43, 51, 59].map((sq) => marked.get(sq) ?? null)).toEqual(['both', null, null, null]);
  });
});

describe("the loader's checks of petrification", () => {
  const file = (pieces: string, rules: string, parent = 'chess') => `---\nslug: mine\nparent: ${parent}\nengine:\n${pieces}  rules:\n${rules}---\n`;
  const errors = (text: string) => validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.line, d.column]);
  const commoner = '  pieces:\n    K: commoner\n';
  const pseudo = '    extinction: { types: [K], pseudoRoyal: true }\n';

  it('report a letter the variant lacks, and a royal piece, at their values', () => {
    expect(errors(file(commoner, `${pseudo}    petrify: { pieces: [Q, X] }\n`))).toEqual([['petrify-piece', 9, 28]]);
    expect(errors(file('', '    petrify: { pieces: [Q, K] }\n'))).toEqual([['petrify-royal', 6, 28]]);
  });

  it('refuse petrification with drops, and accept it beside blasts (nuclear)', () => {
    expect(errors(file('', '    petrify: { pieces: [Q] }\n', 'crazyhouse'))).toEqual([['petrify-drops', 6, 14]]);
    expect(errors(file(commoner, `${pseudo}    petrify: { pieces: [Q] }\n`, 'atomic'))).toEqual([]);
  });

  it('default the pieces to all but the pawns and the royal ones', () => {
    const v = validateVariantSource(file('', '    petrify: {}\n'), 'mine.md');
    expect(v.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(new Set(v.variant?.spec.petrify?.pieces)).toEqual(new Set(['N', 'B', 'R', 'Q']));
    const shipped = loadVariant('petrified');
    expect(shipped.ok && shipped.variant.spec.petrify).toEqual({ pieces: ['K', 'Q', 'R', 'B', 'N'] });
  });
});
