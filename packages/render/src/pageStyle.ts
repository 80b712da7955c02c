/** The stylesheet inlined into every page: readable text width, boards that scale down on small screens, print-friendly. */
export const PAGE_CSS = `
:root { color-scheme: light; --ink: #1d1d1b; --muted: #5d5a52; --rule: #d9d3c7; --paper: #fffdf8; --accent: #7a4b1e; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 62rem; padding: 1.5rem 1.25rem 3rem; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--paper); }
nav { margin-bottom: 1rem; font-size: .95rem; }
nav a::before { content: "← "; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 .25rem; }
h2 { margin-top: 2rem; border-bottom: 1px solid var(--rule); padding-bottom: .2rem; }
h3 { margin-top: 1.5rem; }
a { color: var(--accent); }
.lead { font-size: 1.1rem; color: var(--muted); margin: .25rem 0 1rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0 0 1.5rem; font-size: .95rem; }
dl.facts dt { font-weight: 600; color: var(--muted); }
dl.facts dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; background: #f1ece2; padding: .05em .3em; border-radius: 3px; }
pre { background: #f1ece2; padding: .75rem 1rem; overflow-x: auto; border-radius: 4px; line-height: 1.3; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid var(--rule); padding: .35rem .6rem; text-align: left; vertical-align: top; }
thead th { background: #f1ece2; }
figure { margin: 1.25rem 0; }
figure svg { display: block; max-width: 100%; height: auto; }
figure.board svg { width: 100%; max-width: 36rem; }
.piece-table td.diagram svg { width: 100%; max-width: 22rem; }
figcaption { font-size: .9rem; color: var(--muted); margin-top: .35rem; }
.piece-table { width: 100%; }
.piece-table td.letter { font-family: ui-monospace, monospace; font-weight: 700; text-align: center; }
.piece-table td.diagram { width: 45%; }
.piece-table td.diagram figure { margin: 0; }
.piece-table small { font-weight: normal; color: var(--muted); }
footer { margin-top: 3rem; font-size: .85rem; color: var(--muted); }
ol.variants { padding-left: 1.25rem; }
ol.variants li { margin: .5rem 0; }
@media (max-width: 40rem) { .piece-table td.diagram { width: auto; } .piece-table, .piece-table tbody, .piece-table tr, .piece-table th, .piece-table td { display: block; } .piece-table thead { display: none; } }
@media print { body { max-width: none; background: white; } nav { display: none; } }
`.trim();
