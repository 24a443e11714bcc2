// Three people edit one canvas deck at once, each in their own browser: the owner and the two
// people they shared it with for editing. Each sees the two others' avatars; all three type a word
// into the same text at the same moment and every page, and the saved deck, ends with all three
// words; two drag the same shape at the same moment and all three pages end with it in one place,
// the place the saved deck has; one goes offline, is told so, and types on while the others edit
// too, and once back every page and the saved deck hold everyone's words. Screenshots of the three
// editors, each with the others' selections outlined, are left in /tmp.
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CanvasDocument } from '../../src/kernel/document/canvas/model';
import { signUp, type TestClient } from '../helpers/client';
import {
  blankCanvas,
  closeText,
  element,
  openEditor,
  openText,
  playerDocument,
  saved,
  shownText,
  signedIn,
  storedText,
  tideTables,
} from './canvas-editor-pages';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

const NAMES = ['trio.owner', 'trio.second', 'trio.third'] as const;
const OFFLINE = 'Offline: your changes are kept on this page and will be saved when the connection returns.';
let people: TestClient[];
let ownerAccount: TestClient;
let oid: string;
const contexts: BrowserContext[] = [];

/** The blank canvas with one text ("Tide tables") and one shape (a buoy) in its frame. */
function trioDeck(): CanvasDocument {
  const deck = blankCanvas('Harbour by three');
  const at = { parent: 'start', rotation: 0 };
  deck.elements.push(tideTables, {
    kind: 'shape',
    id: 'buoy',
    shape: 'ellipse',
    fill: '#dd2222',
    ...at,
    x: 600,
    y: 420,
    width: 300,
    height: 300,
    z: 2,
  });
  return deck;
}

beforeAll(async () => {
  people = await Promise.all(NAMES.map((name) => signUp(server.url, name)));
  ownerAccount = people[0]!;
  const made = await ownerAccount.request('POST', '/api/v4/presentations/', {
    json: { source: JSON.stringify(trioDeck()), privacy: 'private', format: 'json' },
  });
  expect(made.status, await made.clone().text()).toBe(201);
  oid = (await made.json()).oid;
  for (const login of NAMES.slice(1)) {
    const shared = await ownerAccount.request('POST', `/api/v4/presentation/${oid}/collaborators/`, {
      json: { login, role: 'edit' },
    });
    expect(shared.status, await shared.clone().text()).toBe(201);
  }
});

afterAll(async () => {
  for (const context of contexts) await context.close();
});

/**
 * Lets `context` lose its network and find it again. The browser's offline switch stops requests
 * but leaves an open live channel open, so the channel goes through here: going offline closes it,
 * and refuses new ones until the network is back.
 */
async function unplugged(context: BrowserContext) {
  let down = false;
  const open = new Set<WebSocketRoute>();
  await context.routeWebSocket(/./, (socket) => {
    if (down) return socket.close();
    const server = socket.connectToServer();
    open.add(socket);
    socket.onClose(() => {
      open.delete(socket);
      server.close();
    });
  });
  return async (offline: boolean) => {
    down = offline;
    await context.setOffline(offline);
    if (offline) for (const socket of open) await socket.close();
  };
}

const avatars = (page: Page) => page.locator('.canvas-presence__avatar');
/** The text's words as the saved deck holds them. */
const noteStored = () => storedText(ownerAccount, oid, 'note');

/** Every page shows each of `words` in the text, whole, and so does the saved deck once all is saved. */
async function everyoneHas(pages: Page[], words: string[]) {
  const holdsAll = (text: string | null) =>
    words.every((word) => new RegExp(`\\b${word}\\b`).test(text ?? ''));
  for (const page of pages) await expect.poll(() => shownText(page)).toSatisfy(holdsAll);
  for (const page of pages) await saved(page);
  await expect.poll(noteStored, { timeout: 30_000 }).toSatisfy(holdsAll);
}

/** Drags the buoy by `dx`, `dy` screen pixels, holding it by its middle. */
async function dragBuoy(page: Page, dx: number, dy: number) {
  const from = (await element(page, 'buoy').boundingBox())!;
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

/** Where the buoy stands on a page, in canvas units (its style, which the camera does not change). */
const buoyStyle = (page: Page) => element(page, 'buoy').getAttribute('style');

/** The three editors: the owner's, the second person's and the third's. */
type Trio = [Page, Page, Page];

/** Each puts the caret in their own place in the text, then all three type a word at once. */
async function typeTogether([owner, second, third]: Trio) {
  // Before the text, after it, and after its first word. Typing at the very same place at once
  // interleaves the letters (each caret is carried past the others' letters arriving at it), so the
  // three words go to three places.
  await openText(owner, 'note', ['ArrowRight', ...Array(11).fill('ArrowLeft')]);
  await openText(second, 'note', ['ArrowRight']);
  await openText(third, 'note', ['ArrowRight', ...Array(7).fill('ArrowLeft')]);
  await Promise.all([
    owner.keyboard.type('Alpha '),
    second.keyboard.type(' Bravo'),
    third.keyboard.type(' Charlie'),
  ]);
  const typed = 'Alpha Tide Charlie tables Bravo';
  const pages: Trio = [owner, second, third];
  for (const page of pages) await expect.poll(() => shownText(page)).toBe(typed);
  await Promise.all(pages.map(closeText));
  for (const page of pages) await expect.poll(() => shownText(page)).toBe(typed);
  await everyoneHas(pages, ['Alpha', 'Bravo', 'Charlie']);
  expect(await noteStored()).toBe(typed);
}

/** Two drag the buoy at the same moment; all three end with it in one place, the saved one. */
async function dragTogether(pages: Trio) {
  const before = await buoyStyle(pages[2]);
  await Promise.all([dragBuoy(pages[0], 160, 0), dragBuoy(pages[1], 0, -90)]);
  for (const page of pages) await saved(page);
  await expect
    .poll(async () => new Set(await Promise.all(pages.map(buoyStyle))).size, { timeout: 15_000 })
    .toBe(1);
  expect(await buoyStyle(pages[2])).not.toBe(before);
  await sameBuoyAsStored(pages);
}

/** The third goes offline and types on, and is told so; the owner types too; back online, all have both. */
async function offlineAndBack([owner, second, third]: Trio, network: (offline: boolean) => Promise<void>) {
  await network(true);
  await openText(third, 'note', ['ArrowRight']);
  await third.keyboard.type(' Delta');
  await closeText(third);
  await third.getByText(OFFLINE).waitFor();
  await openText(owner, 'note', ['ArrowRight']);
  await owner.keyboard.type(' Echo');
  await closeText(owner);
  expect(await shownText(owner)).not.toContain('Delta');
  await network(false);
  await everyoneHas([owner, second, third], ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
  expect(await third.getByText(OFFLINE).count()).toBe(0);
}

describe('three people co-editing a canvas deck', () => {
  it('merges their typing, their drags and an offline person’s edits on every page', async () => {
    contexts.push(...(await Promise.all(people.map((person) => signedIn(browser, server.url, person)))));
    const network = await unplugged(contexts[2]!);
    const opened = await Promise.all(
      contexts.map((context) => openEditor(context, `${server.url}/p/edit/${oid}/`)),
    );
    const pages = opened.map((one) => one.page) as Trio;

    // Each sees the two others, by name, never themselves.
    for (const [i, page] of pages.entries()) {
      await expect.poll(() => avatars(page).count()).toBe(2);
      const titles = await avatars(page).evaluateAll((all) => all.map((a) => a.getAttribute('title')));
      expect(titles.sort()).toEqual(NAMES.filter((_, j) => j !== i));
    }
    await typeTogether(pages);

    // The third selects the buoy, the others keep the text selected: each sees the others' outlines.
    await element(pages[2], 'buoy').click();
    for (const [i, page] of pages.entries()) {
      const tags = page.locator('.canvas-editor__remote .canvas-editor__remote-name');
      await expect
        .poll(async () => (await tags.allTextContents()).sort())
        .toEqual(NAMES.filter((_, j) => j !== i));
    }
    for (const [i, page] of pages.entries())
      await page.screenshot({ path: `/tmp/three-people-${NAMES[i]}.png` });

    await dragTogether(pages);
    await offlineAndBack(pages, network);
    for (const one of opened) expect(one.errors).toEqual([]);
  });
});

/** The buoy's place in the saved deck is where the pages draw it, and stays so on reading again. */
async function sameBuoyAsStored(pages: Trio) {
  const place = async () => {
    const buoy = (await playerDocument(ownerAccount, oid)).elements.find((e) => e.id === 'buoy')!;
    return { x: buoy.x + buoy.width / 2, y: buoy.y + buoy.height / 2 };
  };
  const centre = await place();
  expect(centre).not.toEqual({ x: 750, y: 570 });
  expect(await place()).toEqual(centre);
  for (const page of pages) {
    // Each element is drawn at its centre: its style's first translation, in canvas units.
    const style = (await buoyStyle(page)) ?? '';
    const [, x, y] = style.match(/translate\(([-\d.]+)px, ([-\d.]+)px\)/) ?? [];
    expect(Number(x), style).toBeCloseTo(centre.x, 1);
    expect(Number(y), style).toBeCloseTo(centre.y, 1);
  }
}
