// Browser tests' ways into a page: the demo deck to open, a page opened with its console watched,
// and control over what a page downloads.
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
