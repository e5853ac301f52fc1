import type { FastifyRequest } from 'fastify';

// One-time secrets that travel in URLs: they must not end up in log files. The API's links and the web app's
// pages that receive them (ADR 0091): `/auth/google/{access}/{refresh}`, `/auth/email-verification/{t}`,
// `/auth/reset-password/{t}`, `/refresh-token/{t}`.
const SECRET_PATHS: [RegExp, string][] = [
  [/(\/users\/(?:verify-email|reset-password)\/)[^/?#]+/, '$1[redacted]'],
  [/(\/auth\/(?:email-verification|reset-password)\/)[^/?#]+/, '$1[redacted]'],
  [/(\/auth\/google\/)(?!error(?:[/?#]|$))[^/?#]+\/[^/?#]+/, '$1[redacted]/[redacted]'],
  [/(^|\/)(refresh-token\/)[^/?#]+/, '$1$2[redacted]'],
];
const SECRET_QUERY_PARAMS = ['code', 'state', 'signature'];
// Every SECRET_PATHS pattern needs one of these words; a query can only name a secret parameter if it spells
// one out or percent-encodes it. The request line is written for every request (ADR 0055): an
// ordinary URL is recognised with two tests instead of four replacements and a URLSearchParams round trip.
const MAY_HOLD_SECRET_PATH =
  /verify-email|reset-password|email-verification|\/auth\/google\/|refresh-token\//;
const MAY_NAME_SECRET_PARAM = /code|state|signature|%/;

/** The URL as it may be logged: secrets in paths and query strings replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = MAY_HOLD_SECRET_PATH.test(path)
    ? SECRET_PATHS.reduce((redacted, [pattern, replacement]) => redacted.replace(pattern, replacement), path)
    : path;
  if (queryStart === -1) return safePath;
  const query = url.slice(queryStart + 1);
  if (!MAY_NAME_SECRET_PARAM.test(query)) return `${safePath}?${query}`;
  const params = new URLSearchParams(query);
  for (const name of SECRET_QUERY_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${safePath}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`;
}

/** Pino serializer for requests: what Fastify logs by default, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
