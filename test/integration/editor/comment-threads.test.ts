// Comment threads over real HTTP on every dialect: comments anchored to a canvas deck's element
// (refused on an unknown element and on a deck that is not a canvas), replies, resolving and
// reopening with who may, a thread deleted with its replies, the limits, and mentions that mail
// exactly the people who may read the deck's comments (mail_outbox), never anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { EDITOR_LIMITS } from '../../../src/kernel/limits';
import { defineActors, newcomer } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { buildTeam } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: comment threads', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const actors = defineActors({ owner: { firstName: 'Olga', lastName: 'Owner' } });
  const { owner, editor, commenter, other, staff } = actors;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // The dispatcher waits long: the outbox's rows are what these tests read.
    t = await startTestApp(dialect, { ...smtp.env, NOTIFICATIONS_POLL_MS: '600000' });
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A canvas deck of the owner's (frames f1, f2; a text t1 and picture i1 in f1), shared. */
  async function canvasDeck(): Promise<Presentation> {
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: {
        source: `${JSON.stringify(buildCanvasDocument({ title: 'Harbour tour' }))}\n`,
        privacy: 'public',
      },
    });
    expect(response.status).toBe(201);
    const deck = (await findPresentationByOid(t.handle.db, (await response.json()).oid))!;
    await actors.share(deck);
    return deck;
  }
  const url = (p: Presentation) => `/api/v4/presentation/${p.oid}/comments/`;
  const post = (client: TestClient, p: Presentation, json: unknown) =>
    client.request('POST', url(p), { json });
  const act = (client: TestClient, p: Presentation, id: number, action: 'resolve' | 'reopen') =>
    client.request('POST', `${url(p)}${id}/${action}/`);
  const rows = (p: Presentation) =>
    t.handle.db
      .selectFrom('comments')
      .selectAll()
      .where('presentation_id', '=', p.id)
      .orderBy('id')
      .execute();
  const mentionMails = async () =>
    (
      await t.handle.db
        .selectFrom('mail_outbox')
        .innerJoin('users', 'users.id', 'mail_outbox.user_id')
        .select(['users.username', 'mail_outbox.subject', 'mail_outbox.text_body'])
        .where('kind', '=', 'comment_mention')
        .orderBy('mail_outbox.id')
        .execute()
    ).map((row) => ({ ...row }));

  it('anchors a comment to an element of a canvas deck, on the step showing its frame', async () => {
    const p = await canvasDeck();
    const onFrame = await post(await commenter.client(), p, { element: 'f2', body: 'Brighter lamp?' });
    expect(onFrame.status).toBe(201);
    expect((await onFrame.json()).comment).toMatchObject({ element: 'f2', step: 1, parentId: null });
    // Sent from an editor looking at the second step, a comment on a text in f1 still goes on f1's.
    const onText = await post(await editor.client(), p, { element: 't1', step: 1, body: 'Typo' });
    expect((await onText.json()).comment).toMatchObject({ element: 't1', step: 0 });
    const listed = await (await (await owner.client()).get(url(p))).json();
    expect(listed.comments.map((c: { element: string }) => c.element).sort()).toEqual(['f2', 't1']);
  });

  it('refuses an unknown element, an element on a deck that is not a canvas, and mixed anchors (400)', async () => {
    const p = await canvasDeck();
    const slides = await actors.sharedPresentation();
    const client = await commenter.client();
    const cases: [Presentation, unknown, string][] = [
      [p, { element: 'nowhere', body: 'Hm' }, 'unknown_element'],
      [slides, { element: 'f1', body: 'Hm' }, 'not_canvas'],
      [p, { body: 'No anchor' }, 'no_anchor'],
      [p, { element: 'f1', step: 9, body: 'Past the path' }, 'bad_step'],
    ];
    for (const [deck, body, code] of cases) {
      const response = await post(client, deck, body);
      expect(response.status, code).toBe(400);
      expect((await response.json()).error.code).toBe(code);
    }
    expect(await rows(p)).toEqual([]);
    expect(await rows(slides)).toEqual([]);
  });

  it('adds replies to a thread, on its step and without an anchor; never to a reply or elsewhere', async () => {
    const p = await canvasDeck();
    const elsewhere = await canvasDeck();
    const thread = (await (await post(await owner.client(), p, { element: 'i1', body: 'Crop it?' })).json())
      .comment;
    const reply = await post(await commenter.client(), p, { parentId: thread.id, body: '  Yes, tighter  ' });
    expect(reply.status).toBe(201);
    const replied = (await reply.json()).comment;
    expect(replied).toMatchObject({
      parentId: thread.id,
      element: null,
      step: thread.step,
      body: 'Yes, tighter',
      canResolve: false,
    });
    const client = await editor.client();
    for (const [deck, body, code] of [
      [p, { parentId: replied.id, body: 'Nested' }, 'reply_to_reply'],
      [elsewhere, { parentId: thread.id, body: 'Other deck' }, 'unknown_thread'],
      [p, { parentId: thread.id, step: 0, body: 'Anchored reply' }, 'reply_with_anchor'],
      [p, { parentId: 999999, body: 'Nobody' }, 'unknown_thread'],
    ] as const) {
      const response = await post(client, deck, body);
      expect(response.status, code).toBe(400);
      expect((await response.json()).error.code).toBe(code);
    }
    expect((await rows(p)).length).toBe(2);
    expect(await rows(elsewhere)).toEqual([]);
  });

  it('resolves and reopens: the owner and editors any thread, a commenter their own only', async () => {
    const p = await canvasDeck();
    const ownerClient = await owner.client();
    const commenterClient = await commenter.client();
    const owners = (await (await post(ownerClient, p, { step: 0, body: 'Owner thread' })).json()).comment;
    const mine = (await (await post(commenterClient, p, { step: 0, body: 'My thread' })).json()).comment;
    const reply = (await (await post(ownerClient, p, { parentId: mine.id, body: 'Reply' })).json()).comment;
    expect(owners.canResolve).toBe(true);
    expect(mine.canResolve).toBe(true);

    expect((await act(commenterClient, p, owners.id, 'resolve')).status).toBe(403);
    expect((await act(await other.client(), p, owners.id, 'resolve')).status).toBe(403);
    expect((await act(await staff.client(), p, owners.id, 'resolve')).status).toBe(403);
    expect((await act(ownerClient, p, reply.id, 'resolve')).status).toBe(400);
    expect((await act(ownerClient, p, 999999, 'resolve')).status).toBe(404);
    expect((await rows(p)).every((row) => row.resolved_at === null)).toBe(true);

    const resolved = await act(await editor.client(), p, owners.id, 'resolve');
    expect(resolved.status).toBe(200);
    expect((await resolved.json()).comment.resolved).toEqual({
      at: expect.any(String),
      by: { username: editor.user.username, displayName: expect.any(String) },
    });
    const own = await act(commenterClient, p, mine.id, 'resolve');
    expect((await own.json()).comment.resolved.by.username).toBe(commenter.user.username);
    // As the commenter sees them: their own thread theirs to reopen, the owner's not.
    const seen = (await (await commenterClient.get(url(p))).json()).comments;
    expect(seen.map((c: { body: string; canResolve: boolean }) => [c.body, c.canResolve])).toEqual([
      ['Owner thread', false],
      ['My thread', true],
      ['Reply', false],
    ]);
    expect((await act(commenterClient, p, owners.id, 'reopen')).status).toBe(403);
    const reopened = await act(commenterClient, p, mine.id, 'reopen');
    expect((await reopened.json()).comment.resolved).toBeNull();
    expect((await rows(p)).map((row) => row.resolved_by)).toEqual([editor.user.id, null, null]);
  });

  it('deletes a thread with its replies, and a reply alone', async () => {
    const p = await canvasDeck();
    const ownerClient = await owner.client();
    const thread = (await (await post(ownerClient, p, { step: 0, body: 'Thread' })).json()).comment;
    const first = (await (await post(ownerClient, p, { parentId: thread.id, body: 'One' })).json()).comment;
    await post(await commenter.client(), p, { parentId: thread.id, body: 'Two' });
    const kept = (await (await post(ownerClient, p, { step: 1, body: 'Kept' })).json()).comment;
    expect((await ownerClient.request('DELETE', `${url(p)}${first.id}/`)).status).toBe(204);
    expect((await rows(p)).map((row) => row.body)).toEqual(['Thread', 'Two', 'Kept']);
    expect((await ownerClient.request('DELETE', `${url(p)}${thread.id}/`)).status).toBe(204);
    expect((await rows(p)).map((row) => row.id)).toEqual([kept.id]);
  });

  it('bounds the comments of a presentation and the replies of a thread (413), adding nothing', async () => {
    const p = await canvasDeck();
    const client = await owner.client();
    const thread = (await (await post(client, p, { step: 0, body: 'Busy thread' })).json()).comment;
    const at = new Date().toISOString();
    const filler = (n: number, parent: number | null) =>
      Array.from({ length: n }, (_, i) => ({
        presentation_id: p.id,
        author_id: owner.user.id,
        step: 0,
        body: `Filler ${i}`,
        created_at: at,
        parent_id: parent,
      }));
    await t.handle.db
      .insertInto('comments')
      .values(filler(EDITOR_LIMITS.repliesPerThread, thread.id))
      .execute();
    const tooManyReplies = await post(client, p, { parentId: thread.id, body: 'One more' });
    expect(tooManyReplies.status).toBe(413);
    expect((await tooManyReplies.json()).error.code).toBe('too_many_replies');
    const room = EDITOR_LIMITS.commentsPerPresentation - EDITOR_LIMITS.repliesPerThread - 1;
    for (let i = 0; i < room; i += 500)
      await t.handle.db
        .insertInto('comments')
        .values(filler(Math.min(500, room - i), null))
        .execute();
    const full = await post(client, p, { step: 0, body: 'Past the limit' });
    expect(full.status).toBe(413);
    expect((await full.json()).error.code).toBe('too_many_comments');
    expect((await rows(p)).length).toBe(EDITOR_LIMITS.commentsPerPresentation);
  });

  it('mails each mentioned person who may read the comments, once, and never a stranger', async () => {
    const p = await canvasDeck();
    const before = (await mentionMails()).length;
    const body = [
      `@${editor.user.username} and @${commenter.user.username.toUpperCase()}, see this.`,
      `Also @${commenter.user.username} again, @${other.user.username}, @${staff.user.username},`,
      `@${owner.user.username} (me), @nobody-at-all and mail@${editor.user.username}.example.`,
    ].join(' ');
    const response = await post(await owner.client(), p, { element: 'f1', body });
    expect(response.status).toBe(201);
    const mails = (await mentionMails()).slice(before);
    expect(mails.map((m) => m.username).sort()).toEqual(
      [editor.user.username, commenter.user.username].sort(),
    );
    expect(mails[0]!.subject).toBe('Olga Owner mentioned you in a comment on “Harbour tour”');
    expect(mails[0]!.text_body).toContain(`/p/edit/${p.oid}/`);
    expect(mails[0]!.text_body).toContain('> @');
    // A reply by the commenter mentioning the owner mails the owner.
    const thread = (await response.json()).comment;
    await post(await commenter.client(), p, { parentId: thread.id, body: `Done, @${owner.user.username}` });
    expect((await mentionMails()).slice(before + 2).map((m) => m.username)).toEqual([owner.user.username]);
  });

  it('mails a member of the deck’s team (who may comment), not its viewers (who only read)', async () => {
    const p = await canvasDeck();
    const member = (await newcomer(t)).user;
    const viewer = (await newcomer(t)).user;
    const team = await buildTeam(t, [
      [owner.user, 'owner'],
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
    await t.handle.db.updateTable('presentations').set({ team_id: team.id }).where('id', '=', p.id).execute();
    const before = (await mentionMails()).length;
    const body = `@${member.username} @${viewer.username} please look`;
    expect((await post(await owner.client(), p, { step: 0, body })).status).toBe(201);
    expect((await mentionMails()).slice(before).map((m) => m.username)).toEqual([member.username]);
  });

  it('mails at most the first ten people a comment mentions', async () => {
    const p = await canvasDeck();
    const before = (await mentionMails()).length;
    const names = Array.from({ length: EDITOR_LIMITS.mentionsPerComment }, (_, i) => `@ghost${i}`);
    await post(await owner.client(), p, { step: 0, body: `${names.join(' ')} @${editor.user.username}` });
    expect((await mentionMails()).length).toBe(before);
  });
});
