// A view from an embed on another site is counted, with that site. The outer page
// is served from `localhost`, the embed from `127.0.0.1`: two sites, so Chromium neither sends nor
// stores Podium's SameSite=Lax cookies inside the frame, as on a real blog.
import { createServer, type Server } from 'node:http';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';
import { freePort } from './server';

const { server, browser } = setUpE2e();

let blog: Server;
let blogOrigin: string;
let embedSrc = '';

beforeAll(async () => {
  const port = await freePort();
  blogOrigin = `http://localhost:${port}`;
  blog = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>A teacher's blog</title><h1>This week's lesson</h1>` +
        `<iframe src="${embedSrc}" width="560" height="315" allowfullscreen allow="autoplay; fullscreen"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => blog.listen(port, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => blog.close(resolve));
});

/** A public talk of the demo that other browser tests leave alone: the video on rebasing. */
function listedVideoOid(): string {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    return (
      db.prepare("select oid from presentations where slug = 'git-rebase-explained'").get() as { oid: string }
    ).oid;
  } finally {
    db.close();
  }
}

function viewsOf(oid: string): { referrer: string | null }[] {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    return db
      .prepare(
        'select v.referrer from views v join presentations p on p.id = v.presentation_id where p.oid = ?',
      )
      .all(oid) as { referrer: string | null }[];
  } finally {
    db.close();
  }
}

describe('an embed on another site', () => {
  it('counts the view when the presentation starts, naming the site', async () => {
    const oid = listedVideoOid();
    embedSrc = `${server.url}/p/embed/${oid}/`;
    const before = viewsOf(oid).length;

    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.goto(`${blogOrigin}/`);
    const frame = page.frameLocator('iframe');
    await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // No cookie of Podium's lives in the frame: the view call cannot lean on one.
    expect((await context.cookies(server.url)).map((cookie) => cookie.name)).not.toContain('csrftoken');
    await frame.locator('[data-present]').first().click();
    await frame.locator('.viewer__player').waitFor();

    await expect.poll(() => viewsOf(oid).length).toBe(before + 1);
    expect(viewsOf(oid).at(-1)!.referrer).toBe(blogOrigin);
    expect(problems).toEqual([]);
    await context.close();
  });
});
