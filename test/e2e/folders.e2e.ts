// Folders and the Library in Chromium: make a folder and a subfolder, drag a deck
// into the folder (the drop target shows it takes it) and another onto a breadcrumb, move one with
// the keyboard through "Move to…", share the folder with a commenter who then sees the decks in a
// second browser but cannot move them; and insert a picture from the Library into the editor.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../helpers/pdf';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[34]/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return { page, problems };
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function signUp(page: Page, username: string) {
  await page.goto(`${server.url}/signup/`);
  await page.getByLabel('First name').fill(username.split('.')[0]!);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel(/^Password/).fill('folders all the way down');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(`${server.url}/dashboard/next/`);
  await hydrated(page);
}

async function publishMarkdown(page: Page, title: string) {
  await page.goto(`${server.url}/dashboard/next/`);
  await hydrated(page);
  await page.getByLabel('Markdown or JSON').fill(`# ${title}\n\n## One\n\n- A point\n`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.waitForURL(/\/p\/[a-z0-9]{12}\//);
  return /\/p\/([a-z0-9]{12})\//.exec(page.url())![1]!;
}

const folderCard = (page: Page, name: string) => page.locator('li.folder-card', { hasText: name });
const deckOnDashboard = (page: Page, title: string) => page.locator('li.dashboard__item', { hasText: title });

describe('folders and the library in Chromium', () => {
  it('files decks by drag and drop and by the menu, shares the folder, and reuses a picture', async () => {
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, problems } = await watchedPage(ownerContext);
    await signUp(page, 'fiona.folders');
    // A PDF deck gives the Library its pictures (pdf.js renders the pages in the browser).
    await page.getByRole('tab', { name: 'Upload a file' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'library.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(makePdf([{ lines: ['Library page', 'A picture to reuse'] }])),
    });
    await page.getByRole('button', { name: 'Upload and publish' }).click();
    await page.waitForURL(/\/p\/[a-z0-9]{12}\//, { timeout: 30_000 });
    const alpha = await publishMarkdown(page, 'Deck Alpha');
    await publishMarkdown(page, 'Deck Beta');

    // A folder on the dashboard, and a subfolder on its page.
    await page.goto(`${server.url}/dashboard/next/`);
    await hydrated(page);
    await page.getByLabel('New folder').fill('Clients');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await folderCard(page, 'Clients').waitFor();
    await hydrated(page);
    const clientsPath = await folderCard(page, 'Clients')
      .getByRole('link', { name: 'Clients' })
      .getAttribute('href');
    await page.goto(server.url + clientsPath);
    await hydrated(page);
    await page.getByLabel('New subfolder').fill('Acme');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await folderCard(page, 'Acme').waitFor();

    // Drag Deck Alpha onto the Clients card: the card shows it will take it, then it is filed.
    await page.goto(`${server.url}/dashboard/next/`);
    await hydrated(page);
    const target = folderCard(page, 'Clients');
    await deckOnDashboard(page, 'Deck Alpha').locator('.dashboard__title').hover();
    await page.mouse.down();
    await target.hover({ position: { x: 20, y: 20 } });
    await target.hover({ position: { x: 30, y: 30 } });
    await expect.poll(() => target.getAttribute('class')).toContain('folder-card--over');
    expect(await target.getByRole('status').textContent()).toBe('Drop to move here');
    await page.mouse.up();
    await deckOnDashboard(page, 'Deck Alpha').waitFor({ state: 'detached' });
    await hydrated(page);
    expect(await page.locator('.dashboard__list').textContent()).not.toContain('Deck Alpha');

    // Deck Beta by the keyboard: "Move to…", the Acme radio, Enter.
    const moveBeta = page.getByRole('button', { name: 'Move to… Deck Beta' });
    await moveBeta.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move “Deck Beta”' });
    await dialog.getByRole('radio', { name: 'Acme' }).waitFor();
    await dialog.getByRole('radio', { name: 'Acme' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Move' }).focus();
    await page.keyboard.press('Enter');
    await deckOnDashboard(page, 'Deck Beta').waitFor({ state: 'detached' });

    // In Acme (breadcrumbs: My presentations › Clients › Acme), drag Beta onto the Clients crumb.
    await page.goto(server.url + clientsPath);
    await hydrated(page);
    expect(await page.locator('.deck-grid').textContent()).toContain('Deck Alpha');
    await folderCard(page, 'Acme').getByRole('link', { name: 'Acme' }).click();
    await hydrated(page);
    const crumbs = page.getByRole('navigation', { name: 'Folder path' });
    expect((await crumbs.textContent())?.replace(/\s+/g, ' ')).toContain('My presentationsClientsAcme');
    const beta = page.locator('li.deck-card', { hasText: 'Deck Beta' });
    await beta.dragTo(crumbs.getByRole('listitem').filter({ hasText: 'Clients' }));
    await beta.waitFor({ state: 'detached' });
    await crumbs.getByRole('link', { name: 'Clients' }).click();
    await hydrated(page);
    expect(await page.locator('.deck-grid').textContent()).toContain('Deck Beta');

    // Share Clients with a commenter, who signs up in a second browser first.
    const readerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const { page: reader, problems: readerProblems } = await watchedPage(readerContext);
    await signUp(reader, 'carl.commenter');
    await page.getByLabel('Username').fill('carl.commenter');
    await page.getByLabel('Role', { exact: true }).selectOption('comment');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Shared with carl Tester.').waitFor();

    // The commenter finds it under "Shared with me" and sees both decks, with no way to move them.
    await reader.goto(`${server.url}/dashboard/next/`);
    await hydrated(reader);
    await reader.locator('#shared-folders').waitFor();
    await folderCard(reader, 'Clients').getByRole('link', { name: 'Clients' }).click();
    await hydrated(reader);
    expect(await reader.locator('.deck-grid').textContent()).toContain('Deck Alpha');
    expect(await reader.locator('.deck-grid').textContent()).toContain('Deck Beta');
    expect(await reader.getByRole('button', { name: /^Move/ }).count()).toBe(0);
    expect(await reader.locator('li.deck-card[draggable="true"]').count()).toBe(0);
    expect(await reader.getByRole('navigation', { name: 'Folder path' }).textContent()).toContain(
      'Shared with me',
    );
    const csrf = (await readerContext.cookies()).find((c) => c.name === 'csrftoken')!.value;
    const refused = await reader.request.post(`${server.url}/api/v4/folders/moves/`, {
      data: { oid: alpha, toFid: null },
      headers: { 'x-csrftoken': csrf, origin: server.url },
    });
    expect(refused.status()).toBe(403);
    await reader
      .locator('li.deck-card', { hasText: 'Deck Alpha' })
      .getByRole('link', { name: 'Open and comment' })
      .click();
    await reader.waitForURL(`${server.url}/p/edit/${alpha}/`);
    expect(await reader.locator('.editor__role').textContent()).toBe('You can comment on this presentation.');

    // The Library: insert a picture of the PDF into Deck Alpha's source, at the cursor.
    await page.goto(`${server.url}/library/`);
    await hydrated(page);
    expect(await page.locator('.library-grid').first().textContent()).toContain('library');
    await page.goto(`${server.url}/p/edit/${alpha}/`);
    await hydrated(page);
    const source = page.locator('#source-editor-text');
    const text = await source.inputValue();
    const at = text.indexOf('- A point');
    await source.evaluate((area: HTMLTextAreaElement, offset) => {
      area.focus();
      area.setSelectionRange(offset, offset);
    }, at);
    await page.getByRole('button', { name: 'Insert from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert a picture from your library' });
    await picker
      .getByRole('button', { name: /^Insert the picture/ })
      .first()
      .waitFor();
    const sel = await source.evaluate((a: HTMLTextAreaElement) => [
      a.selectionStart,
      a.selectionEnd,
      a.value.length,
    ]);
    expect(sel).toEqual([at, at, text.length]);
    await picker
      .getByRole('button', { name: /^Insert the picture/ })
      .first()
      .click();
    await picker.waitFor({ state: 'detached' });
    const inserted = await source.inputValue();
    expect(inserted.slice(at)).toMatch(/^!\[\]\(\/media\/u\/[0-9a-f]{64}\.(png|jpg|webp)\)\n\n- A point/);
    await page.keyboard.press('Control+s');
    await page.getByText('Saved', { exact: false }).first().waitFor();
    const saved = await page.request.get(`${server.url}/api/v4/presentation/${alpha}/`);
    expect(JSON.stringify(await saved.json())).toMatch(/\/media\/u\/[0-9a-f]{64}/);

    expect([...problems, ...readerProblems]).toEqual([]);
    await ownerContext.close();
    await readerContext.close();
  }, 120_000);
});
