/**
 * `fairyforge resolve <variant> [--json]`: the fully inherited, defaulted
 * rules — exactly what the engine compiles — with where each value came from.
 */
import { fileName, gameRules } from '@fairyforge/core';
import { type LoadedVariant, type ValueOrigin } from '@fairyforge/loader';
import { relative } from 'node:path';
import { onePositional, parse } from './args.ts';
import { resolveSpec } from './commandSpecs.ts';
import type { Io } from './output.ts';
import { userCwd } from './paths.ts';
import { variantOrExit } from './variant.ts';

const file = (f: string) => relative(userCwd(), f) || f;
const from = (o: ValueOrigin) => (o.kind === 'default' ? { from: 'default' } : { from: o.kind, file: o.file ? file(o.file) : undefined, line: o.line });

export function resolvedRules(v: LoadedVariant) {
  const s = v.spec;
  return {
    slug: s.slug,
    title: s.title,
    file: file(v.file),
    chain: v.chain.map(file),
    board: { cols: s.cols, rows: s.rows, ...from(v.origins.topology!) },
    setup: { fen: s.startFen, ...from(v.origins.setup!) },
    pieces: v.pieces.map((p) => ({ letter: p.letter, name: p.name, betza: p.betza, royal: p.royal, pawn: p.pawn, ...(p.value !== undefined ? { value: p.value } : {}), ...(p.region ? { region: p.region } : {}), ...(p.betzaIn ? { betzaIn: p.betzaIn.map((b) => ({ region: b.region, betza: b.betza })) } : {}), ...from(p.origin) })),
    // Regions (rules/regions.ts): each one's squares per side, as compiled.
    ...(s.regions ? { regions: { value: Object.fromEntries(Object.entries(s.regions).map(([name, [white, black]]) => [name, { white, black }])), ...from(v.origins.regions!) } } : {}),
    // Holes (rules/holes.ts): the squares that are not part of the board.
    ...(s.holes ? { holes: { value: s.holes, ...from(v.origins.holes!) } } : {}),
    rules: {
      castling: {
        value: s.castling
          ? { king: s.castling.king, rooks: s.castling.rooks, kingFile: fileName(s.castling.kingFile), kingside: s.castling.kingsideFiles.map(fileName).join(' '), queenside: s.castling.queensideFiles.map(fileName).join(' '), ...(s.castling.rank !== undefined ? { rank: s.castling.rank + 1 } : {}), ...(s.castling.chess960 ? { chess960: true } : {}) }
          : (false as const),
        ...from(v.origins['rules.castling']!),
      },
      promotion: {
        ranks: { value: s.promotion.ranks.map((r) => r + 1), ...from(v.origins['rules.promotion.ranks']!) },
        ...(s.promotion.region !== undefined ? { region: { value: s.promotion.region, ...from(v.origins['rules.promotion.region']!) } } : {}),
        choices: { value: { white: s.promotion.choices[0], black: s.promotion.choices[1] }, ...from(v.origins['rules.promotion.choices']!) },
        mandatory: { value: s.promotion.mandatory, ...from(v.origins['rules.promotion.mandatory']!) },
      },
      initialRanks: {
        value: Object.fromEntries(s.pieces.flatMap((p) => {
          const r = initialRanksOf(v, p.letter);
          return r ? [[p.letter, r] as const] : [];
        })),
        ...from(v.origins['rules.initialRanks']!),
      },
      stalemate: { value: s.stalemate, ...from(v.origins['rules.stalemate']!) },
      moveRule: {
        value: (() => {
          const r = gameRules(v.compiled);
          return r.moveRulePlies === 0 ? (false as const) : { moves: r.moveRulePlies / 2, resetBy: s.pieces.filter((_, t) => r.resets[t]).map((p) => p.letter) };
        })(),
        ...from(v.origins['rules.moveRule']!),
      },
      repetition: { value: gameRules(v.compiled).repetition, ...from(v.origins['rules.repetition']!) },
      ...(s.flyingGeneral ? { flyingGeneral: { value: true, ...from(v.origins['rules.flyingGeneral']!) } } : {}),
    },
    render: { value: v.render, ...from(v.origins.render!) },
  };
}

/** Ranks (1-based, each side's own) where the piece may make initial moves, as compiled. */
function initialRanksOf(v: LoadedVariant, letter: string): { white: number[]; black: number[] } | null {
  const t = v.compiled.typeByLetter.get(letter)!;
  const [white, black] = [0, 1].map((c) => v.compiled.initialRanks[c]![t]!.map((r) => r + 1));
  // Only pieces that have initial moves at all are worth listing; in Betza a
  // lower-case `i` is always the initial-move modifier.
  const hasInitial = v.spec.pieces[t]!.betza.includes('i');
  return hasInitial ? { white: white!, black: black! } : null;
}

export function resolveCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, resolveSpec.options);
  const v = variantOrExit(onePositional(positionals), io);
  const r = resolvedRules(v);
  if (values.json) {
    io.out(JSON.stringify(r, null, 2));
    return 0;
  }
  const where = (o: { from: string; file?: string | undefined; line?: number | undefined }) =>
    o.from === 'default' ? '(default)' : `(${o.from === 'catalogue' ? 'catalogue ' : ''}${o.file}${o.line ? `:${o.line}` : ''})`;
  io.out(`${r.title} (${r.slug}) — ${r.file}`);
  io.out(`inherits: ${r.chain.join(' <- ')}`);
  io.out(`board:      ${r.board.cols}×${r.board.rows}  ${where(r.board)}`);
  io.out(`setup:      ${r.setup.fen}  ${where(r.setup)}`);
  io.out('pieces:');
  for (const p of r.pieces) {
    const tags = [p.royal ? 'royal' : '', p.pawn ? 'pawn' : ''].filter(Boolean).join(' ');
    const regional = [p.region ? `kept to ${p.region}` : '', ...(p.betzaIn ?? []).map((b) => `${b.betza} in ${b.region}`)].filter(Boolean).join('; ');
    io.out(`  ${p.letter}  ${p.name.padEnd(16)} ${p.betza.padEnd(16)} ${tags.padEnd(6)} ${where(p)}${regional ? `  ${regional}` : ''}`);
  }
  if (r.regions) {
    io.out(`regions:    ${where(r.regions)}`);
    for (const [name, sides] of Object.entries(r.regions.value)) io.out(`  ${name.padEnd(14)} white ${sides.white.join(' ')}; black ${sides.black.join(' ')}`);
  }
  if (r.holes) io.out(`holes:      ${r.holes.value.join(' ')}  ${where(r.holes)}`);
  const c = r.rules.castling;
  const cv = c.value;
  io.out(`castling:   ${cv ? `${cv.king} with ${cv.rooks.join(', ')}: ${cv.chess960 ? 'Fischer-random, from any file' : cv.kingFile} -> ${cv.kingside} / ${cv.queenside}${cv.rank !== undefined ? ` on rank ${cv.rank}` : ''}` : 'none'}  ${where(c)}`);
  const pr = r.rules.promotion;
  io.out(`promotion:  ${pr.region ? `region ${pr.region.value} ${where(pr.region)}` : `ranks ${pr.ranks.value.join(', ')} ${where(pr.ranks)}`}; white ${pr.choices.value.white.join(' ')}, black ${pr.choices.value.black.join(' ')} ${where(pr.choices)}; ${pr.mandatory.value ? 'mandatory' : 'optional'} ${where(pr.mandatory)}`);
  const ir = r.rules.initialRanks;
  io.out(`initial moves: ${Object.entries(ir.value).map(([l, rs]) => `${l} from rank ${rs.white.join('/') || 'none'}`).join(', ') || 'none'}  ${where(ir)}`);
  io.out(`stalemate:  ${r.rules.stalemate.value} for the side that cannot move  ${where(r.rules.stalemate)}`);
  const mr = r.rules.moveRule;
  io.out(`move rule:  ${mr.value ? `${mr.value.moves} moves, reset by captures${mr.value.resetBy.length ? ` and ${mr.value.resetBy.join(' ')} moves` : ''}` : 'none'}  ${where(mr)}`);
  const rep = r.rules.repetition;
  io.out(`repetition: ${rep.value ? `draw when a position occurs ${rep.value} times` : 'none'}  ${where(rep)}`);
  if (r.rules.flyingGeneral) io.out(`flying general: the royal pieces may not face each other on an open line  ${where(r.rules.flyingGeneral)}`);
  io.out(`render:     ${JSON.stringify(r.render.value)}  ${where(r.render)}`);
  return 0;
}
