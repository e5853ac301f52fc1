import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { SignatureV4 } from '@smithy/signature-v4';

export interface LocalS3 {
  /** The S3_* settings that point the app at this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const ACCESS_KEY_ID = 'devlearn-test';
const SECRET_ACCESS_KEY = 'devlearn-test-secret';
/** How far a header-signed request's date may be from now, as S3 allows. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

/** The hash the signer takes: SHA-256, or HMAC-SHA-256 when given a key (node:crypto). */
class Sha256 {
  private hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: Uint8Array) {
    this.hash.update(data);
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset() {}
}

function toBuffer(value: string | ArrayBuffer | ArrayBufferView) {
  if (typeof value === 'string') return Buffer.from(value);
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return Buffer.from(value);
}

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
  modified: Date;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** `20261202T011500Z` -> a Date; an invalid one throws. */
function parseAmzDate(value: string | undefined) {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) throw new S3Error(403, 'AccessDenied', 'The request has no valid X-Amz-Date');
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  return new Date(Date.UTC(year!, month! - 1, day, hours, minutes, seconds));
}

function sameSignature(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * An S3-compatible server for the tests (ADR 0142): buckets in memory on a free loopback port, speaking what the
 * app and the tests send (create bucket, put, head, get whole or by range, delete, list) and refusing, as S3
 * does, any request whose AWS Signature V4 (in the Authorization header or a presigned link's query) does not
 * match its credentials, a presigned link past its expiry, and a body whose declared SHA-256 is not its own.
 * The signatures are recomputed with the SDK's own signer.
 */
export async function startLocalS3(bucket = 'devlearn-media'): Promise<LocalS3> {
  const buckets = new Map<string, Map<string, StoredObject>>();
  const region = 'us-east-1';
  const signer = new SignatureV4({
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    region,
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
  });

  /** The request as the signer sees it: the raw path, the decoded query, the headers named as signed. */
  function signable(request: IncomingMessage, url: URL, signedHeaders: string[]) {
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams) if (name !== 'X-Amz-Signature') query[name] = value;
    const headers: Record<string, string> = {};
    for (const name of signedHeaders) {
      const value = request.headers[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const rawPath = (request.url ?? '/').split('?')[0]!;
    return {
      method: request.method!,
      protocol: 'http:',
      hostname: url.hostname,
      path: rawPath,
      query,
      headers,
    };
  }

  async function authenticate(request: IncomingMessage, url: URL) {
    const presignedSignature = url.searchParams.get('X-Amz-Signature');
    if (presignedSignature !== null) {
      const signedAt = parseAmzDate(url.searchParams.get('X-Amz-Date') ?? undefined);
      const expiresIn = Number(url.searchParams.get('X-Amz-Expires'));
      const credential = url.searchParams.get('X-Amz-Credential') ?? '';
      if (!credential.startsWith(`${ACCESS_KEY_ID}/`)) {
        throw new S3Error(403, 'InvalidAccessKeyId', 'The access key does not exist');
      }
      const signedHeaders = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
      const toSign = signable(request, url, signedHeaders);
      // The signer hoists x-amz-* headers into the query itself, so the payload hash goes back to a header.
      for (const name of Object.keys(toSign.query)) {
        if (name.toLowerCase() !== 'x-amz-content-sha256') continue;
        toSign.headers[name] = toSign.query[name]!;
        delete toSign.query[name];
      }
      const expected = await signer.presign(toSign, {
        signingDate: signedAt,
        expiresIn,
        signableHeaders: new Set(signedHeaders),
      });
      if (!sameSignature(presignedSignature, String(expected.query?.['X-Amz-Signature']))) {
        throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature does not match');
      }
      if (!(expiresIn > 0) || Date.now() > signedAt.getTime() + expiresIn * 1000) {
        throw new S3Error(403, 'AccessDenied', 'Request has expired');
      }
      return;
    }
    const authorization = request.headers.authorization ?? '';
    const parts =
      /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
        authorization,
      );
    if (!parts) throw new S3Error(403, 'AccessDenied', 'The request is not signed');
    const [, credential, signedHeaderList, signature] = parts;
    if (!credential!.startsWith(`${ACCESS_KEY_ID}/`)) {
      throw new S3Error(403, 'InvalidAccessKeyId', 'The access key does not exist');
    }
    const amzDate = request.headers['x-amz-date'];
    const signedAt = parseAmzDate(Array.isArray(amzDate) ? amzDate[0] : amzDate);
    if (Math.abs(Date.now() - signedAt.getTime()) > MAX_CLOCK_SKEW_MS) {
      throw new S3Error(403, 'RequestTimeTooSkewed', 'The request time is too far from the server time');
    }
    const signedHeaders = signedHeaderList!.split(';');
    const expected = await signer.sign(signable(request, url, signedHeaders), {
      signingDate: signedAt,
      signableHeaders: new Set(signedHeaders),
    });
    const expectedSignature =
      /Signature=([0-9a-f]+)$/.exec(String(expected.headers.authorization))?.[1] ?? '';
    if (!sameSignature(signature!, expectedSignature)) {
      throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature does not match');
    }
  }

  async function readBody(request: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const declared = request.headers['x-amz-content-sha256'];
    if (typeof declared === 'string' && /^[0-9a-f]{64}$/.test(declared)) {
      if (createHash('sha256').update(body).digest('hex') !== declared) {
        throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'The body does not match its SHA-256');
      }
    } else if (declared !== 'UNSIGNED-PAYLOAD') {
      throw new S3Error(501, 'NotImplemented', `Payload ${String(declared)} is not supported here`);
    }
    return body;
  }

  function objectsOf(name: string) {
    const objects = buckets.get(name);
    if (!objects) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    return objects;
  }

  function sendObject(response: ServerResponse, request: IncomingMessage, url: URL, object: StoredObject) {
    const size = object.bytes.length;
    response.setHeader('accept-ranges', 'bytes');
    response.setHeader('etag', object.etag);
    response.setHeader('last-modified', object.modified.toUTCString());
    response.setHeader('content-type', url.searchParams.get('response-content-type') ?? object.contentType);
    let start = 0;
    let end = size - 1;
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      if (range[1]) {
        start = Number(range[1]);
        end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      } else {
        start = Math.max(size - Number(range[2]), 0);
      }
      if (start > end || start >= size) {
        response.setHeader('content-range', `bytes */${size}`);
        throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
      }
      response.statusCode = 206;
      response.setHeader('content-range', `bytes ${start}-${end}/${size}`);
    }
    response.setHeader('content-length', end - start + 1);
    response.end(request.method === 'HEAD' ? undefined : object.bytes.subarray(start, end + 1));
  }

  function listObjects(response: ServerResponse, name: string, url: URL) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const keys = [...objectsOf(name).entries()]
      .filter(([key]) => key.startsWith(prefix))
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const contents = keys.map(
      ([key, object]) =>
        `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.modified.toISOString()}</LastModified>` +
        `<ETag>${escapeXml(object.etag)}</ETag><Size>${object.bytes.length}</Size></Contents>`,
    );
    response.setHeader('content-type', 'application/xml');
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${escapeXml(name)}</Name>` +
        `<Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys>` +
        `<IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`,
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    await authenticate(request, url);
    const [, name = '', ...keyParts] = url.pathname.split('/');
    const bucketName = decodeURIComponent(name);
    const key = keyParts.map(decodeURIComponent).join('/');
    if (!bucketName) throw new S3Error(400, 'NotImplemented', 'Listing buckets is not supported here');
    if (!key) {
      if (request.method === 'PUT') {
        await readBody(request);
        if (!buckets.has(bucketName)) buckets.set(bucketName, new Map());
        response.end();
        return;
      }
      if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        listObjects(response, bucketName, url);
        return;
      }
      throw new S3Error(400, 'NotImplemented', `${request.method} on a bucket is not supported here`);
    }
    const objects = objectsOf(bucketName);
    switch (request.method) {
      case 'PUT': {
        const bytes = await readBody(request);
        const object = {
          bytes,
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
          etag: `"${createHash('md5').update(bytes).digest('hex')}"`,
          modified: new Date(),
        };
        objects.set(key, object);
        response.setHeader('etag', object.etag);
        response.end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        sendObject(response, request, url, object);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.statusCode = 204;
        response.end();
        return;
      default:
        throw new S3Error(405, 'MethodNotAllowed', `${request.method} is not allowed`);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const failure =
        error instanceof S3Error
          ? error
          : new S3Error(500, 'InternalError', String((error as Error).message));
      request.resume();
      response.statusCode = failure.status;
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      response.setHeader('content-type', 'application/xml');
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${failure.code}</Code>` +
          `<Message>${escapeXml(failure.message)}</Message></Error>`,
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    env,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
      buckets.clear();
    },
  };
}

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
