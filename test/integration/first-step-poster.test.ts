// The first step drawn into the view and embed pages (features/viewing/poster.ts): a deck's page
// carries it in an inert <template>, with the camera the page's first script needs, its frames as
// the player draws them (escaped like the rest of the page) and the step counter; a video has none,
// and a deck in the brand theme is drawn in its published kit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/kernel/document/layout';
import { embedPath, presentationPath } from '../../src/kernel/paths';
import { defineActors } from '../helpers/actors';
import { KIT, useBrandTheme } from '../helpers/brand';
import { TestClient } from '../helpers/client';
import { buildPresentation } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

const posterOf = (html: string) => html.match(/<template id="podium-poster">([\s\S]*?)<\/template>/)?.[1];

describe.each(DIALECTS)('%s: the first step’s poster', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (path: string) => (await new TestClient(t.url).get(path)).text();

  it('is in a deck’s view page and embed, before the page, with the camera and the counter', async () => {
    const p = await buildPresentation(t.handle, owner.user, { title: 'Poster <b>talk</b>' });
    const steps = layoutDocument(p.document).steps;
    for (const html of [await page(presentationPath(p)), await page(embedPath(p.oid))]) {
      const poster = posterOf(html);
      expect(poster).toBeDefined();
      // Parsed before the start screen, so a press can show it at once.
      expect(html.indexOf('<template id="podium-poster">')).toBeLessThan(html.indexOf('<div id="root">'));
      const camera = JSON.parse(
        poster!.match(/data-camera="([^"]+)"/)![1]!.replace(/&quot;/g, '"'),
      ) as number[];
      const { x, y, width, height, rotation } = steps[0]!.target;
      expect(camera).toEqual([x, y, width, height, rotation, 0.06]);
      expect(poster).toContain(`<span class="podium-player__counter">1 / ${steps.length}</span>`);
      expect(poster).toContain('Poster &lt;b&gt;talk&lt;/b&gt;');
      expect(poster).not.toContain('<b>talk');
      expect(poster).toMatch(/class="podium-player podium-player--poster"[^>]* inert=""/);
      // The loading ring over the step, at 0 % until the widget is live, hidden from assistive
      // technology (the overlay under the poster has the progress bar they read).
      expect(poster).toMatch(
        /<div class="podium-poster__progress" data-poster-progress="" aria-hidden="true">/,
      );
      expect(poster).toContain('<span class="circular-progress__label">Loading</span>');
      expect(poster).toContain('<span class="circular-progress__percent">0%</span>');
    }
  });

  it('names the ring in the page’s language', async () => {
    const p = await buildPresentation(t.handle, owner.user, { title: 'Affiche' });
    const html = await (
      await new TestClient(t.url).request('GET', presentationPath(p), {
        headers: { 'accept-language': 'fr' },
      })
    ).text();
    expect(posterOf(html)).toContain('<span class="circular-progress__label">Chargement</span>');
  });

  it('is not in a video’s page', async () => {
    const p = await buildPresentation(t.handle, owner.user, { title: 'A video' });
    await t.handle.db.updateTable('presentations').set({ kind: 'video' }).where('id', '=', p.id).execute();
    expect(posterOf(await page(presentationPath(p)))).toBeUndefined();
  });

  it('is drawn in the published brand kit for a deck in the brand theme', async () => {
    const me = await owner.newClient();
    const p = await buildPresentation(t.handle, owner.user, { title: 'Branded poster' });
    await useBrandTheme(t, p);
    expect(posterOf(await page(presentationPath(p)))).not.toContain(KIT.colors.background);
    await me.request('PUT', '/api/v4/brand-kit/', { json: KIT });
    await me.request('POST', '/api/v4/brand-kit/publish/');
    expect(posterOf(await page(presentationPath(p)))).toContain(
      `--podium-background:${KIT.colors.background}`,
    );
  });
});
