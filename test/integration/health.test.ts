// Health checks, on every dialect: /healthz while the process answers, /readyz
// while the database answers within a second and the server is not draining. On PostgreSQL an
// outage is staged with a TCP proxy this test controls (never by touching the real server).

import { request as httpRequest } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app/app';
import { READY_TIMEOUT_MS } from '../../src/app/health';
import { loadConfig } from '../../src/platform/config';
import { openDatabase } from '../../src/platform/db/connection';
import { DIALECTS, openTestDatabase, startTestApp, type TestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait-until';

/** A TCP proxy to PostgreSQL that can stop passing bytes (a hung network) and start again. */
async function startProxy(target: { host: string; port: number }) {
  let paused = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (!paused) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!paused) client.write(chunk);
    });
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on('error', () => b.destroy());
      a.on('close', () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(DIALECTS)('%s: health checks', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { PUBLIC_URL: 'https://podium.example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers alive and ready, whatever host the probe names', async () => {
    expect(await get(`${t.url}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(`${t.url}/readyz`)).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await get(`${t.url}/readyz`, { host: '10.0.0.7:3000' })).status).toBe(200);
  });

  it('is not ready while draining for shutdown', async () => {
    t.app.draining = true;
    try {
      expect(await get(`${t.url}/readyz`)).toEqual({ status: 503, body: { status: 'draining' } });
      expect((await get(`${t.url}/healthz`)).status).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });
});

describe.runIf(DIALECTS.includes('postgres'))('postgres: readiness through a database outage', () => {
  it('answers 503 by its own deadline while the database hangs, and 200 once it is back', async () => {
    const database = await openTestDatabase('postgres');
    const real = new URL(database.config.dialect === 'postgres' ? database.config.url : '');
    const proxy = await startProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(real);
    viaProxy.port = String(proxy.port);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dir, SECRET_KEY: 'x'.repeat(32) }, '.');
    config.database = { ...database.config, url: viaProxy.href } as typeof config.database;
    const app = await buildApp(config, openDatabase(config.database));
    try {
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      expect((await get(`${url}/readyz`)).status).toBe(200);
      proxy.pause();
      const started = Date.now();
      // Its own check times out, or the pool's heartbeat (postgres-guard.ts), every 500 ms, saw the
      // hang first: on a loaded machine either comes first, and both are a 503.
      const hung = await get(`${url}/readyz`);
      expect(hung.status).toBe(503);
      expect(['database too slow', 'database unavailable']).toContain(
        (hung.body as { status: string }).status,
      );
      // Answered by its own deadline, not left hanging on the database (the request would then
      // wait for the connection's own timeout, tens of seconds): well inside that on any machine.
      expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS * 10);
      expect((await get(`${url}/healthz`)).status).toBe(200);
      proxy.resume();
      await proxy.close(); // the hung connections go; the pool opens new ones
      const again = await startProxyOnPort(real, proxy.port);
      try {
        await waitUntil(async () => (await get(`${url}/readyz`)).status === 200, {
          what: '/readyz to answer 200 through the new proxy',
          timeoutMs: 20_000,
        });
      } finally {
        await again.close();
      }
    } finally {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing.catch(() => undefined);
      await database.drop();
    }
  }, 60_000);
});

/** The proxy again on the same port, so the app's DATABASE_URL still points at it. */
async function startProxyOnPort(target: URL, port: number) {
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
