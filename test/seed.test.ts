/**
 * The seed's Standard Wildebeest Chess: the file is the seed byte for byte,
 * and the rules its prose states hold.
 */
import {
  KIND_CASTLE,
  legalMoves,
  makeUci,
  moveKind,
  outcome,
  parseFen,
  type Position,
} from '@fairyforge/core';
import { loadVariant } from '@fairyforge/loader';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The seed document itself is beside the repository only in the development
// checkout; its SHA-256 is recorded in test/seed.sha256 (`sha256sum -c`
// format) so a clone checks the file too.
const seedPath = fileURLToPath(new URL('../../shared/seeds/000_b9fc12fd7abb4929.txt', import.meta.url));
const filePath = fileURLToPath(new URL('../variants/wildebeest.md', import.meta.url));
const recordedSha256 = (() => {
  const line = readFileSync(fileURLToPath(new URL('./seed.sha256', import.meta.url)), 'utf8');
  const m = /^([0-9a-f]{64}) {2}variants\/wildebeest\.md\n$/.exec(line);
  if (!m) throw new Error(`test/seed.sha256 is not one line '<sha256>  variants/wildebeest.md': ${JSON.stringify(line)}`);
  return m[1]!;
})();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function wildebeest() {
  const r = loadVariant('wildebeest');
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.variant;
}

function at(fen: string): Position {
  const r = parseFen(wildebeest().compiled, fen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}

describe('the seed variant file', () => {
  it('has the SHA-256 recorded for the seed', () => {
    expect(sha256(readFileSync(filePath))).toBe(recordedSha256);
  });

  // Only where the seed is beside the repository: the file and the record
  // against the document itself.
  if (existsSync(seedPath)) {
    it('is byte-identical to the seed', () => {
      expect(readFileSync(filePath).equals(readFileSync(seedPath))).toBe(true);
    });

    it("records the seed's own SHA-256", () => {
      expect(sha256(readFileSync(seedPath))).toBe(recordedSha256);
    });
  }

  it('loads as an 11×10 board with camels and wildebeests and no bishops', () => {
    const v = wildebeest();
    expect([v.spec.cols, v.spec.rows]).toEqual([11, 10]);
    const byLetter = Object.fromEntries(v.spec.pieces.map((p) => [p.letter, p.betza]));
    expect(byLetter).toEqual({ K: 'K', Q: 'Q', R: 'R', N: 'N', P: 'fmWfceFifmnD', C: 'C', W: 'NC' });
    expect(v.spec.startFen).toBe('rncwqkwcnr1/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNCWQKWCNR1 w - - 0 1');
  });

  it('gives white 39 legal moves at the start', () => {
    const pos = at(wildebeest().spec.startFen);
    expect(legalMoves(pos)).toHaveLength(39);
  });

  it('pawns step one or two from rank 2 only, and the double step leaves an e.p. square', () => {
    const pos = at(wildebeest().spec.startFen);
    const ucis = legalMoves(pos).map((m) => makeUci(pos, m));
    expect(ucis).toContain('k2k4');
    expect(ucis).toContain('k2k3');
    const p = at('5k5/11/11/11/11/11/11/4P6/11/5K5 w - - 0 1');
    expect(legalMoves(p).map((m) => makeUci(p, m))).not.toContain('e3e5');
  });

  it('never generates a castling move, even with king and rooks unmoved', () => {
    const pos = at('r4k4r/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/R4K4R w - - 0 1');
    let castles = 0;
    const walk = (depth: number) => {
      for (const m of legalMoves(pos)) {
        if (moveKind(m) === KIND_CASTLE) castles++;
        if (depth > 1) {
          pos.make(m);
          walk(depth - 1);
          pos.unmake();
        }
      }
    };
    walk(3);
    expect(castles).toBe(0);
    // Castling rights cannot even be stated: the king does not stand where chess castles from.
    expect(parseFen(wildebeest().compiled, 'r4k4r/11/11/11/11/11/11/11/11/R4K4R w KQkq - 0 1').ok).toBe(false);
  });

  it('promotes on the last rank to exactly Q, R, C, N or W', () => {
    const pos = at('5k5/1P9/11/11/11/11/11/11/11/5K5 w - - 0 1');
    const promos = legalMoves(pos)
      .map((m) => makeUci(pos, m))
      .filter((u) => u.startsWith('b9'));
    expect(promos.sort()).toEqual(['b9b10c', 'b9b10n', 'b9b10q', 'b9b10r', 'b9b10w']);
    const black = at('5k5/11/11/11/11/11/11/11/6p4/4K6 b - - 0 1');
    const blackPromos = legalMoves(black)
      .map((m) => makeUci(black, m))
      .filter((u) => u.startsWith('g2'));
    expect(blackPromos.sort()).toEqual(['g2g1c', 'g2g1n', 'g2g1q', 'g2g1r', 'g2g1w']);
  });

  it('scores stalemate as a draw and checkmate as a win', () => {
    expect(outcome(at('k10/11/1Q9/11/11/11/11/11/11/5K5 b - - 0 1'))).toEqual({ result: '1/2-1/2', reason: 'stalemate' });
    expect(outcome(at('k10/2W8/1Q9/11/11/11/11/11/11/5K5 b - - 0 1'))).toEqual({ result: '1-0', reason: 'checkmate' });
    expect(outcome(at(wildebeest().spec.startFen))).toBeNull();
  });
});
