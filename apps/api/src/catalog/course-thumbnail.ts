import sharp from 'sharp';

/** Catalogue thumbnails are stored as 640x360 JPEGs whatever the folder holds (SVG, PNG or JPEG). */
const THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

export async function renderCourseThumbnail(sourcePath: string): Promise<Buffer> {
  return sharp(sourcePath, { density: 144 })
    .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, { fit: 'cover' })
    .flatten({ background: '#0f172a' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
