import { describe, expect, it } from 'vitest';
import type { BetzaAst, BetzaTerm } from './ast.ts';
import { compileBetza } from './compile.ts';
import { formatBetza } from './format.ts';
import { canonicalAtom } from './letters.ts';
import { parseBetza } from './parse.ts';
import { directionModifiers, effectiveRange, modalityModifiers } from './validate.ts';

function parsed(text: string): BetzaAst {
  const result = parseBetza(text);
  if (!result.ok) throw new Error(`${text}: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.value;
}

/** What a term means, without columns or spelling: equal meanings = equivalent terms. */
function meaning(term: BetzaTerm): unknown {
  return {
    directions: directionModifiers(term).map((m) => m.letter).join(''),
    modalities: modalityModifiers(term).map((m) => m.letter).sort().join(''),
    atom: canonicalAtom(term.atom),
    range: effectiveRange(term),
  };
}

describe('formatBetza', () => {
  it.each([
    ['fmWfceFifmnD', 'fmWfceFifmnD'],
    ['mfWcfF', 'fmWfcF'],
    ['cfF', 'fcF'],
    ['nifmD', 'ifmnD'],
    ['pcR', 'cpR'],
    ['jfcemiD', 'ifmcejD'],
    ['gmQ', 'mgQ'],
    ['NN', 'N0'],
    ['LJ', 'CZ'],
    ['LL', 'C0'],
    ['W10', 'W10'],
    ['frN', 'frN'],
    ['rfN', 'rfN'],
    ['hrN', 'hrN'],
    ['mRcpR', 'mRcpR'],
  ])('%s → %s', (text, canonical) => {
    expect(formatBetza(parsed(text))).toBe(canonical);
  });

  it('keeps apart two terms of the same atom, which would otherwise read as doubled', () => {
    const two = parsed('N1N');
    expect(two.terms).toHaveLength(2);
    const ast: BetzaAst = { terms: [{ ...two.terms[0]!, range: { kind: 'none' } }, two.terms[1]!] };
    expect(formatBetza(ast)).toBe('N1N');
    const rook: BetzaAst = { terms: [parsed('R').terms[0]!, parsed('R4').terms[0]!] };
    expect(formatBetza(rook)).toBe('R0R4');
  });
});

describe('round trip: parse(format(ast)) is equivalent to ast', () => {
  const corpus = [
    'K', 'Q', 'R', 'B', 'N', 'fmWfceFifmnD', 'C', 'Z', 'NC', 'BN', 'RN', 'QN', 'NN', 'gQ', 'mRcpR', 'nN', 'nA',
    'F', 'W', 'A', 'D', 'H', 'G', 'WAD', 'CF', 'RF', 'BW', 'FfW', 'WfF', 'KN', 'FD', 'WA', 'fR', 'ffN', 'FA',
    'mNcB', 'mBcN', 'mNcR', 'mRcN', 'nZ', 'fmFfcWifmnA', 'fsW', 'W2', 'R2', 'fK', 'fQ', 'C0', 'W10', 'LL', 'JJ', 'J3',
    'jR', 'fjD', 'feF', 'cfmeF', 'fsK', 'rvQ', 'ffrK', 'hlN', 'lhC', 'bsZ', 'frblB', 'pN0', 'gKK', 'nD0', 'N1N',
    'mfWcfF', 'ifmnD', 'vN', 'sN', 'fbF', 'nH', 'nG', 'iW', 'pB', 'mBcpB',
  ];

  it.each(corpus)('%s', (text) => {
    const ast = parsed(text);
    const again = parsed(formatBetza(ast));
    expect(again.terms.map(meaning)).toEqual(ast.terms.map(meaning));
    // …and therefore the same moves, and a stable canonical form.
    const before = compileBetza(text);
    const after = compileBetza(formatBetza(ast));
    expect(after).toEqual(before);
    expect(formatBetza(again)).toBe(formatBetza(ast));
  });

  it('holds for random valid strings', () => {
    const pieces = ['f', 'b', 'l', 'r', 'v', 's', 'h', 'm', 'c', 'i', 'n', 'j', 'p', 'g', 'e',
      'W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G', 'K', 'R', 'B', 'Q', 'L', 'J', '0', '2', '10'];
    let seed = 99;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let checked = 0;
    for (let round = 0; round < 5000; round++) {
      let text = '';
      for (let i = 1 + random(8); i > 0; i--) text += pieces[random(pieces.length)];
      const result = parseBetza(text);
      if (!result.ok) continue;
      checked++;
      const again = parsed(formatBetza(result.value));
      expect(again.terms.map(meaning), text).toEqual(result.value.terms.map(meaning));
    }
    expect(checked).toBeGreaterThan(200);
  });
});
