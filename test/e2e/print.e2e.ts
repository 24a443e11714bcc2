// Reading and printing in Chromium: the print view rendered to PDF has one page
// per step, each at the slide's shape and showing that step, then the transcript; Ctrl+P on a view
// page prints that view; printed from the menu, the view page drops the site around the talk.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

async function deckPath(slug: string): Promise<string> {
  const home = await (await fetch(server.url)).text();
  return home.match(new RegExp(`/p/[a-z0-9]{12}/${slug}/`))![0];
}

/** Each page's text and size, read back with pdf.js. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: Array<{ text: string; width: number; height: number }> = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const [, , width, height] = page.view as [number, number, number, number];
    pages.push({
      text: content.items.map((item) => (item as TextItem).str).join(' '),
      width,
      height,
    });
  }
  await pdf.destroy();
  return pages;
}

describe('printing in Chromium', () => {
  it('prints one page per step at the slide’s shape, then the transcript', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.goto(`${server.url}${await deckPath('shipping-less-javascript')}print/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const steps = await page.locator('.print-step').count();
    expect(steps).toBeGreaterThan(3);

    const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true });
    const pages = await readPdf(new Uint8Array(pdf));
    for (let i = 0; i < steps; i++) {
      expect(pages[i]!.text, `page ${i + 1}`).toContain(`Step ${i + 1} of ${steps}`);
      expect(pages[i]!.width).toBeGreaterThan(pages[i]!.height); // landscape
    }
    expect(pages[steps]!.text).toContain('Transcript');
    expect(pages.length).toBeGreaterThan(steps);
    expect(pages.slice(steps).some((p) => p.text.includes('Step '))).toBe(false);
    // The still keeps the slide's shape on paper: 16:9 for a deck of topics.
    const still = await page.evaluate(async () => {
      const box = document.querySelector('.print-step__picture')!;
      return { width: box.getBoundingClientRect().width, height: box.getBoundingClientRect().height };
    });
    expect(still.width / still.height).toBeCloseTo(16 / 9, 1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('scales the stills to a phone’s width, with no sideways scroll', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${await deckPath('shipping-less-javascript')}print/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const sizes = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      still: document.querySelector('.print-step__picture')!.getBoundingClientRect().width,
    }));
    expect(sizes.scroll).toBeLessThanOrEqual(375);
    expect(sizes.still).toBeGreaterThan(300);
    expect(sizes.still).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('prints the print view on Ctrl+P from a view page, and drops the chrome when printed from the menu', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // Every frame's print() notes what it would have printed, in the top window.
    await context.addInitScript(() => {
      window.print = () => {
        (window.top as unknown as { __printed?: string }).__printed = window.location.pathname;
      };
    });
    const page = await context.newPage();
    const path = await deckPath('shipping-less-javascript');
    await page.goto(server.url + path);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.keyboard.press('Control+P');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printed?: string }).__printed), {
        timeout: 15_000,
      })
      .toBe(`${path}print/`);
    expect(await page.getByRole('link', { name: 'Print' }).getAttribute('href')).toBe(`${path}print/`);

    await page.emulateMedia({ media: 'print' });
    const shown = await page.evaluate(() => {
      const visible = (selector: string) => {
        const element = document.querySelector(selector);
        return element !== null && getComputedStyle(element).display !== 'none';
      };
      return {
        header: visible('.site-header'),
        toolbar: visible('.viewer-toolbar'),
        shelves: visible('.detail-section__more'),
        transcript: visible('.transcript-block'),
      };
    });
    expect(shown).toEqual({ header: false, toolbar: false, shelves: false, transcript: true });
    await context.close();
  });
});
