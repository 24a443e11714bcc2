// Downloads over real HTTP on every dialect: allowed per presentation and per
// share link, forbidden on every surface (no button, 403 on the download routes, the uploaded PDF
// never under /media/u/), the link's own rules (expired 410, a password link locked until opened,
// a private presentation 404), the generated PDF read back with pdf.js (a page per step at the
// slide's shape, the transcript after, real text), cached per document version, and counted.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import type { User } from '../../src/features/accounts';
import type { ViewLinkData } from '../../src/features/sharing/contracts';
import { layoutDocument } from '../../src/kernel/document/layout';
import { TestClient } from '../helpers/client';
import { buildPresentation, buildUser, TEST_PASSWORD } from '../helpers/factories';
import { makePdf, makePng } from '../helpers/pdf';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

/** Each page's text and size, read back with pdf.js. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: Array<{ text: string; width: number; height: number }> = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const [, , width, height] = page.view as [number, number, number, number];
    pages.push({ text: content.items.map((item) => (item as TextItem).str).join(' '), width, height });
  }
  const info = (await pdf.getMetadata()).info as { Title?: string; Author?: string };
  await pdf.destroy();
  return { pages, info };
}

describe.each(DIALECTS)('%s: downloads', (dialect) => {
  let t: TestApp;
  let owner: User;
  let ownerClient: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle, { firstName: 'Ada', lastName: 'Lovelace' });
    ownerClient = await new TestClient(t.url).prime();
    await ownerClient.logIn(owner.username, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  const settings = (p: Presentation, json: object) =>
    ownerClient.request('PATCH', `/api/v4/presentation/${p.oid}/`, { json });
  async function linkFor(p: Presentation, rules: object = {}) {
    const response = await ownerClient.request('POST', `/api/v4/presentation/${p.oid}/links/`, {
      json: rules,
    });
    expect(response.status).toBe(201);
    return (await response.json()).link as ViewLinkData;
  }
  const publicDownload = (p: Presentation, format = 'pdf') =>
    `/p/${p.oid}/${p.slug}/download/?format=${format}`;
  const linkDownload = (linkId: string, format = 'pdf') => `/view/${linkId}/download/?format=${format}`;
  const visitor = () => new TestClient(t.url).prime();
  const hasButton = async (client: TestClient, pagePath: string) =>
    (await (await client.get(pagePath)).text()).includes('/download/?format=');

  it('is off by default: no button and 403 for visitors, while the owner may download', async () => {
    const p = await buildPresentation(t.handle, owner);
    const anyone = await visitor();
    expect(await hasButton(anyone, `/p/${p.oid}/${p.slug}/`)).toBe(false);
    // A readable page that says why (a download is opened like a page).
    const refused = await anyone.get(publicDownload(p));
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(await refused.text()).toContain('The owner does not allow downloads of this presentation.');
    expect((await ownerClient.get(publicDownload(p))).status).toBe(200);
  });

  it('lets visitors download once the owner allows it: a PDF of every step, then the transcript', async () => {
    const p = await buildPresentation(t.handle, owner);
    const response = await settings(p, { allowDownloads: true });
    expect(response.status).toBe(200);
    expect((await response.json()).allowDownloads).toBe(true);
    const anyone = await visitor();
    expect(await hasButton(anyone, `/p/${p.oid}/${p.slug}/`)).toBe(true);

    const download = await anyone.get(publicDownload(p));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${p.slug}.pdf"`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await download.arrayBuffer());
    const { pages, info } = await readPdf(bytes);
    expect(info).toMatchObject({ Title: p.title, Author: 'Ada Lovelace' });
    const steps = layoutDocument(p.document).steps.length;
    // Every step's page at the slide's shape (16:9 for a deck of topics); the transcript after.
    const transcriptPages = pages.slice(steps);
    expect(transcriptPages.length).toBeGreaterThan(0);
    expect(pages).toHaveLength(steps + transcriptPages.length);
    for (const page of pages.slice(0, steps)) expect(page.width / page.height).toBeCloseTo(16 / 9, 2);
    // The first step's text is real text, not a picture of it.
    expect(pages[0]!.text).toContain('Tidy Data in Practice');
    expect(pages[0]!.text.replace(/\s+/g, ' ')).toContain('Why shape matters before analysis.');
    expect(transcriptPages[0]!.text).toContain('Transcript');
    // The wrong slug leads to the right address, with the format kept.
    const moved = await anyone.get(`/p/${p.oid}/old-name/download/?format=pdf`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(publicDownload(p));
  });

  it('follows a share link’s own rule over the presentation’s, either way', async () => {
    const closed = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const open = await linkFor(closed, { download: 'allow' });
    const inherit = await linkFor(closed);
    expect(open.download).toBe('allow');
    const anyone = await visitor();
    expect(await hasButton(anyone, `/view/${open.linkId}/`)).toBe(true);
    expect((await anyone.get(linkDownload(open.linkId))).status).toBe(200);
    expect(await hasButton(anyone, `/view/${inherit.linkId}/`)).toBe(false);
    expect((await anyone.get(linkDownload(inherit.linkId))).status).toBe(403);

    const opened = await buildPresentation(t.handle, owner);
    await settings(opened, { allowDownloads: true });
    const forbid = await linkFor(opened, { download: 'forbid' });
    expect(await hasButton(anyone, `/view/${forbid.linkId}/`)).toBe(false);
    expect((await anyone.get(linkDownload(forbid.linkId))).status).toBe(403);
    expect((await anyone.get(publicDownload(opened))).status).toBe(200);
    // Changed later through the link's PATCH.
    const changed = await ownerClient.request(
      'PATCH',
      `/api/v4/presentation/${opened.oid}/links/${forbid.linkId}/`,
      { json: { download: 'inherit' } },
    );
    expect((await changed.json()).link.download).toBe('inherit');
    expect((await anyone.get(linkDownload(forbid.linkId))).status).toBe(200);
    const bad = await ownerClient.request(
      'PATCH',
      `/api/v4/presentation/${opened.oid}/links/${forbid.linkId}/`,
      {
        json: { download: 'sometimes' },
      },
    );
    expect(bad.status).toBe(400);
  });

  it('holds every rule of the link and the presentation: expired 410, locked 401, revoked and private 404', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    await settings(p, { allowDownloads: true });
    const anyone = await visitor();
    // A private presentation by its own address: not there for strangers.
    expect((await anyone.get(publicDownload(p))).status).toBe(404);

    const expiring = await linkFor(p, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await anyone.get(linkDownload(expiring.linkId))).status).toBe(200);
    await t.handle.db
      .updateTable('view_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('link_id', '=', expiring.linkId)
      .execute();
    expect((await anyone.get(linkDownload(expiring.linkId))).status).toBe(410);

    const gated = await linkFor(p, { password: 'open sesame' });
    // The link's password page, which returns to the download once opened.
    const locked = await anyone.get(linkDownload(gated.linkId));
    expect(locked.status).toBe(401);
    const form = await locked.text();
    expect(form).toContain('with a password');
    expect(form).toContain(`value="/view/${gated.linkId}/download/?format=pdf"`);
    const unlock = await anyone.submit(`/view/${gated.linkId}/unlock/`, {
      password: 'open sesame',
      next: `/view/${gated.linkId}/`,
    });
    expect(unlock.status).toBe(303);
    expect((await anyone.get(linkDownload(gated.linkId))).status).toBe(200);

    const revoked = await linkFor(p);
    await ownerClient.request('DELETE', `/api/v4/presentation/${p.oid}/links/${revoked.linkId}/`);
    expect((await anyone.get(linkDownload(revoked.linkId))).status).toBe(404);
  });

  it('lets only the owner change the rule', async () => {
    const p = await buildPresentation(t.handle, owner);
    const stranger = await visitor();
    const anonymous = await stranger.request('PATCH', `/api/v4/presentation/${p.oid}/`, {
      json: { allowDownloads: true },
    });
    expect(anonymous.status).toBe(401);
    const other = await buildUser(t.handle);
    const otherClient = await visitor();
    await otherClient.logIn(other.username, TEST_PASSWORD);
    const refused = await otherClient.request('PATCH', `/api/v4/presentation/${p.oid}/`, {
      json: { allowDownloads: true },
    });
    expect([403, 404]).toContain(refused.status);
    expect((await stranger.get(publicDownload(p))).status).toBe(403);
  });

  it('reuses the generated file for the same version and makes a new one after an edit', async () => {
    const p = await buildPresentation(t.handle, owner);
    await settings(p, { allowDownloads: true });
    const anyone = await visitor();
    const first = await anyone.get(publicDownload(p));
    expect(first.headers.get('x-podium-pdf')).toBe('generated');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const again = await anyone.get(publicDownload(p));
    expect(again.headers.get('x-podium-pdf')).toBe('cached');
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBytes)).toBe(true);
    const folder = path.join(t.app.config.dataDir, 'downloads', p.oid);
    expect(readdirSync(folder)).toHaveLength(1);

    // Requests at once for a version not yet made wait on one generation.
    await settings(p, { title: 'Tidy Data, Revised' });
    const renamed = { ...p, slug: 'tidy-data-revised' };
    const both = await Promise.all([
      anyone.get(publicDownload(renamed)),
      anyone.get(publicDownload(renamed)),
    ]);
    expect(both.map((r) => r.headers.get('x-podium-pdf')).sort()).toEqual(['cached', 'generated']);
    const { pages } = await readPdf(new Uint8Array(await both[0]!.arrayBuffer()));
    expect(pages[0]!.text).toContain('Tidy Data, Revised');
    // The old version's file is gone.
    expect(readdirSync(folder)).toHaveLength(1);

    await ownerClient.request('DELETE', `/api/v4/presentation/${p.oid}/`);
    expect(existsSync(folder)).toBe(false);
  });

  it('counts downloads per presentation and per link in the statistics', async () => {
    const p = await buildPresentation(t.handle, owner);
    await settings(p, { allowDownloads: true });
    const link = await linkFor(p, { name: 'Board' });
    const anyone = await visitor();
    await anyone.get(publicDownload(p));
    await anyone.get(linkDownload(link.linkId));
    await anyone.get(linkDownload(link.linkId));
    expect((await anyone.request('HEAD', linkDownload(link.linkId))).status).toBe(200);
    // Refused downloads are not counted.
    await settings(p, { allowDownloads: false });
    expect((await anyone.get(publicDownload(p))).status).toBe(403);
    const stats = await (await ownerClient.get(`/api/v4/presentation/${p.oid}/stats/?days=7`)).json();
    expect(stats.period.downloads).toBe(3);
    expect(stats.links).toEqual([expect.objectContaining({ linkId: link.linkId, downloads: 2 })]);
  });

  describe('of a PDF deck', () => {
    const PAGE_PNG = makePng(160, 90);
    async function publishPdf(client: TestClient, pdf: Uint8Array<ArrayBuffer>, privacy = 'public') {
      const form = new FormData();
      form.append('privacy', privacy);
      form.append('pdf', new Blob([pdf], { type: 'application/pdf' }), 'deck.pdf');
      form.append('page-1', new Blob([PAGE_PNG], { type: 'image/png' }), 'page-1.png');
      const response = await fetch(`${t.url}/api/v4/presentations/pdf/`, {
        method: 'POST',
        headers: {
          origin: t.url,
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrftoken': client.csrfToken ?? '',
        },
        body: form,
      });
      expect(response.status).toBe(201);
      const { oid } = (await response.json()) as { oid: string };
      return (await t.handle.db
        .selectFrom('presentations')
        .selectAll()
        .where('oid', '=', oid)
        .executeTakeFirst())!;
    }

    it('keeps the uploaded PDF, offers it beside the generated one, and never serves it as media', async () => {
      const pdf = makePdf([{ lines: ['Harbour survey', 'Tides rise twice daily'] }], {
        title: 'Survey 2026',
      });
      const row = await publishPdf(ownerClient, pdf);
      expect(row.original_pdf).toMatch(/^[0-9a-f]{64}$/);
      const p = { oid: row.oid, slug: row.slug } as Presentation;
      const anyone = await visitor();
      // Forbidden: neither file, and the upload is never a public picture.
      expect((await anyone.get(publicDownload(p, 'original'))).status).toBe(403);
      for (const key of [row.original_pdf, `${row.original_pdf}.pdf`, `${row.original_pdf}.png`])
        expect((await anyone.get(`/media/u/${key}`)).status).toBe(404);

      await settings(p, { allowDownloads: true });
      const page = await (await anyone.get(`/p/${p.oid}/${p.slug}/`)).text();
      expect(page).toContain('Original PDF');
      expect(page).toContain('PDF with transcript');
      const original = await anyone.get(publicDownload(p, 'original'));
      expect(original.status).toBe(200);
      expect(original.headers.get('content-disposition')).toBe(`attachment; filename="${p.slug}.pdf"`);
      expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
      // The generated one: the page picture, then the transcript with the PDF's words.
      const generated = await anyone.get(publicDownload(p, 'pdf'));
      const { pages } = await readPdf(new Uint8Array(await generated.arrayBuffer()));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages[0]!.width / pages[0]!.height).toBeCloseTo(16 / 9, 1);
      expect(
        pages
          .slice(1)
          .map((pg) => pg.text)
          .join(' '),
      ).toContain('Tides rise twice daily');

      // A copy keeps the reference; a deck without a stored upload offers only the generated PDF.
      const copy = await ownerClient.request('POST', `/api/v4/presentation/${p.oid}/copy/`, { json: {} });
      const copied = await t.handle.db
        .selectFrom('presentations')
        .select('original_pdf')
        .where('oid', '=', (await copy.json()).oid)
        .executeTakeFirst();
      expect(copied?.original_pdf).toBe(row.original_pdf);
      const plain = await buildPresentation(t.handle, owner);
      await settings(plain, { allowDownloads: true });
      expect((await anyone.get(publicDownload(plain, 'original'))).status).toBe(404);
    });
  });
});
