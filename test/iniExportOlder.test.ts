/**
 * `export-ini` sections that builds of Fairy-Stockfish older than ffish 0.7.10 read alike too, where the
 * current keys have a form both read. Native Fairy-Stockfish 14.0.1 (Debian's build, issue 19) knows
 * neither `castlingRookPieces` (its `castlingRookPiece` is its rook type unless stated) nor the
 * double-step regions (it steps two from `doubleStepRank`, the second rank unless stated): so a castling
 * partner written as a custom piece crashed it at the first position (78 of 202 sections, chess among
 * them), and 6x6atom's "no double step" written as empty regions gave its pawns a double step (1915
 * nodes at depth 3 where ffish and fairyforge count 344). What 14.0.1 cannot read at all (promotion
 * regions, a lame `nD`) is listed in the README's INI page. ffish counts every section alike
 * (test/iniExport.test.ts); these tests pin the forms.
 */
import { describe, expect, it } from 'vitest';
import { exportIni, importIni, loadVariantSource, memoryHost, sameRules } from '@fairyforge/loader';
import { shippedSlugs, variant } from './oracle.ts';

/** The exported section's lines as key → value (a key written twice keeps both, in order). */
function fields(slug: string): Map<string, string[]> {
  const r = exportIni(variant(slug));
  if (!r.ok) throw new Error(`${slug}: ${r.problems.map((p) => p.message).join('; ')}`);
  const out = new Map<string, string[]>();
  for (const line of r.text.split('\n').slice(1).filter((l) => l.includes(' = '))) {
    const [k, v] = line.split(' = ') as [string, string];
    out.set(k, [...(out.get(k) ?? []), v]);
  }
  return out;
}

describe('export-ini in the forms older builds read', () => {
  it('writes a variant whose pawns never step two as doubleStep = false, with no regions', () => {
    for (const slug of ['6x6atom', 'ordamirror']) {
      const f = fields(slug);
      expect(f.get('doubleStep'), slug).toEqual(['false']);
      expect(f.has('doubleStepRegionWhite'), slug).toBe(false);
      expect(f.has('doubleStepRegionBlack'), slug).toBe(false);
    }
    // Read back, the section is 6x6atom's rules (its pawn without a double step is that engine's single-step pawn);
    // the same section with the double step is not.
    const back = (text: string) => {
      const r = importIni(text, '6x6atom.ini');
      const s = r.sections[0]!;
      const host = memoryHost({ [`/ini/${s.fileName}`]: s.text! });
      const l = loadVariantSource(s.text!, `/ini/${s.fileName}`, { host });
      if (!l.ok) throw new Error(l.diagnostics[0]!.message);
      return l.variant;
    };
    const e = exportIni(variant('6x6atom'), 'ff-6x6atom');
    if (!e.ok) throw new Error('6x6atom does not export');
    expect(sameRules(back(e.text), variant('6x6atom'))).toBe(true);
    expect(sameRules(back(e.text.replace('doubleStep = false', 'doubleStep = true\ndoubleStepRegionWhite = *2\ndoubleStepRegionBlack = *5')), variant('6x6atom'))).toBe(false);
    // A double step on one side only still needs the regions (khans: White's second rank).
    const khans = fields('khans');
    expect(khans.get('doubleStep')).toEqual(['true']);
    expect(khans.get('doubleStepRegionWhite')).toEqual(['*2']);
    expect(khans.get('doubleStepRegionBlack')).toEqual(['-']);
  });

  it('writes a castling partner that moves as a rook as that engine\'s rook type, in every section that castles', () => {
    let checked = 0;
    for (const slug of shippedSlugs()) {
      const v = variant(slug);
      const c = v.spec.castling;
      if (!c || !exportIni(v).ok) continue;
      const rook = c.rooks.find((l) => v.spec.pieces.find((p) => p.letter === l)?.betza === 'R');
      if (rook === undefined) continue;
      const f = fields(slug);
      const l = rook.toLowerCase();
      expect(f.get('rook'), slug).toEqual([l]);
      expect([...f].filter(([k, vals]) => k.startsWith('customPiece') && vals.some((x) => x.startsWith(`${l}:`))), slug).toEqual([]);
      expect(f.get('castlingRookPieces'), slug).toEqual([c.rooks.map((x) => x.toLowerCase()).join('')]);
      checked++;
    }
    // chess, pawnsideways and the other orthodox castlers: most of the catalogue.
    expect(checked).toBeGreaterThan(60);
    expect(fields('pawnsideways').get('rook')).toEqual(['r']);
  });

  it('keeps a castling partner that does not move as a rook a custom piece', () => {
    // New Zealand's rook captures as a knight: no built-in type, so castlingRookPieces alone names it.
    const v = variant('newzealand');
    const rooks = v.spec.castling!.rooks;
    expect(rooks.map((l) => v.spec.pieces.find((p) => p.letter === l)!.betza)).not.toContain('R');
    const f = fields('newzealand');
    expect(f.has('rook')).toBe(false);
    expect(f.get('castlingRookPieces')).toEqual([rooks.map((x) => x.toLowerCase()).join('')]);
  });
});
