// Managing one presentation: the settings page, settings changes, deletion, view links and
// collaborators — for the owner, an editor, a commenter, another user, anonymous visitors and staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { findPresentationById } from '../../../src/features/decks/presentations.repository';
import { LIMITS } from '../../../src/kernel/limits';
import { defineActors } from '../../helpers/actors';
import { buildPresentation, buildViewLink } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const text = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

describe.each(DIALECTS)('%s: managing a presentation', (dialect) => {
  let t: TestApp;
  const actors = defineActors({
    owner: { publicDisplayName: 'Olga Owner' },
    editor: { publicDisplayName: 'Edda Editor' },
    commenter: { publicDisplayName: 'Cora Commenter' },
  });
  const { owner, editor, commenter, other, staff, anonymous, sharedPresentation } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const now = () => new Date().toISOString();
  const row = async (p: Presentation) => (await findPresentationById(t.handle.db, p.id))!;
  const api = (p: Presentation, rest = '') => `/api/v4/presentation/${p.oid}/${rest}`;
  const searchFinds = async (term: string, p: Presentation) =>
    (await text(await (await anonymous.client()).get(`/explore/search/?search=${term}`))).includes(p.oid);

  describe('GET /dashboard/next/{oid}/', () => {
    it('sends visitors to log in first', async () => {
      const p = await sharedPresentation();
      const response = await (await anonymous.client()).get(`/dashboard/next/${p.oid}/`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/login/?next=%2Fdashboard%2Fnext%2F${p.oid}%2F`);
    });

    it('shows the owner every section, with collaborators by name and never by email', async () => {
      const p = await sharedPresentation({ title: 'Owner Settings Talk' });
      await buildViewLink(t.handle, p);
      const commented = await (await commenter.client()).request(
        'POST',
        `/api/v4/presentation/${p.oid}/comments/`,
        {
          json: { step: 0, body: 'Name the sources on the first step.' },
        },
      );
      expect(commented.status).toBe(201);
      const response = await (await owner.client()).get(`/dashboard/next/${p.oid}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      const html = await text(response);
      for (const heading of ['Details', 'Privacy', 'View links', 'Collaborators', 'Delete presentation'])
        expect(html).toContain(`>${heading}</h2>`);
      // The owner reads collaborators' comments here, in the dashboard.
      expect(html).toContain('Name the sources on the first step.');
      expect(html).toContain('Edda Editor');
      expect(html).toContain('Cora Commenter');
      expect(html).not.toContain(editor.user.email);
      expect(html).not.toContain(commenter.user.email);
      expect(html).toContain(`href="/p/edit/${p.oid}/"`);
      expect(html).toContain(`href="/dashboard/next/${p.oid}/stats/"`);
      expect(html).toContain(`${t.url}/view/`);
    });

    it('shows editors only what they may change', async () => {
      const p = await sharedPresentation({ privacy: 'private' });
      const html = await text(await (await editor.client()).get(`/dashboard/next/${p.oid}/`));
      expect(html).toContain('>Details</h2>');
      expect(html).toContain('>View links</h2>');
      expect(html).not.toContain('>Privacy</h2>');
      expect(html).not.toContain('>Collaborators</h2>');
      expect(html).not.toContain('>Delete presentation</h2>');
    });

    it('answers 403 to those who see it without the right, 404 to those who do not see it', async () => {
      const pub = await sharedPresentation();
      const priv = await sharedPresentation({ privacy: 'private' });
      expect((await (await commenter.client()).get(`/dashboard/next/${pub.oid}/`)).status).toBe(403);
      expect((await (await other.client()).get(`/dashboard/next/${pub.oid}/`)).status).toBe(403);
      expect((await (await staff.client()).get(`/dashboard/next/${priv.oid}/`)).status).toBe(403);
      expect((await (await other.client()).get(`/dashboard/next/${priv.oid}/`)).status).toBe(404);
      expect((await (await owner.client()).get('/dashboard/next/notanoid/')).status).toBe(404);
    });
  });

  describe('PATCH /api/v4/presentation/{oid}/', () => {
    it('lets the owner change everything; the title follows into slug, document, thumbnail and search', async () => {
      const p = await sharedPresentation({ title: 'Obsolete Heading' });
      const before = await row(p);
      const response = await (await owner.client()).request('PATCH', api(p), {
        json: {
          title: '  Marmalade   Strategies ',
          descriptionHtml:
            '<p>A <strong>sweet</strong> <a href="https://example.com">talk</a><script>alert(1)</script></p><ul><li>one</li></ul>',
          tags: ['Jam Making', '#citrus', 'jam-making', ''],
          privacy: 'reusable',
        },
      });
      expect(response.status).toBe(200);
      const settings = await response.json();
      expect(settings).toMatchObject({
        oid: p.oid,
        title: 'Marmalade Strategies',
        tags: ['jam-making', 'citrus'],
        privacy: 'reusable',
        viewPath: `/p/${p.oid}/marmalade-strategies/`,
        editPath: `/p/edit/${p.oid}/`,
        statsPath: `/dashboard/next/${p.oid}/stats/`,
      });
      expect(settings.descriptionHtml).toContain('<strong>sweet</strong>');
      expect(settings.descriptionHtml).toContain('<ul><li>one</li></ul>');
      expect(settings.descriptionHtml).not.toContain('script');
      const after = await row(p);
      expect(after.slug).toBe('marmalade-strategies');
      expect(after.document.title).toBe('Marmalade Strategies');
      expect(after.thumbnail_version).not.toBe(before.thumbnail_version);
      expect(after.thumbnail_svg).toContain('Marmalade');
      expect(after.description_html).not.toContain('<script');
      expect(after.updated_at > before.updated_at).toBe(true);
      expect(await searchFinds('marmalade', p)).toBe(true);
      expect(await searchFinds('obsolete', p)).toBe(false);
      expect(await searchFinds('citrus', p)).toBe(true);
      expect((await (await anonymous.client()).get(`/p/${p.oid}/marmalade-strategies/`)).status).toBe(200);
    });

    it('turns a Markdown description into sanitised HTML and keeps the Markdown source’s title in step', async () => {
      const p = await buildPresentation(t.handle, owner.user);
      await t.handle.db
        .updateTable('presentations')
        .set({ source: '# Tidy Data in Practice\n\n## One\n', source_format: 'markdown' })
        .where('id', '=', p.id)
        .execute();
      const response = await (await owner.client()).request('PATCH', api(p), {
        json: { description: 'Read **this** <img src=x onerror=alert(1)>', title: 'Renamed Deck' },
      });
      expect(response.status).toBe(200);
      const after = await row(p);
      expect(after.description_html).toContain('<strong>this</strong>');
      expect(after.description_html).not.toContain('<img');
      expect(after.source).toBe('# Renamed Deck\n\n## One\n');
    });

    it('lets an editor change details but not privacy; others are refused', async () => {
      const p = await sharedPresentation();
      const editorClient = await editor.client();
      expect(
        (await editorClient.request('PATCH', api(p), { json: { title: 'Edited By Editor' } })).status,
      ).toBe(200);
      expect((await row(p)).title).toBe('Edited By Editor');
      const privacy = await editorClient.request('PATCH', api(p), {
        json: { privacy: 'private', title: 'Nope' },
      });
      expect(privacy.status).toBe(403);
      expect((await privacy.json()).error.code).toBe('not_owner');
      expect(
        (await (await commenter.client()).request('PATCH', api(p), { json: { title: 'x' } })).status,
      ).toBe(403);
      expect((await (await other.client()).request('PATCH', api(p), { json: { title: 'x' } })).status).toBe(
        403,
      );
      expect((await (await staff.client()).request('PATCH', api(p), { json: { title: 'x' } })).status).toBe(
        403,
      );
      expect(
        (await (await anonymous.client()).request('PATCH', api(p), { json: { title: 'x' } })).status,
      ).toBe(401);
      const priv = await sharedPresentation({ privacy: 'private' });
      expect(
        (await (await other.client()).request('PATCH', api(priv), { json: { title: 'x' } })).status,
      ).toBe(404);
      const after = await row(p);
      expect(after.title).toBe('Edited By Editor');
      expect(after.privacy).toBe('public');
    });

    it('refuses bad input with a 400 and changes nothing', async () => {
      const p = await sharedPresentation();
      const before = await row(p);
      const client = await owner.client();
      const bad: unknown[] = [
        {},
        { title: '' },
        { title: '   ' },
        { title: 'x'.repeat(LIMITS.titleLength + 1) },
        { title: 'Fine', privacy: 'secret' },
        { title: 'Fine', colour: 'red' },
        { title: 7 },
        { tags: Array.from({ length: LIMITS.tagsPerPresentation + 1 }, (_, i) => `tag${i}`) },
        { tags: ['!!!'] },
        { tags: 'one,two' },
        { description: 'a', descriptionHtml: '<p>b</p>' },
        { description: 'x'.repeat(LIMITS.descriptionLength + 1) },
      ];
      for (const json of bad) {
        const response = await client.request('PATCH', api(p), { json });
        expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
        expect((await response.json()).error.message).toBeTruthy();
      }
      expect(await row(p)).toEqual(before);
    });

    it('refuses a request without the CSRF token and changes nothing', async () => {
      const p = await sharedPresentation();
      const response = await (await owner.client()).request('PATCH', api(p), {
        json: { privacy: 'private' },
        csrf: false,
      });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('csrf_failed');
      expect((await row(p)).privacy).toBe('public');
    });

    it('takes a private presentation out of search and explore, and brings it back', async () => {
      const p = await sharedPresentation({ title: 'Quokka Husbandry' });
      const visitor = await anonymous.client();
      expect(await searchFinds('quokka', p)).toBe(true);
      expect(await text(await visitor.get('/explore/'))).toContain(p.oid);
      const client = await owner.client();
      expect((await client.request('PATCH', api(p), { json: { privacy: 'private' } })).status).toBe(200);
      expect(await searchFinds('quokka', p)).toBe(false);
      expect(await text(await visitor.get('/explore/'))).not.toContain(p.oid);
      expect((await visitor.get(`/p/${p.oid}/${p.slug}/`)).status).toBe(404);
      expect((await client.request('PATCH', api(p), { json: { privacy: 'public' } })).status).toBe(200);
      expect(await searchFinds('quokka', p)).toBe(true);
    });
  });

  describe('view links', () => {
    it('creates, lists, copies and revokes; a revoked link answers 404 at once', async () => {
      const p = await sharedPresentation({ privacy: 'private' });
      const client = await owner.client();
      const created = await client.request('POST', api(p, 'links/'));
      expect(created.status).toBe(201);
      const { link } = await created.json();
      expect(link.linkId).toMatch(/^[a-z0-9]{16}$/);
      expect(link.url).toBe(`${t.url}/view/${link.linkId}/`);
      expect(link.revokedAt).toBeNull();
      const visitor = await anonymous.client();
      expect((await visitor.get(`/view/${link.linkId}/`)).status).toBe(200);
      const list = await (await client.get(api(p, 'links/'))).json();
      expect(list.links.map((l: { linkId: string }) => l.linkId)).toEqual([link.linkId]);
      expect((await client.request('DELETE', api(p, `links/${link.linkId}/`))).status).toBe(204);
      expect((await visitor.get(`/view/${link.linkId}/`)).status).toBe(404);
      const again = await (await client.get(api(p, 'links/'))).json();
      expect(again.links[0].revokedAt).toEqual(expect.any(String));
      // Revoking twice changes nothing and is not an error.
      expect((await client.request('DELETE', api(p, `links/${link.linkId}/`))).status).toBe(204);
    });

    it('lets editors manage links and refuses everyone else', async () => {
      const p = await sharedPresentation({ privacy: 'private' });
      const editorClient = await editor.client();
      const { link } = await (await editorClient.request('POST', api(p, 'links/'))).json();
      expect((await editorClient.get(api(p, 'links/'))).status).toBe(200);
      for (const [who, status] of [
        [commenter, 403],
        [staff, 403],
        [other, 404],
        [anonymous, 401],
      ] as const) {
        const client = await who.client();
        expect((await client.get(api(p, 'links/'))).status).toBe(status);
        expect((await client.request('POST', api(p, 'links/'))).status).toBe(status);
        expect((await client.request('DELETE', api(p, `links/${link.linkId}/`))).status).toBe(status);
      }
      expect((await editorClient.request('DELETE', api(p, `links/${link.linkId}/`))).status).toBe(204);
      const rows = await t.handle.db
        .selectFrom('view_links')
        .selectAll()
        .where('presentation_id', '=', p.id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('answers 404 for an unknown link or another presentation’s link, and refuses a forged request', async () => {
      const p = await sharedPresentation({ privacy: 'private' });
      const elsewhere = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
      const foreign = await buildViewLink(t.handle, elsewhere);
      const client = await owner.client();
      expect((await client.request('DELETE', api(p, 'links/aaaaaaaaaaaaaaaa/'))).status).toBe(404);
      expect((await client.request('DELETE', api(p, `links/${foreign}/`))).status).toBe(404);
      expect((await client.request('DELETE', api(p, 'links/BAD!/'))).status).toBe(400);
      expect((await client.request('POST', api(p, 'links/'), { csrf: false })).status).toBe(403);
      expect((await (await anonymous.client()).get(`/view/${foreign}/`)).status).toBe(200);
      const count = await t.handle.db
        .selectFrom('view_links')
        .select('link_id')
        .where('presentation_id', '=', p.id)
        .execute();
      expect(count).toHaveLength(0);
    });
  });

  describe('collaborators', () => {
    it('adds by username, changes the role and removes, showing names but no emails', async () => {
      const p = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
      const client = await owner.client();
      const byName = await client.request('POST', api(p, 'collaborators/'), {
        json: { login: editor.user.username.toUpperCase(), role: 'edit' },
      });
      expect(byName.status).toBe(201);
      expect(await byName.json()).toEqual({
        collaborator: { username: editor.user.username, displayName: 'Edda Editor', role: 'edit' },
      });
      // An email address is never matched to an account: the answer would say whose it is.
      const byEmail = await client.request('POST', api(p, 'collaborators/'), {
        json: { login: commenter.user.email, role: 'comment' },
      });
      expect(byEmail.status).toBe(400);
      const refusal = await byEmail.text();
      expect(JSON.parse(refusal).error.code).toBe('username_required');
      expect(refusal).not.toContain(commenter.user.username);
      const unknownEmail = await client.request('POST', api(p, 'collaborators/'), {
        json: { login: 'nobody@example.com', role: 'comment' },
      });
      expect(await unknownEmail.text()).toBe(refusal);
      const byUsername = await client.request('POST', api(p, 'collaborators/'), {
        json: { login: commenter.user.username, role: 'comment' },
      });
      expect(byUsername.status).toBe(201);
      const body = await (await client.get(api(p, 'collaborators/'))).text();
      expect(JSON.parse(body).collaborators).toEqual([
        { username: editor.user.username, displayName: 'Edda Editor', role: 'edit' },
        { username: commenter.user.username, displayName: 'Cora Commenter', role: 'comment' },
      ]);
      expect(body).not.toContain('@example.com');
      // The commenter now sees the private presentation with comment rights (viewerRights).
      const player = await (await (await commenter.client()).get(api(p))).json();
      expect(player.viewerRights).toEqual({ edit: false, comment: true });
      const changed = await client.request('PATCH', api(p, `collaborators/${commenter.user.username}/`), {
        json: { role: 'edit' },
      });
      expect(changed.status).toBe(200);
      expect((await changed.json()).collaborator.role).toBe('edit');
      expect((await (await (await commenter.client()).get(api(p))).json()).viewerRights.edit).toBe(true);
      expect(
        (await client.request('DELETE', api(p, `collaborators/${commenter.user.username}/`))).status,
      ).toBe(204);
      expect((await (await commenter.client()).get(api(p))).status).toBe(404);
    });

    it('refuses the owner, unknown people, bad roles and duplicates with a clear 4xx', async () => {
      const p = await sharedPresentation();
      const client = await owner.client();
      const add = (json: unknown) => client.request('POST', api(p, 'collaborators/'), { json });
      const self = await add({ login: owner.user.username, role: 'edit' });
      expect(self.status).toBe(400);
      expect((await self.json()).error.code).toBe('owner_not_collaborator');
      const unknown = await add({ login: 'nobody-here', role: 'edit' });
      expect(unknown.status).toBe(400);
      expect((await unknown.json()).error.message).toBe('No account has that username.');
      expect((await add({ login: other.user.username, role: 'admin' })).status).toBe(400);
      expect((await add({ login: other.user.username })).status).toBe(400);
      expect((await add({ login: '', role: 'edit' })).status).toBe(400);
      const duplicate = await add({ login: editor.user.username, role: 'comment' });
      expect(duplicate.status).toBe(409);
      expect(
        (
          await client.request('PATCH', api(p, `collaborators/${other.user.username}/`), {
            json: { role: 'edit' },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await client.request('PATCH', api(p, `collaborators/${editor.user.username}/`), {
            json: { role: 'owner' },
          })
        ).status,
      ).toBe(400);
      expect((await client.request('DELETE', api(p, `collaborators/${other.user.username}/`))).status).toBe(
        404,
      );
      // After all those refusals, a valid addition still works.
      expect((await add({ login: other.user.username, role: 'edit' })).status).toBe(201);
      const rows = await t.handle.db
        .selectFrom('collaborators')
        .select(['user_id', 'role'])
        .where('presentation_id', '=', p.id)
        .orderBy('user_id')
        .execute();
      expect(rows).toEqual(
        [
          { user_id: editor.user.id, role: 'edit' },
          { user_id: commenter.user.id, role: 'comment' },
          { user_id: other.user.id, role: 'edit' },
        ].sort((a, b) => a.user_id - b.user_id),
      );
    });

    it('is the owner’s alone', async () => {
      const p = await sharedPresentation({ privacy: 'private' });
      for (const [who, status] of [
        [editor, 403],
        [commenter, 403],
        [staff, 403],
        [other, 404],
        [anonymous, 401],
      ] as const) {
        const client = await who.client();
        expect((await client.get(api(p, 'collaborators/'))).status).toBe(status);
        const add = await client.request('POST', api(p, 'collaborators/'), {
          json: { login: other.user.username, role: 'edit' },
        });
        expect(add.status).toBe(status);
        const patch = await client.request('PATCH', api(p, `collaborators/${commenter.user.username}/`), {
          json: { role: 'edit' },
        });
        expect(patch.status).toBe(status);
        expect(
          (await client.request('DELETE', api(p, `collaborators/${commenter.user.username}/`))).status,
        ).toBe(status);
      }
      const forged = await (await owner.client()).request('POST', api(p, 'collaborators/'), {
        json: { login: other.user.username, role: 'edit' },
        csrf: false,
      });
      expect(forged.status).toBe(403);
      const rows = await t.handle.db
        .selectFrom('collaborators')
        .select('role')
        .where('presentation_id', '=', p.id)
        .execute();
      expect(rows.map((r) => r.role).sort()).toEqual(['comment', 'edit']);
    });
  });

  describe('DELETE /api/v4/presentation/{oid}/', () => {
    it('is the owner’s alone', async () => {
      const p = await sharedPresentation({ privacy: 'private' });
      const pub = await sharedPresentation();
      expect((await (await editor.client()).request('DELETE', api(p))).status).toBe(403);
      expect((await (await commenter.client()).request('DELETE', api(p))).status).toBe(403);
      expect((await (await staff.client()).request('DELETE', api(p))).status).toBe(403);
      expect((await (await other.client()).request('DELETE', api(p))).status).toBe(404);
      expect((await (await other.client()).request('DELETE', api(pub))).status).toBe(403);
      expect((await (await anonymous.client()).request('DELETE', api(p))).status).toBe(401);
      expect((await (await owner.client()).request('DELETE', api(p), { csrf: false })).status).toBe(403);
      expect(await row(p)).toBeTruthy();
    });

    it('removes the presentation and its rows from every table', async () => {
      const p = await sharedPresentation({ title: 'Ephemeral Wombats' });
      const at = now();
      const db = t.handle.db;
      await db
        .insertInto('likes')
        .values({ presentation_id: p.id, user_id: other.user.id, created_at: at })
        .execute();
      await db
        .insertInto('views')
        .values({ presentation_id: p.id, visitor_id: 'v1', user_id: null, viewed_at: at })
        .execute();
      await buildViewLink(t.handle, p);
      await db
        .insertInto('comments')
        .values({
          presentation_id: p.id,
          author_id: commenter.user.id,
          step: 0,
          body: 'Nice',
          created_at: at,
        })
        .execute();
      await db
        .insertInto('presentation_versions')
        .values({
          presentation_id: p.id,
          title: 'Old',
          document: JSON.stringify(p.document),
          source: null,
          source_format: null,
          created_by: owner.user.id,
          created_at: at,
        })
        .execute();
      await db
        .insertInto('media_files')
        .values({
          presentation_id: p.id,
          key: 'k1',
          content_type: 'image/png',
          size: 3,
          bytes: Buffer.from([1, 2, 3]),
          created_at: at,
        })
        .execute();
      await db
        .insertInto('reports')
        .values({
          presentation_id: p.id,
          reporter_id: other.user.id,
          reason: 'spam',
          details: '',
          contact_email: null,
          status: 'open',
          created_at: at,
          resolved_by: null,
          resolved_at: null,
        })
        .execute();
      await db
        .insertInto('analytics_events')
        .values({
          received_at: at,
          client_time: null,
          event_type: 'view',
          event_name: 'x',
          prezi_oid: p.oid,
          session_id: null,
          envelope: '{}',
        })
        .execute();
      expect(await searchFinds('wombats', p)).toBe(true);

      expect((await (await owner.client()).request('DELETE', api(p))).status).toBe(204);

      const tables = [
        'likes',
        'views',
        'view_links',
        'collaborators',
        'comments',
        'presentation_versions',
        'media_files',
        'reports',
      ] as const;
      for (const table of tables) {
        const left = await db
          .selectFrom(table)
          .select('presentation_id')
          .where('presentation_id', '=', p.id)
          .execute();
        expect(left, table).toHaveLength(0);
      }
      expect(await db.selectFrom('presentations').select('id').where('id', '=', p.id).execute()).toHaveLength(
        0,
      );
      expect(
        await db.selectFrom('analytics_events').select('id').where('prezi_oid', '=', p.oid).execute(),
      ).toHaveLength(0);
      if (dialect === 'sqlite') {
        const fts = await db
          .selectFrom('presentations_fts')
          .select('presentation_id')
          .where('presentation_id', '=', p.id)
          .execute();
        expect(fts).toHaveLength(0);
      }
      expect(await searchFinds('wombats', p)).toBe(false);
      expect((await (await owner.client()).get(`/dashboard/next/${p.oid}/`)).status).toBe(404);
      expect((await (await anonymous.client()).get(`/p/${p.oid}/${p.slug}/`)).status).toBe(404);
      expect((await (await owner.client()).request('DELETE', api(p))).status).toBe(404);
    });
  });
});

describe.each(DIALECTS)('%s: managing with the anonymous page cache on', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect, { PAGE_CACHE_SECONDS: '60' });
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops serving cached pages that show it the moment it turns private or is deleted', async () => {
    const p = await buildPresentation(t.handle, owner.user, { title: 'Cached Capybaras' });
    const visitor = await anonymous.client();
    const path = `/p/${p.oid}/${p.slug}/`;
    const home = async () => text(await visitor.get('/'));
    expect((await visitor.get(path)).status).toBe(200);
    expect(await home()).toContain('Cached Capybaras');
    const client = await owner.client();
    const api = `/api/v4/presentation/${p.oid}/`;
    expect((await client.request('PATCH', api, { json: { privacy: 'private' } })).status).toBe(200);
    expect((await visitor.get(path)).status).toBe(404);
    expect(await home()).not.toContain('Cached Capybaras');
    expect(
      (await client.request('PATCH', api, { json: { privacy: 'public', title: 'Renamed Capybaras' } }))
        .status,
    ).toBe(200);
    expect(await home()).toContain('Renamed Capybaras');
    expect((await client.request('DELETE', api)).status).toBe(204);
    expect(await home()).not.toContain('Renamed Capybaras');
    expect((await visitor.get(`/p/${p.oid}/renamed-capybaras/`)).status).toBe(404);
  });
});
