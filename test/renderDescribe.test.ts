/** Plain-English movement from the Betza syntax tree (used by the rules pages' piece tables). */
import { describeBetza } from '@fairyforge/betza';
import { BUNDLED_VARIANTS_DIR, catalogueFile, loadCatalogue } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';

const text = (betza: string) => {
  const r = describeBetza(betza);
  if (!r.ok) throw new Error(r.error);
  return r.text;
};

describe('describeBetza', () => {
  it.each([
    ['K', 'Moves or captures one square in any direction.'],
    ['Q', 'Moves or captures any distance in any direction.'],
    ['R', 'Moves or captures any distance orthogonally.'],
    ['N', "Moves or captures with a knight's leap (2,1)."],
    ['C', "Moves or captures with a camel's leap (3,1)."],
    ['NC', "Moves or captures with a knight's leap (2,1) or a camel's leap (3,1)."],
    ['BN', "Moves or captures any distance diagonally or with a knight's leap (2,1)."],
    ['fmWfceFifmnD', 'Moves without capturing one square straight forward. Captures one square diagonally forward (also en passant). On its first move, moves without capturing two squares straight forward, if the square in between is empty.'],
    ['mRcpR', 'Moves without capturing any distance orthogonally. Captures any distance orthogonally, hopping over exactly one piece on the way.'],
    ['gQ', 'Moves or captures along ranks, files and diagonals, landing on the square just beyond the first piece in the way.'],
    ['nN', "Moves or captures with a knight's leap (2,1), unless the square next to it in the long direction is occupied (a lame leap)."],
    ['NN', "Moves or captures with any number of knight's leaps (2,1) in one straight line."],
    ['ffN', "Moves or captures with a knight's leap (2,1), only its two most forward leaps."],
    ['fR', 'Moves or captures any distance straight forward.'],
    ['sR', 'Moves or captures any distance sideways.'],
    ['R4', 'Moves or captures up to four squares orthogonally.'],
    ['FfW', 'Moves or captures one square diagonally or one square straight forward.'],
    ['fsK', 'Moves or captures one square diagonally forward.'],
    ['frF', 'Moves or captures one square diagonally forward to the right.'],
    ['feF', 'Captures en passant one square diagonally forward.'],
    ['nZ', "Moves or captures with a zebra's leap (3,2), if the squares it passes are empty."],
  ])('%s: %s', (betza, expected) => {
    expect(text(betza)).toBe(expected);
  });

  it('describes every catalogue piece', () => {
    const r = loadCatalogue(catalogueFile(BUNDLED_VARIANTS_DIR)!);
    if (!r.ok) throw new Error('catalogue');
    for (const [name, e] of r.catalogue.entries) {
      const t = text(e.betza);
      expect(t, name).toMatch(/^[A-Z][^.]+\.( [A-Z][^.]+\.)*$/);
    }
  });

  it('reports what it cannot read instead of throwing', () => {
    expect(describeBetza('Xyz')).toMatchObject({ ok: false });
    expect(describeBetza('')).toMatchObject({ ok: false });
  });
});
