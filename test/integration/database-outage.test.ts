// A PostgreSQL outage, played through a TCP proxy this test controls (the
// machine's PostgreSQL is never stopped): refused connections, cut connections, and connections
// that are accepted and never answered. Each time requests fail fast with 503 and Retry-After
// (never hang, never 500), /readyz says so while /healthz stays up, and the server recovers by
// itself once the database is back, without a restart. SQLite's side is a full disk.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { GUARD_TIMINGS } from '../../src/platform/db/postgres-guard';
import { TestClient } from '../helpers/client';
import { buildPresentation, buildUser, TEST_PASSWORD } from '../helpers/factories';
import { TcpProxy } from '../helpers/tcp-proxy';
import { POSTGRES_URL, startTestApp, type TestApp } from '../helpers/test-app';
import { answersOk, waitUntil } from '../helpers/wait-until';

/**
 * A request during an outage is answered in about a second (the heartbeat's probe); left to the
 * pool, it would wait at least busyWaitMs for a connection, or statement_timeout on a hung one.
 * The bound sits at busyWaitMs, so a loaded machine's slowness is not mistaken for a hang.
 */
const FAIL_FAST_MS = GUARD_TIMINGS.busyWaitMs;
/** ...and the server serves again by itself once the database is back (it never would, stuck). */
const RECOVER_MS = 30_000;

async function timed(run: () => Promise<Response>) {
  const started = performance.now();
  const response = await run();
  const ms = performance.now() - started;
  const body = await response.text();
  return { status: response.status, ms, body, retryAfter: response.headers.get('retry-after') };
}

/** Waits until /readyz and the API both answer again; fails if that takes longer than RECOVER_MS. */
async function recovers(url: string): Promise<void> {
  await waitUntil(
    async () =>
      (await answersOk(`${url}/readyz`)) &&
      (await fetch(`${url}/api/v4/presentation/`).then((r) => r.status !== 503)),
    { what: 'the server to serve again once the database is back', timeoutMs: RECOVER_MS },
  );
}

describe.runIf(POSTGRES_URL)('postgres: an outage between the server and PostgreSQL', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let talk: Presentation;
  let client: TestClient;

  beforeAll(async () => {
    const target = new URL(POSTGRES_URL!);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(POSTGRES_URL!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    t = await startTestApp('postgres', {}, { postgresUrl: viaProxy.href });
    const owner = await buildUser(t.handle);
    talk = await buildPresentation(t.handle, owner, { title: 'Through the proxy' });
    client = new TestClient(t.url);
    await client.logIn(owner.username, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  /** What a visitor and a signed-in owner try during the outage: a page, the API, a like. */
  const attempts = () => ({
    page: () => fetch(`${t.url}/p/${talk.oid}/${talk.slug}/`),
    api: () => fetch(`${t.url}/api/v4/presentation/${talk.oid}/`),
    like: () => client.request('PUT', `/api/v4/presentation/${talk.oid}/like/`),
  });

  async function expectFastFailures(label: string) {
    for (const [name, attempt] of Object.entries(attempts())) {
      const answer = await timed(attempt);
      expect(answer.status, `${label}: ${name}`).toBe(503);
      expect(answer.ms, `${label}: ${name} took ${Math.round(answer.ms)} ms`).toBeLessThan(FAIL_FAST_MS);
      expect(answer.retryAfter, `${label}: ${name}`).toBe('5');
      if (name !== 'page') expect(JSON.parse(answer.body).error.code).toBe('database_unavailable');
    }
    expect((await fetch(`${t.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  }

  async function expectServing() {
    expect((await fetch(`${t.url}/p/${talk.oid}/${talk.slug}/`)).status).toBe(200);
    expect((await client.request('PUT', `/api/v4/presentation/${talk.oid}/like/`)).status).toBe(200);
    expect((await client.request('DELETE', `/api/v4/presentation/${talk.oid}/like/`)).status).toBe(200);
  }

  it('serves normally through the proxy', async () => {
    await expectServing();
    expect((await fetch(`${t.url}/readyz`)).status).toBe(200);
  });

  it('answers 503 fast while connections are refused, and recovers by itself', async () => {
    await proxy.refuse();
    await expectFastFailures('refused');
    await proxy.forward();
    await recovers(t.url);
    await expectServing();
  });

  it('answers 503 fast while the database accepts connections and never answers, and recovers', async () => {
    proxy.hang();
    // The first request may be the one that finds out; every answer still comes within the bound.
    await expectFastFailures('hung');
    await proxy.forward();
    await recovers(t.url);
    await expectServing();
  });

  it('survives its connections being cut (a database restart) and serves on new ones', async () => {
    proxy.terminate();
    await recovers(t.url);
    await expectServing();
  });
});

describe('sqlite: a full disk', () => {
  let t: TestApp;
  let talk: Presentation;
  let client: TestClient;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const owner = await buildUser(t.handle);
    talk = await buildPresentation(t.handle, owner, { title: 'Still readable' });
    client = new TestClient(t.url);
    await client.logIn(owner.username, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A talk long enough to need new pages in the database file. */
  const publish = () =>
    client.request('POST', '/api/v4/presentations/', {
      json: {
        source: `# A long talk\n\n${Array.from({ length: 40 }, (_, i) => `## Part ${i}\n\n${'Words to store. '.repeat(60)}\n`).join('\n')}`,
        privacy: 'public',
        format: 'markdown',
      },
    });

  it('refuses writes with 507 and a clear message while reads go on, and writes again when space returns', async () => {
    // SQLite's own limit on the file's pages plays the full disk: the same SQLITE_FULL error.
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(t.handle.db)).rows[0]!
      .page_count;
    await sql.raw(`pragma max_page_count = ${pages}`).execute(t.handle.db);

    const refused = await publish();
    expect(refused.status).toBe(507);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'storage_full',
      message:
        'The server has run out of storage space, so this change was not saved. Nothing was lost; please try again later.',
    });
    expect((await fetch(`${t.url}/p/${talk.oid}/${talk.slug}/`)).status).toBe(200);
    expect((await fetch(`${t.url}/readyz`)).status).toBe(200);

    await sql.raw('pragma max_page_count = 1073741823').execute(t.handle.db);
    expect((await publish()).status).toBe(201);
    const integrity = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.handle.db))
      .rows[0]!.integrity_check;
    expect(integrity).toBe('ok');
  });
});
