// Share-link gates under attack, over real HTTP and a real SMTP server on every dialect: wrong
// passwords from many addresses are throttled per link (before any hashing), a burst of wrong
// codes never lets the right one through a race, the e-mail gate takes exactly one address, and
// the owner's e-mails never carry an address built from a visitor's Host header.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { User } from '../../../src/features/accounts';
import type { ViewLinkData } from '../../../src/features/sharing/contracts';
import { MAX_WRONG_TRIES } from '../../../src/features/sharing/email-codes';
import { LINK_PASSWORD_TRIES } from '../../../src/features/sharing/link-password-tries';
import { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const api = (p: Presentation, rest = '') => `/api/v4/presentation/${p.oid}/links/${rest}`;

/** A request naming another host, as a client that is not a browser can send it. */
function forgedHostPost(base: string, path: string, host: string, cookie: string, token: string) {
  const url = new URL(path, base);
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          host,
          origin: `http://${host}`,
          cookie,
          'x-csrftoken': token,
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0.0.0 Safari/537.36',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

describe.each(DIALECTS)('%s: share-link gates under attack', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let owner: User;
  let ownerClient: TestClient;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // Behind one proxy: each X-Forwarded-For is another visitor's address.
    t = await startTestApp(dialect, { ...smtp.env, TRUST_PROXY: '1', NOTIFICATIONS_POLL_MS: '40' });
    owner = await buildUser(t.handle, { email: `owner-attacks-${dialect}@example.test` });
    ownerClient = await new TestClient(t.url).prime();
    await ownerClient.logIn(owner.username, TEST_PASSWORD);
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
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('throttles wrong passwords per link, whatever the address, before hashing them', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { password: 'open sesame' });
    const visitor = await new TestClient(t.url).prime();
    const guess = (address: string, password: string) =>
      visitor.request('POST', `/view/${linkId}/unlock/`, {
        form: { password, next: `/view/${linkId}/` },
        csrf: false,
        headers: from(address),
      });
    // 25 addresses, one try each, all at once.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => guess(`198.51.100.${i + 1}`, `wrong guess ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    // A 401 is a password that was hashed and found wrong; a 429 was refused before hashing.
    const hashed = statuses.filter((status) => status === 401).length;
    expect(hashed).toBeLessThanOrEqual(LINK_PASSWORD_TRIES.perWindow);
    expect(hashed + statuses.filter((status) => status === 429).length).toBe(25);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many wrong passwords for this link.');
    // The right password from a new address waits too, and the link opens once the time is up.
    expect((await guess('203.0.113.9', 'open sesame')).status).toBe(429);
    await t.handle.db
      .updateTable('link_password_tries')
      .set({ window_ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('link_id', '=', linkId)
      .execute();
    expect((await guess('203.0.113.9', 'open sesame')).status).toBe(303);
    // Another link of the same talk was never held up.
    const other = await linkFor(p, { password: 'open sesame' });
    const opened = await visitor.request('POST', `/view/${other.linkId}/unlock/`, {
      form: { password: 'open sesame' },
      csrf: false,
      headers: from('198.51.100.1'),
    });
    expect(opened.status).toBe(303);
  });

  it('never lets the right code through a burst of wrong ones', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { linkId } = await linkFor(p, { requireEmail: true, verifyEmail: true });
    const email = `race-${dialect}@acme.example`;
    const visitor = await new TestClient(t.url).prime();
    expect((await visitor.submit(`/view/${linkId}/unlock/`, { email })).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const attacker = await new TestClient(t.url).prime();
    const tryCode = (client: TestClient, typed: string, i: number) =>
      client.request('POST', `/view/${linkId}/code/`, {
        form: { email, code: typed },
        csrf: false,
        headers: from(`198.51.100.${i + 1}`),
      });
    const wrong = Array.from({ length: 29 }, (_, i) => tryCode(attacker, wrongCode, i));
    const right = tryCode(visitor, code, 100);
    // The code page's hydration props name what it says: wrongCode, void, or (row gone) none.
    const problemOf = (page: string) => /"problem":"(\w+)"/.exec(page)?.[1] ?? null;
    const wrongAnswers = await Promise.all(
      wrong.map(async (answer) => {
        const response = await answer;
        return { status: response.status, problem: problemOf(await response.text()) };
      }),
    );
    const accepted = (await right).status === 303;
    const judgedWrong = wrongAnswers.filter((a) => a.problem === 'wrongCode').length;
    const voided = wrongAnswers.filter((a) => a.problem === 'void').length;
    expect(wrongAnswers.every((a) => a.status !== 303)).toBe(true);
    const row = await t.handle.db
      .selectFrom('link_email_codes')
      .selectAll()
      .where('link_id', '=', linkId)
      .executeTakeFirst();
    if (accepted) {
      // Only a try within the budget may open it: fewer wrong ones than the limit came first,
      // none of them voided the code, and the code is gone (it opens once).
      expect(judgedWrong).toBeLessThan(MAX_WRONG_TRIES);
      expect(voided).toBe(0);
      expect(row).toBeUndefined();
    } else {
      // No more tries were judged than the budget holds.
      expect(row!.attempts).toBe(MAX_WRONG_TRIES);
      expect(judgedWrong).toBe(MAX_WRONG_TRIES - 1);
      expect(visitor.cookies.get(`podium_link_${linkId}`)).toBeUndefined();
    }
  });

  it('takes exactly one e-mail address at the gate', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const plain = await linkFor(p, { requireEmail: true });
    const verified = await linkFor(p, { requireEmail: true, verifyEmail: true });
    const visitor = await new TestClient(t.url).prime();
    const many = [
      'bob,mallory@victim.test',
      'bob;mallory@victim.test',
      'Bob <mallory@victim.test>',
      '"bob" mallory@victim.test',
      'bob@x.test@victim.test',
      'bob@victim.test,',
      '(bob)mallory@victim.test',
      'bob..x@victim.test',
    ];
    for (const email of many) {
      for (const { linkId } of [plain, verified]) {
        const answer = await visitor.submit(`/view/${linkId}/unlock/`, { email });
        expect(answer.status, email).toBe(400);
        expect(await answer.text()).toContain('Give an e-mail address such as name@example.com.');
      }
    }
    expect(visitor.cookies.get(`podium_link_${plain.linkId}`)).toBeUndefined();
    const codes = await t.handle.db
      .selectFrom('link_email_codes')
      .selectAll()
      .where('link_id', '=', verified.linkId)
      .execute();
    expect(codes).toEqual([]);
    const visitors = await t.handle.db
      .selectFrom('link_visitors')
      .selectAll()
      .where('link_id', '=', plain.linkId)
      .execute();
    expect(visitors).toEqual([]);
    // One ordinary address still opens it, as typed.
    expect(
      (await visitor.submit(`/view/${plain.linkId}/unlock/`, { email: "o'neil+x@a-b.example" })).status,
    ).toBe(303);
  });

  it('builds the owner’s e-mail links from the configured origin, never the visitor’s Host', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private', title: 'Forged host talk' });
    const { linkId } = await linkFor(p, { notify: 'first' });
    const visitor = await new TestClient(t.url).prime();
    const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const path = `/api/v4/presentation/${p.oid}/view/?auth_key=${linkId}&key_type=prezilink`;
    expect(await forgedHostPost(t.url, path, 'evil.example', cookie, visitor.csrfToken!)).toBe(200);
    const mail = await smtp.waitFor((m) => m.subject.includes('Forged host talk'));
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    const port = new URL(t.url).port;
    expect(mail.text).toContain(`http://localhost:${port}/dashboard/next/${p.oid}/stats/`);
  });
});
