// A mention on the notification paths, over real HTTP on every dialect: the person named gets a
// `mention` event on their own webhooks (never the deck owner's, never someone who may not read
// the comments) linking to the comment, and an e-mail unless they turned mention e-mails off in
// their settings (PUT /api/v4/account/notifications/ {mentionMails}).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { defineActors, type Member } from '../../helpers/actors';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: mentions on the notification paths', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const actors = defineActors({ owner: { firstName: 'Olga', lastName: 'Owner' } });
  const { owner, editor, commenter, other } = actors;
  let deck: Presentation;
  const hooks = new Map<string, number>();
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // Deliveries and mails wait in their tables: the rows are what these tests read.
    t = await startTestApp(dialect, {
      ...smtp.env,
      NOTIFICATIONS_POLL_MS: '600000',
      WEBHOOKS_ALLOW_PRIVATE_NETWORK: 'true',
    });
    await actors.build(t);
    deck = await actors.sharedPresentation();
    for (const [member, events] of [
      [owner, ['comment', 'mention']],
      [commenter, ['mention']],
      [editor, ['comment']],
      [other, ['mention']],
    ] as const) {
      const response = await (await member.client()).request('POST', '/api/v4/webhooks/', {
        json: { url: `http://127.0.0.1:9/${member.user.username}`, events },
      });
      expect(response.status).toBe(201);
      hooks.set(member.user.username, (await response.json()).webhook.id);
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const comment = async (author: Member, body: string) => {
    const response = await (await author.client()).request(
      'POST',
      `/api/v4/presentation/${deck.oid}/comments/`,
      {
        json: { step: 0, body },
      },
    );
    expect(response.status).toBe(201);
    await t.app.ownerEvents.settled();
    return (await response.json()).comment as { id: number };
  };
  /** The events queued for a member's webhook, newest last. */
  const events = async (member: Member) =>
    (
      await t.handle.db
        .selectFrom('webhook_deliveries')
        .select(['event', 'payload'])
        .where('webhook_id', '=', hooks.get(member.user.username)!)
        .orderBy('id')
        .execute()
    ).map((row) => ({ event: row.event, payload: JSON.parse(row.payload) }));
  const mentionMails = (member: Member) =>
    t.handle.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('user_id', '=', member.user.id)
      .where('kind', '=', 'comment_mention')
      .execute();
  const settings = async (member: Member, json: unknown) =>
    (await member.client()).request('PUT', '/api/v4/account/notifications/', { json });

  it('raises a mention event on the named person’s own webhooks, linking to the comment', async () => {
    const names = [commenter, editor, other].map((member) => `@${member.user.username}`).join(' ');
    const posted = await comment(owner, `Over to you ${names}`);
    const [mention, ...more] = await events(commenter);
    expect(more).toEqual([]);
    expect(mention).toMatchObject({
      event: 'mention',
      payload: {
        type: 'mention',
        presentation: { oid: deck.oid },
        data: {
          comment: { id: posted.id, step: 0, parentId: null, author: owner.user.username },
          url: expect.stringContaining(`/p/edit/${deck.oid}/?comment=${posted.id}`),
        },
      },
    });
    // The owner hears the comment on their deck, not a mention of someone else; the editor's
    // webhook takes no mentions; someone who may not read the comments hears nothing.
    expect((await events(owner)).map((e) => e.event)).toEqual(['comment']);
    expect(await events(editor)).toEqual([]);
    expect(await events(other)).toEqual([]);
  });

  it('e-mails a mention unless the person turned mention e-mails off; the webhook hears it either way', async () => {
    const before = (await mentionMails(commenter)).length;
    const off = await settings(commenter, { mentionMails: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ weeklySummary: false, mentionMails: false });
    const hooked = (await events(commenter)).length;
    await comment(editor, `@${commenter.user.username} quiet please`);
    expect((await mentionMails(commenter)).length).toBe(before);
    expect((await events(commenter)).length).toBe(hooked + 1);

    expect(await (await settings(commenter, { mentionMails: true })).json()).toEqual({
      weeklySummary: false,
      mentionMails: true,
    });
    await comment(editor, `@${commenter.user.username} loud again`);
    expect((await mentionMails(commenter)).length).toBe(before + 1);
  });

  it('changes only the settings sent, and refuses an empty or unknown change (400)', async () => {
    await settings(editor, { mentionMails: false });
    expect(await (await settings(editor, { weeklySummary: true })).json()).toEqual({
      weeklySummary: true,
      mentionMails: false,
    });
    for (const json of [{}, { mentionMails: 'no' }, { mentionsMails: true }]) {
      const refused = await settings(editor, json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect((await refused.json()).error.code).toEqual(expect.any(String));
    }
  });
});
