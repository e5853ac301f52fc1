import { asHttpImageErrors } from './image-rejection.js';
import { storeWidths, type StoredWidth } from './image-srcset.js';
import { prepareUploadedImage, type UploadedImage } from './image-upload.js';
import { publicMediaUrl } from './media-url.js';
import type { MediaStore } from './media-store.js';

export interface StoredImage {
  key: string;
  url: string;
  width: number;
  height: number;
  /** Every stored width of the image, itself included, when smaller ones were asked for and made. */
  widths: StoredWidth[];
}

/**
 * The one way an uploaded image reaches the disk (blog images, avatars): check it by content, re-encode it
 * without metadata and store it under a random key. Refusals are thrown as HTTP errors (413/422, D6).
 * Replacing an image (an avatar): store the new one, save the row, then `media.remove(oldKey)`, so a
 * refused upload or a failed save never costs the user the old image. With `smallerWidths` (blog covers) the
 * image is also stored at each `srcset` width below its own (ADR 0078).
 */
export async function storeUploadedImage(
  media: MediaStore,
  upload: UploadedImage,
  options: {
    requireLandscape: boolean;
    resizeTo?: { width: number; height: number };
    smallerWidths?: boolean;
  },
): Promise<StoredImage> {
  const prepared = await asHttpImageErrors(() => prepareUploadedImage(upload, options));
  const key = await media.save(prepared.bytes, prepared.extension);
  let smaller: StoredWidth[];
  try {
    smaller = await storeWidths(media, prepared.smallerWidths, prepared.extension);
  } catch (error) {
    await media.remove(key);
    throw error;
  }
  return {
    key,
    url: publicMediaUrl(key),
    width: prepared.width,
    height: prepared.height,
    widths: smaller.length > 0 ? [...smaller, { key, width: prepared.width }] : [],
  };
}
