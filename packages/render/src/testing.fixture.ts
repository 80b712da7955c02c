/** Test helpers: parse SVG as XML, find elements, load the shipped variants once. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { loadVariant, type LoadedVariant } from '@fairyforge/loader';

export type XmlNode = { name: string; attrs: Record<string, string>; children: XmlNode[]; text: string };

/** Parses XML (throws on malformed input) into a simple element tree. */
export function parseXml(xml: string): XmlNode {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`invalid XML: ${valid.err.msg} at line ${valid.err.line}`);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, trimValues: false });
  const raw = parser.parse(xml) as unknown[];
  const convert = (entry: Record<string, unknown>): XmlNode | null => {
    const name = Object.keys(entry).find((k) => k !== ':@');
    if (!name || name === '#text') return null;
    const attrs = (entry[':@'] ?? {}) as Record<string, string>;
    const kids = (entry[name] as Record<string, unknown>[]) ?? [];
    const text = kids.filter((k) => '#text' in k).map((k) => String(k['#text'])).join('');
    return { name, attrs, children: kids.map(convert).filter((n): n is XmlNode => n !== null), text };
  };
  const roots = raw.map((e) => convert(e as Record<string, unknown>)).filter((n): n is XmlNode => n !== null);
  if (roots.length !== 1) throw new Error(`expected one root element, got ${roots.length}`);
  return roots[0]!;
}

export function findAll(node: XmlNode, pred: (n: XmlNode) => boolean): XmlNode[] {
  const out: XmlNode[] = [];
  const walk = (n: XmlNode) => {
    if (pred(n)) out.push(n);
    n.children.forEach(walk);
  };
  walk(node);
  return out;
}

const cache = new Map<string, LoadedVariant>();
export function variant(slugOrPath: string): LoadedVariant {
  let v = cache.get(slugOrPath);
  if (!v) {
    const r = loadVariant(slugOrPath);
    if (!r.ok) throw new Error(`${slugOrPath}: ${r.diagnostics.map((d) => d.message).join('; ')}`);
    cache.set(slugOrPath, (v = r.variant));
  }
  return v;
}
