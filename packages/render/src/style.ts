/**
 * The look of a picture: a variant's `render:` settings (after inheritance)
 * with defaults filled in, and command-line overrides on top.
 */
import type { RenderConfig } from '@fairyforge/loader';

export interface BoardStyle {
  readonly cellSize: number;
  readonly light: string;
  readonly dark: string;
  readonly coordinates: boolean;
  readonly orientation: 'white' | 'black';
  readonly highlight: readonly string[];
  readonly arrows: readonly string[];
  readonly lastMove: string | undefined;
  readonly highlightColour: string;
  readonly lastMoveColour: string;
  readonly arrowColour: string;
  readonly borderColour: string;
  readonly coordinatesColour: string;
}

export const DEFAULT_STYLE: BoardStyle = {
  cellSize: 40,
  light: '#f0d9b5',
  dark: '#b58863',
  coordinates: true,
  orientation: 'white',
  highlight: [],
  arrows: [],
  lastMove: undefined,
  highlightColour: 'rgba(250, 200, 40, 0.55)',
  lastMoveColour: 'rgba(150, 190, 40, 0.5)',
  arrowColour: 'rgba(20, 110, 40, 0.8)',
  borderColour: '#4a3b2c',
  coordinatesColour: '#3a3a3a',
};

/** The variant's render settings as the loader hands them over (schema-checked, so shaped like RenderConfig). */
export function styleFrom(render: Readonly<Record<string, unknown>> | RenderConfig | undefined, overrides: Partial<BoardStyle> = {}): BoardStyle {
  const r = (render ?? {}) as RenderConfig;
  const pick = <K extends keyof BoardStyle>(key: K, value: BoardStyle[K] | undefined): BoardStyle[K] => (overrides[key] !== undefined ? overrides[key]! : value !== undefined ? value : DEFAULT_STYLE[key]);
  return {
    cellSize: pick('cellSize', r.cellSize),
    light: pick('light', r.light),
    dark: pick('dark', r.dark),
    coordinates: pick('coordinates', r.coordinates),
    orientation: pick('orientation', r.orientation),
    highlight: pick('highlight', r.highlight),
    arrows: pick('arrows', r.arrows),
    lastMove: pick('lastMove', r.lastMove),
    highlightColour: pick('highlightColour', r.highlightColour),
    lastMoveColour: pick('lastMoveColour', r.lastMoveColour),
    arrowColour: pick('arrowColour', r.arrowColour),
    borderColour: pick('borderColour', r.borderColour),
    coordinatesColour: pick('coordinatesColour', r.coordinatesColour),
  };
}
