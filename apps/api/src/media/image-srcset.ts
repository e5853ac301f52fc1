import type { MediaExtension } from './media-limits.js';
import type { MediaStore } from './media-store.js';
import { publicMediaUrl } from './media-url.js';

/**
 * The widths images are also stored at (ADR 0078), so a card downloads about the size it shows: a
 * 254 px course card takes the 320 copy (640 on a 2x screen), a blog page's cover up to 1280. Copies are only
 * ever made smaller than what they are made from, never upscaled.
 */
export const SRCSET_WIDTHS = [320, 640, 960, 1280] as const;

/** One stored width of an image. */
export interface StoredWidth {
  key: string;
  width: number;
}

/** An image rendered at one width, not yet stored. */
export interface RenderedWidth {
  bytes: Buffer;
  width: number;
}

/** The widths of `SRCSET_WIDTHS` below `width` (an image `width` px wide is never copied wider). */
export function widthsBelow(width: number): number[] {
  return SRCSET_WIDTHS.filter((candidate) => candidate < width);
}

/**
 * Stores each rendering under a new random key (D26). When one fails, the ones already stored are removed
 * again before the error goes on, so a refused import or upload leaves no file behind.
 */
export async function storeWidths(
  media: MediaStore,
  renderings: RenderedWidth[],
  extension: MediaExtension,
): Promise<StoredWidth[]> {
  const stored: StoredWidth[] = [];
  try {
    for (const rendering of renderings) {
      stored.push({ key: await media.save(rendering.bytes, extension), width: rendering.width });
    }
  } catch (error) {
    await removeWidths(media, stored);
    throw error;
  }
  return stored;
}

export async function removeWidths(media: MediaStore, widths: StoredWidth[]): Promise<void> {
  await Promise.all(widths.map((width) => media.remove(width.key)));
}

/**
 * The column value (`courses.thumbnail_srcset`, `blogs.image_srcset`): every stored width, narrowest first;
 * null when there is only the image itself (an image under 320 px), whose `url` says all.
 */
export function encodeImageSrcset(widths: StoredWidth[]): string | null {
  if (widths.length < 2) return null;
  const ordered = [...widths].sort((a, b) => a.width - b.width);
  return JSON.stringify(ordered.map(({ key, width }) => ({ key, width })));
}

/** The stored widths of a column value; none for a row written before the widths existed (null, ADR 0078). */
export function decodeImageSrcset(stored: string | null | undefined): StoredWidth[] {
  if (!stored) return [];
  return JSON.parse(stored) as StoredWidth[];
}

/**
 * The contract's `ResponsiveImageRef`: `url` as it always was, and `srcset` (width descriptors) when the image
 * has stored widths; without them the answer is the plain `{ url }` of before.
 */
export function responsiveImage(
  key: string,
  stored: string | null | undefined,
): { url: string; srcset?: string } {
  const url = publicMediaUrl(key);
  const widths = decodeImageSrcset(stored);
  if (widths.length === 0) return { url };
  return { url, srcset: widths.map((width) => `${publicMediaUrl(width.key)} ${width.width}w`).join(', ') };
}
