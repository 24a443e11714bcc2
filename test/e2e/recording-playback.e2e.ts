// Synced playback of a recorded video presentation in Chromium: the seeded WebM
// published over a demo deck with three steps and one cut, watched anonymously. The deck's step
// counter follows the video as it plays, the video never plays inside the cut, a chapter seeks the
// video and the deck jumps with it, and the program stops at the edit's end.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';
import { publishSeededRecording, sampleVideoTime, videoSamples } from './recordings';
import { DEMO_PASSWORD, logIn } from './server';

const { server, browser } = setUpE2e();

// Source time: step 1 from 4 s, step 2 from 9 s; 6–8 s cut; the program ends at 14 s (so its
// chapters start at 0, 4 and 7 s of program time, and it lasts 12 s).
const CUT = { fromMs: 6000, toMs: 8000 };
const END_MS = 14000;
/** currentTime is sampled on animation frames, as the player checks it: one frame may show it just inside. */
const FRAME_SLACK_S = 0.1;

const publishRecording = (owner: Page, token: string) =>
  publishSeededRecording(server, owner, token, {
    title: 'Recorded over the deck',
    timeline: [
      { atMs: 0, step: 0 },
      { atMs: 4000, step: 1 },
      { atMs: 9000, step: 2 },
    ],
    edits: { startMs: 0, endMs: END_MS, cuts: [CUT] },
    captions: 'WEBVTT\n\n00:00:00.500 --> 00:00:03.500\nWelcome to the recorded talk.\n',
    coverMs: 2000,
  });

const videoTime = (page: Page) =>
  page.locator('.podium-recording video').evaluate((v: HTMLVideoElement) => v.currentTime);
const counter = (page: Page) => page.locator('.podium-recording__deck .podium-player__counter').textContent();

describe('recording playback in Chromium', () => {
  it('plays the presenter beside the deck, the deck following the video, over the cut, by chapter', async () => {
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await logIn(owner, server.url, 'demo', DEMO_PASSWORD);
    const token = (await ownerContext.cookies()).find((c) => c.name === 'csrftoken')!.value;
    const viewPath = await publishRecording(owner, token);
    await ownerContext.close();

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${server.url}${viewPath}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('button', { name: 'Present' }).first().click();
      await page.locator('.podium-recording').waitFor();
      // Every animation frame while playing, where the video is (as the player sees it).
      await sampleVideoTime(page, '.podium-recording video');
      await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
      const first = (await counter(page))!;
      expect(first).toMatch(/^1 \/ \d+$/);
      const total = first.split(' / ')[1];
      // The deck follows: step 2 from 4 s, step 3 once past the cut (program 7 s, source 9 s).
      await expect.poll(() => counter(page), { timeout: 10_000 }).toBe(`2 / ${total}`);
      await expect.poll(() => counter(page), { timeout: 12_000 }).toBe(`3 / ${total}`);
      expect(await videoTime(page)).toBeGreaterThanOrEqual(CUT.toMs / 1000);
      const samples = await videoSamples(page);
      expect(samples.some((s) => s < CUT.fromMs / 1000)).toBe(true);
      expect(samples.some((s) => s > CUT.toMs / 1000)).toBe(true);
      const insideCut = samples.filter(
        (s) => s > CUT.fromMs / 1000 + FRAME_SLACK_S && s < CUT.toMs / 1000 - FRAME_SLACK_S,
      );
      expect(insideCut).toEqual([]);
      if (process.env.PODIUM_SHOTS)
        await page.screenshot({ path: `${process.env.PODIUM_SHOTS}/playback-${viewport.width}.png` });

      // A chapter seeks the video and the deck jumps with it.
      if (viewport.width < 720) await page.getByRole('button', { name: 'Chapters' }).click();
      const chapters = page.getByRole('navigation', { name: 'Chapters' }).getByRole('button');
      expect(await chapters.count()).toBe(3);
      await chapters.nth(1).click();
      await expect.poll(() => counter(page)).toBe(`2 / ${total}`);
      const afterSeek = await videoTime(page);
      expect(afterSeek).toBeGreaterThanOrEqual(4);
      expect(afterSeek).toBeLessThan(5);
      // The program stops at the edit's end (the host then offers to play it again).
      await expect
        .poll(() => page.locator('.podium-recording video').evaluate((v: HTMLVideoElement) => v.paused), {
          timeout: 15_000,
        })
        .toBe(true);
      const stopped = await videoTime(page);
      expect(stopped).toBeGreaterThanOrEqual(END_MS / 1000 - 0.3);
      expect(stopped).toBeLessThan(END_MS / 1000 + 0.5);
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
