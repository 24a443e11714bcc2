// Per-recipient share links over real HTTP on every dialect: a name, a password
// (a page with the title and owner only, throttled per link and address) and an expiry (410), held
// on every surface the link opens: the page, the embed, the print view, the player's data and the
// start screen's picture. Its owner, collaborators and staff need no password; everyone else
// coming through the link is asked, even for a public talk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { User } from '../../../src/features/accounts';
import type { ViewLinkData } from '../../../src/features/sharing/contracts';
import { thumbnailPath } from '../../../src/kernel/paths';
import { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const TRANSCRIPT = 'Each row is one measured thing.';

describe.each(DIALECTS)('%s: share links with a password and an expiry', (dialect) => {
  let t: TestApp;
  let owner: User;
  let ownerClient: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect, { RATE_LIMIT_AUTH: '5' });
    owner = await buildUser(t.handle);
    ownerClient = await new TestClient(t.url).prime();
    await ownerClient.logIn(owner.username, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  const api = (p: Presentation, rest = '') => `/api/v4/presentation/${p.oid}/links/${rest}`;
  async function linkFor(p: Presentation, rules: object) {
    const response = await ownerClient.request('POST', api(p), { json: rules });
    expect(response.status).toBe(201);
    return (await response.json()).link as ViewLinkData;
  }
  /** Every surface a visitor reaches through the link, with what each answered. */
  async function surfaces(client: TestClient, p: Presentation, linkId: string) {
    const key = `?auth_key=${linkId}&key_type=prezilink`;
    return {
      page: (await client.get(`/view/${linkId}/`)).status,
      embed: (await client.get(`/p/embed/${linkId}/`)).status,
      print: (await client.get(`/view/${linkId}/print/`)).status,
      data: (await client.get(`/api/v4/presentation/${p.oid}/${key}`)).status,
      picture: (await client.get(`${thumbnailPath(p)}?auth_key=${linkId}`)).status,
    };
  }

  it('creates and changes a link’s rules, and refuses bad ones with what is wrong', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const link = await linkFor(p, { name: ' Acme board ', password: 'open sesame', expiresAt });
    expect(link).toMatchObject({ name: 'Acme board', hasPassword: true, expiresAt });
    expect(JSON.stringify(link)).not.toContain('sesame');

    const bad = await ownerClient.request('POST', api(p), { json: { password: 'short' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'invalid_link_rules', message: 'The password must have 8 to 200 characters.' },
    });
    const past = await ownerClient.request('PATCH', api(p, `${link.linkId}/`), {
      json: { expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect((await past.json()).error.message).toBe('The expiry must be in the future.');

    const changed = await ownerClient.request('PATCH', api(p, `${link.linkId}/`), {
      json: { name: null, password: null },
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).link).toMatchObject({ name: null, hasPassword: false, expiresAt });
    const stranger = await new TestClient(t.url).prime();
    expect((await stranger.request('PATCH', api(p, `${link.linkId}/`), { json: { name: 'x' } })).status).toBe(
      401,
    );
  });

  it('makes a protected link in its one request: refused whole, or locked from its first answer', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const listed = async () =>
      ((await (await ownerClient.get(api(p))).json()).links as ViewLinkData[]).map((link) => link.linkId);
    // One bad rule refuses the whole link: no open link is left behind without its password.
    const refused = [
      { password: 'open sesame', expiresAt: '2020-01-01T00:00:00Z' },
      { password: 'open sesame', requireEmail: true, allowedDomains: ['not a domain'] },
      { password: 'short', name: 'Acme board' },
    ];
    for (const rules of refused) {
      expect((await ownerClient.request('POST', api(p), { json: rules })).status).toBe(400);
    }
    expect(await listed()).toEqual([]);

    const link = await linkFor(p, { name: 'Acme board', password: 'open sesame' });
    expect(link.hasPassword).toBe(true);
    // The very first visit, before anything else is asked of the link, is already locked.
    const visitor = await new TestClient(t.url).prime();
    expect(await surfaces(visitor, p, link.linkId)).toEqual({
      page: 401,
      embed: 401,
      print: 401,
      data: 401,
      picture: 404,
    });
    expect(await (await visitor.get(`/view/${link.linkId}/`)).text()).not.toContain(TRANSCRIPT);
    expect(await listed()).toEqual([link.linkId]);
  });

  it('shows only the title and owner until the right password, then opens every surface', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { password: 'open sesame' });
    const visitor = await new TestClient(t.url).prime();
    expect(await surfaces(visitor, p, linkId)).toEqual({
      page: 401,
      embed: 401,
      print: 401,
      data: 401,
      picture: 404,
    });
    const locked = await visitor.get(`/view/${linkId}/`);
    // Other sites never learn the link, but the form's post names our origin (no-referrer sends null).
    expect(locked.headers.get('referrer-policy')).toBe('same-origin');
    const page = await locked.text();
    expect(page).toContain(p.title);
    expect(page).toContain('shared “Tidy Data in Practice” with a password');
    expect(page).not.toContain(TRANSCRIPT);
    const data = await visitor.get(`/api/v4/presentation/${p.oid}/?auth_key=${linkId}&key_type=prezilink`);
    expect((await data.json()).error.code).toBe('link_locked');

    const wrong = await visitor.submit(`/view/${linkId}/unlock/`, {
      password: 'open says me',
      next: `/view/${linkId}/`,
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('That password is not right.');
    const right = await visitor.submit(`/view/${linkId}/unlock/`, {
      password: 'open sesame',
      next: `/p/embed/${linkId}/`,
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/p/embed/${linkId}/`);
    expect(await surfaces(visitor, p, linkId)).toEqual({
      page: 200,
      embed: 200,
      print: 200,
      data: 200,
      picture: 200,
    });
    expect(await (await visitor.get(`/view/${linkId}/`)).text()).toContain(TRANSCRIPT);

    // A new password locks out everyone who had the old one.
    await ownerClient.request('PATCH', api(p, `${linkId}/`), { json: { password: 'another secret' } });
    expect((await visitor.get(`/view/${linkId}/`)).status).toBe(401);
  });

  it('opens from inside a frame on another site, where no CSRF cookie reaches us, but only from our origin', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { password: 'open sesame' });
    const framed = new TestClient(t.url); // no cookies at all, as in a third-party frame
    const form = { form: { password: 'open sesame', next: `/p/embed/${linkId}/` }, csrf: false };
    const answer = await framed.request('POST', `/view/${linkId}/unlock/`, form);
    expect(answer.status).toBe(303);
    expect(framed.cookies.get(`podium_link_${linkId}`)).toBeTruthy();
    const forged = await new TestClient(t.url).request('POST', `/view/${linkId}/unlock/`, {
      ...form,
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
  });

  it('never sends a visitor elsewhere after the password', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { password: 'open sesame' });
    const visitor = await new TestClient(t.url).prime();
    for (const next of [
      'https://evil.example/',
      '//evil.example/',
      `/view/${linkId}//evil.example`,
      '/settings/',
    ]) {
      const answer = await visitor.submit(`/view/${linkId}/unlock/`, { password: 'open sesame', next });
      expect(answer.headers.get('location')).toBe(`/view/${linkId}/`);
    }
  });

  it('lets the owner through without the password', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { password: 'open sesame' });
    expect(await surfaces(ownerClient, p, linkId)).toEqual({
      page: 200,
      embed: 200,
      print: 200,
      data: 200,
      picture: 200,
    });
  });

  it('asks everyone who comes through a public talk’s gated link, except its owner', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'public' });
    const { linkId } = await linkFor(p, { requireEmail: true });
    const visitor = await new TestClient(t.url).prime();
    const page = await visitor.get(`/view/${linkId}/`);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('Your e-mail address, please');
    // The talk's own address stays open to all: only the link asks.
    expect((await visitor.get(`/api/v4/presentation/${p.oid}/`)).status).toBe(200);
    expect((await ownerClient.get(`/view/${linkId}/`)).status).toBe(200);
  });

  it('limits password guesses per link and address', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { password: 'open sesame' });
    const other = await linkFor(p, { password: 'open sesame' });
    const visitor = await new TestClient(t.url).prime();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await visitor.submit(`/view/${linkId}/unlock/`, { password: `guess number ${i}` })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The right password waits too, but another link is not held up.
    expect((await visitor.submit(`/view/${linkId}/unlock/`, { password: 'open sesame' })).status).toBe(429);
    expect((await visitor.submit(`/view/${other.linkId}/unlock/`, { password: 'open sesame' })).status).toBe(
      303,
    );
  });

  it('tells the owner how many people watched through each link, and when last', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const board = await linkFor(p, { name: 'Acme board' });
    const quiet = await linkFor(p, { name: 'Newsletter' });
    // A view through a link counts there once its first step showed.
    const watch = async (linkId?: string, visitor?: TestClient) => {
      visitor ??= await new TestClient(t.url).prime();
      const query = linkId ? `?auth_key=${linkId}&key_type=prezilink` : '';
      const view = await visitor.request('POST', `/api/v4/presentation/${p.oid}/view/${query}`, { json: {} });
      expect(view.status).toBe(200);
      const { visitId } = await view.json();
      const step = await visitor.request('POST', '/api/v4/visits/', {
        json: { visitId, ...(linkId ? { linkId } : {}), steps: [{ step: 0, ms: 1000 }] },
      });
      expect(step.status).toBe(204);
    };
    await watch(board.linkId);
    await watch(board.linkId);
    await watch(undefined, ownerClient); // the owner's own visit, by the talk's address, is no link's
    const stats = await (await ownerClient.get(`/api/v4/presentation/${p.oid}/stats/?days=7`)).json();
    expect(stats.links).toEqual([
      {
        linkId: board.linkId,
        name: 'Acme board',
        views: 2,
        uniqueVisitors: 2,
        completionRate: 0,
        avgMs: 1000,
        downloads: 0,
        lastViewAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        state: 'live',
        steps: expect.arrayContaining([{ step: 0, reached: 2, avgMs: 1000 }]),
        visitors: [],
      },
      {
        linkId: quiet.linkId,
        name: 'Newsletter',
        views: 0,
        uniqueVisitors: 0,
        completionRate: 0,
        avgMs: null,
        downloads: 0,
        lastViewAt: null,
        state: 'live',
        steps: expect.arrayContaining([{ step: 0, reached: 0, avgMs: null }]),
        visitors: [],
      },
    ]);
  });

  it('asks for an e-mail address, refuses what is not one, and lists who watched through the link', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId, requireEmail } = await linkFor(p, { name: 'Webinar', requireEmail: true });
    expect(requireEmail).toBe(true);
    const visitor = await new TestClient(t.url).prime();
    expect(await surfaces(visitor, p, linkId)).toEqual({
      page: 401,
      embed: 401,
      print: 401,
      data: 401,
      picture: 404,
    });
    const page = await (await visitor.get(`/view/${linkId}/`)).text();
    expect(page).toContain('Your e-mail address, please');
    expect(page).not.toContain('name="password"');

    const bad = await visitor.submit(`/view/${linkId}/unlock/`, { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Give an e-mail address such as name@example.com.');
    const good = await visitor.submit(`/view/${linkId}/unlock/`, { email: ' CFO@Acme.example ' });
    expect(good.status).toBe(303);
    expect(await surfaces(visitor, p, linkId)).toEqual({
      page: 200,
      embed: 200,
      print: 200,
      data: 200,
      picture: 200,
    });
    const view = await visitor.request(
      'POST',
      `/api/v4/presentation/${p.oid}/view/?auth_key=${linkId}&key_type=prezilink`,
      {
        json: {},
      },
    );
    expect((await view.json()).counted).toBe(true);

    // A cookie whose address was swapped is no longer valid.
    const cookie = visitor.cookies.get(`podium_link_${linkId}`)!;
    const [, mac] = cookie.split('.');
    visitor.cookies.set(
      `podium_link_${linkId}`,
      `${Buffer.from('boss@acme.example').toString('base64url')}.${mac}`,
    );
    expect((await visitor.get(`/view/${linkId}/`)).status).toBe(401);

    const stats = await (await ownerClient.get(`/api/v4/presentation/${p.oid}/stats/?days=7`)).json();
    const webinar = stats.links.find((link: { linkId: string }) => link.linkId === linkId);
    expect(webinar.visitors).toEqual([
      {
        email: 'cfo@acme.example',
        firstSeenAt: expect.stringMatching(/^\d{4}-/),
        lastSeenAt: expect.stringMatching(/^\d{4}-/),
        views: 1,
        stepsSeen: 0,
        stepMs: expect.any(Array),
      },
    ]);
  });

  it('asks for both when the link has a password and wants an address', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { password: 'open sesame', requireEmail: true });
    const visitor = await new TestClient(t.url).prime();
    const page = await (await visitor.get(`/view/${linkId}/`)).text();
    expect(page).toContain('name="email"');
    expect(page).toContain('name="password"');
    const wrong = await visitor.submit(`/view/${linkId}/unlock/`, {
      email: 'a@b.example',
      password: 'nope nope',
    });
    expect(await wrong.text()).toContain('That password is not right.');
    expect(
      (await visitor.submit(`/view/${linkId}/unlock/`, { email: 'a@b.example', password: 'open sesame' }))
        .status,
    ).toBe(303);
    expect((await visitor.get(`/view/${linkId}/`)).status).toBe(200);
  });

  it('answers 410 on every surface once the link has expired, with a page that says so', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const visitor = await new TestClient(t.url).prime();
    expect((await surfaces(visitor, p, linkId)).page).toBe(200);
    await t.handle.db
      .updateTable('view_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('link_id', '=', linkId)
      .execute();
    expect(await surfaces(visitor, p, linkId)).toEqual({
      page: 410,
      embed: 410,
      print: 410,
      data: 410,
      picture: 404,
    });
    const page = await (await visitor.get(`/view/${linkId}/`)).text();
    expect(page).toContain('This link has expired.');
    expect(page).not.toContain(TRANSCRIPT);
    const data = await visitor.get(`/api/v4/presentation/${p.oid}/?auth_key=${linkId}&key_type=prezilink`);
    expect((await data.json()).error.code).toBe('link_expired');
    // The talk's own address still works for its owner.
    expect((await ownerClient.get(`/p/${p.oid}/${p.slug}/`)).status).toBe(200);
  });
});

describe.each(DIALECTS)('%s: where a presentation may be embedded', (dialect) => {
  let t: TestApp;
  let owner: User;
  let ownerClient: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle);
    ownerClient = await new TestClient(t.url).prime();
    await ownerClient.logIn(owner.username, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  const frameAncestors = async (path: string) =>
    (await fetch(t.url + path)).headers.get('content-security-policy')?.match(/frame-ancestors ([^;]*)/)?.[1];

  it('names only the listed sites in the embed page’s frame-ancestors, and anywhere again when cleared', async () => {
    const p = await buildPresentation(t.handle, owner);
    expect(await frameAncestors(`/p/embed/${p.oid}/`)).toBe('*');
    const limited = await ownerClient.request('PATCH', `/api/v4/presentation/${p.oid}/`, {
      json: { embedDomains: ['https://Blog.Example.com/posts/1', '*.school.example', 'blog.example.com'] },
    });
    expect(limited.status).toBe(200);
    expect((await limited.json()).embedDomains).toEqual(['blog.example.com', '*.school.example']);
    expect(await frameAncestors(`/p/embed/${p.oid}/`)).toBe("'self' blog.example.com *.school.example");
    // The view page itself is never framed by others.
    expect(await frameAncestors(`/p/${p.oid}/${p.slug}/`)).toBe("'self'");

    const cleared = await ownerClient.request('PATCH', `/api/v4/presentation/${p.oid}/`, {
      json: { embedDomains: [] },
    });
    expect((await cleared.json()).embedDomains).toBeNull();
    expect(await frameAncestors(`/p/embed/${p.oid}/`)).toBe('*');
  });

  it('refuses what is not a site, and changes nothing', async () => {
    const p = await buildPresentation(t.handle, owner);
    const bad = await ownerClient.request('PATCH', `/api/v4/presentation/${p.oid}/`, {
      json: { embedDomains: ["evil.example 'unsafe-inline'"] },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('invalid_embed_domains');
    expect(await frameAncestors(`/p/embed/${p.oid}/`)).toBe('*');
  });
});
