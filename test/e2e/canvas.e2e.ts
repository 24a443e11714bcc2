// A canvas deck (schema '3') played by an anonymous visitor in Chromium: published by its owner as
// JSON, opened on its view page in a fresh context, presented and walked step by step with the keys.
// Its marks, link, picture and table are real markup, its nested frames show their content when the
// camera reaches them, and its speaker notes reach neither the page nor the player's data
// (decisions 092 and 094). Screenshots of the first and the deepest step are left in /tmp.
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CanvasDocument, CanvasElement, RichText } from '../../src/kernel/document/canvas/model';
import { signUp } from '../helpers/client';
import { setUpE2e } from './fixture';
import { landed, openHydrated } from './pages';

const { server, browser } = setUpE2e();

const NOTE = 'Xyzzy-speaker-only';
const DEEP_TEXT = 'The buoy light flashes every four seconds';
const box = { rotation: 0, z: 0 };
const words = (text: string, size?: number): RichText => ({
  paragraphs: [{ runs: [{ text, ...(size ? { size } : {}) }] }],
});

const elements: CanvasElement[] = [
  {
    kind: 'frame',
    id: 'overview',
    shape: 'rectangle',
    title: 'Overview',
    ...box,
    x: 0,
    y: 0,
    width: 1600,
    height: 900,
  },
  {
    kind: 'text',
    id: 'lead',
    parent: 'overview',
    ...box,
    z: 1,
    x: 100,
    y: 80,
    width: 1400,
    height: 260,
    content: {
      paragraphs: [
        { role: 'title', runs: [{ text: 'Tide tables' }] },
        {
          runs: [
            { text: 'Read the ' },
            { text: 'high water', bold: true },
            { text: ' mark, then check ' },
            { text: 'the almanac', link: 'https://example.org/almanac' },
            { text: '.' },
          ],
        },
      ],
    },
  },
  {
    kind: 'image',
    id: 'chart',
    parent: 'overview',
    ...box,
    z: 2,
    x: 100,
    y: 380,
    width: 700,
    height: 420,
    src: 'media/a-funnel-dropoff.svg',
    alt: 'A funnel of visitors narrowing to customers',
  },
  {
    kind: 'shape',
    id: 'pointer',
    parent: 'overview',
    ...box,
    z: 3,
    shape: 'arrow',
    x: 850,
    y: 520,
    width: 300,
    height: 120,
    stroke: { color: 'theme:accent', width: 8, dash: 'solid' },
  },
  {
    kind: 'frame',
    id: 'harbour',
    parent: 'overview',
    shape: 'circle',
    title: 'Harbour',
    ...box,
    z: 4,
    x: 1200,
    y: 420,
    width: 320,
    height: 180,
  },
  {
    kind: 'text',
    id: 'wall',
    parent: 'harbour',
    ...box,
    x: 1230,
    y: 440,
    width: 200,
    height: 30,
    content: words('Harbour wall', 12),
  },
  {
    kind: 'frame',
    id: 'buoy',
    parent: 'harbour',
    shape: 'rectangle',
    title: 'Buoy',
    ...box,
    z: 1,
    x: 1340,
    y: 520,
    width: 32,
    height: 18,
  },
  {
    kind: 'text',
    id: 'deep',
    parent: 'buoy',
    ...box,
    x: 1342,
    y: 522,
    width: 28,
    height: 14,
    content: words(DEEP_TEXT, 1.6),
  },
  {
    kind: 'frame',
    id: 'tides',
    shape: 'rectangle',
    title: 'Tide times',
    ...box,
    z: 1,
    x: 2000,
    y: 0,
    width: 1600,
    height: 900,
  },
  {
    kind: 'table',
    id: 'times',
    parent: 'tides',
    ...box,
    x: 2200,
    y: 150,
    width: 1200,
    height: 400,
    columns: [0.5, 0.5],
    headerRow: true,
    stroke: { color: 'theme:text', width: 2, dash: 'solid' },
    rows: [
      [{ content: words('Tide', 40) }, { content: words('Time', 40) }],
      [{ content: words('High', 40) }, { content: words('06:12', 40) }],
      [{ content: words('Low', 40) }, { content: words('12:30', 40) }],
    ],
  },
];

const deck: CanvasDocument = {
  version: 3,
  title: 'Harbour tides',
  theme: 'ocean',
  elements,
  path: [
    { id: 's1', frame: 'overview', notes: `${NOTE} one` },
    { id: 's2', frame: 'harbour', notes: `${NOTE} two` },
    { id: 's3', frame: 'buoy', notes: `${NOTE} three` },
    { id: 's4', frame: 'tides', notes: `${NOTE} four` },
    {
      id: 's5',
      view: { x: -100, y: -100, width: 3800, height: 1100, rotation: 0 },
      title: 'Everything',
      notes: `${NOTE} five`,
    },
    { id: 's6', frame: 'overview', title: 'Back to the start', notes: `${NOTE} six` },
  ],
};
const titles = ['Overview', 'Harbour', 'Buoy', 'Tide times', 'Everything', 'Back to the start'];

let viewPath: string;

beforeAll(async () => {
  const owner = await signUp(server.url, 'canvas.owner');
  const response = await owner.request('POST', '/api/v4/presentations/', {
    json: { source: JSON.stringify(deck), privacy: 'public', format: 'json' },
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  viewPath = (body as { path: string }).path;
});

const player = (page: Page) => page.locator('section.podium-player');

/** The step the player shows, as its counter ("3 / 6") and its announcement say, once they agree. */
async function expectStep(page: Page, n: number) {
  await expect.poll(() => player(page).locator('.podium-player__counter').textContent()).toBe(`${n} / 6`);
  await expect.poll(() => player(page).locator('.podium-player__live').textContent()).toBe(titles[n - 1]);
}

/** Opens the view page as a visitor, presses Present and returns the player's data response. */
async function present(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const { page, problems } = await openHydrated(context, server.url + viewPath);
  const data = page.waitForResponse(
    (r: Response) =>
      /\/api\/v4\/presentation\/[a-z0-9]{12}\/(\?|$)/.test(r.url()) && r.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Present' }).first().click();
  const response = await data;
  // Keys reach the player once it has taken the focus from the vanished Present button.
  await expect.poll(() => player(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expect.poll(() => page.locator('.podium-poster').count()).toBe(0);
  await expectStep(page, 1);
  return { context, page, problems, response };
}

/** Whether `text` is on screen, readable (its first line 12 px tall or more) and on top of its box there. */
async function shownOnTop(page: Page, text: string) {
  const element = player(page).getByText(text);
  if ((await element.count()) === 0) return false;
  return element.evaluate((el) => {
    const item = el.closest('.podium-canvas-item')!;
    const line = el.getClientRects()[0];
    if (!line || line.height < 12) return false; // not drawn, or too small to read
    const [x, y] = [line.left + Math.min(line.width / 2, 20), line.top + line.height / 2];
    const inView = x > 0 && y > 0 && x < innerWidth && y < innerHeight;
    return inView && item.contains(document.elementFromPoint(x, y));
  });
}

describe('a canvas deck played by a visitor', () => {
  it('walks the six steps with real markup, nested frames drawn and no speaker notes sent', async () => {
    const { context, page, problems, response } = await present({ width: 1440, height: 900 });
    // The notes are on no surface a visitor meets: the page as served, as hydrated, and the data.
    const served = await (await fetch(server.url + viewPath)).text();
    expect(served).toContain('Tide tables');
    const data = await response.text();
    expect(data).toContain('high water');
    for (const text of [served, await page.content(), data]) expect(text).not.toContain(NOTE);

    const stage = player(page);
    const bold = stage.getByText('high water');
    expect(
      await bold.evaluate(
        (el) => el.closest('strong') !== null || Number(getComputedStyle(el).fontWeight) >= 700,
      ),
      'the bold run',
    ).toBe(true);
    const link = stage.getByRole('link', { name: 'the almanac' });
    expect(await link.getAttribute('href')).toBe('https://example.org/almanac');
    expect((await link.getAttribute('rel')) ?? '').toMatch(/\bnoopener\b/);
    // The picture is there by its text alternative, and loaded.
    const picture = stage.getByRole('img', { name: 'A funnel of visitors narrowing to customers' });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect(await stage.locator('.podium-canvas-item--shape svg').count()).toBeGreaterThan(0);
    await landed(page);
    await page.screenshot({ path: '/tmp/canvas-e2e-desktop-step1.png' });

    for (let n = 2; n <= 6; n++) {
      await page.keyboard.press('ArrowRight');
      await expectStep(page, n);
      if (n === 3) {
        // The deepest frame, zoomed hundreds of times: its text is drawn, readable and on top.
        await landed(page);
        await expect
          .poll(() => shownOnTop(page, DEEP_TEXT), { message: 'the deepest text on top' })
          .toBe(true);
        await page.screenshot({ path: '/tmp/canvas-e2e-desktop-step3.png' });
      }
      if (n === 4) {
        // A real table: its first row is column headers, the rest cells.
        await stage.getByRole('cell', { name: '06:12' }).waitFor();
        expect(await stage.getByRole('columnheader').allTextContents()).toEqual(['Tide', 'Time']);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws the first and the deepest step on a phone', async () => {
    const { context, page, problems } = await present({ width: 375, height: 812 });
    await landed(page);
    await page.screenshot({ path: '/tmp/canvas-e2e-phone-step1.png' });
    for (let n = 2; n <= 3; n++) {
      await page.keyboard.press('ArrowRight');
      await expectStep(page, n);
    }
    await landed(page);
    await expect.poll(() => shownOnTop(page, DEEP_TEXT), { message: 'the deepest text on top' }).toBe(true);
    await page.screenshot({ path: '/tmp/canvas-e2e-phone-step3.png' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
