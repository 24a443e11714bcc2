// sitemap.xml, robots.txt and oEmbed list only what everyone may see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/db/rows';
import { buildPresentation, buildUser } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: discovery', (dialect) => {
  let t: TestApp;
  let listed: Presentation;
  let secret: Presentation;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const owner = await buildUser(t.handle, { publicDisplayName: 'Edsger' });
    listed = await buildPresentation(t.handle, owner, { title: 'Go To Considered Harmful' });
    secret = await buildPresentation(t.handle, owner, { privacy: 'private' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists public presentations in the sitemap, never private ones', async () => {
    const response = await fetch(`${t.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${t.url}/p/${listed.oid}/${listed.slug}/</loc>`);
    expect(xml).not.toContain(secret.oid);
    expect(await (await fetch(`${t.url}/robots.txt`)).text()).toContain(`Sitemap: ${t.url}/sitemap.xml`);
  });

  it('answers oEmbed with the embed iframe, sized within maxwidth', async () => {
    const url = encodeURIComponent(`${t.url}/p/${listed.oid}/${listed.slug}/`);
    const body = await (await fetch(`${t.url}/api/oembed/?url=${url}&maxwidth=320`)).json();
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Go To Considered Harmful',
      author_name: 'Edsger',
      width: 320,
      height: 180,
    });
    expect(body.html).toBe(
      `<iframe src="${t.url}/p/embed/${listed.oid}/" width="320" height="180" frameborder="0" allow="autoplay; fullscreen" allowfullscreen title="Go To Considered Harmful"></iframe>`,
    );
  });

  it('lets view pages announce their oEmbed endpoint', async () => {
    const html = await (await fetch(`${t.url}/p/${listed.oid}/${listed.slug}/`)).text();
    const page = encodeURIComponent(`${t.url}/p/${listed.oid}/${listed.slug}/`);
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${t.url}/api/oembed/?url=${page}">`,
    );
  });

  it('refuses private presentations, other addresses and formats', async () => {
    const ask = (query: string) => fetch(`${t.url}/api/oembed/?${query}`);
    expect((await ask(`url=${encodeURIComponent(`${t.url}/p/${secret.oid}/x/`)}`)).status).toBe(404);
    expect((await ask('url=https%3A%2F%2Fexample.com%2Fnothing')).status).toBe(400);
    expect((await ask(`url=${encodeURIComponent(`${t.url}/p/${listed.oid}/x/`)}&format=xml`)).status).toBe(
      400,
    );
    expect((await ask('')).status).toBe(400);
  });
});
