/**
 * Share links: the whole variant text, compressed, in the URL fragment, so a
 * link carries the rules themselves and no server is involved.
 *
 * Compression is fflate's raw DEFLATE: fflate is small (only deflate and
 * inflate are bundled), has no dependencies, is actively maintained, and
 * DEFLATE compresses Markdown and YAML well (a variant file shrinks to about
 * a third). The bytes go into the fragment as base64url, which needs no
 * further escaping. `#v=slug` names a shipped variant without its text.
 */

/** fflate is fetched only when a link is made or followed, so it costs a first visit nothing. */
const fflate = () => import('fflate');

export type Shared = { kind: 'text'; text: string } | { kind: 'slug'; slug: string };

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** The fragment (without `#`) that carries this text. */
export async function encodeText(text: string): Promise<string> {
  const { deflateSync, strToU8 } = await fflate();
  return `src=${toBase64Url(deflateSync(strToU8(text), { level: 9 }))}`;
}

/** What a fragment names, or null when it names nothing (or is damaged). */
export async function decodeFragment(hash: string): Promise<Shared | null> {
  const h = hash.replace(/^#/, '');
  const params = new URLSearchParams(h);
  const src = params.get('src');
  if (src) {
    try {
      const { inflateSync, strFromU8 } = await fflate();
      return { kind: 'text', text: strFromU8(inflateSync(fromBase64Url(src))) };
    } catch {
      return null;
    }
  }
  const slug = params.get('v');
  return slug && /^[a-z0-9][a-z0-9-]*$/.test(slug) ? { kind: 'slug', slug } : null;
}
