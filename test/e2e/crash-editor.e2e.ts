// Crash safety of co-editing as people meet it: two people have one canvas deck open in the editor,
// in Chromium, on the production build. The owner types a word and waits until the page says it is
// saved; the second person types more words, and the server is killed with SIGKILL while they type.
// Both pages say they are offline, and the owner types on while the server is down. With the server
// still down, the database holds every word a page was told was saved, and none typed since. The
// server starts again on the same port and database; the pages reconnect by themselves and send
// what they kept, so both show the same text, and the deck the restarted server hands out holds
// every word: the saved one, the second person's and the owner's offline ones.
// SQLite only: that a kill loses no acknowledged live edit on either database is test/reliability/crash-live.test.ts's
// proof; what this journey adds is the browser's part, keeping the edits and sending them again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { findPresentationByOid } from '../../src/features/decks';
import { findCanvasState } from '../../src/features/editor/canvas.repository';
import { applyLoggedUpdates, loadState } from '../../src/features/editor/canvas-state';
import { canvasFromYDoc } from '../../src/kernel/document/canvas/crdt/mapping';
import type { CanvasDocument } from '../../src/kernel/document/canvas/model';
import type { DatabaseConfig } from '../../src/platform/db/config';
import { openDatabase } from '../../src/platform/db/connection';
import { signUp, type TestClient } from '../helpers/client';
import { freshDatabase, killHard, type Running, startServer } from '../helpers/production-server';
import {
  blankCanvas,
  closeText,
  openEditor,
  openText,
  saved,
  shownText,
  signedIn,
  storedText,
  textEditor,
  tideTables,
  wordsOf,
} from './canvas-editor-pages';
import { freePort, launchBrowser } from './server';

const OWNER = 'killjourney.owner';
const SECOND = 'killjourney.second';
/** The save line's alert once a page holds edits it cannot send. */
const OFFLINE = 'Offline: your changes are kept on this page and will be saved when the connection returns.';
/** The bar's chip while the connection is down and nothing is unsaved (its title). */
const OFFLINE_CHIP = 'Offline — your edits are kept and sent when the connection returns';
/** Time enough for the pages' reconnection attempts, which back off to several seconds apart. */
const RECONNECT_MS = 120_000;

const dir = mkdtempSync(path.join(tmpdir(), 'podium-crash-editor-'));
let running: Running | undefined;
let browser: Browser | undefined;

afterAll(async () => {
  await browser?.close();
  if (running) await killHard(running);
  rmSync(dir, { recursive: true, force: true });
});

/** A blank canvas whose frame holds one text, "Tide tables". */
function deckWithText(): CanvasDocument {
  const deck = blankCanvas('Tide tables after a crash');
  deck.elements.push(tideTables);
  return deck;
}

/** The owner and the person they shared the deck with for editing, and the deck's oid. */
async function sharedDeck(url: string): Promise<{ owner: TestClient; second: TestClient; oid: string }> {
  const [owner, second] = await Promise.all([signUp(url, OWNER), signUp(url, SECOND)]);
  const made = await owner.request('POST', '/api/v4/presentations/', {
    json: { source: JSON.stringify(deckWithText()), privacy: 'private', format: 'json' },
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const { oid } = (await made.json()) as { oid: string };
  const shared = await owner.request('POST', `/api/v4/presentation/${oid}/collaborators/`, {
    json: { login: SECOND, role: 'edit' },
  });
  expect(shared.status, await shared.clone().text()).toBe(201);
  return { owner, second, oid };
}

/**
 * The text's words as the database holds them, read while the server is down: its stored state
 * with the live edits logged since, as the server merges them when it starts again.
 */
async function textInDatabase(config: DatabaseConfig, oid: string): Promise<string> {
  const { db } = openDatabase(config);
  try {
    const deck = await findPresentationByOid(db, oid);
    const row = await findCanvasState(db, deck!.id);
    const ydoc = loadState(new Uint8Array(row!.state));
    await applyLoggedUpdates(db, row!, ydoc);
    const text = canvasFromYDoc(ydoc).elements.find((e) => e.id === 'note');
    return text?.kind === 'text' ? wordsOf(text.content) : '';
  } finally {
    await db.destroy();
  }
}

/** The page tells its person it is offline: the chip on the bar, or the save line's alert. */
const offlineNotice = (page: Page) => page.getByTitle(OFFLINE_CHIP).or(page.getByText(OFFLINE));

/** Waits until the page is connected again and has everything it holds acknowledged. */
async function backOnline(page: Page) {
  await page.waitForSelector('.canvas-editor__status[data-status="saved"]', { timeout: RECONNECT_MS });
  await expect.poll(() => offlineNotice(page).count(), { timeout: RECONNECT_MS }).toBe(0);
  await saved(page);
}

/**
 * The second person types three words at a person's pace, and the server is killed once the first
 * shows in their text: the rest are typed while it dies and after. The pace is what leaves some
 * letters sent and not yet acknowledged, or not sent at all, when the server goes.
 */
async function typeThroughTheKill(page: Page, server: Running) {
  await openText(page, 'note', ['ArrowRight']);
  const typing = page.keyboard.type(' Bravo Charlie Delta', { delay: 40 });
  await textEditor(page).filter({ hasText: 'Bravo' }).waitFor();
  await killHard(server);
  await typing;
  await closeText(page);
}

/**
 * Chromium logs each of the page's attempts to reopen the deck's live channel that fails while the
 * server is down ("WebSocket connection to '…' failed: …") as a console error, which no page script
 * can silence: those failures are the journey, not a fault of the page. Any other error is one.
 */
const failedReconnection = (url: string, oid: string) => {
  const channel = `${url.replace(/^http/, 'ws')}/api/v4/presentation/${oid}/canvas/live/`;
  return (message: string) => message.startsWith(`WebSocket connection to '${channel}`);
};

describe('SIGKILL while two people edit a canvas deck in Chromium', () => {
  it('keeps every saved word, and the pages send what they kept once the server is back', async () => {
    const database = await freshDatabase('sqlite', dir);
    const port = await freePort();
    running = await startServer(database.env, port);
    const { url } = running;
    const deck = await sharedDeck(url);
    const { oid } = deck;
    browser = await launchBrowser();
    const started = browser;
    const editorOf = async (person: TestClient) =>
      openEditor(await signedIn(started, url, person), `${url}/p/edit/${oid}/`);
    const [owner, second] = await Promise.all([editorOf(deck.owner), editorOf(deck.second)]);

    // Saved: the owner's word is acknowledged, and reaches the second person's page.
    await openText(owner.page, 'note', ['ArrowRight']);
    await owner.page.keyboard.type(' Alpha');
    await closeText(owner.page);
    await saved(owner.page);
    await expect.poll(() => shownText(second.page)).toBe('Tide tables Alpha');

    await typeThroughTheKill(second.page, running);
    running = undefined;
    expect(await shownText(second.page)).toBe('Tide tables Alpha Bravo Charlie Delta');
    await offlineNotice(second.page).waitFor();
    await offlineNotice(owner.page).waitFor();

    // Offline: the owner's word goes before the text, where no other edit lands.
    // The caret walks back from the end letter by letter: Ctrl+A then ArrowLeft, or Ctrl+Home, left
    // it where it was on some runs (the next letters replaced the whole text, or went at its end).
    const letters = ((await shownText(owner.page)) ?? '').length;
    await openText(owner.page, 'note', ['ArrowRight', ...Array(letters).fill('ArrowLeft')]);
    await owner.page.keyboard.type('Echo ');
    await closeText(owner.page);
    expect(await shownText(owner.page)).toMatch(/^Echo Tide tables Alpha/);
    await owner.page.getByText(OFFLINE).waitFor();

    const stored = await textInDatabase(database.config, oid);
    expect(stored).toMatch(/^Tide tables Alpha/);
    expect(stored).not.toContain('Echo');

    running = await startServer(database.env, port);
    for (const page of [owner.page, second.page]) await backOnline(page);
    const everything = 'Echo Tide tables Alpha Bravo Charlie Delta';
    for (const page of [owner.page, second.page]) await expect.poll(() => shownText(page)).toBe(everything);
    await expect.poll(() => storedText(deck.owner, oid, 'note'), { timeout: 30_000 }).toBe(everything);

    const expected = failedReconnection(url, oid);
    expect(owner.errors.filter((message) => !expected(message))).toEqual([]);
    expect(second.errors.filter((message) => !expected(message))).toEqual([]);
  });
});
