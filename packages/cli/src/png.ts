/**
 * SVG to PNG with resvg. Imported lazily by `render` only when a PNG is
 * asked for: the native rasteriser's start-up is not paid by other commands.
 */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  const { Resvg } = await import('@resvg/resvg-js');
  // The board draws its own text as paths, so no fonts are needed (and none are searched for).
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
