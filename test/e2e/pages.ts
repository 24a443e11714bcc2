// Browser tests' ways into a page: the demo deck to open, a page opened with its console watched,
// control over what a page downloads, and the player's camera come to rest.
import type { BrowserContext, Page } from 'playwright-core';

/** The path of the first presentation the home page at `serverUrl` links to. */
export async function firstDeckPath(serverUrl: string): Promise<string> {
  const home = await (await fetch(serverUrl)).text();
  return home.match(/\/p\/[a-z0-9]{12}\/[a-z0-9-]+\//)![0];
}

/** Opens `url` once hydrated, with what the console says at error or warning level (`problems`). */
export async function openHydrated(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, problems };
}

/** Holds back the page's requests for `asset` until the returned function lets them go. */
export async function holdBack(page: Page, asset: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(asset, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the player's camera has landed: a flight holds a Web Animation on the world from its
 * start (in the commit that shows the new step) until it arrives, and the frame after arrival
 * redraws the world at its final scale.
 */
export async function landed(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('.podium-player__world')?.getAnimations().length === 0,
    null,
    { polling: 'raf' },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
