// Site journeys (the view page, the header, languages): search from the header, switch language,
// search on a phone, open the full transcript, make a copy of a template.
import { describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

const hydrated = 'html[data-hydrated="true"]';

describe('site journeys in Chromium', () => {
  it('searches from the header with Enter and lands on highlighted results', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector(hydrated);
    const input = page.getByRole('searchbox', { name: 'Search presentations' }).first();
    await expect(input.getAttribute('placeholder')).resolves.toMatch(/^Search over \d+ presentations\.\.\.$/);
    await input.click();
    await page.getByText('Trending searches').waitFor();
    await input.fill('negotiation salary');
    await input.press('Enter');
    await page.waitForURL(`${server.url}/explore/search/?search=negotiation%20salary`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Results for “negotiation salary”');
    expect(await page.locator('.card__excerpt mark').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('switches language with the picker and remembers it', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector(hydrated);
    const picker = page.getByLabel('Language').first();
    await picker.hover(); // the list fills in as the pointer nears it
    await picker.selectOption('de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await page.waitForSelector(hydrated);
    expect(await page.locator('h1').first().textContent()).not.toBe('Presentations worth watching');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'language')?.value).toBe('de');
    await page.goto(`${server.url}/explore/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });

  it('expands the search on a phone before searching, and collapses it again', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector(hydrated);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('searchbox', { name: 'Search presentations' }).first();
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toBe(`${server.url}/`);
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search');
    await context.close();
  });

  it('opens the full transcript of a long talk', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const html = await (await fetch(`${server.url}/explore/search/?search=typography`)).text();
    const path = html.match(/\/p\/[a-z0-9]{12}\/[a-z0-9-]+\//)![0];
    await page.goto(server.url + path);
    await page.waitForSelector(hydrated);
    const toggle = page.getByRole('button', { name: 'See full transcript' });
    await toggle.waitFor();
    const viewport = page.locator('.transcript-block__viewport');
    const before = (await viewport.boundingBox())!.height;
    await toggle.click();
    await expect.poll(async () => (await viewport.boundingBox())!.height).toBeGreaterThan(before + 100);
    await context.close();
  });

  it('makes a copy of a template after signing up, landing in the editor', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/presentation-template/pitch-deck/`);
    await page.waitForSelector(hydrated);
    await page.getByRole('button', { name: 'Make a copy' }).click();
    await page.waitForURL(/\/signup\/\?next=/);
    await page.getByLabel('Username').fill('copy.cat');
    await page.getByLabel('Email').fill('copy.cat@example.com');
    await page.getByLabel(/^Password/).fill('imitation is flattery');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${server.url}/presentation-template/pitch-deck/`);
    await page.waitForSelector(hydrated);
    await page.getByRole('button', { name: 'Make a copy' }).click();
    await page.waitForURL(/\/p\/edit\/[a-z0-9]{12}\/$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Copy of Pitch deck');
    await context.close();
  });
});
