// How a page with a viewer loads: what it does while its style sheet, which holds its
// first frame back, is still on its way.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARSER_BARRIER } from '../../src/ui-kit/common/ParserBarrier';
import { setUpE2e } from './fixture';
import { firstDeckPath, holdBack } from './pages';

const { server, browser } = setUpE2e();
let deckPath: string;

beforeAll(async () => {
  deckPath = await firstDeckPath(server.url);
});

const STYLE_SHEET = /\/assets\/style-[^/]+\.css$/;

/** Where the page's resources came from and when (the page's clock), once it has them all. */
function resources(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      startTime: entry.startTime,
      responseEnd: (entry as PerformanceResourceTiming).responseEnd,
    })),
  );
}

describe('a view page loading in Chromium', () => {
  it('parses the start screen and runs its first script while the style sheet is on its way, and no more', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // Notes on the page's clock when the parser adds what comes after the barrier.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { __podiumParsed: typeof seen }).__podiumParsed = seen;
      new MutationObserver(() => {
        for (const selector of ['.viewer-toolbar', '#page-data'])
          if (!(selector in seen) && document.querySelector(selector)) seen[selector] = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const release = await holdBack(page, STYLE_SHEET);
    await page.goto(server.url + deckPath, { waitUntil: 'commit' });
    // An inline script after the sheet would wait for it, and the parsing of the page with it.
    await page.waitForFunction(
      () => '__podiumEarly' in window && document.querySelector('[data-present]') !== null,
      null,
      { timeout: 10_000 },
    );
    // The parser waits at the end of the stage (ui/common/ParserBarrier.tsx): the first frame lays
    // out the start screen without the page below it.
    expect(await page.evaluate(() => document.querySelector('.viewer__stage + script')?.textContent)).toBe(
      PARSER_BARRIER,
    );
    release();
    await page.locator('.viewer-toolbar').waitFor();
    // Neither the toolbar nor the page's data was parsed before the style sheet had arrived.
    const sheet = (await resources(page)).find((entry) => STYLE_SHEET.test(entry.path));
    expect(sheet).toBeDefined();
    const parsed = await page.evaluate(
      () => (window as unknown as { __podiumParsed: Record<string, number> }).__podiumParsed,
    );
    expect(Object.keys(parsed).sort()).toEqual(['#page-data', '.viewer-toolbar']);
    for (const at of Object.values(parsed)) expect(at).toBeGreaterThanOrEqual(sheet!.responseEnd);
    await page.locator('[data-present]').first().click();
    await page.waitForSelector('.podium-player__counter');
    await context.close();
  });

  it('leaves the network to the style sheet: the page’s chunk is fetched once the first frame is drawn', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const pageChunk = (path: string) => /^\/assets\/ViewPage-[^/]+\.js$/.test(path);
    const release = await holdBack(page, STYLE_SHEET);
    await page.goto(server.url + deckPath, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('[data-present]') !== null, null, {
      timeout: 10_000,
    });
    release();
    await page.waitForSelector('html[data-hydrated="true"]');
    // A preload the parser had found would have been asked for while the sheet was held back, so
    // before the sheet's response ended; the chunk was asked for after it.
    const loaded = await resources(page);
    const sheet = loaded.find((entry) => STYLE_SHEET.test(entry.path));
    expect(sheet).toBeDefined();
    const chunks = loaded.filter((entry) => pageChunk(entry.path));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.startTime).toBeGreaterThanOrEqual(sheet!.responseEnd);
    await context.close();
  });
});
