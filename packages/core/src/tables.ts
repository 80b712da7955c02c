/** Questions about a compiled variant's move tables, for code outside the kernel (checks, diagrams). */
import type { CompiledVariant } from './compile.ts';

/**
 * How many leap targets and rays a piece (board code) has from a square on
 * an empty board. Zero means the piece can never move from there.
 */
export function tableEntryCount(v: CompiledVariant, code: number, sq: number): number {
  const k = (code - 2) * v.size + sq;
  return v.leapOff[k + 1]! - v.leapOff[k]! + v.rayOff[k + 1]! - v.rayOff[k]!;
}
