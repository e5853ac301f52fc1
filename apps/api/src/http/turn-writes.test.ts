import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { writeAnswersAtTurnEnd } from './turn-writes.js';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server with the turn-end writes; `events` records each socket write as the connection makes it. */
async function start(handler: RequestListener, events: string[] = []): Promise<number> {
  server = createServer(handler);
  // Registered first, so the turn-end wrapper calls these: they see the moment a write reaches the socket.
  server.on('connection', (socket: Socket) => {
    const writeOne = socket._write.bind(socket);
    const writeMany = socket._writev?.bind(socket);
    socket._write = (chunk, encoding, callback) => {
      events.push('socket write');
      writeOne(chunk, encoding, callback);
    };
    if (writeMany) {
      socket._writev = (chunks, callback) => {
        events.push('socket write');
        writeMany(chunks, callback);
      };
    }
  });
  writeAnswersAtTurnEnd(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** Sends raw bytes and collects everything the server answers until it closes the connection. */
async function exchange(port: number, raw: string): Promise<string> {
  const client = connect(port, '127.0.0.1');
  client.setEncoding('latin1');
  let received = '';
  client.on('data', (chunk: string) => (received += chunk));
  client.write(raw);
  await once(client, 'close');
  return received;
}

describe('answers written at the end of the turn (D46)', () => {
  it("writes an answer after the handler's turn, not inside end()", async () => {
    const events: string[] = [];
    const port = await start((_request, response) => {
      response.end('hello');
      events.push('end returned');
    }, events);
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(await answer.text()).toBe('hello');
    expect(events).toEqual(['end returned', 'socket write']);
  });

  it('writes the answers of one turn one after another once the turn is done', async () => {
    const events: string[] = [];
    const port = await start((request, response) => {
      response.setHeader('content-type', 'text/plain');
      response.end(`answer to ${request.url}`);
      events.push(`end ${request.url}`);
    }, events);
    // Three connections whose requests arrive together: the server reads them in one turn.
    const clients = await Promise.all(
      [1, 2, 3].map(async () => {
        const client = connect(port, '127.0.0.1');
        await once(client, 'connect');
        return client;
      }),
    );
    const answers = clients.map(async (client) => {
      client.setEncoding('latin1');
      let received = '';
      client.on('data', (chunk: string) => (received += chunk));
      await once(client, 'close');
      return received;
    });
    for (const [index, client] of clients.entries()) {
      client.write(`GET /${index + 1} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    }
    const bodies = await Promise.all(answers);
    bodies.forEach((body, index) => expect(body).toMatch(new RegExp(`answer to /${index + 1}$`)));
    // However the requests were spread over turns, each turn's answers were written together after its last
    // end(): the events come in runs, every run of writes as long as the run of ends before it.
    const runs = events
      .map((event) => (event === 'socket write' ? 'write' : 'end'))
      .join(' ')
      .match(/(end ?)+|(write ?)+/g)
      ?.map((run) => run.trim().split(' '));
    expect(runs?.[0]?.[0]).toBe('end');
    for (let index = 0; index < (runs?.length ?? 0); index += 2) {
      expect(runs?.[index + 1]?.length).toBe(runs?.[index]?.length);
    }
    expect(events.filter((event) => event === 'socket write')).toHaveLength(3);
  });

  it('keeps pipelined answers on one connection complete and in order', async () => {
    const port = await start((request, response) => response.end(`answer ${request.url}`));
    const raw = ['/a', '/b', '/c']
      .map(
        (url, index) => `GET ${url} HTTP/1.1\r\nHost: x\r\n${index === 2 ? 'Connection: close\r\n' : ''}\r\n`,
      )
      .join('');
    const received = await exchange(port, raw);
    const bodies = received.match(/answer \/[abc]/g);
    expect(bodies).toEqual(['answer /a', 'answer /b', 'answer /c']);
  });

  it('streams a large body through the socket with backpressure, byte for byte', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const chunks = 64;
    const port = await start(async (_request, response) => {
      response.setHeader('content-length', String(chunk.length * chunks));
      for (let index = 0; index < chunks; index += 1) {
        if (!response.write(chunk)) await once(response, 'drain');
      }
      response.end();
    });
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.length).toBe(chunk.length * chunks);
    expect(body.every((byte) => byte === 0x78)).toBe(true);
  });

  it('sends what was written to a connection destroyed right after (a refusal before routing)', async () => {
    const port = await start((request) => {
      request.socket.write(
        'HTTP/1.1 400 Bad Request\r\nContent-Length: 7\r\nConnection: close\r\n\r\nrefused',
      );
      request.socket.destroy();
    });
    const received = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*\r\n\r\nrefused$/);
  });

  it('leaves a connection the client already closed without disturbing the others', async () => {
    const port = await start((request, response) => {
      if (request.url === '/gone') {
        request.socket.destroy();
        response.end('too late');
        return;
      }
      response.end('fine');
    });
    const gone = fetch(`http://127.0.0.1:${port}/gone`).then(
      () => 'answered',
      () => 'failed',
    );
    const fine = await fetch(`http://127.0.0.1:${port}/fine`);
    expect(await fine.text()).toBe('fine');
    expect(await gone).toBe('failed');
  });
});
