// Two people edit one canvas deck at once, each in their own browser: each sees the other's avatar
// on the bar, a frame one inserts appears on the other's canvas without a reload, the other's
// selection is outlined in their colour with their name, both save lines come to "Saved", and what
// they made reaches the view page once the live edits are merged. Screenshots of both editors at
// two sizes are left in /tmp.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../helpers/client';
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

const { server, browser } = setUpE2e();

let deck: BlankDeck;
let coeditor: TestClient;

beforeAll(async () => {
  deck = await blankDeck(server.url, 'live.owner', 'Tide tables together');
  coeditor = await signUp(server.url, 'live.coeditor');
  const shared = await deck.owner.request('POST', `/api/v4/presentation/${deck.oid}/collaborators/`, {
    json: { login: 'live.coeditor', role: 'edit' },
  });
  expect(shared.status).toBe(201);
});

const avatars = (page: Page) => page.locator('.canvas-presence__avatar');

async function insertFrame(page: Page) {
  await page
    .getByRole('toolbar', { name: 'Insert' })
    .getByRole('button', { name: 'Frame', exact: true })
    .click();
  await page.getByRole('menuitem', { name: 'Rectangle frame' }).click();
}

describe('co-editing a canvas deck', () => {
  it('shows each person the other, their frame and their selection, live', async () => {
    const ownerContext = await signedIn(browser, server.url, deck.owner);
    const otherContext = await signedIn(browser, server.url, coeditor);
    const owner = await openEditor(ownerContext, `${server.url}${deck.editPath}`);
    const other = await openEditor(otherContext, `${server.url}${deck.editPath}`);

    // Each sees one avatar: the other person, by name.
    await expect.poll(() => avatars(owner.page).count()).toBe(1);
    await expect.poll(() => avatars(other.page).count()).toBe(1);
    expect(await avatars(owner.page).getAttribute('title')).toBe('live.coeditor');
    expect(await avatars(other.page).getAttribute('title')).toBe('live.owner');

    // A frame the owner inserts appears on the co-editor's canvas, and both save.
    await insertFrame(owner.page);
    await expect.poll(() => elementsOf(other.page, 'frame').count()).toBe(2);
    await saved(owner.page);
    await saved(other.page);

    // The owner's selection (the new frame, selected as it was inserted) is outlined for the other.
    const outline = other.page.locator('.canvas-editor__remote [data-user]');
    await expect.poll(() => outline.count()).toBeGreaterThan(0);
    expect(await other.page.locator('.canvas-editor__remote-name').first().textContent()).toBe('live.owner');

    for (const [name, page] of [
      ['owner', owner.page],
      ['coeditor', other.page],
    ] as const) {
      await page.screenshot({ path: `/tmp/canvas-live-${name}-1440.png` });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `/tmp/canvas-live-${name}-375.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    // Once the live edits are merged (a job, seconds later), the view page plays both frames.
    await expect
      .poll(async () => (await playerDocument(deck.owner, deck.oid)).elements.length, { timeout: 30_000 })
      .toBe(2);
    expect(owner.errors).toEqual([]);
    expect(other.errors).toEqual([]);
    await ownerContext.close();
    await otherContext.close();
  });
});
