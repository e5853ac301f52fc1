/** Width and height of an image file, in pixels. */
export type ImageDimensions = { width: number; height: number };

/**
 * Reads an image file's pixel size in the browser. Rejects when the file cannot be decoded, which the blog
 * form reports as 'Error validating image dimensions.'.
 */
export async function readImageDimensions(file: Blob): Promise<ImageDimensions> {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

/** Landscape means strictly wider than tall (decision D20); a square image is refused. */
export function isLandscape({ width, height }: ImageDimensions): boolean {
  return width > height;
}
