// The framework's own floor: Fastify with nothing registered but one route, writing one pino request line per
// request (as the product did for every request before ADR 0056, and still does for writes and refusals), answering
// each captured request with the exact bytes the real server gave.
// Beside the bare node:http server it shows how much of a read's gap is Fastify itself and how much is ours.
// With FLOOR_LOG=off it writes no line: what the line alone costs the framework.
//   node bench/lib/fastify-floor-server.mjs <responses.json>   (PORT and FLOOR_LOG from the environment)
import Fastify from 'fastify';
import { readCapturedAnswers } from './captured-answers.mjs';

const answers = readCapturedAnswers(process.argv[2]);

// Standard output goes nowhere in the bench (as for the real server): the line is built and written, not read.
const logged = process.env.FLOOR_LOG !== 'off';
const app = Fastify({
  logger: logged && { level: 'info' },
  disableRequestLogging: true,
  keepAliveTimeout: 72_000,
});
if (logged) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
app.get('/__ready', (_request, reply) => reply.send('ok'));
app.route({
  method: 'GET',
  url: '/*',
  handler(request, reply) {
    const answer = answers.get(`${request.method} ${request.url}`);
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
