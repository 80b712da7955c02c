/** Downloads: the edited file, the position (FEN), the game (PGN), the board (SVG, or PNG drawn from it on a canvas). */
import { makePgn, type Game } from '@fairyforge/core';

export function download(name: string, data: Blob): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(data);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

export function downloadText(name: string, text: string, type = 'text/plain'): void {
  download(name, new Blob([text], { type: `${type};charset=utf-8` }));
}

/** The game as PGN, with the variant's slug and, for a custom start, its FEN. */
export function pgnOf(game: Game): string {
  return makePgn(game, { tags: { Event: 'fairyforge playground' } });
}

/** The board SVG rasterised at twice its size. */
export async function svgToPng(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth * 2;
    canvas.height = img.naturalHeight * 2;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG failed'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
