import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The container as shipped (compose.yaml, Dockerfile), read as Docker Compose would read it: there is no Docker
// engine on these machines, so the file is parsed and interpolated here (the subset of Compose's syntax it
// uses) and every credential, image and permission checked (ADR 0129).
const repository = path.resolve(import.meta.dirname, '../../..');
const composeText = readFileSync(path.join(repository, 'compose.yaml'), 'utf8');
const dockerfile = readFileSync(path.join(repository, 'Dockerfile'), 'utf8');

interface Service {
  image?: string;
  environment?: Record<string, string>;
  command?: string | string[];
  entrypoint?: string | string[];
}
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** Compose's interpolation of `${NAME:?message}`, `${NAME:-default}` and `$$`; throws as Compose refuses. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\$|\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g, (match, name, kind, rest) => {
    if (match === '$$') return '$';
    const value = env[name];
    if (value) return value;
    if (kind === '?') throw new Error(`required variable ${name} is missing a value: ${rest}`);
    if (kind === '-') return rest;
    throw new Error(`${name} has no default and no ":?" message`);
  });
}

const references = [...composeText.matchAll(/\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g)].map(
  ([, name = '', kind, rest = '']) => ({ name, kind, rest }),
);
const SECRET_NAME = /PASSWORD|SECRET|ACCESS_KEY|TOKEN/;
const text = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(' ') : (value ?? '');

describe('compose.yaml', () => {
  it('takes every credential from the environment, with no default', () => {
    const credentials = references.filter(({ name }) => SECRET_NAME.test(name));
    const required = new Set(credentials.filter(({ kind }) => kind === '?').map(({ name }) => name));
    expect([...required].sort()).toEqual([
      'JWT_SECRET',
      'MINIO_ROOT_PASSWORD',
      'POSTGRES_PASSWORD',
      'REDIS_PASSWORD',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
    // Optional features (Google sign-in, a metrics token) may be unset, never set to a value by this file.
    for (const { name, kind, rest } of credentials) {
      if (kind === '-') expect(rest, `${name}'s default`).toBe('');
      expect(kind, `${name} is referenced without ":?" or ":-"`).toBeDefined();
    }
  });

  it('holds no literal password, key or token in any service', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (SECRET_NAME.test(key)) expect(value, `${name}: ${key}`).toMatch(/^\$\{[A-Z0-9_]+:[?-][^}]*\}$/);
        // A URL's password part is a variable too.
        const password = /^[a-z]+:\/\/[^:/@]*:([^@]*)@/.exec(String(value))?.[1];
        if (password !== undefined) expect(password, `${name}: ${key}`).toMatch(/^\$\{[A-Z0-9_]+:\?[^}]*\}$/);
      }
      // Commands read credentials from their environment ($$NAME), never spell them.
      const script = `${text(service.command)} ${text(service.entrypoint)}`;
      expect(script, name).not.toMatch(/--requirepass\s+(?!"?\$\$)/);
      expect(script, name).not.toMatch(/mc alias set \S+ \S+ (?!"\$\$)/);
    }
    const missing = Object.fromEntries(references.map(({ name }) => [name, '']));
    expect(() => interpolate(composeText, missing)).toThrow(/required variable \w+ is missing a value/);
  });

  it('runs Redis with a password, and gives the app the same one in REDIS_URL', () => {
    const redis = services.redis as Service;
    expect(text(redis.command)).toMatch(/redis-server --requirepass "\$\$REDIS_PASSWORD"/);
    expect(redis.environment?.REDIS_PASSWORD).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    expect(text((redis as { healthcheck?: { test?: string[] } }).healthcheck?.test)).toContain(
      'REDISCLI_AUTH',
    );
    for (const app of [services.app, services['app-2']]) {
      expect(app?.environment?.REDIS_URL).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]*\}@redis:6379$/);
    }
  });

  it('pins every image to a version', () => {
    const images = Object.values(services).flatMap((service) => (service.image ? [service.image] : []));
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) {
      expect(image).toMatch(
        /^[\w./-]+:(\d+\.\d+(\.\d+)?(-[\w.]+)?|RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(@sha256:[a-f\d]{64})?$/,
      );
    }
  });

  it("gives the app its own bucket user, allowed the app's bucket alone, never MinIO's root keys", () => {
    const env = {
      POSTGRES_PASSWORD: 'pg',
      REDIS_PASSWORD: 'redis',
      MINIO_ROOT_USER: 'root-user',
      MINIO_ROOT_PASSWORD: 'root-password',
      S3_ACCESS_KEY_ID: 'app-user',
      S3_SECRET_ACCESS_KEY: 'app-secret',
      JWT_SECRET: 'j'.repeat(64),
    };
    const resolved = parse(interpolate(composeText, env), { merge: true }) as typeof compose;
    const app = resolved.services.app?.environment ?? {};
    const bucket = app.S3_BUCKET;
    expect(app.S3_ACCESS_KEY_ID).toBe('app-user');
    expect(app.S3_SECRET_ACCESS_KEY).toBe('app-secret');
    expect(resolved.services.minio?.environment).toMatchObject({
      MINIO_ROOT_USER: 'root-user',
      MINIO_ROOT_PASSWORD: 'root-password',
    });

    // The init job makes that user and attaches a policy naming the bucket and nothing else.
    const init = resolved.services['minio-init'] as Service;
    expect(init.environment).toMatchObject({
      APP_ACCESS_KEY: 'app-user',
      APP_SECRET_KEY: 'app-secret',
      BUCKET: bucket,
    });
    const script = text(init.entrypoint);
    expect(script).toContain('mc admin user add local "$APP_ACCESS_KEY" "$APP_SECRET_KEY"');
    expect(script).toMatch(/mc admin policy attach local devlearn-app --user "\$APP_ACCESS_KEY"/);
    const policyText = /<<POLICY\n([\s\S]*?)\nPOLICY/.exec(script)?.[1] ?? '';
    const policy = JSON.parse(policyText.replaceAll('$BUCKET', String(bucket))) as {
      Statement: Array<{ Effect: string; Action: string[]; Resource: string[] }>;
    };
    const actions = policy.Statement.flatMap((statement) => statement.Action);
    const resources = policy.Statement.flatMap((statement) => statement.Resource);
    expect(policy.Statement.every((statement) => statement.Effect === 'Allow')).toBe(true);
    expect(actions.every((action) => /^s3:(Get|Put|Delete|List)\w*$/.test(action))).toBe(true);
    expect(
      resources.every(
        (resource) => resource === `arn:aws:s3:::${bucket}` || resource === `arn:aws:s3:::${bucket}/*`,
      ),
    ).toBe(true);
  });
});

describe('Dockerfile', () => {
  it('makes /data private to the node user of the final image', () => {
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/RUN mkdir -p \/data && chown node:node \/data && chmod 0700 \/data/);
    expect(finalStage).toMatch(/\nUSER node\n/);
  });
});
