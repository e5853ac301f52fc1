import type { HandlersOf } from '../contract/handler-types.js';
import { errorEnvelope } from '../http/envelope.js';
import { forbidden, notFound } from '../http/errors.js';
import { parseByteRange } from './byte-range.js';
import { CONTENT_TYPE_BY_EXTENSION, SIGNED_EXTENSIONS, extensionOfKey } from './media-limits.js';

const MEDIA_MESSAGES = {
  notFound: 'File not found',
  linkInvalid: 'This video link is invalid or has expired. Reload the lesson to get a new one.',
  rangeNotSatisfiable: 'The requested range is not satisfiable',
} as const;

// Keys are random and never reused, so an image may be cached for good; a video link expires, so it may not.
const IMAGE_CACHE = 'public, max-age=31536000, immutable';
const VIDEO_CACHE = 'private, no-store';
/** A bucket's own video links live this long; the lesson's link (D15) still decides who gets one. */
const BUCKET_LINK_TTL_SECONDS = 15 * 60;

export const mediaHandlers: HandlersOf<'getMedia'> = {
  /**
   * `GET /media/{key}`: images for anyone, videos and captions only through a valid signed link (D15, D52);
   * ranges give 206. Captions are small and a `<track>` may not follow a redirect to another origin without
   * CORS, so they are always sent from here, never from a bucket's own link.
   */
  async getMedia(request, reply) {
    const { key } = request.params;
    const extension = extensionOfKey(key);
    if (!extension) throw notFound(MEDIA_MESSAGES.notFound);
    const signed = SIGNED_EXTENSIONS.has(extension);
    if (signed && !request.server.mediaLinks.verify(key, request.query.expires, request.query.signature)) {
      throw forbidden(MEDIA_MESSAGES.linkInvalid);
    }
    const { media } = request.server;
    const file = await media.find(key);
    if (!file) throw notFound(MEDIA_MESSAGES.notFound);
    if (signed && media.signedUrl && extension !== 'vtt') {
      // A bucket serves the video itself: a redirect to its own signed, expiring link, which answers ranges.
      // When that link expires the player comes back here, and the lesson's link (D15) is checked again.
      const location = await media.signedUrl(
        key,
        CONTENT_TYPE_BY_EXTENSION[extension],
        BUCKET_LINK_TTL_SECONDS,
      );
      return reply.code(302).header('cache-control', VIDEO_CACHE).header('location', location).send();
    }

    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', signed ? VIDEO_CACHE : IMAGE_CACHE)
      .header('x-content-type-options', 'nosniff');
    const range = parseByteRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${file.size}`)
        .type('application/json; charset=utf-8')
        .send(errorEnvelope(416, MEDIA_MESSAGES.rangeNotSatisfiable));
    }
    reply.type(CONTENT_TYPE_BY_EXTENSION[extension]);
    if (range === null) {
      return reply
        .code(200)
        .header('content-length', file.size)
        .send(await file.open());
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(await file.open(range));
  },
};
