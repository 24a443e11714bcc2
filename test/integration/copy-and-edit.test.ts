// Make a copy (POST /api/v4/presentation/{oid}/copy/) and the editor's addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { findPresentationByOid } from '../../src/features/decks/presentations.repository';
import { defineActors, newcomer } from '../helpers/actors';
import { buildPresentation } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: copies and editor pages', (dialect) => {
  let t: TestApp;
  let reusable: Presentation;
  let publicOne: Presentation;
  const actors = defineActors();
  const { owner, commenter, other, anonymous, sharedPresentation } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    reusable = await buildPresentation(t.handle, owner.user, { privacy: 'reusable', title: 'Lesson Plan' });
    publicOne = await sharedPresentation({ title: 'Keynote' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('copies a reusable presentation into a private one of the caller and points to its editor', async () => {
    const { user: reader, client } = await newcomer(t);
    const response = await client.request('POST', `/api/v4/presentation/${reusable.oid}/copy/`);
    expect(response.status).toBe(201);
    const { oid, redirectUrl } = await response.json();
    expect(redirectUrl).toBe(`/p/edit/${oid}/`);
    const copy = await findPresentationByOid(t.handle.db, oid);
    expect(copy).toMatchObject({
      owner_id: reader.id,
      privacy: 'private',
      title: 'Copy of Lesson Plan',
      likes_count: 0,
      view_count: 0,
    });
    const editor = await client.get(redirectUrl);
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain('You can edit this presentation.');
  });

  it('renames a copy everywhere, so its editor still opens the Markdown', async () => {
    const { client: author } = await newcomer(t);
    const published = await author.request('POST', '/api/v4/presentations/', {
      json: { source: '# Tea Ceremony\n\n## Water\n\nSoft and hot.\n', privacy: 'reusable' },
    });
    expect(published.status).toBe(201);
    const { client: reader } = await newcomer(t);
    const copied = await reader.request('POST', `/api/v4/presentation/${(await published.json()).oid}/copy/`);
    const html = await (await reader.get((await copied.json()).redirectUrl)).text();
    expect(html).toContain('# Copy of Tea Ceremony');
    expect(html).toContain('Source (Markdown)');
  });

  it('refuses copies of public presentations to others (403), anonymous callers (401) and bad requests', async () => {
    expect(
      (await (await other.client()).request('POST', `/api/v4/presentation/${publicOne.oid}/copy/`)).status,
    ).toBe(403);
    expect(
      (await (await anonymous.client()).request('POST', `/api/v4/presentation/${reusable.oid}/copy/`)).status,
    ).toBe(401);
    const ownerClient = await owner.client();
    expect((await ownerClient.request('POST', `/api/v4/presentation/${publicOne.oid}/copy/`)).status).toBe(
      201,
    );
    expect(
      (await ownerClient.request('POST', `/api/v4/presentation/${reusable.oid}/copy/`, { csrf: false }))
        .status,
    ).toBe(403);
  });

  it('answers editor addresses: editors and commenters yes, others 403 or 404, visitors to log in', async () => {
    const path = `/p/edit/${publicOne.oid}/`;
    expect((await (await owner.client()).get(path)).status).toBe(200);
    const comment = await (await commenter.client()).get(path);
    expect(comment.status).toBe(200);
    expect(await comment.text()).toContain('You can comment on this presentation.');
    expect((await (await other.client()).get(path)).status).toBe(403);
    const secret = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
    expect((await (await other.client()).get(`/p/edit/${secret.oid}/`)).status).toBe(404);
    const visitor = await (await anonymous.client()).get(path);
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(`/login/?next=${encodeURIComponent(path)}`);
    const classicPath = await (await owner.client()).get(`/${publicOne.oid}/edit/`);
    expect(classicPath.status).toBe(301);
    expect(classicPath.headers.get('location')).toBe(path);
  });
});
