// Crash safety: the production build with two workers, under a load of likes,
// views and publishes from 40 signed-in people, is killed with SIGKILL (primary and workers at
// once) at a random moment, five times, on each database. After every restart each write that was
// acknowledged with a 2xx is there, every count equals its rows, and the server starts cleanly.
// A request cut off by the kill was never acknowledged: its effect may or may not be there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { randomId } from '../../src/kernel/ids';
import { type DatabaseHandle, openDatabase } from '../../src/platform/db/connection';
import { freePort } from '../e2e/server';
import { TestClient } from '../helpers/client';
import { freshDatabase, killHard, type Running, startServer as start } from '../helpers/production-server';
import { DIALECTS } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait-until';

const ROUNDS = 5;
const PEOPLE = 40;

/** What the load was told: acknowledged writes, and each person's like state as far as known. */
interface Ledger {
  published: string[];
  views: Map<string, number>;
  /** true/false: the last acknowledged like call; 'unknown' once a call was cut off by a kill. */
  liked: Map<number, Map<string, boolean | 'unknown'>>;
  /** Every acknowledged write so far, of all three kinds. */
  acknowledged: number;
}

async function runLoad(
  running: Running,
  people: TestClient[],
  talks: string[],
  ledger: Ledger,
  stop: () => boolean,
) {
  await Promise.all(
    people.map(async (person, index) => {
      const likes = ledger.liked.get(index)!;
      while (!stop()) {
        const oid = talks[Math.floor(Math.random() * talks.length)]!;
        const roll = Math.random();
        try {
          if (roll < 0.6) {
            const like = !(likes.get(oid) === true);
            likes.set(oid, 'unknown');
            const response = await person.request(
              like ? 'PUT' : 'DELETE',
              `/api/v4/presentation/${oid}/like/`,
            );
            if (response.status === 200) {
              likes.set(oid, like);
              ledger.acknowledged++;
            } else throw new Error(`like answered ${response.status}`);
          } else if (roll < 0.85) {
            // A new anonymous visitor each time (a new CSRF cookie is a new visitor): every view counts.
            const visitor = await new TestClient(running.url).prime();
            const response = await visitor.request('POST', `/api/v4/presentation/${oid}/view/`);
            if (response.status === 200) {
              ledger.views.set(oid, (ledger.views.get(oid) ?? 0) + 1);
              ledger.acknowledged++;
            }
          } else {
            const response = await person.request('POST', '/api/v4/presentations/', {
              json: {
                source: `# Crash test ${randomId(6)}\n\n## Step\n`,
                privacy: 'public',
                format: 'markdown',
              },
            });
            if (response.status === 201) {
              ledger.published.push(((await response.json()) as { oid: string }).oid);
              ledger.acknowledged++;
            }
          }
        } catch {
          return; // the server is gone: this person's call in flight stays unacknowledged
        }
      }
    }),
  );
}

async function verify(handle: DatabaseHandle, people: { id: number }[], ledger: Ledger) {
  const db = handle.db;
  const oids = new Set((await db.selectFrom('presentations').select('oid').execute()).map((row) => row.oid));
  expect(ledger.published.filter((oid) => !oids.has(oid))).toEqual([]);

  const counts = await db
    .selectFrom('presentations')
    .select(['id', 'oid', 'likes_count', 'view_count'])
    .execute();
  for (const row of counts) {
    const likes = await db
      .selectFrom('likes')
      .select(sql<number>`count(*)`.as('n'))
      .where('presentation_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const views = await db
      .selectFrom('views')
      .select(sql<number>`count(*)`.as('n'))
      .where('presentation_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(row.likes_count, `${row.oid} likes_count`).toBe(Number(likes.n));
    expect(row.view_count, `${row.oid} view_count`).toBe(Number(views.n));
    expect(Number(views.n), `${row.oid} acknowledged views`).toBeGreaterThanOrEqual(
      ledger.views.get(row.oid) ?? 0,
    );
  }

  const likeRows = await db
    .selectFrom('likes')
    .innerJoin('presentations', 'presentations.id', 'likes.presentation_id')
    .select(['likes.user_id', 'presentations.oid'])
    .execute();
  const present = new Set(likeRows.map((row) => `${row.user_id}:${row.oid}`));
  for (const [index, likes] of ledger.liked) {
    for (const [oid, state] of likes) {
      if (state === 'unknown') continue;
      expect(present.has(`${people[index]!.id}:${oid}`), `person ${index} on ${oid}`).toBe(state);
    }
  }
}

describe.each(DIALECTS)('%s: SIGKILL under load', (dialect) => {
  const dir = mkdtempSync(path.join(tmpdir(), `podium-crash-${dialect}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`loses no acknowledged write in ${ROUNDS} kills`, async () => {
    const database = await freshDatabase(dialect, dir);
    const port = await freePort();
    let running = await start(database.env, port);
    const handle = openDatabase(database.config);
    try {
      const people = await Promise.all(
        Array.from({ length: PEOPLE }, async (_, i) => {
          const client = await new TestClient(running.url).prime();
          const username = `crash.person${i}`;
          const response = await client.submit('/signup/', {
            username,
            email: `${username}@example.com`,
            password: 'a long enough passphrase',
          });
          expect(response.status).toBe(303);
          return client;
        }),
      );
      const ids = await Promise.all(
        people.map(async (_, i) =>
          handle.db
            .selectFrom('users')
            .select('id')
            .where('username', '=', `crash.person${i}`)
            .executeTakeFirstOrThrow(),
        ),
      );
      const talks: string[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await people[i]!.request('POST', '/api/v4/presentations/', {
          json: { source: `# Liked ${i}\n\n## Step\n`, privacy: 'public', format: 'markdown' },
        });
        talks.push(((await response.json()) as { oid: string }).oid);
      }
      const ledger: Ledger = {
        published: [],
        views: new Map(),
        liked: new Map(people.map((_, i) => [i, new Map()])),
        acknowledged: 0,
      };

      for (let round = 1; round <= ROUNDS; round++) {
        let stopped = false;
        let loadEnded = false;
        const load = runLoad(running, people, talks, ledger, () => stopped).finally(() => {
          loadEnded = true;
        });
        // The kill lands after a varying number of acknowledged writes, not after a time: on any
        // machine, each round kills a server that has written and is writing.
        const writes = 20 + Math.floor(Math.random() * 80);
        const target = ledger.acknowledged + writes;
        await waitUntil(() => ledger.acknowledged >= target || loadEnded, {
          what: `${writes} acknowledged writes before the kill`,
          timeoutMs: 120_000,
        });
        await killHard(running);
        stopped = true;
        await load;
        running = await start(database.env, port);
        await verify(handle, ids, ledger);
      }
      const acknowledged = [...ledger.liked.values()].reduce((n, m) => n + m.size, 0);
      console.log(
        `${dialect}: ${ROUNDS} kills; ${ledger.published.length} publishes, ${[...ledger.views.values()].reduce((a, b) => a + b, 0)} views and like states of ${acknowledged} (person, talk) pairs acknowledged, all found`,
      );
    } finally {
      await killHard(running).catch(() => {});
      await handle.db.destroy();
      await database.drop();
    }
  }, 240_000);
});
