/**
 * `fairyforge demo <variant>`: the main job in one command — load a variant,
 * show its board and pieces, and count perft 1..N from the start.
 */
import { perft } from '@fairyforge/core';
import { intOption, onePositional, parse } from './args.ts';
import { boardText } from './board.ts';
import { demoSpec } from './commandSpecs.ts';
import type { Io } from './output.ts';
import { formatNps } from './perftCount.ts';
import { MAX_PERFT_DEPTH } from './perftCases.ts';
import { positionOrExit, variantOrExit } from './variant.ts';

export function demoCommand(argv: string[], io: Io): number {
  const { values, positionals } = parse(argv, demoSpec.options);
  const t0 = performance.now();
  const depth = intOption(values.depth, 'depth', 1, MAX_PERFT_DEPTH) ?? 4;
  const v = variantOrExit(onePositional(positionals), io);
  const loadMs = performance.now() - t0;
  const pos = positionOrExit(v, undefined, io);
  io.out(`${v.title} (${v.slug}) — ${v.spec.cols}×${v.spec.rows}, loaded and compiled in ${loadMs.toFixed(1)} ms from ${v.file}`);
  io.out('');
  io.out(boardText(pos));
  io.out('');
  io.out('Pieces:');
  for (const p of v.spec.pieces) {
    const tags = [p.royal ? 'royal' : '', p.pawn ? 'pawn' : ''].filter(Boolean).join(', ');
    io.out(`  ${p.letter}  ${p.name.padEnd(12)} ${p.betza.padEnd(14)}${tags ? ' ' + tags : ''}`);
  }
  io.out(`Promotion: ${v.spec.promotion.choices[0].join(' ')}   Castling: ${v.spec.castling && pos.castleMask ? 'yes' : 'none'}   Stalemate: ${v.spec.stalemate}`);
  io.out('');
  io.out('Perft from the start position:');
  for (let d = 1; d <= depth; d++) {
    const t = performance.now();
    const nodes = perft(pos, d);
    const s = (performance.now() - t) / 1000;
    io.out(`  depth ${d}: ${String(nodes).padStart(12)} nodes  ${s.toFixed(3)} s  ${s > 0 ? formatNps(nodes / s) : ''}`);
  }
  return 0;
}
