// A visitor's journey on a view page in a real browser: it hydrates without console errors,
// an anonymous like leads to sign-up, and a signed-in like sticks.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUp } from '../helpers/client';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

/** Opens a page and collects everything the console says at error or warning level. */
async function open(path: string, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(server.url + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, problems, context };
}

async function firstViewPagePath(page: Page): Promise<string> {
  const href = await page.locator('a.card__link').first().getAttribute('href');
  expect(href).toMatch(/^\/p\/[a-z0-9]{12}\/[a-z0-9-]+\/$/);
  return href!;
}

/** The password signUp gives the people it makes. */
const PASSPHRASE = 'a long enough passphrase';

describe('view page in Chromium', () => {
  it('hydrates without console errors, and an anonymous like leads to sign-up', async () => {
    const home = await open('/');
    const path = await firstViewPagePath(home.page);
    await home.context.close();

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const { page, problems, context } = await open(path, viewport);
      await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
      expect(await page.locator('.transcript-block').textContent()).not.toBe('');
      expect(problems).toEqual([]);
      await context.close();
    }

    const { page, problems, context } = await open(path);
    await page.getByRole('button', { name: /like/i }).click();
    await page.waitForURL(/\/signup\/\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(path);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs the viewer code (its own viewer-lite-component chunk) only after the first paint', async () => {
    const home = await (await fetch(server.url)).text();
    const path = home.match(/\/p\/[a-z0-9]{12}\/shipping-less-javascript\//)![0];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The first visit, then visits with every script in the cache, where they are ready soonest.
    for (let visit = 0; visit < 3; visit++) {
      await page.goto(server.url + path);
      await page.waitForSelector('html[data-hydrated="true"]');
      const timing = await page.evaluate(() => ({
        frame: performance.getEntriesByName('podium:first-frame')[0]?.startTime,
        hydrate: performance.getEntriesByName('podium:hydrate')[0]?.startTime,
        chunks: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => name.includes('/viewer-lite-component-')),
      }));
      // The paint timing entry is stamped when the frame reaches the screen, after the main thread
      // has moved on, so the order is checked against the frame the page itself waited for.
      expect(timing.frame).toBeGreaterThan(0);
      expect(timing.hydrate).toBeGreaterThan(timing.frame!);
      if (visit === 0) expect(timing.chunks).toHaveLength(1);
    }
    await context.close();
  });

  it('lets a signed-in viewer like a presentation, and the like is stored', async () => {
    // A person of its own: other files on this server like the same decks as the demo user.
    await signUp(server.url, 'viewpage.liker');
    const { page, problems, context } = await open('/login/?next=%2F');
    await page.getByLabel('Username or email').fill('viewpage.liker');
    await page.getByLabel('Password').fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.locator('.site-header__name').textContent()).resolves.toBe('viewpage.liker');
    const path = await firstViewPagePath(page);
    await page.goto(server.url + path);
    await page.waitForSelector('html[data-hydrated="true"]');
    const like = page.locator('button.like-button');
    const before = Number(await like.getAttribute('data-count'));
    const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
    // The button turns at once and the call follows: wait for the server's answer, not the button.
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/like/') && r.request().method() !== 'GET',
    );
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(wasLiked ? 'false' : 'true');
    expect((await answered).ok()).toBe(true);
    const response = await page.request.get(`${server.url}/api/v4/presentation/${path.split('/')[2]}/`);
    const stored = await response.json();
    expect(stored.hasLiked).toBe(!wasLiked);
    expect(stored.likesCount).toBe(before + (wasLiked ? -1 : 1));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ends a short talk’s page soon after its transcript, with no empty column, at every width', async () => {
    const home = await open('/');
    const path = await home.page
      .locator('a[href*="/shipping-less-javascript/"]')
      .first()
      .getAttribute('href');
    await home.context.close();
    expect(path).toBeTruthy();

    // The page ends soon after the transcript: at most 2.5 viewport heights at 1440x900 and 5 at
    // 375x812.
    for (const [viewport, most] of [
      [{ width: 1440, height: 900 }, 2.5],
      [{ width: 375, height: 812 }, 5],
    ] as const) {
      const { page, problems, context } = await open(path!, viewport);
      // Parts below the fold keep a placeholder height until they near the viewport: scroll through.
      const height = await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await frame();
        }
        await frame();
        return document.documentElement.scrollHeight;
      });
      expect(height / viewport.height).toBeLessThanOrEqual(most);
      expect(problems).toEqual([]);
      await context.close();
    }

    const { page, context } = await open(path!);
    // Beside the transcript the staff picks fill the right column: neither column ends far above
    // the other (it was 7,000 px before the shelves).
    const ends = await page.evaluate(() =>
      ['.detail-section__main', '.detail-section__aside'].map((selector) => {
        const last = document.querySelector(selector)!.lastElementChild!;
        return last.getBoundingClientRect().bottom;
      }),
    );
    expect(Math.abs(ends[0]! - ends[1]!)).toBeLessThan(400);

    // A shelf scrolls sideways with its buttons.
    const videos = page.getByRole('region', { name: 'Videos' });
    await videos.scrollIntoViewIfNeeded();
    const list = videos.getByRole('list');
    await expect(videos.getByRole('button', { name: 'Scroll left' }).isDisabled()).resolves.toBe(true);
    await videos.getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    await expect.poll(() => videos.getByRole('button', { name: 'Scroll left' }).isDisabled()).toBe(false);
    await context.close();
  });

  it('reaches the presentation in one Tab, and the player answers F and ?', async () => {
    // A deck (the first card may be a video, which has no step counter), named by its slug.
    const home = await (await fetch(server.url)).text();
    const path = home.match(/\/p\/[a-z0-9]{12}\/shipping-less-javascript\//)![0];
    const { page, problems, context } = await open(path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the presentation' });
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const present = page.locator('[data-present]').first();
    await expect.poll(() => present.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    // The player takes the focus once its first step is ready (the counter shows while it loads,
    // and keys pressed before that are not the player's yet).
    const player = page.locator('.podium-player');
    await expect
      .poll(() => player.evaluate((node) => node === document.activeElement), { timeout: 20_000 })
      .toBe(true);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count()).toBe(0);
    await page.locator('.podium-player').focus();
    await page.keyboard.press('f');
    await expect
      .poll(() =>
        page.evaluate(() => document.fullscreenElement?.classList.contains('podium-player') ?? false),
      )
      .toBe(true);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
