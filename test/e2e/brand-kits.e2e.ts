// Brand kits in Chromium (issue #19 item 3): a person defines a kit (colours, fonts, a logo) and
// publishes it, applies it to a deck in the editor and chooses to show the logo; on the deck's view
// page a visitor sees the heading in the kit's font and colour, the stage in its background, and
// the kit's logo in the header. Unpublishing takes the deck back to Podium's look.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePng } from '../helpers/pdf';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[34]/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return { page, problems };
}

/** What a visitor sees on the view page once the deck plays: the header logo and the heading's look. */
async function lookOf(path: string) {
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const { page, problems } = await watchedPage(visitor);
  await page.goto(`${server.url}${path}`);
  await hydrated(page);
  const logo = await page.locator('.site-header__brand-logo').count();
  await page.locator('[data-present]').first().click();
  const title = page.locator('.podium-frame__title').first();
  await title.waitFor({ timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  const look = await title.evaluate((node) => {
    const style = getComputedStyle(node);
    const stage = getComputedStyle(node.closest('.podium-player')!);
    return { font: style.fontFamily, color: style.color, background: stage.backgroundColor };
  });
  const playfairLoaded = await page.evaluate(() => document.fonts.check('32px "Podium Playfair Display"'));
  await visitor.close();
  expect(problems).toEqual([]);
  return { logo, ...look, playfairLoaded };
}

describe('brand kits in Chromium', () => {
  it('defines, publishes and applies a kit, restyling the deck’s view page, and unpublishes it', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, problems } = await watchedPage(context);
    const name = `brand${Date.now().toString(36)}`;
    await page.goto(`${server.url}/signup/`);
    await page.getByLabel('First name').fill('Bea');
    await page.getByLabel('Last name').fill('Rand');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(`${name}@example.com`);
    await page.getByLabel(/^Password/).fill('colours and typefaces');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${server.url}/dashboard/next/`);
    await hydrated(page);

    await page.getByLabel('Markdown or JSON').fill('# Harbour Lights\n\n## Beacons\n\nSteady and bright.\n');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL(/\/p\/[a-z0-9]{12}\/harbour-lights\/$/);
    const viewPath = new URL(page.url()).pathname;
    const oid = viewPath.split('/')[2]!;

    const before = await lookOf(viewPath);
    expect(before.logo).toBe(0);
    expect(before.font).not.toContain('Podium Playfair Display');

    // The kit: colours, fonts and a logo; the preview follows; Publish.
    await page.goto(`${server.url}/brand-kit/`);
    await hydrated(page);
    const colours = { Primary: '#aa2200', Accent: '#d4145a', Background: '#fdf6e3', Text: '#1b1b1b' };
    for (const [label, value] of Object.entries(colours))
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    await page.getByRole('combobox', { name: 'Headings' }).selectOption('playfair-display');
    await page.getByRole('combobox', { name: 'Body text' }).selectOption('lora');
    await page.getByLabel('Upload logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(makePng(160, 48)),
    });
    await page.locator('.brand-preview__logo').waitFor();
    const previewFont = await page
      .locator('.brand-preview__title')
      .evaluate((node) => getComputedStyle(node).fontFamily);
    expect(previewFont).toContain('Podium Playfair Display');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published: decks in the brand theme now use this kit.').waitFor();

    // Apply it in the editor and save.
    await page.goto(`${server.url}/p/edit/${oid}/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Apply brand kit' }).click();
    expect(await page.locator('textarea').first().inputValue()).toContain('theme: brand');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText(/^Saved /)
      .first()
      .waitFor();

    // Show the kit's logo on the view page.
    await page.goto(`${server.url}/dashboard/next/${oid}/`);
    await hydrated(page);
    await page
      .getByLabel("Show the brand kit's logo instead of Podium's on this presentation's page and embed")
      .check();
    await page.getByText('Saved.').first().waitFor();

    const after = await lookOf(viewPath);
    expect(after.logo).toBe(1);
    expect(after.font).toContain('Podium Playfair Display');
    expect(after.playfairLoaded).toBe(true);
    expect(after.background).toBe('rgb(253, 246, 227)');
    expect(after.color).not.toBe(before.color);
    expect(['rgb(27, 27, 27)', 'rgb(212, 20, 90)']).toContain(after.color);

    // Unpublish: the deck is back to Podium's look, without the logo.
    await page.goto(`${server.url}/brand-kit/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByText("Unpublished: decks are back to Podium's look.").waitFor();
    const unpublished = await lookOf(viewPath);
    expect(unpublished).toMatchObject({
      logo: 0,
      font: before.font,
      color: before.color,
      background: before.background,
    });

    expect(problems).toEqual([]);
    await context.close();
  });
});
