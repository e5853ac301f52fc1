/**
 * An SVG image as a data URI: a coloured panel with a short caption. Stories use it in place of the media
 * server's thumbnails, so a designer sees realistic tiles without a running server.
 */
export function placeholderImage(caption: string, width = 640, height = 360): string {
  let hash = 0;
  for (const char of caption) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  const escaped = caption.replace(/[<>&"']/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hash} 55% 30%)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 9)}" ` +
    `text-anchor="middle" dominant-baseline="middle">${escaped}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A placeholder stored at several widths, as the server answers an image it stores at several widths (ADR 0078): `url`
 * is the widest, `srcset` every width (16:9).
 */
export function placeholderResponsiveImage(
  caption: string,
  widths: readonly number[] = [320, 640],
): { url: string; srcset: string } {
  const at = (width: number) => placeholderImage(caption, width, Math.round((width * 9) / 16));
  const widest = Math.max(...widths);
  return { url: at(widest), srcset: widths.map((width) => `${at(width)} ${width}w`).join(', ') };
}
