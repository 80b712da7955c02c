/**
 * @fairyforge/render: pictures and pages from variant files — standalone
 * SVG boards, piece move diagrams, rules pages and a static site.
 */
export { renderBoard, boardScene, type BoardOptions, type RenderableVariant } from './position.ts';
export { renderPieceDiagram, type DiagramOptions } from './diagram.ts';
export { renderScene, RenderError, type Scene, type ScenePiece } from './board.ts';
export type { ResolvedGlyph } from './glyphs.ts';
export type { BoardStyle } from './style.ts';
export type { Mark, MarkKind } from './marks.ts';
export type { SceneRegion } from './regions.ts';
export { renderPage, type PageOptions, type PageLink } from './page.ts';
export { buildSite, type SiteFile, type SiteOptions, type SiteResult } from './site.ts';
export { markdownToHtml } from './markdown.ts';
export { checkBody } from './bodyCheck.ts';
export { writeFileAtomic, AtomicFile, makeDirectory, outputExists, OutputError } from './files.ts';
