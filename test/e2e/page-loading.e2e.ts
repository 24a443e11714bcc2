// How a page with a viewer loads: what it does while its style sheet, which holds its
// first frame back, is still on its way.
import { beforeAll, describe, expect, it } from 'vitest';
import { PARSER_BARRIER } from '../../src/ui/common/ParserBarrier';
import { setUpE2e } from './fixture';
import { firstDeckPath, holdBack } from './pages';

const { server, browser } = setUpE2e();
let deckPath: string;

beforeAll(async () => {
  deckPath = await firstDeckPath(server.url);
});

const STYLE_SHEET = /\/assets\/style-[^/]+\.css$/;

describe('a view page loading in Chromium', () => {
  it('parses the start screen and runs its first script while the style sheet is on its way, and no more', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
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
    await page.waitForTimeout(300);
    expect(await page.locator('.viewer-toolbar, #page-data').count()).toBe(0);
    expect(await page.evaluate(() => document.querySelector('.viewer__stage + script')?.textContent)).toBe(
      PARSER_BARRIER,
    );
    release();
    await page.locator('.viewer-toolbar').waitFor();
    await page.locator('[data-present]').first().click();
    await page.waitForSelector('.podium-player__counter');
    await context.close();
  });

  it('leaves the network to the style sheet: the page’s chunk is fetched once the first frame is drawn', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const pageChunk = (path: string) => /^\/assets\/ViewPage-[^/]+\.js$/.test(path);
    const release = await holdBack(page, STYLE_SHEET);
    await page.goto(server.url + deckPath, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('[data-present]') !== null, null, {
      timeout: 10_000,
    });
    await page.waitForTimeout(500); // a preload the parser found would have been asked for by now
    expect(requested.some((path) => STYLE_SHEET.test(path))).toBe(true);
    expect(requested.filter(pageChunk)).toEqual([]);
    release();
    await expect.poll(() => requested.filter(pageChunk).length).toBe(1);
    await page.waitForSelector('html[data-hydrated="true"]');
    await context.close();
  });
});
