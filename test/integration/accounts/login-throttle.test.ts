// Log-in resists guessing, on every dialect: failures are counted per account
// and per account and address in the database, shared by every app server, with a doubling wait
// (an address the owner signed in from keeps its own allowance while the account waits elsewhere);
// X-Forwarded-For counts only from trusted proxies; new passwords are long and hard to guess;
// hashes made at an older cost are replaced at the next log-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app/app';
import type { User } from '../../../src/features/accounts';
import { LOGIN_THROTTLE, logIn } from '../../../src/features/accounts/login.service';
import { setPasswordHash } from '../../../src/features/accounts/users.repository';
import { loadConfig } from '../../../src/platform/config';
import { openDatabase } from '../../../src/platform/db/connection';
import { scryptCost } from '../../../src/platform/passwords/passwords';
import { TestClient } from '../../helpers/client';
import { buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { DIALECTS, openTestDatabase, startTestApp, type TestApp } from '../../helpers/test-app';

/** A scrypt hash of TEST_PASSWORD at the cost used before (N=2^14, r=8, p=1). */
async function oldCostHash(password: string) {
  const { randomBytes, scrypt } = await import('node:crypto');
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, { N: 16384, r: 8, p: 1 }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe.each(DIALECTS)('%s: log-in throttling', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const attempt = async (login: string, password: string, from?: string) => {
    const client = await new TestClient(t.url).prime();
    const response = await client.request('POST', '/login/', {
      form: { csrfmiddlewaretoken: client.csrfToken!, login, password },
      csrf: false,
      headers: from ? { 'x-forwarded-for': from } : {},
    });
    return {
      status: response.status,
      text: await response.text(),
      retryAfter: response.headers.get('retry-after'),
    };
  };

  it('stops 50 guesses from 10 addresses, and the right password waits too', async () => {
    const user = await buildUser(t.handle);
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 50; i++)
      statuses.push((await attempt(user.username, `guess number ${i}`, `203.0.113.${i % 10}`)).status);
    const seconds = (Date.now() - started) / 1000;
    // Ten free failures per account; then each one doubles the wait, and waiting answers 429.
    // The n-th counted failure past the free ones comes after waits of 1 + 2 + ... + 2^(n-2)
    // = 2^(n-1) - 1 seconds, so however slow the machine, the guesses' time bounds how many counted.
    expect(statuses.slice(0, LOGIN_THROTTLE.account.free)).toEqual(Array(10).fill(401));
    const counted = statuses.filter((s) => s === 401).length - LOGIN_THROTTLE.account.free;
    expect(counted).toBeGreaterThanOrEqual(1);
    expect(counted).toBeLessThanOrEqual(1 + Math.log2(seconds + 1));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    // The right password during a pause waits too. A pause lasts seconds and a slow machine may
    // spend them on the guesses above, so guess again until one counts (the pause has ended and a
    // longer one begins) and try the right password at once.
    const deadline = Date.now() + 30_000;
    while ((await attempt(user.username, 'one more guess', '203.0.113.99')).status !== 401) {
      expect(Date.now()).toBeLessThan(deadline);
    }
    const right = await attempt(user.username, TEST_PASSWORD, '198.51.100.7');
    expect(right.status).toBe(429);
    expect(right.text).toMatch(/Too many failed log-ins for this account\. Try again in \d+ seconds?\./);
    expect(Number(right.retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('counts one address however it rotates X-Forwarded-For when no proxy is trusted', async () => {
    const direct = await startTestApp(dialect);
    try {
      const user = await buildUser(direct.handle);
      const client = await new TestClient(direct.url).prime();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await client.request('POST', '/login/', {
          form: { csrfmiddlewaretoken: client.csrfToken!, login: user.username, password: `guess ${i}` },
          csrf: false,
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
        });
        statuses.push(response.status);
      }
      // Five free failures from one address; the sixth starts the wait.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    } finally {
      await direct.close();
    }
  });

  it('makes one address wait without locking the account out of another', async () => {
    const user = await buildUser(t.handle);
    for (let i = 0; i < 6; i++) await attempt(user.username, `guess ${i}`, '203.0.113.200');
    expect((await attempt(user.username, TEST_PASSWORD, '203.0.113.200')).status).toBe(429);
    expect((await attempt(user.username, TEST_PASSWORD, '203.0.113.201')).status).toBe(303);
  });

  it('lets the owner in from an address they signed in from while guesses from 20 others lock the rest out', async () => {
    const user = await buildUser(t.handle);
    expect((await attempt(user.username, TEST_PASSWORD, '198.51.100.20')).status).toBe(303);
    for (let i = 0; i < 20; i++) await attempt(user.username, `spray ${i}`, `203.0.113.${100 + i}`);
    // The account's back-off holds for every address the owner has not signed in from...
    expect((await attempt(user.username, TEST_PASSWORD, '198.51.100.21')).status).toBe(429);
    // ...but the known one is judged by its own failures only.
    expect((await attempt(user.username, TEST_PASSWORD, '198.51.100.20')).status).toBe(303);
    // Its own allowance still holds: past the free failures it is told to wait.
    const own: number[] = [];
    const deadline = Date.now() + 30_000;
    while (!own.includes(429) && Date.now() < deadline)
      own.push((await attempt(user.username, `own guess ${own.length}`, '198.51.100.20')).status);
    expect(own.slice(0, LOGIN_THROTTLE.fromAddress.free)).toEqual(
      Array(LOGIN_THROTTLE.fromAddress.free).fill(401),
    );
    expect(own.at(-1)).toBe(429);
  });

  it('treats unknown accounts the same way, so waiting tells nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await attempt('nobody.here', `guess ${i}`, '203.0.113.99')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('doubles the wait with each failure past the free ones, and forgets after a day', async () => {
    const user = await buildUser(t.handle);
    let now = Date.parse('2026-11-24T10:00:00Z');
    const clock = () => new Date(now);
    const blockedUntil = async () => {
      const rows = await t.handle.db
        .selectFrom('login_failures')
        .select('blocked_until')
        .where('key', 'like', `%user:${user.id}%`)
        .execute();
      return Math.max(...rows.map((r) => Date.parse(r.blocked_until)));
    };
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      const result = await logIn(t.handle.db, user.username, 'not the password', '10.0.0.1', clock);
      expect(result).toEqual({ failed: true });
      waits.push(Math.max(0, (await blockedUntil()) - now));
      now += waits.at(-1)!; // the attacker waits exactly as long as asked
      if (waits.at(-1)! > 0) {
        // A millisecond early, even the right password is told to wait.
        const early = await logIn(
          t.handle.db,
          user.username,
          TEST_PASSWORD,
          '10.0.0.1',
          () => new Date(now - 1),
        );
        expect(early).toEqual({ retryAfterMs: 1 });
      }
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000]);
    now += LOGIN_THROTTLE.forgetAfterMs + 1;
    expect(await logIn(t.handle.db, user.username, 'still wrong', '10.0.0.1', clock)).toEqual({
      failed: true,
    });
    const fresh = await logIn(t.handle.db, user.username, TEST_PASSWORD, '10.0.0.1', clock);
    expect('user' in fresh).toBe(true);
  });

  it('clears the count after a successful log-in', async () => {
    const user = await buildUser(t.handle);
    for (let i = 0; i < 5; i++) await attempt(user.username, `guess ${i}`, '203.0.113.50');
    expect((await attempt(user.username, TEST_PASSWORD, '203.0.113.50')).status).toBe(303);
    const rows = await t.handle.db.selectFrom('login_failures').select('key').execute();
    expect(rows.filter((r) => r.key.includes(`user:${user.id}`))).toEqual([]);
  });

  it('shares the count between app servers on one database', async () => {
    const database = await openTestDatabase(dialect);
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: database.dir, SECRET_KEY: 'x'.repeat(32), RATE_LIMIT_AUTH: '10000' },
      '.',
    );
    config.database = database.config;
    const apps = [
      await buildApp(config, database.handle),
      await buildApp(config, openDatabase(database.config)),
    ];
    try {
      const urls = await Promise.all(apps.map((app) => app.listen({ host: '127.0.0.1', port: 0 })));
      const user: User = await buildUser(database.handle);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const client = await new TestClient(urls[i % 2]!).prime();
        const response = await client.logIn(user.username, `guess ${i}`);
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    } finally {
      for (const app of apps) {
        const closing = app.close();
        app.server.closeAllConnections();
        await closing;
      }
      await database.drop();
    }
  });

  it('replaces a hash made at the older cost at the next log-in', async () => {
    const user = await buildUser(t.handle);
    await setPasswordHash(t.handle.db, user.id, await oldCostHash(TEST_PASSWORD));
    expect((await attempt(user.username, TEST_PASSWORD)).status).toBe(303);
    const { password_hash } = await t.handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const { N, r, p } = scryptCost();
    expect(password_hash!.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect(N).not.toBe(16384);
    expect((await attempt(user.username, TEST_PASSWORD)).status).toBe(303);
  });

  it('refuses short and easily guessed passwords at sign-up, saying why', async () => {
    const client = await new TestClient(t.url).prime();
    const signUp = (password: string) =>
      client.submit('/signup/', {
        username: `new${password.length}x`,
        email: `n${password.length}@example.com`,
        password,
      });
    const short = await signUp('Xq7#pL2m!zR');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Use at least 12 characters for the password.');
    const weak = await signUp('password1234');
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('This password is too easy to guess.');
    expect((await signUp('tidy rows and columns')).status).toBe(303);
  });
});
