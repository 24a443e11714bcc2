// The print view over real HTTP on every dialect: every step of the deck as a
// still, then the transcript, without the site's chrome; through the presentation's address or its
// view link, under the view page's own rules (the access matrix checks who).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/features/accounts';
import { layoutDocument } from '../../src/kernel/document/layout';
import { printPath } from '../../src/kernel/paths';
import { buildDocument, buildPresentation, buildUser, buildViewLink } from '../helpers/factories';
import { pageBody } from '../helpers/markup';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';
import { buildSeededVideo } from '../helpers/video';

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;

describe.each(DIALECTS)('%s: the print view', (dialect) => {
  let t: TestApp;
  let owner: User;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle);
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws every step, then the transcript, with a way back and no site chrome', async () => {
    const p = await buildPresentation(t.handle, owner);
    const response = await fetch(t.url + printPath(p));
    expect(response.status).toBe(200);
    const html = await response.text();
    const body = pageBody(html);
    const steps = layoutDocument(buildDocument()).steps.length;
    expect(count(body, /<li class="print-step"/g)).toBe(steps);
    expect(body).toContain(`Step 1 of ${steps}`);
    expect(body).toContain(`Step ${steps} of ${steps}`);
    expect(body.indexOf('Each row is one measured thing.', body.lastIndexOf('print-step'))).toBeGreaterThan(
      0,
    );
    expect(body).toContain(`href="/p/${p.oid}/${p.slug}/"`);
    expect(body).not.toContain('site-header');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<link rel="canonical" href="${t.url}/p/${p.oid}/${p.slug}/">`);
    expect(html).toContain(`<title>Tidy Data in Practice (print) · Podium</title>`);
  });

  it('sends a wrong or old slug to the right address', async () => {
    const p = await buildPresentation(t.handle, owner);
    const response = await fetch(`${t.url}/p/${p.oid}/old-title/print/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(printPath(p));
  });

  it('opens a private presentation through its view link, and links back to the link', async () => {
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const linkId = await buildViewLink(t.handle, p);
    const response = await fetch(`${t.url}/view/${linkId}/print/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const body = pageBody(await response.text());
    expect(body).toContain(`href="/view/${linkId}/"`);
    expect(body).toContain('Each row is one measured thing.');
    expect((await fetch(t.url + printPath(p), { redirect: 'manual' })).status).not.toBe(200);
  });

  it('prints a video as its cover and its transcript', async () => {
    const video = await buildSeededVideo(t, owner, 'A Recorded Talk', {
      texts: [
        {
          id: 'c1',
          styleClasses: ['body'],
          paragraphs: [{ text: 'Hello from the recording.', biggestFontSize: 20 }],
        },
      ],
      topics: [],
    });
    const body = pageBody(await (await fetch(t.url + printPath(video))).text());
    expect(count(body, /<li class="print-step"/g)).toBe(0);
    expect(body).toContain('class="print-page__cover"');
    expect(body).toContain('Hello from the recording.');
  });
});
