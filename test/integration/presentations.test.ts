// The view page, the player API, thumbnails and view counting, with every kind of visitor.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { countViews } from '../../src/features/viewing/views.repository';
import { PARSER_BARRIER } from '../../src/ui-kit/common/ParserBarrier';
import { buildActors, defineActors } from '../helpers/actors';
import { buildPresentation, buildViewLink } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: presentations', (dialect) => {
  let t: TestApp;
  let publicOne: Presentation;
  let privateOne: Presentation;
  let linkId: string;

  const actors = defineActors({
    owner: { firstName: 'Grace', lastName: 'Hopper', publicDisplayName: 'Admiral Grace' },
  });
  const { owner, editor, commenter, other, anonymous, sharedPresentation } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    publicOne = await buildPresentation(t.handle, owner.user, {
      title: 'Compilers for Everyone',
      descriptionHtml:
        '<p>Read <a href="https://example.com" rel="noopener nofollow ugc" target="_blank">more</a>.</p>',
    });
    privateOne = await sharedPresentation({ privacy: 'private', title: 'Board Update' });
    linkId = await buildViewLink(t.handle, privateOne);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('view page', () => {
    it('renders title, owner, last-modified text, sanitised description, counts and the whole transcript', async () => {
      const response = await (await anonymous.client()).get(`/p/${publicOne.oid}/${publicOne.slug}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('class="metadata-card__title">Compilers for Everyone</h1>');
      expect(html).toContain('Admiral Grace');
      expect(html).toMatch(/Updated [A-Z][a-z]+ \d{1,2}, \d{4}/);
      expect(html).toContain(
        '<a href="https://example.com" rel="noopener nofollow ugc" target="_blank">more</a>',
      );
      for (const line of [
        'Why shape matters before analysis.',
        'One observation per row',
        'Each row is one measured thing.',
        'A worked example',
        'One variable per column',
      ]) {
        expect(html).toContain(line);
      }
      expect(html).toContain('<script type="application/json" id="page-data">');
      expect(html).toContain(`<link rel="canonical" href="${t.url}/p/${publicOne.oid}/${publicOne.slug}/">`);
      // The one inline script without a nonce (ui/common/ParserBarrier.tsx), allowed by its hash.
      const barrierHash = createHash('sha256').update(PARSER_BARRIER).digest('base64');
      const policy = response.headers.get('content-security-policy');
      expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-[^']+';/);
      expect(policy).toContain(`'sha256-${barrierHash}';`);
      expect(html).toContain(`</div><script>${PARSER_BARRIER}</script><!--$--><div class="viewer-toolbar"`);
    });

    it('redirects a wrong or missing slug with 301 to the right one', async () => {
      const client = await anonymous.client();
      for (const path of [`/p/${publicOne.oid}/wrong-slug/`, `/p/${publicOne.oid}/`]) {
        const response = await client.get(path);
        expect(response.status).toBe(301);
        expect(response.headers.get('location')).toBe(`/p/${publicOne.oid}/${publicOne.slug}/`);
      }
    });

    it('gives a title in another script a romanised address; the address it had before leads there', async () => {
      const russian = await buildPresentation(t.handle, owner.user, { title: 'Привет, мир' });
      expect(russian.slug).toBe('privet-mir');
      const client = await anonymous.client();
      expect((await client.get(`/p/${russian.oid}/privet-mir/`)).status).toBe(200);
      // Before romanising, such titles were published as /p/{oid}/presentation/.
      for (const old of ['presentation', encodeURIComponent('привет-мир')]) {
        const response = await client.get(`/p/${russian.oid}/${old}/`);
        expect(response.status).toBe(301);
        expect(response.headers.get('location')).toBe(`/p/${russian.oid}/privet-mir/`);
      }
    });

    it('answers an unknown oid and a private presentation with a real 404 page', async () => {
      const client = await anonymous.client();
      for (const path of [
        '/p/zzzzzzzzzzzz/anything/',
        `/p/${privateOne.oid}/${privateOne.slug}/`,
        '/p/short/x/',
        '/no/such/page',
      ]) {
        const response = await client.get(path);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(await response.text()).toContain('Page not found');
      }
    });

    it('shows a private presentation to its owner and a collaborator, not to another user', async () => {
      const path = `/p/${privateOne.oid}/${privateOne.slug}/`;
      expect((await (await owner.client()).get(path)).status).toBe(200);
      expect((await (await commenter.client()).get(path)).status).toBe(200);
      expect((await (await other.client()).get(path)).status).toBe(404);
    });

    it('shows a private presentation through its view link, unindexed, until the link is revoked', async () => {
      const path = `/view/${linkId}/`;
      const response = await (await anonymous.client()).get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await response.text();
      expect(html).toContain('class="metadata-card__title">Board Update</h1>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain(`"prezilink":{"link_id":"${linkId}"}`);
      const otherDeck = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
      const revoked = await buildViewLink(t.handle, otherDeck);
      await t.handle.db
        .updateTable('view_links')
        .set({ revoked_at: new Date().toISOString() })
        .where('link_id', '=', revoked)
        .execute();
      expect((await (await anonymous.client()).get(`/view/${revoked}/`)).status).toBe(404);
      expect((await (await anonymous.client()).get('/view/short/')).status).toBe(404);
    });

    it('serves the embed page by oid for listed presentations and by view link for private ones, frameable anywhere', async () => {
      const byOid = await (await anonymous.client()).get(`/p/embed/${publicOne.oid}/`);
      expect(byOid.status).toBe(200);
      expect(byOid.headers.get('content-security-policy')).toContain('frame-ancestors *');
      const html = await byOid.text();
      expect(html).toContain(`"siteUrl":"${t.url}/p/${publicOne.oid}/${publicOne.slug}/"`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect((await (await owner.client()).get(`/p/embed/${privateOne.oid}/`)).status).toBe(404);
      const byLink = await (await anonymous.client()).get(`/p/embed/${linkId}/`);
      expect(byLink.status).toBe(200);
      expect(await byLink.text()).toContain('Board Update');
      expect((await (await anonymous.client()).get('/p/embed/nope/')).status).toBe(404);
      const autoplay = await (
        await (await anonymous.client()).get(`/p/embed/${publicOne.oid}/?autoplay=1`)
      ).text();
      expect(autoplay).toContain('"shouldAutoplay":true,"forceAutoplay":false');
      expect(
        await (
          await (await anonymous.client()).get(`/p/${publicOne.oid}/${publicOne.slug}/?autoplay=force`)
        ).text(),
      ).toContain('"shouldAutoplay":true,"forceAutoplay":true');
      const page = await (await anonymous.client()).get(`/p/${publicOne.oid}/${publicOne.slug}/`);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    });

    it('serves anonymous visitors one briefly cached copy, its CSP nonce matching its HTML, with no CSRF token', async () => {
      const cached = await startTestApp(dialect, { PAGE_CACHE_SECONDS: '60' });
      try {
        const { owner, anonymous } = await buildActors(cached);
        const p = await buildPresentation(cached.handle, owner.user, { title: 'Cached Talk' });
        const path = `/p/${p.oid}/${p.slug}/`;
        const first = await (await anonymous.newClient()).get(path);
        const second = await (await anonymous.newClient()).get(path);
        const nonce = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy')!)![1]!;
        const [a, b] = [nonce(first), nonce(second)];
        // One copy for everyone (sent as stored, compressed): the same bytes, the same nonce.
        expect(a).toBe(b);
        const [htmlA, htmlB] = [await first.text(), await second.text()];
        expect(htmlA).toContain(`nonce="${a}"`);
        expect(htmlB).toBe(htmlA);
        expect(htmlA).toContain('"csrfToken":""');
        // Signed-in visitors always get their own render.
        const member = await owner.client();
        expect(await (await member.get(path)).text()).toContain(`"csrfToken":"${member.csrfToken}"`);
      } finally {
        await cached.close();
      }
    });

    it('shows a hidden presentation only to its owner, with the reason', async () => {
      const hidden = await buildPresentation(t.handle, owner.user, { hidden: true, title: 'Taken Down' });
      const path = `/p/${hidden.oid}/${hidden.slug}/`;
      const ownerView = await (await owner.client()).get(path);
      expect(ownerView.status).toBe(200);
      expect((await ownerView.text()).replaceAll('<!-- -->', '')).toContain(
        'This presentation was hidden by moderators: Spam',
      );
      expect((await (await anonymous.client()).get(path)).status).toBe(404);
    });
  });

  describe('GET /api/v4/presentation/{oid}/', () => {
    it('returns what the player needs for a public presentation', async () => {
      const response = await (await anonymous.client()).get(`/api/v4/presentation/${publicOne.oid}/`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        oid: publicOne.oid,
        title: 'Compilers for Everyone',
        kind: 'deck',
        schemaVersion: '2',
        privacy: 'public',
        likesCount: 0,
        hasLiked: false,
        tags: ['data', 'analysis'],
        viewerRights: { edit: false, comment: false },
        prezilink: null,
        owner: {
          oid: owner.user.oid,
          username: owner.user.username,
          publicDisplayName: 'Admiral Grace',
          firstName: 'Grace',
          lastName: 'Hopper',
        },
      });
      expect(body.document.topics).toHaveLength(2);
      expect(body.owner.email).toBeNull();
      expect(body.thumbnail).toMatch(new RegExp(`^/thumbnails/${publicOne.oid}/[a-z0-9]+\\.svg$`));
    });

    it('honours visibility: private needs the owner, a collaborator or a live view link', async () => {
      const path = `/api/v4/presentation/${privateOne.oid}/`;
      expect((await (await anonymous.client()).get(path)).status).toBe(404);
      expect((await (await other.client()).get(path)).status).toBe(404);
      const ownerBody = await (await (await owner.client()).get(path)).json();
      expect(ownerBody.viewerRights).toEqual({ edit: true, comment: true });
      const editorBody = await (await (await editor.client()).get(path)).json();
      expect(editorBody.viewerRights).toEqual({ edit: true, comment: true });
      const viaLink = await (await anonymous.client()).get(`${path}?auth_key=${linkId}&key_type=prezilink`);
      expect(viaLink.status).toBe(200);
      expect((await viaLink.json()).prezilink).toEqual({ link_id: linkId });
      const wrongLink = await (await anonymous.client()).get(`${path}?auth_key=${'a'.repeat(16)}`);
      expect(wrongLink.status).toBe(404);
    });

    it('rejects malformed input with a clear 400', async () => {
      const client = await anonymous.client();
      const badOid = await client.get('/api/v4/presentation/NOPE/');
      expect(badOid.status).toBe(400);
      expect((await badOid.json()).error.code).toBe('invalid_request');
      const badKey = await client.get(`/api/v4/presentation/${publicOne.oid}/?auth_key=<script>`);
      expect(badKey.status).toBe(400);
    });
  });

  describe('thumbnails and views', () => {
    it('serves the thumbnail SVG at a versioned, immutable URL, and nothing for private ones', async () => {
      const client = await anonymous.client();
      const api = await (await client.get(`/api/v4/presentation/${publicOne.oid}/`)).json();
      const response = await client.get(api.thumbnail);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toContain('Compilers for');
      const stale = await client.get(`/thumbnails/${publicOne.oid}/old.svg`);
      expect(stale.status).toBe(302);
      expect(stale.headers.get('location')).toBe(api.thumbnail);
      expect(
        (await client.get(`/thumbnails/${privateOne.oid}/${privateOne.thumbnail_version}.svg`)).status,
      ).toBe(404);
    });

    it('renders a PNG of the thumbnail for link previews, named in the Open Graph and Twitter tags', async () => {
      const client = await anonymous.client();
      const html = await (await client.get(`/p/${publicOne.oid}/${publicOne.slug}/`)).text();
      const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
      expect(image).toBe(`${t.url}/thumbnails/${publicOne.oid}/${publicOne.thumbnail_version}.png`);
      expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      const png = await client.get(new URL(image!).pathname);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await png.arrayBuffer());
      expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      // IHDR width and height: 1200 × 675.
      const view = new DataView(bytes.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 675]);
      expect(
        (await client.get(`/thumbnails/${privateOne.oid}/${privateOne.thumbnail_version}.png`)).status,
      ).toBe(404);
    });

    it('counts a view once per visitor per 30 minutes, keeping view_count equal to the rows', async () => {
      const p = await buildPresentation(t.handle, owner.user);
      const first = await anonymous.newClient();
      const second = await anonymous.newClient();
      const path = `/api/v4/presentation/${p.oid}/view/`;
      // Each answer names the visit the browser reports its steps to.
      const visit = expect.stringMatching(/^[a-z0-9]{22}$/);
      expect(await (await first.request('POST', path)).json()).toEqual({
        counted: true,
        viewCount: 1,
        visitId: visit,
      });
      expect(await (await first.request('POST', path)).json()).toEqual({
        counted: false,
        viewCount: 1,
        visitId: visit,
      });
      expect(await (await second.request('POST', path)).json()).toEqual({
        counted: true,
        viewCount: 2,
        visitId: visit,
      });
      expect(await countViews(t.handle.db, p.id)).toBe(2);
      expect((await first.request('POST', path, { csrf: false })).status).toBe(403);
      expect((await first.request('POST', `/api/v4/presentation/${privateOne.oid}/view/`)).status).toBe(404);
    });
  });
});
