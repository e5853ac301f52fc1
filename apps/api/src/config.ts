import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** The settings of decision D3. The names are fixed so operators and outside tools can rely on them. */
export interface AppConfig {
  port: number;
  /** Absolute path of the data folder: SQLite file, media, mail outbox, generated secret. */
  dataDir: string;
  /** A postgres:// URL selects PostgreSQL; anything else (or nothing) the SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** Public origin used in mail links and redirects, without a trailing slash. */
  appOrigin: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** NODE_ENV=production (`npm start`, the release, the container): secrets are never written to the log. */
  production: boolean;
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    issuer: string;
  };
  jwtSecret: string;
  logLevel: string;
  /** Where the built web app lives (served for every non-API path). */
  webDistDir: string;
  /** REDIS_URL: rate limits and account throttles shared by every process through this Redis (else memory). */
  redisUrl: string | undefined;
  /**
   * TRUST_PROXY: whose X-Forwarded-For gives the client address. false (unset): nobody's, the socket address
   * counts; otherwise the proxies' addresses or CIDRs, comma separated (`loopback`, `10.0.0.0/8`, ...), whose
   * X-Forwarded-For alone is believed (Fastify's trustProxy); `true` believes any sender (only behind a proxy
   * that is the sole way in).
   */
  trustProxy: boolean | string;
  /** An S3-compatible bucket for uploads and course media when S3_BUCKET is set; the data folder otherwise. */
  s3: S3Config | undefined;
  /**
   * METRICS=1 serves Prometheus metrics at /metrics to anyone (behind a private network); METRICS_TOKEN serves
   * them only with `Authorization: Bearer <token>`. Neither: no /metrics at all.
   */
  metrics: { enabled: boolean; token: string | undefined };
  /** PASSWORD_HASH_COST: log2 of scrypt's N for new password hashes (default 17, OWASP's minimum; 10-20). */
  passwordHashCost: number;
  /**
   * HEALTH_CHECK_REUSE_MS: how long a passed health check's database round trip is reused (default 1000 ms;
   * 0 checks on every call). A failure is never reused.
   */
  healthCheckReuseMs: number;
  /**
   * COMMENT_POST_LIMIT: comments and replies one user may post per 15 minutes (default 120; 0 turns the limit
   * off, for load tests only). Each post renders Markdown and may notify and mail people (ADR 0172).
   */
  commentPostLimit: number;
}

export interface S3Config {
  bucket: string;
  /** Objects are stored under this prefix (S3_PREFIX, e.g. `media/`); empty by default. */
  prefix: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, R2...); unset for AWS S3 itself. */
  endpoint: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need; on with an endpoint. */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; unset means the SDK's own chain (AWS_* variables, roles). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export type Env = Record<string, string | undefined>;

const DEFAULT_PORT = 3000;
const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';
const JWT_SECRET_FILE = 'jwt-secret';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/** A guessable signing key is refused at start rather than used, whether it comes from JWT_SECRET or the file. */
const MIN_JWT_SECRET_BYTES = 32;

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in the data folder, so tokens stay
 * valid across restarts without anyone having to invent a secret. The file obeys the same 32-byte rule: an
 * empty one (a crash between create and write, a `touch`) is replaced by a new secret, and a short one stops
 * the start, since its keys could be guessed and someone chose it (ADR 0125).
 */
function resolveJwtSecret(raw: string | undefined, dataDir: string): string {
  const given = nonEmpty(raw);
  if (given) {
    if (Buffer.byteLength(given) < MIN_JWT_SECRET_BYTES) {
      throw new Error(
        `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes (for example: openssl rand -hex 32)`,
      );
    }
    return given;
  }
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(kept) >= MIN_JWT_SECRET_BYTES) return kept;
    if (kept) {
      throw new Error(
        `${file} holds a secret of ${Buffer.byteLength(kept)} bytes; it must be at least ${MIN_JWT_SECRET_BYTES}. ` +
          'Delete the file to have a new one generated (every signed-in user signs in again), or set JWT_SECRET.',
      );
    }
  }
  // The data folder holds the database, uploads and this secret: only its owner may enter it.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeSecretFile(file, `${secret}\n`);
  return secret;
}

/**
 * Writes `content` to `file` so that a reader sees either the old file or the whole new one: a private temporary
 * file beside it, flushed to disk, then renamed over it (and the folder flushed, so the rename survives a crash).
 */
function writeSecretFile(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(handle, content);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  try {
    // The mode of a new file is masked by the umask; the secret's must be exactly 0600.
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  const folder = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

function loadS3Config(env: Env): S3Config | undefined {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (!bucket) return undefined;
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  const prefix = nonEmpty(env.S3_PREFIX) ?? '';
  return {
    bucket,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    region: nonEmpty(env.S3_REGION) ?? nonEmpty(env.AWS_REGION) ?? 'us-east-1',
    endpoint,
    forcePathStyle: endpoint !== undefined && env.S3_FORCE_PATH_STYLE?.trim() !== 'false',
    accessKeyId: nonEmpty(env.S3_ACCESS_KEY_ID),
    secretAccessKey: nonEmpty(env.S3_SECRET_ACCESS_KEY),
  };
}

/** A whole-number setting within [min, max]; unset gives `fallback`, anything else fails start-up clearly. */
function wholeNumberSetting(
  name: string,
  raw: string | undefined,
  { fallback, min, max, meaning }: { fallback: number; min: number; max: number; meaning: string },
): number {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (${meaning}), got "${value}"`);
  }
  return number;
}

function parseTrustProxy(raw: string | undefined): boolean | string {
  const value = nonEmpty(raw);
  if (value === undefined || /^(false|0|no|off)$/i.test(value)) return false;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const port = parsePort(env.PORT);
  const dataDir = path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? './data');
  const appOrigin = (nonEmpty(env.APP_ORIGIN) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    appOrigin,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'DevLearn <no-reply@devlearn.local>',
    production: nonEmpty(env.NODE_ENV) === 'production',
    google: {
      clientId: nonEmpty(env.GOOGLE_CLIENT_ID),
      clientSecret: nonEmpty(env.GOOGLE_CLIENT_SECRET),
      issuer: nonEmpty(env.GOOGLE_ISSUER) ?? DEFAULT_GOOGLE_ISSUER,
    },
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    s3: loadS3Config(env),
    redisUrl: nonEmpty(env.REDIS_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    passwordHashCost: wholeNumberSetting('PASSWORD_HASH_COST', env.PASSWORD_HASH_COST, {
      fallback: 17,
      min: 10,
      max: 20,
      meaning: "log2 of scrypt's N",
    }),
    healthCheckReuseMs: wholeNumberSetting('HEALTH_CHECK_REUSE_MS', env.HEALTH_CHECK_REUSE_MS, {
      fallback: 1000,
      min: 0,
      max: 60_000,
      meaning: 'milliseconds',
    }),
    commentPostLimit: wholeNumberSetting('COMMENT_POST_LIMIT', env.COMMENT_POST_LIMIT, {
      fallback: 120,
      min: 0,
      max: 1_000_000,
      meaning: 'posts per user per 15 minutes',
    }),
    metrics: {
      enabled:
        /^(1|true|yes|on)$/i.test(nonEmpty(env.METRICS) ?? '') || nonEmpty(env.METRICS_TOKEN) !== undefined,
      token: nonEmpty(env.METRICS_TOKEN),
    },
  };
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}
