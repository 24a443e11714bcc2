// How the player draws: what Chromium paints while the camera flies between steps,
// read from Chromium's own trace.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';
import { firstDeckPath, landed, openHydrated } from './pages';

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
    await landed(page);
    const events = await traced(page, ['disabled-by-default-blink.invalidation'], async () => {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => step(page)).toBe(3);
      await landed(page);
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

/** Chromium's paint order of the elements within class `inside`, and of the stage's frames. */
async function paintOrders(page: Page, inside: string) {
  const cdp = await page.context().newCDPSession(page);
  const { documents, strings } = await cdp.send('DOMSnapshot.captureSnapshot', {
    computedStyles: [],
    includePaintOrder: true,
  });
  await cdp.detach();
  const { nodes, layout } = documents[0]!;
  const classOf = (node: number) => {
    const attributes = nodes.attributes?.[node] ?? [];
    for (let i = 0; i < attributes.length; i += 2)
      if (strings[attributes[i]!] === 'class') return ` ${strings[attributes[i + 1]!]} `;
    return '';
  };
  const within = (node: number, name: string): boolean => {
    for (let at = node; at >= 0; at = nodes.parentIndex?.[at] ?? -1)
      if (classOf(at).includes(` ${name} `)) return true;
    return false;
  };
  const orders = { inside: [] as number[], frames: [] as number[] };
  layout.nodeIndex.forEach((node, i) => {
    const order = layout.paintOrders?.[i];
    if (order === undefined) return;
    if (classOf(node).includes(' podium-frame ')) {
      if (within(node, 'viewer__stage')) orders.frames.push(order);
    } else if (within(node, inside)) orders.inside.push(order);
  });
  return orders;
}

describe('the view page while presenting', () => {
  it('paints the player after the page around it, and under the header', async () => {
    // Chromium sorts each piece of the page painted after the frames' compositor layers against
    // every one of them, in each frame a flight repaints: the cards under the player cost a PDF
    // deck's flights 300-450 ms at 4x CPU before the stage was painted last (ViewerWidget.css).
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const { page, problems } = await openHydrated(context, server.url + deckPath);
    await page.getByRole('button', { name: 'Present' }).first().click();
    await expect.poll(() => page.locator('.podium-player__counter').isVisible()).toBe(true);
    // The poster (over the stage until the player is ready) has frames of its own.
    await expect.poll(() => page.locator('.podium-poster').count()).toBe(0);
    const orders = await paintOrders(page, 'detail-section');
    expect(orders.frames.length).toBeGreaterThan(1);
    expect(orders.inside.length).toBeGreaterThan(30); // the details and the cards
    expect(Math.max(...orders.inside)).toBeLessThan(Math.min(...orders.frames));
    // The sticky header still covers the stage when the page scrolls under it.
    await page.mouse.wheel(0, 200);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const header = document.querySelector('.site-header')!.getBoundingClientRect();
          const stage = document.querySelector('.viewer__stage')!.getBoundingClientRect();
          const x = stage.left + stage.width / 2;
          const y = header.bottom - 5;
          return stage.top < y && !!document.elementFromPoint(x, y)?.closest('.site-header');
        }),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
