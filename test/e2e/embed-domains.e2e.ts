// Embed domains in Chromium: an owner limits where a talk may be embedded, and a frame on a site
// not listed stays empty (the browser enforces the embed page's frame-ancestors); listed anywhere
// again, the same frame shows the talk. The outer page is served from `localhost`, Podium from
// `127.0.0.1`: two sites, as a blog and Podium would be.
import { createServer, type Server } from 'node:http';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, freePort } from './server';

// Changes a talk's embedding: it needs a database of its own.
const { server, browser } = setUpE2e({ ownServer: true });

let blog: Server;
let blogUrl: string;
let embedSrc = '';

beforeAll(async () => {
  const port = await freePort();
  blogUrl = `http://localhost:${port}/`;
  blog = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>A blog</title><iframe src="${embedSrc}" width="560" height="315"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => blog.listen(port, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => blog.close(resolve));
});

describe('embedding limited to listed sites', () => {
  it('leaves the frame empty on a site not listed, and shows the talk once any site may embed it', async () => {
    const db = new Database(server.databaseFile, { readonly: true });
    const { oid } = db
      .prepare(
        `select p.oid from presentations p join users u on u.id = p.owner_id
         where u.username = 'demo' and p.privacy = 'public' order by p.id limit 1`,
      )
      .get() as { oid: string };
    db.close();
    embedSrc = `${server.url}/p/embed/${oid}/`;
    const owner = await new TestClient(server.url).prime();
    await owner.logIn('demo', DEMO_PASSWORD);
    const embedOn = async (embedDomains: string[] | null) =>
      expect(
        (await owner.request('PATCH', `/api/v4/presentation/${oid}/`, { json: { embedDomains } })).status,
      ).toBe(200);

    const context = await browser.newContext();
    const page = await context.newPage();
    const shown = async () => {
      await page.goto(blogUrl);
      const frame = page.frames().find((f) => f !== page.mainFrame())!;
      await frame.waitForLoadState('load').catch(() => undefined);
      return frame
        .locator('.viewer')
        .count()
        .catch(() => 0);
    };

    await embedOn(['blog.example.com']);
    expect(await shown()).toBe(0);
    await embedOn(null);
    expect(await shown()).toBe(1);
    await context.close();
  });
});
