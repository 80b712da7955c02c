import { describe, expect, it } from 'vitest';
import type { BetzaAst } from './ast.ts';
import type { BetzaError } from './errors.ts';
import { expandBetza } from './expand.ts';
import { parseBetza } from './parse.ts';

function ast(text: string): BetzaAst {
  const result = parseBetza(text);
  if (!result.ok) throw new Error(`${text}: ${JSON.stringify(result.errors)}`);
  return result.value;
}

function errors(text: string): readonly BetzaError[] {
  const result = parseBetza(text);
  if (result.ok) throw new Error(`${text} parsed, but an error was expected`);
  return result.errors;
}

/** The single error of `text`, checked against the expected column, length and message. */
function expectError(text: string, column: number, length: number, message: RegExp): void {
  const found = errors(text);
  expect(found, JSON.stringify(found)).toHaveLength(1);
  expect(found[0]).toEqual({ column, length, message: expect.stringMatching(message) });
}

describe('parseBetza: syntax tree', () => {
  it('reads the pawn as three terms with modifiers in source order and columns', () => {
    const { terms } = ast('fmWfceFifmnD');
    expect(terms).toHaveLength(3);
    expect(terms[0]).toEqual({
      modifiers: [
        { kind: 'direction', letter: 'f', column: 0 },
        { kind: 'modality', letter: 'm', column: 1 },
      ],
      atom: 'W', atomColumn: 2, range: { kind: 'none' }, column: 0, length: 3,
    });
    expect(terms[1]!.modifiers.map((m) => m.letter)).toEqual(['f', 'c', 'e']);
    expect(terms[1]).toMatchObject({ atom: 'F', atomColumn: 6, column: 3, length: 4 });
    expect(terms[2]!.modifiers).toEqual([
      { kind: 'modality', letter: 'i', column: 7 },
      { kind: 'direction', letter: 'f', column: 8 },
      { kind: 'modality', letter: 'm', column: 9 },
      { kind: 'modality', letter: 'n', column: 10 },
    ]);
    expect(terms[2]).toMatchObject({ atom: 'D', atomColumn: 11, column: 7, length: 5 });
  });

  it('reads ranges of any number of digits', () => {
    expect(ast('R4').terms[0]!.range).toEqual({ kind: 'count', value: 4, column: 1, length: 1 });
    expect(ast('W10').terms[0]!.range).toEqual({ kind: 'count', value: 10, column: 1, length: 2 });
    expect(ast('N0').terms[0]!.range).toEqual({ kind: 'count', value: 0, column: 1, length: 1 });
    expect(ast('fW123').terms[0]).toMatchObject({ range: { kind: 'count', value: 123 }, length: 5 });
  });

  it("records a doubled atom as 'doubled' and starts a new term after it", () => {
    expect(ast('NN').terms).toEqual([
      { modifiers: [], atom: 'N', atomColumn: 0, range: { kind: 'doubled', column: 1 }, column: 0, length: 2 },
    ]);
    const three = ast('NNN').terms;
    expect(three.map((t) => t.range.kind)).toEqual(['doubled', 'none']);
    expect(ast('NC').terms.map((t) => t.atom)).toEqual(['N', 'C']);
  });

  it('records the synonyms L and J as written', () => {
    expect(ast('LJ').terms.map((t) => t.atom)).toEqual(['L', 'J']);
    // Different spellings of the same atom are two terms, not a doubled atom.
    expect(ast('CL').terms).toHaveLength(2);
  });

  it('accepts every supported atom letter', () => {
    expect(ast('WFDNAHCZGKRBQLJ').terms.map((t) => t.atom).join('')).toBe('WFDNAHCZGKRBQLJ');
  });

  it('accepts modifiers in any order (leniently), keeping the written order', () => {
    expect(ast('cfF').terms[0]!.modifiers.map((m) => m.letter)).toEqual(['c', 'f']);
    expect(ast('mfW').terms[0]!.modifiers.map((m) => m.letter)).toEqual(['m', 'f']);
  });
});

describe('parseBetza: errors with exact columns', () => {
  it('rejects the empty string', () => {
    expectError('', 0, 0, /empty/);
  });

  it('reports unknown letters where they stand', () => {
    expectError('WkF', 1, 1, /unknown modifier 'k'/);
    expectError('NE', 1, 1, /unknown atom 'E'/);
    expectError('fW N', 2, 1, /unexpected character space/);
    expectError('fWE4', 2, 1, /unknown atom 'E'/);
    expectError('W+F', 1, 1, /unexpected character '\+'/);
    expectError('W😀', 1, 2, /unexpected character/);
  });

  it('reports a modifier with no atom after it', () => {
    expectError('Wf', 1, 1, /modifier 'f' has no atom/);
    expectError('Kfmn', 1, 3, /modifiers 'fmn' have no atom/);
    expectError('m', 0, 1, /no atom/);
  });

  it('reports a range digit without an atom', () => {
    expectError('4W', 0, 1, /range digit must follow an atom/);
    expect(errors('W 12')).toEqual([
      { column: 1, length: 1, message: expect.stringMatching(/space/) },
      { column: 2, length: 2, message: expect.stringMatching(/range digit/) },
    ]);
    expectError('NN4', 2, 1, /doubled atom .* already means unlimited/);
  });

  it('reports unsupported XBetza features as not supported yet', () => {
    for (const [text, column] of [
      ['FyafsF', 1], ['oW', 0], ['dK', 0], ['ucR', 0], ['xK', 0], ['qN', 0], ['zN', 0], ['tpR', 0],
    ] as const) {
      expect(errors(text)[0], text).toMatchObject({ column, length: 1, message: expect.stringMatching(/not supported yet/) });
    }
    expectError('U', 0, 1, /universal leaper.*not supported yet/);
    expectError('O2', 0, 1, /castling.*not supported yet/);
    expectError('fI', 1, 1, /imitator.*not supported yet/);
    expectError('FX', 1, 1, /'X' \(extended-leap suffix\) is not supported yet/);
    expectError('NY', 1, 1, /'Y' \(extended-leap suffix\)/);
    expectError('W03', 1, 2, /exact range.*not supported yet/);
  });

  it('multi-leg terms: the legs split at each a; errors point into the leg at fault', () => {
    const parsed = parseBetza('KcaKmcabK');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.terms).toHaveLength(3);
      const [, locust, igui] = parsed.value.terms;
      expect(locust!.modifiers.map((m) => m.letter)).toEqual(['c']);
      expect(locust!.legs).toEqual([{ column: 2, modifiers: [] }]);
      expect(igui!.modifiers.map((m) => m.letter)).toEqual(['m', 'c']);
      expect(igui!.legs).toEqual([{ column: 6, modifiers: [{ kind: 'direction', letter: 'b', column: 7 }] }]);
      expect(igui).toMatchObject({ column: 4, length: 5 });
    }
    expectError('cacaK', 2, 1, /only one leg before the last may capture/);
    expectError('WagaW', 2, 1, /'g' is not supported on a leg before the last/);
    expectError('afspW', 3, 1, /'p' is not supported on the last leg/);
    expectError('aN', 1, 1, /multi-leg moves .* not on N/);
    expectError('afsafsafsafsW', 9, 1, /5 legs: at most 4/);
    expectError('KafsxW', 4, 1, /'x' \(induction\) is not supported yet/);
    expectError('Ka', 1, 1, /modifier 'a' has no atom after it/);
    expectError('acpafW', 2, 1, /'c' and 'p' contradict/);
  });

  it('reports bracket and parenthesis notation once per group', () => {
    expectError('(4,1)', 0, 5, /parenthesis notation.*not supported yet/);
    expectError('W[F?R]', 1, 5, /bracket notation.*not supported yet/);
    expectError('K[F-R', 1, 4, /bracket notation/);
    expectError('W)', 1, 1, /not supported yet/);
  });

  it('only riders can hop', () => {
    expectError('pN', 0, 1, /only riders can hop/);
    expectError('mgK', 1, 1, /only riders can hop/);
    expectError('pR1', 0, 1, /only riders can hop/);
    expect(parseBetza('pN0').ok).toBe(true);
    expect(parseBetza('gKK').ok).toBe(true);
  });

  it('n is defined on D, N, A, Z, H, G and C only', () => {
    for (const atom of ['D', 'N', 'A', 'Z', 'H', 'G', 'J', 'C', 'L']) expect(parseBetza(`n${atom}`).ok, atom).toBe(true);
    for (const atom of ['W', 'F', 'K', 'R', 'B', 'Q']) {
      expectError(`fn${atom}`, 1, 1, /'n' \(lame\) is not defined/);
    }
    expect(parseBetza('nD0').ok).toBe(true); // lame rider: every step lame
  });

  it('j needs a path on a leaper and a stepper on a rider', () => {
    expect(parseBetza('jN').ok).toBe(true);
    expect(parseBetza('jR').ok).toBe(true);
    expect(parseBetza('jW0').ok).toBe(true);
    expectError('jW', 0, 1, /'j' on a leaper/);
    expectError('jN0', 0, 1, /'j' on a rider/);
  });

  it('rejects contradictory and repeated modalities', () => {
    expectError('pgR', 1, 1, /cannot be combined/);
    expectError('njN', 1, 1, /contradict/);
    expectError('pnD0', 1, 1, /cannot be combined with the hop/);
    expectError('mmW', 1, 1, /given twice/);
    expectError('iifmnD', 1, 1, /given twice/);
  });

  it('rejects direction letters split by a modality letter', () => {
    expectError('fmrN', 1, 1, /written together/);
    expect(parseBetza('fmWcfF').ok).toBe(true); // one direction run per term
  });

  it('rejects direction letters that mean nothing for the atom', () => {
    expectError('vF', 0, 1, /no meaning on the diagonal atom F.*fr/);
    expectError('fsB', 1, 1, /'s' has no meaning on the diagonal atom B/);
    expectError('hA', 0, 1, /diagonal/);
    expectError('fhW', 1, 1, /'h' has no meaning on the orthogonal atom W/);
    expectError('hN', 0, 1, /must be followed by r or l/);
    expectError('vhN', 0, 2, /'vh' has no meaning/);
    expectError('ssC', 0, 2, /'ss' has no meaning/);
    expectError('hK', 0, 1, /'h' has no meaning on K/);
    expectError('fhQ', 1, 1, /half-planes/);
  });

  it('reports every error of a string in one pass', () => {
    const found = errors('kWfvF4 pN');
    expect(found.map((e) => e.column)).toEqual([0, 3, 6, 7]); // k, v on F, space, p on a leaper
  });
});

describe('parseBetza never throws', () => {
  it('survives random strings', () => {
    const alphabet = 'WFDNAHCZGKRBQLJUOIXYfblrvshmcinjpgeayoduxqzt0123456789()[]-?, ́😀\u0000WFNKRBQfblrvshmcinjpge';
    let seed = 12345;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 5000; round++) {
      const chars = Array.from(alphabet);
      let text = '';
      for (let i = random(12); i > 0; i--) text += chars[random(chars.length)];
      const result = parseBetza(text);
      // A tree that parsed cleanly must expand without throwing.
      if (result.ok) expect(() => expandBetza(result.value)).not.toThrow();
      if (!result.ok) {
        expect(result.errors.length).toBeGreaterThan(0);
        for (const error of result.errors) {
          expect(error.column).toBeGreaterThanOrEqual(0);
          expect(error.column + error.length).toBeLessThanOrEqual(text.length);
        }
      }
    }
  });
});
