// Share links in two browsers. A password: the owner gives a link a name and a
// password in the settings; a visitor sees only the title and owner, a wrong password is refused,
// the right one opens the presentation, which then plays. An e-mailed code: the owner turns on
// verification and one domain; an address elsewhere is refused, an allowed one gets a code by SMTP
// which opens the talk.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn } from './server';

// Before the server starts (setUpE2e's hook runs after this one): it sends to this SMTP server.
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());
const { server, browser } = setUpE2e({ ownServer: true, env: () => smtp.env });

/** The demo owner's first private deck. */
function privateDeck(offset = 0) {
  const db = new Database(server.databaseFile, { readonly: true });
  const deck = db
    .prepare(
      `select p.oid, p.title from presentations p join users u on u.id = p.owner_id
       where u.username = 'demo' and p.privacy = 'private' and p.kind = 'deck' order by p.id limit 1 offset ?`,
    )
    .get(offset) as { oid: string; title: string } | undefined;
  db.close();
  return deck;
}

describe('share links in Chromium', () => {
  it('opens a password link only with its password, then plays it', async () => {
    const { oid, title } = privateDeck()!;

    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await logIn(owner, server.url, 'demo', DEMO_PASSWORD);
    await owner.goto(`${server.url}/dashboard/next/${oid}/`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    const links = owner.locator('section[aria-labelledby="manage-links"]');
    await links.getByRole('button', { name: 'Create link' }).click();
    await links.getByLabel(/^Name/).fill('Acme board');
    await links.getByRole('radio', { name: /^Protected/ }).check();
    await links.getByLabel(/^Password/).fill('open sesame');
    await links.getByRole('button', { name: 'Create', exact: true }).click();
    const row = links.locator('li', { hasText: 'Acme board' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Password');
    const address = await row.locator('input').inputValue();

    const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const visitor = await visitorContext.newPage();
    const problems: string[] = [];
    visitor.on('pageerror', (e) => problems.push(e.message));
    await visitor.goto(address);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    expect(await visitor.locator('h1').textContent()).toBe('Password needed');
    expect(await visitor.textContent('main')).toContain(`Dana Demo shared “${title}” with a password.`);
    expect(await visitor.locator('.viewer').count()).toBe(0);

    await visitor.getByLabel('Password').fill('open says me');
    await visitor.getByRole('button', { name: 'Open the presentation' }).click();
    await visitor.getByRole('alert').waitFor();
    expect(await visitor.getByRole('alert').textContent()).toBe('That password is not right.');

    await visitor.getByLabel('Password').fill('open sesame');
    await visitor.getByRole('button', { name: 'Open the presentation' }).click();
    await visitor.waitForURL(address);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    await visitor.getByRole('button', { name: 'Present' }).first().click();
    await visitor.locator('.podium-player__counter').waitFor();
    expect(problems).toEqual([]);
    await visitorContext.close();
    await ownerContext.close();
  });

  it('opens a link that verifies addresses only with the code e-mailed to an allowed address', async () => {
    const { oid, title } = privateDeck(1) ?? privateDeck(0)!;
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await logIn(owner, server.url, 'demo', DEMO_PASSWORD);
    await owner.goto(`${server.url}/dashboard/next/${oid}/`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    const links = owner.locator('section[aria-labelledby="manage-links"]');
    await links.getByRole('button', { name: 'Create link' }).click();
    const form = links.getByRole('form', { name: 'New link' });
    await form.getByLabel(/^Name/).fill('Acme staff');
    await form.getByRole('radio', { name: /^Protected/ }).check();
    await form.getByLabel('Ask for an e-mail address before viewing').check();
    await form.getByLabel('Verify the address with a code sent by e-mail').check();
    await form.getByLabel('Only addresses at these domains').fill('Acme.example');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    const row = links.locator('li', { hasText: 'Acme staff' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('.manage__badge').allTextContents()).toEqual([
      'E-mail verified by code',
      'Only @acme.example',
    ]);
    const address = await row.locator('input').inputValue();

    const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const visitor = await visitorContext.newPage();
    const problems: string[] = [];
    visitor.on('pageerror', (e) => problems.push(e.message));
    await visitor.goto(address);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    expect(await visitor.locator('h1').textContent()).toBe('Your e-mail address, please');

    await visitor.getByLabel('E-mail address').fill('ada@elsewhere.example');
    await visitor.getByRole('button', { name: 'Open the presentation' }).click();
    await visitor.getByText('This link is only for addresses at: acme.example.').waitFor();
    expect(smtp.received.filter((m) => m.to.includes('ada@elsewhere.example'))).toEqual([]);

    await visitor.getByLabel('E-mail address').fill('ada@acme.example');
    await visitor.getByRole('button', { name: 'Open the presentation' }).click();
    await visitor.locator('h1', { hasText: 'Check your e-mail' }).waitFor();
    expect(await visitor.textContent('main')).toContain(
      'We sent a 6-digit code to a…@acme.example. It is valid for 10 minutes.',
    );
    const mail = await smtp.waitFor((m) => m.to.includes('ada@acme.example'));
    expect(mail.subject).toBe(`Your code for “${title}”`);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    await visitor.getByLabel('Code from the e-mail').fill(code);
    await visitor.getByRole('button', { name: 'Open the presentation' }).click();
    await visitor.waitForURL(address);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    expect(await visitor.locator('h1').first().textContent()).toContain(title);
    await visitor.getByRole('button', { name: 'Present' }).first().click();
    await visitor.locator('.podium-player__counter').waitFor();
    expect(problems).toEqual([]);
    await visitorContext.close();
    await ownerContext.close();
  });
});
