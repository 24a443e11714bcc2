// Co-editing on the canvas's live channel (docs/decisions/097): how fast one editor's change
// reaches the others' documents, and what editors cost the server.
// - One app server (SQLite, one process): 25 editors of the player benchmark's canvas deck (500
//   elements), each moving an element of its own twice a second, staggered; every move is timed
//   from the call to its arrival in each other editor's Y.Doc, and to the server's `saved` for it.
// - Two app servers on a PostgreSQL database of the run's own, first with Redis and then without
//   (PostgreSQL's LISTEN/NOTIFY): 10 editors, alternately on each server; moves timed to the
//   editors on the other server and to those on the same one.
// - 1,000 editor connections on one server (50 people, each with 20 decks open), held idle: the
//   server's resident memory before, with them, per connection, and after they close.
// Everything runs on 127.0.0.1 and the editors are this process's, so latencies include its own
// queueing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canvasDeck } from './lib/canvas-deck.mjs';
import { idleRooms } from './lib/idle-rooms.mjs';
import { generationOf, openLiveEditor } from './lib/live-editor.mjs';
import { quantile, round } from './lib/load.mjs';
import { logIn } from './lib/login.mjs';
import { withBenchDatabase } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';
import { people, sharedDeck } from './lib/shared-deck.mjs';

export const title =
  'Co-editing: 25 editors on one app server, 10 across two (Redis, then LISTEN/NOTIFY), and 1,000 editor connections';

const ROUNDS = Number(process.env.PODIUM_BENCH_COEDIT_ROUNDS ?? 20);
const ROUND_MS = 500;
const REDIS_URL = process.env.PODIUM_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GENEROUS = {
  RATE_LIMIT_AUTH: '100000',
  RATE_LIMIT_CREATES: '100000',
  RATE_LIMIT_LIVE: '100000',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/**
 * Each editor (on its server's base) moves a text of its own ROUNDS times, staggered over each
 * round; resolves with every delivery's time to each other editor and every move's time to saved.
 */
async function measureMoves(placements, oid, generation) {
  const texts = canvasDeck()
    .elements.filter((element) => element.kind === 'text')
    .slice(0, placements.length);
  const sentAt = new Map();
  const deliveries = [];
  const editors = [];
  for (const { base, session, server } of placements) {
    const onMove = (element, x, at) => {
      const sent = sentAt.get(`${element}:${x}`);
      if (sent) deliveries.push({ ms: at - sent.at, across: sent.server !== server });
    };
    editors.push(await openLiveEditor(base, oid, generation, session, { onMove }));
  }
  const saved = [];
  const moves = [];
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++)
    for (const [index, editor] of editors.entries()) {
      const due = started + round * ROUND_MS + (index * ROUND_MS) / editors.length;
      await sleep(Math.max(0, due - performance.now()));
      const { id, x } = texts[index];
      const value = x + (round + 1) * 0.5;
      const at = performance.now();
      sentAt.set(`${id}:${value}`, { at, server: placements[index].server });
      moves.push(editor.move(id, value).then((ackAt) => ackAt !== undefined && saved.push(ackAt - at)));
    }
  await Promise.all(moves);
  const expected = ROUNDS * editors.length * (editors.length - 1);
  const deadline = performance.now() + 10_000;
  while (deliveries.length < expected && performance.now() < deadline) await sleep(20);
  for (const editor of editors) editor.close();
  return { deliveries, saved, expected, edits: ROUNDS * editors.length };
}

const latencyRow = (name, times, extra = {}) => ({
  name,
  deliveries: times.length,
  p50ms: round(quantile(times, 0.5)),
  p95ms: round(quantile(times, 0.95)),
  maxms: round(Math.max(...times)),
  ...extra,
});

async function oneServer() {
  const server = await startServer({ env: GENEROUS });
  try {
    const owner = await logIn(server.url);
    const editors = await people(server.url, 24, 'coedit');
    const oid = await sharedDeck(server.url, owner, editors);
    const generation = await generationOf(server.url, oid, owner);
    const placements = [owner, ...editors].map((session) => ({ base: server.url, session, server: 1 }));
    const rssBefore = rssMb(server.pid);
    const { deliveries, saved, expected, edits } = await measureMoves(placements, oid, generation);
    const times = deliveries.map((d) => d.ms);
    return [
      latencyRow('one server, 25 editors: move to the others', times, {
        edits,
        missed: expected - times.length,
        rssBeforeMB: round(rssBefore),
        rssAfterMB: round(rssMb(server.pid)),
      }),
      latencyRow('one server, 25 editors: move to saved', saved, { edits, missed: edits - saved.length }),
    ];
  } finally {
    await server.stop();
  }
}

async function twoServers(transport, databaseUrl, extraEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-bench-coedit-'));
  const env = {
    ...GENEROUS,
    DATABASE_URL: databaseUrl,
    SECRET_KEY: randomBytes(32).toString('hex'),
    ...extraEnv,
  };
  const servers = [];
  try {
    servers.push(await startServer({ env, dataDir, keepData: true }));
    servers.push(await startServer({ env, dataDir, keepData: true }));
    const [one, two] = servers.map((server) => server.url);
    const owner = await logIn(one);
    const editors = await people(one, 9, 'across');
    const oid = await sharedDeck(one, owner, editors);
    const generation = await generationOf(one, oid, owner);
    const placements = [owner, ...editors].map((session, i) => ({
      base: i % 2 === 0 ? one : two,
      session,
      server: (i % 2) + 1,
    }));
    const { deliveries, expected } = await measureMoves(placements, oid, generation);
    const across = deliveries.filter((d) => d.across).map((d) => d.ms);
    const same = deliveries.filter((d) => !d.across).map((d) => d.ms);
    return [
      latencyRow(`two servers, ${transport}: to the other server`, across, {
        missed: expected - deliveries.length,
      }),
      latencyRow(`two servers, ${transport}: to the same server`, same),
    ];
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function connections() {
  const server = await startServer({ env: GENEROUS });
  const open = [];
  try {
    const owner = await logIn(server.url);
    const crowd = await people(server.url, 50, 'crowd');
    const decks = [];
    for (let i = 0; i < 20; i++) decks.push(await sharedDeck(server.url, owner, crowd));
    const generations = await Promise.all(decks.map((oid) => generationOf(server.url, oid, owner)));
    await sleep(500);
    const before = rssMb(server.pid);
    for (const person of crowd)
      open.push(
        ...(await Promise.all(
          decks.map((oid, d) => openLiveEditor(server.url, oid, generations[d], person, { passive: true })),
        )),
      );
    await sleep(1000);
    const held = rssMb(server.pid);
    for (const editor of open.splice(0)) editor.close();
    await sleep(2000);
    return [
      {
        name: '1,000 editor connections (20 decks of 500 elements, 50 people)',
        connections: crowd.length * decks.length,
        rssBeforeMB: round(before),
        rssHeldMB: round(held),
        perConnectionKB: round(((held - before) * 1024) / (crowd.length * decks.length)),
        rssAfterCloseMB: round(rssMb(server.pid)),
      },
    ];
  } finally {
    for (const editor of open) editor.close();
    await server.stop();
  }
}

export async function run() {
  const rows = [...(await oneServer())];
  rows.push(
    ...(await withBenchDatabase('bench_coedit', (url) =>
      twoServers('Redis', url, {
        REDIS_URL,
        REDIS_PREFIX: `bench-coedit-${randomBytes(4).toString('hex')}:`,
      }),
    )),
  );
  rows.push(
    ...(await withBenchDatabase('bench_coedit', (url) =>
      twoServers('LISTEN/NOTIFY', url, { REDIS_URL: '' }),
    )),
  );
  rows.push(...(await connections()));
  rows.push(...(await idleRooms()));
  return rows;
}
