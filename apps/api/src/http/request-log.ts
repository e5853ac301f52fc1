import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A read slower than this is logged at info like any write or error (ADR 0056). */
export const SLOW_READ_MS = 1000;

/**
 * A successful, prompt read (GET or HEAD answered below 400 within SLOW_READ_MS): the traffic /metrics counts
 * by route, status and latency. Its line is written at debug (ADR 0056).
 */
function isRoutineRead(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode < 400 &&
    reply.elapsedTime < SLOW_READ_MS
  );
}

/**
 * One log line per request instead of Fastify's two ("incoming request" and "request completed"): the
 * completed line carries the (redacted) request too, so nothing is lost and the log writes halve
 * (ADR 0064). Writes, refusals, failures and slow reads are logged at info; a routine read at debug,
 * so LOG_LEVEL=debug logs every request again (ADR 0056). Errors, aborted streams and the rest keep Fastify's own
 * lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // pino makes a level that is off a no-op: at info a routine read costs this object and nothing more.
    const level = isRoutineRead(request, reply) ? 'debug' : 'info';
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
