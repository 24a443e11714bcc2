// Every core: the production build with WEB_CONCURRENCY=2 on the embedded
// database. Two workers share the port; a worker killed with SIGKILL is replaced while the other
// serves; a change made through one worker clears the cached page in the other before it is
// acknowledged; a like storm across both workers never fails (no SQLITE_BUSY) and leaves every
// count equal to its rows; SIGTERM stops them all within 10 s.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp as signUpAt, type TestClient } from '../helpers/client';
import { waitUntil } from '../helpers/wait-until';
import { DEMO_PASSWORD, freePort } from './server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-cluster-'));
let primary: ChildProcess;
let url = '';
/** "Server listening" lines so far: one per worker that has started serving. */
let listening = 0;

/** The primary's children: the workers. */
const workerPids = () => {
  try {
    return execFileSync('pgrep', ['-P', String(primary.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

/** Workers come and go in the process table and in the log's lines, which are looked at until they tell. */
const until = <T>(what: string, check: () => T, timeoutMs = 60_000) => waitUntil(check, { what, timeoutMs });

let people = 0;
const signUp = () => signUpAt(url, `cluster.person${++people}`);

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  primary = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      DEMO_PASSWORD,
      DEMO_STAFF_PASSWORD: `${DEMO_PASSWORD}-staff`,
      PAGE_CACHE_SECONDS: '60',
      RATE_LIMIT_AUTH: '100000',
      RATE_LIMIT_LIKES: '1000000',
      RATE_LIMIT_CREATES: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  primary.stdout!.on('data', (chunk: Buffer) => {
    listening += chunk.toString().split('"msg":"Server listening').length - 1;
  });
  await until('both workers to listen', () => listening === 2, 90_000);
});

afterAll(() => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  for (const pid of workerPids()) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WEB_CONCURRENCY=2 on SQLite', () => {
  it('clears the page every worker cached when a change is made through one of them', async () => {
    const owner = await signUp();
    const published = await owner.request('POST', '/api/v4/presentations/', {
      json: { source: '# Cached Everywhere\n\n## One\n\nText.\n', privacy: 'public', format: 'markdown' },
    });
    expect(published.status).toBe(201);
    const { path: page, oid } = (await published.json()) as { path: string; oid: string };
    // The view page checks access on every request; what a worker may hold stale is the home
    // page's cards. Visit it until both workers have rendered and cached it (60 s here) with the talk
    // (in German: the English home page was cached before the talk was published). A new
    // connection each time, as the primary hands connections to the workers in turn.
    const home = () =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${url}/`, { headers: { 'accept-language': 'de', connection: 'close' } }).then((r) =>
            r.text(),
          ),
        ),
      );
    expect((await home()).every((html) => html.includes('Cached Everywhere'))).toBe(true);

    const made = await owner.request('PATCH', `/api/v4/presentation/${oid}/`, {
      json: { privacy: 'private' },
    });
    expect(made.status).toBe(200);
    expect((await home()).filter((html) => html.includes('Cached Everywhere'))).toEqual([]);
    expect((await fetch(`${url}${page}`)).status).toBe(404);
  });

  it('replaces a worker killed with SIGKILL while the other one serves', async () => {
    const [victim, survivor] = workerPids();
    process.kill(victim!, 'SIGKILL');
    await until('the primary to notice', () => !workerPids().includes(victim!));
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${url}/`).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const replaced = await until('a new worker', () => {
      const pids = workerPids();
      return pids.length === 2 && pids.includes(survivor!) && pids;
    });
    expect(replaced).not.toContain(victim);
    await until(`the new worker to listen (${listening} so far)`, () => listening === 3);
  });

  it('takes a like storm across both workers without a failure, and counts equal rows', async () => {
    const home = await (await fetch(url)).text();
    const oid = /\/p\/([a-z0-9]{12})\//.exec(home)![1]!;
    const likers = await Promise.all(Array.from({ length: 12 }, () => signUp()));
    const last = new Map<TestClient, 'PUT' | 'DELETE'>();
    const failures: number[] = [];
    await Promise.all(
      likers.map(async (client) => {
        for (let i = 0; i < 25; i++) {
          const method = Math.random() < 0.5 ? 'PUT' : 'DELETE';
          const response = await client.request(method, `/api/v4/presentation/${oid}/like/`);
          if (response.status === 200) last.set(client, method);
          else failures.push(response.status);
        }
      }),
    );
    expect(failures).toEqual([]);

    const database = new SQLite(path.join(dataDir, 'podium.db'), { readonly: true });
    try {
      const { id, likes_count } = database
        .prepare('select id, likes_count from presentations where oid = ?')
        .get(oid) as { id: number; likes_count: number };
      const rows = database.prepare('select count(*) as n from likes where presentation_id = ?').get(id) as {
        n: number;
      };
      const liked = database
        .prepare(
          "select count(*) as n from likes join users on users.id = likes.user_id where presentation_id = ? and username like 'cluster.person%'",
        )
        .get(id) as { n: number };
      expect(likes_count).toBe(rows.n);
      expect(liked.n).toBe([...last.values()].filter((method) => method === 'PUT').length);
    } finally {
      database.close();
    }
  }, 120_000);

  it('stops every worker on SIGTERM and exits 0 within 10 s', async () => {
    const workers = workerPids();
    const sent = Date.now();
    primary.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => primary.once('exit', (c) => resolve(c)));
    expect(code).toBe(0);
    expect(Date.now() - sent).toBeLessThan(10_000);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
