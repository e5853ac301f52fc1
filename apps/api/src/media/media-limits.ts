// The spec's upload and media constants, in one place (spec section 9, decisions D15, D20, D25, D26).
import { rules } from '@devlearn/api-client/rules';

/** Blog images and avatars: at most 5 MB (spec section 9), as the contract's `x-max-bytes` says. */
export const MAX_IMAGE_BYTES = rules.BlogCreate.blogImage.maxBytes;

/** How long a lesson's signed video link stays valid: long enough to watch a lesson, short enough to leak little. */
export const VIDEO_LINK_TTL_SECONDS = 6 * 60 * 60;

/** Media keys are random: 24 lowercase hex characters plus an extension (D26). Mirrors the contract's pattern. */
const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}\.(mp4|webm|vtt|png|jpg|jpeg|webp)$/;

export const CONTENT_TYPE_BY_EXTENSION = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;

export type MediaExtension = keyof typeof CONTENT_TYPE_BY_EXTENSION;

/** Videos and their captions are only reachable through signed, expiring links (D15, D52); images are public. */
export const SIGNED_EXTENSIONS: ReadonlySet<MediaExtension> = new Set(['mp4', 'webm', 'vtt']);

/** A caption file (D52) is at most this large: an hour of dense captions is about 100 KB. */
export const MAX_CAPTION_BYTES = 512 * 1024;

export function extensionOfKey(key: string): MediaExtension | null {
  const match = MEDIA_KEY_PATTERN.exec(key);
  return match ? (match[1] as MediaExtension) : null;
}
