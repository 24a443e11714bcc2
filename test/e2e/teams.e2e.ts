// The teams journey in two browsers against a real SMTP server: the owner creates a
// team from the dashboard, makes a presentation in it and invites someone by e-mail; the invitee
// (a second browser, on a phone, with no account yet) opens the link from the mail, signs up, comes
// back to the invitation, accepts (analytics hear TeamMemberAdded) and sees the team's
// presentation; then they leave (TeamMemberRemoved, reason "left"), the owner's audit log tells
// the story, and the team's page and private presentation are gone for them (404).

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
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

/**
 * Page events on a local host reach the console (spec §7). These pages navigate right after their
 * events (which go out as the page is hidden), so each is kept in the tab's sessionStorage as it is
 * logged, and read back on the next page.
 */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const info = console.info.bind(console);
    console.info = (...args: unknown[]) => {
      if (args[0] === '[analytics]') {
        const kept = JSON.parse(sessionStorage.getItem('e2e-analytics') ?? '[]');
        kept.push({ name: args[1], fields: (args[2] as { body: unknown }).body });
        sessionStorage.setItem('e2e-analytics', JSON.stringify(kept));
      }
      info(...args);
    };
  });
  return async (): Promise<Array<{ name: string; fields: Record<string, unknown> }>> =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-analytics') ?? '[]'));
}

describe('teams journey in Chromium', () => {
  it('creates a team, invites by e-mail, the invitee joins in a second browser, sees the team’s work, and leaves', async () => {
    const problems: string[] = [];
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    owner.on('pageerror', (e) => problems.push(`owner: ${e.message}`));
    await logIn(owner, server.url, 'demo', DEMO_PASSWORD);

    // A team from the dashboard's Teams section.
    await owner.goto(`${server.url}/dashboard/next/`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    await owner.getByLabel('Name of a new team').fill('Field Research');
    await owner.getByRole('button', { name: 'Create a team' }).click();
    await owner.waitForURL(/\/teams\/[a-z0-9]{12}\/$/);
    const teamPath = new URL(owner.url()).pathname;
    await expect.poll(() => owner.locator('h1').textContent()).toBe('Field Research');

    // A private presentation made in the team, from its page.
    await owner.waitForSelector('html[data-hydrated="true"]');
    await owner.getByRole('link', { name: 'New presentation' }).click();
    await owner.getByLabel('Who can see it').selectOption('private');
    await owner.getByLabel('Markdown or JSON').fill('# Tide Pool Survey\n\n## Sites\n\nNorth cove.\n');
    await owner.getByRole('button', { name: 'Publish' }).click();
    await owner.waitForURL(/\/p\/[a-z0-9]{12}\/tide-pool-survey\/$/);
    const deckPath = new URL(owner.url()).pathname;
    await owner.goto(server.url + teamPath);
    expect(await owner.getByRole('link', { name: 'Tide Pool Survey' }).count()).toBeGreaterThan(0);

    // The invitation, by e-mail.
    await owner.getByRole('link', { name: 'Team settings' }).click();
    await owner.waitForSelector('html[data-hydrated="true"]');
    await owner.getByLabel('E-mail address').fill('rosa@example.com');
    await owner.getByLabel('Role').selectOption('member');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText('Invitation sent to rosa@example.com.').waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes('rosa@example.com'), 10_000);
    expect(mail.subject).toContain('invites you to the team “Field Research”');
    const link = /https?:\/\/\S+\/teams\/join\/[A-Za-z0-9_-]{43}\//.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    // The invitee: a phone, no account yet. Sign up from the invitation and come back to it.
    const inviteeContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const invitee = await inviteeContext.newPage();
    invitee.on('pageerror', (e) => problems.push(`invitee: ${e.message}`));
    const events = await recordAnalytics(invitee);
    await invitee.goto(link!);
    await invitee.getByRole('heading', { name: 'Field Research' }).waitFor();
    await invitee.getByRole('link', { name: 'Sign up to accept' }).click();
    await invitee.getByLabel('Username').fill('rosa.field');
    await invitee.getByLabel('Email').fill('rosa@example.com');
    await invitee.getByLabel(/^Password/).fill('tide pools at dawn');
    await invitee.getByRole('button', { name: 'Sign up' }).click();
    await invitee.waitForURL(link!);
    await invitee.waitForSelector('html[data-hydrated="true"]');
    await invitee.getByRole('button', { name: 'Accept and join' }).click();
    await invitee.waitForURL(server.url + teamPath);
    await invitee.getByRole('link', { name: 'Tide Pool Survey' }).first().waitFor();
    await expect
      .poll(async () => (await events()).find((e) => e.name === 'TeamMemberAdded')?.fields)
      .toMatchObject({ team_id: teamPath.split('/')[2], role: 'member' });
    // The team's private presentation opens for the new member.
    expect((await invitee.goto(server.url + deckPath))!.status()).toBe(200);
    // The link is used up.
    expect((await invitee.goto(link!))!.status()).toBe(410);

    // The owner sees the new member.
    await owner.reload();
    await owner.getByText('@rosa.field').waitFor();

    // The member leaves, from the team's settings.
    await invitee.goto(`${server.url}${teamPath}settings/`);
    await invitee.waitForSelector('html[data-hydrated="true"]');
    await invitee.getByRole('button', { name: 'Leave the team' }).click();
    // The departure dialog says what ends and asks once more.
    const leaving = invitee.getByRole('alertdialog', { name: 'Leave the team?' });
    await leaving.getByRole('button', { name: 'Leave the team' }).click();
    await invitee.waitForURL(`${server.url}/dashboard/next/`);
    await expect
      .poll(async () => (await events()).find((e) => e.name === 'TeamMemberRemoved')?.fields)
      .toMatchObject({ team_id: teamPath.split('/')[2], reason: 'left' });
    expect((await invitee.goto(server.url + teamPath))!.status()).toBe(404);
    expect((await invitee.goto(server.url + deckPath))!.status()).toBe(404);

    // The owner's audit log tells it, newest first.
    await owner.reload();
    const log = owner.locator('section[aria-labelledby="team-audit"] li');
    await expect.poll(() => log.first().textContent()).toContain('rosa.field left the team');
    const entries = await log.allTextContents();
    expect(entries[1]).toContain('rosa.field joined as Member');
    expect(entries[2]).toContain('invited rosa@example.com as Member');
    expect(problems).toEqual([]);
    await ownerContext.close();
    await inviteeContext.close();
  });
});
