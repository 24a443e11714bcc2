// Importing a PowerPoint file over HTTP, on every dialect: a real .pptx built at test time becomes a
// canvas deck whose pictures are served where its document says, with its report kept for the owner
// and editors; what is not a .pptx, too large, signed out, forged or ill-formed is refused with the
// catalogue's error body and changes nothing.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPresentationByOid } from '../../src/features/decks/presentations.repository';
import type { EditPageData } from '../../src/features/editor/contracts';
import type { CanvasDocument, ImageElement } from '../../src/kernel/document/canvas/model';
import { buildPptx, TINY_PNG } from '../../src/kernel/import/pptx/testing';
import { IMPORT_LIMITS } from '../../src/kernel/limits';
import { defineActors } from '../helpers/actors';
import type { TestClient } from '../helpers/client';
import { pageDataOf } from '../helpers/markup';
import { savedAs } from '../helpers/office-files';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

const IMPORT = '/api/v4/presentations/import/';

interface ImportParts {
  file?: Uint8Array;
  fileName?: string;
  privacy?: string;
  title?: string;
}

/** Sends an import to the app at `url` as the browser's FormData would, with the client's cookies and CSRF header. */
function sendImport(url: string, client: TestClient, parts: ImportParts, options: { csrf?: boolean } = {}) {
  const form = new FormData();
  form.append('privacy', parts.privacy ?? 'private');
  if (parts.title !== undefined) form.append('title', parts.title);
  if (parts.file)
    form.append(
      'file',
      new Blob([new Uint8Array(parts.file)], {
        type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      }),
      parts.fileName ?? 'deck.pptx',
    );
  const headers: Record<string, string> = {
    origin: url,
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  if (options.csrf !== false && client.csrfToken) headers['x-csrftoken'] = client.csrfToken;
  return fetch(`${url}${IMPORT}`, { method: 'POST', headers, body: form });
}

/** A deck with a title slide, a picture with alt text, notes, and a hidden slide. */
const sampleDeck = () =>
  buildPptx((pptx) => {
    pptx.title = 'Quarterly review';
    const first = pptx.addSlide();
    first.addText('Quarterly review', { x: 1, y: 1, w: 8, h: 1, fontSize: 32, bold: true });
    first.addNotes('Welcome everyone.');
    const second = pptx.addSlide();
    second.addText('Sales grew', { x: 1, y: 0.5, w: 8, h: 1 });
    second.addImage({ data: `image/png;base64,${TINY_PNG}`, x: 1, y: 2, w: 2, h: 2, altText: 'Sales chart' });
    const hidden = pptx.addSlide();
    hidden.hidden = true;
    hidden.addText('Backup numbers', { x: 1, y: 1, w: 8, h: 1 });
  });

describe.each(DIALECTS)('%s: importing PowerPoint files', (dialect) => {
  let t: TestApp;
  let deck: Uint8Array;
  const actors = defineActors();
  const { owner, editor, commenter, other, anonymous } = actors;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    deck = await sampleDeck();
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  const counts = async () => ({
    presentations: (await t.handle.db.selectFrom('presentations').select('id').execute()).length,
    media: (await t.handle.db.selectFrom('media_files').select('key').execute()).length,
    reports: (await t.handle.db.selectFrom('import_reports').select('presentation_id').execute()).length,
  });
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;

  const postImport = (client: TestClient, parts: ImportParts, options: { csrf?: boolean } = {}) =>
    sendImport(t.url, client, parts, options);

  it('imports a deck as an editable canvas deck, its picture served where the document says', async () => {
    const before = await counts();
    const client = await owner.client();
    const response = await postImport(client, { file: deck, fileName: 'Q3 review.pptx' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      oid: string;
      path: string;
      editUrl: string;
      reportUrl: string;
      report: { totals: { slides: number; hiddenSlides: number; pictures: number } };
    };
    const row = (await findPresentationByOid(t.handle.db, body.oid))!;
    expect(body).toMatchObject({
      path: `/p/${row.oid}/${row.slug}/`,
      editUrl: `/p/edit/${row.oid}/`,
      reportUrl: `/api/v4/presentation/${row.oid}/import-report/`,
    });
    expect(body.report.totals).toMatchObject({ slides: 3, hiddenSlides: 1, pictures: 1 });
    expect(row).toMatchObject({
      owner_id: owner.user.id,
      title: 'Quarterly review',
      privacy: 'private',
      schema_version: '3',
    });
    const document = row.document as CanvasDocument;
    expect(document.elements.filter((element) => element.kind === 'frame')).toHaveLength(3);
    // The hidden slide is out of the path; the first step keeps its notes.
    expect(document.path).toHaveLength(2);
    expect(document.path[0]!.notes).toBeDefined();
    const image = document.elements.find((element) => element.kind === 'image') as ImageElement;
    expect(image.alt).toBe('Sales chart');
    expect(image.src).toMatch(/^\/media\/u\/[0-9a-f]{64}\.png$/);
    const picture = await client.get(image.src);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(Buffer.from(TINY_PNG, 'base64'));
    expect((await client.get(body.editUrl)).status).toBe(200);
    expect(await counts()).toEqual({
      presentations: before.presentations + 1,
      media: before.media + 1,
      reports: before.reports + 1,
    });
  });

  it('keeps the report for the owner and editors, and for nobody else', async () => {
    const created = await postImport(await owner.client(), { file: deck, title: 'Shared import' });
    const { oid, reportUrl } = (await created.json()) as { oid: string; reportUrl: string };
    const row = (await findPresentationByOid(t.handle.db, oid))!;
    expect(row.title).toBe('Shared import');
    await actors.share(row);
    const mine = await (await owner.client()).get(reportUrl);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({
      format: 'pptx',
      fileName: 'deck.pptx',
      report: { totals: { slides: 3 }, slides: [{ index: 1 }, { index: 2 }, { index: 3, hidden: true }] },
    });
    expect((await (await editor.client()).get(reportUrl)).status).toBe(200);
    // The editor's page carries it for its editors, for the report shown over the canvas; a
    // commenter's page does not.
    const editPage = async (client: TestClient) =>
      pageDataOf<EditPageData>(await (await client.get(`/p/edit/${oid}/`)).text()).props.importReport;
    expect(await editPage(await editor.client())).toMatchObject({
      fileName: 'deck.pptx',
      report: { totals: { slides: 3 } },
    });
    expect(await editPage(await commenter.client())).toBeNull();
    const stranger = await (await other.client()).get(reportUrl);
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).code).toBe('not_found');
    expect((await (await anonymous.client()).get(reportUrl)).status).toBe(401);
    // A deck made otherwise has no report.
    const plain = await actors.sharedPresentation({ title: 'Not imported' });
    const none = await (await owner.client()).get(`/api/v4/presentation/${plain.oid}/import-report/`);
    expect(none.status).toBe(404);
  });

  it('refuses what is not a .pptx, naming the format it takes, and stores nothing', async () => {
    const client = await owner.client();
    const before = await counts();
    const text = new TextEncoder().encode('Just some notes, renamed.\n');
    const renamed = await postImport(client, { file: text, fileName: 'notes.pptx' });
    expect(renamed.status).toBe(415);
    const error = await errorOf(renamed);
    expect(error.code).toBe('unsupported_format');
    expect(error.message).toContain('.pptx');
    // A zip archive that is not a presentation.
    const { zipSync, strToU8 } = await import('fflate');
    const zip = zipSync({ 'readme.txt': strToU8('hello') });
    const notDeck = await postImport(client, { file: zip, fileName: 'archive.pptx' });
    expect(notDeck.status).toBe(415);
    // A zip that names the parts but whose presentation cannot be read: the converter refuses it.
    const broken = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'ppt/presentation.xml': strToU8('<not-a-presentation'),
    });
    const unreadable = await postImport(client, { file: broken });
    expect(unreadable.status).toBe(422);
    expect(await errorOf(unreadable)).toMatchObject({ code: 'pptx_unreadable', message: expect.any(String) });
    // A password-protected deck or an old .ppt named .pptx (an OLE compound file) is named as such.
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(504)]);
    const old = await postImport(client, { file: ole, fileName: 'old.pptx' });
    expect(old.status).toBe(415);
    expect((await errorOf(old)).message).toContain('password-protected or an old .ppt');
    // Named .ppt, LibreOffice tries it, and says it could not read it.
    const damaged = await postImport(client, { file: ole, fileName: 'old.ppt' });
    expect(damaged.status).toBe(422);
    expect((await errorOf(damaged)).message).toContain(
      'could not be read as a PowerPoint 97–2003 presentation (.ppt)',
    );
    // Named .odp, a file that is not even a zip archive is refused before LibreOffice starts.
    const fake = await postImport(client, { file: ole, fileName: 'fake.odp' });
    expect(fake.status).toBe(415);
    expect((await errorOf(fake)).message).toContain('not an OpenDocument presentation (.odp)');
    const missing = await postImport(client, {});
    expect(missing.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('imports an OpenDocument and an old PowerPoint file through LibreOffice, every word kept', async () => {
    const words = await buildPptx((pptx) => {
      pptx.addSlide().addText('Harbour tides', { x: 1, y: 1, w: 8, h: 1 });
      pptx.addSlide().addText('Ferry timetable', { x: 1, y: 1, w: 8, h: 1 });
    });
    const client = await owner.client();
    for (const format of ['odp', 'ppt'] as const) {
      const response = await postImport(client, {
        file: savedAs(words, format),
        fileName: `harbour.${format}`,
      });
      expect(response.status, format).toBe(201);
      const { oid, reportUrl } = (await response.json()) as { oid: string; reportUrl: string };
      const row = (await findPresentationByOid(t.handle.db, oid))!;
      const document = JSON.stringify(row.document);
      expect(document).toContain('Harbour tides');
      expect(document).toContain('Ferry timetable');
      expect(await (await client.get(reportUrl)).json()).toMatchObject({
        format,
        fileName: `harbour.${format}`,
        report: { totals: { slides: 2 } },
      });
    }
  });

  it('refuses a wrong privacy, a signed-out caller and a forged request, storing nothing', async () => {
    const before = await counts();
    const wrong = await postImport(await owner.client(), { file: deck, privacy: 'world' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe('invalid_request');
    const signedOut = await postImport(await anonymous.client(), { file: deck });
    expect(signedOut.status).toBe(401);
    expect((await errorOf(signedOut)).code).toBeTruthy();
    const forged = await postImport(await owner.client(), { file: deck }, { csrf: false });
    expect(forged.status).toBe(403);
    expect((await errorOf(forged)).code).toBe('csrf_failed');
    expect(await counts()).toEqual(before);
  });

  it('refuses an upload past the size limit, or of unknown length, before reading it', async () => {
    const client = await owner.client();
    const before = await counts();
    // Only the headers are sent: the answer must come without the server waiting for the body.
    const answer = (length?: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${t.url}${IMPORT}`, {
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
    const tooLarge = await answer(IMPORT_LIMITS.uploadBytes + 1);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body).error.code).toBe('too_large');
    const unknown = await answer();
    expect(unknown.status).toBe(411);
    expect(JSON.parse(unknown.body).error.code).toBe('length_required');
    expect(await counts()).toEqual(before);
  });
});

describe.each(DIALECTS)('%s: the import’s rate limits', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  beforeAll(async () => {
    // One create a minute per person: imports are limited to that per person, three per address.
    t = await startTestApp(dialect, { RATE_LIMIT_CREATES: '1' });
    await actors.build(t);
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  it('limits imports per person, and everyone behind one address together', async () => {
    const send = async (client: TestClient) => {
      const response = await sendImport(t.url, client, {
        file: new TextEncoder().encode('not a deck'),
        fileName: 'a.pptx',
      });
      await response.body?.cancel();
      return response.status;
    };
    const { owner, editor, commenter, other } = actors;
    expect(await send(await owner.client())).toBe(415);
    expect(await send(await owner.client())).toBe(429);
    expect(await send(await editor.client())).toBe(415);
    // The address's third and fourth requests: the fourth is over its allowance, whoever sends it.
    expect(await send(await commenter.client())).toBe(429);
    expect(await send(await other.client())).toBe(429);
  });
});

describe('importing without LibreOffice', () => {
  let t: TestApp;
  const actors = defineActors();
  beforeAll(async () => {
    t = await startTestApp('sqlite', { LIBREOFFICE_PATH: 'off' });
    await actors.build(t);
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  it('says an .odp cannot be converted here, and still imports a .pptx', async () => {
    const client = await actors.owner.client();
    const send = (file: Uint8Array, fileName: string) => sendImport(t.url, client, { file, fileName });
    const { zipSync, strToU8 } = await import('fflate');
    const odp = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.presentation') });
    const refused = await send(odp, 'talk.odp');
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'unsupported_format',
      message:
        'This server cannot convert .odp files: LibreOffice is not installed on it. Save the presentation as .pptx and upload that.',
    });
    expect((await send(await sampleDeck(), 'talk.pptx')).status).toBe(201);
  });
});
