import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

// ADR 0132: the server writes its answers through Node's own socket methods; nothing replaces them.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('public mechanisms only', () => {
  it("a connection keeps Node's own write and destroy methods while the server answers it", async () => {
    const { app } = testApp;
    const seen: Socket[] = [];
    app.server.on('connection', (socket: Socket) => {
      // After every other listener (the app's own) has seen the connection.
      setImmediate(() => seen.push(socket));
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const answer = await fetch(`${address}/api/v1/health`);
    expect(answer.status).toBe(200);
    expect(seen.length).toBeGreaterThan(0);
    for (const socket of seen) {
      expect(Object.hasOwn(socket, '_write')).toBe(false);
      expect(Object.hasOwn(socket, '_writev')).toBe(false);
      expect(Object.hasOwn(socket, '_destroy')).toBe(false);
      expect(socket._write).toBe(Socket.prototype._write);
    }
  });
});
