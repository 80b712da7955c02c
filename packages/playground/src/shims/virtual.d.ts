/** The bundled files, each variant's Markdown cut to its front matter (vite.config.ts writes this module). */
declare module 'virtual:fairyforge-bundled' {
  export const BUNDLED_FILES: Readonly<Record<string, string>>;
}
