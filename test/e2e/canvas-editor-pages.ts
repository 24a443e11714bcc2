// The canvas editor's browser tests' ways in: a person with a blank canvas deck (one empty frame,
// one step) published as JSON, a picture in their Library, a signed-in context, the editor opened
// with its console watched, a text opened, typed into and left, its autosave waited for, and the
// deck as the player downloads it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import * as Y from 'yjs';
import type { CanvasDocument, RichText } from '../../src/kernel/document/canvas/model';
import { canvasStateOf } from '../helpers/canvas-tabs';
import { signUp, type TestClient } from '../helpers/client';
import { makePdf, makePng } from '../helpers/pdf';

export interface BlankDeck {
  owner: TestClient;
  oid: string;
  /** The view page's path. */
  viewPath: string;
  editPath: string;
}

/** A canvas with one empty frame, the first and only step: what "Blank canvas" starts from. */
export const blankCanvas = (title: string): CanvasDocument => ({
  version: 3,
  title,
  theme: 'ocean',
  elements: [
    {
      kind: 'frame',
      id: 'start',
      shape: 'rectangle',
      title: 'Start',
      x: 0,
      y: 0,
      width: 1600,
      height: 900,
      rotation: 0,
      z: 0,
    },
  ],
  path: [{ id: 'first', frame: 'start' }],
});

/** A text in the blank canvas's frame, "Tide tables", for the journeys that type in one. */
export const tideTables: CanvasDocument['elements'][number] = {
  kind: 'text',
  id: 'note',
  parent: 'start',
  rotation: 0,
  x: 200,
  y: 80,
  width: 1200,
  height: 200,
  z: 1,
  content: { paragraphs: [{ runs: [{ text: 'Tide tables' }] }] },
};

/** Signs `username` up and publishes a blank canvas deck, public, as JSON. */
export async function blankDeck(serverUrl: string, username: string, title: string): Promise<BlankDeck> {
  const owner = await signUp(serverUrl, username);
  const response = await owner.request('POST', '/api/v4/presentations/', {
    json: { source: JSON.stringify(blankCanvas(title)), privacy: 'public', format: 'json' },
  });
  const body = (await response.json()) as { oid: string; path: string; editUrl: string };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return { owner, oid: body.oid, viewPath: body.path, editPath: body.editUrl };
}

/** Gives `owner` one picture in their Library: a one-page PDF deck's page, uploaded. */
export async function libraryPicture(serverUrl: string, owner: TestClient): Promise<void> {
  const form = new FormData();
  form.append('privacy', 'private');
  form.append('title', 'Harbour chart');
  form.append(
    'pdf',
    new Blob([makePdf([{ lines: ['Harbour chart'] }])], { type: 'application/pdf' }),
    'c.pdf',
  );
  form.append('page-1', new Blob([makePng(160, 90)], { type: 'image/png' }), 'page-1.png');
  const response = await fetch(`${serverUrl}/api/v4/presentations/pdf/`, {
    method: 'POST',
    body: form,
    headers: {
      origin: serverUrl,
      cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrftoken': owner.csrfToken ?? '',
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** A browser context signed in as `client`'s person; `hasTouch` makes it a touch screen. */
export async function signedIn(
  browser: Pick<Browser, 'newContext'>,
  serverUrl: string,
  client: TestClient,
  viewport = { width: 1440, height: 900 },
  hasTouch = false,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, hasTouch });
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: serverUrl })));
  return context;
}

/** Opens the canvas editor at `url` once hydrated and drawn; `errors` gathers console errors. */
export async function openEditor(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  await canvas(page).waitFor();
  return { page, errors };
}

export const canvas = (page: Page) => page.getByRole('region', { name: 'Canvas', exact: true });
export const elementsOf = (page: Page, kind: string) =>
  page.locator(`.canvas-editor__world [data-element-id].podium-canvas-item--${kind}`);

/**
 * Waits until the editor's camera has come to rest (its flight to a frame or to everything is
 * over: the viewport is aria-busy while it flies) and the canvas has drawn everything the camera
 * brought near (it is no longer aria-busy), its transform unchanged for three frames. Each call
 * counts its own frames: a count left by an earlier call would pass a flight about to start.
 */
let rests = 0;
export async function cameraAtRest(page: Page) {
  await page.waitForFunction(
    (call) => {
      const world = document.querySelector<HTMLElement>('.canvas-editor__world');
      const w = window as unknown as { restCall?: number; lastWorld?: string; stillFrames?: number };
      if (w.restCall !== call) Object.assign(w, { restCall: call, lastWorld: undefined, stillFrames: 0 });
      const now = world?.style.transform ?? '';
      w.stillFrames = now === w.lastWorld ? (w.stillFrames ?? 0) + 1 : 0;
      w.lastWorld = now;
      return w.stillFrames >= 3 && !document.querySelector('.canvas-editor__viewport[aria-busy]');
    },
    ++rests,
    { polling: 'raf' },
  );
}

/** What the editor's live region last announced. */
export const announced = (page: Page) =>
  page
    .locator('.canvas-editor > [role="status"]')
    .textContent()
    .then((text) => text ?? '');

/** Waits until every edit so far is saved (the save line says "Saved"); notes save on leaving their field. */
export async function saved(page: Page) {
  await page.waitForSelector('.canvas-editor__status[data-status="saved"]');
}

/**
 * The deck as the player downloads it (no speaker notes), once the live edits acknowledged so far
 * are merged into it: an autosave call that brings nothing merges the deck's log of live edits, as
 * the compaction job would a moment later.
 */
export async function playerDocument(client: TestClient, oid: string): Promise<CanvasDocument> {
  const state = await canvasStateOf(client, `/p/edit/${oid}/`);
  if (state) {
    const empty = new Y.Doc();
    const merged = await client.request('POST', `/api/v4/presentation/${oid}/canvas/`, {
      json: {
        generation: state.generation,
        update: Buffer.from(Y.encodeStateAsUpdate(empty)).toString('base64'),
        stateVector: Buffer.from(Y.encodeStateVector(empty)).toString('base64'),
      },
    });
    expect(merged.status).toBe(200);
  }
  const response = await client.get(`/api/v4/presentation/${oid}/`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { document: CanvasDocument }).document;
}

/** A text's words, its paragraphs one a line. */
export const wordsOf = (content: RichText) =>
  content.paragraphs.map((p) => p.runs.map((run) => run.text).join('')).join('\n');

/** The words of text `id` as the saved deck holds them. */
export async function storedText(client: TestClient, oid: string, id: string): Promise<string> {
  const text = (await playerDocument(client, oid)).elements.find((e) => e.id === id);
  if (text?.kind !== 'text') throw new Error(`The deck lost its text ${id}`);
  return wordsOf(text.content);
}

export const element = (page: Page, id: string) =>
  page.locator(`.canvas-editor__world [data-element-id="${id}"]`);
export const textEditor = (page: Page) => page.getByRole('textbox', { name: 'Text of the box' });
/** What the page shows of its text: its editor's while it is open there, the canvas's otherwise. */
export const shownText = async (page: Page) =>
  ((await textEditor(page).count()) > 0 ? textEditor(page) : elementsOf(page, 'text')).textContent();

/** Opens text `id` for editing with a double-click and moves the caret with `keys`. */
export async function openText(page: Page, id: string, keys: string[]) {
  await element(page, id).dblclick();
  const editor = textEditor(page);
  await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The caret opens where the double click was: Ctrl+A and ArrowRight put it at the text's end,
  // wherever that was, and ArrowLeft walks back from there.
  for (const key of ['Control+a', ...keys]) await moveCaret(page, key);
}

/**
 * Presses an arrow key and waits for the page's next selection change: the text editor reads the
 * caret's move from it, and until then an edit arriving from another person would put back the
 * selection it still holds (the whole text, which the next letter would replace).
 */
async function moveCaret(page: Page, key: string) {
  await page.evaluate(() => {
    const w = window as unknown as { caretMoved?: boolean };
    w.caretMoved = false;
    document.addEventListener('selectionchange', () => (w.caretMoved = true), { once: true });
  });
  await page.keyboard.press(key);
  await page.waitForFunction(() => (window as unknown as { caretMoved?: boolean }).caretMoved);
}

/** Leaves the text; the canvas draws it again. */
export async function closeText(page: Page) {
  await page.keyboard.press('Escape');
  await expect.poll(() => textEditor(page).count()).toBe(0);
}
