// Co-editing on the canvas's live channel (docs/decisions/097): how fast one editor's change and
// presence reach the others, and what editors cost the server.
// - One app server (SQLite, one process): 25 editors of the player benchmark's canvas deck (500
//   elements), each moving an element of its own twice a second, staggered, and halfway to the
//   next editor's move changing its presence (awareness: pointer, selection, view) as a drag does
//   (lib/co-edit-rounds.mjs); every move is timed from the call to its arrival in each other
//   editor's Y.Doc and to the server's `saved` for it, every presence to its arrival in each other
//   editor's awareness.
// - Two app servers on a PostgreSQL database of the run's own, first with Redis and then without
//   (PostgreSQL's LISTEN/NOTIFY): 10 editors, alternately on each server; moves and presence timed
//   to the editors on the other server and to those on the same one.
// - 1,000 editor connections on one server (50 people, each with 20 decks open), held idle: the
//   server's resident memory before, with them, per connection, and after they close.
// Everything runs on 127.0.0.1 and the editors are this process's, so latencies include its own
// queueing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureRounds } from './lib/co-edit-rounds.mjs';
import { idleRooms } from './lib/idle-rooms.mjs';
import { generationOf, openLiveEditor } from './lib/live-editor.mjs';
import { quantile, round } from './lib/load.mjs';
import { logIn } from './lib/login.mjs';
import { withBenchDatabase } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';
import { people, sharedDeck } from './lib/shared-deck.mjs';

export const title =
  'Co-editing: 25 editors on one app server, 10 across two (Redis, then LISTEN/NOTIFY), and 1,000 editor connections';

const ROUNDS = { rounds: Number(process.env.PODIUM_BENCH_COEDIT_ROUNDS ?? 20), roundMs: 500 };
const REDIS_URL = process.env.PODIUM_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GENEROUS = {
  RATE_LIMIT_AUTH: '100000',
  RATE_LIMIT_CREATES: '100000',
  RATE_LIMIT_LIVE: '100000',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

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
    const placements = [owner, ...editors].map((session) => ({ base: server.url, session, server: 1 }));
    const rssBefore = rssMb(server.pid);
    const rounds = await measureRounds(placements, oid, ROUNDS);
    const { moves, presence, saved, expected, edits, closedEarly, superseded } = rounds;
    const times = moves.map((d) => d.ms);
    return [
      latencyRow('one server, 25 editors: move to the others', times, {
        edits,
        missed: expected - times.length,
        superseded: superseded.moves,
        closedEarly,
        rssBeforeMB: round(rssBefore),
        rssAfterMB: round(rssMb(server.pid)),
      }),
      latencyRow('one server, 25 editors: move to saved', saved, { edits, missed: edits - saved.length }),
      latencyRow(
        'one server, 25 editors: presence to the others',
        presence.map((d) => d.ms),
        { changes: edits, missed: expected - presence.length, superseded: superseded.presence },
      ),
    ];
  } finally {
    await server.stop();
  }
}

/** The rows of one kind of delivery across two servers: to the other server, and to the same one. */
function acrossRows(label, deliveries, expected, extra = {}) {
  const across = deliveries.filter((d) => d.across).map((d) => d.ms);
  const same = deliveries.filter((d) => !d.across).map((d) => d.ms);
  return [
    latencyRow(`${label} to the other server`, across, { missed: expected - deliveries.length, ...extra }),
    latencyRow(`${label} to the same server`, same),
  ];
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
    const placements = [owner, ...editors].map((session, i) => ({
      base: i % 2 === 0 ? one : two,
      session,
      server: (i % 2) + 1,
    }));
    const { moves, presence, expected, closedEarly, superseded } = await measureRounds(
      placements,
      oid,
      ROUNDS,
    );
    return [
      ...acrossRows(`two servers, ${transport}:`, moves, expected, {
        superseded: superseded.moves,
        closedEarly,
      }),
      ...acrossRows(`two servers, ${transport}: presence`, presence, expected, {
        superseded: superseded.presence,
      }),
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
