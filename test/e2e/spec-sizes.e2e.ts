// The viewer's and the header's sizes from the spec (§2, §9), where the layout had drifted: the
// visitor header at 320 px in the languages with the longest labels, the header search from the
// extra-small breakpoint up, the start screen of short embeds, the phone account menu under a
// banner, and the share modal's 500x300.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn } from './server';

const { server, browser } = setUpE2e();

const LONG_LABELS = ['de', 'es', 'fr', 'pt', 'hu'];

async function viewPath(): Promise<string> {
  const home = await (await fetch(server.url)).text();
  return home.match(/\/p\/[a-z0-9]{12}\/shipping-less-javascript\//)![0];
}

async function openPage(viewport: { width: number; height: number }, path: string, lang = 'en') {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'language', value: lang, url: server.url }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(server.url + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, problems };
}

const box = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  }, selector);

describe('the spec’s sizes', () => {
  it('keeps the visitor header inside a 320 px phone in every language, the globe in reach', async () => {
    const path = await viewPath();
    for (const lang of LONG_LABELS) {
      const { context, page, problems } = await openPage({ width: 320, height: 700 }, path, lang);
      const header = await page.evaluate(() => {
        const bar = document.querySelector('.site-header')!;
        const rights = [...bar.querySelectorAll('.site-header__nav > *')].map(
          (e) => e.getBoundingClientRect().right,
        );
        return {
          scroll: bar.scrollWidth,
          page: document.documentElement.scrollWidth,
          right: Math.max(...rights),
        };
      });
      expect({ lang, ...header }).toEqual({ lang, scroll: 320, page: 320, right: expect.any(Number) });
      expect(header.right).toBeLessThanOrEqual(320);
      // Get started's whole word is inside its button ("Commencer" was cut off).
      const button = page.locator('.site-header__nav .button');
      expect(await button.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      const globe = await box(page, '.site-header__nav > .language-picker');
      expect(globe.right).toBeLessThanOrEqual(320);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('gives the header search at least 140 px from 434 px up', async () => {
    const path = await viewPath();
    for (const lang of ['en', ...LONG_LABELS]) {
      for (const width of [434, 480, 540, 600, 700]) {
        const { context, page } = await openPage({ width, height: 700 }, path, lang);
        const search = await box(page, '.search-bar__input');
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect({ lang, width, scroll, wide: search.width >= 140 }).toEqual({
          lang,
          width,
          scroll: width,
          wide: true,
        });
        await context.close();
      }
    }
  });

  it('keeps the play button of a short embed inside the stage and clear of the title block', async () => {
    const path = await viewPath();
    const oid = path.split('/')[2];
    for (const viewport of [
      { width: 768, height: 236 },
      { width: 320, height: 180 },
      { width: 560, height: 315 },
    ]) {
      const { context, page, problems } = await openPage(viewport, `/p/embed/${oid}/`);
      const stage = await box(page, '.viewer__stage');
      const meta = await box(page, '.viewer-overlay__meta');
      const play = await box(page, '[data-present]');
      const inside = (b: typeof play) =>
        b.left >= stage.left && b.right <= stage.right && b.top >= stage.top && b.bottom <= stage.bottom;
      const apart = play.left >= meta.right - 1 || play.top >= meta.bottom - 1 || play.bottom <= meta.top + 1;
      expect({ ...viewport, play: inside(play), meta: inside(meta), apart }).toEqual({
        ...viewport,
        play: true,
        meta: true,
        apart: true,
      });
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('opens the phone account menu under the header when the banner shows above it', async () => {
    const path = await viewPath();
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await logIn(page, server.url, 'demo', DEMO_PASSWORD);
    await page.goto(server.url + path);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('.account-menu__button').click();
    const menu = page.locator('.account-menu__popup');
    await menu.waitFor();
    const header = await box(page, '.site-header');
    expect(header.top).toBeGreaterThan(0); // the banner is above it
    const popup = await box(page, '.account-menu__popup');
    expect(popup.top).toBeGreaterThanOrEqual(header.bottom - 1);
    expect(popup.left).toBeGreaterThanOrEqual(0);
    expect(popup.right).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('opens a 500x300 share modal', async () => {
    const { context, page, problems } = await openPage({ width: 1440, height: 900 }, await viewPath());
    await page.locator('.viewer-toolbar').getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share presentation' });
    await dialog.waitFor();
    expect(
      await dialog.evaluate((e) => [
        (e as HTMLElement).offsetWidth,
        (e as HTMLElement).offsetHeight,
        e.scrollHeight,
      ]),
    ).toEqual([500, 300, 300]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
