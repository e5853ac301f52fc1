import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config.js';
import { CONTENT_TYPE_BY_EXTENSION, extensionOfKey } from './media-limits.js';
import { newMediaKey, type ListedMedia, type MediaStore } from './media-store.js';

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2...), so several servers share one store. Keys are the same
 * random names as on disk (D26), under an optional prefix; images are served through the server as before, and
 * videos by a redirect to the bucket's own signed, expiring, range-capable link (D15 still decides who gets one).
 */
export function createS3MediaStore(config: S3Config): MediaStore & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    // Checksums only where S3 requires them: the SDK's default sends streamed uploads as `aws-chunked` with a
    // trailing checksum, which many S3-compatible servers store verbatim or refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: config.forcePathStyle } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => `${config.prefix}${key}`;
  const contentTypeOf = (key: string) => {
    const extension = extensionOfKey(key);
    return extension ? CONTENT_TYPE_BY_EXTENSION[extension] : 'application/octet-stream';
  };
  const put = async (key: string, Body: Uint8Array | Readable, ContentLength: number) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body,
        ContentLength,
        ContentType: contentTypeOf(key),
      }),
    );
    return key;
  };

  return {
    client,
    root: `s3://${Bucket}/${config.prefix}`,
    save: (bytes, extension) => put(newMediaKey(extension), bytes, bytes.byteLength),
    importFile: async (sourcePath, extension) => {
      const { size } = await stat(sourcePath);
      return put(newMediaKey(extension), createReadStream(sourcePath), size);
    },
    remove: async (key) => {
      if (!key || !extensionOfKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    find: async (key) => {
      if (!extensionOfKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          size: head.ContentLength ?? 0,
          open: async (range) => {
            const object = await client.send(
              new GetObjectCommand({
                Bucket,
                Key: objectKey(key),
                ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
              }),
            );
            return object.Body as Readable;
          },
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    list: async (after, limit) => {
      const listed: ListedMedia[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: config.prefix,
            ...(after !== undefined ? { StartAfter: objectKey(after) } : {}),
            MaxKeys: Math.min(1000, limit),
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(config.prefix.length) ?? '';
          // Only keys directly under the prefix name media; the listing is in key order.
          if (!extensionOfKey(key) || (after !== undefined && key <= after)) continue;
          listed.push({ key, storedAt: object.LastModified?.getTime() ?? Date.now() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken && listed.length < limit);
      return listed.sort((a, b) => (a.key < b.key ? -1 : 1)).slice(0, limit);
    },
    signedUrl: (key, contentType, ttlSeconds) =>
      getSignedUrl(
        client,
        new GetObjectCommand({ Bucket, Key: objectKey(key), ResponseContentType: contentType }),
        { expiresIn: ttlSeconds },
      ),
  };
}
