// The viewer as a person uses it: play a deck to the end with the keyboard
// and by swiping, like and unlike across reloads, a failing like, the embed modal, the share
// popups, the report tab, and the embed page inside another site's iframe.
import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';
import { firstDeckPath, holdBack, openHydrated } from './pages';
import { DEMO_PASSWORD } from './server';

const { server, browser } = setUpE2e();
let deckPath: string;

beforeAll(async () => {
  deckPath = await firstDeckPath(server.url);
});

/** Another site on this machine (another origin), serving whatever page `html()` gives at /. */
async function hostSite(html: () => string): Promise<{ url: string; close: () => Promise<unknown> }> {
  const host: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html());
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', () => resolve()));
  const address = host.address();
  return {
    url: `http://localhost:${typeof address === 'object' && address ? address.port : 0}/`,
    close: () => new Promise((resolve) => host.close(resolve)),
  };
}

async function stepCounter(page: Page) {
  return (await page.locator('.podium-player__counter').textContent())!.split(' / ').map(Number);
}

async function logIn(context: BrowserContext) {
  const { page } = await openHydrated(context, `${server.url}/login/?next=%2F`);
  await page.getByLabel('Username or email').fill('demo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${server.url}/`);
  await page.close();
}

describe('the viewer in Chromium', () => {
  it('plays a deck to the restart screen with the keyboard on a desktop', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const { page, problems } = await openHydrated(context, server.url + deckPath);
    await page.getByRole('button', { name: 'Present' }).first().click();
    await page.waitForSelector('.podium-player__counter');
    const [, total] = await stepCounter(page);
    expect(total).toBeGreaterThan(3);
    await expect
      .poll(() => page.locator('.viewer__player').evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await stepCounter(page))[0]).toBe(2);
    await page.keyboard.press('End');
    await expect.poll(async () => (await stepCounter(page))[0]).toBe(total);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Restart' }).waitFor();
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(async () => (await stepCounter(page))[0]).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a press on Present made before the page is live, and plays once it is', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    // The view page's chunk waits until the test lets it go: the start screen is there, React is not.
    const release = await holdBack(page, /\/assets\/ViewPage-[^/]+\.js$/);
    const documents: string[] = [];
    page.on(
      'request',
      (r) => /\/api\/v4\/presentation\/[a-z0-9]+\/$/.test(r.url()) && documents.push(r.url()),
    );
    await page.goto(server.url + deckPath, { waitUntil: 'commit' });
    // The entry script has run (it listens from then on; module scripts run before DOMContentLoaded).
    await page.waitForFunction(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
          ?.domContentLoadedEventStart,
    );
    await page.locator('[data-present]').first().click();
    await page.waitForSelector('html[data-present-pressed]');
    await expect.poll(() => documents.length).toBe(1); // downloading already, before hydration
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    release();
    await page.waitForSelector('.podium-player__counter');
    await page.waitForSelector('.viewer-overlay', { state: 'detached' });
    expect(documents).toEqual([documents[0]]);
    expect(await page.locator('html').getAttribute('data-present-pressed')).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts the downloads on a press made before any module has run, and downloads once', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    // The entry waits until the test lets it go: only the page's first (inline) script runs.
    const release = await holdBack(page, /\/assets\/entry-client-[^/]+\.js$/);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(server.url + deckPath, { waitUntil: 'commit' });
    await page.locator('[data-present]').first().click();
    await page.waitForSelector('html[data-present-pressed]');
    const documents = () => requested.filter((path) => /^\/api\/v4\/presentation\/[a-z0-9]+\/$/.test(path));
    await expect.poll(() => documents().length).toBe(1);
    // The first step shows at once, under the server's loading ring at 0 %.
    expect(await page.locator('.podium-poster .circular-progress__percent').textContent()).toBe('0%');
    // The chunks follow in the task after the poster's frame.
    await expect.poll(() => requested.some((path) => path.includes('/present-viewer-'))).toBe(true);
    release();
    await page.waitForSelector('.podium-player__counter');
    await page.waitForSelector('.viewer-overlay', { state: 'detached' });
    expect(documents()).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the first step on Present while the player loads, and plays the keys pressed meanwhile', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, problems } = await openHydrated(context, server.url + deckPath);
    const release = await holdBack(page, /\/assets\/present-viewer-[^/]+\.js$/);
    await page.locator('[data-present]').first().click();
    // The page's own drawing of the first step, over the stage, with the player's counter.
    const poster = page.locator('.podium-poster');
    await poster.waitFor();
    const [first, total] = await stepCounter(page);
    expect(first).toBe(1);
    expect(total).toBeGreaterThan(3);
    const stage = (await page.locator('.viewer__stage').boundingBox())!;
    expect(await poster.boundingBox()).toEqual(stage);
    expect(await poster.locator('[aria-current="step"]').count()).toBe(1);
    // The loading ring over it (spec §2) counts the download: the document is in, the player not yet.
    const ring = poster.locator('.circular-progress');
    await expect.poll(() => ring.locator('.circular-progress__percent').textContent()).toBe('30%');
    expect(await ring.locator('.circular-progress__label').textContent()).toBe('Loading');
    const ringBox = (await ring.boundingBox())!;
    expect(ringBox.width).toBe(168);
    expect(ringBox.x + ringBox.width / 2).toBeCloseTo(stage.x + stage.width / 2, 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('.podium-player').count()).toBe(1); // the player is still on its way
    release();
    await poster.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stepCounter(page))[0]).toBe(3);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await stepCounter(page))[0]).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('advances by swiping on a phone', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    const { page, problems } = await openHydrated(context, server.url + deckPath);
    await page.getByRole('button', { name: 'Present' }).first().click();
    await page.waitForSelector('.podium-player__counter');
    const box = (await page.locator('.viewer__player').boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: box.x + box.width * 0.8, y }],
    });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: box.x + box.width * 0.5, y }],
    });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: box.x + box.width * 0.2, y }],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await stepCounter(page))[0]).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('likes and unlikes across reloads, and reverts a like the server refuses', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await logIn(context);
    const { page, problems } = await openHydrated(context, server.url + deckPath);
    const like = page.locator('.viewer-toolbar button.like-button');
    const count = async () => Number(await like.getAttribute('data-count'));
    const startLiked = (await like.getAttribute('aria-pressed')) === 'true';
    const startCount = await count();
    // The button turns at once; the page reloads once the server has answered (a reload in
    // between would cancel the call, in any browser).
    const answered = () => page.waitForResponse((response) => response.url().includes('/like/'));
    await Promise.all([answered(), like.click()]);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(String(!startLiked));
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(String(!startLiked));
    expect(await count()).toBe(startCount + (startLiked ? -1 : 1));
    await Promise.all([answered(), like.click()]);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await like.getAttribute('aria-pressed')).toBe(String(startLiked));
    expect(await count()).toBe(startCount);

    await page.route('**/like/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await like.click();
    await expect.poll(() => like.getAttribute('class')).toContain('like-button--error');
    expect(await like.getAttribute('aria-pressed')).toBe(String(startLiked));
    expect(await count()).toBe(startCount);
    expect(problems.filter((p) => !p.includes('500'))).toEqual([]);
    await context.close();
  });

  it('keeps the embed code at 16:9 with digits only', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page } = await openHydrated(context, server.url + deckPath);
    await page.getByRole('button', { name: 'Embed presentation' }).click();
    const width = page.getByLabel('Width (in pixels)');
    const height = page.getByLabel('Height');
    const code = page.getByLabel('Code');
    expect(await width.inputValue()).toBe('560');
    expect(await height.inputValue()).toBe('315');
    await height.fill('720');
    expect(await width.inputValue()).toBe('1280');
    expect(await code.inputValue()).toContain('width="1280" height="720"');
    await width.fill('');
    expect(await height.inputValue()).toBe('');
    await width.pressSequentially('12a34x5');
    expect(await width.inputValue()).toBe('1234');
    expect(await height.inputValue()).toBe('694');
    // A height whose width would need 5 digits: both stop at the largest 16:9 size that fits.
    await height.fill('');
    await height.pressSequentially('99999');
    expect(await height.inputValue()).toBe('5624');
    expect(await width.inputValue()).toBe('9998');
    expect(await code.inputValue()).toContain('width="9998" height="5624"');
    await page.getByText('The largest size is 9998 × 5624 pixels.').waitFor();
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('gives embed codes, fixed or responsive, that frame the titled presentation at 16:9 on another site', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, problems } = await openHydrated(context, server.url + deckPath);
    const title = (await page.locator('h1').first().textContent())!.trim();
    await page.getByRole('button', { name: 'Embed presentation' }).click();
    await page.getByLabel('Height').fill('450');
    const fixed = await page.getByLabel('Code').inputValue();
    await page.getByRole('radio', { name: 'Responsive' }).check();
    expect(await page.getByLabel('Height').count()).toBe(0);
    const responsive = await page.getByLabel('Code').inputValue();
    expect(problems).toEqual([]);

    // A blog pastes each code into a column 640 px wide, then 320 px wide.
    let body = '';
    const blog = await hostSite(() => `<!doctype html><title>Blog</title>${body}`);
    const frameBox = async (code: string, column: number) => {
      body = `<body style="margin:0"><div style="width:${column}px">${code}</div></body>`;
      await page.goto(blog.url);
      const frame = page.locator('iframe');
      expect(await frame.getAttribute('title')).toBe(title);
      await page.frameLocator('iframe').locator('html[data-hydrated="true"]').waitFor();
      const box = (await frame.boundingBox())!;
      return [Math.round(box.width), Math.round(box.height)];
    };
    expect(await frameBox(fixed, 640)).toEqual([800, 450]);
    expect(await frameBox(responsive, 640)).toEqual([640, 360]);
    expect(await frameBox(responsive, 320)).toEqual([320, 180]);
    await context.close();
    await blog.close();
  });

  it('shows the four networks on one row of the share dialog on phones down to 320 px', async () => {
    for (const width of [320, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 700 } });
      // A phone without a share sheet opens the dialog.
      await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
      const { page, problems } = await openHydrated(context, server.url + deckPath);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Share presentation' });
      await dialog.waitFor();
      const layout = await dialog.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const buttons = [...element.querySelectorAll<HTMLElement>('ul button')];
        return {
          buttons: buttons.length,
          rows: new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size,
          inside: buttons.every((b) => {
            const r = b.getBoundingClientRect();
            return r.left >= box.left && r.right <= box.right;
          }),
          overflowing: [element, ...buttons]
            .filter((e) => e.scrollWidth > e.clientWidth)
            .map((e) => e.textContent?.slice(0, 20)),
        };
      });
      expect(layout, `${width}px`).toEqual({ buttons: 4, rows: 1, inside: true, overflowing: [] });
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('opens share popups to the networks and the report form in a new tab', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __opened: unknown[] }).__opened = calls;
      const original = window.open.bind(window);
      window.open = ((url?: string | URL, target?: string, features?: string) => {
        calls.push([String(url), target, features]);
        return String(url).includes('/contact/abuse/') ? original(url, target, features) : null;
      }) as typeof window.open;
    });
    const { page } = await openHydrated(context, server.url + deckPath);
    await page.getByRole('button', { name: 'Share' }).click();
    // The dialog's code loads when it is first opened.
    await page.getByRole('dialog', { name: 'Share presentation' }).waitFor();
    const marks = page.locator('.share-modal__network svg');
    expect(await marks.count()).toBe(4);
    await page.getByRole('button', { name: /LinkedIn/ }).click();
    await page.getByRole('button', { name: /Facebook/ }).click();
    await page.getByRole('button', { name: 'Share on X (Twitter)' }).click();
    const opened = (await page.evaluate(
      () => (window as unknown as { __opened: [string, string, string][] }).__opened,
    )) as [string, string, string][];
    const url = encodeURIComponent(`${server.url}${deckPath}`);
    expect(opened[0]![0]).toContain(`https://www.linkedin.com/shareArticle?mini=true&url=${url}`);
    expect(opened[0]![2]).toContain('width=1300,height=570');
    expect(opened[1]![0]).toContain(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(opened[1]![2]).toContain('width=520,height=570');
    // Every network gets the title; the page's tags ("#web-performance") reach them as hashtags
    // of word characters ("webPerformance"): all of them to X and LinkedIn, the first to Facebook.
    const title = (await page.locator('h1').first().textContent())!.trim();
    const [linkedIn, facebook, x] = opened.map(([address]) => new URL(address).searchParams);
    expect(linkedIn!.get('title')).toBe(title);
    expect(facebook!.get('quote')).toBe(title);
    expect(x!.get('text')).toBe(title);
    const tags = await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    const hashtags = tags.map((tag) => tag.slice(1).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()));
    expect(x!.get('hashtags')).toBe(hashtags.join(','));
    expect(linkedIn!.get('summary')).toBe(hashtags.map((tag) => `#${tag}`).join(' '));
    expect(facebook!.get('hashtag')).toBe(`#${hashtags[0]}`);
    await page.keyboard.press('Escape');

    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Report' }).click(),
    ]);
    await report.waitForLoadState();
    expect(report.url()).toBe(`${server.url}/contact/abuse/${deckPath.split('/')[2]}/`);
    await context.close();
  });

  it('plays inside an iframe on another site, without taking its keys until clicked', async () => {
    const oid = deckPath.split('/')[2];
    const host = await hostSite(
      () =>
        `<!doctype html><title>Blog</title><input id="comment"><iframe id="embed" src="${server.url}/p/embed/${oid}/" width="800" height="450" allow="autoplay; fullscreen"></iframe>`,
    );
    const context = await browser.newContext({
      viewport: { width: 1000, height: 700 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(host.url);
    const frame = page.frameLocator('#embed');
    await frame.locator('html[data-hydrated="true"]').waitFor();
    await page.locator('#comment').click();
    await page.keyboard.type('nice');
    expect(await page.locator('#comment').inputValue()).toBe('nice');
    await frame.getByRole('button', { name: 'Present' }).first().click();
    await frame.locator('.podium-player__counter').waitFor();
    // Keys reach the player once it has taken focus from the vanished play button.
    await expect
      .poll(() => frame.locator('.viewer__player').evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => frame.locator('.podium-player__counter').textContent()).toMatch(/^2 \//);
    await context.close();
    await host.close();
  });
});
