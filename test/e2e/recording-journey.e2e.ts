// The recorded-video journeys in Chromium.
// 1. Recording and watching, with a fake camera and microphone: the demo user opens the studio on a
//    deck, records about 10 s over three steps (→ twice while recording), stops, trims the start,
//    adds a caption and publishes; then a fresh anonymous visitor opens the view page and plays it:
//    the deck follows the video (its step changes as the video passes the timeline's times) and
//    seeking the video moves the deck.
// 2. The editor: the owner opens a published recording's editor from its view page, cuts a middle
//    segment marked on the video, takes the cover from a frame, edits a caption and saves; an
//    anonymous visitor's playback jumps the cut.
// PODIUM_SHOTS=/dir takes screenshots of the editor at 1440×900 and 375×812.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/features/decks/contracts';
import { demoWithCamera, recordedSeconds, setUpCameraBrowser, untilRecorded } from './camera';
import { setUpE2e } from './fixture';
import { publishSeededRecording, sampleVideoTime, videoSamples } from './recordings';
import { DEMO_PASSWORD, logIn } from './server';

const { server, browser: plainBrowser } = setUpE2e();
const shots = process.env.PODIUM_SHOTS;

const camera = setUpCameraBrowser();

const PLAYER_VIDEO = '.podium-recording video';
const videoTime = (page: Page) => page.locator(PLAYER_VIDEO).evaluate((v: HTMLVideoElement) => v.currentTime);
const deckCounter = (page: Page) =>
  page.locator('.podium-recording__deck .podium-player__counter').textContent();
const seekPlayer = (page: Page, seconds: number) =>
  page.locator(PLAYER_VIDEO).evaluate((v: HTMLVideoElement, s) => {
    v.currentTime = s;
  }, seconds);

/** An anonymous visitor's view page of `viewPath`, the recording playing. */
async function playAnonymously(browser: Pick<Browser, 'newContext'>, viewPath: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}${viewPath}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('button', { name: 'Present' }).first().click();
  await page.locator('.podium-recording').waitFor();
  await sampleVideoTime(page, PLAYER_VIDEO);
  return { page, context, problems };
}

const playerData = async (page: Page, viewPath: string) => {
  const oid = viewPath.split('/')[2]!;
  return (await (await page.request.get(`${server.url}/api/v4/presentation/${oid}/`)).json()) as PlayerData;
};

describe('recorded videos in Chromium', () => {
  it('records 10 s over three steps, trims, captions, publishes; anonymous playback moves the deck with the video', async () => {
    const demo = await demoWithCamera(camera.browser(), server.url);
    const { context: ownerContext, page: owner, problems } = demo;
    await owner.goto(`${server.url}/dashboard/next/`);
    const deckOid = /\/p\/([a-z0-9]{12})\/product-roadmap-2027\//.exec(await owner.content())![1]!;
    await owner.goto(`${server.url}/video/new/?deck=${deckOid}`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    await owner.locator('.studio__camera').waitFor();
    const record = owner.getByRole('button', { name: 'Record', exact: true });
    await expect.poll(() => record.isEnabled()).toBe(true);
    const pressed = Date.now();
    await record.click();
    await owner.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    const studioCounter = owner.locator('.podium-player__counter').first();
    await untilRecorded(owner, 3);
    await owner.locator('.studio__title').click();
    await owner.keyboard.press('ArrowRight');
    await expect.poll(() => studioCounter.textContent()).toBe('2 / 12');
    await untilRecorded(owner, 7);
    await owner.keyboard.press('ArrowRight');
    await expect.poll(() => studioCounter.textContent()).toBe('3 / 12');
    await untilRecorded(owner, 10);
    // The elapsed time is recorded time: never more than the time since Record was pressed.
    expect(await recordedSeconds(owner)).toBeLessThanOrEqual((Date.now() - pressed) / 1000);
    expect(await owner.getByTestId('elapsed').textContent()).toMatch(/^0:\d\d of 1:00:00$/);
    await owner.getByRole('button', { name: 'Stop' }).click();

    await owner.getByRole('heading', { name: 'Review and publish' }).waitFor();
    await owner.getByLabel('Start (seconds)').fill('1');
    await owner.getByLabel('Title').fill('Roadmap journey');
    await owner
      .getByLabel('Captions (WebVTT, optional)')
      .fill('WEBVTT\n\n00:01.500 --> 00:03.000\nHello from the journey\n');
    await owner.getByRole('button', { name: 'Publish' }).click();
    await owner.waitForURL((url) => /^\/p\/[a-z0-9]{12}\/roadmap-journey\/$/.test(url.pathname), {
      timeout: 30_000,
    });
    const viewPath = new URL(owner.url()).pathname;
    expect(problems).toEqual([]);
    await ownerContext.close();

    const { page, context, problems: viewing } = await playAnonymously(plainBrowser, viewPath);
    const { recording } = await playerData(page, viewPath);
    expect(recording!.timeline.map((entry) => entry.step)).toEqual([0, 1, 2]);
    expect(recording!.edits.startMs).toBe(1000);
    expect(recording!.captions).toContain('Hello from the journey');
    const [, second, third] = recording!.timeline.map((entry) => entry.atMs / 1000);
    expect(await page.locator('.podium-recording').textContent()).not.toContain('Error');
    // Playing: the deck shows step 1, then step 2 once the video passes the second entry, then 3.
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(1.2);
    expect(await deckCounter(page)).toMatch(/^1 \/ 12$/);
    await expect.poll(() => deckCounter(page), { timeout: 10_000 }).toBe('2 / 12');
    expect(await videoTime(page)).toBeGreaterThanOrEqual(second! - 0.3);
    await expect.poll(() => deckCounter(page), { timeout: 10_000 }).toBe('3 / 12');
    expect(await videoTime(page)).toBeGreaterThanOrEqual(third! - 0.3);
    // Seeking the video moves the deck: back into the first step, then into the second.
    await seekPlayer(page, 1.5);
    await expect.poll(() => deckCounter(page)).toBe('1 / 12');
    await seekPlayer(page, (second! + third!) / 2);
    await expect.poll(() => deckCounter(page)).toBe('2 / 12');
    expect(viewing).toEqual([]);
    await context.close();
  }, 120_000);

  it('edits a recording: cuts a middle segment, sets the cover, edits a caption; playback jumps the cut', async () => {
    const CUT = { fromMs: 6000, toMs: 8000 };
    const ownerContext = await plainBrowser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    const problems: string[] = [];
    owner.on('pageerror', (error) => problems.push(error.message));
    await logIn(owner, server.url, 'demo', DEMO_PASSWORD);
    const token = (await ownerContext.cookies()).find((c) => c.name === 'csrftoken')!.value;
    const viewPath = await publishSeededRecording(server, owner, token, {
      title: 'Recording to edit',
      timeline: [
        { atMs: 0, step: 0 },
        { atMs: 4000, step: 1 },
        { atMs: 9000, step: 2 },
      ],
      edits: { startMs: 0, endMs: 14_000, cuts: [] },
      captions: 'WEBVTT\n\n00:00.500 --> 00:03.500\nWelcome to the recorded talk.\n',
      coverMs: 0,
    });

    // From the view page's owner line to the editor.
    await owner.goto(`${server.url}${viewPath}`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    await owner.getByRole('link', { name: 'Edit the video' }).click();
    await owner.waitForURL(/\/video\/edit\/[a-z0-9]{12}\/$/);
    await owner.waitForSelector('html[data-hydrated="true"]');
    const editorVideo = owner.locator('.recording-editor__video');
    await expect
      .poll(() => editorVideo.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const seekEditor = async (seconds: number) => {
      await editorVideo.evaluate((v: HTMLVideoElement, s) => {
        v.currentTime = s;
      }, seconds);
      await owner.getByText(`Now at ${seconds} s`).waitFor();
    };
    await seekEditor(CUT.fromMs / 1000);
    await owner.getByRole('button', { name: 'Mark start' }).click();
    await seekEditor(CUT.toMs / 1000);
    await owner.getByRole('button', { name: 'Mark end' }).click();
    await owner.getByRole('button', { name: 'Cut this segment' }).click();
    await owner.getByRole('button', { name: '6 s – 8 s (2 s)', exact: true }).waitFor();
    // An overlapping cut is refused with its reason.
    await owner.getByLabel('Cut from (seconds)').fill('7');
    await owner.getByLabel('Cut to (seconds)').fill('9');
    await owner.getByRole('button', { name: 'Cut this segment' }).click();
    await owner.getByText('This cut overlaps another one.', { exact: false }).waitFor();
    await seekEditor(3);
    await owner.getByRole('button', { name: 'Use this frame as cover' }).click();
    await owner.getByText('The cover is the frame at 3 s.').waitFor();
    // The caption showing at 3 s is highlighted; its text is edited.
    const cue = owner.getByRole('listitem', { name: 'Caption 1' });
    expect(await cue.getAttribute('aria-current')).toBe('time');
    await cue.getByLabel('Text').fill('Welcome to the edited talk.');
    await owner.getByText('Viewers see 12 s of video.').waitFor();
    if (shots) {
      await owner.evaluate(() => window.scrollTo(0, 0));
      await owner.screenshot({ path: `${shots}/editor-1440.png`, fullPage: true });
    }
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Saved. The view page plays the new version.').waitFor();
    if (shots) {
      await owner.setViewportSize({ width: 375, height: 812 });
      expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await owner.evaluate(() => window.scrollTo(0, 0));
      await owner.screenshot({ path: `${shots}/editor-375.png`, fullPage: true });
    }
    expect(problems).toEqual([]);
    await ownerContext.close();

    const { page, context, problems: viewing } = await playAnonymously(plainBrowser, viewPath);
    const { recording } = await playerData(page, viewPath);
    expect(recording).toMatchObject({ edits: { cuts: [CUT] }, coverMs: 3000, programDurationMs: 12_000 });
    expect(recording!.captions).toContain('Welcome to the edited talk.');
    expect(await page.locator(PLAYER_VIDEO).getAttribute('src')).toMatch(/#t=3$/);
    // Step 3 (source 9 s) comes at program 7 s: the video went over the cut without playing it.
    await expect.poll(() => deckCounter(page), { timeout: 15_000 }).toBe('3 / 12');
    expect(await videoTime(page)).toBeGreaterThanOrEqual(CUT.toMs / 1000);
    const samples = await videoSamples(page);
    expect(samples.some((s) => s < CUT.fromMs / 1000)).toBe(true);
    expect(samples.some((s) => s > CUT.toMs / 1000)).toBe(true);
    expect(samples.filter((s) => s > CUT.fromMs / 1000 + 0.1 && s < CUT.toMs / 1000 - 0.1)).toEqual([]);
    expect(viewing).toEqual([]);
    await context.close();
  }, 120_000);
});
