/**
 * `exportIni` / `fairyforge export-ini`: every shipped variant either becomes
 * a variants.ini section or is refused rule by rule; every section written is
 * loaded into ffish (Fairy-Stockfish in WebAssembly, a devDependency of the
 * bench, loaded as the bench loads it) and must count the same perft as fairyforge from the start and from
 * the positions of the variant's perft cases — a differential test of the
 * export against that engine itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseFen, perft } from '@fairyforge/core';
import { exportIni, loadVariantSource } from '@fairyforge/loader';
import { ffishPerft, loadFfish, type Ffish } from '../packages/bench/peers.ts';
import { repoOracleFile, shippedSlugs, variant } from './oracle.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The start and up to three positions of the variant's perft cases (oracle or ffish copies in the repo). */
function positions(slug: string): string[] {
  const files = [repoOracleFile(slug), `${ROOT}test/ffish/${slug}.jsonl`].filter((f): f is string => f !== null && existsSync(f));
  const fens = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter((l) => l.trim()).map((l) => (JSON.parse(l) as { fen: string }).fen));
  return [variant(slug).spec.startFen, ...fens.slice(1, 4)];
}

/** Our count at the deepest depth (up to 3) whose count stays within `budget`, with that depth. */
function ours(slug: string, fen: string, budget: number): { depth: number; nodes: number } {
  const p = parseFen(variant(slug).compiled, fen);
  if (!p.ok) throw new Error(p.error);
  let best = { depth: 1, nodes: perft(p.position, 1) };
  for (let d = 2; d <= 3; d++) {
    const nodes = perft(p.position, d);
    if (nodes > budget) break;
    best = { depth: d, nodes };
  }
  return best;
}

/**
 * The shipped variants export refuses, with the rules it names and why. Every other shipped
 * variant must export (a new refusal fails here until it is listed with its reason).
 */
const REFUSED: Readonly<Record<string, { readonly rules: readonly string[]; readonly why: string }>> = {
  // What variants.ini cannot say.
  chushogi: { rules: ['board', 'pieces.J', 'pieces.N', 'pieces.U'], why: '12×12 is past that engine\'s 12×10, and the lion\'s multi-leg moves are beyond the Betza it reads' },
  'wildebeest-schmittberger': { rules: ['castling', 'initialReach'], why: 'flexible castling and pawns that run several squares have no key' },
  // What this export does not write yet, though that engine has keys for it.
  xiangqihouse: { rules: ['drops.regions'], why: 'its advisors, elephants and soldiers are dropped on their points, and that engine has drop regions per piece only as the region a piece is kept to' },
  allexplodeatomic: { rules: ['blast'], why: 'a blast that spares no pawn: that engine\'s blast always spares its pawn type' },
  annexation: { rules: ['startFen'], why: 'walls standing in the start position without a walling rule come back from import as holes' },
};

/**
 * Results a variant's own tests state that ffish, loaded with the exported section, gives otherwise, with why:
 * its adjudication, not the section's rules (the engine's stalemate value is still a draw there).
 */
const RESULT_EXCEPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  armageddon: {
    'Black wins a dead position': 'ffish does not end a game on a dead position',
    'stalemate stays a draw': "ffish's result() hands every draw, stalemate too, to the side with draw odds",
  },
};

type FfishResults = { isGameOver(claimDraw: boolean): boolean; result(claimDraw: boolean): string; push(uci: string): boolean; delete(): void };

describe('variants.ini export', () => {
  let ff: Ffish;
  beforeAll(async () => {
    ff = await loadFfish();
  });

  const slugs = shippedSlugs();
  for (const slug of slugs) {
    it(`${slug}: a section that engine counts alike, or a refusal per rule`, () => {
      const r = exportIni(variant(slug), `ff-${slug}`);
      if (!r.ok) {
        // Refused exactly where listed, naming exactly the listed rules.
        expect([...new Set(r.problems.map((p) => p.rule))].sort(), `${slug}: ${r.problems.map((p) => p.message).join('; ')}`).toEqual(REFUSED[slug]?.rules ?? []);
        for (const p of r.problems) expect(p.message).toMatch(/\S/);
        return;
      }
      expect(REFUSED[slug], `${slug} exports, so it is no longer a refusal`).toBeUndefined();
      ff.loadVariantConfig(r.text);
      expect(ff.variants().split(' ')).toContain(`ff-${slug}`);
      for (const fen of positions(slug)) {
        const want = ours(slug, fen, 40_000);
        const b = new ff.Board(`ff-${slug}`, fen);
        try {
          expect(ffishPerft(b, want.depth, true), `${fen} depth ${want.depth}`).toBe(want.nodes);
        } finally {
          b.delete();
        }
      }
      // The results the variant's own tests state (a line that loses, a flag, a stalemate that wins, …), reached alike there.
      const v = variant(slug);
      for (const c of v.frontMatter.tests ?? []) {
        if (c.result === undefined || RESULT_EXCEPTIONS[slug]?.[c.name] !== undefined) continue;
        const b = new ff.Board(`ff-${slug}`, c.fen ?? v.spec.startFen) as unknown as FfishResults;
        try {
          for (const m of c.moves ?? []) expect(b.push(m), `${c.name}: ${m}`).toBe(true);
          expect(b.isGameOver(true) ? b.result(true) : 'ongoing', c.name).toBe(c.result);
        } finally {
          b.delete();
        }
      }
    });
  }

  it('lists as result exceptions only tests that exist, of variants that export', () => {
    for (const [slug, names] of Object.entries(RESULT_EXCEPTIONS)) {
      expect(exportIni(variant(slug)).ok, slug).toBe(true);
      for (const name of Object.keys(names)) expect((variant(slug).frontMatter.tests ?? []).map((c) => c.name), slug).toContain(name);
    }
  });

  it('writes the seed so that engine counts its perft to depth 4', () => {
    const seed = variant('wildebeest');
    const r = exportIni(seed);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    ff.loadVariantConfig(r.text);
    const b = new ff.Board('wildebeest', seed.spec.startFen);
    const p = parseFen(seed.compiled, seed.spec.startFen);
    if (!p.ok) throw new Error(p.error);
    try {
      expect(ffishPerft(b, 4, true)).toBe(perft(p.position, 4));
    } finally {
      b.delete();
    }
    // Field by field: what the seed's prose states.
    const fields = Object.fromEntries(r.text.split('\n').slice(1).filter((l) => l.includes(' = ')).map((l) => l.split(' = ') as [string, string]));
    expect(fields).toMatchObject({ maxFile: '11', maxRank: '10', king: 'k:K', pawn: 'p', doubleStep: 'true', doubleStepRegionWhite: '*2', doubleStepRegionBlack: '*9', promotionRegionWhite: '*10', promotionRegionBlack: '*1', promotionPieceTypesWhite: 'qrncw', mandatoryPawnPromotion: 'true', stalemateValue: 'draw', startFen: seed.spec.startFen });
    expect(Object.values(fields)).toContain('c:C');
    expect(Object.values(fields)).toContain('w:NC');
  });

  it('writes every family of rules it knows: castling, drops, results, legality rules, custom pawns, gates, walls, flips, connect-n, flag counts, the setup phase', () => {
    for (const slug of ['chess', 'capablanca', 'fischerandom', 'crazyhouse', 'chessgi', 'antichess', 'racingkings', 'kingofthehill', '3check', 'threekings', 'pawnsideways', 'grasshopper', 'massacre',
      'seirawan', 'cambodian', 'duck', 'amazons', 'kono', 'allqueenschess', 'flipello', 'flipersi', 'placement', 'wolf']) {
      const r = exportIni(variant(slug));
      expect(r.ok ? 'written' : r.problems.map((p) => p.message).join('; '), slug).toBe('written');
    }
  });

  it('writes the move rule and repetition as the game applies them', () => {
    const field = (slug: string, key: string) => {
      const r = exportIni(variant(slug));
      if (!r.ok) throw new Error(slug);
      return r.text.split('\n').find((l) => l.startsWith(`${key} = `))?.slice(key.length + 3);
    };
    // Chess: the default fifty-move rule, reset by pawn moves; makruk and lewthwaite have none; shatranj seventy.
    expect([field('chess', 'nMoveRule'), field('chess', 'nMoveRuleTypes'), field('chess', 'nFoldRule')]).toEqual(['50', 'p', '3']);
    expect(field('lewthwaite', 'nMoveRule')).toBe('0');
    expect(field('shatranj', 'nMoveRule')).toBe('70');
    expect(field('tuktuk', 'nFoldRule')).toBe('0');
  });

  it('refuses what that engine cannot state, naming each rule', () => {
    const r = exportIni(variant('wildebeest-schmittberger'));
    expect(r.ok ? [] : r.problems.map((p) => p.rule).sort()).toEqual(['castling', 'initialReach']);
    // Rules inside a rule are checked too: a castling field the export does not know is refused, not dropped.
    const chess = variant('chess');
    const unknown = exportIni({ ...chess, spec: { ...chess.spec, castling: { ...chess.spec.castling!, futureRule: true } as typeof chess.spec.castling } });
    expect(unknown.ok ? [] : unknown.problems.map((p) => p.rule)).toEqual(['castling.futureRule']);
    // Zones of single squares are square lists there (Legan chess's corner, Horde's double-step ranks by region).
    const field = (slug: string, key: string) => {
      const r = exportIni(variant(slug));
      return r.ok ? r.text.split('\n').find((l) => l.startsWith(`${key} = `))?.slice(key.length + 3) : r.problems.map((p) => p.message).join('; ');
    };
    expect(field('legan', 'promotionRegionWhite')?.split(' ').sort()).toEqual(['a5', 'a6', 'a7', 'a8', 'b8', 'c8', 'd8']);
    expect(field('legan', 'promotionRegionBlack')?.split(' ').sort()).toEqual(['e1', 'f1', 'g1', 'h1', 'h2', 'h3', 'h4']);
    expect(field('horde', 'doubleStepRegionWhite')?.split(' ')).toHaveLength(16);
  });

  it('writes shogi with that engine\'s own shogi pawn, promoted types, nifu and immobilityIllegal', () => {
    const r = exportIni(variant('shogi'));
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    const fields = Object.fromEntries(r.text.split('\n').slice(1).filter((l) => l.includes(' = ')).map((l) => l.split(' = ') as [string, string]));
    // The drop mate rule names that engine's shogiPawn type; immobilityIllegal is its compulsory promotion of stuck pieces and its drop ranks.
    expect(fields).toMatchObject({ shogiPawn: 'p', promotedPieceType: 'p:g l:g n:g s:g b:h r:d', mandatoryPiecePromotion: 'false', immobilityIllegal: 'true', dropNoDoubled: 'p', shogiPawnDropMateIllegal: 'true', pieceDrops: 'true' });
    expect(fields.firstRankPawnDrops).toBeUndefined();
    // Makruk's counting counts that engine's rook, khon (silver) and knight types, and waits for its pawns.
    const makruk = exportIni(variant('makruk'));
    if (!makruk.ok) throw new Error(makruk.problems.map((p) => p.message).join('; '));
    expect(makruk.text).toMatch(/^rook = r$/m);
    expect(makruk.text).toMatch(/^silver = s$/m);
    expect(makruk.text).toMatch(/^knight = n$/m);
    expect(makruk.text).toMatch(/^pawn = p$/m);
    expect(makruk.text).toMatch(/^countingRule = makruk$/m);
  });
});

describe('variants.ini export over a supply without end, and the rules of sittuyin, spartan, minihouse and mandala', () => {
  const fields = (slug: string) => {
    const r = exportIni(variant(slug), `ff-${slug}`);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    return { header: r.text.split('\n')[0], f: Object.fromEntries(r.text.split('\n').slice(1).filter((l) => l.includes(' = ')).map((l) => l.split(' = ') as [string, string])) };
  };
  it('writes the clones of no hand under that engine\'s ataxx, whose supply no key states, as the pair of flip and drop rules', () => {
    const rules = (slug: string) => {
      const { header, f } = fields(slug);
      return [header, f.pieceDrops, f.flipEnclosedPieces, f.enclosingDrop, f.adjudicateFullBoard];
    };
    expect(rules('ataxx')).toEqual(['[ff-ataxx:ataxx]', 'true', 'ataxx', 'ataxx', 'true']);
    // Crusade's pieces only capture: no drops, the flips of ataxx.
    expect(rules('crusade')).toEqual(['[ff-crusade:ataxx]', 'false', 'ataxx', 'none', 'true']);
    expect(rules('snort')).toEqual(['[ff-snort:ataxx]', 'true', 'none', 'snort', 'true']);
    expect(rules('gale')).toEqual(['[ff-gale:ataxx]', 'true', 'none', 'none', 'true']);
    expect(rules('quadwrangle')).toEqual(['[ff-quadwrangle:ataxx]', 'true', 'quadwrangle', 'none', 'true']);
    // The parent's counting and passing are stated either way: snort passes never and counts no stones.
    expect(fields('snort').f).toMatchObject({ stalematePieceCount: 'false', passOnStalemate: 'false', materialCounting: 'unweighted' });
    expect(fields('ataxx').f).toMatchObject({ stalematePieceCount: 'true', passOnStalemate: 'true', materialCounting: 'unweighted' });
    // Reversi's drops come from the hands: a section of its own.
    expect(fields('flipello').header).toBe('[ff-flipello]');
  });

  it('writes sittuyin\'s promotion and rook drops, Spartan\'s one double-step region per side, Minihouse\'s zone of one square and Mandala\'s crowned pawn', () => {
    expect(fields('sittuyin').f).toMatchObject({ sittuyinPromotion: 'true', sittuyinRookDrop: 'true', rook: 'r', whiteDropRegion: '*1 *2 *3', blackDropRegion: '*8 *7 *6', promotionLimit: 'f:1' });
    // White never holds a hoplite nor Black a pawn: each side's region is that of the type it holds.
    expect(fields('spartan').f).toMatchObject({ pawnTypes: 'ph', doubleStepRegionWhite: '*2', doubleStepRegionBlack: '*7', dupleCheck: 'true', extinctionPseudoRoyal: 'true' });
    // White's zone a1 lies on its first rank, where no pawn is dropped anyway; Black's is its last rank: no drop switch differs.
    const mini = fields('minihouse').f;
    expect([mini.promotionRegionWhite, mini.promotionZonePawnDrops, mini.firstRankPawnDrops]).toEqual(['a1', undefined, undefined]);
    // The crowned pawn never moves and is never in hand: immobilityIllegal, which that engine checks on drops and plain moves only, never meets it.
    expect(fields('mandala').f).toMatchObject({ immobilityIllegal: 'true', promotedPieceType: 'r:c', customPiece7: 'c:' });
  });

  it('still refuses pawn types whose initial ranks differ on a side that holds both', () => {
    // Give White hoplites too, on its third rank: its pawns double-step from rank 2, its hoplites from rank 3.
    const text = readFileSync(`${ROOT}variants/spartan.md`, 'utf8').replace('8/8/8/8/PPPPPPPP/RNBQKBNR w KQ', '8/8/8/HHHHHHHH/PPPPPPPP/RNBQKBNR w KQ');
    const loaded = loadVariantSource(text, `${ROOT}variants/spartan-h.md`);
    if (!loaded.ok) throw new Error(loaded.diagnostics[0]!.message);
    const r = exportIni(loaded.variant);
    expect(r.ok ? [] : r.problems.map((p) => [p.rule, p.message])).toEqual([['initialRanks', expect.stringContaining('*2, *3 for White') as unknown as string]]);
  });
});

describe('variants.ini export of janggi', () => {
  const fields = (slug: string) => {
    const r = exportIni(variant(slug), `ff-${slug}`);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    return { header: r.text.split('\n')[0], f: Object.fromEntries(r.text.split('\n').slice(1).filter((l) => l.includes(' = ')).map((l) => l.split(' = ') as [string, string])) };
  };
  it('writes the pieces as that engine\'s janggi types, under janggi, the only parent whose king moves as its wazir', () => {
    const { header, f } = fields('janggi');
    expect(header).toBe('[ff-janggi:janggi]');
    // No king key: the parent's king (type wazir, letter k) steps along the lines.
    expect(f.king).toBeUndefined();
    expect(f).toMatchObject({ rook: 'r', horse: 'n', janggiElephant: 'b', wazir: 'a', janggiCannon: 'c', soldier: 'p', soldierPromotionRank: '1', bikjangRule: 'true', materialCounting: 'janggi', perpetualCheckIllegal: 'true', pass: 'true' });
    expect(f.diagonalLines?.split(' ').sort()).toEqual(['d1', 'd10', 'd3', 'd8', 'e2', 'e9', 'f1', 'f10', 'f3', 'f8']);
    // The parent's rules this variant does not share are stated.
    expect(fields('janggicasual').f).toMatchObject({ bikjangRule: 'false', materialCounting: 'none' });
    expect(fields('janggitraditional').f).toMatchObject({ bikjangRule: 'true', materialCounting: 'none' });
    expect(fields('janggimodern').f).toMatchObject({ bikjangRule: 'false', materialCounting: 'janggi', moveRepetitionIllegal: 'true' });
    // Synochess's cannon is the janggi cannon with no lines to move along: a section of its own.
    const syno = fields('synochess');
    expect(syno.header).toBe('[ff-synochess]');
    expect(syno.f).toMatchObject({ janggiCannon: 'c', king: 'k:K' });
    expect(syno.f.diagonalLines).toBeUndefined();
  });
});

describe('fairyforge export-ini', () => {
  it('prints the section, or one error per rule and exit 1', () => {
    const ok = spawnSync('pnpm', ['-s', 'fairyforge', 'export-ini', 'capablanca'], { cwd: ROOT, encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout.split('\n')[0]).toBe('[capablanca]');
    const r = exportIni(variant('capablanca'));
    expect(r.ok && r.text.trimEnd()).toBe(ok.stdout.trimEnd());
    const bad = spawnSync('pnpm', ['-s', 'fairyforge', 'export-ini', 'wildebeest-schmittberger'], { cwd: ROOT, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('error: wildebeest-schmittberger: cannot export castling: flexible castling');
  });
});
