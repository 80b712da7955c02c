import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as compile from './compile.ts';
import { createKernel } from './kernel.ts';
import * as moves from './moves.ts';
import { MAX_MOVES } from './position.ts';
import { chessSpec } from './specs.fixture.ts';

describe('the kernel factory', () => {
  // The factory repeats these constants because its source is compiled on its own.
  const source = readFileSync(new URL('./kernel.ts', import.meta.url), 'utf8');
  const expected: Record<string, number> = {
    KIND_EN_PASSANT: moves.KIND_EN_PASSANT,
    KIND_CASTLE: moves.KIND_CASTLE,
    KIND_DOUBLE: moves.KIND_DOUBLE,
    M_MOVE: compile.M_MOVE,
    M_CAPTURE: compile.M_CAPTURE,
    M_EP: compile.M_EP,
    M_EP_CREATE: compile.M_EP_CREATE,
    M_LAME: compile.M_LAME,
    M_JUMP: compile.M_JUMP,
    RAY_SLIDE: compile.RAY_SLIDE,
    RAY_CANNON: compile.RAY_CANNON,
    RAY_GRASSHOPPER: compile.RAY_GRASSHOPPER,
    MAX_MOVES,
  };
  it.each(Object.entries(expected))('repeats %s with the same value', (name, value) => {
    const m = new RegExp(`const ${name} = (\\d+);`).exec(source);
    expect(m?.[1]).toBe(String(value));
  });

  it('gives every compiled variant its own copy of the functions', () => {
    const v = compile.compileVariant(chessSpec);
    const a = createKernel(v);
    const b = createKernel(v);
    expect(a.generateLegal).not.toBe(b.generateLegal);
    expect(a.generateLegal.toString()).toBe(b.generateLegal.toString());
  });
});
