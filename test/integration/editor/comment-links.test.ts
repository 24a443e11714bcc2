// Where comments are read, over real HTTP on every dialect: the commenter's view of a deck (the
// edit page, which gives commenters the deck with its threads) carries the threads and whom `@`
// offers (never the reader), a link to one comment (`?comment=`) opens the page on it, or on
// nothing when that comment is gone, and a mention's e-mail links to the comment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import type { EditPageData } from '../../../src/features/editor/contracts';
import { defineActors, type Member } from '../../helpers/actors';
import { buildCanvasDocument } from '../../helpers/documents';
import { pageDataOf } from '../../helpers/markup';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { buildRecording } from '../../helpers/video';

describe.each(DIALECTS)('%s: comment links and the commenters’ view', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const actors = defineActors({ owner: { firstName: 'Olga', lastName: 'Owner' } });
  const { owner, editor, commenter } = actors;
  let deck: Presentation;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(dialect, { ...smtp.env, NOTIFICATIONS_POLL_MS: '600000' });
    await actors.build(t);
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: {
        source: `${JSON.stringify(buildCanvasDocument({ title: 'Harbour tour' }))}\n`,
        privacy: 'public',
      },
    });
    deck = (await findPresentationByOid(t.handle.db, (await response.json()).oid))!;
    await actors.share(deck);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const comments = `/api/v4/presentation/`;
  const post = async (member: Member, json: unknown) => {
    const response = await (await member.client()).request('POST', `${comments}${deck.oid}/comments/`, {
      json,
    });
    expect(response.status).toBe(201);
    return (await response.json()).comment as { id: number; step: number; canResolve: boolean };
  };
  const page = async (member: Member, query = '') => {
    const response = await (await member.client()).get(`/p/edit/${deck.oid}/${query}`);
    expect(response.status, query).toBe(200);
    return pageDataOf<EditPageData>(await response.text()).props;
  };

  it('gives a commenter the deck with its threads, and lets them reply and resolve their own', async () => {
    const thread = await post(owner, { element: 'i1', body: 'Crop the heron?' });
    const data = await page(commenter);
    expect(data.role).toBe('commenter');
    expect(data.canEdit).toBe(false);
    expect(data.comments.find((c) => c.id === thread.id)).toMatchObject({ element: 'i1', canResolve: false });
    const reply = await post(commenter, { parentId: thread.id, body: 'Tighter, yes' });
    const mine = await post(commenter, { element: 't1', body: 'A typo in the title' });
    expect(mine.canResolve).toBe(true);
    const client = await commenter.client();
    const resolve = (id: number) => client.request('POST', `${comments}${deck.oid}/comments/${id}/resolve/`);
    expect((await resolve(mine.id)).status).toBe(200);
    expect((await resolve(thread.id)).status).toBe(403);
    const listed = (await (await client.get(`${comments}${deck.oid}/comments/`)).json()).comments;
    expect(listed.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([thread.id, reply.id, mine.id]),
    );
  });

  it('offers after `@` the deck’s owner and collaborators, never the reader', async () => {
    for (const reader of [owner, editor, commenter]) {
      const offered = (await page(reader)).people.map((person) => person.username);
      const everyone = [owner, editor, commenter].map((member) => member.user.username);
      expect(offered.sort(), reader.user.username).toEqual(
        everyone.filter((name) => name !== reader.user.username).sort(),
      );
    }
  });

  it('opens the page on the comment a link names, a thread or a reply, for every role', async () => {
    const thread = await post(editor, { element: 'f2', body: 'Brighter lamp?' });
    const reply = await post(owner, { parentId: thread.id, body: 'Agreed' });
    for (const reader of [owner, editor, commenter]) {
      expect((await page(reader, `?comment=${thread.id}`)).openComment).toBe(thread.id);
      expect((await page(reader, `?comment=${reply.id}`)).openComment).toBe(reply.id);
    }
  });

  it('opens the page as usual for a deleted comment, another deck’s, or something that is no id', async () => {
    const gone = await post(commenter, { step: 0, body: 'Never mind' });
    const removed = await (await commenter.client()).request(
      'DELETE',
      `${comments}${deck.oid}/comments/${gone.id}/`,
    );
    expect(removed.status).toBe(204);
    const elsewhere = await actors.sharedPresentation();
    const other = (
      await (
        await (
          await owner.client()
        ).request('POST', `${comments}${elsewhere.oid}/comments/`, {
          json: { step: 0, body: 'Elsewhere' },
        })
      ).json()
    ).comment;
    for (const query of [gone.id, other.id, 'abc', '-1', '1.5', '99999999999999999999', '']) {
      const data = await page(commenter, `?comment=${query}`);
      expect(data.openComment, String(query)).toBeNull();
      expect(data.comments.length).toBeGreaterThan(0);
    }
  });

  it('links a mention’s e-mail to the comment', async () => {
    const comment = await post(owner, { step: 1, body: `@${commenter.user.username} have a look` });
    const mail = await t.handle.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('user_id', '=', commenter.user.id)
      .where('kind', '=', 'comment_mention')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`/p/edit/${deck.oid}/?comment=${comment.id}`);
  });

  it('keeps an editor of a recording who follows a link to a comment by the comments', async () => {
    const recording = await buildRecording(t, owner.user, { title: 'Harbour walk' });
    await actors.share(recording);
    const posted = await (await commenter.client()).request('POST', `${comments}${recording.oid}/comments/`, {
      json: { step: 0, body: `@${editor.user.username} the wind noise` },
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()).comment;
    const client = await editor.client();
    // Without a link, or with one to no comment, the editor goes to the recording editor.
    for (const query of ['', '?comment=999999']) {
      const plain = await client.get(`/p/edit/${recording.oid}/${query}`);
      expect(plain.status, query).toBe(302);
      expect(plain.headers.get('location')).toBe(`/video/edit/${recording.oid}/`);
    }
    const linked = await client.get(`/p/edit/${recording.oid}/?comment=${id}`);
    expect(linked.status).toBe(200);
    const data = pageDataOf<EditPageData>(await linked.text()).props;
    expect([data.role, data.openComment]).toEqual(['editor', id]);
  });
});
