/**
 * The piece table under the board: letter, name, Betza, the movement in
 * words (`describeBetza`) and a move diagram from `@fairyforge/render`;
 * and the perft counts, depth by depth, with nodes per second.
 */
import { describeBetza } from '@fairyforge/betza';
import type { LoadedVariant } from '@fairyforge/loader/pure';
import { renderPieceDiagram } from '@fairyforge/render';

function cell(tag: 'td' | 'th', text: string, className?: string): HTMLTableCellElement {
  const c = document.createElement(tag);
  c.textContent = text;
  if (className) c.className = className;
  return c;
}

export function drawPieceTable(table: HTMLTableElement, v: LoadedVariant): void {
  table.replaceChildren();
  const head = table.createTHead().insertRow();
  for (const h of ['', 'Piece', 'Betza', 'Moves', 'Diagram']) head.append(cell('th', h));
  const body = table.createTBody();
  for (const p of v.spec.pieces) {
    const row = body.insertRow();
    row.dataset.letter = p.letter;
    const d = describeBetza(p.betza, p.dialect ? { dialect: p.dialect } : {});
    row.append(cell('td', p.letter, 'letter'), cell('td', p.name + (p.royal ? ' (royal)' : ''), 'name'), cell('td', p.betza, 'betza'), cell('td', p.betza === '' ? 'Never moves once placed.' : d.ok ? d.text : d.error, 'describe'));
    const fig = cell('td', '', 'diagram');
    try {
      fig.innerHTML = renderPieceDiagram(v, { letter: p.letter, idPrefix: `pd-${p.letter}`, style: { cellSize: 20 } });
    } catch (e) {
      fig.textContent = e instanceof Error ? e.message : String(e);
    }
    row.append(fig);
  }
}

/** A perft row: depth, nodes, time, nodes per second. */
export function addPerftRow(table: HTMLTableElement, depth: number, nodes: number, ms: number): void {
  if (!table.tHead) {
    const h = table.createTHead().insertRow();
    for (const t of ['depth', 'nodes', 'ms', 'nodes/s']) h.append(cell('th', t));
  }
  const body = table.tBodies[0] ?? table.createTBody();
  const row = body.insertRow();
  row.dataset.depth = String(depth);
  const nps = ms > 0 ? Math.round((nodes * 1000) / ms) : nodes;
  row.append(cell('td', String(depth)), cell('td', nodes.toLocaleString('en')), cell('td', ms.toFixed(1)), cell('td', nps.toLocaleString('en')));
  row.cells[1]!.dataset.nodes = String(nodes);
}
