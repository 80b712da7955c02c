/**
 * Resolution, passing and bikjang (rules/passing.ts): `rules.pass` needs a
 * royal piece (the pass is written as its move to its own square) and rules
 * whose state a pass would have to carry are refused (en passant, drops,
 * counting, counted checks, blasts: the pass keeps none of their records);
 * `rules.bikjang` needs `pass`.
 */
import type { VariantSpec } from '@fairyforge/core';
import type { ResolvedPiece } from './loadTypes.ts';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';

export function resolvePassing(r: Resolution, pieces: readonly ResolvedPiece[]): Pick<VariantSpec, 'pass' | 'bikjang'> {
  const rules = r.engine.rules ?? {};
  const out: { pass?: boolean; bikjang?: boolean } = {};
  if (rules.pass === true) {
    const at = r.at(['engine', 'rules', 'pass']);
    if (!pieces.some((p) => p.royal)) r.diags.push(err('pass-royal', 'pass is written as the royal piece\'s move to its own square, but no piece is royal', at));
    const clash = (['drops', 'counting', 'checkCount', 'blast'] as const).filter((k) => rules[k] !== undefined && rules[k] !== false && rules[k] !== 0);
    if (clash.length > 0) r.diags.push(err('pass-rules', `pass cannot be combined with ${clash.join(', ')} yet`, at, 'a pass keeps no record of their state'));
    out.pass = true;
  }
  if (rules.bikjang === true) {
    if (rules.pass !== true) r.diags.push(err('bikjang-pass', 'bikjang needs pass: a bikjang is left by passing', r.at(['engine', 'rules', 'bikjang']), 'add pass: true'));
    else out.bikjang = true;
  }
  return out;
}
