import { asHttpImageErrors } from './image-rejection.js';
import { prepareUploadedImage, type UploadedImage } from './image-upload.js';
import { publicMediaUrl } from './media-url.js';
import type { MediaStore } from './media-store.js';

export interface StoredImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

/**
 * The one way an uploaded image reaches the disk (blog images, avatars): check it by content, re-encode it
 * without metadata and store it under a random key. Refusals are thrown as HTTP errors (413/422, D6).
 * Replacing an image (an avatar): store the new one, save the row, then `media.remove(oldKey)`, so a
 * refused upload or a failed save never costs the user the old image.
 */
export async function storeUploadedImage(
  media: MediaStore,
  upload: UploadedImage,
  options: { requireLandscape: boolean; resizeTo?: { width: number; height: number } },
): Promise<StoredImage> {
  const prepared = await asHttpImageErrors(() => prepareUploadedImage(upload, options));
  const key = await media.save(prepared.bytes, prepared.extension);
  return { key, url: publicMediaUrl(key), width: prepared.width, height: prepared.height };
}
