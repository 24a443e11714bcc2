// A canvas deck's commenter, in Chromium: the owner shares the deck for comments; the commenter
// opens its edit page and gets the canvas read-only (the line says so, and there are no insert
// tools), selects the buoy on the canvas, finds that Delete changes nothing, and comments on the
// selection; the owner's canvas editor shows the thread on the buoy, and selects the buoy from it,
// and each sees the other among those in the deck (presence flows both ways on the live channel);
// the owner's edits show on the commenter's canvas as they are made, and the commenter's next
// comment in the owner's Comments panel as it is posted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CanvasDocument } from '../../src/kernel/document/canvas/model';
import { signUp, type TestClient } from '../helpers/client';
import { blankCanvas, canvas, elementsOf, openEditor, signedIn } from './canvas-editor-pages';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

const BODY = 'Could the buoy be a little smaller?';
const AGAIN = 'And a little further from the pier?';
let owner: TestClient;
let commenter: TestClient;
let oid: string;

/** The blank canvas with a red buoy (a shape) in its one frame. */
function buoyDeck(): CanvasDocument {
  const deck = blankCanvas('Harbour for comments');
  deck.elements.push({
    kind: 'shape',
    id: 'buoy',
    shape: 'ellipse',
    parent: 'start',
    fill: '#dd2222',
    x: 600,
    y: 250,
    width: 400,
    height: 400,
    rotation: 0,
    z: 1,
  });
  return deck;
}

beforeAll(async () => {
  owner = await signUp(server.url, 'harbour.owner');
  commenter = await signUp(server.url, 'harbour.reader');
  const made = await owner.request('POST', '/api/v4/presentations/', {
    json: { source: JSON.stringify(buoyDeck()), privacy: 'private', format: 'json' },
  });
  expect(made.status, await made.clone().text()).toBe(201);
  oid = (await made.json()).oid;
  const shared = await owner.request('POST', `/api/v4/presentation/${oid}/collaborators/`, {
    json: { login: 'harbour.reader', role: 'comment' },
  });
  expect(shared.status, await shared.clone().text()).toBe(201);
});

describe('a commenter on a canvas deck', () => {
  it('selects an element on the read-only canvas and comments on it', async () => {
    const context = await signedIn(browser, server.url, commenter);
    const { page, errors } = await openEditor(context, `${server.url}/p/edit/${oid}/`);
    await page.getByText('Read-only: you can comment, not edit.').waitFor();
    expect(await page.getByRole('toolbar', { name: 'Insert' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Format' }).count()).toBe(0);
    const buoy = elementsOf(page, 'shape');
    await buoy.click();
    const onSelection = page.getByRole('button', { name: 'Comment on selection' });
    await onSelection.waitFor();
    // Delete on the canvas changes nothing, and says nothing went wrong.
    await canvas(page).press('Delete');
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(await buoy.count()).toBe(1);
    await onSelection.click();
    await page.getByLabel('Your comment on “Shape”').fill(BODY);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await page.getByText(BODY).first().waitFor();
    expect(await buoy.count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the owner the thread on that element and the commenter, and each the other’s edits and comments live', async () => {
    const readerContext = await signedIn(browser, server.url, commenter);
    const reader = await openEditor(readerContext, `${server.url}/p/edit/${oid}/`);
    const context = await signedIn(browser, server.url, owner);
    const { page, errors } = await openEditor(context, `${server.url}/p/edit/${oid}/`);
    await page.getByRole('button', { name: /^Follow harbour\.reader/ }).waitFor();
    await reader.page.getByRole('button', { name: /^Follow harbour\.owner/ }).waitFor();
    // The owner duplicates the buoy; the commenter's canvas shows the copy without a reload.
    await elementsOf(page, 'shape').click();
    await canvas(page).press('Control+d');
    await expect.poll(() => elementsOf(reader.page, 'shape').count()).toBe(2);
    await page.getByRole('tab', { name: 'Comments' }).click();
    await page.getByText(BODY).first().waitFor();
    // The commenter comments again; the owner's panel shows it without a reload.
    await elementsOf(reader.page, 'shape').last().click();
    await reader.page.getByRole('button', { name: 'Comment on selection' }).click();
    await reader.page.getByLabel('Your comment on “Shape”').fill(AGAIN);
    await reader.page.getByRole('button', { name: 'Post comment' }).click();
    await page.getByText(AGAIN).first().waitFor();
    expect(reader.errors).toEqual([]);
    await readerContext.close();
    await page.getByRole('button', { name: 'On “Shape”' }).first().click();
    await page.getByRole('button', { name: 'Comment on selection' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
