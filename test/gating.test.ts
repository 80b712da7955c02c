/**
 * Gating (rules/gating.ts): the move encoding, make/unmake of every legal
 * move on random S-chess, S-house and Ouk Chatrang games (FEN, hash and
 * gates restored), the fast legal list against the make-and-test one, UCI
 * and SAN written and read back, every oracle position's FEN (hands and
 * gates) written back as read, Fairy-Stockfish's rules where they are not
 * obvious, and the loader's checks of the `gating` key.
 */
import { encodeGating, KIND_CASTLE, makeFen, makeSan, makeUci, MAX_MOVES, moveBase, moveGate, moveGateSquare, movePromotion, parseSan, parseUci } from '@fairyforge/core';
import { mulberry32 as rng } from '@fairyforge/engine';
import { validateVariantSource } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { encodeMove, KIND_NORMAL } from '../packages/core/src/moves.ts';
import { compiledVariant as compiled, expectOracleFensRoundTrip, positionAt as at, playUci } from './oracle.ts';

const SLUGS = ['seirawan', 'shouse', 'cambodian'] as const;

describe('the gating move encoding', () => {
  it('keeps the plain move, the gated type and the gate, and promotes nothing', () => {
    const plain = encodeMove(1, 18, -1, KIND_NORMAL);
    const gated = encodeGating(plain, 6, false);
    expect([moveBase(gated), moveGate(gated), moveGateSquare(gated), movePromotion(gated)]).toEqual([plain, 6, 1, -1]);
    expect(moveGate(plain)).toBe(-1);
    // A castling move gating on the rook's square: its first king destination back, the rook's square as the gate.
    const castle = encodeMove(4, 7, 0, KIND_CASTLE);
    const onRook = encodeGating(castle, 7, true);
    expect([moveBase(onRook), moveGate(onRook), moveGateSquare(onRook)]).toEqual([castle, 7, 7]);
  });
});

describe('gating in make and unmake', () => {
  for (const slug of SLUGS) {
    it(`${slug}: every legal move of 8 random games made and unmade restores the FEN, the hash and the gates; the lists agree; UCI and SAN read back`, () => {
      const v = compiled(slug);
      const moves = new Int32Array(MAX_MOVES);
      const reference = new Int32Array(MAX_MOVES);
      let gatedOrFirst = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const random = rng(seed);
        const pos = at(v, v.spec.startFen);
        for (let ply = 0; ply < 60; ply++) {
          const n = pos.generateLegal(moves, 0);
          if (n === 0) break;
          const list = Array.from(moves.subarray(0, n));
          const byMaking = Array.from(reference.subarray(0, pos.generateLegalByMaking(reference, 0)));
          expect(new Set(list), makeFen(pos)).toEqual(new Set(byMaking));
          expect(new Set(list).size).toBe(n);
          const fen = makeFen(pos);
          const [lo, hi, gates] = [pos.hashLo, pos.hashHi, pos.gates];
          for (const m of list) {
            const uci = makeUci(pos, m);
            expect(parseUci(pos, uci), `${fen} ${uci}`).toBe(m);
            expect(parseSan(pos, makeSan(pos, m)), `${fen} ${makeSan(pos, m)}`).toBe(m);
            if (moveGate(m) >= 0 || (slug === 'cambodian' && /^(d1b2|d1f2|e1e3|e8c7|e8g7|d8d6)$/.test(uci))) gatedOrFirst++;
            pos.make(m);
            expect([pos.hashLo, pos.hashHi], `${fen} ${uci}`).toEqual(pos.computeHash());
            pos.unmake();
            expect(makeFen(pos)).toBe(fen);
            expect([pos.hashLo, pos.hashHi, pos.gates]).toEqual([lo, hi, gates]);
          }
          pos.make(list[Math.floor(random() * n)]!);
        }
      }
      // The games must have offered the new moves, or the property says nothing about them.
      expect(gatedOrFirst).toBeGreaterThan(20);
    });

    it(`${slug}: every oracle position's FEN is written back as read`, () => expectOracleFensRoundTrip(slug));
  }
});

describe("Fairy-Stockfish's gating rules", () => {
  it('the gated piece shields nothing: a pinned knight may not leave even though the hawk would fill its square', () => {
    const v = compiled('seirawan');
    const pos = at(v, '4k3/8/8/8/8/8/8/r1N1K3[H] w C - 0 1');
    const ucis = new Set(Array.from((() => { const b = new Int32Array(MAX_MOVES); return b.subarray(0, pos.generateLegal(b, 0)); })(), (m) => makeUci(pos, m)));
    expect(['c1b3h', 'c1d3h', 'c1b3', 'c1d3'].filter((u) => ucis.has(u))).toEqual([]);
  });

  it('UCI writes castling onto the rook gate from the rook, SAN with the square', () => {
    const v = compiled('seirawan');
    const pos = at(v, 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[Hh] w KQkq - 0 1');
    const onRook = parseUci(pos, 'h1e1h')!;
    expect(makeSan(pos, onRook)).toBe('O-O/Hh1');
    expect(makeSan(pos, parseUci(pos, 'e1g1h')!)).toBe('O-O/H');
    expect(parseSan(pos, 'O-O/Hh1')).toBe(onRook);
    playUci(pos, 'h1e1h');
    expect(makeFen(pos)).toBe('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKH[h] b kq - 1 1');
  });

  it('SAN writes the gated piece after a slash', () => {
    const v = compiled('seirawan');
    const pos = at(v, v.spec.startFen);
    expect(makeSan(pos, parseUci(pos, 'g1f3e')!)).toBe('Nf3/E');
    expect(makeUci(pos, parseSan(pos, 'Nc3/H')!)).toBe('b1c3h');
    expect(parseSan(pos, 'e4/H')).toBeNull();
  });
});

describe("the loader's checks of gating", () => {
  const file = (rules: string, parent = 'chess') => `---\nslug: mine\nparent: ${parent}\nengine:\n  rules:\n${rules}---\n`;
  const errors = (text: string) => validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.line, d.column]);

  it('report a gating that does nothing, at its value', () => {
    expect(errors(file('    gating: {}\n'))).toEqual([['gating-empty', 6, 13]]);
  });

  it('report a cambodian piece the variant lacks, and a king that is not royal, at their values', () => {
    expect(errors(file('    gating: { cambodian: { met: X } }\n', 'makruk'))).toEqual([['gating-piece', 6, 33]]);
    expect(errors(file('    gating: { cambodian: { king: M } }\n', 'makruk'))).toEqual([['gating-piece', 6, 34]]);
  });

  it('refuse gating from the hand with flexible castling', () => {
    expect(errors(file('    gating: { hand: true }\n', 'wildebeest-schmittberger'))).toEqual([['gating-castling', 6, 21]]);
  });
});
