import { SRCSET_WIDTHS, type RenderedWidth } from '../media/image-srcset.js';
import { loadSharp } from '../media/image-upload.js';

/** Catalogue thumbnails are stored as 640x360 JPEGs whatever the folder holds (SVG, PNG or JPEG). */
export const THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

/** The resolution an SVG is drawn at for the 640 px thumbnail; wider copies scale it up to stay sharp. */
const SVG_DENSITY = 144;

async function render(sourcePath: string, width: number, density: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const height = Math.round((width * THUMBNAIL_SIZE.height) / THUMBNAIL_SIZE.width);
  return sharp(sourcePath, { density })
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#0f172a' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export async function renderCourseThumbnail(sourcePath: string): Promise<Buffer> {
  return render(sourcePath, THUMBNAIL_SIZE.width, SVG_DENSITY);
}

/**
 * The thumbnail's other widths for a `srcset` (ADR 0078), 16:9 like it: every width below 640, and
 * the wider ones only when the folder's picture has the pixels (an SVG always has; a PNG or JPEG must be at
 * least that wide), so no copy is an upscale.
 */
export async function renderCourseThumbnailWidths(sourcePath: string): Promise<RenderedWidth[]> {
  const sharp = await loadSharp();
  const source = await sharp(sourcePath).metadata();
  const isVector = source.format === 'svg';
  const widths = SRCSET_WIDTHS.filter(
    (width) =>
      width !== THUMBNAIL_SIZE.width &&
      (width < THUMBNAIL_SIZE.width || isVector || (source.width ?? 0) >= width),
  );
  return Promise.all(
    widths.map(async (width) => ({
      width,
      bytes: await render(
        sourcePath,
        width,
        isVector ? Math.max(SVG_DENSITY, (SVG_DENSITY * width) / THUMBNAIL_SIZE.width) : SVG_DENSITY,
      ),
    })),
  );
}
