// The owner side as a new user lives it: sign up, publish a Markdown deck and a PDF,
// make one private, share it through a view link and revoke it, invite a commenter who leaves a
// comment, read the statistics, delete; and a staff member hides a reported presentation.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../helpers/pdf';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn, STAFF_PASSWORD } from './server';

const { server, browser } = setUpE2e();

/** A page that records console errors and uncaught exceptions (expected 4xx answers aside). */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[34]/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return { page, problems };
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const oidOf = (url: string) => /\/p\/(?:edit\/)?([a-z0-9]{12})\//.exec(url)?.[1] ?? '';

describe('the owner side in Chromium', () => {
  it('publishes, shares privately, collaborates, reads statistics and deletes', async () => {
    const owner = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, problems } = await watchedPage(owner);

    // Sign up: a new person lands on their (empty) dashboard.
    await page.goto(`${server.url}/signup/`);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Username').fill('grace.hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel(/^Password/).fill('cobol and compilers');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${server.url}/dashboard/next/`);
    await hydrated(page);

    // Publish a PDF: pdf.js renders its pages in the browser; the server reads its text itself.
    await page.getByRole('tab', { name: 'Upload a file' }).click();
    const pdf = makePdf([
      { lines: ['Nanoseconds', 'A wire as long as light travels in one'] },
      { lines: ['Debugging', 'The moth in relay seventy'] },
    ]);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'nanoseconds.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    });
    await page.getByRole('button', { name: 'Upload and publish' }).click();
    await page.waitForURL(/\/p\/[a-z0-9]{12}\//, { timeout: 30_000 });
    const pdfOid = oidOf(page.url());
    const player = await (await page.request.get(`${server.url}/api/v4/presentation/${pdfOid}/`)).json();
    expect(JSON.stringify(player)).toContain('relay seventy');
    // Present shows its first page, the page's picture over the stage (the poster, then the player).
    await hydrated(page);
    await page.getByRole('button', { name: 'Present' }).first().click();
    await expect.poll(() => page.locator('.podium-player__counter').first().textContent()).toBe('1 / 2');
    await expect
      .poll(() =>
        page
          .locator('section.podium-player img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);

    // Publish Markdown, then make it private from its settings.
    await page.goto(`${server.url}/dashboard/next/`);
    await hydrated(page);
    await page
      .getByLabel('Markdown or JSON')
      .fill(
        '# Compilers\n\nMachines that write programs.\n\n## A-0\n\n- 1952\n\n## FLOW-MATIC\n\nEnglish words.\n',
      );
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL(/\/p\/[a-z0-9]{12}\/compilers\/$/);
    const oid = oidOf(page.url());
    await page.goto(`${server.url}/dashboard/next/${oid}/`);
    await hydrated(page);
    await page.getByRole('radio', { name: /^Private/ }).check();
    await page.getByRole('button', { name: 'Update privacy' }).click();
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain('Saved.');

    // A view link opens the private deck in another browser; revoking it answers 404 at once.
    await page.getByRole('button', { name: 'Create link' }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const address = page.getByLabel('View link address').first();
    await expect.poll(() => address.count()).toBe(1);
    const linkUrl = await address.inputValue();
    expect(linkUrl).toMatch(/\/view\/[a-z0-9]{16,}\/$/);
    const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const visitorPage = await visitor.newPage();
    expect((await visitorPage.goto(linkUrl))!.status()).toBe(200);
    await expect(visitorPage.locator('h1').first().textContent()).resolves.toBe('Compilers');
    // Its start screen shows the talk's blurred picture, fetched through the link.
    const preview = visitorPage.locator('.viewer-overlay__preview-image');
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect((await visitorPage.goto(`${server.url}/p/${oid}/compilers/`))!.status()).toBe(404);
    await page.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(async () => (await visitorPage.goto(linkUrl))!.status()).toBe(404);

    // Invite the demo user as a commenter: they get the Comment button and leave a comment.
    await page.getByLabel('Username', { exact: true }).fill('demo');
    await page.getByLabel('Role', { exact: true }).selectOption('comment');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('@demo').count()).toBe(1);
    const commenter = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const commenterPage = (await watchedPage(commenter)).page;
    await logIn(commenterPage, server.url, 'demo', DEMO_PASSWORD);
    await commenterPage.goto(`${server.url}/p/edit/${oid}/#present`);
    await hydrated(commenterPage);
    await commenterPage.getByRole('button', { name: 'Comment', exact: true }).click();
    await commenterPage.getByLabel(/Your comment on step 1/).fill('Add the year FLOW-MATIC shipped.');
    await commenterPage.getByRole('button', { name: 'Post comment' }).click();
    await expect
      .poll(() => commenterPage.getByText('Add the year FLOW-MATIC shipped.').count())
      .toBeGreaterThan(0);

    // The owner sees the comment in the editor and in the dashboard; a few presentations later, the statistics count them.
    await page.goto(`${server.url}/p/edit/${oid}/`);
    await hydrated(page);
    await expect.poll(() => page.getByText('Add the year FLOW-MATIC shipped.').count()).toBeGreaterThan(0);
    await page.goto(`${server.url}/dashboard/next/${oid}/`);
    await expect(page.getByRole('heading', { name: 'Comments (1)' }).count()).resolves.toBe(1);
    for (const context of [owner, commenter]) {
      const viewer = await context.newPage();
      await viewer.goto(`${server.url}/p/${oid}/compilers/`);
      await hydrated(viewer);
      // Starting the presentation makes the view call the statistics count.
      const counted = viewer.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith(`/${oid}/view/`),
      );
      await viewer.getByRole('button', { name: 'Present' }).first().click();
      await viewer.waitForSelector('.podium-player__counter', { timeout: 15_000 });
      await viewer.keyboard.press('ArrowRight');
      expect((await counted).status()).toBe(200);
      await viewer.close();
    }
    await page.goto(`${server.url}/dashboard/next/${oid}/stats/?days=7`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Statistics');
    const views = await page.locator('.stats-tile').first().textContent();
    expect(views).toMatch(/Views\s*2/);

    // Delete it: the confirmation asks for the title; afterwards the deck is gone.
    await page.goto(`${server.url}/dashboard/next/${oid}/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Delete presentation…' }).click();
    await page.getByLabel(/Type the title to confirm/).fill('Compilers');
    await page.getByRole('button', { name: 'Delete forever' }).click();
    await page.waitForURL(`${server.url}/dashboard/next/?deleted=1`);
    await expect(page.getByText('The presentation was deleted.').count()).resolves.toBe(1);
    expect((await page.request.get(`${server.url}/api/v4/presentation/${oid}/`)).status()).toBe(404);

    expect(problems).toEqual([]);
    await Promise.all([owner.close(), visitor.close(), commenter.close()]);
  });

  it('lets a staff member hide a reported presentation', async () => {
    const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${server.url}/explore/`);
    const href = await visitorPage.locator('a.card__link').first().getAttribute('href');
    const oid = href!.split('/')[2]!;
    await visitorPage.goto(`${server.url}/contact/abuse/${oid}/`);
    await visitorPage.getByLabel('Reason').selectOption('spam');
    await visitorPage.getByLabel('What is the problem?').fill('Every step advertises a casino.');
    await visitorPage.getByRole('button', { name: 'Send report' }).click();
    await expect(visitorPage.getByRole('status').textContent()).resolves.toContain('Thank you.');

    const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, problems } = await watchedPage(staff);
    await logIn(page, server.url, 'admin', STAFF_PASSWORD);
    await page.goto(`${server.url}/admin/reports/`);
    await hydrated(page);
    const report = page.locator('article', { hasText: 'Every step advertises a casino.' });
    await report.getByRole('button', { name: 'Hide presentation' }).click();
    await report.getByLabel('Reason shown to the owner').fill('Advertising');
    await report.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect.poll(async () => (await visitorPage.goto(`${server.url}${href}`))!.status()).toBe(404);
    expect(problems).toEqual([]);
    await Promise.all([visitor.close(), staff.close()]);
  });
});
