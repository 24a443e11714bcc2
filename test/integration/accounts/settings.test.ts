// Account settings over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/features/accounts';
import { findUserById } from '../../../src/features/accounts/users.repository';
import { logIn, newcomer } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: account settings', (dialect) => {
  let t: TestApp;
  let user: User;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    user = await buildUser(t.handle);
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves names, segment and language, and sets the language cookie', async () => {
    const client = await logIn(t, user);
    const form = await (await client.get('/settings/')).text();
    expect(form).toContain('<label for="field-publicDisplayName">');
    const saved = await client.submit('/settings/', {
      firstName: 'Grace',
      lastName: 'Hopper',
      publicDisplayName: 'Amazing Grace',
      authorSegment: 'teacher',
      language: 'de',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/settings/?saved=1');
    expect(client.cookies.get('language')).toBe('de');
    const stored = await findUserById(t.handle.db, user.id);
    expect(stored).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      public_display_name: 'Amazing Grace',
      author_segment: 'teacher',
      language: 'de',
    });
  });

  it('refuses unknown choices with a 400 and changes nothing; visitors go to log in', async () => {
    const client = await logIn(t, user);
    const before = await findUserById(t.handle.db, user.id);
    const bad = await client.submit('/settings/', {
      firstName: 'X',
      lastName: 'Y',
      publicDisplayName: '',
      authorSegment: 'pirate',
      language: 'xx',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Choose one of the options.');
    expect(await findUserById(t.handle.db, user.id)).toEqual(before);
    const visitor = await new TestClient(t.url).get('/settings/');
    expect(visitor.status).toBe(303);
  });
});

describe.each(DIALECTS)('%s: password change', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('changes the password only with the current one', async () => {
    const { user, client } = await newcomer(t);
    const fields = {
      firstName: '',
      lastName: '',
      publicDisplayName: '',
      authorSegment: 'other',
      language: 'en',
    };
    const wrong = await client.submit('/settings/', {
      ...fields,
      currentPassword: 'not it at all',
      newPassword: 'a brand new secret',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That is not your current password.');
    const ok = await client.submit('/settings/', {
      ...fields,
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new secret',
    });
    expect(ok.status).toBe(303);
    const fresh = new TestClient(t.url);
    expect((await fresh.logIn(user.username, TEST_PASSWORD)).status).toBe(401);
    expect((await fresh.logIn(user.username, 'a brand new secret')).status).toBe(303);
  });
});
