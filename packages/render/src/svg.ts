/**
 * Small helpers for writing SVG and HTML by hand: escaping, number
 * formatting and attribute lists. Output must be byte-identical for identical
 * input, so numbers are rounded to a fixed precision here and nowhere else.
 */

/** Escapes text for an XML/HTML text node or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;'));
}

/** A number with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.25`). */
export function num(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

export type Attrs = Record<string, string | number | undefined>;

/** ` a="1" b="x"`, skipping undefined values; numbers go through num(). */
export function attrs(a: Attrs): string {
  let s = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`;
  }
  return s;
}

/** An element; self-closing when it has no content. */
export function el(name: string, a: Attrs, content?: string): string {
  return content === undefined || content === '' ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${content}</${name}>`;
}
