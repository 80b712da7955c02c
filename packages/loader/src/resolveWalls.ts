/**
 * Resolution of walls placed with every move (rules/walls.ts): `duck`,
 * `arrow`, `past`, `static` or `edge`, and `wallOrMove` (rules/wallOrMove.ts:
 * a wall or a move, only where a wall needs no piece's move: edge, static).
 * Refused beside the rules whose moves or records a walled move would have to
 * carry too (drops, petrification, passing, counting, counted checks,
 * must-capture), beside blasts unless the wall is the duck (an arrow or a
 * trail starts from a piece a blast may have removed; atomic chess with a
 * duck plays), and on a board with holes (a wall could land on one).
 */
import type { VariantSpec } from '@fairyforge/core';
import { err } from './origin.ts';
import type { Resolution } from './resolution.ts';

export function resolveWalls(r: Resolution): Pick<VariantSpec, 'walls' | 'wallRegion' | 'wallOrMove'> {
  const rules = r.engine.rules ?? {};
  const walls = rules.walls;
  const region = rules.wallRegion;
  const orMove = wallOrMove(r, walls);
  if (region !== undefined && walls !== 'static') {
    r.diags.push(err('walls-region', 'wallRegion says where static walls go, but walls is not static', r.at(['engine', 'rules', 'wallRegion']), 'set walls: static, or remove wallRegion'));
  }
  if (walls === undefined || walls === false) return {};
  const at = r.at(['engine', 'rules', 'walls']);
  const clash: string[] = (['drops', 'blast', 'petrify', 'pass', 'counting', 'checkCount', 'mustCapture'] as const).filter((k) => rules[k] !== undefined && rules[k] !== false && rules[k] !== 0 && !(k === 'blast' && walls === 'duck'));
  if (r.engine.holes !== undefined) clash.push('holes');
  if (clash.length > 0) {
    r.diags.push(err('walls-rules', `walls cannot be combined with ${clash.join(', ')} yet`, at, 'a walled move keeps no record of their state'));
    return {};
  }
  if (region !== undefined && walls === 'static') {
    const defined = Object.keys(r.engine.regions ?? {});
    if (!defined.includes(region)) {
      r.diags.push(err('region-unknown', `no region named '${region.slice(0, 40)}' (engine.regions)`, r.at(['engine', 'rules', 'wallRegion']), defined.length ? `the regions are ${defined.join(', ')}` : 'define it under engine.regions, e.g. open: [a1-h8]'));
      return { walls };
    }
    return { walls, wallRegion: region, ...orMove };
  }
  return { walls, ...orMove };
}

/** wallOrMove: a wall alone needs a rule that places it without a piece's move (edge, static). */
function wallOrMove(r: Resolution, walls: unknown): Pick<VariantSpec, 'wallOrMove'> {
  if (r.engine.rules?.wallOrMove !== true) return {};
  if (walls === 'edge' || walls === 'static') return { wallOrMove: true };
  const at = r.at(['engine', 'rules', 'wallOrMove']);
  r.diags.push(err('wall-or-move', `wallOrMove needs walls: edge or static${walls ? `, not ${String(walls)}` : ''}`, at, 'a wall alone goes where no piece\'s move decides: set walls: edge or static, or remove wallOrMove'));
  return {};
}
