// Comments on steps (GET/POST …/comments/, DELETE …/comments/{id}/) for every role on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { layoutDocument } from '../../../src/kernel/document/layout';
import { EDITOR_LIMITS } from '../../../src/kernel/limits';
import { defineActors } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: comments', (dialect) => {
  let t: TestApp;
  const actors = defineActors({ commenter: { firstName: 'Cora', lastName: 'Mentor' } });
  const { owner, editor, commenter, other, staff, anonymous, sharedPresentation } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const deck = (privacy: 'public' | 'private' = 'public', hidden = false) =>
    sharedPresentation({ privacy, hidden });
  const url = (p: Presentation) => `/api/v4/presentation/${p.oid}/comments/`;
  const post = (client: TestClient, p: Presentation, json: unknown, csrf = true) =>
    client.request('POST', url(p), { json, csrf });
  const count = async (p: Presentation) =>
    (await t.handle.db.selectFrom('comments').select('id').where('presentation_id', '=', p.id).execute())
      .length;
  const steps = (p: Presentation) => layoutDocument(p.document).steps.length;

  it('lets the owner, editors and commenters comment on a step (201), trimmed', async () => {
    const p = await deck();
    const response = await post(await commenter.client(), p, {
      step: 1,
      body: '  Could this slide say why?  ',
    });
    expect(response.status).toBe(201);
    const { comment } = await response.json();
    expect(comment).toEqual({
      id: expect.any(Number),
      step: 1,
      element: null,
      parentId: null,
      body: 'Could this slide say why?',
      author: { username: commenter.user.username, displayName: 'Cora Mentor' },
      createdAt: expect.any(String),
      resolved: null,
      canDelete: true,
      canResolve: true,
    });
    expect((await post(await owner.client(), p, { step: 0, body: 'Owner note' })).status).toBe(201);
    expect(
      (await post(await editor.client(), p, { step: steps(p) - 1, body: 'Last step note' })).status,
    ).toBe(201);
    expect(await count(p)).toBe(3);
  });

  it('refuses others and staff (403), visitors (401), strangers to private decks (404) and forged requests', async () => {
    const p = await deck();
    const body = { step: 0, body: 'Hello' };
    expect((await post(await other.client(), p, body)).status).toBe(403);
    expect((await post(await staff.client(), p, body)).status).toBe(403);
    expect((await post(await anonymous.client(), p, body)).status).toBe(401);
    expect((await post(await commenter.client(), p, body, false)).status).toBe(403);
    const secret = await deck('private');
    expect((await post(await other.client(), secret, body)).status).toBe(404);
    // Taken down: collaborators no longer see it; the owner still does.
    const hidden = await deck('public', true);
    expect((await post(await commenter.client(), hidden, body)).status).toBe(404);
    expect((await post(await owner.client(), hidden, body)).status).toBe(201);
    expect(await count(p)).toBe(0);
    expect(await count(secret)).toBe(0);
  });

  it('rejects bad input with 400 and creates nothing', async () => {
    const p = await deck();
    const client = await commenter.client();
    for (const body of [
      { step: steps(p), body: 'Past the end' },
      { step: -1, body: 'Negative' },
      { step: 1.5, body: 'Fraction' },
      { step: '1', body: 'String step' },
      { step: 0, body: '   ' },
      { step: 0, body: 'x'.repeat(EDITOR_LIMITS.commentLength + 1) },
      { step: 0 },
      { step: 0, body: 'Extra', author: 'someone' },
    ]) {
      const response = await post(client, p, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await response.json()).error.message).toBeTruthy();
    }
    expect(await count(p)).toBe(0);
    expect(
      (await post(client, p, { step: 0, body: `  ${'x'.repeat(EDITOR_LIMITS.commentLength)}  ` })).status,
    ).toBe(201);
  });

  it('lists comments by step for the owner and collaborators only, with who may delete what', async () => {
    const p = await deck();
    await post(await commenter.client(), p, { step: 2, body: 'Commenter on two' });
    await post(await owner.client(), p, { step: 0, body: 'Owner on zero' });
    await post(await editor.client(), p, { step: 2, body: 'Editor on two' });

    const asCommenter = await (await commenter.client()).get(url(p));
    expect(asCommenter.status).toBe(200);
    const { comments } = await asCommenter.json();
    expect(comments.map((c: { body: string; canDelete: boolean }) => [c.body, c.canDelete])).toEqual([
      ['Owner on zero', false],
      ['Commenter on two', true],
      ['Editor on two', false],
    ]);
    const asOwner = await (await (await owner.client()).get(url(p))).json();
    expect(asOwner.comments.every((c: { canDelete: boolean }) => c.canDelete)).toBe(true);
    expect((await (await editor.client()).get(url(p))).status).toBe(200);
    expect((await (await other.client()).get(url(p))).status).toBe(403);
    expect((await (await staff.client()).get(url(p))).status).toBe(403);
    expect((await (await anonymous.client()).get(url(p))).status).toBe(401);
    const secret = await deck('private');
    expect((await (await other.client()).get(url(secret))).status).toBe(404);
    expect((await (await anonymous.client()).get(url(secret))).status).toBe(404);
  });

  it('deletes: authors their own, the owner any (204); others 403; unknown 404; visitors 401; CSRF 403', async () => {
    const p = await deck();
    const ownerClient = await owner.client();
    const commenterClient = await commenter.client();
    const editorClient = await editor.client();
    const mine = (await (await post(commenterClient, p, { step: 0, body: 'Mine' })).json()).comment;
    const editors = (await (await post(editorClient, p, { step: 0, body: 'Editor' })).json()).comment;
    const owners = (await (await post(ownerClient, p, { step: 0, body: 'Owner' })).json()).comment;
    const del = (client: TestClient, id: number, csrf = true) =>
      client.request('DELETE', `${url(p)}${id}/`, { csrf });

    expect((await del(commenterClient, owners.id)).status).toBe(403);
    expect((await del(editorClient, mine.id)).status).toBe(403);
    expect((await del(await other.client(), mine.id)).status).toBe(403);
    expect((await del(await staff.client(), mine.id)).status).toBe(403);
    expect((await del(await anonymous.client(), mine.id)).status).toBe(401);
    expect((await del(commenterClient, mine.id, false)).status).toBe(403);
    expect(await count(p)).toBe(3);

    expect((await del(commenterClient, mine.id)).status).toBe(204);
    expect((await del(commenterClient, mine.id)).status).toBe(404);
    expect((await del(ownerClient, editors.id)).status).toBe(204);
    expect((await del(ownerClient, 999999)).status).toBe(404);
    expect((await ownerClient.request('DELETE', `${url(p)}abc/`)).status).toBe(400);
    // A comment is only reachable through its own presentation.
    const elsewhere = await deck();
    expect((await ownerClient.request('DELETE', `${url(elsewhere)}${owners.id}/`)).status).toBe(404);
    expect(await count(p)).toBe(1);
  });

  it('shows the commenter view with the comments at the editor address', async () => {
    const p = await deck();
    await post(await owner.client(), p, { step: 0, body: 'Welcome, reviewers' });
    const page = await (await commenter.client()).get(`/p/edit/${p.oid}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Welcome, reviewers');
    expect(html).toContain('You can comment on this presentation.');
    expect(html).toContain('>Comment</button>');
  });
});
