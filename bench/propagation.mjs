// A change made through one app server must reach the others within 1 s (docs/decisions/037).
// Two app servers (the production build) share a PostgreSQL database of this run's own, first with
// Redis (the servers tell each other by pub/sub) and then without it (PostgreSQL's LISTEN/NOTIFY).
// Each round, server one publishes a private deck and makes a share link, server two serves the
// link's page three times, server one revokes the link, and server two is asked for the page every
// 5 ms from the revocation's 204 until it answers 404. A link's page reads the link on every
// request and is never kept in the page cache, so that 404 does not wait on the servers telling
// each other; the channel itself is timed by a live session's steps, moved on server one and
// heard by a viewer on server two. One plain GET of the page on server two, timed in the same
// rounds, is the yardstick: every time is also given as a multiple of it, which a slow machine
// changes far less than it changes milliseconds.
//
// Needs the PostgreSQL of PODIUM_BENCH_POSTGRES_URL (default: the machine's, 127.0.0.1:5432, the
// database `test`), where it creates and finally drops a database of its own, and for the Redis
// half the Redis of PODIUM_BENCH_REDIS_URL (default 127.0.0.1:6379), under a key prefix of its own
// whose keys it deletes at the end. Neither service is ever stopped or restarted.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { openViewer } from './lib/event-stream.mjs';
import { quantile, round } from './lib/load.mjs';
import { signUp } from './lib/login.mjs';
import { withBenchDatabase } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';
import { call } from './lib/shared-deck.mjs';

export const title =
  'Two app servers: a share link revoked on one answers 404 on the other, and a live step reaches it (Redis, then PostgreSQL LISTEN/NOTIFY)';

const ROUNDS = Number(process.env.PODIUM_BENCH_PROPAGATION_ROUNDS ?? 30);
const REDIS_URL = process.env.PODIUM_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const POLL_MS = 5;
/** Far past the 1 s promise: a round that reaches it is counted as missed, not waited on for ever. */
const GIVE_UP_MS = 10_000;
/** Times server two serves the page before the revocation (what would fill a cache), each GET timed. */
const WARM_GETS = 3;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET of the page on server two, its whole body read, timed from asking to the last byte. */
async function timedGet(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** One round: publish, link, warm server two, revoke through server one, poll server two. */
async function measureRound(one, two, session, index) {
  const { oid } = await call(one, session, 'POST', '/api/v4/presentations/', {
    source: `# Revoked ${index}\n\n## One\n`,
    privacy: 'private',
    format: 'markdown',
  });
  const { link } = await call(one, session, 'POST', `/api/v4/presentation/${oid}/links/`);
  const page = `${two}/view/${link.linkId}/`;
  const gets = [];
  for (let i = 0; i < WARM_GETS; i++) {
    const { status, ms } = await timedGet(page);
    if (status !== 200)
      throw new Error(`the link's page answered ${status} on server two before the revocation`);
    gets.push(ms);
  }
  const revoking = performance.now();
  await call(one, session, 'DELETE', `/api/v4/presentation/${oid}/links/${link.linkId}/`);
  const revoked = performance.now();
  for (let polls = 1; ; polls++) {
    const response = await fetch(page);
    const answered = performance.now();
    await response.arrayBuffer();
    if (response.status === 404)
      return { ms: answered - revoked, polls, revokeMs: revoked - revoking, getMs: quantile(gets, 0.5) };
    if (response.status !== 200) throw new Error(`the link's page answered ${response.status} on server two`);
    if (answered - revoked > GIVE_UP_MS)
      return { ms: undefined, polls, revokeMs: revoked - revoking, getMs: quantile(gets, 0.5) };
    await sleep(POLL_MS);
  }
}

/** Rounds → the table's row: the times to 404 and how they compare with one GET. */
function linkRow(name, rounds) {
  const told = rounds.filter((r) => r.ms !== undefined);
  const times = told.map((r) => r.ms);
  const getMs = quantile(
    rounds.map((r) => r.getMs),
    0.5,
  );
  return {
    name,
    rounds: rounds.length,
    missed: rounds.length - told.length,
    p50ms: round(quantile(times, 0.5)),
    p95ms: round(quantile(times, 0.95)),
    maxms: round(Math.max(...times)),
    getMs: round(getMs),
    p50VsGet: round(quantile(times, 0.5) / getMs, 2),
    maxVsGet: round(Math.max(...times) / getMs, 2),
    // Rounds whose first ask after the 204 already answered 404: the link is read from the
    // database on every request, so the announcement has no part in those.
    firstPoll404: rounds.filter((r) => r.polls === 1).length,
    revokeP50ms: round(
      quantile(
        rounds.map((r) => r.revokeMs),
        0.5,
      ),
    ),
  };
}

/**
 * The channel itself, which the revoked link does not wait on: a live session started on server
 * one, a viewer of its event stream on server two, and ROUNDS moves between the deck's two steps,
 * each timed from the presenter's call to the step's arrival at that viewer, which server two only
 * learns from server one through the peers channel.
 */
async function measureBroadcast(name, one, two, session, getMs) {
  const { oid } = await call(one, session, 'POST', '/api/v4/presentations/', {
    source: '# Live\n\n## One\n',
    privacy: 'public',
    format: 'markdown',
  });
  const { code } = await call(one, session, 'POST', `/api/v4/presentation/${oid}/live/`, {});
  /** Arrival times of the step events, in order; a move to the step already shown sends none. */
  const arrivals = [];
  const viewer = await openViewer(`${two}/api/v4/live/${code}/events`, (type, _data, at) => {
    if (type === 'step') arrivals.push(at);
  });
  const closed = new Promise((resolve) => viewer.once('close', resolve));
  try {
    const times = [];
    for (let move = 0; move < ROUNDS; move++) {
      const sent = Date.now();
      await call(one, session, 'POST', `/api/v4/live/${code}/step`, { step: move % 2 === 0 ? 1 : 0 });
      while (arrivals.length <= move && Date.now() - sent < GIVE_UP_MS) await sleep(1);
      if (arrivals.length > move) times.push(arrivals[move] - sent);
      else arrivals[move] = undefined; // late, if ever: the next move's arrival must not count for this one
    }
    // Ended by the presenter, the stream closes from server two's side before the servers stop,
    // so no audience count is still on its way out while they shut down.
    await call(one, session, 'POST', `/api/v4/live/${code}/end`, {});
    await Promise.race([closed, sleep(GIVE_UP_MS)]);
    return {
      name,
      rounds: ROUNDS,
      missed: ROUNDS - times.length,
      p50ms: quantile(times, 0.5),
      p95ms: quantile(times, 0.95),
      maxms: Math.max(...times),
      getMs,
      p50VsGet: round(quantile(times, 0.5) / getMs, 2),
      maxVsGet: round(Math.max(...times) / getMs, 2),
    };
  } finally {
    viewer.destroy();
  }
}

/** Until `url` answers 200: a server answers /readyz so once it hears the other servers. */
async function waitReady(url) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within 30 s`);
    await sleep(50);
  }
}

/** Two app servers on the run's database, sharing a data directory and a key as a cluster does. */
async function measureTransport(transport, databaseUrl, redisEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-bench-propagation-'));
  const env = {
    DATABASE_URL: databaseUrl,
    SECRET_KEY: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    // Longer than any round, so a page server two kept could only go by being told to drop it.
    PAGE_CACHE_SECONDS: '60',
    RATE_LIMIT_AUTH: '100000',
    RATE_LIMIT_CREATES: '100000',
    RATE_LIMIT_VIEWS: '10000000',
    ...redisEnv,
  };
  const servers = [];
  try {
    // The first server migrates the database; the second starts once it has.
    servers.push(await startServer({ env, dataDir, keepData: true }));
    servers.push(await startServer({ env, dataDir, keepData: true }));
    const [one, two] = servers.map((server) => server.url);
    for (const url of [one, two]) await waitReady(`${url}/readyz`);
    const session = await signUp(one, `bench.${randomBytes(4).toString('hex')}`);
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await measureRound(one, two, session, i));
    const link = linkRow(`revoked link, ${transport}`, rounds);
    return [link, await measureBroadcast(`live step, ${transport}`, one, two, session, link.getMs)];
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `work` with a client of the administrative database. */
/** Deletes the run's Redis keys (rate-limit counters; they would expire by themselves within a minute). */
async function deleteRedisKeys(prefix) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {}); // connect() rejects with it
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export async function run() {
  if (!(Number.isInteger(ROUNDS) && ROUNDS > 0))
    throw new Error('PODIUM_BENCH_PROPAGATION_ROUNDS must be a positive whole number');
  const suffix = randomBytes(6).toString('hex');
  const redisPrefix = `podium-bench-propagation-${suffix}:`;
  try {
    return await withBenchDatabase('bench_propagation', async (databaseUrl) => [
      ...(await measureTransport('Redis', databaseUrl, { REDIS_URL, REDIS_PREFIX: redisPrefix })),
      // Without REDIS_URL (emptied, should the bench's own environment set it) the servers tell
      // each other through PostgreSQL's LISTEN/NOTIFY.
      ...(await measureTransport('PostgreSQL LISTEN/NOTIFY', databaseUrl, { REDIS_URL: '' })),
    ]);
  } finally {
    // A Redis that failed the run must not hide why it failed; its keys expire within a minute.
    await deleteRedisKeys(redisPrefix).catch((error) => console.warn(`Redis keys left: ${error.message}`));
  }
}
