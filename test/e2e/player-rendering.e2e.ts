// How the player draws (issue #14): what Chromium paints while the camera flies between steps,
// read from Chromium's own trace.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';
import { firstDeckPath, openHydrated } from './pages';

const { server, browser } = setUpE2e();
let deckPath: string;

beforeAll(async () => {
  deckPath = await firstDeckPath(server.url);
});

async function step(page: Page) {
  return Number((await page.locator('.podium-player__counter').textContent())!.split(' / ')[0]);
}

/** The trace events of `categories` that Chromium records while `run` runs. */
async function traced(page: Page, categories: string[], run: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  const events: Record<string, unknown>[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories },
    transferMode: 'ReportEvents',
  });
  await run();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return events;
}

describe('the player in Chromium', () => {
  it('does not paint the stage again in every frame of a flight while the player has the focus', async () => {
    // Chromium invalidates an outline whenever the outlined box's descendants move: as the player's
    // focus ring, it had the whole stage painted and rasterised anew in each frame of a flight.
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const { page, problems } = await openHydrated(context, server.url + deckPath);
    await page.getByRole('button', { name: 'Present' }).first().click();
    const player = page.locator('section.podium-player');
    // Keys reach the player once it has taken focus from the vanished Present button.
    await expect.poll(() => player.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => step(page)).toBe(2);
    // A key was pressed, so the focus ring shows, 3 px inside the stage's edge.
    expect(await player.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    expect(await player.evaluate((el) => getComputedStyle(el, '::after').borderTopWidth)).toBe('3px');
    await page.waitForTimeout(1500); // landed
    const events = await traced(page, ['disabled-by-default-blink.invalidation'], async () => {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => step(page)).toBe(3);
      await page.waitForTimeout(1500);
    });
    const stagePaints = events.filter(
      (e) =>
        e.name === 'InvalidateDisplayItemClient' &&
        JSON.stringify(e.args).includes("SECTION class='podium-player'"),
    );
    expect(events.length).toBeGreaterThan(0); // the trace did record invalidations
    expect(stagePaints.length).toBeLessThanOrEqual(3); // the step's change, not one a frame
    expect(problems).toEqual([]);
    await context.close();
  });
});
