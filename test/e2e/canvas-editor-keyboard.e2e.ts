// The canvas editor by keyboard alone, from a blank canvas: the Insert toolbar reached with Tab
// and used with Enter and Space, a text typed and left with Escape, the elements walked with Tab,
// one moved with the arrows, deleted and brought back with Ctrl+Z, a path built and reordered with
// the path panel's keys, every action announced, and Tab never trapped in the canvas. Then two tabs
// of one person edit the same deck at once and the saved deck holds both edits.
import type { Locator, Page } from 'playwright-core';
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

const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const inCanvas = (page: Page) => canvas(page).evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, back = false, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** From nothing selected, walks the canvas with Tab to the `nth` element announced as `prefix`. */
async function walkTo(page: Page, prefix: string, nth = 1) {
  for (let i = 0; i < 5; i++) await page.keyboard.press('Escape');
  let seen = 0;
  for (let i = 0; i < 20 && (await inCanvas(page)); i++) {
    await page.keyboard.press('Tab');
    if ((await announced(page)).startsWith(prefix) && ++seen === nth) return;
  }
  throw new Error(`no element announced as ${prefix}`);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Inserts a rectangle frame from the Insert toolbar's Frame menu with `key` (Enter or Space). */
async function insertFrame(page: Page, key: 'Enter' | ' ') {
  const frame = page.getByRole('toolbar', { name: 'Insert' }).getByRole('button', { name: 'Frame' });
  await tabTo(page, frame);
  await page.keyboard.press(key);
  await expect.poll(() => focused(page.getByRole('menuitem', { name: 'Rectangle frame' }))).toBe(true);
  await page.keyboard.press(key);
  await expect.poll(() => announced(page)).toBe('Frame added.');
}

/** Leaves the canvas backwards with nothing selected, and adds the view on screen as a step. */
async function addViewStep(page: Page, n: number, notes: string) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+Tab');
  expect(await inCanvas(page)).toBe(false);
  await tabTo(page, button(page, 'Add this view'), true);
  await page.keyboard.press('Enter');
  await expect.poll(() => announced(page)).toBe(`Step ${n} added`);
  await tabTo(page, page.getByLabel(`Speaker notes for step ${n}`));
  await page.keyboard.type(notes);
  await page.keyboard.press('Tab');
}

async function editElements(page: Page) {
  await insertFrame(page, 'Enter');
  await insertFrame(page, ' ');
  expect(await elementsOf(page, 'frame').count()).toBe(3);
  await tabTo(
    page,
    page.getByRole('toolbar', { name: 'Insert' }).getByRole('button', { name: 'Text' }),
    true,
  );
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'Text of the box' });
  await expect.poll(() => focused(editor)).toBe(true);
  await page.keyboard.type('Typed by keyboard');
  await page.keyboard.press('Escape');
  await expect.poll(() => inCanvas(page)).toBe(true);

  await walkTo(page, 'Text selected: Typed by keyboard');
  const text = elementsOf(page, 'text');
  const before = (await text.boundingBox())!;
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => announced(page)).toBe('Moved');
  const after = (await text.boundingBox())!;
  expect(after.x - before.x).toBeCloseTo(30, 0);
  expect(after.y - before.y).toBeCloseTo(1, 0);
  await page.keyboard.press('Delete');
  await expect.poll(() => announced(page)).toBe('Deleted 1 element');
  expect(await text.count()).toBe(0);
  await page.keyboard.press('Control+z');
  await expect.poll(() => text.count()).toBe(1);
  expect(await announced(page)).toBe('Undone');
}

describe('the canvas editor by keyboard', () => {
  it('builds, moves, deletes, undoes and orders a path without the mouse', async () => {
    const deck = await blankDeck(server.url, 'canvas.keys', 'Harbour by keyboard');
    const context = await signedIn(browser, server.url, deck.owner);
    const { page, errors } = await openEditor(context, server.url + deck.editPath);
    await editElements(page);

    // Tab walks the elements and then leaves the canvas: no trap.
    await tabTo(page, canvas(page), true);
    let left = false;
    for (let i = 0; i < 12 && !left; i++) {
      await page.keyboard.press('Tab');
      left = !(await inCanvas(page));
    }
    expect(left).toBe(true);

    // Step 2: the first new frame, zoomed into with Enter; step 3: everything, shown with 0.
    await tabTo(page, canvas(page), true);
    await walkTo(page, 'Frame selected: ', 2);
    await page.keyboard.press('Enter');
    await cameraAtRest(page);
    await addViewStep(page, 2, 'Notes of the close-up');
    await tabTo(page, canvas(page));
    await page.keyboard.press('0');
    await cameraAtRest(page);
    await addViewStep(page, 3, 'Notes of everything');

    // Alt+ArrowUp on step 3 moves it to the second place.
    await tabTo(page, button(page, 'Step 3'), true);
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => announced(page)).toBe('Step 3 moved to position 2');
    await saved(page);
    expect(errors).toEqual([]);

    const document = await playerDocument(deck.owner, deck.oid);
    expect(document.path).toHaveLength(3);
    const [, wide, close] = document.path;
    expect(wide?.view?.width).toBeGreaterThan(close?.view?.width ?? Number.POSITIVE_INFINITY);
    expect(document.elements.filter((e) => e.kind === 'text')).toHaveLength(1);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await button(page, 'Step 2').focus();
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Speaker notes for step 2').inputValue()).toBe('Notes of everything');
    await context.close();
  });

  it('merges what two tabs of one person change at once', async () => {
    const deck = await blankDeck(server.url, 'canvas.tabs', 'Harbour in two tabs');
    const context = await signedIn(browser, server.url, deck.owner);
    const one = await openEditor(context, server.url + deck.editPath);
    const two = await openEditor(context, server.url + deck.editPath);
    await one.page.getByRole('button', { name: 'Add this view' }).click();
    await two.page.getByRole('toolbar', { name: 'Insert' }).getByRole('button', { name: 'Frame' }).click();
    await two.page.getByRole('menuitem', { name: 'Circle frame' }).click();
    await expect.poll(() => elementsOf(two.page, 'frame').count()).toBe(2);
    await expect.poll(() => one.page.locator('.path-step').count()).toBe(2);
    await Promise.all([saved(one.page), saved(two.page)]);
    const document = await playerDocument(deck.owner, deck.oid);
    expect(document.path).toHaveLength(2);
    expect(document.elements.filter((e) => e.kind === 'frame')).toHaveLength(2);
    expect(document.elements.some((e) => e.kind === 'frame' && e.shape === 'circle')).toBe(true);
    expect([...one.errors, ...two.errors]).toEqual([]);
    await context.close();
  });
});
