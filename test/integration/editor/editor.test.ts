// The editor's calls: save the document (PUT …/document/), list versions and restore one, and the
// editor page itself, for every role on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { createPresentation } from '../../../src/features/decks/presentation.service';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { searchPresentationIds } from '../../../src/features/discovery/repository';
import { decodeVersion } from '../../../src/features/editor/tables';
import { toClassicLayout } from '../../../src/kernel/document/classic-layout';
import { importMarkdown } from '../../../src/kernel/document/markdown-import';
import { EDITOR_LIMITS } from '../../../src/kernel/limits';
import { defineActors } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildDocument } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { buildSeededVideo } from '../../helpers/video';

const markdown = (title: string, topic = 'Harbour lights') =>
  `---\ntheme: forest\nprivacy: private\n---\n# ${title}\n\nOpening words.\n\n## ${topic}\n\n- One\n- Two\n\n### Detail\n\nMore.\n`;

describe.each(DIALECTS)('%s: editor', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, commenter, other, staff, anonymous, share, sharedPresentation } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const deck = (privacy: 'public' | 'private' = 'public') =>
    sharedPresentation({ privacy, title: 'Ferry Timetables' });
  const save = (client: TestClient, p: Presentation, body: Record<string, unknown>, csrf = true) =>
    client.request('PUT', `/api/v4/presentation/${p.oid}/document/`, { json: body, csrf });
  const versionCount = async (p: Presentation) =>
    (
      await t.handle.db
        .selectFrom('presentation_versions')
        .select('id')
        .where('presentation_id', '=', p.id)
        .execute()
    ).length;

  it('saves Markdown: re-derives title, slug, transcript, thumbnail and search, keeps the old version', async () => {
    const p = await deck();
    const client = await owner.client();
    const response = await save(client, p, {
      source: markdown('Night Crossings'),
      format: 'markdown',
      baseUpdatedAt: p.updated_at,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ title: 'Night Crossings', path: `/p/${p.oid}/night-crossings/` });
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0]).toMatchObject({
      title: 'Ferry Timetables',
      author: { username: owner.user.username },
    });
    const row = (await findPresentationByOid(t.handle.db, p.oid))!;
    expect(row.updated_at).toBe(body.updatedAt);
    expect(Date.parse(row.updated_at)).toBeGreaterThan(Date.parse(p.updated_at));
    expect(row).toMatchObject({
      title: 'Night Crossings',
      slug: 'night-crossings',
      source_format: 'markdown',
      source: markdown('Night Crossings'),
      // Front matter is not settings: privacy stays as it was.
      privacy: 'public',
    });
    expect(row.document).toMatchObject({ title: 'Night Crossings', theme: 'forest' });
    expect(JSON.stringify(row.transcript)).toContain('Harbour lights');
    expect(row.thumbnail_version).not.toBe(p.thumbnail_version);
    expect(row.search_text).toContain('Harbour lights');
    expect(await searchPresentationIds(t.handle.db, t.handle.dialect, 'harbour', 10)).toContain(p.id);
    const version = decodeVersion(
      await t.handle.db
        .selectFrom('presentation_versions')
        .selectAll()
        .where('presentation_id', '=', p.id)
        .executeTakeFirstOrThrow(),
    );
    expect(version).toMatchObject({ title: 'Ferry Timetables', source: null, created_by: owner.user.id });
    expect(version.document).toEqual(p.document);
  });

  it('lets editors save, and refuses commenters, others and staff (403), strangers to private decks (404) and visitors (401)', async () => {
    const p = await deck();
    const ok = await save(await editor.client(), p, {
      source: markdown('Edited by an editor'),
      format: 'markdown',
      baseUpdatedAt: p.updated_at,
    });
    expect(ok.status).toBe(200);
    const { updatedAt } = await ok.json();
    const body = { source: markdown('Not allowed'), format: 'markdown', baseUpdatedAt: updatedAt };
    expect((await save(await commenter.client(), p, body)).status).toBe(403);
    expect((await save(await other.client(), p, body)).status).toBe(403);
    expect((await save(await staff.client(), p, body)).status).toBe(403);
    expect((await save(await anonymous.client(), p, body)).status).toBe(401);
    const secret = await deck('private');
    expect((await save(await other.client(), secret, body)).status).toBe(404);
    expect((await findPresentationByOid(t.handle.db, p.oid))!.title).toBe('Edited by an editor');
  });

  it('rejects bad input with 400 naming the line or field, and changes nothing', async () => {
    const p = await deck();
    const client = await owner.client();
    const base = p.updated_at;
    const noTopic = await save(client, p, {
      source: '# Only a title\n\nText.\n',
      format: 'markdown',
      baseUpdatedAt: base,
    });
    expect(noTopic.status).toBe(400);
    expect((await noTopic.json()).error.message).toContain('"##" topic');
    const badLine = await save(client, p, {
      source: '# T\n\n## A\n\n# Second title\n',
      format: 'markdown',
      baseUpdatedAt: base,
    });
    expect(badLine.status).toBe(400);
    expect((await badLine.json()).error.message).toContain('line 5');
    const badField = await save(client, p, {
      source: JSON.stringify({ ...buildDocument(), theme: 'neon' }),
      format: 'json',
      baseUpdatedAt: base,
    });
    expect(badField.status).toBe(400);
    expect((await badField.json()).error.message).toContain('theme');
    const schemaChange = await save(client, p, {
      source: JSON.stringify(toClassicLayout(buildDocument())),
      format: 'json',
      baseUpdatedAt: base,
    });
    expect(schemaChange.status).toBe(400);
    expect((await schemaChange.json()).error.message).toContain('version');
    for (const body of [
      { source: markdown('X'), format: 'html', baseUpdatedAt: base },
      { source: markdown('X'), format: 'markdown' },
      { source: markdown('X'), format: 'markdown', baseUpdatedAt: base, title: 'sneaky' },
      { source: 'x'.repeat(EDITOR_LIMITS.sourceLength + 1), format: 'markdown', baseUpdatedAt: base },
      { source: markdown('X'), format: 'markdown', baseUpdatedAt: 'yesterday' },
      { source: '   ', format: 'markdown', baseUpdatedAt: base },
    ]) {
      expect((await save(client, p, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const row = (await findPresentationByOid(t.handle.db, p.oid))!;
    expect(row).toMatchObject({
      title: p.title,
      document: p.document,
      updated_at: p.updated_at,
      source: null,
    });
    expect(await versionCount(p)).toBe(0);
  });

  it('answers 409 to a save based on a stale version and keeps the other save', async () => {
    const p = await deck();
    const first = await save(await editor.client(), p, {
      source: markdown('First writer'),
      format: 'markdown',
      baseUpdatedAt: p.updated_at,
    });
    expect(first.status).toBe(200);
    const late = await save(await owner.client(), p, {
      source: markdown('Second writer'),
      format: 'markdown',
      baseUpdatedAt: p.updated_at,
    });
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe('stale');
    expect((await findPresentationByOid(t.handle.db, p.oid))!.title).toBe('First writer');
    expect(await versionCount(p)).toBe(1);
  });

  it('refuses a save without the CSRF token (403)', async () => {
    const p = await deck();
    const response = await save(
      await owner.client(),
      p,
      { source: markdown('Forged'), format: 'markdown', baseUpdatedAt: p.updated_at },
      false,
    );
    expect(response.status).toBe(403);
    expect((await findPresentationByOid(t.handle.db, p.oid))!.title).toBe(p.title);
  });

  it('lists versions newest first and restores one as a new save', async () => {
    const p = await deck();
    const client = await owner.client();
    let base = p.updated_at;
    for (const title of ['Second draft', 'Third draft']) {
      const response = await save(client, p, {
        source: markdown(title),
        format: 'markdown',
        baseUpdatedAt: base,
      });
      base = (await response.json()).updatedAt;
    }
    const list = await client.get(`/api/v4/presentation/${p.oid}/versions/`);
    expect(list.status).toBe(200);
    const { versions } = await list.json();
    expect(versions.map((v: { title: string }) => v.title)).toEqual(['Second draft', 'Ferry Timetables']);
    expect(versions[0]).toEqual({
      id: expect.any(Number),
      title: 'Second draft',
      createdAt: expect.any(String),
      author: { username: owner.user.username, displayName: 'Test User' },
    });

    const restored = await client.request(
      'POST',
      `/api/v4/presentation/${p.oid}/versions/${versions[0].id}/restore/`,
    );
    expect(restored.status).toBe(200);
    const body = await restored.json();
    expect(body).toMatchObject({
      title: 'Second draft',
      source: { text: markdown('Second draft'), format: 'markdown' },
    });
    expect(body.versions.map((v: { title: string }) => v.title)).toEqual([
      'Third draft',
      'Second draft',
      'Ferry Timetables',
    ]);
    const row = (await findPresentationByOid(t.handle.db, p.oid))!;
    expect(row).toMatchObject({ title: 'Second draft', slug: 'second-draft', updated_at: body.updatedAt });

    // The original had no source: restoring it gives the editor Markdown generated from its document.
    const original = body.versions[2].id;
    const back = await client.request('POST', `/api/v4/presentation/${p.oid}/versions/${original}/restore/`);
    expect(back.status).toBe(200);
    const backBody = await back.json();
    expect(backBody.title).toBe('Ferry Timetables');
    expect((await findPresentationByOid(t.handle.db, p.oid))!.document).toEqual(p.document);
    expect(backBody.source.format).toBe('json');
  });

  it('guards versions: editors yes; commenters, others and staff 403; visitors 401; unknown ids 404; CSRF 403', async () => {
    const p = await deck();
    await save(await owner.client(), p, {
      source: markdown('Saved once'),
      format: 'markdown',
      baseUpdatedAt: p.updated_at,
    });
    const path = `/api/v4/presentation/${p.oid}/versions/`;
    expect((await (await editor.client()).get(path)).status).toBe(200);
    expect((await (await commenter.client()).get(path)).status).toBe(403);
    expect((await (await other.client()).get(path)).status).toBe(403);
    expect((await (await staff.client()).get(path)).status).toBe(403);
    expect((await (await anonymous.client()).get(path)).status).toBe(401);
    const secret = await deck('private');
    expect((await (await other.client()).get(`/api/v4/presentation/${secret.oid}/versions/`)).status).toBe(
      404,
    );
    const [version] = (await (await (await owner.client()).get(path)).json()).versions;
    const restore = `/api/v4/presentation/${p.oid}/versions/${version.id}/restore/`;
    expect((await (await commenter.client()).request('POST', restore)).status).toBe(403);
    expect((await (await anonymous.client()).request('POST', restore)).status).toBe(401);
    expect((await (await owner.client()).request('POST', restore, { csrf: false })).status).toBe(403);
    expect(
      (await (await owner.client()).request('POST', `/api/v4/presentation/${p.oid}/versions/999999/restore/`))
        .status,
    ).toBe(404);
    expect(
      (await (await owner.client()).request('POST', `/api/v4/presentation/${p.oid}/versions/abc/restore/`))
        .status,
    ).toBe(400);
    // A version of another presentation is not this one's.
    expect(
      (
        await (
          await owner.client()
        ).request('POST', `/api/v4/presentation/${secret.oid}/versions/${version.id}/restore/`)
      ).status,
    ).toBe(404);
    expect((await findPresentationByOid(t.handle.db, p.oid))!.title).toBe('Saved once');
    const editorRestore = await (await editor.client()).request('POST', restore);
    expect(editorRestore.status).toBe(200);
  });

  it(`keeps at most ${EDITOR_LIMITS.versionsPerPresentation} versions, pruning the oldest`, async () => {
    const p = await deck();
    const at = new Date().toISOString();
    for (let i = 0; i < EDITOR_LIMITS.versionsPerPresentation + 3; i++) {
      await t.handle.db
        .insertInto('presentation_versions')
        .values({
          presentation_id: p.id,
          title: `Old ${i}`,
          document: JSON.stringify(p.document),
          source: null,
          source_format: null,
          created_by: owner.user.id,
          created_at: at,
        })
        .execute();
    }
    const response = await save(await owner.client(), p, {
      source: markdown('Newest'),
      format: 'markdown',
      baseUpdatedAt: p.updated_at,
    });
    const { versions } = await response.json();
    expect(versions).toHaveLength(EDITOR_LIMITS.versionsPerPresentation);
    expect(versions[0].title).toBe('Ferry Timetables');
    expect(versions.at(-1).title).toBe('Old 4');
  });

  it('edits classic decks as JSON at /{oid}/edit/ and refuses to edit videos', async () => {
    const document = toClassicLayout(buildDocument({ title: 'Classic Harbour' }));
    const classic = await createPresentation(t.handle, {
      ownerId: owner.user.id,
      document,
      privacy: 'public',
      tags: [],
      descriptionHtml: '',
    });
    const client = await owner.client();
    const page = await client.get(`/${classic.oid}/edit/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('You can edit this presentation.');
    expect(html).toContain('&quot;version&quot;: 0');
    const response = await save(client, classic, {
      source: JSON.stringify({ ...document, title: 'Classic Harbour, revised' }, null, 2),
      format: 'json',
      baseUpdatedAt: classic.updated_at,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).title).toBe('Classic Harbour, revised');
    expect((await findPresentationByOid(t.handle.db, classic.oid))!.source_format).toBe('json');

    const video = await buildSeededVideo(t, owner.user, 'A Talk');
    const videoPage = await client.get(`/p/edit/${video.oid}/`);
    expect(videoPage.status).toBe(200);
    expect(await videoPage.text()).toContain('there is no source to edit');
    const refused = await save(client, video, {
      source: markdown('Rewritten'),
      format: 'markdown',
      baseUpdatedAt: video.updated_at,
    });
    expect(refused.status).toBe(400);
    expect((await findPresentationByOid(t.handle.db, video.oid))!.title).toBe('A Talk');
  });

  it('opens the editor with Markdown generated from a deck that has no source, and the source once saved', async () => {
    const p = await createPresentation(t.handle, {
      ownerId: owner.user.id,
      document: importMarkdown(markdown('Ferry Timetables')).document,
      privacy: 'public',
      tags: [],
      descriptionHtml: '',
    });
    await share(p);
    const client = await owner.client();
    const before = await (await client.get(`/p/edit/${p.oid}/`)).text();
    expect(before).toContain('# Ferry Timetables\n\nOpening words.');
    expect(before).not.toContain('privacy: private');
    await save(client, p, {
      source: markdown('Written Here'),
      format: 'markdown',
      baseUpdatedAt: p.updated_at,
    });
    const after = await (await client.get(`/p/edit/${p.oid}/`)).text();
    expect(after).toContain('privacy: private');
    const commenterPage = await (await commenter.client()).get(`/p/edit/${p.oid}/`);
    const commenterHtml = await commenterPage.text();
    expect(commenterHtml).toContain('You can comment on this presentation.');
    expect(commenterHtml).not.toContain('privacy: private');
  });
});
