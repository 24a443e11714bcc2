// Slow clients hold a socket, never the server: a client that sends its headers
// slower than SERVER_TIMEOUTS.headersMs is answered 408 and disconnected while everyone else is
// served (a body that stalls or drags meets idleMs and requestMs the same way). How normal requests
// fare beside 300 such clients and 50 slow uploads is measured by `npm run bench slow-clients`.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../../src/app/app';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** Resolves with what the server sent and how long after `since` the socket closed. */
function closed(socket: Socket, since: number): Promise<{ ms: number; received: string }> {
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.on('error', () => {});
  return new Promise((resolve) => socket.on('close', () => resolve({ ms: Date.now() - since, received })));
}

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    port = Number(new URL(t.url).port);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 408 to headers that take too long, and serves others meanwhile', async () => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const done = closed(socket, started);
    const line = `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `;
    let sent = 0;
    const trickle = setInterval(() => socket.write(line[sent++ % line.length] ?? 'x'), 250);
    try {
      expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
      const { ms, received } = await done;
      expect(received).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersMs - 100);
      // The headers' deadline ended it, not the whole request's (also a 408), however slow the
      // machine is to notice.
      expect(ms).toBeLessThan(SERVER_TIMEOUTS.requestMs);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  }, 300_000);
});
