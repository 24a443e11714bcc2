// RSS and Atom feeds of the latest public presentations, the site's and a profile's: only what
// everyone may see, newest first, well-formed whatever people typed.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { User } from '../../../src/features/accounts';
import { FEED_LENGTH } from '../../../src/features/discovery/feeds.routes';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

/** The feed parsed as XML; a document that is not well formed fails here. */
async function readFeed(response: Response): Promise<Document> {
  const document = new new JSDOM('').window.DOMParser().parseFromString(
    await response.text(),
    'application/xml',
  );
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent ?? '');

describe.each(DIALECTS)('%s: feeds', (dialect) => {
  let t: TestApp;
  let ada: User;
  let grace: User;
  let older: Presentation;
  let newer: Presentation;
  let theirs: Presentation;
  const TRICKY = 'Tags & <b>markup</b> ]]> "quoted"';
  beforeAll(async () => {
    t = await startTestApp(dialect);
    ada = await buildUser(t.handle, { publicDisplayName: 'Ada' });
    grace = await buildUser(t.handle, { publicDisplayName: 'Grace' });
    older = await buildPresentation(t.handle, ada, { title: 'Engines' });
    newer = await buildPresentation(t.handle, ada, {
      title: TRICKY,
      descriptionHtml: '<p>Notes on the <strong>analytical</strong> engine.</p>',
    });
    theirs = await buildPresentation(t.handle, grace, { title: 'Compilers' });
    await buildPresentation(t.handle, ada, { title: 'My private draft', privacy: 'private' });
    await buildPresentation(t.handle, ada, { title: 'Taken down', hidden: true });
    // Newest first is by last change: make the order the test expects regardless of the clock.
    for (const [p, minutes] of [
      [older, 30],
      [newer, 20],
      [theirs, 10],
    ] as const)
      await t.handle.db
        .updateTable('presentations')
        .set({ updated_at: new Date(Date.now() - minutes * 60_000).toISOString() })
        .where('id', '=', p.id)
        .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the site's latest public presentations in RSS 2.0, newest first, never private or hidden ones", async () => {
    const response = await fetch(`${t.url}/explore/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const feed = await readFeed(response);
    expect(texts(feed, 'channel > link')[0]).toBe(`${t.url}/explore/`);
    expect(texts(feed, 'item > title')).toEqual(['Compilers', TRICKY, 'Engines']);
    expect(texts(feed, 'item > link')).toEqual(
      [theirs, newer, older].map((p) => `${t.url}/p/${p.oid}/${p.slug}/`),
    );
    const description = texts(feed, 'item > description')[1];
    expect(description).toBe('Notes on the analytical engine.');
  });

  it("lists one person's public presentations in Atom, with them as the author", async () => {
    const response = await fetch(`${t.url}/user/${ada.oid}/atom.xml`);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = await readFeed(response);
    expect(texts(feed, 'feed > title')[0]).toBe('Ada on Podium');
    expect(texts(feed, 'entry > title')).toEqual([TRICKY, 'Engines']);
    expect(texts(feed, 'entry > author > name')).toEqual(['Ada', 'Ada']);
    expect(feed.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(
      `${t.url}/user/${ada.oid}/atom.xml`,
    );
    const rss = await readFeed(await fetch(`${t.url}/user/${grace.oid}/rss.xml`));
    expect(texts(rss, 'item > title')).toEqual(['Compilers']);
  });

  it('answers 404 for a profile that does not exist, and for an address that is no profile', async () => {
    expect((await fetch(`${t.url}/user/zzzzzzzzzzzz/rss.xml`)).status).toBe(404);
    expect((await fetch(`${t.url}/user/not%20an%20oid/atom.xml`)).status).toBe(404);
  });

  it(`carries at most ${FEED_LENGTH} entries`, async () => {
    for (let i = 0; i < FEED_LENGTH + 2; i++)
      await buildPresentation(t.handle, grace, { title: `Talk ${i}` });
    const feed = await readFeed(await fetch(`${t.url}/user/${grace.oid}/rss.xml`));
    expect(texts(feed, 'item > title')).toHaveLength(FEED_LENGTH);
  });
});
