/**
 * Connect regions (rules/connect.ts, Fairy-Stockfish's connectRegion1White and
 * the others): a chain grown forward from the first region into the second
 * ends the game; the loader checks the regions at their values; import-ini
 * reads the four keys and export-ini writes them back. Gale (variants/gale.md,
 * test/ffish/gale.jsonl) is the shipped variant; this file covers what it does
 * not: regions with a hand's drops, the diagnostics and the INI round trip.
 */
import { Game } from '@fairyforge/core';
import { exportIni, importIni, loadVariantSource, memoryHost, sameRules, validateVariantSource } from '@fairyforge/loader';
import { describe, expect, it } from 'vitest';

// A 5×5 Hex-like game from hands, as a Fairy-Stockfish section: White links file a to file e, Black rank 1 to rank 5.
const INI = `[linkfive]
maxRank = 5
maxFile = 5
immobile = p
startFen = 5/5/5/5/5[PPPPPPPPPPPPPpppppppppppp] w - - 0 1
pieceDrops = true
doubleStep = false
castling = false
connectRegion1White = a*
connectRegion2White = e*
connectRegion1Black = *1
connectRegion2Black = *5
connectDiagonal = false
`;

function imported() {
  const r = importIni(INI, 'linkfive.ini');
  const s = r.sections[0]!;
  const host = memoryHost({ [`/ini/${s.fileName}`]: s.text ?? '' });
  return { s, loaded: loadVariantSource(s.text ?? '', `/ini/${s.fileName}`, { host }) };
}

describe('connect regions from an INI section', () => {
  it('import without a diagnostic, as each side\'s two regions', () => {
    const { s, loaded } = imported();
    expect(s.diagnostics).toEqual([]);
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    expect(loaded.variant.spec.connect?.regions).toEqual([
      [['a1', 'a2', 'a3', 'a4', 'a5'], ['e1', 'e2', 'e3', 'e4', 'e5']],
      [['a1', 'b1', 'c1', 'd1', 'e1'], ['a5', 'b5', 'c5', 'd5', 'e5']],
    ]);
  });

  it('end the game when the side that moved has linked its regions, and not before', () => {
    const { loaded } = imported();
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    const g = Game.fromFen(loaded.variant.compiled, '5/5/5/PPPP1/ppp2[PPPPPPPPPpppppppppp] w - - 0 1');
    if (!g.ok) throw new Error(g.error);
    expect(g.game.outcome()).toBeNull();
    expect(g.game.playText('P@e2')).toMatchObject({ ok: true });
    expect(g.game.outcome()).toMatchObject({ result: '1-0', reason: 'connect' });
  });

  it('follow a chain forward only, as Fairy-Stockfish does: one that turns back down the board does not link', () => {
    const { loaded } = imported();
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    // a3 b3 c3, down to c2, on to d2 and e2: the step c3-c2 goes down, so no link.
    const down = Game.fromFen(loaded.variant.compiled, '5/5/PPP2/2PP1/ppp2[PPPPPPPPPpppppppppp] w - - 0 1');
    if (!down.ok) throw new Error(down.error);
    expect(down.game.playText('P@e2')).toMatchObject({ ok: true });
    expect(down.game.outcome()).toBeNull();
    // The same chain mirrored upward (a2 b2 c2, up to c3, d3, e3) links.
    const up = Game.fromFen(loaded.variant.compiled, '5/5/2PP1/PPP2/ppp2[PPPPPPPPPpppppppppp] w - - 0 1');
    if (!up.ok) throw new Error(up.error);
    expect(up.game.playText('P@e3')).toMatchObject({ ok: true });
    expect(up.game.outcome()).toMatchObject({ result: '1-0', reason: 'connect' });
  });

  it('export back to the four keys, and import again to the same rules', () => {
    const { loaded } = imported();
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    const e = exportIni(loaded.variant);
    if (!e.ok) throw new Error(e.problems.map((p) => p.message).join('; '));
    expect(e.text).toMatch(/^connectRegion1White = a1 a2 a3 a4 a5$/m);
    expect(e.text).toMatch(/^connectRegion2Black = a5 b5 c5 d5 e5$/m);
    const again = importIni(e.text, 'again.ini').sections[0]!;
    const back = loadVariantSource(again.text!, `/ini/${again.fileName}`, { host: memoryHost({ [`/ini/${again.fileName}`]: again.text! }) });
    if (!back.ok) throw new Error(back.diagnostics[0]!.message);
    expect(sameRules(back.variant, loaded.variant)).toBe(true);
  });

  it('report regions for one side only at their key', () => {
    const r = importIni(INI.replace(/^connectRegion\dBlack.*\n/gm, ''), 'half.ini');
    expect(r.sections[0]!.diagnostics.filter((d) => d.code === 'ini-untranslated').map((d) => d.line)).toEqual([9]);
    expect(r.sections[0]!.text).toBeNull();
  });
});

describe("the loader's checks of connect regions", () => {
  const file = (regions: string) => `---\nslug: mine\nparent: gale\nengine:\n  rules:\n    connect:\n      regions: ${regions}\n---\n`;
  const errors = (text: string) => validateVariantSource(text, 'mine.md').diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.line, d.column]);

  it('accept two regions a side', () => {
    expect(errors(file('{ white: [[a1-a9], [i1-i9]], black: [[rank 1], [rank 9]] }'))).toEqual([]);
  });

  it('report a square off the board at its value', () => {
    expect(errors(file('{ white: [[a1-a9], [j1-j9]], black: [[rank 1], [rank 9]] }'))).toEqual([['connect-square', 7, 36]]);
  });

  it('report a side with one region (the schema), and an empty region, at the value', () => {
    expect(errors(file('{ white: [[a1-a9]], black: [[rank 1], [rank 9]] }'))).toEqual([['bad-value', 7, 25]]);
    expect(errors(file('{ white: [[a1-a9], []], black: [[rank 1], [rank 9]] }'))).toEqual([['connect-regions', 7, 35]]);
  });
});
