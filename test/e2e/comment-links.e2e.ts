// A mention's link, in Chromium: the owner comments on a buoy inside the deck's second frame while
// their editor is on the first step, naming a commenter; the comment goes on the buoy's step. The
// commenter opens the mail's link (?comment=) and lands in their read-only canvas, the Comments
// tab open and the thread focused, and answers it; the owner opens the same link in the canvas
// editor and finds the Comments tab open, the thread focused and the buoy selected.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CanvasDocument } from '../../src/kernel/document/canvas/model';
import { signUp, type TestClient } from '../helpers/client';
import { blankCanvas, canvas, openEditor, signedIn } from './canvas-editor-pages';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

const BODY = 'Is the buoy the right red?';
let owner: TestClient;
let commenter: TestClient;
let oid: string;
let thread: { id: number; step: number };

/** Two frames on the path; a buoy (a shape) sits in the second. */
function harbourDeck(): CanvasDocument {
  const deck = blankCanvas('Harbour with a buoy');
  const box = { y: 0, width: 1600, height: 900, rotation: 0, z: 0 };
  deck.elements.push(
    { kind: 'frame', id: 'harbour', shape: 'rectangle', title: 'Harbour', x: 2000, ...box },
    {
      kind: 'shape',
      id: 'buoy',
      shape: 'ellipse',
      parent: 'harbour',
      fill: '#dd2222',
      x: 2600,
      y: 300,
      width: 200,
      height: 200,
      rotation: 0,
      z: 1,
    },
  );
  deck.path.push({ id: 'second', frame: 'harbour' });
  return deck;
}

beforeAll(async () => {
  owner = await signUp(server.url, 'links.owner');
  commenter = await signUp(server.url, 'links.reader');
  const made = await owner.request('POST', '/api/v4/presentations/', {
    json: { source: JSON.stringify(harbourDeck()), privacy: 'private', format: 'json' },
  });
  expect(made.status, await made.clone().text()).toBe(201);
  oid = (await made.json()).oid;
  const shared = await owner.request('POST', `/api/v4/presentation/${oid}/collaborators/`, {
    json: { login: 'links.reader', role: 'comment' },
  });
  expect(shared.status, await shared.clone().text()).toBe(201);
  // Sent as the editor sends it while showing the first step.
  const posted = await owner.request('POST', `/api/v4/presentation/${oid}/comments/`, {
    json: { element: 'buoy', step: 0, body: `${BODY} @links.reader` },
  });
  expect(posted.status).toBe(201);
  thread = (await posted.json()).comment;
});

/** The text of what has the focus. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function open(client: TestClient, path: string) {
  const context = await signedIn(browser, server.url, client);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, errors };
}

describe('a link to a comment', () => {
  it('puts the buoy’s comment on the step of the frame that holds it', () => {
    expect(thread.step).toBe(1);
  });

  it('opens the commenter’s read-only canvas on the thread, focused, and they answer it', async () => {
    const { context, page, errors } = await open(commenter, `/p/edit/${oid}/?comment=${thread.id}`);
    await canvas(page).waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Comments' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => focused(page)).toContain(BODY);
    const all = page.locator('.comment-panel__all');
    // The commenter's canvas names the element; a press on it selects and shows it.
    await all.getByRole('button', { name: 'On “Shape”' }).waitFor();
    await all.getByRole('button', { name: 'Reply to links.owner' }).click();
    await all.getByLabel('Your reply to links.owner').fill('A shade darker, please');
    await all.getByRole('button', { name: 'Post comment' }).click();
    await all
      .getByRole('list', { name: 'Replies to links.owner' })
      .getByText('A shade darker, please')
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the canvas editor on the Comments tab, the thread focused and its buoy selected', async () => {
    const context = await signedIn(browser, server.url, owner);
    const { page, errors } = await openEditor(context, `${server.url}/p/edit/${oid}/?comment=${thread.id}`);
    await canvas(page).waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Comments' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => focused(page)).toContain(BODY);
    await page.getByRole('button', { name: 'Comment on selection' }).click();
    await page.getByLabel('Your comment on “Shape”').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the page as usual for a comment that is gone', async () => {
    const { context, page, errors } = await open(commenter, `/p/edit/${oid}/?comment=999999`);
    await page.getByRole('heading', { name: 'Step 1 · Start', level: 3 }).waitFor();
    expect(await page.locator('[aria-current="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
