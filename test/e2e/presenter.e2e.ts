// The presenter view in Chromium: the owner opens it, sees the step's notes,
// opens the audience window (a popup), and the two windows follow each other over their
// BroadcastChannel: → in the presenter view moves the audience, ← in the audience moves the
// presenter view back, with no server in between.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn } from './server';

const { server, browser } = setUpE2e();

/** The demo's roadmap talk, whose seeded source carries speaker notes (content/presentations/). */
async function roadmapOid(page: Page): Promise<string> {
  await page.goto(`${server.url}/dashboard/next/`);
  const html = await page.content();
  return /\/p\/([a-z0-9]{12})\/product-roadmap-2027\//.exec(html)![1]!;
}

const counter = (page: Page) => page.locator('.podium-player__counter').first();

describe('the presenter view in Chromium', () => {
  it('keeps the audience window in step both ways and shows the current step’s notes', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    const watch = (p: Page) => {
      p.on('pageerror', (error) => problems.push(error.message));
      p.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    };
    watch(page);
    await logIn(page, server.url, 'demo', DEMO_PASSWORD);
    const oid = await roadmapOid(page);
    await page.goto(`${server.url}/p/${oid}/present/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => counter(page).textContent()).toBe('1 / 12');
    const notes = page.getByTestId('presenter-notes');
    expect(await notes.textContent()).toContain('Welcome everyone and thank the customer advisory board');
    expect(await page.getByTestId('presenter-elapsed').textContent()).toBe('0:00');

    const [audience] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open audience window' }).click(),
    ]);
    watch(audience);
    await audience.waitForSelector('html[data-hydrated="true"]');
    expect(new URL(audience.url()).pathname).toBe(`/p/${oid}/present/audience/`);
    await expect.poll(() => counter(audience).textContent()).toBe('1 / 12');
    // The audience window shows no notes and no page chrome.
    expect(await audience.locator('body').textContent()).not.toContain('Welcome everyone');
    expect(await audience.locator('.site-header').count()).toBe(0);

    // → in the presenter view (focus on its page body, outside the player): the audience follows.
    await page.bringToFront();
    await page.locator('.presenter__title').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page).textContent()).toBe('2 / 12');
    await expect.poll(() => counter(audience).textContent()).toBe('2 / 12');
    await expect.poll(() => audience.locator('.podium-player__live').textContent()).toBe('Where we stand');
    await expect.poll(() => notes.textContent()).toContain('Pause on the churn figure');
    expect(await page.locator('.presenter__step[aria-current="step"]').textContent()).toContain(
      'Where we stand',
    );
    // The timer started at the first move.
    await expect
      .poll(() => page.getByTestId('presenter-elapsed').textContent(), { timeout: 30_000 })
      .not.toBe('0:00');

    // A click in the step list moves both.
    await page.getByRole('button', { name: /^4\s*Fewer last-minute gaps/ }).click();
    await expect.poll(() => counter(audience).textContent()).toBe('4 / 12');
    await expect.poll(() => notes.textContent()).toContain('bakery in Leeds');

    // ← in the audience window: the presenter view follows, notes included.
    await audience.bringToFront();
    await audience.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(audience).textContent()).toBe('3 / 12');
    await expect.poll(() => counter(page).textContent()).toBe('3 / 12');
    // The notes follow the step's report, which comes after the frame that shows it.
    await expect.poll(() => page.getByText('No notes for this step.').count()).toBe(1);

    // A second audience window asks for the step and opens on it.
    const late = await context.newPage();
    watch(late);
    await late.goto(`${server.url}/p/${oid}/present/audience/`);
    await expect.poll(() => counter(late).textContent()).toBe('3 / 12');

    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
