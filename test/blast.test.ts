/**
 * Atomic blasts (rules/blast.ts): make/unmake of every legal move on atomic
 * playouts restores the FEN and the hash (the blast's undo record), the
 * incremental hash equals the one computed from scratch after each blast,
 * every oracle position's FEN is written back as read, the engine's search
 * finishes on these variants, and the loader's checks of the `blast` key
 * report at their values.
 */
import { makeFen, makeUci, MAX_MOVES } from '@fairyforge/core';
import { Engine } from '@fairyforge/engine';
import { loadVariant, validateVariantSource } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { compiledVariant as compiled, expectOracleFensRoundTrip, playUci, positionAt as at } from './oracle.ts';
// A small seeded generator (mulberry32), so a failure reproduces.
import { mulberry32 as rng } from '@fairyforge/engine';

const SLUGS = ['atomic', 'nocheckatomic'];
// The variants built on blasts beside them (issue 18's list): make/unmake and the search must hold for each.
const FAMILY = ['allexplodeatomic', 'atomic-giveaway', 'antiatomic', 'atomic-giveaway-hill', '6x6atom', 'epicatomic', 'atomar', 'nuclear'];


describe('blasts in make and unmake', () => {
  it.each([...SLUGS, ...FAMILY])('%s: every legal move of 15 random games made and unmade restores the FEN and the hash', (slug) => {
    const v = compiled(slug);
    const moves = new Int32Array(MAX_MOVES);
    let blasts = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const random = rng(seed);
      const pos = at(v, v.spec.startFen);
      for (let ply = 0; ply < 80; ply++) {
        const n = pos.generateLegal(moves, 0);
        if (n === 0) break;
        const fen = makeFen(pos);
        const [lo, hi] = [pos.hashLo, pos.hashHi];
        for (let i = 0; i < n; i++) {
          const before = pos.pcount.reduce((a, b) => a + b, 0);
          pos.make(moves[i]!);
          // A capture takes at least two pieces off: the captured one and the captor.
          if (before - pos.pcount.reduce((a, b) => a + b, 0) >= 2) blasts++;
          expect([pos.hashLo, pos.hashHi], `${fen} ${makeUci(pos, moves[i]!)}`).toEqual(pos.computeHash());
          pos.unmake();
          expect(makeFen(pos)).toBe(fen);
          expect([pos.hashLo, pos.hashHi]).toEqual([lo, hi]);
        }
        pos.make(moves[Math.floor(random() * n)]!);
      }
    }
    // The games must have exercised blasts, or the property says nothing about them.
    expect(blasts).toBeGreaterThan(50);
  });

  it('keeps its records past the first undo stack: a blast 300 plies deep is undone with the rest', () => {
    const v = compiled('atomic');
    const pos = at(v, '4k3/8/8/n7/8/8/8/R3K2R w - - 0 1');
    const fen = makeFen(pos);
    const play = (uci: string) => playUci(pos, uci);
    // 300 plies of rook and king shuffles outgrow the 256 records the stack starts with.
    const shuffle = ['h1h2', 'e8d8', 'h2h1', 'd8e8'];
    for (let i = 0; i < 300; i++) play(shuffle[i % 4]!);
    play('a1a5');
    expect(makeFen(pos)).toBe('4k3/8/8/8/8/8/8/4K2R b - - 0 151');
    expect([pos.hashLo, pos.hashHi]).toEqual(pos.computeHash());
    for (let i = 0; i < 301; i++) pos.unmake();
    expect(makeFen(pos)).toBe(fen);
  });
});

describe('the FEN of atomic positions', () => {
  it.each(SLUGS)('%s: every oracle position is written back exactly as read', (slug) => expectOracleFensRoundTrip(slug));
});

describe('the engine on atomic variants', () => {
  // The position is an 8×8 one with castling rights: not for the other boards, nor for antiatomic, which has no castling.
  it.each([...SLUGS, ...FAMILY.filter((s) => !['6x6atom', 'epicatomic', 'antiatomic'].includes(s))])('%s: a depth-3 search from a busy middle game finishes with a legal move', (slug) => {
    const v = compiled(slug);
    // Many captures possible at once, each blasting: quiescence must still end.
    const pos = at(v, 'r1bqk2r/ppp2ppp/2n2n2/2bpp3/2BPP3/2N2N2/PPP2PPP/R1BQK2R w KQkq - 0 6');
    const result = new Engine(v).search(pos, { depth: 3 });
    expect(result.move).not.toBeNull();
    expect(makeFen(pos)).toBe('r1bqk2r/ppp2ppp/2n2n2/2bpp3/2BPP3/2N2N2/PPP2PPP/R1BQK2R w KQkq - 0 6');
  });

  it('atomic: finds the capture that blows up the king', () => {
    const v = compiled('atomic');
    const pos = at(v, '4k3/3n4/8/2N5/8/8/8/r3K3 w - - 0 1');
    expect(makeUci(pos, new Engine(v).search(pos, { depth: 2 }).move!)).toBe('c5d7');
  });
});

describe("the loader's checks of blasts", () => {
  const file = (pieces: string, rules: string, parent = 'chess') => `---\nslug: mine\nparent: ${parent}\nengine:\n${pieces}  rules:\n${rules}---\n`;
  const errors = (text: string) => validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.line, d.column]);
  const commoner = '  pieces:\n    K: commoner\n';
  const pseudo = '    extinction: { types: [K], pseudoRoyal: true }\n';

  it('report an immune letter the variant lacks at its value', () => {
    expect(errors(file(commoner, `${pseudo}    blast: { immune: [P, X] }\n`))).toEqual([['blast-piece', 9, 26]]);
  });

  it('refuse a royal king beside blasts, and take blasts with drops (atomiczh: the blasted pieces go to the hands)', () => {
    expect(errors(file('', '    blast: { immune: [P] }\n'))).toEqual([['blast-royal', 6, 12]]);
    expect(errors(file(commoner, `${pseudo}    blast: { immune: [P] }\n`, 'crazyhouse'))).toEqual([]);
  });

  it('report a blast-proof letter the variant lacks, and a blast-proof pseudo-royal king, at their values', () => {
    expect(errors(file(commoner, `${pseudo}    blast: { immune: [P], proof: [X] }\n`))).toEqual([['blast-piece', 9, 35]]);
    expect(errors(file(commoner, `${pseudo}    blast: { immune: [P], proof: [K] }\n`))).toEqual([['blast-proof-royal', 9, 35]]);
  });

  it('report a mutually immune letter the variant lacks, and a royal or pseudo-royal one, at their values', () => {
    const blast = '    blast: { immune: [P] }\n';
    expect(errors(file(commoner, `${blast}    mutuallyImmune: [X]\n`))).toEqual([['immune-piece', 9, 22]]);
    expect(errors(file(commoner, `${pseudo}${blast}    mutuallyImmune: [K]\n`))).toEqual([['immune-royal', 10, 22]]);
    expect(errors(file('', '    mutuallyImmune: [K]\n'))).toEqual([['immune-royal', 6, 22]]);
  });

  it('atomar: the kings are blast-proof and mutually immune', () => {
    const r = loadVariant('atomar');
    expect(r.ok && r.variant.spec.blast).toEqual({ immune: ['P'], proof: ['K'] });
    expect(r.ok && r.variant.spec.mutuallyImmune).toEqual(['K']);
  });

  it('default the immune pieces to the pawns', () => {
    const r = loadVariant('nocheckatomic');
    expect(r.ok && r.variant.spec.blast).toEqual({ immune: ['P'] });
  });
});
