/**
 * Resolution, passing and bikjang (rules/passing.ts): `rules.pass` needs a
 * royal piece (the pass is written as its move to its own square) unless
 * it is `stalemate` (written on the side's first piece), and rules whose
 * state a pass would have to carry are refused (en passant,
 * counting, counted checks, blasts: the pass keeps none of their records);
 * `rules.bikjang` needs `pass`.
 */
import type { VariantSpec } from '@fairyforge/core';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';

export function resolvePassing(r: Resolution, pieces: readonly ResolvedPiece[]): Pick<VariantSpec, 'pass' | 'bikjang'> {
  const rules = r.engine.rules ?? {};
  const out: { pass?: boolean | 'stalemate'; bikjang?: boolean } = {};
  if (rules.pass === true || rules.pass === 'stalemate') {
    const at = r.at(['engine', 'rules', 'pass']);
    // Passing only when stalemated is written, without a royal piece, on the side's first piece.
    if (rules.pass === true && !pieces.some((p) => p.royal)) r.diags.push(err('pass-royal', 'pass is written as the royal piece\'s move to its own square, but no piece is royal', at, 'or pass only when no other move is legal: `pass: stalemate`'));
    // A pass leaves the hands as they are, so drops need no record of it.
    const clash = (['counting', 'checkCount', 'blast'] as const).filter((k) => rules[k] !== undefined && rules[k] !== false && rules[k] !== 0);
    if (clash.length > 0) r.diags.push(err('pass-rules', `pass cannot be combined with ${clash.join(', ')} yet`, at, 'a pass keeps no record of their state'));
    out.pass = rules.pass;
  }
  if (rules.bikjang === true) {
    if (rules.pass !== true && rules.pass !== 'stalemate') r.diags.push(err('bikjang-pass', 'bikjang needs pass: a bikjang is left by passing', r.at(['engine', 'rules', 'bikjang']), 'add pass: true'));
    else out.bikjang = true;
  }
  return out;
}
