import { compileBetza } from '@fairyforge/betza';
import { BUNDLED_VARIANTS_DIR, catalogueFile, loadCatalogue } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';
import { BLACK_PIECE, CATALOGUE_GLYPHS, WHITE_PIECE, glyphMarkup, resolveGlyph, type GlyphPiece } from './glyphs.ts';
import { parseXml } from './testing.fixture.ts';

const catalogue = (() => {
  const r = loadCatalogue(catalogueFile(BUNDLED_VARIANTS_DIR)!);
  if (!r.ok) throw new Error('catalogue');
  return r.catalogue.entries;
})();

const atomsKey = (betza: string) => {
  const r = compileBetza(betza);
  if (!r.ok) throw new Error(betza);
  return r.atoms.map((a) => JSON.stringify(a)).sort().join('|');
};
const piece = (p: Partial<GlyphPiece> & { name: string }): GlyphPiece => ({ letter: 'X', betza: 'K', royal: false, pawn: false, ...p });

describe('glyphs', () => {
  it('exist for every catalogue piece, with the same movement as the catalogue', () => {
    for (const [name, entry] of catalogue) {
      expect(CATALOGUE_GLYPHS[name], `glyph for ${name}`).toBeDefined();
      expect(atomsKey(CATALOGUE_GLYPHS[name]!.betza), name).toBe(atomsKey(entry.betza));
    }
    expect(Object.keys(CATALOGUE_GLYPHS).sort()).toEqual([...catalogue.keys()].sort());
  });

  it('are chosen by name for every catalogue piece', () => {
    for (const [name, entry] of catalogue) {
      const g = resolveGlyph(piece({ name, betza: entry.betza, royal: entry.royal ?? false, pawn: entry.pawn ?? false, letter: entry.letter }));
      expect(g.by).toBe('name');
      expect(g.key).toBe(name);
    }
  });

  it('are drawings of their own: no two catalogue pieces look the same, except synonyms', () => {
    const seen = new Map<string, string>();
    for (const name of Object.keys(CATALOGUE_GLYPHS)) {
      const markup = glyphMarkup(resolveGlyph(piece({ name })).layers, WHITE_PIECE);
      const twin = seen.get(markup);
      if (twin) expect([twin, name].sort()).toEqual(['gnu', 'wildebeest']);
      seen.set(markup, name);
    }
    expect(seen.size).toBe(Object.keys(CATALOGUE_GLYPHS).length - 1);
  });

  it('fall back by pawn flag, then by movement, then to a lettered disc', () => {
    expect(resolveGlyph(piece({ name: 'bia', betza: 'fmWfcF', pawn: true }))).toMatchObject({ key: 'pawn', by: 'pawn' });
    expect(resolveGlyph(piece({ name: 'prime minister', betza: 'BN' }))).toMatchObject({ key: 'archbishop', by: 'movement' });
    expect(resolveGlyph(piece({ name: 'met', betza: 'F' }))).toMatchObject({ key: 'ferz', by: 'movement' });
    expect(resolveGlyph(piece({ name: 'khon', betza: 'FfW' }))).toMatchObject({ key: 'silver-general', by: 'movement' });
    expect(resolveGlyph(piece({ name: 'man', betza: 'K' }))).toMatchObject({ key: 'commoner', by: 'movement' });
    expect(resolveGlyph(piece({ name: 'emperor', betza: 'K', royal: true }))).toMatchObject({ key: 'king', by: 'movement' });
    expect(resolveGlyph(piece({ name: 'mystery', betza: 'WD', letter: 'Y' }))).toMatchObject({ key: 'letter-Y', by: 'fallback' });
  });

  it('give a royal piece that is not a king a crown badge', () => {
    const g = resolveGlyph(piece({ name: 'royal knight', betza: 'N', royal: true }));
    expect(g).toMatchObject({ key: 'knight-royal', by: 'movement' });
    expect(glyphMarkup(g.layers, WHITE_PIECE)).not.toBe(glyphMarkup(resolveGlyph(piece({ name: 'knight', betza: 'N' })).layers, WHITE_PIECE));
  });

  it('paint white pieces light with dark outlines, black pieces dark with light details', () => {
    for (const name of ['knight', 'camel', 'wildebeest', 'archbishop', 'xiangqi-horse', 'ferz']) {
      const layers = resolveGlyph(piece({ name })).layers;
      const white = glyphMarkup(layers, WHITE_PIECE);
      const black = glyphMarkup(layers, BLACK_PIECE);
      expect(white).toContain(`fill="${WHITE_PIECE.fill}" stroke="${WHITE_PIECE.outline}"`);
      expect(black).toContain(`fill="${BLACK_PIECE.fill}" stroke="${BLACK_PIECE.outline}"`);
      expect(black).toContain(BLACK_PIECE.detail);
      parseXml(`<svg xmlns="http://www.w3.org/2000/svg">${white}${black}</svg>`);
    }
  });

  it('keep outline widths equal when a figure is scaled inside a compound', () => {
    const markup = glyphMarkup(resolveGlyph(piece({ name: 'chancellor' })).layers, WHITE_PIECE);
    // Outer paths 3.2; inside scale(0.8) and scale(0.86) groups 3.2/0.8 = 4 and 3.2/0.86 ≈ 3.72.
    expect(markup).toContain('stroke-width="3.2"');
    expect(markup).toContain('stroke-width="4"');
    expect(markup).toContain('stroke-width="3.72"');
  });
});
