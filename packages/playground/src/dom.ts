/** Small DOM helpers: elements by id, checked. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el as T;
}

export function make<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, data: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const el = Object.assign(document.createElement(tag), props);
  Object.assign(el.dataset, data);
  return el;
}
