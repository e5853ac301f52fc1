import type { FastifyRequest } from 'fastify';

// One-time secrets that travel in URLs: they must not end up in log files.
const SECRET_PATH_SEGMENT = /(\/users\/(?:verify-email|reset-password)\/)[^/?#]+/;
const SECRET_QUERY_PARAMS = ['code', 'state', 'signature'];

/** The URL as it may be logged: secrets in paths and query strings replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(SECRET_PATH_SEGMENT, '$1[redacted]');
  if (query === undefined) return safePath;
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
