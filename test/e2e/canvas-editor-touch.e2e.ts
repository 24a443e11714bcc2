// The canvas editor on a tablet: a 1024×768 touch screen and fingers alone (CDP touch events, taps
// on the toolbars), from a blank canvas. A frame and a text are inserted with taps, the text typed
// and left with a tap on the canvas (a tablet has no Escape key), the canvas panned with one finger
// and zoomed with two, the text dragged with a finger, and the path built and reordered with the
// path panel's buttons and then by a finger dragging a step's grip. The saved deck holds every edit.
// A screenshot is left in /tmp.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  announced,
  blankDeck,
  cameraAtRest,
  canvas,
  elementsOf,
  openEditor,
  playerDocument,
  saved,
  signedIn,
} from './canvas-editor-pages';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

interface Point {
  x: number;
  y: number;
}

/** Fingers down at `from` and moved together in steps to `to` (one point per finger), still down. */
async function press(cdp: CDPSession, from: Point[], to: Point[], steps = 8) {
  const at = (t: number) =>
    from.map((start, id) => ({
      id,
      x: start.x + (to[id]!.x - start.x) * t,
      y: start.y + (to[id]!.y - start.y) * t,
    }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / steps) });
}

const lift = (cdp: CDPSession) => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

/** Fingers down at `from`, moved together in steps to `to`, then lifted. */
async function fingers(cdp: CDPSession, from: Point[], to: Point[], steps = 8) {
  await press(cdp, from, to, steps);
  await lift(cdp);
}

const middleOf = async (page: Page, selector: string): Promise<Point> => {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

const worldTransform = (page: Page) =>
  page.locator('.canvas-editor__world').evaluate((world) => (world as HTMLElement).style.transform);

/** A spot of the canvas with nothing drawn on it, near its bottom-left corner. */
async function bareSpot(page: Page): Promise<Point> {
  const box = (await canvas(page).boundingBox())!;
  const spot = { x: box.x + 24, y: box.y + box.height - 24 };
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-element-id]') ?? null,
    spot,
  );
  expect(hit).toBeNull();
  return spot;
}

describe('the canvas editor on a tablet', () => {
  it('builds and arranges a deck with taps, swipes, a pinch and a drag', async () => {
    const deck = await blankDeck(server.url, 'canvas.touch', 'Harbour by touch');
    const context = await signedIn(browser, server.url, deck.owner, { width: 1024, height: 768 }, true);
    const { page, errors } = await openEditor(context, server.url + deck.editPath);
    const cdp = await context.newCDPSession(page);
    const insert = page.getByRole('toolbar', { name: 'Insert' });

    // A frame, tapped in from the Frame menu, and a text typed on the on-screen keyboard.
    await insert.getByRole('button', { name: 'Frame', exact: true }).tap();
    await page.getByRole('menuitem', { name: 'Rectangle frame' }).tap();
    await expect.poll(() => announced(page)).toBe('Frame added.');
    await insert.getByRole('button', { name: 'Text', exact: true }).tap();
    const editor = page.getByRole('textbox', { name: 'Text of the box' });
    await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('Ferry times');
    // A tap on the bare canvas leaves the text.
    const bare = await bareSpot(page);
    await page.touchscreen.tap(bare.x, bare.y);
    await expect.poll(() => editor.count()).toBe(0);
    await expect.poll(() => elementsOf(page, 'text').count()).toBe(1);

    // One finger on the bare canvas pans; two fingers moving apart zoom in.
    const spot = await bareSpot(page);
    const zoom = await canvas(page).getAttribute('data-zoom');
    const panned = await worldTransform(page);
    await fingers(cdp, [spot], [{ x: spot.x + 120, y: spot.y - 60 }]);
    await expect.poll(() => worldTransform(page)).not.toBe(panned);
    expect(await canvas(page).getAttribute('data-zoom')).toBe(zoom);
    const centre = await middleOf(page, '.canvas-editor__viewport');
    await fingers(
      cdp,
      [
        { x: centre.x - 40, y: centre.y },
        { x: centre.x + 40, y: centre.y },
      ],
      [
        { x: centre.x - 160, y: centre.y },
        { x: centre.x + 160, y: centre.y },
      ],
    );
    await expect
      .poll(async () => Number(await canvas(page).getAttribute('data-zoom')))
      .toBeGreaterThan(Number(zoom) * 2);

    // Show everything, then drag the text with a finger.
    await page.getByRole('button', { name: 'Show the whole canvas' }).tap();
    await cameraAtRest(page);
    const before = (await playerDocument(deck.owner, deck.oid)).elements;
    await saved(page);
    const text = elementsOf(page, 'text');
    const grip = await text.boundingBox().then((box) => ({ x: box!.x + 6, y: box!.y + 6 }));
    await fingers(cdp, [grip], [{ x: grip.x + 60, y: grip.y + 40 }]);
    await expect.poll(() => announced(page)).toBe('Moved 1 element');

    // The path: the new frame tapped, added as step 2, moved up to be step 1, then dragged back down
    // by its grip onto step 2's place.
    const frames = elementsOf(page, 'frame');
    const ids = await frames.evaluateAll((all) => all.map((e) => e.getAttribute('data-element-id')!));
    const added = ids.find((id) => id !== 'start')!;
    const frameBox = (await page.locator(`[data-element-id="${added}"]`).first().boundingBox())!;
    await page.touchscreen.tap(frameBox.x + 6, frameBox.y + 6);
    await page.getByRole('button', { name: 'Add selected frame' }).tap();
    await expect.poll(() => announced(page)).toBe('Step 2 added');
    await page.getByRole('button', { name: 'Move step 2 up' }).tap();
    await expect.poll(() => announced(page)).toBe('Step 2 moved to position 1');
    // The grip is a target a finger can hit (24 px at least each way).
    const handle = (await page.getByRole('button', { name: 'Drag step 1' }).boundingBox())!;
    expect(Math.min(handle.width, handle.height)).toBeGreaterThanOrEqual(24);
    const from = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    await press(cdp, [from], [await middleOf(page, '.path-step:nth-child(2)')]);
    // Lifted once step 2 shows it is where the step would land, as a person lifts their finger.
    await expect.poll(() => page.locator('.path-step:nth-child(2).path-step--drop-target').count()).toBe(1);
    await lift(cdp);
    await expect.poll(() => announced(page)).toBe('Step 1 moved to position 2');
    await saved(page);
    await page.screenshot({ path: '/tmp/canvas-editor-tablet-1024x768.png' });
    expect(errors).toEqual([]);

    const stored = await playerDocument(deck.owner, deck.oid);
    const movedText = stored.elements.find((e) => e.kind === 'text')!;
    const textBefore = before.find((e) => e.id === movedText.id)!;
    expect(movedText.x).toBeGreaterThan(textBefore.x);
    expect(movedText.y).toBeGreaterThan(textBefore.y);
    expect(stored.path.map((step) => step.frame)).toEqual(['start', added]);
    await context.close();
  });
});
