/**
 * @fairyforge/render: pictures and pages from variant files — standalone
 * SVG boards, piece move diagrams, rules pages and a static site.
 */
export { renderBoard, boardScene, boardOf, piecesOf, type BoardOptions, type RenderableVariant } from './position.ts';
export { renderPieceDiagram, pieceDiagramScene, type DiagramOptions } from './diagram.ts';
export { renderScene, RenderError, type Scene, type ScenePiece } from './board.ts';
export { pieceTargets, type PieceTargets, type TargetOptions } from './targets.ts';
export { resolveGlyph, CATALOGUE_GLYPHS, WHITE_PIECE, BLACK_PIECE, glyphMarkup, letterGlyph, type GlyphPiece, type ResolvedGlyph } from './glyphs.ts';
export { styleFrom, DEFAULT_STYLE, type BoardStyle } from './style.ts';
export { MARK_LABELS, type Mark, type MarkKind } from './marks.ts';
export { renderPage, type PageOptions, type PageLink } from './page.ts';
export { buildSite, type SiteFile, type SiteResult } from './site.ts';
export { markdownToHtml } from './markdown.ts';
export { checkBody, assertBodyWithinLimits } from './bodyCheck.ts';
export { writeFileAtomic, AtomicFile, makeDirectory, outputExists, OutputError } from './files.ts';
export { parseSquareName, squareName } from './layout.ts';
