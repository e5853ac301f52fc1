import http from 'node:http';
import autocannon from 'autocannon';

/** One raw request as autocannon will send it (no Accept-Encoding, so the bytes are what is measured). */
export function captureResponse(origin, request) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${origin}${request.path}`,
      { method: request.method, headers: request.headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            method: request.method,
            path: request.path,
            status: response.statusCode,
            headers: response.headers,
            bodyBase64: body.toString('base64'),
            bytes: body.length,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** autocannon, bounded by time and connections, against one loopback URL; resolves with the figures. */
export async function runLoad(origin, request, { durationSeconds, connections }) {
  const result = await autocannon({
    url: `${origin}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    duration: durationSeconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
