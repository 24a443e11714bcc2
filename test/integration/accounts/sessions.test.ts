// Sessions, on every dialect: a password change ends every other session and
// rotates this one, "Sign out everywhere else", the hourly purge of expired sessions, Secure
// cookies over https, and request logs that never hold a view-link id or an auth_key.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app/app';
import { insertSession } from '../../../src/features/accounts/sessions.repository';
import { loadConfig } from '../../../src/platform/config';
import { isSecureRequest } from '../../../src/platform/http/cookies';
import { logIn, newcomer } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { DIALECTS, openTestDatabase, startTestApp, type TestApp } from '../../helpers/test-app';

const signedIn = async (client: TestClient) => (await client.get('/settings/')).status === 200;

describe.each(DIALECTS)('%s: sessions', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends every other session at a password change, and gives this browser a new one', async () => {
    const { user, client } = await newcomer(t);
    const laptop = await logIn(t, user);
    const phone = await logIn(t, user);
    const before = client.cookies.get('sessionid')!;
    const changed = await client.submit('/settings/', {
      firstName: '',
      lastName: '',
      publicDisplayName: '',
      authorSegment: 'other',
      language: 'en',
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new secret',
    });
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe('/settings/?password=1');
    expect(client.cookies.get('sessionid')).not.toBe(before);
    expect(await signedIn(client)).toBe(true);
    expect(await (await client.get('/settings/?password=1')).text()).toContain(
      'Your password was changed. Every other browser signed in to your account was signed out.',
    );
    expect([await signedIn(laptop), await signedIn(phone)]).toEqual([false, false]);
    const stolen = new TestClient(t.url);
    stolen.cookies.set('sessionid', before);
    expect(await signedIn(stolen)).toBe(false);
  });

  it('keeps every session when only the names change', async () => {
    const { user, client } = await newcomer(t);
    const laptop = await logIn(t, user);
    const saved = await client.submit('/settings/', {
      firstName: 'Ada',
      lastName: '',
      publicDisplayName: '',
      authorSegment: 'other',
      language: 'en',
    });
    expect(saved.headers.get('location')).toBe('/settings/?saved=1');
    expect([await signedIn(client), await signedIn(laptop)]).toEqual([true, true]);
  });

  it('signs out everywhere else on request, and says how many', async () => {
    const { user, client } = await newcomer(t);
    const others = [await logIn(t, user), await logIn(t, user)];
    const stranger = await newcomer(t);
    const page = await (await client.get('/settings/')).text();
    expect(page).toContain('You are also signed in on 2 other browsers or devices.');
    const response = await client.submit('/settings/sessions/', {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/settings/?signedOut=2');
    expect(await (await client.get('/settings/?signedOut=2')).text()).toContain(
      'Signed out 2 other sessions.',
    );
    expect(await signedIn(client)).toBe(true);
    expect(await Promise.all(others.map(signedIn))).toEqual([false, false]);
    expect(await signedIn(stranger.client)).toBe(true);
    const after = await (await client.get('/settings/')).text();
    expect(after).toContain('You are not signed in on any other browser or device.');
    expect(after).toMatch(/<button class="button" type="submit" disabled="">Sign out everywhere else/);
  });

  it('refuses to sign others out without a session or a CSRF token', async () => {
    const { user, client } = await newcomer(t);
    const laptop = await logIn(t, user);
    const signedOut = await (await new TestClient(t.url).prime()).submit('/settings/sessions/', {});
    expect([signedOut.status, signedOut.headers.get('location')]).toEqual([
      303,
      '/login/?next=%2Fsettings%2Fsessions%2F',
    ]);
    const forged = await client.request('POST', '/settings/sessions/', { form: {}, csrf: false });
    expect(forged.status).toBe(403);
    expect(await signedIn(laptop)).toBe(true);
  });

  it('sets Secure cookies when the request arrives over https through a trusted proxy', async () => {
    const proxied = await startTestApp(dialect, { TRUST_PROXY: '1' });
    try {
      const user = await buildUser(proxied.handle);
      const client = new TestClient(proxied.url);
      const page = await client.request('GET', '/login/', { headers: { 'x-forwarded-proto': 'https' } });
      expect(page.headers.getSetCookie().join('\n')).toMatch(/csrftoken=[^\n]*; Secure/);
      const login = await client.request('POST', '/login/', {
        form: { csrfmiddlewaretoken: client.csrfToken!, login: user.username, password: TEST_PASSWORD },
        csrf: false,
        origin: `https://127.0.0.1:${new URL(proxied.url).port}`,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(login.status).toBe(303);
      expect(login.headers.getSetCookie().find((c) => c.startsWith('sessionid='))).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('purges expired sessions when the server starts (and every hour after)', async () => {
    const database = await openTestDatabase(dialect);
    const user = await buildUser(database.handle);
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    await insertSession(database.handle.db, 'expired-hash', user.id, past, past);
    await insertSession(database.handle.db, 'live-hash', user.id, past, future);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dir, SECRET_KEY: 'x'.repeat(32) }, '.');
    config.database = database.config;
    const app = await buildApp(config, database.handle);
    await app.ready();
    const left = await database.handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(left.map((s) => s.token_hash)).toEqual(['live-hash']);
    await app.close();
    await database.drop();
  });

  it('never writes a view-link id or an auth_key into the request log', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase(dialect);
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: database.dir, SECRET_KEY: 'x'.repeat(32), LOG_LEVEL: 'info' },
      '.',
    );
    config.database = database.config;
    const app = await buildApp(config, database.handle, { logStream });
    await app.inject({ method: 'GET', url: '/view/secretlinkid0000001/' });
    await app.inject({ method: 'GET', url: '/p/abcdefghijkl/talk/?auth_key=topsecretkey&autoplay=1' });
    await app.close();
    await database.drop();
    const log = lines.join('');
    expect(log).toContain('"url":"/view/[redacted]/"');
    expect(log).toContain('auth_key=[redacted]&autoplay=1');
    expect(log).not.toMatch(/secretlinkid|topsecretkey/);
  });
});

describe('isSecureRequest', () => {
  const request = (protocol: string, publicUrl?: string) =>
    ({ protocol, server: { config: { publicUrl } } }) as Parameters<typeof isSecureRequest>[0];
  it('is true over https, or whenever PUBLIC_URL is https', () => {
    expect(isSecureRequest(request('https'))).toBe(true);
    expect(isSecureRequest(request('http', 'https://podium.example.com'))).toBe(true);
    expect(isSecureRequest(request('http', 'http://localhost:3000'))).toBe(false);
    expect(isSecureRequest(request('http'))).toBe(false);
  });
});
