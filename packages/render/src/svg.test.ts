import { describe, expect, it } from 'vitest';
import { FONT_CHARACTERS, textPath, textWidth, transformPath } from './strokeFont.ts';
import { attrs, el, escapeXml, num } from './svg.ts';

describe('svg helpers', () => {
  it('escape text and attributes', () => {
    expect(escapeXml(`a<b>&"c"'`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&#39;');
    expect(el('title', {}, escapeXml('Q & A'))).toBe('<title>Q &amp; A</title>');
    expect(attrs({ a: 1.005, b: undefined, c: 'x"y' })).toBe(' a="1" c="x&quot;y"');
  });

  it('format numbers with at most two decimals, never -0', () => {
    expect(num(1)).toBe('1');
    expect(num(1.23456)).toBe('1.23');
    expect(num(-0.001)).toBe('0');
    expect(num(271.25)).toBe('271.25');
  });
});

describe('the stroke font', () => {
  it('draws every character it has, and ? for the rest', () => {
    for (const ch of FONT_CHARACTERS) if (ch !== ' ') expect(textPath(ch, 0, 10, 10), ch).not.toBe('');
    expect(textPath('€', 0, 10, 10)).toBe(textPath('?', 0, 10, 10));
  });

  it('measures and anchors text', () => {
    expect(textWidth('', 10)).toBe(0);
    expect(textWidth('ab', 20)).toBeCloseTo(2 * textWidth('ab', 10));
    const start = textPath('10', 0, 10, 10, 'start');
    const end = textPath('10', textWidth('10', 10), 10, 10, 'end');
    expect(end).toBe(start);
  });

  it('moves and scales path data', () => {
    expect(transformPath('M0 0 L10 5 Q1 2 3 4 A2 3 0 1 0 4 4 Z', 1, 2, 2)).toBe('M1 2L21 12Q3 6 7 10A4 6 0 1 0 9 10Z');
  });
});
