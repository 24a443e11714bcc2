// A password-protected share link in two browsers (issue #16 item 1): the owner gives a link a name
// and a password in the settings; a visitor sees only the title and owner, a wrong password is
// refused, the right one opens the presentation, which then plays.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn } from './server';

const { server, browser } = setUpE2e({ ownServer: true });

describe('share links in Chromium', () => {
  it('opens a password link only with its password, then plays it', async () => {
    const db = new Database(server.databaseFile, { readonly: true });
    const { oid, title } = db
      .prepare(
        `select p.oid, p.title from presentations p join users u on u.id = p.owner_id
         where u.username = 'demo' and p.privacy = 'private' and p.kind = 'deck' order by p.id limit 1`,
      )
      .get() as { oid: string; title: string };
    db.close();

    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await logIn(owner, server.url, 'demo', DEMO_PASSWORD);
    await owner.goto(`${server.url}/dashboard/next/${oid}/`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    const links = owner.locator('section[aria-labelledby="manage-links"]');
    await links.getByLabel(/^Name/).fill('Acme board');
    await links.getByLabel(/^Password/).fill('open sesame');
    await links.getByRole('button', { name: 'Create link' }).click();
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
});
