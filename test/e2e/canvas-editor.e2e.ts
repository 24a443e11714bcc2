// A zooming deck built with the mouse in the canvas editor, from a blank canvas (one empty frame,
// one step): ten frames, one inside another; a text with a bold word and one with a link, each
// formatted with the floating toolbar; a picture from the Library with its description; an arrow
// joining two frames; a path of six steps with speaker notes, the last two swapped by dragging a
// step's grip. Autosaved, it is played by a visitor
// on its view page: the steps, the markup, the link, the picture's description, and no notes.
// Screenshots of the editor at two sizes are left in /tmp.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  announced,
  type BlankDeck,
  blankDeck,
  cameraAtRest,
  canvas,
  elementsOf,
  libraryPicture,
  openEditor,
  playerDocument,
  saved,
  signedIn,
} from './canvas-editor-pages';
import { setUpE2e } from './fixture';
import { openHydrated } from './pages';

const { server, browser } = setUpE2e();

const NOTE = 'Qwerty-notes-for-the-speaker';
const ALT = 'A chart of the harbour at low tide';
const LINK = 'https://example.org/almanac';
let deck: BlankDeck;

beforeAll(async () => {
  deck = await blankDeck(server.url, 'canvas.mouse', 'Harbour by mouse');
  await libraryPicture(server.url, deck.owner);
});

const insertBar = (page: Page) => page.getByRole('toolbar', { name: 'Insert' });
const ids = (page: Page) =>
  page
    .locator('.canvas-editor__world [data-element-id]')
    .evaluateAll((all) => all.map((e) => e.getAttribute('data-element-id')!));

/**
 * Runs `act` (an insert) and answers the id of the one element it added, counted once the canvas
 * has drawn everything the camera brought near (else those would count as added).
 */
async function added(page: Page, act: () => Promise<void>): Promise<string> {
  await cameraAtRest(page);
  const before = new Set(await ids(page));
  await act();
  await expect.poll(async () => (await ids(page)).filter((id) => !before.has(id)).length).toBe(1);
  return (await ids(page)).find((id) => !before.has(id))!;
}

const insertFrame = (page: Page) =>
  added(page, async () => {
    await insertBar(page).getByRole('button', { name: 'Frame', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Rectangle frame' }).click();
  });

/** Inserts a text box, types `words`, selects the last word and hands it to `format`; Escape ends. */
async function insertText(page: Page, words: string, format: () => Promise<void>) {
  // The new box is drawn by the text editor, not the canvas, while it is being typed in.
  await insertBar(page).getByRole('button', { name: 'Text', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Text of the box' });
  await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.type(words);
  const last = words.split(' ').at(-1)!;
  for (let i = 0; i < last.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await format();
  await page.keyboard.press('Escape');
  await expect.poll(() => editor.count()).toBe(0);
}

/** Clicks near the top-left corner of an element, clear of what it holds in its middle. */
async function clickElement(page: Page, id: string, shift = false) {
  const box = (await page.locator(`.canvas-editor__world [data-element-id="${id}"]`).boundingBox())!;
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.click(box.x + Math.min(8, box.width / 4), box.y + Math.min(8, box.height / 4));
  if (shift) await page.keyboard.up('Shift');
}

/** Drags the element `id` by a corner until its centre is a little right of `target`'s centre. */
async function dragInto(page: Page, id: string, target: string) {
  const box = (id: string) => page.locator(`.canvas-editor__world [data-element-id="${id}"]`).boundingBox();
  const [from, to] = [(await box(id))!, (await box(target))!];
  const [dx, dy] = [to.x - from.x + to.width / 5, to.y - from.y + to.height / 5];
  await page.mouse.move(from.x + 8, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + 8 + dx, from.y + 8 + dy, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => announced(page)).toBe('Moved 1 element');
}

/** Pans the canvas by `dx`, `dy` screen pixels with the wheel, as a trackpad's two-finger swipe does. */
async function pan(page: Page, dx: number, dy: number) {
  const box = (await canvas(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const zoomBefore = await canvas(page).getAttribute('data-zoom');
  await page.mouse.wheel(dx, dy);
  expect(await canvas(page).getAttribute('data-zoom')).toBe(zoomBefore);
}

/** Selects the frame `id` and adds it as the next step, with `notes` typed for it. */
async function addStep(page: Page, id: string | null, n: number) {
  if (id) {
    await clickElement(page, id);
    await page.getByRole('button', { name: 'Add selected frame' }).click();
  } else await page.getByRole('button', { name: 'Add this view' }).click();
  const notes = page.getByLabel(`Speaker notes for step ${n}`);
  await notes.fill(`${NOTE} ${n}`);
  await notes.blur();
}

/** Drags step `from` by its grip with the mouse onto the place of step `to`. */
async function dragStep(page: Page, from: number, to: number) {
  const handle = page.getByRole('button', { name: `Drag step ${from}` });
  await handle.scrollIntoViewIfNeeded();
  const grip = (await handle.boundingBox())!;
  const target = (await page
    .locator('.path-step')
    .nth(to - 1)
    .boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => announced(page)).toBe(`Step ${from} moved to position ${to}`);
}

async function buildDeck(page: Page) {
  // Zoomed on the start frame: the first frame and the first text go inside it.
  const inner = await insertFrame(page);
  await insertText(page, 'Tide tables at high water', () =>
    page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Bold' }).click(),
  );
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
  const grid: string[] = [];
  let at = { x: 0, y: 0 };
  for (let i = 0; i < 8; i++) {
    const next = { x: (1 + (i % 4)) * 560, y: Math.floor(i / 4) * 340 };
    await pan(page, next.x - at.x, next.y - at.y);
    at = next;
    grid.push(await insertFrame(page));
    if (i === 0) await insertText(page, 'Check the almanac', () => addLink(page));
    if (i === 1) await insertPicture(page);
  }
  // The editor mounts only what is near its camera: the whole canvas in view shows every frame.
  await page.getByRole('button', { name: 'Show the whole canvas' }).click();
  await cameraAtRest(page);
  await expect.poll(() => elementsOf(page, 'frame').count()).toBe(10);
  // An arrow joining two frames chosen with Shift+click.
  await clickElement(page, grid[2]!);
  await clickElement(page, grid[3]!, true);
  await page.getByRole('button', { name: 'Arrow between the two selected elements' }).click();
  await expect.poll(() => elementsOf(page, 'connector').count()).toBe(1);
  // The last frame dragged into its neighbour joins it: its centre lands there.
  await dragInto(page, grid[7]!, grid[6]!);
  // The path: the start frame is step 1.
  await addStep(page, inner, 2);
  await addStep(page, grid[0]!, 3);
  await addStep(page, grid[1]!, 4);
  await addStep(page, null, 5);
  await addStep(page, grid[2]!, 6);
  await dragStep(page, 6, 5);
  await clickElement(page, inner);
  return { inner, grid };
}

async function addLink(page: Page) {
  await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Link' }).click();
  await page.getByRole('textbox', { name: 'Link address' }).fill(LINK);
  await page.getByRole('button', { name: 'Apply link' }).click();
}

async function insertPicture(page: Page) {
  await added(page, async () => {
    await insertBar(page).getByRole('button', { name: 'Picture', exact: true }).click();
    await page.getByRole('menuitem', { name: 'From your library' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Harbour chart/ })
      .click();
    await page.getByRole('textbox', { name: 'What the picture shows' }).fill(ALT);
    await page.getByRole('button', { name: 'Insert picture' }).click();
  });
}

describe('the canvas editor by mouse', () => {
  it('builds a ten-frame zooming deck that a visitor plays without its notes', async () => {
    const context = await signedIn(browser, server.url, deck.owner);
    const { page, errors } = await openEditor(context, server.url + deck.editPath);
    // The page asks for the editor's chunk from its head, with its own, instead of once it has started.
    expect(await page.content()).toMatch(
      /<link rel="modulepreload" href="\/assets\/canvas-editor-[^"]+\.js">/,
    );
    const { inner, grid } = await buildDeck(page);
    await saved(page);
    await page.screenshot({ path: '/tmp/canvas-editor-1440x900.png' });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByRole('button', { name: 'Show the whole canvas' }).click();
    await cameraAtRest(page);
    await clickElement(page, inner);
    // Each step's buttons are inside the path panel, not cut off by it: those of the step chosen
    // last, added as step 6 and dragged to 5.
    const panel = (await page.getByRole('complementary', { name: 'Path' }).boundingBox())!;
    const remove = (await page.getByRole('button', { name: 'Delete step 5' }).boundingBox())!;
    expect(remove.x + remove.width).toBeLessThanOrEqual(panel.x + panel.width);
    await page.screenshot({ path: '/tmp/canvas-editor-1024x768.png' });
    expect(errors).toEqual([]);

    const stored = await playerDocument(deck.owner, deck.oid);
    expect(stored.path.map((step) => step.frame)).toEqual([
      'start',
      inner,
      grid[0],
      grid[1],
      grid[2],
      undefined,
    ]);
    expect(stored.elements.find((e) => e.id === inner)?.parent).toBe('start');
    expect(stored.elements.filter((e) => e.kind === 'frame')).toHaveLength(10);
    expect(stored.elements.filter((e) => e.kind === 'text')).toHaveLength(2);
    expect(stored.elements.find((e) => e.id === grid[7])?.parent).toBe(grid[6]);
    expect(stored.elements.find((e) => e.kind === 'image')).toMatchObject({ alt: ALT });
    expect(stored.elements.find((e) => e.kind === 'connector')).toMatchObject({ from: grid[2], to: grid[3] });
    await context.close();
    await playAnonymously();
  });
});

describe('a text opened with a double click', () => {
  it('takes the caret where the click was, and keeps the words around it', async () => {
    const tides = await blankDeck(server.url, 'canvas.caret', 'Harbour caret');
    const context = await signedIn(browser, server.url, tides.owner);
    const { page, errors } = await openEditor(context, server.url + tides.editPath);
    const id = await added(page, () => insertText(page, 'Harbour tides', async () => {}));
    // At the left edge of the text's first line: the caret goes before its first letter.
    const box = (await page.locator(`.canvas-editor__world [data-element-id="${id}"]`).boundingBox())!;
    await page.mouse.dblclick(box.x + 2, box.y + 8);
    const editor = page.getByRole('textbox', { name: 'Text of the box' });
    await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('Big ');
    await page.keyboard.press('Escape');
    await saved(page);
    const text = (await playerDocument(tides.owner, tides.oid)).elements.find((e) => e.id === id);
    expect(text?.kind === 'text' && text.content.paragraphs[0]?.runs.map((run) => run.text).join('')).toBe(
      'Big Harbour tides',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A visitor's fresh context: Present, then the six steps with the arrow key. */
async function playAnonymously() {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const { page, problems } = await openHydrated(context, server.url + deck.viewPath);
  const served = await (await fetch(server.url + deck.viewPath)).text();
  await page.getByRole('button', { name: 'Present' }).first().click();
  const player = page.locator('section.podium-player');
  await expect.poll(() => player.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const counter = () => player.locator('.podium-player__counter').textContent();
  await expect.poll(counter).toBe('1 / 6');
  const bold = player.getByText('water', { exact: true });
  expect(
    await bold.evaluate(
      (el) => el.closest('strong') !== null || Number(getComputedStyle(el).fontWeight) >= 700,
    ),
  ).toBe(true);
  for (let n = 2; n <= 6; n++) {
    await page.keyboard.press('ArrowRight');
    await expect.poll(counter).toBe(`${n} / 6`);
    if (n === 3) expect(await player.getByRole('link', { name: 'almanac' }).getAttribute('href')).toBe(LINK);
    if (n === 4) await expect.poll(() => player.getByRole('img', { name: ALT }).count()).toBe(1);
  }
  expect(await player.getByText('Tide tables at high').count()).toBe(1);
  const data = await (await fetch(`${server.url}/api/v4/presentation/${deck.oid}/`)).text();
  expect(data).toContain('almanac');
  for (const text of [served, await page.content(), data]) expect(text).not.toContain(NOTE);
  expect(problems).toEqual([]);
  await context.close();
}
