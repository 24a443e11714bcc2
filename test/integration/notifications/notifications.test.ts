// Owners' e-mail notifications over real HTTP on every dialect, received
// by a real SMTP server the test starts: a share link's first view or every view, and the weekly
// summary (sent once a week, once however many passes or servers). Without SMTP the options are
// refused with 409 mail_not_configured.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/features/accounts';
import type { ViewLinkData } from '../../../src/features/sharing/contracts';
import { logIn } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: notification e-mails', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let owner: User;
  let ownerClient: TestClient;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(dialect, { ...smtp.env, NOTIFICATIONS_POLL_MS: '40' });
    owner = await buildUser(t.handle, { email: `owner-${dialect}@example.test` });
    ownerClient = await logIn(t, owner);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function link(oid: string, rules: object) {
    const response = await ownerClient.request('POST', `/api/v4/presentation/${oid}/links/`, { json: rules });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).link as ViewLinkData;
  }
  const viewThrough = async (oid: string, linkId: string, visitor?: TestClient) => {
    const client = visitor ?? (await new TestClient(t.url).prime());
    const response = await client.request(
      'POST',
      `/api/v4/presentation/${oid}/view/?auth_key=${linkId}&key_type=prezilink`,
      { json: {} },
    );
    expect(response.status).toBe(200);
    return client;
  };
  /** Mails queued in the outbox (sent or not) whose subject has `text`: every mail is one first. */
  const queued = async (text: string, userId?: number) =>
    (
      await t.handle.db
        .selectFrom('mail_outbox')
        .select('subject')
        .$if(userId !== undefined, (query) => query.where('user_id', '=', userId!))
        .execute()
    ).filter((row) => row.subject.includes(text)).length;
  const mailsTo = (subject: string) =>
    smtp.received.filter((m) => m.to.includes(owner.email) && m.subject.includes(subject));

  it('mails the owner on the first view through a link, once', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private', title: 'First <light>' });
    const { linkId, notify } = await link(p.oid, { name: 'Acme & board', notify: 'first' });
    expect(notify).toBe('first');
    await viewThrough(p.oid, linkId);
    const mail = await smtp.waitFor((m) => m.subject.includes('First <light>'));
    expect(mail.to).toEqual([owner.email]);
    expect(mail.subject).toBe('“First <light>” was viewed through Acme & board');
    expect(mail.text).toContain(`/dashboard/next/${p.oid}/stats/`);
    expect(mail.html).toContain('First &lt;light&gt;');
    expect(mail.html).not.toContain('<light>');
    await viewThrough(p.oid, linkId);
    await viewThrough(p.oid, linkId);
    await t.app.notifications.runOnce();
    // Every mail is a row of the outbox before it is sent: one row is one mail, now and later.
    expect(await queued('First <light>')).toBe(1);
    expect(mailsTo('First <light>')).toHaveLength(1);
  });

  it('writes in the owner’s language when one is chosen', async () => {
    const german = await buildUser(t.handle, { email: `deutsch-${dialect}@example.test` });
    await t.handle.db.updateTable('users').set({ language: 'de' }).where('id', '=', german.id).execute();
    const client = await logIn(t, german);
    const p = await buildPresentation(t.handle, german, { privacy: 'private', title: 'Erster <Blick>' });
    const created = await client.request('POST', `/api/v4/presentation/${p.oid}/links/`, {
      json: { name: 'Vorstand', notify: 'first' },
    });
    expect(created.status).toBe(201);
    await viewThrough(p.oid, ((await created.json()).link as ViewLinkData).linkId);
    const mail = await smtp.waitFor((m) => m.subject.includes('Erster <Blick>'));
    expect(mail.to).toEqual([german.email]);
    expect(mail.subject).toBe('„Erster <Blick>“ wurde über Vorstand angesehen');
    expect(mail.text).toContain(
      'Ihre Präsentation „Erster <Blick>“ wurde zum ersten Mal über Vorstand angesehen.',
    );
    expect(mail.html).toContain('Erster &lt;Blick&gt;');
    expect(mail.html).not.toContain('<Blick>');
  });

  it('mails every counted view with the visitor’s address when the link asks for one', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private', title: 'Every time' });
    const { linkId } = await link(p.oid, { name: 'Gate', notify: 'every', requireEmail: true });
    const visitor = await new TestClient(t.url).prime();
    expect((await visitor.submit(`/view/${linkId}/unlock/`, { email: 'watcher@example.test' })).status).toBe(
      303,
    );
    await viewThrough(p.oid, linkId, visitor);
    const mail = await smtp.waitFor((m) => m.subject.includes('Every time'));
    expect(mail.text).toContain('Viewer: watcher@example.test');
    // The same visitor within 30 minutes is not a new view; another visitor is.
    await viewThrough(p.oid, linkId, visitor);
    const other = await new TestClient(t.url).prime();
    await other.submit(`/view/${linkId}/unlock/`, { email: 'second@example.test' });
    await viewThrough(p.oid, linkId, other);
    await smtp.waitFor((m) => m.text.includes('second@example.test'));
    expect(mailsTo('Every time')).toHaveLength(2);
  });

  it('sends no mail for a link that does not ask, and can be switched off', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private', title: 'Quiet link' });
    const created = await link(p.oid, { notify: 'every' });
    const off = await ownerClient.request('PATCH', `/api/v4/presentation/${p.oid}/links/${created.linkId}/`, {
      json: { notify: 'off' },
    });
    expect((await off.json()).link.notify).toBe('off');
    await viewThrough(p.oid, created.linkId);
    await t.app.notifications.runOnce();
    expect(await queued('Quiet link')).toBe(0);
    expect(mailsTo('Quiet link')).toHaveLength(0);
  });

  it('sends the weekly summary once a week, with the week’s figures', async () => {
    const person = await buildUser(t.handle, { email: `weekly-${dialect}@example.test` });
    const client = await logIn(t, person);
    const p = await buildPresentation(t.handle, person, { privacy: 'public', title: 'Weekly star' });
    const fan = await buildUser(t.handle);
    const fanClient = await logIn(t, fan);
    await fanClient.request('POST', `/api/v4/presentation/${p.oid}/view/`, { json: {} });
    await fanClient.request('PUT', `/api/v4/presentation/${p.oid}/like/`);
    const on = await client.request('PUT', '/api/v4/account/notifications/', {
      json: { weeklySummary: true },
    });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ weeklySummary: true, mentionMails: true });
    expect(await (await client.get('/settings/')).text()).toContain('E-mail me a weekly summary');

    const mine = (m: { to: string[] }) => m.to.includes(person.email);
    const mail = await smtp.waitFor((m) => mine(m) && m.subject.startsWith('Your week on Podium'));
    expect(mail.subject).toBe('Your week on Podium: 1 view, 1 like, 0 comments');
    expect(mail.text).toContain('Weekly star: 1 view, 1 like, 0 comments');
    // The loop that sent it marks it delivered just after: until then its claim holds only for
    // real time, and a pass a week ahead (below) would take it again.
    await vi.waitFor(
      async () => {
        const rows = await t.handle.db
          .selectFrom('mail_outbox')
          .select('status')
          .where('user_id', '=', person.id)
          .execute();
        expect(rows.map((row) => row.status)).toEqual(['delivered']);
      },
      { timeout: 30_000, interval: 20 },
    );
    // Several passes (as several app servers would run) queue it once; a week later, again.
    const queue = (days: number) =>
      t.app.notifications.queueSummaries(new Date(Date.now() + days * 24 * 3600_000));
    await Promise.all([queue(0), queue(0), queue(3)]);
    expect(await queued('Your week on Podium', person.id)).toBe(1);
    expect(smtp.received.filter(mine)).toHaveLength(1);
    await queue(7.01);
    // Queued a week ahead, so due then: sent by a pass at that time.
    await t.app.notifications.sendMails(new Date(Date.now() + 7.02 * 24 * 3600_000));
    await smtp.waitFor((m) => mine(m) && m.subject === 'Your week on Podium: 0 views, 0 likes, 0 comments');
    expect(smtp.received.filter(mine)).toHaveLength(2);

    await client.request('PUT', '/api/v4/account/notifications/', { json: { weeklySummary: false } });
    await queue(30);
    expect(await queued('Your week on Podium', person.id)).toBe(2);
    expect(smtp.received.filter(mine)).toHaveLength(2);
  });
});

describe.each(DIALECTS)('%s: notifications without SMTP', (dialect) => {
  let t: TestApp;
  let client: TestClient;
  let owner: User;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle);
    client = await logIn(t, owner);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses e-mail options with 409 mail_not_configured, and the settings say what they need', async () => {
    const summary = await client.request('PUT', '/api/v4/account/notifications/', {
      json: { weeklySummary: true },
    });
    expect(summary.status).toBe(409);
    expect((await summary.json()).error).toEqual({
      code: 'mail_not_configured',
      message: 'Needs outgoing e-mail: set SMTP_URL and MAIL_FROM.',
    });
    expect(
      (await client.request('PUT', '/api/v4/account/notifications/', { json: { weeklySummary: false } }))
        .status,
    ).toBe(200);
    const mentions = await client.request('PUT', '/api/v4/account/notifications/', {
      json: { mentionMails: true },
    });
    expect(mentions.status).toBe(409);
    expect((await mentions.json()).error.code).toBe('mail_not_configured');
    // Mention e-mails are on until turned off, and turning them off needs no e-mail.
    expect(
      await (
        await client.request('PUT', '/api/v4/account/notifications/', { json: { mentionMails: false } })
      ).json(),
    ).toEqual({ weeklySummary: false, mentionMails: false });
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const refused = await client.request('POST', `/api/v4/presentation/${p.oid}/links/`, {
      json: { notify: 'first' },
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('mail_not_configured');
    const plain = await client.request('POST', `/api/v4/presentation/${p.oid}/links/`, {
      json: { notify: 'off' },
    });
    expect(plain.status).toBe(201);
    const page = await (await client.get('/settings/')).text();
    expect(page).toContain('Needs outgoing e-mail: set SMTP_URL and MAIL_FROM.');
  });
});
