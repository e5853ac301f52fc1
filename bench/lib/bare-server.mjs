// The physical limit: a bare node:http server that answers each captured request with the exact bytes
// (status, headers, body) the real server gave, doing no other work. Run as its own process:
//   node bench/lib/bare-server.mjs <responses.json>   (PORT from the environment)
import { createServer } from 'node:http';
import { readCapturedAnswers } from './captured-answers.mjs';

const answers = readCapturedAnswers(process.argv[2]);

const server = createServer((request, response) => {
  if (request.url === '/__ready') {
    response.end('ok');
    return;
  }
  const answer = answers.get(`${request.method} ${request.url}`);
  // Read (and drop) any request body first, as the real server must, so both do the same socket work.
  request.resume();
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
