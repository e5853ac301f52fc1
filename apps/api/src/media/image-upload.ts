import { rules } from '@devlearn/api-client/rules';
import { fileTypeFromBuffer } from 'file-type';
import type sharpFunction from 'sharp';
import { widthsBelow, type RenderedWidth } from './image-srcset.js';
import { ImageQueueFullError, ImageWorkQueue } from './image-work-queue.js';
import { MAX_IMAGE_BYTES } from './media-limits.js';

/**
 * ADR 0092: a small file can hold a huge image (a 16,000 x 16,000 JPEG is under 5 MB and ~1 GB once
 * decoded). Images over this many pixels are refused from their header, before any decoding.
 */
const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Decoding and re-encoding, fairly between users (ADR 0121): two jobs at once, one per user, so a user's
 * upload finds a slot whatever another user sends, and half of libuv's four threads stay free for files and
 * password hashing (a job encodes its widths one after another, so it holds one thread). A user with two images
 * in the queue is answered 429 with Retry-After.
 */
const imageWork = new ImageWorkQueue({ slots: 2, maxPerUser: 2 });
let sharpLoad: Promise<typeof sharpFunction> | undefined;
/**
 * sharp, loaded with the first image this server handles (ADR 0144): libvips is ~20 MB resident, and a restart
 * that imports no catalogue and receives no upload never needs it. libvips keeps the last 100 operations and up to
 * 50 MB of their images for reuse; every image here is decoded once, so that cache is turned off.
 */
export const loadSharp = () =>
  (sharpLoad ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));

/** The product's own texts for a refused image (spec section 5), from the contract's `x-messages`. */
export const IMAGE_MESSAGES = {
  tooLarge: rules.BlogCreate.blogImage.messages.maxBytes,
  unsupportedType: rules.BlogCreate.blogImage.messages.mediaType,
  notLandscape: rules.BlogCreate.blogImage.messages.landscape,
  unreadable: 'Error validating image dimensions.',
  tooManyPixels: 'Image dimensions are too large: at most 40 megapixels',
} as const;

/** An upload that breaks a rule: 413 for size, 422 for everything else (D6). */
export class ImageRejectedError extends Error {
  constructor(
    readonly statusCode: 413 | 422,
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface UploadedImage {
  /** The multipart field, named in the 422 answer (`blogImage`, `avatar`). */
  field: string;
  /** Who uploads it (the user's id): their turn in the image work queue. */
  owner: string;
  bytes: Buffer;
  /** The type the browser declared; it must agree with the content when it claims to be an image. */
  declaredType?: string | undefined;
}

export interface PreparedImage {
  bytes: Buffer;
  extension: 'jpg' | 'png';
  width: number;
  height: number;
  /** The same image at the `srcset` widths below its own (ADR 0078), when asked for; else none. */
  smallerWidths: RenderedWidth[];
}

const DECLARABLE_TYPES = new Set(['image/jpeg', 'image/png']);
// Clients that do not know a file's type send one of these; then the content alone decides.
const NEUTRAL_TYPES = new Set(['', 'application/octet-stream']);

/**
 * Checks an uploaded image by its content (never its name): JPEG or PNG, at most 5 MB, optionally landscape
 * (D20); then re-encodes it, which applies the EXIF orientation and drops every piece of metadata (location,
 * camera, comments) along with anything smuggled after the image data. With `smallerWidths` it also makes
 * the image at each `srcset` width below its own, same format and proportions (never an upscale).
 */
export async function prepareUploadedImage(
  upload: UploadedImage,
  rules: {
    requireLandscape: boolean;
    resizeTo?: { width: number; height: number };
    smallerWidths?: boolean;
  },
): Promise<PreparedImage> {
  const reject = (statusCode: 413 | 422, message: string) =>
    new ImageRejectedError(statusCode, upload.field, message);

  if (upload.bytes.length > MAX_IMAGE_BYTES) throw reject(413, IMAGE_MESSAGES.tooLarge);

  const detected = await fileTypeFromBuffer(upload.bytes);
  const contentType = detected?.mime;
  if (contentType !== 'image/jpeg' && contentType !== 'image/png')
    throw reject(422, IMAGE_MESSAGES.unsupportedType);

  const declared = (upload.declaredType ?? '').toLowerCase();
  if (!NEUTRAL_TYPES.has(declared) && (!DECLARABLE_TYPES.has(declared) || declared !== contentType)) {
    throw reject(422, IMAGE_MESSAGES.unsupportedType);
  }

  const sharp = await loadSharp();
  let width: number;
  let height: number;
  try {
    // Reads the header only (no pixel limit here, so an oversized image gets its own message below).
    const metadata = await sharp(upload.bytes, { limitInputPixels: false }).metadata();
    ({ width, height } = metadata.autoOrient);
  } catch {
    throw reject(422, IMAGE_MESSAGES.unreadable);
  }
  if (!width || !height) throw reject(422, IMAGE_MESSAGES.unreadable);
  if (width * height > MAX_INPUT_PIXELS) throw reject(422, IMAGE_MESSAGES.tooManyPixels);
  if (rules.requireLandscape && width <= height) throw reject(422, IMAGE_MESSAGES.notLandscape);

  try {
    return await imageWork.run(upload.owner, async () => {
      let pipeline = sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
      if (rules.resizeTo) {
        pipeline = pipeline.resize(rules.resizeTo.width, rules.resizeTo.height, { fit: 'cover' });
        ({ width, height } = rules.resizeTo);
      }
      const encode = (image: sharpFunction.Sharp) =>
        contentType === 'image/png'
          ? image.png({ compressionLevel: 9 }).toBuffer()
          : image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      const bytes = await encode(pipeline.clone());
      const smallerWidths: RenderedWidth[] = [];
      for (const smaller of rules.smallerWidths ? widthsBelow(width) : []) {
        smallerWidths.push({
          width: smaller,
          bytes: await encode(pipeline.clone().resize({ width: smaller })),
        });
      }
      return {
        bytes,
        extension: contentType === 'image/png' ? ('png' as const) : ('jpg' as const),
        width,
        height,
        smallerWidths,
      };
    });
  } catch (error) {
    if (error instanceof ImageQueueFullError) throw error;
    // A header that parses but a body that does not decode (truncated or corrupt file).
    throw reject(422, IMAGE_MESSAGES.unreadable);
  }
}
