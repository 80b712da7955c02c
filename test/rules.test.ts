/**
 * The rule modules (packages/core/src/rules/): every piece a module points to
 * exists, every kernel rule has its module, and results go through the
 * registry in its order.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileVariant, Game, outcome, parseFen } from '@fairyforge/core';
import { kernelRules } from '../packages/core/src/kernel/select.ts';
import { ruleModules, resultRules, noMoveRules } from '../packages/core/src/rules/registry.ts';
import { chessSpec } from '../packages/core/src/specs.fixture.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the rule modules', () => {
  it('have distinct names', () => {
    const names = ruleModules.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ruleModules.map((r) => [r.name, r] as const))('%s: every piece it points to is where it says', (_, rule) => {
    const missing: string[] = [];
    for (const [concern, refs] of Object.entries(rule.where)) {
      if (concern === 'spec') continue;
      for (const ref of refs as readonly string[]) {
        const [path, name] = ref.split('#') as [string, string | undefined];
        const file = join(root, path);
        if (!existsSync(file)) missing.push(`${concern}: no file ${path}`);
        else if (name !== undefined && !readFileSync(file, 'utf8').includes(name)) missing.push(`${concern}: no '${name}' in ${path}`);
      }
    }
    expect(missing).toEqual([]);
    const specKeys = readFileSync(join(root, 'packages/core/src/spec.ts'), 'utf8');
    for (const key of rule.where.spec) expect(specKeys, key).toMatch(new RegExp(`readonly ${key}\\??:`));
  });

  it('include one module for each kernel rule, holding its kernel side', () => {
    for (const [name, kernel] of Object.entries(kernelRules)) {
      const rule = ruleModules.find((r) => r.name === name);
      expect(rule?.kernel, name).toBe(kernel);
      expect(rule?.uses, name).toBe(kernel.uses);
    }
    expect(ruleModules.filter((r) => r.kernel).length).toBe(Object.keys(kernelRules).length);
  });

  it('judge results in registry order, after checkmate', () => {
    expect(resultRules.map((r) => r.name)).toEqual(['moveRepetition', 'repetition', 'moveRule', 'counting', 'insufficientMaterial']);
    expect(noMoveRules.map((r) => r.name)).toEqual(['stalemate']);
    const v = compileVariant(chessSpec);
    const at = (fen: string, ctx = {}) => {
      const r = parseFen(v, fen);
      if (!r.ok) throw new Error(r.error);
      return outcome(r.position, ctx);
    };
    // Bare kings with the move-rule count complete and the third repetition: repetition is asked first.
    expect(at('4k3/8/8/8/8/8/8/4K3 w - - 100 80', { occurrences: 3 })).toEqual({ result: '1/2-1/2', reason: 'repetition' });
    expect(at('4k3/8/8/8/8/8/8/4K3 w - - 100 80')).toEqual({ result: '1/2-1/2', reason: 'move-rule' });
    expect(at('4k3/8/8/8/8/8/8/4K3 w - - 0 80')).toEqual({ result: '1/2-1/2', reason: 'insufficient-material' });
    // Mate on the move that completes the move rule still wins.
    expect(at('R3k3/8/4K3/8/8/8/8/8 b - - 100 80')).toEqual({ result: '1-0', reason: 'checkmate' });
    // Stalemate, valued by the variant.
    const win = compileVariant({ ...chessSpec, slug: 'test-stalemate-wins', stalemate: 'win' });
    const g = Game.fromFen(win, 'k7/8/1QK5/8/8/8/8/8 b - - 0 1');
    expect(g.ok && g.game.outcome()).toEqual({ result: '0-1', reason: 'stalemate' });
  });
});
