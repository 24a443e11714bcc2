// Two app servers on one PostgreSQL database and one Redis: a rate limit is
// shared (429 on either once the two together reach it), a change made through one server clears
// the other's cached pages (kept an hour otherwise), and Redis going away (a TCP proxy this test controls; the
// machine's Redis is never stopped) leaves every request answered, counted per server, until it is
// back. Without Redis, the servers hear each other through PostgreSQL's LISTEN/NOTIFY.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app/app';
import { openDatabase } from '../../src/platform/db/connection';
import { TestClient } from '../helpers/client';
import { buildUser, TEST_PASSWORD } from '../helpers/factories';
import { heardAcross } from '../helpers/peers';
import { TcpProxy } from '../helpers/tcp-proxy';
import { POSTGRES_URL, startTestApp, type TestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait-until';

const REDIS = { host: '127.0.0.1', port: 6379 };
/** Pages are kept an hour here, so a page that changes in a test changed because it was told. */
const CACHED_SECONDS = 3600;
/** How long a message between the servers may take at most, on a machine as loaded as CI's. */
const ACROSS_MS = 30_000;
const STATS_LIMIT = 4;

interface Server {
  app: FastifyInstance;
  url: string;
}

/** A second app server on the first one's database, with the same settings (but `redisUrl`). */
async function secondServer(first: TestApp, redisUrl = first.app.config.redisUrl): Promise<Server> {
  const app = await buildApp({ ...first.app.config, redisUrl }, openDatabase(first.app.config.database));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A talk made private through server one leaves server two's cached home page, long before its hour. */
async function expectClearedAcross(one: TestApp, two: Server) {
  const owner = await buildUser(one.handle);
  const client = new TestClient(one.url);
  await client.logIn(owner.username, TEST_PASSWORD);
  const title = `Heard Across ${randomUUID().slice(0, 8)}`;
  const published = await client.request('POST', '/api/v4/presentations/', {
    json: { source: `# ${title}\n\n## One\n`, privacy: 'public', format: 'markdown' },
  });
  const { oid } = (await published.json()) as { oid: string };
  const homeOfTwo = () => fetch(`${two.url}/`).then((r) => r.text());
  expect(await homeOfTwo()).toContain(title); // now cached on server two for 60 s

  const made = await client.request('PATCH', `/api/v4/presentation/${oid}/`, {
    json: { privacy: 'private' },
  });
  expect(made.status).toBe(200);
  await waitUntil(async () => !(await homeOfTwo()).includes(title), {
    what: "server two's cached home page to drop the private talk",
    timeoutMs: ACROSS_MS,
  });
}

/** A live event broadcast on server one reaches server two's subscriber, once. */
async function expectBroadcastAcross(one: TestApp, two: Server) {
  const topic = `live:${randomUUID().slice(0, 8)}`;
  const heardByTwo: unknown[] = [];
  const heardByOne: unknown[] = [];
  const stopTwo = two.app.peers.subscribe(topic, (payload) => heardByTwo.push(payload));
  const stopOne = one.app.peers.subscribe(topic, (payload) => heardByOne.push(payload));
  two.app.peers.subscribe(`${topic}-other`, () => heardByTwo.push('wrong topic'));
  one.app.peers.broadcast(topic, { step: 3, at: 'now' });
  expect(heardByOne).toEqual([{ step: 3, at: 'now' }]); // this server's subscribers at once
  await waitUntil(() => heardByTwo.length > 0, { what: 'server two to hear step 3', timeoutMs: ACROSS_MS });
  // A second copy of the first would come before a message sent after it: the channel keeps order.
  one.app.peers.broadcast(topic, { step: 4, at: 'after' });
  await waitUntil(() => heardByTwo.some((payload) => (payload as { at?: string }).at === 'after'), {
    what: 'server two to hear step 4',
    timeoutMs: ACROSS_MS,
  });
  expect(heardByTwo).toEqual([
    { step: 3, at: 'now' },
    { step: 4, at: 'after' },
  ]);
  expect(heardByOne).toHaveLength(2);
  stopOne();
  stopTwo();
}

describe.runIf(POSTGRES_URL)('postgres + Redis: two app servers', () => {
  let proxy: TcpProxy;
  let one: TestApp;
  let two: Server;

  beforeAll(async () => {
    proxy = await TcpProxy.start(REDIS);
    const env = {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      // This run's own keys and channel, whatever else uses the machine's Redis.
      REDIS_PREFIX: `podium-test-${randomUUID()}:`,
      RATE_LIMIT_STATS: String(STATS_LIMIT),
      PAGE_CACHE_SECONDS: String(CACHED_SECONDS),
    };
    one = await startTestApp('postgres', env);
    two = await secondServer(one);
    await waitForRedis();
  });
  afterAll(async () => {
    await two.app.close();
    await one.close();
    await proxy.close();
  });

  const connected = (app: FastifyInstance) => app.redis?.status === 'ready' && app.peers.listening();
  const disconnected = (app: FastifyInstance) => app.redis?.status !== 'ready' && !app.peers.listening();

  /** Resolves once both servers' Redis connections are ready and subscribed (or, given `disconnected`, both closed). */
  async function waitForRedis(state = connected) {
    await waitUntil(() => state(one.app) && state(two.app), {
      what: `both servers' Redis connections to be ${state === connected ? 'ready' : 'closed'}`,
      timeoutMs: ACROSS_MS,
    });
  }

  /** The statistics API, limited per address: 404 (no such talk) until the limit, then 429. */
  const stats = (url: string) =>
    fetch(`${url}/api/v4/presentation/000000000000/stats/`).then((r) => r.status);

  it('shares a rate limit: the two servers together allow it once', async () => {
    const statuses = [
      await stats(one.url),
      await stats(two.url),
      await stats(one.url),
      await stats(two.url),
      await stats(two.url),
      await stats(one.url),
    ];
    expect(statuses.slice(0, STATS_LIMIT)).not.toContain(429);
    expect(statuses.slice(STATS_LIMIT)).toEqual([429, 429]);
  });

  it("clears the other server's cached pages on a change", () => expectClearedAcross(one, two));

  it('carries live events to the other server once', () => expectBroadcastAcross(one, two));

  it('keeps answering while Redis is away, counting per server, and shares again when it is back', async () => {
    await proxy.refuse();
    // Both servers have seen their connections close (else a request could still go to Redis, and
    // once it is back they would seem connected before they had reconnected).
    await waitForRedis(disconnected);
    // The shared counters are out of reach: each server counts on its own (and warns once).
    const away = [await stats(one.url), await stats(two.url)];
    expect(away).toEqual([404, 404]);
    expect(await fetch(`${one.url}/`).then((r) => r.status)).toBe(200);

    await proxy.forward();
    await waitForRedis();
    // The shared counters are still over the limit from the first test (one-minute window).
    expect(await stats(two.url)).toBe(429);
  });
});

describe.runIf(POSTGRES_URL)('postgres + Redis: a server started while Redis is out of reach', () => {
  let proxy: TcpProxy;
  let direct: TestApp;
  let late: Server;
  beforeAll(async () => {
    proxy = await TcpProxy.start(REDIS);
    await proxy.refuse();
    direct = await startTestApp('postgres', {
      REDIS_URL: `redis://${REDIS.host}:${REDIS.port}`,
      REDIS_PREFIX: `podium-test-${randomUUID()}:`,
      PAGE_CACHE_SECONDS: String(CACHED_SECONDS),
    });
    late = await secondServer(direct, `redis://127.0.0.1:${proxy.port}`);
  });
  afterAll(async () => {
    await late?.app.close();
    await direct?.close();
    await proxy?.close();
  });

  const readiness = () =>
    fetch(`${late.url}/readyz`).then(async (r) => ({ status: r.status, body: await r.json() }));

  it('is not ready while it cannot hear the others, then subscribes once Redis is reachable', async () => {
    expect(await readiness()).toEqual({ status: 503, body: { status: 'peers channel down' } });
    await proxy.forward();
    // It retries every 2 s at most; the bound is for a loaded machine.
    await waitUntil(async () => (await readiness()).status === 200, {
      what: 'the late server to be ready',
      timeoutMs: ACROSS_MS,
    });
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });
  }, 60_000);

  it("then drops its cached pages on the other server's changes", () => expectClearedAcross(direct, late));

  it("then hears the other server's live events", () => expectBroadcastAcross(direct, late));
});

describe.runIf(POSTGRES_URL)('postgres without Redis: two app servers', () => {
  let one: TestApp;
  let two: Server;
  beforeAll(async () => {
    one = await startTestApp('postgres', { PAGE_CACHE_SECONDS: String(CACHED_SECONDS) });
    two = await secondServer(one);
    // Both have started listening for NOTIFY.
    await heardAcross(one.app, two.app, ACROSS_MS);
    await heardAcross(two.app, one.app, ACROSS_MS);
  });
  afterAll(async () => {
    await two.app.close();
    await one.close();
  });

  it("clears the other server's cached pages on a change, through LISTEN/NOTIFY", () =>
    expectClearedAcross(one, two));

  it('carries live events to the other server once, through LISTEN/NOTIFY', () =>
    expectBroadcastAcross(one, two));
});
