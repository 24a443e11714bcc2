// sitemap.xml, robots.txt and oEmbed list only what everyone may see; pages tell link previews
// and search engines what they are (Open Graph, author, canonical address, picture).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { User } from '../../../src/features/accounts';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Whether robots.txt lets a crawler fetch the path, read as Google does (the longest matching rule
 * wins) or as older crawlers do (the first matching rule wins).
 */
function robotsAllow(robots: string, path: string, reading: 'longest' | 'first'): boolean {
  const rules = [...robots.matchAll(/^(Allow|Disallow):\s*(\S+)$/gm)].map(([, verb, prefix]) => ({
    allow: verb === 'Allow',
    prefix: prefix!,
  }));
  const matching = rules.filter((rule) => path.startsWith(rule.prefix));
  const chosen =
    reading === 'first'
      ? matching[0]
      : matching.reduce<(typeof matching)[number] | undefined>(
          (best, rule) => (!best || rule.prefix.length > best.prefix.length ? rule : best),
          undefined,
        );
  return chosen?.allow ?? true;
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe.each(DIALECTS)('%s: discovery', (dialect) => {
  let t: TestApp;
  let owner: User;
  let privateOwner: User;
  let listed: Presentation;
  let secret: Presentation;
  let template: Presentation;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle, { publicDisplayName: 'Edsger' });
    privateOwner = await buildUser(t.handle);
    listed = await buildPresentation(t.handle, owner, { title: 'Go To Considered Harmful' });
    secret = await buildPresentation(t.handle, privateOwner, { privacy: 'private' });
    template = await buildPresentation(t.handle, owner, {
      title: 'Lesson plan',
      templateSlug: 'lesson-plan',
    });
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

  it('lists templates at their own address, the templates page and the profiles of people with public talks', async () => {
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    expect(locs).toContain(`${t.url}/presentation-template/lesson-plan/`);
    expect(locs).toContain(`${t.url}/presentation-template/`);
    expect(locs).not.toContain(`${t.url}/p/${template.oid}/${template.slug}/`);
    expect(locs).toContain(`${t.url}/user/${owner.oid}/`);
    expect(locs).not.toContain(`${t.url}/user/${privateOwner.oid}/`);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect((await fetch(loc, { redirect: 'manual' })).status, loc).toBe(200);
    expect(xml).toMatch(
      new RegExp(`<loc>${t.url}/user/${owner.oid}/</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
  });

  it('lets crawlers fetch oEmbed, and no other call under /api/', async () => {
    const robots = await (await fetch(`${t.url}/robots.txt`)).text();
    for (const reading of ['longest', 'first'] as const) {
      expect(robotsAllow(robots, '/api/oembed/?url=x', reading), reading).toBe(true);
      expect(robotsAllow(robots, '/api/v4/presentation/x/', reading), reading).toBe(false);
      expect(robotsAllow(robots, `/p/${listed.oid}/${listed.slug}/`, reading), reading).toBe(true);
    }
  });

  it('describes a view page as an article by its author, published and changed when it was', async () => {
    const html = await (await fetch(`${t.url}/p/${listed.oid}/${listed.slug}/`)).text();
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'author')).toBe('Edsger');
    expect(metaContent(html, 'article:author')).toBe(`${t.url}/user/${owner.oid}/`);
    expect(metaContent(html, 'article:published_time')).toBe(new Date(listed.created_at).toISOString());
    expect(metaContent(html, 'article:modified_time')).toBe(new Date(listed.updated_at).toISOString());
  });

  it("names a template's own address as the canonical one of its page", async () => {
    for (const path of ['/presentation-template/lesson-plan/', `/p/${template.oid}/${template.slug}/`]) {
      const html = await (await fetch(`${t.url}${path}`)).text();
      expect(html).toContain(`<link rel="canonical" href="${t.url}/presentation-template/lesson-plan/">`);
      expect(metaContent(html, 'og:url')).toBe(`${t.url}/presentation-template/lesson-plan/`);
    }
  });

  it('gives the home page a website card with a PNG picture for link previews', async () => {
    const html = await (await fetch(`${t.url}/`)).text();
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'author')).toBeUndefined();
    const image = metaContent(html, 'og:image');
    expect(image).toBe(`${t.url}/social-card.png`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const png = await fetch(image!);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 675]);
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

  it('keeps the oEmbed iframe at 16:9 within maxheight, and at its default size when asked for more', async () => {
    const url = encodeURIComponent(`${t.url}/p/${listed.oid}/${listed.slug}/`);
    const size = async (query: string) => {
      const body = await (await fetch(`${t.url}/api/oembed/?url=${url}${query}`)).json();
      return [body.width, body.height];
    };
    expect(await size('&maxheight=90')).toEqual([160, 90]);
    expect(await size('&maxwidth=320&maxheight=90')).toEqual([160, 90]);
    expect(await size('&maxwidth=2000&maxheight=2000')).toEqual([560, 315]);
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
    expect((await ask('url=https%3A%2F%2Fexample.com%2Fnothing')).status).toBe(404);
    // Another site's address of the same shape is not ours to describe.
    const elsewhere = await ask(
      `url=${encodeURIComponent(`https://example.com/p/${listed.oid}/${listed.slug}/`)}`,
    );
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json()).error.code).toBe('not_found');
    // The oEmbed spec's answer to a format the provider does not produce: 501.
    const xml = await ask(`url=${encodeURIComponent(`${t.url}/p/${listed.oid}/x/`)}&format=xml`);
    expect(xml.status).toBe(501);
    expect((await xml.json()).error.code).toBe('unsupported_format');
    expect((await ask('url=%2Fnot-a-talk%2F')).status).toBe(400);
    expect((await ask('')).status).toBe(400);
  });

  it('gives oEmbed consumers a PNG thumbnail of the size it says, and lets them cache the answer', async () => {
    const url = encodeURIComponent(`${t.url}/p/${listed.oid}/${listed.slug}/`);
    const response = await fetch(`${t.url}/api/oembed/?url=${url}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = await response.json();
    expect(body.thumbnail_url).toMatch(new RegExp(`^${t.url}/thumbnails/${listed.oid}/[^/]+\\.png$`));
    const png = await fetch(body.thumbnail_url);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([body.thumbnail_width, body.thumbnail_height]);
  });

  it('tells link previews and search engines what the profile, explore and search pages are', async () => {
    for (const [path, canonical] of [
      [`/user/${owner.oid}/`, `${t.url}/user/${owner.oid}/`],
      ['/explore/', `${t.url}/explore/`],
      ['/explore/search/?search=harmful&utm_source=x', `${t.url}/explore/search/?search=harmful`],
    ] as const) {
      const html = await (await fetch(`${t.url}${path}`)).text();
      expect(html, path).toContain(`<link rel="canonical" href="${canonical.replace(/&/g, '&amp;')}">`);
      expect(metaContent(html, 'og:url'), path).toBe(canonical.replace(/&/g, '&amp;'));
      const image = metaContent(html, 'og:image');
      expect(image, path).toMatch(/\.png$/);
      expect((await fetch(image!.replace(/&amp;/g, '&'))).headers.get('content-type'), path).toBe(
        'image/png',
      );
    }
  });

  it('links the profile and explore pages to their RSS and Atom feeds', async () => {
    for (const [page, feed] of [
      [`/user/${owner.oid}/`, `/user/${owner.oid}/`],
      ['/explore/', '/explore/'],
    ] as const) {
      const html = await (await fetch(`${t.url}${page}`)).text();
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${t.url}${feed}rss.xml">`,
        ),
      );
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="${t.url}${feed}atom.xml">`,
        ),
      );
    }
  });
});
