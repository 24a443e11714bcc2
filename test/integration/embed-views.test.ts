// Views from embeds on other sites and the sites views come from, over real
// HTTP on every dialect. Inside another site's frame the browser sends none of our Lax cookies, so
// the embed's view call carries no CSRF token: it must come from our own origin (our embed page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import type { User } from '../../src/features/accounts';
import { findPresentationByOid } from '../../src/features/decks/presentations.repository';
import { BROWSER_USER_AGENT, TestClient } from '../helpers/client';
import { buildPresentation, buildUser, buildViewLink, TEST_PASSWORD } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: embed views and referring sites', (dialect) => {
  let t: TestApp;
  let owner: User;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A browser in another site's frame: no cookies at all, our origin on the call, its own agent. */
  async function fromFrame(path: string, body: object, headers: Record<string, string> = {}) {
    return fetch(t.url + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: t.url,
        'user-agent': `${BROWSER_USER_AGENT} frame/1`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
  }
  const viewCount = async (p: Presentation) => (await findPresentationByOid(t.handle.db, p.oid))!.view_count;
  const referrersOf = async (p: Presentation) => {
    const client = new TestClient(t.url);
    await client.prime();
    await client.logIn(owner.username, TEST_PASSWORD);
    const stats = await (await client.get(`/api/v4/presentation/${p.oid}/stats/?days=7`)).json();
    return stats.referrers;
  };

  it('counts an embed’s view without cookies, once per browser per 30 minutes, with its site', async () => {
    const p = await buildPresentation(t.handle, owner);
    const path = `/api/v4/presentation/${p.oid}/embed-view/`;
    const first = await fromFrame(path, { referrer: 'https://school.example/lessons/physics?x=1' });
    expect(first.status).toBe(200);
    const visit = expect.stringMatching(/^[a-z0-9]{22}$/);
    expect(await first.json()).toEqual({ counted: true, viewCount: 1, visitId: visit });
    expect(await (await fromFrame(path, { referrer: 'https://school.example/' })).json()).toEqual({
      counted: false,
      viewCount: 1,
      visitId: visit,
    });
    // Another browser behind the same address is another visitor.
    const other = await fromFrame(
      path,
      { referrer: 'https://blog.example/' },
      { 'user-agent': `${BROWSER_USER_AGENT} other/2` },
    );
    expect(await other.json()).toEqual({ counted: true, viewCount: 2, visitId: visit });
    expect(await referrersOf(p)).toEqual([
      { site: 'https://blog.example', views: 1 },
      { site: 'https://school.example', views: 1 },
    ]);
  });

  it('refuses the call from any other origin, or without one, and counts nothing', async () => {
    const p = await buildPresentation(t.handle, owner);
    const path = `/api/v4/presentation/${p.oid}/embed-view/`;
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      const response = await fromFrame(path, {}, headers);
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('csrf_failed');
    }
    const bare = await fetch(t.url + path, { method: 'POST' });
    expect(bare.status).toBe(403);
    expect(await viewCount(p)).toBe(0);
  });

  it('follows the presentation’s rules: a private one through its view link only', async () => {
    const secret = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const path = `/api/v4/presentation/${secret.oid}/embed-view/`;
    expect((await fromFrame(path, {})).status).toBe(404);
    const link = await buildViewLink(t.handle, secret);
    const response = await fromFrame(`${path}?auth_key=${link}&key_type=prezilink`, {});
    expect(await response.json()).toMatchObject({ counted: true, viewCount: 1 });
  });

  it('answers 400 to a malformed body and changes nothing', async () => {
    const p = await buildPresentation(t.handle, owner);
    const path = `/api/v4/presentation/${p.oid}/embed-view/`;
    for (const body of [{ referrer: 42 }, { referrer: 'x'.repeat(3000) }, { other: 'field' }]) {
      const response = await fromFrame(path, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBeTruthy();
    }
    expect(await viewCount(p)).toBe(0);
  });

  it('keeps the site a view page visitor came from, and none for our own pages or odd values', async () => {
    const p = await buildPresentation(t.handle, owner);
    const path = `/api/v4/presentation/${p.oid}/view/`;
    for (const referrer of [
      'https://news.example/item?id=1',
      `${t.url}/explore/`,
      'javascript:alert(1)',
      '',
    ]) {
      const visitor = new TestClient(t.url);
      await visitor.prime();
      const response = await visitor.request('POST', path, { json: { referrer } });
      expect(response.status).toBe(200);
    }
    const plain = new TestClient(t.url);
    await plain.prime();
    expect((await plain.request('POST', path)).status).toBe(200);
    expect(await referrersOf(p)).toEqual([
      { site: null, views: 4 },
      { site: 'https://news.example', views: 1 },
    ]);
  });
});
