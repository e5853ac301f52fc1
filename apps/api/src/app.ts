import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAccessTokens, type AccessTokens } from './auth/access-tokens.js';
import { setPasswordHashCost } from './auth/passwords.js';
import { purposeKey } from './auth/purpose-keys.js';
import type { AppConfig } from './config.js';
import { readCachePolicies } from './contract/cache-policy.js';
import { contractRoutes, mergeRouteSettings } from './contract/contract-routes.js';
import { createValidatorCompiler } from './contract/request-validation.js';
import { accountLimitersPlugin, accountRouteSettings } from './auth/rate-limits.js';
import { rateLimitStoreFor } from './auth/rate-limit-store.js';
import { databasePlugin } from './db/database-plugin.js';
import { answerClientError, answerFrameworkError } from './http/client-errors.js';
import { cacheRouteSettings } from './http/conditional-reads.js';
import { handleError } from './http/error-handler.js';
import { BatchedLogDestination } from './http/log-destination.js';
import { metricsPlugin } from './http/metrics.plugin.js';
import { OneLinePerRequest } from './http/request-log.js';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-ids.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { createResponseCache } from './http/response-cache.js';
import { memoryResourceVersions, redisResourceVersions } from './http/resource-versions.js';
import { rewriteSpecPath } from './http/spec-paths.js';
import { serializeRequest } from './http/log-redaction.js';
import { mailPlugin } from './mail/mail-plugin.js';
import { allHandlers, appModules } from './modules/index.js';
import { redisPlugin } from './redis/redis.plugin.js';
import { apiReferencePlugin } from './web/api-reference.js';
import { webAppPlugin } from './web/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    accessTokens: AccessTokens;
  }
}

export interface BuildOptions {
  /** Pino options, or false for silence (tests). Defaults to JSON logs at LOG_LEVEL on stdout (ADR 0054). */
  logger?: FastifyServerOptions['logger'];
  /** PostgreSQL only: the schema to use (tests give each file a fresh one). */
  postgresSchema?: string;
  /** Tests: fail an answer whose contract-schema serialisation differs from JSON.stringify's (drops a field). */
  checkResponseSerialisation?: boolean;
  /** False: every read runs its handler (the growth bench times the store, not the cache). Default on (ADR 0069). */
  responseCache?: boolean;
}

// JSON bodies are small (the largest is a comment or a profile); uploads go through multipart's own limits.
const JSON_BODY_LIMIT = 256 * 1024;
const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, fieldSize: 300 * 1024, parts: 12 };

/**
 * The whole server as one Fastify instance (fastify/demo layout): external plugins, then app plugins, then
 * the contract's routes, then the reference page and the web app. `server.ts` only listens.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // ADR 0054: the log lines of one event-loop turn go out in one write, not one system call per line.
  const logDestination = options.logger === undefined ? new BatchedLogDestination() : undefined;
  const app = Fastify({
    // The request serializer redacts tokens in URLs; a logger given by a caller (tests) keeps it.
    logger:
      typeof options.logger === 'object'
        ? { serializers: { req: serializeRequest }, ...options.logger }
        : (options.logger ?? {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            stream: logDestination,
          }),
    // One line per request ("request completed", with the redacted request), not two.
    logController: new OneLinePerRequest(),
    bodyLimit: JSON_BODY_LIMIT,
    // Keep a caller's request id (proxies, tests) when it is sane; otherwise make one. It is logged with
    // every line of the request and echoed in the x-request-id header.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // D37: the spec's paths as written (trailing slash or space) and the envelope on pre-routing refusals.
    rewriteUrl: rewriteSpecPath,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // TRUST_PROXY: request.ip comes from X-Forwarded-For only when the connection is from a trusted proxy.
    trustProxy: config.trustProxy,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  if (logDestination) app.addHook('onClose', async () => logDestination.flushSync());

  app.setValidatorCompiler(createValidatorCompiler());
  app.setErrorHandler(handleError);
  app.decorate('config', config);
  setPasswordHashCost(config.passwordHashCost);
  // One key per purpose, derived from JWT_SECRET (ADR 0089).
  app.decorate('accessTokens', createAccessTokens(purposeKey(config.jwtSecret, 'access-token')));

  // External plugins.
  // Helmet's headers, worked out once at start (its plugin rebuilds them on every request).
  await app.register(securityHeadersPlugin, {
    // The web app loads media from this origin and styles inline (the rich-text editor).
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': config.appOrigin.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: config.appOrigin.startsWith('https:'),
  });
  // Signed cookies carry the Google sign-in's state and PKCE verifier between start and callback.
  await app.register(fastifyCookie, { secret: purposeKey(config.jwtSecret, 'cookie') });
  // Per-route limits only (see src/auth/rate-limits.ts); the answer is the envelope with Retry-After.
  // With REDIS_URL the counts live in Redis, shared by every process, and in each process's memory while
  // Redis does not answer (ADR 0126).
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStoreFor(app.redis) });
  // A multipart body sent to an operation that takes none is accepted unread (and then fails its schema or is
  // ignored); the upload operations get @fastify/multipart itself (see contract-routes.ts).
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  // METRICS=1 or METRICS_TOKEN: Prometheus text at /metrics (counts and latency per route).
  await app.register(metricsPlugin, config.metrics);

  // App plugins.
  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'devlearn.sqlite'),
    postgresSchema: options.postgresSchema,
  });
  await app.register(mailPlugin);
  await app.register(accountLimitersPlugin);
  // The modules (src/modules/index.ts lists each once, with its handlers).
  for (const module of appModules) if ('plugin' in module) await app.register(module.plugin);

  // Routes. The reads the contract marks x-cache are answered from memory while what they were made from
  // stands; the writes retire what they declare (ADRs 0069, 0131), in Redis when several processes share it.
  const cachePolicies = readCachePolicies();
  const versions = app.redis
    ? redisResourceVersions(app.redis, () => app.redisState() === 'up', app.otherProcessCommits)
    : memoryResourceVersions(app.otherProcessCommits);
  const responseCache =
    options.responseCache === false
      ? undefined
      : createResponseCache({ policies: cachePolicies, versions, log: app.log });
  app.decorate('responseCache', responseCache ?? null);
  if (responseCache) app.addHook('onClose', async () => responseCache.close());
  await app.register(contractRoutes, {
    handlers: allHandlers,
    routeSettings: mergeRouteSettings(accountRouteSettings, cacheRouteSettings(cachePolicies, responseCache)),
    checkResponseSerialisation: options.checkResponseSerialisation,
    multipart: { limits: UPLOAD_LIMITS },
  });
  await app.register(apiReferencePlugin);
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
