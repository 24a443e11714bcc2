// Sign-up, log-in, log-out, CSRF on forms and rate limits over real HTTP on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../../src/features/accounts/users.repository';
import { TestClient } from '../../helpers/client';
import { buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: accounts', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders labelled log-in and sign-up forms with the CSRF field and the next path', async () => {
    const client = new TestClient(t.url);
    const login = await client.get('/login/?next=/p/abc/');
    expect(login.status).toBe(200);
    // With "no-referrer", browsers send `Origin: null` on form posts and the CSRF check refuses them.
    expect(login.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await login.text();
    expect(html).toContain('<label for="field-login">Username or email</label>');
    expect(html).toContain('<label for="field-password">Password</label>');
    expect(html).toContain(`name="csrfmiddlewaretoken" value="${client.csrfToken}"`);
    expect(html).toContain('name="next" value="/p/abc/"');
    const signup = await (await client.get('/signup/?next=//evil.example/')).text();
    expect(signup).toContain('<label for="field-email">Email</label>');
    expect(signup).toContain('name="next" value="/dashboard/next/"');
  });

  it('signs up, starts a session and returns to a same-site next path', async () => {
    const client = await new TestClient(t.url).prime();
    const response = await client.submit('/signup/', {
      username: 'Ada.Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine',
      firstName: 'Ada',
      lastName: 'Lovelace',
      next: '/p/abcdefghijkl/some-talk/',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/p/abcdefghijkl/some-talk/');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sessionid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const user = await findUserByUsername(t.handle.db, 'ada.lovelace');
    expect(user?.email).toBe('ada@example.com');
    expect(user?.password_hash).toMatch(/^scrypt\$/);
    const home = await (await client.get('/')).text();
    expect(home).toContain('<span class="site-header__name">Ada Lovelace</span>');
  });

  it('re-renders sign-up with field errors and a 400, creating nothing', async () => {
    const taken = await buildUser(t.handle);
    const client = await new TestClient(t.url).prime();
    const bad = await client.submit('/signup/', {
      username: 'x',
      email: 'not-an-email',
      password: 'pw-x9Kq',
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Choose a username of 3 to 30 characters.');
    expect(html).toContain('Enter a valid email address.');
    expect(html).toContain('Use at least 12 characters for the password.');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('pw-x9Kq'); // the password is never sent back

    const duplicate = await client.submit('/signup/', {
      username: taken.username,
      email: 'fresh@example.com',
      password: TEST_PASSWORD,
    });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toContain('That username is taken.');
    const sameEmail = await client.submit('/signup/', {
      username: 'freshname',
      email: taken.email,
      password: TEST_PASSWORD,
    });
    expect(await sameEmail.text()).toContain('An account with that email already exists.');
    expect(await findUserByUsername(t.handle.db, 'freshname')).toBeUndefined();
    expect(client.cookies.has('sessionid')).toBe(false);
  });

  it('answers a form without all its fields with a readable 400 page', async () => {
    const client = await new TestClient(t.url).prime();
    const response = await client.request('POST', '/signup/', {
      form: { csrfmiddlewaretoken: client.csrfToken!, username: 'nobody' },
      csrf: false,
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Something in that request was not right');
  });

  it('logs in by username or email, rotates the session, and refuses wrong passwords with 401', async () => {
    const user = await buildUser(t.handle);
    const client = await new TestClient(t.url).prime();
    const wrong = await client.submit('/login/', { login: user.username, password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('That username or email and password do not match an account.');

    const first = await client.submit('/login/', {
      login: user.email.toUpperCase(),
      password: TEST_PASSWORD,
      next: '/p/x/',
    });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/p/x/');
    const firstSession = client.cookies.get('sessionid');
    const second = await client.submit('/login/', {
      login: user.username,
      password: TEST_PASSWORD,
      next: 'https://evil.example/',
    });
    expect(second.headers.get('location')).toBe('/dashboard/next/');
    expect(client.cookies.get('sessionid')).not.toBe(firstSession);
    const stale = new TestClient(t.url);
    stale.cookies.set('sessionid', firstSession!);
    expect(await (await stale.get('/')).text()).not.toContain('class="site-header__name"');
  });

  it('refuses a form post without the CSRF field or from another origin', async () => {
    const user = await buildUser(t.handle);
    const client = await new TestClient(t.url).prime();
    const noToken = await client.request('POST', '/login/', {
      form: { login: user.username, password: TEST_PASSWORD },
      csrf: false,
      headers: { accept: 'text/html' },
    });
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain('The CSRF token is missing or wrong.');
    const crossSite = await client.request('POST', '/login/', {
      form: { csrfmiddlewaretoken: client.csrfToken!, login: user.username, password: TEST_PASSWORD },
      csrf: false,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(client.cookies.has('sessionid')).toBe(false);
  });

  it('logs out with a POST; a GET to /logout asks for confirmation first', async () => {
    const user = await buildUser(t.handle);
    const client = new TestClient(t.url);
    await client.logIn(user.username, TEST_PASSWORD);
    const confirm = await client.get('/logout');
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('Log out?');
    expect(client.cookies.has('sessionid')).toBe(true);
    const out = await client.submit('/logout', {});
    expect(out.status).toBe(303);
    expect(client.cookies.has('sessionid')).toBe(false);
    expect(await (await client.get('/')).text()).not.toContain('class="site-header__name"');
  });

  it('rate-limits log-in attempts', async () => {
    const limited = await startTestApp(dialect, { RATE_LIMIT_AUTH: '3' });
    try {
      const client = await new TestClient(limited.url).prime();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await client.submit('/login/', { login: 'nobody', password: 'nothing at all' })).status,
        );
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
