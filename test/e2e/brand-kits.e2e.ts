// Brand kits in Chromium: a person defines a kit (colours, fonts, a logo) and
// publishes it, applies it to a deck in the editor and chooses to show the logo; on the deck's view
// page a visitor sees the heading in the kit's font and colour, the stage in its background, and
// the kit's logo in the header. Unpublishing takes the deck back to Podium's look.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillKit, lookOf, publishKit, showKitLogo } from './brand';
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

/** What an anonymous visitor sees of the deck on its view page (brand.ts lookOf), with no page errors. */
async function visitorLook(path: string) {
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const { page, problems } = await watchedPage(visitor);
  const look = await lookOf(page, `${server.url}${path}`);
  await visitor.close();
  expect(problems).toEqual([]);
  return look;
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

    const before = await visitorLook(viewPath);
    expect(before.logo).toBe(0);
    expect(before.font).not.toContain('Podium Playfair Display');

    // The kit: colours, fonts and a logo; the preview follows; Publish.
    await page.goto(`${server.url}/brand-kit/`);
    await hydrated(page);
    await fillKit(page, {
      colours: { Primary: '#aa2200', Accent: '#d4145a', Background: '#fdf6e3', Text: '#1b1b1b' },
      headings: 'playfair-display',
      body: 'lora',
    });
    const previewFont = await page
      .locator('.brand-preview__title')
      .evaluate((node) => getComputedStyle(node).fontFamily);
    expect(previewFont).toContain('Podium Playfair Display');
    await publishKit(page);

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
    await showKitLogo(page, server.url, oid);

    const after = await visitorLook(viewPath);
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
    const unpublished = await visitorLook(viewPath);
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
