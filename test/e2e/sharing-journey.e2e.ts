// The whole sharing journey, in two browsers against a real SMTP server and a real
// webhook receiver: the owner registers a webhook and creates a share link with a password, an
// e-mail gate verified by a code, an expiry, an e-mail on its first view and downloads allowed; a
// visitor on a phone gives an address and the code from the e-mail, watches three steps and
// downloads the PDF; the owner sees that visit with its address and times, gets the notification
// e-mail and the signed webhook; then the link expires and answers 410, which the webhook hears too.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkStats, PresentationStats } from '../../src/features/analytics/contracts';
import { verifySignature } from '../../src/features/notifications/webhooks/signing';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn } from './server';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

// Both start before the server (setUpE2e's hook runs after this one), which sends to them.
let smtp: TestSmtp;
const deliveries: Delivery[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    deliveries.push({ headers: request.headers, body });
    response.writeHead(200).end('ok');
  });
});
beforeAll(async () => {
  smtp = await startTestSmtp();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  receiver.closeAllConnections();
  receiver.close();
  await smtp.close();
});
const { server, browser } = setUpE2e({
  ownServer: true,
  env: () => ({ ...smtp.env, WEBHOOKS_ALLOW_PRIVATE_NETWORK: 'true', NOTIFICATIONS_POLL_MS: '100' }),
});

/** A moment as a datetime-local field takes it, in this machine's time zone (the browser's too). */
const localInput = (at: Date) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
};

describe('sharing journey in Chromium', () => {
  it('gates, verifies, counts, notifies, lets download, and expires a share link', async () => {
    const db = new Database(server.databaseFile);
    const deck = db
      .prepare(
        `select p.oid, p.title from presentations p join users u on u.id = p.owner_id
         where u.username = 'demo' and p.privacy = 'private' and p.kind = 'deck' order by p.id limit 1`,
      )
      .get() as { oid: string; title: string };
    const { email: ownerEmail } = db.prepare(`select email from users where username = 'demo'`).get() as {
      email: string;
    };

    // The owner: a webhook for every event, then the link.
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    const problems: string[] = [];
    owner.on('pageerror', (e) => problems.push(`owner: ${e.message}`));
    await logIn(owner, server.url, 'demo', DEMO_PASSWORD);
    await owner.goto(`${server.url}/settings/`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/podium`;
    await owner.getByLabel('Payload URL').fill(hookUrl);
    await owner.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await owner.locator('.settings__secret code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);

    await owner.goto(`${server.url}/dashboard/next/${deck.oid}/`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    const links = owner.locator('section[aria-labelledby="manage-links"]');
    // "Create link" only opens the form; the link is made with its rules by the form's Create.
    await links.getByRole('button', { name: 'Create link' }).click();
    const form = links.getByRole('form', { name: 'New link' });
    await form.getByLabel(/^Name/).fill('Acme board');
    await form.getByRole('radio', { name: /^Protected/ }).check();
    await form.getByLabel(/^Password/).fill('open sesame');
    await form.getByLabel(/^Expires/).fill(localInput(new Date(Date.now() + 2 * 86_400_000)));
    await form.getByLabel('Ask for an e-mail address before viewing').check();
    await form.getByLabel('Verify the address with a code sent by e-mail').check();
    await form.getByLabel('E-mail me about views through this link').selectOption('first');
    await form.getByLabel('Downloads').selectOption('allow');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    const row = links.locator('li', { hasText: 'Acme board' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('.manage__badge').allTextContents()).toEqual(
      expect.arrayContaining([
        'Password',
        'E-mail verified by code',
        'E-mail on first view',
        'Downloads allowed',
      ]),
    );
    const address = await row.locator('input').inputValue();
    const linkId = address.split('/view/')[1]!.replace(/\/$/, '');

    // The visitor, on a phone: the address and the password, then the code from the e-mail.
    const visitorContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      acceptDownloads: true,
    });
    const visitor = await visitorContext.newPage();
    visitor.on('pageerror', (e) => problems.push(`visitor: ${e.message}`));
    await visitor.clock.install();
    await visitor.goto(address);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    expect(await visitor.locator('.viewer').count()).toBe(0);
    await visitor.getByLabel('E-mail address').fill('cfo@acme.example');
    await visitor.getByLabel('Password').fill('open sesame');
    await visitor.getByRole('button', { name: 'Open the presentation' }).click();
    await visitor.locator('h1', { hasText: 'Check your e-mail' }).waitFor();
    const codeMail = await smtp.waitFor((m) => m.to.includes('cfo@acme.example'));
    const code = /\b(\d{6})\b/.exec(codeMail.text)![1]!;
    await visitor.getByLabel('Code from the e-mail').fill(code);
    await visitor.getByRole('button', { name: 'Open the presentation' }).click();
    await visitor.waitForURL(address);
    await visitor.waitForSelector('html[data-hydrated="true"]');

    // Three steps, about a second on each.
    await visitor.getByRole('button', { name: 'Present' }).first().click();
    const counter = visitor.locator('.podium-player__counter');
    await counter.waitFor();
    // Keys reach the player once it is ready and has taken the focus.
    await expect
      .poll(() => visitor.locator('.viewer__player').evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    // The page's clock is the test's from here: a second on each step, however slow the machine
    // (the jump to the paused time counts on step 1).
    await visitor.clock.pauseAt((await visitor.evaluate(() => Date.now())) + 1_000);
    for (const step of [2, 3]) {
      await visitor.keyboard.press('ArrowRight');
      await expect.poll(() => counter.textContent()).toMatch(new RegExp(`^${step} / `));
      await visitor.clock.runFor(1_000);
    }
    await visitor.keyboard.press('Escape');
    await visitor.clock.resume();

    // The PDF, with the first step's text as text.
    await visitor.getByText('Download', { exact: true }).click();
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'PDF with transcript' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await getDocument({
      data: new Uint8Array(readFileSync((await download.path())!)),
      useSystemFonts: false,
      isEvalSupported: false,
    }).promise;
    expect(pdf.numPages).toBeGreaterThan(3);
    const firstPage = (await (await pdf.getPage(1)).getTextContent()).items
      .map((item) => (item as TextItem).str)
      .join(' ');
    expect(firstPage.trim().length).toBeGreaterThan(0);
    await pdf.destroy();
    // Leaving the page (pagehide) sends the last step's time.
    await visitor.close({ runBeforeUnload: true });

    // The owner's statistics: this visit under the link, with the address and time on each step.
    const linkStats = async () => {
      const response = await owner.request.get(`${server.url}/api/v4/presentation/${deck.oid}/stats/?days=7`);
      const stats = (await response.json()) as PresentationStats;
      return stats.links.find((link) => link.linkId === linkId) as LinkStats;
    };
    // The last step’s time arrives when the page is left.
    await expect
      .poll(async () => (await linkStats()).visitors[0]?.stepMs.slice(0, 3).map((ms) => (ms ?? 0) >= 700), {
        // The statistics call is rate-limited (RATE_LIMIT_STATS a minute): ask twice a second.
        timeout: 15_000,
        interval: 500,
      })
      .toEqual([true, true, true]);
    const link = await linkStats();
    expect(link).toMatchObject({ views: 1, uniqueVisitors: 1, downloads: 1 });
    expect(link.visitors[0]).toMatchObject({ email: 'cfo@acme.example', stepsSeen: 3 });
    await owner.goto(`${server.url}/dashboard/next/${deck.oid}/stats/?days=7`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    const section = owner.getByRole('region', { name: 'Views by share link' });
    expect(
      await section.getByRole('table', { name: 'Who watched through Acme board' }).textContent(),
    ).toContain('cfo@acme.example');

    // The notification e-mail and the signed webhook of the view.
    const notice = await smtp.waitFor((m) => m.to.includes(ownerEmail), 15_000);
    expect(notice.subject).toBe(`“${deck.title}” was viewed through Acme board`);
    expect(notice.text).toContain('cfo@acme.example');
    const eventOf = (type: string) => deliveries.find((d) => JSON.parse(d.body).type === type);
    await expect.poll(() => eventOf('view') !== undefined, { timeout: 15_000 }).toBe(true);
    const view = eventOf('view')!;
    const now = () => Math.floor(Date.now() / 1000);
    expect(verifySignature(secret, view.body, String(view.headers['podium-signature']), now())).toBe(true);
    expect(JSON.parse(view.body)).toMatchObject({
      type: 'view',
      presentation: { oid: deck.oid },
      link: { id: linkId, name: 'Acme board' },
      data: { email: 'cfo@acme.example' },
    });

    // Time passes: the link's expiry is behind it. Every surface answers 410; the webhook hears it.
    db.prepare('update view_links set expires_at = ? where link_id = ?').run(
      new Date(Date.now() - 1000).toISOString(),
      linkId,
    );
    db.close();
    const later = await visitorContext.newPage();
    const expired = await later.goto(address);
    expect(expired?.status()).toBe(410);
    expect(await later.textContent('main')).toContain('This link has expired.');
    await expect.poll(() => eventOf('link.expired') !== undefined, { timeout: 15_000 }).toBe(true);
    const gone = eventOf('link.expired')!;
    expect(verifySignature(secret, gone.body, String(gone.headers['podium-signature']), now())).toBe(true);
    expect(JSON.parse(gone.body)).toMatchObject({ link: { id: linkId } });

    expect(problems).toEqual([]);
    await visitorContext.close();
    await ownerContext.close();
  });
});
