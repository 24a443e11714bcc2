// Re-recording from a step in Chromium, with a fake camera and microphone: the
// demo user publishes a recording (steps 1, 2, 3 at 0, 4 and 8 s), opens its editor, follows
// "Re-record from step 2" to the studio (which opens on step 2), records about 5 s moving to step 3
// halfway, and publishes the new take, back in the editor. There both takes lie on one timeline:
// a step of the second take plays its file, and a caption added there is saved with that take
// (Save also draws the cover frame, which the dashboard's card then shows). An
// anonymous visitor's playback shows the first take up to where step 2 first showed (4 s), then the
// second take's file, the deck following: step 2 as the second take starts, step 3 when it moves
// on, with the caption typed in the editor.
// PODIUM_SHOTS=/dir takes screenshots of the studio in re-record mode, of the editor with two
// takes and of the dashboard's card showing the cover frame at 1440×900 and 375×812.
import { describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/features/decks/contracts';
import { demoWithCamera, setUpCameraBrowser, untilRecorded } from './camera';
import { setUpE2e } from './fixture';
import { publishSeededRecording, sampleVideoTime } from './recordings';

const { server, browser: plainBrowser } = setUpE2e();
const shots = process.env.PODIUM_SHOTS;

const camera = setUpCameraBrowser();

const PLAYER_VIDEO = '.podium-recording video';

describe('re-recording from a step in Chromium', () => {
  it('re-records from step 2 with a fake camera; playback plays the first take up to step 2, then the new take', async () => {
    const demo = await demoWithCamera(camera.browser(), server.url);
    const { context: ownerContext, page: owner, problems } = demo;
    const token = (await ownerContext.cookies()).find((c) => c.name === 'csrftoken')!.value;
    const viewPath = await publishSeededRecording(server, owner, token, {
      title: 'Retake journey',
      timeline: [
        { atMs: 0, step: 0 },
        { atMs: 4000, step: 1 },
        { atMs: 8000, step: 2 },
      ],
      edits: { startMs: 0, endMs: 12_000, cuts: [] },
      captions: '',
      coverMs: 0,
    });
    const oid = viewPath.split('/')[2]!;

    // From the editor's steps to the studio, on step 2.
    await owner.goto(`${server.url}/video/edit/${oid}/`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    await owner.getByRole('link', { name: 'Re-record from step 2' }).click();
    await owner.waitForURL((url) => url.pathname === '/video/new/' && url.search.includes('from=1'));
    await owner.waitForSelector('html[data-hydrated="true"]');
    await owner.getByText('Re-record from step 2').first().waitFor();
    await owner.locator('.studio__camera').waitFor();
    const studioCounter = owner.locator('.podium-player__counter').first();
    await expect.poll(() => studioCounter.textContent()).toMatch(/^2 \/ \d+$/);
    if (shots) {
      await owner.screenshot({ path: `${shots}/studio-retake-1440.png` });
      await owner.setViewportSize({ width: 375, height: 812 });
      await owner.screenshot({ path: `${shots}/studio-retake-375.png` });
      await owner.setViewportSize({ width: 1440, height: 900 });
    }
    const record = owner.getByRole('button', { name: 'Record', exact: true });
    await expect.poll(() => record.isEnabled()).toBe(true);
    await record.click();
    await owner.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    await untilRecorded(owner, 3);
    await owner.locator('.studio__title').click();
    await owner.keyboard.press('ArrowRight');
    await expect.poll(() => studioCounter.textContent()).toMatch(/^3 \/ \d+$/);
    await untilRecorded(owner, 6);
    await owner.getByRole('button', { name: 'Stop' }).click();
    await owner.getByRole('heading', { name: 'Review and publish' }).waitFor();
    expect(await owner.getByLabel('Title').count()).toBe(0);
    await owner.getByRole('button', { name: 'Publish the new take' }).click();
    await owner.waitForURL((url) => url.pathname === `/video/edit/${oid}/`, { timeout: 30_000 });

    // The editor lays both takes on one timeline: a step of the second take plays its file, and a
    // caption added there is saved with the second take.
    await owner.waitForSelector('html[data-hydrated="true"]');
    const takeShown = owner.getByTestId('take-shown');
    await expect.poll(() => takeShown.textContent()).toBe('Take 1 of 2');
    await owner
      .getByRole('button', { name: /^3\. .* — from [\d.]+ s$/ })
      .last()
      .click();
    await expect.poll(() => takeShown.textContent()).toBe('Take 2 of 2');
    const editorVideo = owner.locator('.recording-editor__video');
    await expect
      .poll(() => editorVideo.evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toContain('/video/1/');
    await owner.getByRole('button', { name: /^Add a caption at/ }).click();
    await owner
      .getByRole('listitem', { name: 'Caption 1' })
      .getByLabel('Text')
      .fill('Said in the second take');
    if (shots) {
      await owner.screenshot({ path: `${shots}/editor-takes-1440.png`, fullPage: true });
      await owner.setViewportSize({ width: 375, height: 812 });
      await owner.screenshot({ path: `${shots}/editor-takes-375.png` });
      await owner.setViewportSize({ width: 1440, height: 900 });
    }
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await owner.getByText('Saved. The view page plays the new version.').waitFor();

    // Save also drew the cover frame in the browser and sent it: the dashboard's card shows it.
    await owner.goto(`${server.url}/dashboard/next/`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    const card = owner.locator(`img[src*="/thumbnails/${oid}/"]`).first();
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(160);
    const picture = await owner.request.get(`${server.url}${await card.getAttribute('src')}`);
    expect(picture.status()).toBe(200);
    expect(picture.url()).toMatch(/\/media\/u\/[0-9a-f]{64}\.jpg$/);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    if (shots) {
      await owner.screenshot({ path: `${shots}/listing-cover-1440.png` });
      await owner.setViewportSize({ width: 375, height: 812 });
      await card.scrollIntoViewIfNeeded();
      await owner.screenshot({ path: `${shots}/listing-cover-375.png` });
      await owner.setViewportSize({ width: 1440, height: 900 });
    }
    expect(problems).toEqual([]);
    await ownerContext.close();

    // Anonymous playback: the first take up to 4 s, then the new take's file.
    const context = await plainBrowser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const viewing: string[] = [];
    page.on('pageerror', (e) => viewing.push(e.message));
    const data = (await (
      await page.request.get(`${server.url}/api/v4/presentation/${oid}/`)
    ).json()) as PlayerData;
    const takes = data.recording!.takes;
    expect(takes).toHaveLength(2);
    expect(takes[0]!.edits).toEqual({ startMs: 0, endMs: 4000, cuts: [] });
    expect(takes[1]!.videoUrl).toBe(`${viewPath}video/1/`);
    expect(takes[1]!.timeline.map((entry) => entry.step)).toEqual([1, 2]);
    const moveAtS = takes[1]!.timeline[1]!.atMs / 1000;
    // The caption typed in the editor belongs to the second take, from its step change on.
    expect(takes[0]!.captions).toBe('');
    expect(takes[1]!.captions).toContain('Said in the second take');
    expect(takes[1]!.captionsUrl).toBe(`${viewPath}video/1/captions.vtt`);

    await page.goto(`${server.url}${viewPath}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Present' }).first().click();
    await page.locator('.podium-recording').waitFor();
    await sampleVideoTime(page, PLAYER_VIDEO);
    const counter = () => page.locator('.podium-recording__deck .podium-player__counter').textContent();
    const source = () => page.locator(PLAYER_VIDEO).evaluate((v: HTMLVideoElement) => v.currentSrc);
    const time = () => page.locator(PLAYER_VIDEO).evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => time(), { timeout: 10_000 }).toBeGreaterThan(0.5);
    expect(await counter()).toMatch(/^1 \/ \d+$/);
    expect(await source()).toContain(`${viewPath}video/#t=`);
    // At 4 s the second take's file plays, from its start, on step 2.
    await expect.poll(() => source(), { timeout: 10_000 }).toBe(`${server.url}${viewPath}video/1/`);
    await expect.poll(() => counter()).toMatch(/^2 \/ \d+$/);
    await expect.poll(() => time(), { timeout: 10_000 }).toBeGreaterThan(0.2);
    expect(await time()).toBeLessThan(moveAtS);
    // And step 3 once it passes the take's own step change.
    await expect.poll(() => counter(), { timeout: 10_000 }).toMatch(/^3 \/ \d+$/);
    expect(await time()).toBeGreaterThanOrEqual(moveAtS - 0.3);
    // …where the second take's caption shows, drawn by the player across the bottom of its box.
    const showing = async () => {
      const caption = page.locator('.podium-recording__caption');
      return (await caption.count()) ? await caption.first().textContent() : '';
    };
    await expect.poll(() => showing(), { timeout: 30_000 }).toBe('Said in the second take');
    expect(viewing).toEqual([]);
    await context.close();
  }, 120_000);
});
