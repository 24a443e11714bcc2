// The recording studio in Chromium with a fake camera and microphone: the demo
// user opens the studio on a deck, records about 6 s over three steps (→ twice), stops, trims the
// start by 1 s, types one caption cue and publishes; the new talk's player data has the three
// timeline entries and the caption. A phone-sized run checks the studio fits a 375 px window.
// STUDIO_SHOTS=/dir takes screenshots of the studio while recording and of the review.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoWithCamera, recordedSeconds, setUpCameraBrowser, untilRecorded } from './camera';
import { setUpE2e } from './fixture';

const { server } = setUpE2e();
const shots = process.env.STUDIO_SHOTS;

const camera = setUpCameraBrowser();

async function studioPage(width: number, height: number) {
  const options = { width, height, consoleErrors: true };
  const { context, page, problems } = await demoWithCamera(camera.browser(), server.url, options);
  await page.goto(`${server.url}/dashboard/next/`);
  const oid = /\/p\/([a-z0-9]{12})\/product-roadmap-2027\//.exec(await page.content())![1]!;
  await page.goto(`${server.url}/video/new/?deck=${oid}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('.studio__camera').waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Record', exact: true }).isEnabled()).toBe(true);
  return { page, problems, context };
}

const counter = (page: Page) => page.locator('.podium-player__counter').first();

describe('the recording studio in Chromium with a fake camera', () => {
  it('records over three steps, trims, captions and publishes a video presentation', async () => {
    const { page, problems, context } = await studioPage(1440, 900);
    await expect.poll(() => counter(page).textContent()).toBe('1 / 12');
    const pressed = Date.now();
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await expect.poll(() => page.locator('.studio__countdown-number').textContent()).toBe('3');
    await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    await untilRecorded(page, 2);
    await page.locator('.studio__title').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page).textContent()).toBe('2 / 12');
    await untilRecorded(page, 4);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page).textContent()).toBe('3 / 12');
    if (shots) await page.screenshot({ path: `${shots}/studio-recording-desktop.png` });
    await untilRecorded(page, 6);
    // The elapsed time is recorded time: never more than the time since Record was pressed.
    expect(await recordedSeconds(page)).toBeLessThanOrEqual((Date.now() - pressed) / 1000);
    expect(await page.getByTestId('elapsed').textContent()).toMatch(/^0:\d\d of 1:00:00$/);
    await page.getByRole('button', { name: 'Stop' }).click();

    await page.getByRole('heading', { name: 'Review and publish' }).waitFor();
    await page.getByLabel('Start (seconds)').fill('1');
    await page.getByLabel('Title').fill('Roadmap, recorded in the studio');
    await page
      .getByLabel('Captions (WebVTT, optional)')
      .fill('WEBVTT\n\n00:01.500 --> 00:03.000\nHello from the studio\n');
    expect(await page.locator('.studio-review__problems').count()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/studio-review-desktop.png` });
    await page.getByRole('button', { name: 'Publish' }).click();
    // A failed publish shows why (in the review's alert) instead of timing out without a word.
    await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/video/new/'), { timeout: 20_000 }),
      page
        .locator('.studio__message')
        .waitFor({ timeout: 20_000 })
        .then(async () => expect.fail((await page.locator('.studio__message').textContent()) ?? '')),
    ]);
    await page.waitForURL(
      (url) => /^\/p\/[a-z0-9]{12}\/roadmap-recorded-in-the-studio\/$/.test(url.pathname),
      {
        timeout: 20_000,
      },
    );
    const newOid = new URL(page.url()).pathname.split('/')[2]!;
    const data = (await (await page.request.get(`${server.url}/api/v4/presentation/${newOid}/`)).json()) as {
      recording: { timeline: { atMs: number; step: number }[]; edits: { startMs: number }; captions: string };
    };
    expect(data.recording.timeline.map((entry) => entry.step)).toEqual([0, 1, 2]);
    expect(data.recording.timeline[0]!.atMs).toBe(0);
    expect(data.recording.timeline[1]!.atMs).toBeGreaterThan(1500);
    expect(data.recording.timeline[2]!.atMs).toBeGreaterThan(data.recording.timeline[1]!.atMs + 1500);
    expect(data.recording.edits.startMs).toBe(1000);
    expect(data.recording.captions).toContain('Hello from the studio');
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('fits a phone: recording and the review within 375 px', async () => {
    const { page, problems, context } = await studioPage(375, 812);
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    await untilRecorded(page, 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (shots) await page.screenshot({ path: `${shots}/studio-recording-phone.png` });
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    const beforeResuming = await recordedSeconds(page);
    await page.getByRole('button', { name: 'Resume' }).click();
    await untilRecorded(page, beforeResuming + 1);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('heading', { name: 'Review and publish' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (shots) await page.screenshot({ path: `${shots}/studio-review-phone.png` });
    expect(problems).toEqual([]);
    await context.close();
  }, 40_000);
});
