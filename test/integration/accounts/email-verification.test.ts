// Share links that verify the visitor's address by a 6-digit code sent by e-mail, and that open only
// for addresses at some domains, over real HTTP and a real SMTP server on every
// dialect: the code arrives and opens the link (page, embed, player data), wrong codes, five wrong
// tries, an expired code, a throttled resend, a refused domain (nothing sent), narrowed domains
// locking out a cookie, an SMTP server that fails, and a site without SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { User } from '../../../src/features/accounts';
import type { ViewLinkData } from '../../../src/features/sharing/contracts';
import { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const TRANSCRIPT = 'Each row is one measured thing.';
const api = (p: Presentation, rest = '') => `/api/v4/presentation/${p.oid}/links/${rest}`;
const codeOf = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)![1]!;

async function ownerOf(t: TestApp) {
  const owner = await buildUser(t.handle);
  const client = await new TestClient(t.url).prime();
  await client.logIn(owner.username, TEST_PASSWORD);
  return { owner, client };
}

/** What the page, the embed and the player's data answer this visitor. */
async function surfaces(client: TestClient, p: Presentation, linkId: string) {
  return {
    page: (await client.get(`/view/${linkId}/`)).status,
    embed: (await client.get(`/p/embed/${linkId}/`)).status,
    data: (await client.get(`/api/v4/presentation/${p.oid}/?auth_key=${linkId}&key_type=prezilink`)).status,
  };
}
const CLOSED = { page: 401, embed: 401, data: 401 };
const OPEN = { page: 200, embed: 200, data: 200 };

describe.each(DIALECTS)('%s: share links that verify the address by a code', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let owner: User;
  let ownerClient: TestClient;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(dialect, { ...smtp.env, BRAND_NAME: 'Acme Talks' });
    ({ owner, client: ownerClient } = await ownerOf(t));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function linkFor(p: Presentation, rules: object) {
    const response = await ownerClient.request('POST', api(p), { json: rules });
    expect(response.status).toBe(201);
    return (await response.json()).link as ViewLinkData;
  }
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  /** Gives the address on the link's form and reads the code that arrives. */
  async function askCode(visitor: TestClient, linkId: string, email: string, next = `/view/${linkId}/`) {
    const to = email.toLowerCase();
    const before = mailTo(to).length;
    const answer = await visitor.submit(`/view/${linkId}/unlock/`, { email, next });
    expect(answer.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(to) && mailTo(to).indexOf(m) >= before);
    return { page: await answer.text(), mail, code: codeOf(mail) };
  }
  const codeRow = (linkId: string, email: string) =>
    t.handle.db
      .selectFrom('link_email_codes')
      .selectAll()
      .where('link_id', '=', linkId)
      .where('email', '=', email)
      .executeTakeFirst();

  it('keeps the rules: domains lower-cased and checked, both only with the e-mail gate', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const link = await linkFor(p, {
      requireEmail: true,
      verifyEmail: true,
      allowedDomains: [' Example.COM ', '@example.org', 'example.com'],
    });
    expect(link).toMatchObject({
      requireEmail: true,
      verifyEmail: true,
      allowedDomains: ['example.com', 'example.org'],
    });
    const refused = async (rules: object, path = api(p), method = 'POST') => {
      const response = await ownerClient.request(method, path, { json: rules });
      expect(response.status).toBe(400);
      return (await response.json()).error;
    };
    expect(await refused({ verifyEmail: true })).toEqual({
      code: 'invalid_link_rules',
      message: 'Verifying the address by a code needs requireEmail (ask for an e-mail address).',
    });
    expect((await refused({ allowedDomains: ['example.com'] })).message).toBe(
      'Allowed e-mail domains need requireEmail (ask for an e-mail address).',
    );
    expect((await refused({ requireEmail: true, allowedDomains: ['not a domain'] })).message).toBe(
      '“not a domain” is not an e-mail domain such as example.com.',
    );
    const many = Array.from({ length: 51 }, (_, i) => `d${i}.example`);
    expect((await refused({ requireEmail: true, allowedDomains: many })).message).toBe(
      'At most 50 e-mail domains.',
    );
    // Turning the gate off turns off what depends on it.
    const off = await ownerClient.request('PATCH', api(p, `${link.linkId}/`), {
      json: { requireEmail: false },
    });
    expect((await off.json()).link).toMatchObject({
      requireEmail: false,
      verifyEmail: false,
      allowedDomains: [],
    });
    const listed = await (await ownerClient.get(api(p))).json();
    expect(listed.links[0]).toMatchObject({ verifyEmail: false, allowedDomains: [] });
  });

  it('sends a code by e-mail, which opens the page, the embed and the data, and counts who watched', async () => {
    const p = await buildPresentation(t.handle, owner, {
      privacy: 'private',
      title: 'Q3 <numbers> & “plans”',
    });
    const { linkId } = await linkFor(p, { requireEmail: true, verifyEmail: true });
    const visitor = await new TestClient(t.url).prime();
    expect(await surfaces(visitor, p, linkId)).toEqual(CLOSED);
    const form = await (await visitor.get(`/view/${linkId}/`)).text();
    expect(form).toContain('We will send a 6-digit code to this address to check it.');

    const { page, mail, code } = await askCode(visitor, linkId, 'Ada@Acme.example');
    expect(page.replace(/<[^>]+>/g, '')).toContain(
      'We sent a 6-digit code to a…@acme.example. It is valid for 10 minutes.',
    );
    expect(page).not.toContain(TRANSCRIPT);
    // Nothing opens until the code is typed.
    expect(await surfaces(visitor, p, linkId)).toEqual(CLOSED);
    expect(mail.to).toEqual(['ada@acme.example']);
    expect(mail.subject).toBe('Your code for “Q3 <numbers> & “plans””');
    expect(mail.text).toContain('Acme Talks');
    expect(mail.text).toContain('It is valid for 10 minutes.');
    expect(mail.html).toContain('Q3 &lt;numbers&gt; &amp;');
    expect(mail.html).toContain(code);
    // Only an HMAC of the code is stored.
    const row = await codeRow(linkId, 'ada@acme.example');
    expect(row?.code_hash).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(code);

    const right = await visitor.submit(`/view/${linkId}/code/`, {
      email: 'ada@acme.example',
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
      next: `/view/${linkId}/`,
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/view/${linkId}/`);
    expect(await surfaces(visitor, p, linkId)).toEqual(OPEN);
    expect(await (await visitor.get(`/view/${linkId}/`)).text()).toContain(TRANSCRIPT);
    // A code opens once.
    expect(await codeRow(linkId, 'ada@acme.example')).toBeUndefined();

    const stats = await (await ownerClient.get(`/api/v4/presentation/${p.oid}/stats/?days=7`)).json();
    const link = stats.links.find((l: { linkId: string }) => l.linkId === linkId);
    expect(link.visitors.map((v: { email: string }) => v.email)).toEqual(['ada@acme.example']);
  });

  it('opens only with a cookie obtained through a code, not one of the plain e-mail form', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { requireEmail: true });
    const visitor = await new TestClient(t.url).prime();
    expect((await visitor.submit(`/view/${linkId}/unlock/`, { email: 'bob@acme.example' })).status).toBe(303);
    expect(await surfaces(visitor, p, linkId)).toEqual(OPEN);
    await ownerClient.request('PATCH', api(p, `${linkId}/`), { json: { verifyEmail: true } });
    expect(await surfaces(visitor, p, linkId)).toEqual(CLOSED);
    // The verified cookie's mark cannot be added by hand either.
    const cookie = visitor.cookies.get(`podium_link_${linkId}`)!;
    visitor.cookies.set(`podium_link_${linkId}`, `${cookie}.v`);
    expect(await surfaces(visitor, p, linkId)).toEqual(CLOSED);
    const { code } = await askCode(visitor, linkId, 'bob@acme.example');
    await visitor.submit(`/view/${linkId}/code/`, { email: 'bob@acme.example', code });
    expect(await surfaces(visitor, p, linkId)).toEqual(OPEN);
  });

  it('says when a code is wrong, voids it after five wrong tries, and a new code works', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { requireEmail: true, verifyEmail: true });
    const visitor = await new TestClient(t.url).prime();
    const email = 'cy@acme.example';
    const { code } = await askCode(visitor, linkId, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const bad = await visitor.submit(`/view/${linkId}/code/`, { email, code: '12ab' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter the 6 digits from the e-mail.');
    for (let i = 1; i <= 4; i++) {
      const wrong = await visitor.submit(`/view/${linkId}/code/`, { email, code: wrongCode });
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('That code is not right.');
    }
    const fifth = await visitor.submit(`/view/${linkId}/code/`, { email, code: wrongCode });
    expect(await fifth.text()).toContain('Too many wrong tries: this code no longer works.');
    // Even the right code no longer opens it.
    const late = await visitor.submit(`/view/${linkId}/code/`, { email, code });
    expect(late.status).toBe(401);
    expect(await late.text()).toContain('Too many wrong tries');
    expect(await surfaces(visitor, p, linkId)).toEqual(CLOSED);

    // "Send a new code" (once the 30 seconds are over) gives a code that works.
    await t.handle.db
      .updateTable('link_email_codes')
      .set({ sent_at: new Date(Date.now() - 31_000).toISOString() })
      .where('link_id', '=', linkId)
      .execute();
    const before = mailTo(email).length;
    const resent = await visitor.submit(`/view/${linkId}/code/new/`, { email });
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain('We sent a new code.');
    const mail = await smtp.waitFor((m) => m.to.includes(email) && mailTo(email).indexOf(m) >= before);
    expect((await visitor.submit(`/view/${linkId}/code/`, { email, code: codeOf(mail) })).status).toBe(303);
    expect(await surfaces(visitor, p, linkId)).toEqual(OPEN);
  });

  it('says a code has expired after ten minutes', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { requireEmail: true, verifyEmail: true });
    const visitor = await new TestClient(t.url).prime();
    const email = 'di@acme.example';
    const { code } = await askCode(visitor, linkId, email);
    const row = await codeRow(linkId, email);
    const ttl = Date.parse(row!.expires_at) - Date.parse(row!.sent_at);
    expect(ttl).toBe(10 * 60 * 1000);
    // Ten minutes and a second later, as the row sees it.
    await t.handle.db
      .updateTable('link_email_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('link_id', '=', linkId)
      .execute();
    const expired = await visitor.submit(`/view/${linkId}/code/`, { email, code });
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('This code has expired. Send a new code.');
    expect(await surfaces(visitor, p, linkId)).toEqual(CLOSED);
  });

  it('sends a new code at most once per 30 seconds for a link and address', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { requireEmail: true, verifyEmail: true });
    const visitor = await new TestClient(t.url).prime();
    const email = 'ed@acme.example';
    await askCode(visitor, linkId, email);
    const again = await visitor.submit(`/view/${linkId}/code/new/`, { email });
    expect(again.status).toBe(429);
    expect(await again.text()).toContain('A code was sent less than 30 seconds ago.');
    // The form again is no way around it.
    const form = await visitor.submit(`/view/${linkId}/unlock/`, { email });
    expect(await form.text()).toContain('A code was sent less than 30 seconds ago.');
    // A code is mailed before its page answers (sendLinkCode awaits the SMTP server's 250), so
    // what has not arrived by now was never sent: no wait could make this check stronger.
    expect(mailTo(email)).toHaveLength(1);
    // A new code for an address that never passed the form is refused (it would skip the password).
    const stranger = await visitor.submit(`/view/${linkId}/code/new/`, { email: 'zed@acme.example' });
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).toContain('No code is waiting for this address any more.');
    expect(mailTo('zed@acme.example')).toHaveLength(0);
  });

  it('refuses an address at another domain, naming the allowed ones, and sends nothing', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, {
      requireEmail: true,
      verifyEmail: true,
      password: 'open sesame',
      allowedDomains: ['example.com', 'example.org'],
    });
    const visitor = await new TestClient(t.url).prime();
    const refused = await visitor.submit(`/view/${linkId}/unlock/`, {
      email: 'eve@elsewhere.example',
      password: 'open sesame',
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('This link is only for addresses at: example.com, example.org.');
    // The password is checked first: a wrong one says so, whatever the domain.
    const wrong = await visitor.submit(`/view/${linkId}/unlock/`, {
      email: 'fay@example.com',
      password: 'not it at all',
    });
    expect(await wrong.text()).toContain('That password is not right.');
    // Codes are mailed before the page answers: nothing more can arrive for these two.
    expect(mailTo('eve@elsewhere.example')).toHaveLength(0);
    expect(mailTo('fay@example.com')).toHaveLength(0);
    const good = await visitor.submit(`/view/${linkId}/unlock/`, {
      email: 'fay@example.com',
      password: 'open sesame',
    });
    expect(good.status).toBe(200);
    await smtp.waitFor((m) => m.to.includes('fay@example.com'));
  });

  it('locks out a cookie whose address is no longer at an allowed domain', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { requireEmail: true, allowedDomains: ['acme.example'] });
    const visitor = await new TestClient(t.url).prime();
    expect((await visitor.submit(`/view/${linkId}/unlock/`, { email: 'gil@acme.example' })).status).toBe(303);
    expect(await surfaces(visitor, p, linkId)).toEqual(OPEN);
    await ownerClient.request('PATCH', api(p, `${linkId}/`), { json: { allowedDomains: ['other.example'] } });
    expect(await surfaces(visitor, p, linkId)).toEqual(CLOSED);
    await ownerClient.request('PATCH', api(p, `${linkId}/`), { json: { allowedDomains: [] } });
    expect(await surfaces(visitor, p, linkId)).toEqual(OPEN);
  });

  it('opens inside an embed frame on another site, returning to the embed', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { requireEmail: true, verifyEmail: true });
    const framed = new TestClient(t.url); // no cookies at all, as in a third-party frame
    const locked = await framed.get(`/p/embed/${linkId}/`);
    expect(locked.status).toBe(401);
    expect(await locked.text()).toContain(`action="/view/${linkId}/unlock/"`);
    const next = `/p/embed/${linkId}/`;
    const sent = await framed.request('POST', `/view/${linkId}/unlock/`, {
      form: { email: 'hal@acme.example', next },
      csrf: false,
    });
    expect(sent.status).toBe(200);
    const page = await sent.text();
    expect(page).toContain(`action="/view/${linkId}/code/"`);
    expect(page).toContain(`value="${next}"`);
    const mail = await smtp.waitFor((m) => m.to.includes('hal@acme.example'));
    const form = { form: { email: 'hal@acme.example', code: codeOf(mail), next }, csrf: false };
    const forged = await new TestClient(t.url).request('POST', `/view/${linkId}/code/`, {
      ...form,
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    const opened = await framed.request('POST', `/view/${linkId}/code/`, form);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(next);
    expect((await framed.get(next)).status).toBe(200);
  });
});

describe.each(DIALECTS)('%s: e-mail codes when sending fails or there is no SMTP', (dialect) => {
  let broken: TestApp;
  let bare: TestApp;
  let brokenOwner: TestClient;
  let bareOwner: TestClient;
  let bareUser: User;
  let brokenUser: User;
  beforeAll(async () => {
    // An SMTP server that has gone away: sending fails.
    const gone = await startTestSmtp();
    await gone.close();
    broken = await startTestApp(dialect, gone.env);
    bare = await startTestApp(dialect, { RATE_LIMIT_AUTH: '3' });
    ({ owner: brokenUser, client: brokenOwner } = await ownerOf(broken));
    ({ owner: bareUser, client: bareOwner } = await ownerOf(bare));
  });
  afterAll(async () => {
    await broken.close();
    await bare.close();
  });

  it('says the e-mail could not be sent, stores nothing, and lets the visitor try again', async () => {
    const p = await buildPresentation(broken.handle, brokenUser, { privacy: 'private' });
    const created = await brokenOwner.request('POST', api(p), {
      json: { requireEmail: true, verifyEmail: true },
    });
    const { linkId } = (await created.json()).link as ViewLinkData;
    const visitor = await new TestClient(broken.url).prime();
    const failed = await visitor.submit(`/view/${linkId}/unlock/`, { email: 'ivy@acme.example' });
    expect(failed.status).toBe(503);
    const page = await failed.text();
    expect(page).toContain('We could not send the e-mail just now. Try again in a moment.');
    expect(page).toContain('name="email"');
    const rows = await broken.handle.db.selectFrom('link_email_codes').selectAll().execute();
    expect(rows).toEqual([]);
    // No throttle holds the retry back: nothing was sent.
    expect((await visitor.submit(`/view/${linkId}/unlock/`, { email: 'ivy@acme.example' })).status).toBe(503);
  });

  it('refuses verification without SMTP (409), and a link that verifies says it cannot open', async () => {
    const p = await buildPresentation(bare.handle, bareUser, { privacy: 'private' });
    const refused = await bareOwner.request('POST', api(p), {
      json: { requireEmail: true, verifyEmail: true },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: 'mail_not_configured',
        message: 'Verifying addresses by a code needs outgoing e-mail: set SMTP_URL and MAIL_FROM.',
      },
    });
    const settings = await (await bareOwner.get(`/dashboard/next/${p.oid}/`)).text();
    expect(settings).toContain('"mailConfigured":false');

    // A link made while the site could send e-mail, which no longer can.
    const created = await bareOwner.request('POST', api(p), { json: { requireEmail: true } });
    const { linkId } = (await created.json()).link as ViewLinkData;
    await bare.handle.db
      .updateTable('view_links')
      .set({ verify_email: 1 })
      .where('link_id', '=', linkId)
      .execute();
    // Other rules of it may still change, and verification be turned off.
    const renamed = await bareOwner.request('PATCH', api(p, `${linkId}/`), { json: { name: 'Board' } });
    expect(renamed.status).toBe(200);
    const visitor = await new TestClient(bare.url).prime();
    const page = await visitor.get(`/view/${linkId}/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain(
      'This link asks for an e-mail code, but this site cannot send e-mail right now.',
    );
    expect((await visitor.get(`/p/embed/${linkId}/`)).status).toBe(503);
    const data = await visitor.get(`/api/v4/presentation/${p.oid}/?auth_key=${linkId}&key_type=prezilink`);
    expect(data.status).toBe(401);
    const posted = await visitor.submit(`/view/${linkId}/unlock/`, { email: 'jo@acme.example' });
    expect(posted.status).toBe(503);
    expect(visitor.cookies.get(`podium_link_${linkId}`)).toBeUndefined();
    const off = await bareOwner.request('PATCH', api(p, `${linkId}/`), { json: { verifyEmail: false } });
    expect(off.status).toBe(200);
    expect((await visitor.get(`/view/${linkId}/`)).status).toBe(401);
  });

  it('limits tries at the code forms per address, like the unlock form', async () => {
    const p = await buildPresentation(bare.handle, bareUser, { privacy: 'private' });
    const created = await bareOwner.request('POST', api(p), { json: { requireEmail: true } });
    const { linkId } = (await created.json()).link as ViewLinkData;
    const visitor = await new TestClient(bare.url).prime();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await visitor.submit(`/view/${linkId}/code/`, { email: 'kim@acme.example', code: '123456' })).status,
      );
    }
    expect(statuses).toEqual([303, 303, 303, 429]);
    expect((await visitor.submit(`/view/${linkId}/code/new/`, { email: 'kim@acme.example' })).status).toBe(
      303,
    );
  });
});
