/**
 * The piece catalogue variants/pieces.yaml: well-formed entries, and every
 * Betza string compiles to at least one move atom.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compileBetza } from '@fairyforge/betza';

interface PieceEntry {
  readonly letter?: unknown;
  readonly betza?: unknown;
  readonly description?: unknown;
  readonly royal?: unknown;
  readonly pawn?: unknown;
  readonly value?: unknown;
}

const cataloguePath = fileURLToPath(new URL('../variants/pieces.yaml', import.meta.url));
const text = readFileSync(cataloguePath, 'utf8');
const document = parse(text) as { pieces?: Record<string, PieceEntry> };
const entries = Object.entries(document.pieces ?? {});

describe('variants/pieces.yaml', () => {
  it('points editors at the schema on its first line', () => {
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/pieces.schema.json');
  });

  it('has at least 30 pieces', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
  });

  it.each(entries)('%s is well formed and its Betza compiles', (name, piece) => {
    expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(piece.letter).toEqual(expect.stringMatching(/^[A-Z]$/));
    expect(piece.description).toEqual(expect.stringMatching(/\S/));
    expect(typeof piece.betza).toBe('string');
    const compiled = compileBetza(String(piece.betza));
    expect(compiled.ok ? [] : compiled.errors).toEqual([]);
    expect(compiled.ok && compiled.atoms.length).toBeGreaterThan(0);
    if (piece.value !== undefined) expect(Number.isInteger(piece.value)).toBe(true);
  });

  it('has exactly one royal piece, the king, and pawn flags only on pawns', () => {
    expect(entries.filter(([, piece]) => piece.royal === true).map(([name]) => name)).toEqual(['king']);
    expect(entries.filter(([, piece]) => piece.pawn === true).map(([name]) => name)).toEqual(['pawn', 'berolina-pawn']);
  });

  it('lists the common pieces first, so that a bare letter finds them', () => {
    const firstWithLetter = (letter: string): string | undefined => entries.find(([, p]) => p.letter === letter)?.[0];
    expect(firstWithLetter('K')).toBe('king');
    expect(firstWithLetter('N')).toBe('knight');
    expect(firstWithLetter('P')).toBe('pawn');
    expect(firstWithLetter('C')).toBe('camel');
    expect(firstWithLetter('W')).toBe('wildebeest');
  });
});
