import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { compileVariant, type CompiledVariant } from './compile.ts';
import { parseFen } from './fen.ts';
import { assembleKernelSource, compileKernelSource, copySource, createKernel, kernelSource, type Kernel } from './kernel.ts';
import { kernelConstants } from './kernel/constants.ts';
import { kernelRules, selectParts } from './kernel/select.ts';
import { kernelParts, wireKernel } from './kernel/wire.ts';
import * as limits from './limits.ts';
import * as moves from './moves.ts';
import * as compile from './compile.ts';
import * as placement from './placement.ts';
import { chessSpec, wildebeestSpec } from './specs.fixture.ts';

const kernelDir = fileURLToPath(new URL('./kernel/', import.meta.url));
const partFiles = readdirSync(kernelDir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => kernelDir + f);
// moves.ts's moveCodecs is compiled into every copy too.
const movesFile = fileURLToPath(new URL('./moves.ts', import.meta.url));
const assembledFiles = [...partFiles, movesFile];

const chess = compileVariant(chessSpec);
const wildebeest = compileVariant(wildebeestSpec);

function position(v: CompiledVariant, fen: string = v.spec.startFen) {
  const r = parseFen(v, fen);
  if (!r.ok) throw new Error(r.error);
  return r.position;
}

/** The error a kernel throws when handed no position at all. */
function errorInside(k: Kernel): Error {
  try {
    k.generateLegal(null as never, new Int32Array(16), 0);
  } catch (e) {
    return e as Error;
  }
  throw new Error('the kernel did not throw');
}

describe('the kernel parts', () => {
  // The assembler compiles each part's source text on its own (new Function),
  // where module imports do not exist: every name a part uses must be its own,
  // one of its parameters', or a global of the language.
  it('use nothing outside their own text but their parameters', () => {
    const program = ts.createProgram(assembledFiles, { strict: true, noEmit: true, allowImportingTsExtensions: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] });
    const checker = program.getTypeChecker();
    const standIns = Object.values(kernelRules).flatMap((r) => Object.values(r.standIns).map((f) => f.name));
    const assembled = new Set([...Object.values(kernelParts).map((f) => f.name), ...standIns, wireKernel.name]);
    const found = new Set<string>();
    const outside: string[] = [];
    for (const file of assembledFiles) {
      const sf = program.getSourceFile(file)!;
      for (const fn of sf.statements) {
        if (!ts.isFunctionDeclaration(fn) || !fn.name || !assembled.has(fn.name.text)) continue;
        found.add(fn.name.text);
        const visit = (node: ts.Node): void => {
          if (ts.isTypeNode(node)) return; // types are erased
          if (ts.isIdentifier(node) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) && !(ts.isPropertyAssignment(node.parent) && node.parent.name === node) && !(ts.isBindingElement(node.parent) && node.parent.propertyName === node)) {
            const symbol = ts.isShorthandPropertyAssignment(node.parent) ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node);
            const decls = symbol?.declarations ?? [];
            const own = decls.length > 0 && decls.every((d) => (d.getSourceFile() === sf && d.pos >= fn.pos && d.end <= fn.end) || program.isSourceFileDefaultLibrary(d.getSourceFile()));
            if (!own && !(decls.length === 0 && node.text === 'undefined')) outside.push(`${fn.name!.text}: ${node.text}`);
          }
          ts.forEachChild(node, visit);
        };
        ts.forEachChild(fn, visit);
      }
    }
    expect([...found].sort()).toEqual([...assembled].sort());
    expect(outside).toEqual([]);
  });

  it('take their constants from one definition and decode moves through moves.ts', () => {
    const single = { ...moves, ...compile, ...limits, ...placement };
    for (const [name, value] of Object.entries(kernelConstants)) expect(value, name).toBe(single[name as keyof typeof single]);
    for (const file of partFiles) {
      const text = readFileSync(file, 'utf8');
      // No repeated constant: no `const NAME = <number>` for a name the kernel is handed.
      const repeated = [...text.matchAll(/\b(?:const|let)\s+([A-Z][A-Z_0-9]*)\s*=\s*-?\d/g)].map((m) => m[1]);
      expect(repeated, file).toEqual([]);
      // No move (de)coding by hand: the 10/10/6/3-bit fields of moves.ts.
      const bits = text.split('\n').filter((l) => /(>>>|<<)\s*(10|20|26)\b|\b1023\b|&\s*63\b/.test(l) && !/^\s*(\/\/|\*)/.test(l));
      expect(bits, file).toEqual([]);
    }
  });
});

/**
 * The parts and wiring as another compiler emits them, run as CommonJS
 * modules (function bodies come out as in ES modules; the parts import types
 * only, and wire.ts's imports of the parts are not needed for its text).
 */
function emitted(emit: (source: string) => string): { parts: Record<keyof typeof kernelParts, string>; wire: string } {
  const exported: Record<string, { toString(): string }> = {};
  for (const file of assembledFiles) {
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', 'require', emit(readFileSync(file, 'utf8')))(module, module.exports, () => ({}));
    for (const [name, value] of Object.entries(module.exports)) if (typeof value === 'function') exported[name] = value;
  }
  const parts = Object.fromEntries(Object.entries(kernelParts).map(([name, f]) => [name, exported[f.name]!.toString()]));
  return { parts: parts as Record<keyof typeof kernelParts, string>, wire: exported[wireKernel.name]!.toString() };
}

describe('the assembler', () => {
  it('gives every copy a text of its own (V8 would share compiled code and type feedback between copies of one text)', () => {
    const { parts } = selectParts(chess);
    const first = copySource(parts, chess.spec.slug);
    const second = copySource(parts, chess.spec.slug);
    expect(first).not.toBe(second);
    // Only the number differs, and a copy compiled from either counts the same.
    expect(first.replace(/ \/\/ copy \d+\n/, '\n')).toBe(kernelSource(parts, chess.spec.slug));
    expect(second.replace(/ \/\/ copy \d+\n/, '\n')).toBe(kernelSource(parts, chess.spec.slug));
    expect(compileKernelSource(second)!(chess, kernelConstants).perft(position(chess), 3)).toBe(8902);
  });
  const tsc = (source: string) => ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS } }).outputText;
  const esbuild = (options: { minify?: boolean; keepNames?: boolean }) => (source: string) => transformSync(source, { loader: 'ts', format: 'cjs', target: 'es2022', ...options }).code;
  it.each([
    ['tsc', tsc],
    ['esbuild', esbuild({})],
    ['esbuild, minified', esbuild({ minify: true })],
    ['esbuild, keepNames', esbuild({ keepNames: true })],
  ])('works from the JavaScript %s emits', (_, emit) => {
    const { parts, wire } = emitted(emit);
    const body = assembleKernelSource(parts, wire, chess.spec.slug);
    const k = compileKernelSource(body)!(chess, kernelConstants);
    expect(k.perft(position(chess), 3)).toBe(8902);
    expect(k.perftFull(position(chess, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'), 2)).toBe(2039);
    expect(errorInside(k).stack).toMatch(/fairyforge-kernel\/test-chess\.js:\d+:\d+/);
  });
});

/** Names that occur only in a rule's full kernel parts: a copy without the rule must have none of them. */
const ruleCode = {
  castling: ['pathIsSafe', 'slotOf', '.slotKingTo', '.slotRookTo', '.clearMask', 'zCastle', 'encodeCastle(king, rook, o)'],
  enPassant: ['.epSq', '.epVictim', '.stEpSq', '.stEpCount', 'zEp', 'leaveEpSquares(p, from, to) {'],
  promotion: ['promoZone', 'promoChoices', 'promoMandatory', 'pieceCode('],
  counting: ['.countLimit', '.countPly', '.stCountLimit', 'COUNTING_MAKRUK'],
  drops: ['dropZone', 'addToHand', '.stHand', 'handKeys', 'KIND_DROP', 'countFiles'],
  blast: ['blastOne', '.stBlast', 'BLAST_RECORD'],
  petrify: ['.stWall', 'wallKeys'],
  multiLeg: ['legMoves', 'pathAttacks', '.stLeg'],
  gating: ['.stGates', 'rookInLine', 'withGates'],
  setupPhase: ['pairedAllows', 'countPaired'],
  sittuyinPromotion: ['sittuyinZone', 'attacksEnemy', 'tryPromotion'],
};

describe('the parts each variant gets', () => {
  const sourceFor = (v: CompiledVariant) => kernelSource(selectParts(v).parts, v.spec.slug);
  const found = (source: string) => Object.fromEntries(Object.entries(ruleCode).map(([rule, names]) => [rule, names.filter((n) => source.includes(n))]));
  // Chess without castling, and with pawns that step one square only (so nothing captures en passant).
  const plain = compileVariant({ ...chessSpec, slug: 'test-plain', castling: null, startFen: chessSpec.startFen.replace('KQkq', '-'), pieces: chessSpec.pieces.map((p) => (p.pawn ? { ...p, betza: 'fmWfcF' } : p)) });
  // ... and without pawns: nothing promotes.
  const pawnless = compileVariant({ ...chessSpec, slug: 'test-pawnless', castling: null, startFen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', pieces: chessSpec.pieces.filter((p) => !p.pawn) });

  it('chess: every rule, all of its code', () => {
    expect(selectParts(chess).rules).toEqual(['castling', 'enPassant', 'promotion']);
    expect(found(sourceFor(chess))).toEqual({ ...ruleCode, counting: [], drops: [], blast: [], petrify: [], multiLeg: [], gating: [], setupPhase: [], sittuyinPromotion: [] });
  });

  it('with gates: their code, and the same moves as chess while the hands are empty', () => {
    const spec = { ...chessSpec, slug: 'test-gating', startFen: chessSpec.startFen.replace(' w KQkq', '[] w KQBCDFGkqbcdfg'), gating: { fromHand: true, cambodian: null } };
    const gated = compileVariant(spec);
    expect(selectParts(gated).rules).toEqual(['castling', 'enPassant', 'promotion', 'gating']);
    // No drop code: only the names the gating parts read the hands by (where a piece may go, the hands' keys, a drop passing by).
    expect(found(sourceFor(gated))).toEqual({ ...ruleCode, counting: [], drops: ['dropZone', 'handKeys', 'KIND_DROP'], blast: [], petrify: [], multiLeg: [], setupPhase: [], sittuyinPromotion: [] });
    for (const mode of ['copy', 'modules'] as const) expect(createKernel(gated, { mode }).perft(position(gated), 3), mode).toBe(createKernel(chess).perft(position(chess), 3));
  });

  it('with counting rules: their code, and the same moves as without', () => {
    const counted = compileVariant({ ...chessSpec, slug: 'test-counting', counting: 'makruk' });
    expect(selectParts(counted).rules).toEqual(['castling', 'enPassant', 'promotion', 'counting']);
    expect(found(sourceFor(counted))).toEqual({ ...ruleCode, drops: [], blast: [], petrify: [], multiLeg: [], gating: [], setupPhase: [], sittuyinPromotion: [] });
    expect(createKernel(counted).perft(position(counted), 3)).toBe(createKernel(chess).perft(position(chess), 3));
  });

  it('with hands and drops: their code, and the same moves as chess while nothing has been captured', () => {
    const spec = { ...chessSpec, slug: 'test-drops', startFen: chessSpec.startFen.replace(' w', '[] w'), drops: { toHand: ['Q', 'R', 'B', 'N', 'P'], demote: true, ranks: {} } };
    const house = compileVariant(spec);
    expect(selectParts(house).rules).toEqual(['castling', 'enPassant', 'promotion', 'drops']);
    expect(found(sourceFor(house))).toEqual({ ...ruleCode, counting: [], blast: [], petrify: [], multiLeg: [], gating: [], setupPhase: [], sittuyinPromotion: [] });
    // No capture is possible before the third ply, so no drop either: perft 3 is chess's.
    for (const mode of ['copy', 'modules'] as const) expect(createKernel(house, { mode }).perft(position(house), 3), mode).toBe(createKernel(chess).perft(position(chess), 3));
  });

  it('with a setup phase: its code, none of sittuyin promotion\'s, and every first placement legal', () => {
    const back = { K: [[0], [0]], Q: [[0], [0]], R: [[0], [0]], B: [[0], [0]], N: [[0], [0]] } as const;
    const spec = { ...chessSpec, slug: 'test-setup', castling: null, startFen: '8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1', drops: { toHand: [], demote: true, ranks: back, mustDrop: true, oppositeColors: ['B'] } };
    const placed = compileVariant(spec);
    expect(selectParts(placed).rules).toEqual(['enPassant', 'promotion', 'drops', 'setupPhase']);
    expect(found(sourceFor(placed))).toEqual({ ...ruleCode, castling: [], counting: [], blast: [], petrify: [], multiLeg: [], gating: [], sittuyinPromotion: [] });
    // Five types onto eight squares each, for either side, and no pawn moves: 40 × 40.
    for (const mode of ['copy', 'modules'] as const) expect(createKernel(placed, { mode }).perft(position(placed), 2), mode).toBe(1600);
  });

  it('with blasts: their code, and the same moves as chess for three plies', () => {
    // Atomic's shape: a king that is pseudo-royal, not royal, and captures that blast.
    const pieces = chessSpec.pieces.map((p) => (p.royal ? { ...p, royal: false } : p));
    const spec = { ...chessSpec, slug: 'test-blast', pieces, extinction: { types: ['K'], count: 0, opponentCount: 0, claim: false, value: 'loss' as const, pseudoRoyal: true }, blast: { immune: ['P'] } };
    const atomic = compileVariant(spec);
    expect(selectParts(atomic).rules).toEqual(['castling', 'enPassant', 'promotion', 'blast', 'extinction', 'pseudoRoyal']);
    expect(found(sourceFor(atomic))).toEqual({ ...ruleCode, counting: [], drops: [], petrify: [], multiLeg: [], gating: [], setupPhase: [], sittuyinPromotion: [] });
    // No capture is made before the third ply, and none of the third ply's captures is next to a king: chess's 8902 leaves.
    for (const mode of ['copy', 'modules'] as const) {
      const k = createKernel(atomic, { mode });
      expect(k.perft(position(atomic), 3), mode).toBe(createKernel(chess).perft(position(chess), 3));
      expect(k.perftFull(position(atomic), 3), mode).toBe(k.perft(position(atomic), 3));
    }
  });

  it('with petrification: its code, and the same moves as chess for three plies', () => {
    // Petrified's shape: a pseudo-royal king, and every piece but the pawns turning into a wall when it captures.
    const pieces = chessSpec.pieces.map((p) => (p.royal ? { ...p, royal: false } : p));
    const spec = { ...chessSpec, slug: 'test-petrify', pieces, extinction: { types: ['K'], count: 0, opponentCount: 0, claim: false, value: 'loss' as const, pseudoRoyal: true }, petrify: { pieces: ['K', 'Q', 'R', 'B', 'N'] } };
    const petrified = compileVariant(spec);
    expect(selectParts(petrified).rules).toEqual(['castling', 'enPassant', 'promotion', 'petrify', 'pseudoRoyal']);
    expect(found(sourceFor(petrified))).toEqual({ ...ruleCode, counting: [], drops: [], blast: [], multiLeg: [], gating: [], setupPhase: [], sittuyinPromotion: [] });
    // The third ply's captures are the leaves, counted but not played: chess's 8902 leaves; made and unmade one by one, the same.
    for (const mode of ['copy', 'modules'] as const) {
      const k = createKernel(petrified, { mode });
      expect(k.perft(position(petrified), 3), mode).toBe(createKernel(chess).perft(position(chess), 3));
      expect(k.perftFull(position(petrified), 3), mode).toBe(k.perft(position(petrified), 3));
    }
  });

  it('with multi-leg moves: their code, and moves a lion in place of the queen makes', () => {
    // Chess with the chu shogi lion for a queen: the lion's moves behind the d-pawn are d1's K, N, A and D squares, all held by its own pieces or off the board.
    const spec = { ...chessSpec, slug: 'test-lion', pieces: chessSpec.pieces.map((p) => (p.letter === 'Q' ? { ...p, name: 'lion', betza: 'KNADcaKmcabK' } : p)) };
    const lion = compileVariant(spec);
    expect(selectParts(lion).rules).toEqual(['castling', 'enPassant', 'promotion', 'multiLeg']);
    expect(found(sourceFor(lion))).toEqual({ ...ruleCode, counting: [], drops: [], blast: [], petrify: [], gating: [], setupPhase: [], sittuyinPromotion: [] });
    for (const mode of ['copy', 'modules'] as const) {
      const k = createKernel(lion, { mode });
      // Chess's 20 first moves and the lion's jumps from d1 to b3, c3, d3, e3 and f3 (an A, N or D leap over its own pieces): 25 a side, and no move of one side changes the other's in two plies.
      expect(k.perft(position(lion), 2), mode).toBe(625);
      expect(k.perftFull(position(lion), 3), mode).toBe(k.perft(position(lion), 3));
    }
    // On an empty board but for the kings: the lion's 24 squares within two steps and its pass, and the king's 5.
    const p = position(lion, '4k3/8/8/8/4Q3/8/8/4K3 w - - 0 1');
    expect(createKernel(lion).perft(p, 1)).toBe(30);
  });

  it('without castling and en passant: none of their code, and the same moves', () => {
    expect(selectParts(plain).rules).toEqual(['promotion']);
    expect(found(sourceFor(plain))).toEqual({ castling: [], enPassant: [], promotion: ruleCode.promotion, counting: [], drops: [], blast: [], petrify: [], multiLeg: [], gating: [], setupPhase: [], sittuyinPromotion: [] });
    for (const mode of ['copy', 'modules'] as const) {
      const k = createKernel(plain, { mode });
      const p = position(plain);
      expect(k.perft(p, 3), mode).toBe(k.perftFull(p, 3));
      expect(k.perft(p, 3), mode).toBe(createKernel(plain, { mode: 'modules' }).perft(position(plain), 3));
    }
  });

  it('without pawns: no promotion code either', () => {
    expect(selectParts(pawnless).rules).toEqual([]);
    expect(found(sourceFor(pawnless))).toEqual({ castling: [], enPassant: [], promotion: [], counting: [], drops: [], blast: [], petrify: [], multiLeg: [], gating: [], setupPhase: [], sittuyinPromotion: [] });
    // King and rook against king: the rook's 10 moves (three along the rank, seven up the file) and the king's 5.
    expect(createKernel(pawnless).perft(position(pawnless), 1)).toBe(15);
  });

  it('ignores e.p. squares in a FEN where nothing captures en passant', () => {
    const p = position(plain, 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - d6 0 2');
    expect(p.epCount).toBe(0);
    expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
  });
});

/** Names that occur only in the full parts of the legality rules (never in chess's copy). */
const legalityCode = {
  checking: ['ask ? givesCheckHere(p, m, royal, screen)', 'lineEntry'],
  mustCapture: ['kind === KIND_EN_PASSANT ||'],
};

describe("the legality rules' parts", () => {
  const sourceFor = (v: CompiledVariant) => kernelSource(selectParts(v).parts, v.spec.slug);
  const found = (source: string) => Object.fromEntries(Object.entries(legalityCode).map(([rule, names]) => [rule, names.filter((n) => source.includes(n))]));
  const strict = compileVariant({ ...chessSpec, slug: 'test-strict', mustCapture: true, checking: false });

  it('chess: without checking or mustCapture code', () => {
    expect(found(sourceFor(chess))).toEqual({ checking: [], mustCapture: [] });
  });

  it('mustCapture and checking: false: their code, and the moves they allow', () => {
    expect(selectParts(strict).rules).toEqual(['castling', 'enPassant', 'promotion', 'checking', 'mustCapture']);
    expect(found(sourceFor(strict))).toEqual(legalityCode);
    for (const mode of ['copy', 'modules'] as const) {
      const k = createKernel(strict, { mode });
      const out = new Int32Array(256);
      // The one capture, Bxd7, would give check: so no capture is legal, and nothing forces one. King 5 moves, bishop 7.
      const p = position(strict, '4k3/3p4/8/1B6/8/8/8/4K3 w - - 0 1');
      const n = k.generateLegal(p, out, 0);
      expect(n, mode).toBe(12);
      expect(Array.from(out.subarray(0, n)).some((m) => p.board[moves.moveTo(m)] !== 0), mode).toBe(false);
      // Bxa6 gives no check: it is the one legal move.
      const q = position(strict, '7k/8/p7/1B6/8/8/8/4K3 w - - 0 1');
      expect(k.generateLegal(q, out, 0), mode).toBe(1);
      expect(moves.moveTo(out[0]!), mode).toBe(40);
    }
  });
});

describe("the pseudoRoyal rule's part", () => {
  const sourceFor = (v: CompiledVariant) => kernelSource(selectParts(v).parts, v.spec.slug);
  const code = 'function pseudoAttacked(';
  const coregal = compileVariant({ ...chessSpec, slug: 'test-coregal', extinction: { types: ['Q'], count: 64, opponentCount: 0, claim: false, value: 'loss', pseudoRoyal: true } });

  it('chess: none of its code', () => {
    expect(sourceFor(chess).includes(code)).toBe(false);
  });

  it('royal queens: its code, and the same moves by the fast path and by making each one', () => {
    expect(selectParts(coregal).rules).toEqual(['castling', 'enPassant', 'promotion', 'pseudoRoyal']);
    expect(sourceFor(coregal).includes(code)).toBe(true);
    for (const mode of ['copy', 'modules'] as const) {
      const k = createKernel(coregal, { mode });
      const out = new Int32Array(256);
      // The queen on d2 is attacked by the bishop: she takes it or moves off its lines (17 squares: not c3, e1, d6, g2,
      // h2), and the king may not step aside.
      const p = position(coregal, '4k3/8/8/8/1B6/8/3q4/7K b - - 0 1');
      expect(k.generateLegal(p, out, 0), mode).toBe(k.generateLegalByMaking(p, out, 0));
      expect(k.generateLegal(p, out, 0), mode).toBe(17);
      expect(k.royalAttacked(p, 1), mode).toBe(true);
      // Not attacked now, the knight on c3 shields her from the rook: it may not move.
      const q = position(coregal, '4k3/8/8/8/8/8/8/R1N1q2K w - - 0 1');
      expect(k.generateLegal(q, out, 0), mode).toBe(k.generateLegalByMaking(q, out, 0));
    }
  });
});

describe("the wallLegal rule's part", () => {
  const sourceFor = (v: CompiledVariant) => kernelSource(selectParts(v).parts, v.spec.slug);
  const code = 'function wallsOf(';
  const duck = compileVariant({ ...chessSpec, slug: 'test-duck', walls: 'duck' });
  const duckCoregal = compileVariant({ ...chessSpec, slug: 'test-duck-coregal', walls: 'duck', extinction: { types: ['Q'], count: 64, opponentCount: 0, claim: false, value: 'loss', pseudoRoyal: true } });

  it('walls without pseudo-royal pieces (duck chess): none of its code', () => {
    expect(selectParts(duck).rules).not.toContain('wallLegal');
    expect(sourceFor(duck).includes(code)).toBe(false);
  });

  it('walls beside pseudo-royal pieces: its code', () => {
    expect(selectParts(duckCoregal).rules).toContain('wallLegal');
    expect(sourceFor(duckCoregal).includes(code)).toBe(true);
  });
});

describe('createKernel', () => {
  const saved = process.env.FAIRYFORGE_KERNEL;
  afterEach(() => {
    if (saved === undefined) delete process.env.FAIRYFORGE_KERNEL;
    else process.env.FAIRYFORGE_KERNEL = saved;
  });

  it('gives every compiled variant its own copy of the functions', () => {
    const a = createKernel(chess, { mode: 'copy' });
    const b = createKernel(chess, { mode: 'copy' });
    expect(a.generateLegal).not.toBe(b.generateLegal);
    expect(a.generateLegal.toString()).toBe(b.generateLegal.toString());
  });

  it('names each copy after its variant in stack traces', () => {
    const stack = errorInside(createKernel(wildebeest, { mode: 'copy' })).stack ?? '';
    expect(stack).toMatch(/generateLegal \(fairyforge-kernel\/test-wildebeest\.js:\d+:\d+\)/);
    expect(errorInside(createKernel(chess, { mode: 'copy' })).stack).toMatch(/fairyforge-kernel\/test-chess\.js:\d+:\d+/);
  });

  it('runs the parts as plain modules in modules mode, with their own file names in stack traces', () => {
    const k = createKernel(chess, { mode: 'modules' });
    expect(errorInside(k).stack).toMatch(/generateLegal \(.*kernel[\\/]legal\.[jt]s:\d+:\d+\)/);
    expect(errorInside(k).stack).not.toMatch(/fairyforge-kernel\//);
  });

  it('takes its mode from FAIRYFORGE_KERNEL unless told', () => {
    process.env.FAIRYFORGE_KERNEL = 'modules';
    expect(errorInside(createKernel(chess)).stack).toMatch(/kernel[\\/]legal\.[jt]s/);
    expect(errorInside(createKernel(chess, { mode: 'copy' })).stack).toMatch(/fairyforge-kernel\/test-chess\.js/);
    process.env.FAIRYFORGE_KERNEL = 'copy';
    expect(errorInside(createKernel(chess)).stack).toMatch(/fairyforge-kernel\/test-chess\.js/);
    process.env.FAIRYFORGE_KERNEL = 'fast';
    expect(() => createKernel(chess)).toThrow(/FAIRYFORGE_KERNEL must be "copy" or "modules"/);
  });

  it.each([
    ['chess', chess, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3, 97862],
    ['wildebeest', wildebeest, undefined, 3, 62751],
  ])('counts the same in both modes: %s', (_, v, fen, depth, nodes) => {
    for (const mode of ['copy', 'modules'] as const) {
      const k = createKernel(v, { mode });
      const p = position(v, fen);
      expect(k.perft(p, depth), mode).toBe(nodes);
      expect(k.perftFull(p, depth - 1), mode).toBe(k.perft(p, depth - 1));
    }
  });
});
