// Brand kit steps the browser tests share: define a kit on its page and publish it,
// apply it to a deck in the editor, show its logo, and read what a viewer sees of a deck.
import type { Page } from 'playwright-core';
import { makePng } from '../helpers/pdf';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

export interface KitChoices {
  colours: { Primary: string; Accent: string; Background: string; Text: string };
  headings: string;
  body: string;
}

/** On a kit page already open: fills the colours and fonts, uploads a logo, waits for the preview. */
export async function fillKit(page: Page, kit: KitChoices) {
  for (const [label, value] of Object.entries(kit.colours))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('combobox', { name: 'Headings' }).selectOption(kit.headings);
  await page.getByRole('combobox', { name: 'Body text' }).selectOption(kit.body);
  await page.getByLabel('Upload logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(makePng(160, 48)),
  });
  await page.locator('.brand-preview__logo').waitFor();
}

export async function publishKit(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Published: decks in the brand theme now use this kit.').waitFor();
}

/** Apply brand kit in the deck's editor, and save. */
export async function applyKit(page: Page, origin: string, oid: string) {
  await page.goto(`${origin}/p/edit/${oid}/`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Apply brand kit' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByText(/^Saved /)
    .first()
    .waitFor();
}

/** Show brand logo in the deck's settings; the box answers once the server has. */
export async function showKitLogo(page: Page, origin: string, oid: string) {
  await page.goto(`${origin}/dashboard/next/${oid}/`);
  await hydrated(page);
  await page
    .getByLabel("Show the brand kit's logo instead of Podium's on this presentation's page and embed")
    .check();
  await page.getByText('Saved.').first().waitFor();
}

/** What `page` sees of a deck once it plays: the header logo, the first heading's look, the stage. */
export async function lookOf(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  const logo = await page.locator('.site-header__brand-logo').count();
  await page.locator('[data-present]').first().click();
  // The player's own frame (the first step's poster, shown while it loads, is drawn the same way).
  const title = page.locator('.viewer__player .podium-frame__title').first();
  await title.waitFor({ timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  const look = await title.evaluate((node) => {
    const style = getComputedStyle(node);
    const stage = getComputedStyle(node.closest('.podium-player')!);
    return { font: style.fontFamily, color: style.color, background: stage.backgroundColor };
  });
  const playfairLoaded = await page.evaluate(() => document.fonts.check('32px "Podium Playfair Display"'));
  return { logo, ...look, playfairLoaded };
}
