// Staff moderation: the queue at /admin/reports/, hide / dismiss / unhide, staff picks and the
// owner's review request, for staff, other users, owners and anonymous visitors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { User } from '../../../src/features/accounts';
import { insertReport } from '../../../src/features/moderation/repository';
import { buildActors, defineActors } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const text = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

describe.each(DIALECTS)('%s: staff moderation', (dialect) => {
  let t: TestApp;
  let reporter: User;

  const actors = defineActors({
    owner: { publicDisplayName: 'Olga Owner' },
    staff: { publicDisplayName: 'Stan Staff' },
  });
  const { owner, other, staff, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    reporter = await buildUser(t.handle, { publicDisplayName: 'Rita Reporter' });
  });
  afterAll(async () => {
    await t.close();
  });
  const report = (p: Presentation, by: User | null, reason = 'spam', email: string | null = null) =>
    insertReport(t.handle.db, {
      presentation_id: p.id,
      reporter_id: by?.id ?? null,
      reason,
      details: 'Sells pills on every slide.',
      contact_email: email,
      created_at: new Date().toISOString(),
    });
  const reportRow = (id: number) =>
    t.handle.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const presentationRow = (id: number) =>
    t.handle.db.selectFrom('presentations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const viewPath = (p: Presentation) => `/p/${p.oid}/${p.slug}/`;

  describe('GET /admin/reports/', () => {
    it('sends visitors to log in and answers 404 to anyone signed in without staff rights', async () => {
      const visitor = await (await anonymous.client()).get('/admin/reports/?tab=hidden');
      expect(visitor.status).toBe(303);
      expect(visitor.headers.get('location')).toBe('/login/?next=%2Fadmin%2Freports%2F%3Ftab%3Dhidden');
      const response = await (await other.client()).get('/admin/reports/');
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>Page not found</title>');
      expect(html).not.toContain('admin-page');
    });

    it('lists open reports with presentation, reason, reporter, contact and open count', async () => {
      const p = await buildPresentation(t.handle, owner.user, { title: 'Queue Listing Deck' });
      await report(p, reporter, 'copyright');
      await report(p, null, 'misinformation', 'tipster@example.com');
      const response = await (await staff.client()).get('/admin/reports/');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await text(response);
      expect(html).toContain(`<a href="${viewPath(p)}">Queue Listing Deck</a>`);
      expect(html).toContain('by Olga Owner');
      expect(html).toContain('Copyright infringement');
      expect(html).toContain('False or misleading information');
      expect(html).toContain('Rita Reporter');
      expect(html).toContain('Anonymous visitor');
      expect(html).toContain('href="mailto:tipster@example.com"');
      expect(html).toContain('2 open reports');
      expect(html).toContain('Sells pills on every slide.');
      expect(html).toContain(`src="/thumbnails/${p.oid}/${p.thumbnail_version}.svg"`);
    });

    it('refuses unknown tabs and pages past the end', async () => {
      const client = await staff.client();
      expect((await client.get('/admin/reports/?tab=everything')).status).toBe(400);
      expect((await client.get('/admin/reports/?page=0')).status).toBe(400);
      expect((await client.get('/admin/reports/?page=99')).status).toBe(404);
      expect((await client.get('/admin/reports/?tab=staff-picks')).status).toBe(200);
    });

    it('links the queue from the account menu for staff only', async () => {
      expect(await (await (await staff.client()).get('/explore/')).text()).toContain(
        'href="/admin/reports/"',
      );
      expect(await (await (await other.client()).get('/explore/')).text()).not.toContain(
        'href="/admin/reports/"',
      );
    });
  });

  describe('who may call', () => {
    it('answers 401 signed out and 403 to non-staff and owners, changing nothing', async () => {
      const p = await buildPresentation(t.handle, owner.user);
      const id = await report(p, reporter);
      const calls: [string, string, unknown][] = [
        ['POST', `/api/admin/reports/${id}/hide/`, { reason: 'Spam' }],
        ['POST', `/api/admin/reports/${id}/dismiss/`, undefined],
        ['POST', `/api/admin/presentations/${p.oid}/unhide/`, undefined],
        ['PUT', `/api/admin/presentations/${p.oid}/staff-pick/`, undefined],
        ['DELETE', `/api/admin/presentations/${p.oid}/staff-pick/`, undefined],
      ];
      for (const [who, status] of [
        [anonymous, 401],
        [other, 403],
        [owner, 403],
      ] as const) {
        const client = await who.client();
        for (const [method, path, json] of calls) {
          const response = await client.request(method, path, { json });
          expect(response.status, `${method} ${path}`).toBe(status);
          expect((await response.json()).error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
        }
      }
      expect(await reportRow(id)).toMatchObject({ status: 'open', resolved_by: null });
      expect(await presentationRow(p.id)).toMatchObject({ hidden: 0, curated: 0 });
    });

    it('refuses a staff call without the CSRF header', async () => {
      const p = await buildPresentation(t.handle, owner.user);
      const id = await report(p, reporter);
      const client = await staff.client();
      const response = await client.request('POST', `/api/admin/reports/${id}/hide/`, {
        json: { reason: 'Spam' },
        csrf: false,
      });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('csrf_failed');
      const pick = await client.request('PUT', `/api/admin/presentations/${p.oid}/staff-pick/`, {
        csrf: false,
      });
      expect(pick.status).toBe(403);
      expect(await reportRow(id)).toMatchObject({ status: 'open' });
      expect(await presentationRow(p.id)).toMatchObject({ hidden: 0, curated: 0 });
    });
  });

  describe('hide', () => {
    it('hides the presentation, resolves all its open reports and takes it off every public surface', async () => {
      const p = await buildPresentation(t.handle, owner.user, { title: 'Zanzibarian Miracle Pills' });
      const first = await report(p, reporter);
      const second = await report(p, null, 'misinformation');
      const untouched = await report(await buildPresentation(t.handle, owner.user), reporter);
      const visitor = await anonymous.client();
      expect((await visitor.get(viewPath(p))).status).toBe(200);
      expect(await (await visitor.get('/explore/search/?search=zanzibarian')).text()).toContain(p.oid);

      const client = await staff.client();
      const response = await client.request('POST', `/api/admin/reports/${first}/hide/`, {
        json: { reason: '  Advertising of medicine  ' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        oid: p.oid,
        hidden: true,
        hiddenReason: 'Advertising of medicine',
        resolvedReports: 2,
      });
      expect(await presentationRow(p.id)).toMatchObject({
        hidden: 1,
        hidden_reason: 'Advertising of medicine',
      });
      for (const id of [first, second]) {
        const row = await reportRow(id);
        expect(row).toMatchObject({ status: 'hidden', resolved_by: staff.user.id });
        expect(row.resolved_at).not.toBeNull();
      }
      expect(await reportRow(untouched)).toMatchObject({ status: 'open' });

      const base = t.url;
      const pagePath = viewPath(p);
      for (const who of [anonymous, other, staff]) {
        const tab = await who.client();
        expect((await tab.get(pagePath)).status, `view page for ${who.user?.username}`).toBe(404);
        expect((await tab.get(`/api/v4/presentation/${p.oid}/`)).status).toBe(404);
      }
      expect((await visitor.get(`/p/embed/${p.oid}/`)).status).toBe(404);
      expect((await visitor.get(`/thumbnails/${p.oid}/${p.thumbnail_version}.svg`)).status).toBe(404);
      expect((await visitor.get(`/api/oembed/?url=${encodeURIComponent(base + pagePath)}`)).status).toBe(404);
      expect(await (await visitor.get('/explore/search/?search=zanzibarian')).text()).not.toContain(p.oid);
      expect(await (await visitor.get('/explore/')).text()).not.toContain(p.oid);
      expect(await (await visitor.get(`/user/${owner.user.oid}/`)).text()).not.toContain(p.oid);
      expect(await (await visitor.get('/sitemap.xml')).text()).not.toContain(p.oid);

      const ownerView = await (await owner.client()).get(pagePath);
      expect(ownerView.status).toBe(200);
      const ownerHtml = await text(ownerView);
      expect(ownerHtml).toContain('This presentation was hidden by moderators: Advertising of medicine');
      expect(ownerHtml).toContain('Ask for a review');

      const hiddenTab = await text(await client.get('/admin/reports/?tab=hidden'));
      expect(hiddenTab).toContain('Zanzibarian Miracle Pills');
      expect(hiddenTab).toContain('Hidden by Stan Staff on');
      expect(hiddenTab).toContain('Unhide');
      // Its public thumbnail is gone, so the queue carries it inline.
      expect(hiddenTab).toContain('src="data:image/svg+xml;charset=utf-8,');
    });

    it('stops serving a cached anonymous page at once', async () => {
      const cached = await startTestApp(dialect, { PAGE_CACHE_SECONDS: '60' });
      try {
        const { owner, staff, anonymous } = await buildActors(cached);
        const p = await buildPresentation(cached.handle, owner.user);
        const id = await insertReport(cached.handle.db, {
          presentation_id: p.id,
          reporter_id: null,
          reason: 'spam',
          details: 'Spam everywhere here.',
          contact_email: null,
          created_at: new Date().toISOString(),
        });
        const visitor = await anonymous.client();
        expect((await visitor.get(viewPath(p))).status).toBe(200);
        expect((await visitor.get(viewPath(p))).status).toBe(200);
        const moderator = await staff.client();
        const hide = await moderator.request('POST', `/api/admin/reports/${id}/hide/`, {
          json: { reason: 'Spam' },
        });
        expect(hide.status).toBe(200);
        expect((await visitor.get(viewPath(p))).status).toBe(404);
      } finally {
        await cached.close();
      }
    });

    it('answers 409 for a resolved report, 404 for an unknown one and 400 for bad input', async () => {
      const p = await buildPresentation(t.handle, owner.user);
      const id = await report(p, reporter);
      const client = await staff.client();
      const hide = (path: string, json: unknown) => client.request('POST', path, { json });
      for (const json of [
        { reason: '' },
        { reason: '   ' },
        { reason: 'x'.repeat(501) },
        { reason: 5 },
        {},
      ]) {
        expect((await hide(`/api/admin/reports/${id}/hide/`, json)).status, JSON.stringify(json)).toBe(400);
      }
      expect((await hide(`/api/admin/reports/${id}/hide/`, { reason: 'Spam', extra: 1 })).status).toBe(400);
      expect((await hide('/api/admin/reports/abc/hide/', { reason: 'Spam' })).status).toBe(400);
      expect((await hide('/api/admin/reports/9999999999/hide/', { reason: 'Spam' })).status).toBe(400);
      expect(await reportRow(id)).toMatchObject({ status: 'open' });
      expect(await presentationRow(p.id)).toMatchObject({ hidden: 0 });

      const missing = await hide('/api/admin/reports/987654/hide/', { reason: 'Spam' });
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.code).toBe('not_found');
      expect((await hide(`/api/admin/reports/${id}/hide/`, { reason: 'Spam' })).status).toBe(200);
      const again = await hide(`/api/admin/reports/${id}/hide/`, { reason: 'Spam' });
      expect(again.status).toBe(409);
      expect((await again.json()).error.code).toBe('already_resolved');
      expect((await client.request('POST', `/api/admin/reports/${id}/dismiss/`)).status).toBe(409);
    });
  });

  describe('dismiss', () => {
    it('dismisses one report and leaves the presentation and its other reports alone', async () => {
      const p = await buildPresentation(t.handle, owner.user, { title: 'Harmless Deck' });
      const id = await report(p, reporter);
      const otherReport = await report(p, null);
      const client = await staff.client();
      const response = await client.request('POST', `/api/admin/reports/${id}/dismiss/`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id, status: 'dismissed' });
      expect(await reportRow(id)).toMatchObject({ status: 'dismissed', resolved_by: staff.user.id });
      expect(await reportRow(otherReport)).toMatchObject({ status: 'open' });
      expect(await presentationRow(p.id)).toMatchObject({ hidden: 0 });
      expect((await (await anonymous.client()).get(viewPath(p))).status).toBe(200);
      expect((await client.request('POST', `/api/admin/reports/${id}/dismiss/`)).status).toBe(409);
      expect((await client.request('POST', '/api/admin/reports/987654/dismiss/')).status).toBe(404);
      expect(await text(await client.get('/admin/reports/?tab=dismissed'))).toContain(
        'Dismissed by Stan Staff on',
      );
    });
  });

  describe('review request and unhide', () => {
    it('lets the owner ask for a review once; unhiding answers it and restores search', async () => {
      const p = await buildPresentation(t.handle, owner.user, { title: 'Quixotic Appeal Deck' });
      const id = await report(p, reporter);
      const client = await staff.client();
      await client.request('POST', `/api/admin/reports/${id}/hide/`, { json: { reason: 'Spam' } });

      const ask = (who: TestClient, json: unknown) =>
        who.request('POST', `/api/v4/presentation/${p.oid}/review-request/`, { json });
      expect((await ask(await anonymous.client(), { message: 'Please look again.' })).status).toBe(401);
      expect((await ask(await other.client(), { message: 'Please look again.' })).status).toBe(404);
      const ownerClient = await owner.client();
      expect((await ask(ownerClient, { message: '   ' })).status).toBe(400);
      expect((await ask(ownerClient, { message: 'x'.repeat(2001) })).status).toBe(400);
      expect((await ask(ownerClient, { message: 'Hi', more: true })).status).toBe(400);
      const sent = await ask(ownerClient, { message: 'The pills are a joke, see slide 2.' });
      expect(sent.status).toBe(201);
      const request = await sent.json();
      expect(request).toMatchObject({ status: 'open' });
      expect(await reportRow(request.id)).toMatchObject({
        reporter_id: owner.user.id,
        contact_email: owner.user.email,
      });
      const twice = await ask(ownerClient, { message: 'Again please.' });
      expect(twice.status).toBe(409);
      expect((await twice.json()).error.code).toBe('review_pending');

      const queue = await text(await client.get('/admin/reports/'));
      expect(queue).toContain('Review request from the owner');
      expect(queue).toContain('The pills are a joke, see slide 2.');
      expect(queue).toContain('Keep hidden');

      const unhide = await client.request('POST', `/api/admin/presentations/${p.oid}/unhide/`);
      expect(unhide.status).toBe(200);
      expect(await unhide.json()).toEqual({ oid: p.oid, hidden: false, resolvedReports: 1 });
      expect(await presentationRow(p.id)).toMatchObject({ hidden: 0, hidden_reason: null });
      expect(await reportRow(request.id)).toMatchObject({ status: 'dismissed', resolved_by: staff.user.id });
      const visitor = await anonymous.client();
      expect((await visitor.get(viewPath(p))).status).toBe(200);
      expect(await (await visitor.get('/explore/search/?search=quixotic')).text()).toContain(p.oid);

      expect((await client.request('POST', `/api/admin/presentations/${p.oid}/unhide/`)).status).toBe(409);
      expect((await client.request('POST', '/api/admin/presentations/zzzzzzzzzzzz/unhide/')).status).toBe(
        404,
      );
      expect((await client.request('POST', '/api/admin/presentations/NOT-AN-OID/unhide/')).status).toBe(400);
      expect((await ask(ownerClient, { message: 'It is visible now.' })).status).toBe(409);
    });
  });

  describe('staff picks', () => {
    it('marks and unmarks, showing in the staff picks gallery and the queue tab', async () => {
      const p = await buildPresentation(t.handle, owner.user, { title: 'Wonderfully Curated Talk' });
      const client = await staff.client();
      const gallery = async () => text(await (await anonymous.client()).get('/gallery/'));
      expect(await gallery()).not.toContain('Wonderfully Curated Talk');

      const mark = await client.request('PUT', `/api/admin/presentations/${p.oid}/staff-pick/`);
      expect(mark.status).toBe(200);
      expect(await mark.json()).toEqual({ oid: p.oid, staffPick: true });
      expect((await client.request('PUT', `/api/admin/presentations/${p.oid}/staff-pick/`)).status).toBe(200);
      expect(await presentationRow(p.id)).toMatchObject({ curated: 1 });
      expect(await gallery()).toContain('Wonderfully Curated Talk');
      expect(await text(await client.get('/admin/reports/?tab=staff-picks'))).toContain(
        'Wonderfully Curated Talk',
      );

      const unmark = await client.request('DELETE', `/api/admin/presentations/${p.oid}/staff-pick/`);
      expect(await unmark.json()).toEqual({ oid: p.oid, staffPick: false });
      expect(await presentationRow(p.id)).toMatchObject({ curated: 0 });
      expect(await gallery()).not.toContain('Wonderfully Curated Talk');
    });

    it('refuses private and hidden presentations and unknown oids', async () => {
      const client = await staff.client();
      const secret = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
      const hidden = await buildPresentation(t.handle, owner.user, { hidden: true });
      for (const p of [secret, hidden]) {
        const response = await client.request('PUT', `/api/admin/presentations/${p.oid}/staff-pick/`);
        expect(response.status).toBe(409);
        expect((await response.json()).error.code).toBe('not_listed');
        expect(await presentationRow(p.id)).toMatchObject({ curated: 0 });
      }
      expect((await client.request('PUT', '/api/admin/presentations/zzzzzzzzzzzz/staff-pick/')).status).toBe(
        404,
      );
      expect(
        (await client.request('DELETE', '/api/admin/presentations/zzzzzzzzzzzz/staff-pick/')).status,
      ).toBe(404);
    });
  });
});
