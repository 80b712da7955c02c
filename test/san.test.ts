/**
 * SAN for any variant: the notation players read, and parsing what they type.
 * The property test walks random games of several variants and checks, in
 * every position, that each legal move's SAN is unique and parses back to it.
 */
import { Game, legalMoves, makeSan, matchSan, parseFen, parseSan, sanMoves, type CompiledVariant, type Position } from '@fairyforge/core';
import { mulberry32 } from '@fairyforge/engine';
import { loadVariant } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';

const cache = new Map<string, CompiledVariant>();
function variant(slug: string): CompiledVariant {
  if (!cache.has(slug)) {
    const r = loadVariant(slug);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    cache.set(slug, r.variant.compiled);
  }
  return cache.get(slug)!;
}

function at(slug: string, fen?: string): Position {
  const v = variant(slug);
  const r = parseFen(v, fen ?? v.spec.startFen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}

const sans = (pos: Position) => sanMoves(pos).map((m) => m.san);

describe('writing SAN', () => {
  it('pieces by letter, pawns bare, from the variant', () => {
    expect(sans(at('chess'))).toEqual(expect.arrayContaining(['Nf3', 'Nc3', 'e4', 'a3']));
    expect(sans(at('wildebeest'))).toEqual(expect.arrayContaining(['Cd4', 'We4', 'Wf3', 'Nj3', 'k4']));
  });

  it('disambiguates by file, then rank, then both', () => {
    expect(sans(at('chess', '4k3/8/8/8/8/8/4K3/R6R w - - 0 1'))).toEqual(expect.arrayContaining(['Rad1', 'Rhd1', 'Rh2', 'Ra2']));
    expect(sans(at('chess', '4k3/8/R7/8/8/8/8/R3K3 w - - 0 1'))).toEqual(expect.arrayContaining(['R1a3', 'R6a3', 'Rb6', 'Rb1']));
    const queens = sans(at('chess', '2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1'));
    expect(queens).toEqual(expect.arrayContaining(['Qh4e1', 'Qee1', 'Q1e1']));
  });

  it('writes ranks in full on tall boards, captures, promotions, checks and mates', () => {
    const pos = at('wildebeest', '5k5/1P9/11/11/11/11/11/11/11/5K5 w - - 0 1');
    expect(sans(pos).filter((s) => s.startsWith('b10')).sort()).toEqual(['b10=C', 'b10=N', 'b10=Q+', 'b10=R+', 'b10=W']);
    expect(sans(at('wildebeest', '5k5/4ppp4/11/11/11/11/11/11/11/R4K5 w - - 0 1'))).toEqual(expect.arrayContaining(['Ra10#', 'Ra9', 'Re1']));
    expect(sans(at('wildebeest', '5k5/4p6/11/11/11/11/11/11/11/R4K5 w - - 0 1'))).toEqual(expect.arrayContaining(['Ra10+']));
    expect(sans(at('chess', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1'))).toContain('exd6');
    expect(sans(at('chess', '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1'))).toContain('exd5');
  });

  it('castles as O-O towards the higher files and O-O-O towards the lower, on any board', () => {
    expect(sans(at('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'))).toEqual(expect.arrayContaining(['O-O', 'O-O-O']));
    expect(sans(at('capablanca', 'r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1'))).toEqual(expect.arrayContaining(['O-O', 'O-O-O']));
  });
});

describe('reading SAN', () => {
  it('accepts what players type: with or without x, +, #, =, annotations', () => {
    const pos = at('chess', 'r3k2r/1P6/8/3p4/4P3/8/8/R3K2R w KQkq - 0 1');
    const san = (text: string) => {
      const m = parseSan(pos, text);
      return m === null ? null : makeSan(pos, m);
    };
    expect(san('exd5')).toBe('exd5');
    expect(san('ed5')).toBe('exd5');
    expect(san('e4xd5!?')).toBe('exd5');
    expect(san('bxa8=Q+')).toBe('bxa8=Q+');
    expect(san('bxa8Q')).toBe('bxa8=Q+');
    expect(san('ba8=q')).toBe('bxa8=Q+');
    expect(san('b8N')).toBe('b8=N');
    expect(san('O-O')).toBe('O-O');
    expect(san('0-0-0')).toBe('O-O-O');
    expect(san('Ra8')).toBe('Rxa8+');
    expect(san('Rxb8')).toBe(null);

  });

  it('explains illegal, ambiguous and malformed input', () => {
    const pos = at('chess', '4k3/8/8/8/8/8/4K3/R6R w - - 0 1');
    expect(matchSan(pos, 'Rf1')).toMatchObject({ ok: false, error: 'ambiguous', candidates: ['Raf1', 'Rhf1'] });
    expect(matchSan(pos, 'Nf3')).toMatchObject({ ok: false, error: 'illegal' });
    expect(matchSan(pos, 'hello')).toMatchObject({ ok: false, error: 'syntax' });
    expect(matchSan(pos, 'O-O')).toMatchObject({ ok: false, error: 'illegal' });
    const promo = at('chess', '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
    const r = matchSan(promo, 'b8');
    expect(r).toMatchObject({ ok: false, error: 'ambiguous' });
    expect(!r.ok && r.message).toMatch(/promotion piece/);
    expect(matchSan(at('wildebeest'), 'O-O')).toMatchObject({ ok: false, error: 'illegal', message: expect.stringMatching(/castling/) });
  });
});

describe('the SAN round trip (property)', () => {
  // Boards, armies, castling rules and movers of several kinds.
  const slugs = ['chess', 'wildebeest', 'capablanca', 'perfect', 'grasshopper', 'pawnsideways', 'knightmate', 'makruk', 'nightrider', 'newzealand', 'chigorin', 'crazyhouse', 'chessgi', 'capahouse', 'shogi', 'minishogi', 'judkins', 'euroshogi', 'torishogi', 'gorogoro', 'kyotoshogi', 'grand', 'grandhouse', 'opulent', 'shogun', 'placement', 'sittuyin'];

  it.each(slugs)('%s: every legal move has a unique SAN that parses back to it', (slug) => {
    const v = variant(slug);
    const rng = mulberry32(slug.length * 7919 + 17);
    let positions = 0;
    for (let game = 0; game < 3; game++) {
      const g = Game.fromFen(v);
      if (!g.ok) throw new Error(g.error);
      const pos = g.game.pos;
      for (let ply = 0; ply < 40; ply++) {
        const list = sanMoves(pos);
        if (list.length === 0) break;
        positions++;
        const seen = new Map<string, number>();
        for (const { move, san } of list) {
          expect(seen.has(san), `${slug}: two moves written ${san}`).toBe(false);
          seen.set(san, move);
          expect(parseSan(pos, san), `${slug}: ${san} does not parse back`).toBe(move);
          // Without its check sign and capture mark it still names the move.
          const bare = san.replace(/[+#]$/, '');
          expect(parseSan(pos, bare)).toBe(move);
        }
        const moves = legalMoves(pos);
        pos.make(moves[Math.floor(rng() * moves.length)]!);
      }
    }
    expect(positions).toBeGreaterThan(60);
  });
});
