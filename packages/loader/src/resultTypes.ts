/** Result rules' front-matter types (shatar mates), apart from types.ts to keep it small; types.ts re-exports them. */

/** Shatar's mating rules: piece letters. */
export interface ShatarMateConfig {
  /** Letters whose check is a shak. */
  shak: string[];
  /** Letters that may not mate on their own (default none). */
  noMate?: string[];
}
