// Brand kits over HTTP on every dialect: a draft changes nothing, publishing
// restyles decks in the `brand` theme (the player's data carries the kit), unpublishing returns
// them to Podium's look; logos are judged by their bytes; the owner's "Show brand logo" puts the
// kit's logo on the view page and embed, and the cached public page follows every change.
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKitData } from '../../../src/features/brand/contracts';
import { initialThemeFor } from '../../../src/features/brand/presentation-brand.service';
import type { PlayerData } from '../../../src/features/decks/contracts';
import { presentationPath } from '../../../src/kernel/paths';
import { defineActors } from '../../helpers/actors';
import { KIT, useBrandTheme } from '../../helpers/brand';
import { TestClient } from '../../helpers/client';
import { buildPresentation } from '../../helpers/factories';
import { makePng } from '../../helpers/pdf';
import { buildTeam } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: brand kits', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, other } = actors;
  beforeAll(async () => {
    // The page cache on, so the tests see that kit changes reach cached public pages.
    t = await startTestApp(dialect, { PAGE_CACHE_SECONDS: '60' });
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const json = async <T>(response: Response) => (await response.json()) as T;
  const put = async (client: TestClient, path: string, body: unknown) =>
    client.request('PUT', path, { json: body });
  const upload = (client: TestClient, path: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') =>
    client.request('PUT', path, { body: bytes, headers: { 'content-type': type } });
  const brandOf = async (oid: string) =>
    (await json<PlayerData>(await new TestClient(t.url).get(`/api/v4/presentation/${oid}/`))).brand;

  it('starts from Podium’s look, keeps a draft, and a draft changes nothing', async () => {
    const me = await owner.newClient();
    const start = await json<BrandKitData>(await me.get('/api/v4/brand-kit/'));
    expect(start).toMatchObject({ published: null, updatedAt: null, draft: { headingFont: 'system' } });

    const p = await buildPresentation(t.handle, owner.user, { title: 'Draft only' });
    await useBrandTheme(t, p);
    const saved = await put(me, '/api/v4/brand-kit/', KIT);
    expect(saved.status).toBe(200);
    const kit = await json<BrandKitData>(saved);
    expect(kit.draft).toMatchObject({ ...KIT, logo: null });
    expect(kit.published).toBeNull();
    // An unpublished kit changes nothing: the deck still gets no kit, its page no logo.
    expect(await brandOf(p.oid)).toBeNull();
    await put(me, `/api/v4/presentation/${p.oid}/brand-logo/`, { show: true });
    const page = await (await new TestClient(t.url).get(presentationPath(p))).text();
    expect(page).not.toContain('/media/brand/');
  });

  it('publishes the draft to decks in the brand theme, and unpublishing takes it back', async () => {
    const me = await owner.newClient();
    const p = await buildPresentation(t.handle, owner.user, { title: 'Branded talk' });
    const plain = await buildPresentation(t.handle, owner.user, { title: 'Ocean talk' });
    await useBrandTheme(t, p);
    await put(me, '/api/v4/brand-kit/', KIT);
    const published = await json<BrandKitData>(await me.request('POST', '/api/v4/brand-kit/publish/'));
    expect(published.published).toMatchObject(KIT);
    expect(await brandOf(p.oid)).toEqual(KIT);
    // A deck in a named theme keeps it.
    expect(await brandOf(plain.oid)).toBeNull();

    // A later draft does not reach decks until published again.
    await put(me, '/api/v4/brand-kit/', { ...KIT, headingFont: 'inter' });
    expect((await brandOf(p.oid))?.headingFont).toBe('playfair-display');

    // Its thumbnail (cards, link previews, the start screen) is drawn with the kit too.
    const thumbnail = async () => {
      const row = await t.handle.db
        .selectFrom('presentations')
        .select(['oid', 'thumbnail_version'])
        .where('id', '=', p.id)
        .executeTakeFirstOrThrow();
      return (await new TestClient(t.url).get(`/thumbnails/${row.oid}/${row.thumbnail_version}.svg`)).text();
    };
    expect(await thumbnail()).toContain('fill="#ffffff"');

    const unpublished = await json<BrandKitData>(await me.request('POST', '/api/v4/brand-kit/unpublish/'));
    expect(await thumbnail()).toContain('fill="#0b2545"');
    expect(unpublished.published).toBeNull();
    expect(unpublished.draft.headingFont).toBe('inter');
    expect(await brandOf(p.oid)).toBeNull();
  });

  it('draws the generated PDF of a brand deck in its published kit’s colours', async () => {
    const me = await owner.newClient();
    const p = await buildPresentation(t.handle, owner.user, { title: 'Printed brand' });
    await useBrandTheme(t, p);
    expect(
      (await me.request('PATCH', `/api/v4/presentation/${p.oid}/`, { json: { allowDownloads: true } }))
        .status,
    ).toBe(200);
    const download = async () => {
      const response = await new TestClient(t.url).get(`${presentationPath(p)}download/?format=pdf`);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      // The page's drawing: every compressed stream of the file, inflated.
      const streams = [...bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
        .map((m) => {
          try {
            return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
          } catch {
            return '';
          }
        })
        .join('\n');
      return { made: response.headers.get('x-podium-pdf'), streams };
    };
    const ocean = await download();
    expect(ocean.made).toBe('generated');
    expect(ocean.streams).not.toMatch(/\b1 0\.8 0 (rg|RG|sc|scn)\b/);
    await put(me, '/api/v4/brand-kit/', KIT);
    await me.request('POST', '/api/v4/brand-kit/publish/');
    const branded = await download();
    // A new file: the kit is part of its version. Its accent (#ffcc00) draws the title.
    expect(branded.made).toBe('generated');
    expect(branded.streams).toMatch(/\b1 0\.8 0 (rg|RG|sc|scn)\b/);
    expect((await download()).made).toBe('cached');
    await me.request('POST', '/api/v4/brand-kit/unpublish/');
    const back = await download();
    expect(back.made).toBe('generated');
    expect(back.streams).not.toMatch(/\b1 0\.8 0 (rg|RG|sc|scn)\b/);
  });

  it('refuses colours that are not #rrggbb and fonts not on the list, changing nothing', async () => {
    const me = await owner.newClient();
    await put(me, '/api/v4/brand-kit/', KIT);
    for (const bad of [
      { ...KIT, colors: { ...KIT.colors, text: 'red;}</style><script>alert(1)</script>' } },
      { ...KIT, colors: { ...KIT.colors, background: 'url(https://evil.example/x)' } },
      { ...KIT, colors: { ...KIT.colors, primary: '#12345' } },
      { ...KIT, headingFont: 'Comic Sans MS' },
      { ...KIT, bodyFont: "x'; } body { background: url(//evil)" },
      { ...KIT, extra: 'field' },
    ]) {
      const response = await put(me, '/api/v4/brand-kit/', bad);
      expect(response.status).toBe(400);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBeTruthy();
    }
    expect((await json<BrandKitData>(await me.get('/api/v4/brand-kit/'))).draft).toMatchObject(KIT);
  });

  it('takes PNG, JPEG and WebP logos by their bytes and refuses SVG, forged, huge and odd-sized ones', async () => {
    const me = await owner.newClient();
    const png = makePng(120, 40);
    const ok = await upload(me, '/api/v4/brand-kit/logo/', png);
    expect(ok.status).toBe(200);
    const kit = await json<BrandKitData>(ok);
    expect(kit.draft.logo).toMatchObject({ width: 120, height: 40 });
    expect(kit.draft.logo!.url).toMatch(/^\/media\/brand\/[0-9a-f]{64}\.png$/);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const refusals: [Uint8Array<ArrayBuffer>, string, number][] = [
      [svg, 'image/svg+xml', 415],
      [svg, 'image/png', 415],
      // A PNG signature with no IHDR after it.
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'image/png', 415],
      [makePng(4000, 40), 'image/png', 400],
      [makePng(8, 8), 'image/png', 400],
      [new Uint8Array(600 * 1024), 'image/png', 413],
      // As text, its bytes are refused at the edge before any route reads them (U+0000).
      [png, 'text/plain', 400],
      [png, 'application/json', 400],
    ];
    for (const [bytes, type, status] of refusals) {
      const response = await upload(me, '/api/v4/brand-kit/logo/', bytes, type);
      expect(response.status, `${type} ${bytes.length}`).toBe(status);
      expect((await json<{ error: { message: string } }>(response)).error.message).toBeTruthy();
    }
    // The draft logo is the owner's alone until published.
    const url = kit.draft.logo!.url;
    expect((await me.get(url)).status).toBe(200);
    expect((await new TestClient(t.url).get(url)).status).toBe(404);
    expect((await (await other.client()).get(url)).status).toBe(404);
    await put(me, '/api/v4/brand-kit/', KIT);
    await me.request('POST', '/api/v4/brand-kit/publish/');
    const publicLogo = await new TestClient(t.url).get(url);
    expect(publicLogo.status).toBe(200);
    expect(publicLogo.headers.get('content-type')).toBe('image/png');
    expect(publicLogo.headers.get('x-content-type-options')).toBe('nosniff');

    const removed = await json<BrandKitData>(await me.request('DELETE', '/api/v4/brand-kit/logo/'));
    expect(removed.draft.logo).toBeNull();
    // The published kit keeps its logo until the next Publish.
    expect(removed.published?.logo?.url).toBe(url);
    await me.request('POST', '/api/v4/brand-kit/unpublish/');
  });

  it('shows the kit’s logo on the view page and embed where the owner chose it, through the page cache', async () => {
    const me = await owner.newClient();
    const p = await buildPresentation(t.handle, owner.user, { title: 'Logo talk' });
    await upload(me, '/api/v4/brand-kit/logo/', makePng(200, 50));
    await put(me, '/api/v4/brand-kit/', KIT);
    const anonymousPage = async () => (await new TestClient(t.url).get(presentationPath(p))).text();
    const embed = async () => (await new TestClient(t.url).get(`/p/embed/${p.oid}/`)).text();

    // Cached without the logo: neither the kit nor the choice is there yet.
    expect(await anonymousPage()).not.toContain('/media/brand/');
    const chose = await put(me, `/api/v4/presentation/${p.oid}/brand-logo/`, { show: true });
    expect(await chose.json()).toEqual({ show: true, available: false });
    expect(await anonymousPage()).not.toContain('/media/brand/');

    await me.request('POST', '/api/v4/brand-kit/publish/');
    expect(await anonymousPage()).toContain('site-header__brand-logo');
    expect(await embed()).toContain('embed-page__brand-logo');

    await put(me, `/api/v4/presentation/${p.oid}/brand-logo/`, { show: false });
    expect(await anonymousPage()).not.toContain('site-header__brand-logo');
    await put(me, `/api/v4/presentation/${p.oid}/brand-logo/`, { show: true });
    expect(await anonymousPage()).toContain('site-header__brand-logo');

    await me.request('POST', '/api/v4/brand-kit/unpublish/');
    expect(await anonymousPage()).not.toContain('site-header__brand-logo');
    expect(await embed()).not.toContain('embed-page__brand-logo');
  });

  it('lets only the owner choose the logo', async () => {
    const p = await actors.sharedPresentation({ title: 'Shared logo', privacy: 'private' });
    const body = { json: { show: true } };
    const path = `/api/v4/presentation/${p.oid}/brand-logo/`;
    expect((await (await owner.client()).request('PUT', path, body)).status).toBe(200);
    expect((await (await editor.client()).request('PUT', path, body)).status).toBe(403);
    expect((await (await other.client()).request('PUT', path, body)).status).toBe(404);
    expect((await (await actors.anonymous.client()).request('PUT', path, body)).status).toBe(401);
  });

  it('draws a team presentation with the team’s published kit, not its maker’s', async () => {
    const team = await buildTeam(t, [
      [owner.user, 'owner'],
      [editor.user, 'member'],
    ]);
    const me = await owner.newClient();
    const p = await buildPresentation(t.handle, editor.user, { title: 'Team talk' });
    await useBrandTheme(t, p, team.id);
    // The maker's own kit is published, the team's not yet: the team deck follows the team's.
    const maker = await editor.newClient();
    await put(maker, '/api/v4/brand-kit/', { ...KIT, headingFont: 'montserrat' });
    await maker.request('POST', '/api/v4/brand-kit/publish/');
    expect(await brandOf(p.oid)).toBeNull();

    const teamKit = { ...KIT, bodyFont: 'source-sans-3' as const };
    expect((await put(me, `/api/v4/teams/${team.tid}/brand-kit/`, teamKit)).status).toBe(200);
    expect((await me.request('POST', `/api/v4/teams/${team.tid}/brand-kit/publish/`)).status).toBe(200);
    expect(await brandOf(p.oid)).toEqual(teamKit);
    await maker.request('POST', '/api/v4/brand-kit/unpublish/');
  });

  it('starts a new team presentation in the brand theme once the team’s kit is published', async () => {
    const team = await buildTeam(t, [[owner.user, 'owner']]);
    expect(await initialThemeFor(t.handle.db, team.id, 'ocean')).toBe('ocean');
    const me = await owner.newClient();
    await put(me, `/api/v4/teams/${team.tid}/brand-kit/`, KIT);
    // Saved, not published: nothing changes.
    expect(await initialThemeFor(t.handle.db, team.id, 'ocean')).toBe('ocean');
    await me.request('POST', `/api/v4/teams/${team.tid}/brand-kit/publish/`);
    expect(await initialThemeFor(t.handle.db, team.id, 'ocean')).toBe('brand');
    // Made in the team, a deck starts in the brand theme, and its source says so (the editor keeps
    // it); a source that chose its theme keeps it, and so does a deck made outside the team.
    const publish = async (source: string, team?: string) => {
      const made = await me.request('POST', '/api/v4/presentations/', {
        json: { source, privacy: 'private', ...(team ? { team } : {}) },
      });
      expect(made.status, await made.clone().text()).toBe(201);
      const { oid } = (await made.json()) as { oid: string };
      return t.handle.db
        .selectFrom('presentations')
        .select(['document', 'source'])
        .where('oid', '=', oid)
        .executeTakeFirstOrThrow();
    };
    const teamDeck = await publish('# Branded from the start\n\n## One\n', team.tid);
    expect(JSON.parse(teamDeck.document).theme).toBe('brand');
    expect(teamDeck.source).toContain('theme: brand');
    const chosen = await publish('---\ntheme: sand\n---\n# Sandy\n\n## One\n', team.tid);
    expect(JSON.parse(chosen.document).theme).toBe('sand');
    const personal = await publish('# Mine alone\n\n## One\n');
    expect(JSON.parse(personal.document).theme).toBe('ocean');
    // A personal presentation keeps the theme it was given.
    expect(await initialThemeFor(t.handle.db, null, 'sand')).toBe('sand');
    await me.request('POST', `/api/v4/teams/${team.tid}/brand-kit/unpublish/`);
    expect(await initialThemeFor(t.handle.db, team.id, 'ocean')).toBe('ocean');
  });

  it('renders the kit pages with the kit, read-only for a member', async () => {
    const team = await buildTeam(t, [
      [owner.user, 'owner'],
      [editor.user, 'member'],
    ]);
    // The dashboard leads to one's own kit.
    expect(await (await (await owner.client()).get('/dashboard/next/')).text()).toContain(
      'href="/brand-kit/"',
    );
    const mine = await (await owner.client()).get('/brand-kit/');
    expect(mine.status).toBe(200);
    const html = await mine.text();
    expect(html).toContain('brand-preview');
    expect(html).toContain('"canManage":true');
    expect(html).toContain('Colours, fonts and a logo for your presentations.');
    const member = await (await editor.client()).get(`/teams/${team.tid}/brand-kit/`);
    expect(member.status).toBe(200);
    const teamHtml = await member.text();
    expect(teamHtml).toContain('"canManage":false');
    // A team's kit speaks of the team's presentations, not the reader's own.
    expect(teamHtml).toContain('Colours, fonts and a logo for the team’s presentations.');
  });
});
