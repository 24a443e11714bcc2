// The team systems together, in three browsers against a real SMTP server: the owner
// creates a team and a private presentation in it, invites a member by e-mail, who signs up from
// the mailed link in a second browser and accepts; the owner makes a team folder, moves the deck
// into it, and shares the folder with a commenter (a third browser), who then opens the private
// deck through the folder but may not change it; the owner publishes the team's brand kit and
// applies it, and the member sees the deck restyled (the kit's heading font and colours) on its
// view page with the team's logo.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { applyKit, fillKit, lookOf, publishKit, showKitLogo } from './brand';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn } from './server';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});
const { server, browser } = setUpE2e({
  ownServer: true,
  env: () => ({ ...smtp.env, NOTIFICATIONS_POLL_MS: '100' }),
});

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function watchedPage(context: BrowserContext, who: string, problems: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[34]/.test(m.text())) problems.push(`${who}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${who}: ${e.message}`));
  return page;
}

async function signUp(page: Page, username: string) {
  await page.getByLabel('First name').fill(username.split('.')[0]!);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel(/^Password/).fill('teams folders and kits');
  await page.getByRole('button', { name: 'Sign up' }).click();
}

describe('the team systems journey in Chromium', () => {
  it('runs a team: invitation, a shared team folder, and a published brand kit restyling its deck', async () => {
    const problems: string[] = [];
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await watchedPage(ownerContext, 'owner', problems);
    await logIn(owner, server.url, 'demo', DEMO_PASSWORD);

    // A team, and a private presentation made in it.
    await owner.goto(`${server.url}/dashboard/next/`);
    await hydrated(owner);
    await owner.getByLabel('Name of a new team').fill('Harbour Crew');
    await owner.getByRole('button', { name: 'Create a team' }).click();
    await owner.waitForURL(/\/teams\/[a-z0-9]{12}\/$/);
    const teamPath = new URL(owner.url()).pathname;
    const tid = teamPath.split('/')[2]!;
    await hydrated(owner);
    await owner.getByRole('link', { name: 'New presentation' }).click();
    await owner.getByLabel('Who can see it').selectOption('private');
    await owner.getByLabel('Markdown or JSON').fill('# Harbour Lights\n\n## Beacons\n\nSteady and bright.\n');
    await owner.getByRole('button', { name: 'Publish', exact: true }).click();
    await owner.waitForURL(/\/p\/[a-z0-9]{12}\/harbour-lights\/$/);
    const deckPath = new URL(owner.url()).pathname;
    const oid = deckPath.split('/')[2]!;
    const before = await lookOf(owner, server.url + deckPath);

    // The member: invited by e-mail, signs up from the link in a second browser, accepts.
    await owner.goto(`${server.url}${teamPath}settings/`);
    await hydrated(owner);
    await owner.getByLabel('E-mail address').fill('mira.member@example.com');
    await owner.getByLabel('Role').selectOption('member');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText('Invitation sent to mira.member@example.com.').waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes('mira.member@example.com'), 10_000);
    const link = /https?:\/\/\S+\/teams\/join\/[A-Za-z0-9_-]{43}\//.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const memberContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const member = await watchedPage(memberContext, 'member', problems);
    await member.goto(link!);
    await member.getByRole('link', { name: 'Sign up to accept' }).click();
    await signUp(member, 'mira.member');
    await member.waitForURL(link!);
    await hydrated(member);
    await member.getByRole('button', { name: 'Accept and join' }).click();
    await member.waitForURL(server.url + teamPath);
    await member.getByRole('link', { name: 'Harbour Lights' }).first().waitFor();

    // A team folder; the deck moves into it.
    await owner.goto(server.url + teamPath);
    await hydrated(owner);
    await owner.getByLabel('New folder').fill('Lighthouses');
    await owner.getByRole('button', { name: 'Create', exact: true }).click();
    const folder = owner.locator('li.folder-card', { hasText: 'Lighthouses' });
    await folder.waitFor();
    await hydrated(owner);
    await owner.getByRole('button', { name: 'Move to… Harbour Lights' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Move “Harbour Lights”' });
    await dialog.getByRole('radio', { name: 'Lighthouses' }).check();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const folderPath = await folder.getByRole('link', { name: 'Lighthouses' }).getAttribute('href');
    await owner.goto(server.url + folderPath);
    await hydrated(owner);
    expect(
      (await owner.getByRole('navigation', { name: 'Folder path' }).textContent())?.replace(/\s+/g, ''),
    ).toBe('HarbourCrewLighthouses');
    expect(await owner.locator('.deck-grid').textContent()).toContain('Harbour Lights');

    // The folder is shared with a commenter, who is not in the team: they see the private deck
    // through the folder, and may comment but not change it.
    const commenterContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const commenter = await watchedPage(commenterContext, 'commenter', problems);
    await commenter.goto(`${server.url}/signup/`);
    await signUp(commenter, 'cato.commenter');
    await commenter.waitForURL(`${server.url}/dashboard/next/`);
    expect((await commenter.goto(server.url + deckPath))!.status()).toBe(404);
    await owner.getByLabel('Username').fill('cato.commenter');
    await owner.getByLabel('Role', { exact: true }).selectOption('comment');
    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    await owner.getByText('Shared with cato Tester.').waitFor();
    expect((await commenter.goto(server.url + deckPath))!.status()).toBe(200);
    await commenter.goto(`${server.url}/p/edit/${oid}/`);
    await hydrated(commenter);
    expect(await commenter.locator('.editor__role').textContent()).toBe(
      'You can comment on this presentation.',
    );

    // The team's brand kit: colours, fonts and a logo, published; applied to the deck; its logo shown.
    await owner.goto(`${server.url}/teams/${tid}/brand-kit/`);
    await hydrated(owner);
    await fillKit(owner, {
      colours: { Primary: '#0b3d5c', Accent: '#e07a1f', Background: '#f4f1ea', Text: '#14202b' },
      headings: 'playfair-display',
      body: 'lora',
    });
    await publishKit(owner);
    await applyKit(owner, server.url, oid);
    await showKitLogo(owner, server.url, oid);

    // The member sees the deck restyled, with the team's logo in the header.
    const after = await lookOf(member, server.url + deckPath);
    expect(before.logo).toBe(0);
    expect(after.logo).toBe(1);
    expect(after.font).toContain('Podium Playfair Display');
    expect(before.font).not.toContain('Podium Playfair Display');
    expect(after.background).toBe('rgb(244, 241, 234)');
    expect(after.color).not.toBe(before.color);

    expect(problems).toEqual([]);
    await ownerContext.close();
    await memberContext.close();
    await commenterContext.close();
  });
});
