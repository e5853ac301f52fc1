import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type * as S3Presigner from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config.js';
import { CONTENT_TYPE_BY_EXTENSION, extensionOfKey } from './media-limits.js';
import { newMediaKey, type ListedMedia, type MediaStore } from './media-store.js';

interface S3Sdk {
  s3: typeof S3;
  presigner: typeof S3Presigner;
}

let sdk: Promise<S3Sdk> | undefined;

/**
 * The AWS SDK, loaded once when a bucket is first used: a server without S3_BUCKET never holds it (about 10 MB,
 * ADR 0144). The media plugin awaits it at start when a bucket is configured, so a request never waits for it.
 */
export function loadS3Sdk(): Promise<S3Sdk> {
  sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]).then(
    ([s3, presigner]) => ({ s3, presigner }),
  );
  return sdk;
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2...), so several servers share one store. Keys are the same
 * random names as on disk (D26), under an optional prefix; images are served through the server as before, and
 * videos by a redirect to the bucket's own signed, expiring, range-capable link (D15 still decides who gets one).
 */
export function createS3MediaStore(config: S3Config): MediaStore {
  let client: S3.S3Client | undefined;
  /** The SDK and this store's client, made on first use. */
  const connect = async () => {
    const { s3, presigner } = await loadS3Sdk();
    client ??= new s3.S3Client({
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
    return { s3, presigner, client };
  };
  const Bucket = config.bucket;
  const objectKey = (key: string) => `${config.prefix}${key}`;
  const contentTypeOf = (key: string) => {
    const extension = extensionOfKey(key);
    return extension ? CONTENT_TYPE_BY_EXTENSION[extension] : 'application/octet-stream';
  };
  const put = async (key: string, Body: Uint8Array | Readable, ContentLength: number) => {
    const { s3, client } = await connect();
    await client.send(
      new s3.PutObjectCommand({
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
    root: `s3://${Bucket}/${config.prefix}`,
    save: (bytes, extension) => put(newMediaKey(extension), bytes, bytes.byteLength),
    importFile: async (sourcePath, extension) => {
      const { size } = await stat(sourcePath);
      return put(newMediaKey(extension), createReadStream(sourcePath), size);
    },
    remove: async (key) => {
      if (!key || !extensionOfKey(key)) return;
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    find: async (key) => {
      if (!extensionOfKey(key)) return null;
      const { s3, client } = await connect();
      try {
        const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          size: head.ContentLength ?? 0,
          open: async (range) => {
            const object = await client.send(
              new s3.GetObjectCommand({
                Bucket,
                Key: objectKey(key),
                ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
              }),
            );
            return object.Body as Readable;
          },
        };
      } catch (error) {
        if (error instanceof s3.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    list: async (after, limit) => {
      const { s3, client } = await connect();
      const listed: ListedMedia[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({
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
    signedUrl: async (key, contentType, ttlSeconds) => {
      const { s3, presigner, client } = await connect();
      return presigner.getSignedUrl(
        client,
        new s3.GetObjectCommand({ Bucket, Key: objectKey(key), ResponseContentType: contentType }),
        { expiresIn: ttlSeconds },
      );
    },
  };
}
