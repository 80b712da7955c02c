/**
 * Resolution of flips (rules/flip.ts): `rule` must be `ataxx`, `reversi`,
 * `snort`, `free` or `quadwrangle`.
 * Ataxx clones come from a supply without end, so it needs no `drops` (and
 * refuses them: a hand would be a second supply); reversi drops from the
 * hands, so it needs `drops`. `start` squares must be on the board, and only
 * reversi has an opening. Refused beside blasts and petrification, whose
 * captures flips would have to be defined with. Each problem is reported at
 * its value.
 */
import { makeGeometry, parseSquare, type FlipSpec } from '@fairyforge/core';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';

const BASE = ['engine', 'rules', 'flip'];

export function resolveFlip(r: Resolution): FlipSpec | null {
  const rules = r.engine.rules;
  const flip = rules?.flip;
  if (!flip) return null;
  if (flip.rule !== 'ataxx' && flip.rule !== 'reversi' && flip.rule !== 'snort' && flip.rule !== 'free' && flip.rule !== 'quadwrangle') {
    r.diags.push(err('flip-rule', `flip.rule is '${String(flip.rule)}', but it must be ataxx, reversi, snort, free or quadwrangle`, r.at([...BASE, 'rule'])));
    return null;
  }
  for (const other of ['blast', 'petrify'] as const) {
    if (rules[other]) {
      r.diags.push(err('flip-rules', `flips together with ${other} are not supported yet`, r.at(BASE), `remove \`${other}\` or \`flip\``));
      return null;
    }
  }
  if (flip.rule !== 'reversi' && rules.drops) r.diags.push(err('flip-drops', `${flip.rule} clones come from a supply without end, so the variant needs no drops`, r.at([...BASE, 'rule']), 'remove `drops`'));
  if (flip.rule === 'reversi' && !rules.drops) r.diags.push(err('flip-drops', 'reversi drops its pieces from the hands, but the variant has no drops', r.at([...BASE, 'rule']), 'add `drops: { toHand: [] }` and pockets to the setup'));
  const g = makeGeometry(r.cols, r.rows);
  const start: string[] = [];
  (flip.start ?? []).forEach((name, i) => {
    const at = r.at([...BASE, 'start', String(i)]);
    if (flip.rule !== 'reversi') r.diags.push(err('flip-start', 'only reversi has opening squares', at, 'remove `start`'));
    else if (typeof name !== 'string' || parseSquare(g, name) < 0) r.diags.push(err('flip-start', `flip.start names '${String(name)}', which is not a square of this board`, at));
    else start.push(name);
  });
  if (flip.clones !== undefined && flip.rule !== 'ataxx') r.diags.push(err('flip-clones', 'only ataxx clones pieces', r.at([...BASE, 'clones']), 'remove `clones`'));
  const noClones = flip.rule === 'ataxx' && flip.clones === false;
  return { rule: flip.rule, ...(start.length > 0 ? { start } : {}), ...(flip.fullBoard === false ? { fullBoard: false } : {}), ...(noClones ? { clones: false } : {}) };
}
