// Browser tests' control of what a page downloads.
import type { Page } from 'playwright-core';

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
