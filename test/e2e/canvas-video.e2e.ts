// A video file put into a canvas deck from the editor: Insert → Video → a WebM from the computer,
// sent in chunks with its progress, lands on the canvas under a title from its name and is saved;
// a visitor's player shows it with the browser's controls and can read its length (the file is
// served, with ranges, at its content address).
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BlankDeck,
  blankDeck,
  elementsOf,
  openEditor,
  playerDocument,
  saved,
  signedIn,
} from './canvas-editor-pages';
import { setUpE2e } from './fixture';
import { openHydrated } from './pages';

const { server, browser } = setUpE2e();

const CLIP = path.resolve(__dirname, '../../content/videos/pomodoro-for-students/video.webm');
let deck: BlankDeck;

beforeAll(async () => {
  deck = await blankDeck(server.url, 'canvas.video', 'A talk with a clip');
});

describe('a video uploaded into a canvas deck', () => {
  it('is sent from the Video dialog, saved in the deck and played by a visitor', async () => {
    const context = await signedIn(browser, server.url, deck.owner);
    const { page, errors } = await openEditor(context, server.url + deck.editPath);
    await page
      .getByRole('toolbar', { name: 'Insert' })
      .getByRole('button', { name: 'Video', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Insert a video' });
    await dialog.getByRole('heading', { name: 'Upload a video file' }).waitFor();
    await dialog.getByLabel('Video file', { exact: true }).setInputFiles(CLIP);
    // Inserted once it is in: the dialog closes and the canvas holds the video.
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => elementsOf(page, 'video').count()).toBe(1);
    await saved(page);
    expect(errors).toEqual([]);
    await context.close();

    const stored = await playerDocument(deck.owner, deck.oid);
    const video = stored.elements.find((element) => element.kind === 'video');
    expect(video).toMatchObject({
      title: 'video',
      src: expect.stringMatching(/^\/media\/v\/[0-9a-f]{64}\.webm$/),
    });

    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page: view, problems } = await openHydrated(visitor, server.url + deck.viewPath);
    await view.getByRole('button', { name: 'Present' }).first().click();
    const player = view.locator('section.podium-player video.podium-canvas-video');
    await player.first().waitFor({ state: 'attached' });
    expect(await player.first().getAttribute('controls')).not.toBeNull();
    // The browser read the file's header from the server: it knows the clip's length.
    await expect
      .poll(() => player.first().evaluate((element) => (element as HTMLVideoElement).duration), {
        timeout: 30_000,
      })
      .toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await visitor.close();
  });
});
