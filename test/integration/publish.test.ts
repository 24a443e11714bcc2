// Publishing ("Create your own"): from Markdown/JSON, blank, from a template, and from a
// PDF with its page pictures; the pictures served at /media/u/…; bad input creates nothing.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { createPresentation } from '../../src/features/decks/presentation.service';
import { findPresentationByOid } from '../../src/features/decks/presentations.repository';
import type { ClassicDocument, DeckDocument } from '../../src/kernel/document/document';
import { transcriptLines } from '../../src/kernel/document/transcript';
import { PUBLISH_LIMITS } from '../../src/kernel/limits';
import { defineActors } from '../helpers/actors';
import type { TestClient } from '../helpers/client';
import { buildDocument } from '../helpers/factories';
import { makeEncryptedPdf, makeNumberedPdf, makePdf, makePng } from '../helpers/pdf';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

interface Published {
  oid: string;
  path: string;
  editUrl: string;
}

interface PdfParts {
  privacy?: string;
  title?: string;
  /** Anything a client might add; the server must ignore it. */
  extra?: Record<string, string>;
  pdf?: Uint8Array<ArrayBuffer>;
  pdfName?: string;
  images?: Uint8Array<ArrayBuffer>[];
}

// Two pages of 960×540 points (16:9): pictures of the same shape.
const PAGE_PNG = makePng(160, 90);
const OTHER_PNG = makePng(320, 180);

describe.each(DIALECTS)('%s: publishing', (dialect) => {
  let t: TestApp;
  let template: Presentation;
  const actors = defineActors();
  const { owner, other, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    template = await createPresentation(t.handle, {
      ownerId: other.user.id,
      document: buildDocument({ title: 'Pitch template' }),
      privacy: 'public',
      tags: ['pitch'],
      descriptionHtml: '<p>A pitch in five steps.</p>',
      templateSlug: 'pitch-template',
      source: { text: '# Pitch template\n\n## Problem\n', format: 'markdown' },
    });
  });
  afterAll(async () => {
    // Uploads answered before their body was sent in full can leave connections that the server's
    // idle-connection sweep on close does not end; end them so the test app stops at once.
    t.app.server.closeAllConnections();
    await t.close();
  });
  const counts = async () => ({
    presentations: (await t.handle.db.selectFrom('presentations').select('id').execute()).length,
    media: (await t.handle.db.selectFrom('media_files').select('key').execute()).length,
  });
  const load = async (oid: string) => (await findPresentationByOid(t.handle.db, oid))!;
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;

  /** Sends a PDF upload as the browser's FormData would, with the client's cookies and CSRF header. */
  async function postPdf(client: TestClient, parts: PdfParts, options: { csrf?: boolean } = {}) {
    const form = new FormData();
    form.append('privacy', parts.privacy ?? 'public');
    if (parts.title !== undefined) form.append('title', parts.title);
    for (const [name, value] of Object.entries(parts.extra ?? {})) form.append(name, value);
    if (parts.pdf)
      form.append('pdf', new Blob([parts.pdf], { type: 'application/pdf' }), parts.pdfName ?? 'deck.pdf');
    (parts.images ?? []).forEach((image, i) => {
      form.append(`page-${i + 1}`, new Blob([image], { type: 'image/png' }), `page-${i + 1}.png`);
    });
    const headers: Record<string, string> = {
      origin: t.url,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (options.csrf !== false && client.csrfToken) headers['x-csrftoken'] = client.csrfToken;
    return fetch(`${t.url}/api/v4/presentations/pdf/`, { method: 'POST', headers, body: form });
  }

  describe('from Markdown or JSON', () => {
    it('publishes Markdown and answers where it is and where to edit it', async () => {
      const client = await owner.client();
      const source = '# Field notes\n\n## Birds\n\n- Heron\n- Kite\n';
      const response = await client.request('POST', '/api/v4/presentations/', {
        json: { source, privacy: 'private', format: 'markdown' },
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Published;
      const row = await load(body.oid);
      expect(body).toEqual({
        oid: row.oid,
        path: `/p/${row.oid}/${row.slug}/`,
        editUrl: `/p/edit/${row.oid}/`,
      });
      expect(row).toMatchObject({
        owner_id: owner.user.id,
        title: 'Field notes',
        privacy: 'private',
        source,
        source_format: 'markdown',
        schema_version: '2',
      });
      expect((await client.get(body.path)).status).toBe(200);
    });

    it('publishes JSON, recognised by its first character when no format is given', async () => {
      const client = await owner.client();
      const source = JSON.stringify(buildDocument({ title: 'From JSON' }));
      const response = await client.request('POST', '/api/v4/presentations/', {
        json: { source: `  ${source}`, privacy: 'reusable' },
      });
      expect(response.status).toBe(201);
      const row = await load(((await response.json()) as Published).oid);
      expect(row).toMatchObject({ title: 'From JSON', privacy: 'reusable', source_format: 'json' });
    });

    it('names the Markdown line at fault and creates nothing', async () => {
      const client = await owner.client();
      const before = await counts();
      const response = await client.request('POST', '/api/v4/presentations/', {
        json: { source: '# Title\n\n## Good topic\n\n##\n', privacy: 'public', format: 'markdown' },
      });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_document');
      expect(error.message).toMatch(/line 5/);
      expect(await counts()).toEqual(before);
    });

    it('names the JSON field at fault and creates nothing', async () => {
      const client = await owner.client();
      const before = await counts();
      const document = buildDocument();
      const broken = { ...document, topics: [{ ...document.topics[0]!, title: 42 }] };
      const response = await client.request('POST', '/api/v4/presentations/', {
        json: { source: JSON.stringify(broken), privacy: 'public', format: 'json' },
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toContain('topics[0].title');
      expect(await counts()).toEqual(before);
    });

    it('refuses a bad privacy, a signed-out caller and a forged request', async () => {
      const before = await counts();
      const client = await owner.client();
      const json = { source: '# T\n\n## A\n', privacy: 'secret' };
      const badPrivacy = await client.request('POST', '/api/v4/presentations/', { json });
      expect(badPrivacy.status).toBe(400);
      expect((await errorOf(badPrivacy)).message).toMatch(/privacy/);
      const valid = { ...json, privacy: 'public' };
      const visitor = await anonymous.client();
      expect((await visitor.request('POST', '/api/v4/presentations/', { json: valid })).status).toBe(401);
      const forged = await client.request('POST', '/api/v4/presentations/', { json: valid, csrf: false });
      expect(forged.status).toBe(403);
      expect((await errorOf(forged)).code).toBe('csrf_failed');
      expect(await counts()).toEqual(before);
    });

    it('keeps the no-JavaScript form on the dashboard working', async () => {
      const client = await owner.client();
      const response = await client.submit('/dashboard/next/', {
        source: '# Plain form\n\n## One\n',
        privacy: 'public',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^\/p\/[a-z0-9]{12}\/plain-form\/$/);
    });
  });

  describe('blank', () => {
    it('creates an untitled deck with one topic, in the caller’s language, ready in the editor', async () => {
      const client = await owner.client();
      const response = await client.request('POST', '/api/v4/presentations/blank/', {
        json: { privacy: 'private' },
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Published;
      expect(body.editUrl).toBe(`/p/edit/${body.oid}/`);
      const row = await load(body.oid);
      expect(row).toMatchObject({
        title: 'Untitled presentation',
        privacy: 'private',
        source_format: 'markdown',
      });
      expect((row.document as DeckDocument).topics).toHaveLength(1);
      const german = await client.request('POST', '/api/v4/presentations/blank/', {
        json: { privacy: 'public' },
        headers: { 'accept-language': 'de' },
      });
      expect((await load(((await german.json()) as Published).oid)).title).toBe('Unbenannte Präsentation');
    });

    it('needs a signed-in caller and a known privacy', async () => {
      const before = await counts();
      const visitor = await anonymous.client();
      const json = { privacy: 'public' };
      expect((await visitor.request('POST', '/api/v4/presentations/blank/', { json })).status).toBe(401);
      const client = await owner.client();
      const bad = await client.request('POST', '/api/v4/presentations/blank/', {
        json: { privacy: 'everyone' },
      });
      expect(bad.status).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });

  describe('from a template', () => {
    it('lists the templates for the panel', async () => {
      const response = await (await anonymous.client()).get('/api/v4/presentations/templates/');
      const { templates } = (await response.json()) as {
        templates: { oid: string; title: string; thumbnail: string }[];
      };
      expect(templates).toEqual([
        {
          oid: template.oid,
          title: 'Pitch template',
          thumbnail: `/thumbnails/${template.oid}/${template.thumbnail_version}.svg`,
        },
      ]);
    });

    it('gives the caller their own copy with the chosen privacy, its source kept, opened in the editor', async () => {
      const client = await owner.client();
      const response = await client.request('POST', '/api/v4/presentations/template/', {
        json: { oid: template.oid, privacy: 'reusable' },
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Published;
      expect(body.editUrl).toBe(`/p/edit/${body.oid}/`);
      const row = await load(body.oid);
      expect(row).toMatchObject({
        owner_id: owner.user.id,
        privacy: 'reusable',
        is_template: false,
        document: template.document,
        source: template.source,
      });
    });

    it('refuses what is not a template, what the caller cannot see, and signed-out callers', async () => {
      const client = await owner.client();
      const before = await counts();
      const plain = await createPresentation(t.handle, {
        ownerId: other.user.id,
        document: buildDocument(),
        privacy: 'public',
        tags: [],
        descriptionHtml: '',
      });
      const secret = await createPresentation(t.handle, {
        ownerId: other.user.id,
        document: buildDocument(),
        privacy: 'private',
        tags: [],
        descriptionHtml: '',
        templateSlug: 'secret-template',
      });
      const use = (c: TestClient, oid: string) =>
        c.request('POST', '/api/v4/presentations/template/', { json: { oid, privacy: 'public' } });
      const notTemplate = await use(client, plain.oid);
      expect(notTemplate.status).toBe(400);
      expect((await errorOf(notTemplate)).code).toBe('not_template');
      expect((await use(client, secret.oid)).status).toBe(404);
      expect((await use(await anonymous.client(), template.oid)).status).toBe(401);
      expect(await counts()).toEqual({ ...before, presentations: before.presentations + 2 });
    });
  });

  describe('from a PDF', () => {
    it('makes a classic deck of picture frames, the transcript from the server’s own reading of the PDF', async () => {
      const client = await owner.client();
      const pdf = makePdf(
        [
          { lines: ['Harbour survey', 'Tides rise twice daily'] },
          { lines: ['Findings', 'Kelp forests recovered'] },
        ],
        { title: 'Survey 2026' },
      );
      const response = await postPdf(client, {
        pdf,
        images: [PAGE_PNG, OTHER_PNG],
        // A client's own idea of the text must never reach the transcript or search.
        extra: { text: 'Injected words', 'page-1-text': 'Injected words' },
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Published;
      const row = await load(body.oid);
      expect(row).toMatchObject({
        title: 'Survey 2026',
        schema_version: '0',
        privacy: 'public',
        source: null,
      });
      expect(body.editUrl).toBe(`/${row.oid}/edit/`);
      const document = row.document as ClassicDocument;
      expect(document.path).toEqual(['page-1', 'page-2']);
      const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
      expect(document.frames.map((f) => f.image)).toEqual([
        `/media/u/${sha(PAGE_PNG)}.png`,
        `/media/u/${sha(OTHER_PNG)}.png`,
      ]);
      expect(document.frames[0]!.aspectRatio).toBeCloseTo(16 / 9, 3);
      const lines = transcriptLines(row.transcript);
      expect(lines).toEqual([
        'Harbour survey',
        'Tides rise twice daily',
        'Findings',
        'Kelp forests recovered',
      ]);
      expect(JSON.stringify(row.document) + JSON.stringify(row.transcript)).not.toContain('Injected');
      // Search finds the deck by words that exist only inside the PDF.
      const search = await client.get('/explore/search/?search=kelp');
      expect(await search.text()).toContain('Survey 2026');
      const injected = await client.get('/explore/search/?search=injected');
      expect(await injected.text()).not.toContain('Survey 2026');

      const image = await client.get(document.frames[0]!.image!);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(PAGE_PNG);
      // Cards show the first page; link previews keep the PNG title card.
      const cover = await client.get(`/thumbnails/${row.oid}/${row.thumbnail_version}.svg`);
      expect(cover.status).toBe(302);
      expect(cover.headers.get('location')).toBe(document.frames[0]!.image);
      const preview = await client.get(`/thumbnails/${row.oid}/${row.thumbnail_version}.png`);
      expect(preview.headers.get('content-type')).toBe('image/png');
      const stored = await t.handle.db
        .selectFrom('media_files')
        .select(['key', 'content_type', 'size'])
        .where('presentation_id', '=', row.id)
        .orderBy('size')
        .execute();
      expect(stored).toEqual([
        { key: `${sha(PAGE_PNG)}.png`, content_type: 'image/png', size: PAGE_PNG.length },
        { key: `${sha(OTHER_PNG)}.png`, content_type: 'image/png', size: OTHER_PNG.length },
      ]);
    });

    it('takes the typed title first, then the file name when the PDF has none', async () => {
      const client = await owner.client();
      const typed = await postPdf(client, {
        title: '  Board update ',
        pdf: makeNumberedPdf(1),
        images: [PAGE_PNG],
        privacy: 'private',
      });
      expect((await load(((await typed.json()) as Published).oid)).title).toBe('Board update');
      const named = await postPdf(client, {
        pdf: makeNumberedPdf(1),
        pdfName: 'Q3_results.pdf',
        images: [PAGE_PNG],
      });
      expect((await load(((await named.json()) as Published).oid)).title).toBe('Q3 results');
    });

    it('refuses uploads that do not match the PDF, naming the page, and creates nothing', async () => {
      const client = await owner.client();
      const before = await counts();
      const attempt = async (parts: PdfParts) => {
        const response = await postPdf(client, parts);
        return { status: response.status, ...(await errorOf(response)) };
      };
      const pdf = makeNumberedPdf(2);
      expect(await attempt({ pdf, images: [PAGE_PNG] })).toMatchObject({
        status: 400,
        code: 'page_count_mismatch',
        message: expect.stringContaining('2 pages but 1'),
      });
      const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
      expect(await attempt({ pdf, images: [PAGE_PNG, html] })).toMatchObject({
        status: 400,
        code: 'bad_page_image',
        message: expect.stringMatching(/^Page 2:/),
      });
      expect(await attempt({ pdf, images: [PAGE_PNG, makePng(100, 100)] })).toMatchObject({
        status: 400,
        message: expect.stringContaining('not the shape of the page'),
      });
      const huge = new Uint8Array(PUBLISH_LIMITS.pageImageBytes + 1);
      huge.set(PAGE_PNG);
      expect(await attempt({ pdf, images: [huge, PAGE_PNG] })).toMatchObject({
        status: 400,
        message: expect.stringMatching(/^Page 1: .*larger/),
      });
      expect(await attempt({ pdf, images: [makePng(8, 4.5 | 0), PAGE_PNG] })).toMatchObject({ status: 400 });
      expect(await attempt({ pdf: PAGE_PNG, images: [PAGE_PNG] })).toMatchObject({
        status: 400,
        code: 'not_pdf',
      });
      const damaged = new TextEncoder().encode('%PDF-1.4\nthis is not really a PDF\n%%EOF');
      expect(await attempt({ pdf: damaged, images: [PAGE_PNG] })).toMatchObject({
        status: 422,
        code: 'pdf_unreadable',
      });
      expect(await attempt({ pdf: makeEncryptedPdf(), images: [PAGE_PNG] })).toMatchObject({
        status: 400,
        code: 'pdf_encrypted',
        message: expect.stringContaining('password'),
      });
      const tooLong = makeNumberedPdf(PUBLISH_LIMITS.pdfPages + 1);
      expect(await attempt({ pdf: tooLong, images: [PAGE_PNG] })).toMatchObject({
        status: 400,
        code: 'pdf_too_many_pages',
        message: expect.stringContaining(`${PUBLISH_LIMITS.pdfPages + 1} pages`),
      });
      expect(await attempt({ images: [PAGE_PNG] })).toMatchObject({ status: 400, code: 'bad_upload' });
      expect(await attempt({ pdf, images: [PAGE_PNG, PAGE_PNG], privacy: 'world' })).toMatchObject({
        status: 400,
        message: expect.stringContaining('privacy'),
      });
      expect(await counts()).toEqual(before);
    });

    it('refuses an upload past the size limit, or of unknown length, before reading it', async () => {
      const client = await owner.client();
      const before = await counts();
      // Only the headers are sent: the answer must come without the server waiting for the body.
      const answer = (length?: number) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = http.request(`${t.url}/api/v4/presentations/pdf/`, {
            method: 'POST',
            headers: {
              'content-type': 'multipart/form-data; boundary=x',
              ...(length === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': length }),
              origin: t.url,
              'x-csrftoken': client.csrfToken!,
              cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            },
          });
          request.on('response', (response) => {
            let body = '';
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () => {
              request.destroy();
              resolve({ status: response.statusCode!, body });
            });
          });
          request.on('error', reject);
          request.flushHeaders();
        });
      const tooLarge = await answer(PUBLISH_LIMITS.uploadBytes + 1);
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body).error.code).toBe('too_large');
      const unknown = await answer();
      expect(unknown.status).toBe(411);
      expect(await counts()).toEqual(before);
    });

    it('needs a signed-in caller and the CSRF token', async () => {
      const before = await counts();
      const visitor = await anonymous.client();
      const parts = { pdf: makeNumberedPdf(1), images: [PAGE_PNG] };
      expect((await postPdf(visitor, parts)).status).toBe(401);
      const forged = await postPdf(await owner.client(), parts, { csrf: false });
      expect(forged.status).toBe(403);
      expect(await counts()).toEqual(before);
    });

    it('keeps copies’ pictures: a copied PDF deck gets its own media rows', async () => {
      const client = await owner.client();
      const created = (await (
        await postPdf(client, { pdf: makeNumberedPdf(2), images: [PAGE_PNG, PAGE_PNG], privacy: 'reusable' })
      ).json()) as Published;
      const original = await load(created.oid);
      const mediaOf = async (id: number) =>
        (
          await t.handle.db
            .selectFrom('media_files')
            .select('key')
            .where('presentation_id', '=', id)
            .execute()
        ).map((r) => r.key);
      // Two identical pages share one stored picture.
      expect(await mediaOf(original.id)).toHaveLength(1);
      const copier = await other.client();
      const copy = await copier.request('POST', `/api/v4/presentation/${original.oid}/copy/`);
      expect(copy.status).toBe(201);
      const copied = await load(((await copy.json()) as { oid: string }).oid);
      expect(await mediaOf(copied.id)).toEqual(await mediaOf(original.id));
      await t.handle.db.deleteFrom('media_files').where('presentation_id', '=', original.id).execute();
      const image = (copied.document as ClassicDocument).frames[0]!.image!;
      expect((await copier.get(image)).status).toBe(200);
    });
  });

  describe('media files', () => {
    it('answers 404 for unknown or malformed keys, while /media/ still serves the demo media', async () => {
      const client = await anonymous.client();
      expect((await client.get(`/media/u/${'0'.repeat(64)}.png`)).status).toBe(404);
      expect((await client.get('/media/u/..%2F..%2Fpackage.json')).status).toBe(404);
      const demo = await client.get('/media/a-funnel-dropoff.svg');
      expect(demo.status).toBe(200);
      expect(demo.headers.get('content-type')).toContain('image/svg+xml');
    });
  });
});
