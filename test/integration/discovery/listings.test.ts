// Listings of cards: explore, search, staff picks, templates, videos and profiles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/features/accounts';
import { listListedPresentations } from '../../../src/features/decks/listing.repository';
import { createPresentation } from '../../../src/features/decks/presentation.service';
import { TestClient } from '../../helpers/client';
import { buildDocument, buildPresentation, buildUser } from '../../helpers/factories';
import { headingSkips, misplacedAriaLabels } from '../../helpers/markup';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: listing pages', (dialect) => {
  let t: TestApp;
  let owner: User;
  const client = () => new TestClient(t.url);
  const html = async (path: string) => {
    const response = await client().get(path);
    return { status: response.status, body: (await response.text()).replaceAll('<!-- -->', '') };
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle, { firstName: 'Rosalind', lastName: 'Franklin', publicDisplayName: '' });
    await buildPresentation(t.handle, owner, { title: 'Crystallography Basics' });
    await buildPresentation(t.handle, owner, { title: 'Secret Lab Notes', privacy: 'private' });
    const curated = await buildPresentation(t.handle, owner, { title: 'Diffraction Patterns Explained' });
    await t.handle.db.updateTable('presentations').set({ curated: 1 }).where('id', '=', curated.id).execute();
    await createPresentation(t.handle, {
      ownerId: owner.id,
      document: buildDocument({ title: 'Lab Report Template' }),
      privacy: 'reusable',
      tags: ['template'],
      descriptionHtml: '',
      templateSlug: 'lab-report',
    });
    for (let i = 0; i < 25; i++)
      await buildPresentation(t.handle, await buildUser(t.handle), { title: `Filler Talk ${i}` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps heading levels in order and names only what may be named, on every listing', async () => {
    const view = (await listListedPresentations(t.handle.db, { limit: 1 }))[0]!;
    const pages = [
      '/',
      '/explore/',
      '/explore/?page=2',
      '/explore/search/?search=crystallography',
      '/explore/search/?search=nothing-matches-this',
      `/user/${owner.oid}/`,
      '/gallery/',
      '/presentation-template/',
      '/video/explore/',
    ];
    for (const path of pages) {
      const page = await html(path);
      expect(page.status, path).toBe(200);
      expect(headingSkips(page.body), path).toEqual([]);
      expect(misplacedAriaLabels(page.body), path).toEqual([]);
    }
    for (const path of [`/p/${view.oid}/${view.slug}/`, '/presentation-template/lab-report/']) {
      expect(misplacedAriaLabels((await html(path)).body), path).toEqual([]);
    }
  });

  it('explores listed presentations 24 to a page, without private ones or templates', async () => {
    const first = await html('/explore/');
    expect(first.status).toBe(200);
    expect(first.body.match(/class="card__title"/g)).toHaveLength(24);
    expect(first.body).toContain('Page 1 of 2');
    expect(first.body).toContain('href="/explore/?page=2"');
    const second = await html('/explore/?page=2');
    expect(second.body.match(/class="card__title"/g)).toHaveLength(3);
    const all = first.body + second.body;
    expect(all).toContain('Crystallography Basics');
    expect(all).not.toContain('Secret Lab Notes');
    expect(all).not.toContain('Lab Report Template');
    expect((await html('/explore/?page=3')).status).toBe(404);
    expect((await html('/explore/?page=abc')).status).toBe(400);
  });

  it('searches titles and text, never private ones; an empty term goes to /explore/', async () => {
    const found = await html('/explore/search/?search=crystallography');
    expect(found.status).toBe(200);
    expect(found.body).toContain('Results for “crystallography”');
    expect(found.body).toContain('Crystallography Basics');
    expect(found.body).not.toContain('Filler Talk');
    // For search engines and screen readers: a description, and card titles right under the h1.
    expect(found.body).toContain(
      '<meta name="description" content="Public presentations on Podium that match “crystallography”."',
    );
    expect(found.body).toMatch(/<h2 class="card__title">Crystallography Basics<\/h2>/);
    // Every test deck says "One observation per row": 28 listed matches (the template too), the private one left out.
    const highlighted = await html('/explore/search/?search=measured');
    expect(highlighted.body).toMatch(/class="card__excerpt">[^<]*<mark>measured<\/mark>/);
    const byText = await html('/explore/search/?search=observation');
    expect(byText.body.match(/class="card__title"/g)).toHaveLength(24);
    expect(byText.body).toContain('Page 1 of 2');
    const byTextPage2 = await html('/explore/search/?search=observation&page=2');
    expect(byTextPage2.body.match(/class="card__title"/g)).toHaveLength(4);
    const secret = await html('/explore/search/?search=secret');
    expect(secret.body).toContain('No presentations match that search.');
    const empty = await client().get('/explore/search/?search=%20');
    expect(empty.status).toBe(302);
    expect(empty.headers.get('location')).toBe('/explore/');
  });

  it('lists staff picks, templates and a template page', async () => {
    const gallery = await html('/gallery/');
    expect(gallery.body).toContain('Diffraction Patterns Explained');
    expect(gallery.body).not.toContain('Crystallography Basics');
    const templates = await html('/presentation-template/');
    expect(templates.body).toContain('Lab Report Template');
    expect(templates.body).toContain('href="/presentation-template/lab-report/"');
    const template = await html('/presentation-template/lab-report/');
    expect(template.status).toBe(200);
    expect(template.body).toContain('class="metadata-card__title">Lab Report Template</h1>');
    expect((await html('/presentation-template/nope/')).status).toBe(404);
  });

  it('shows a profile with initials and only the public presentations', async () => {
    const profile = await html(`/user/${owner.oid}/`);
    expect(profile.status).toBe(200);
    expect(profile.body).toContain('<h1>Rosalind Franklin</h1>');
    expect(profile.body).toMatch(
      /class="listing-page__avatar" style="background:#[0-9a-f]{6};color:#[0-9a-f]{6}" aria-hidden="true">RF</,
    );
    expect(profile.body).toContain('Crystallography Basics');
    expect(profile.body).not.toContain('Secret Lab Notes');
    expect((await html('/user/zzzzzzzzzzzz/')).status).toBe(404);
  });

  it('answers the product page', async () => {
    const page = await html('/product/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Present ideas people remember</h1>');
    expect(page.body).toContain('href="/dashboard/next/"');
  });

  it('answers the video pages', async () => {
    for (const path of ['/video', '/video/explore/', '/edu/prezi-video-edu']) {
      const page = await html(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain('Nothing here yet.');
    }
    // The video pages lead into the recording studio; other listings have no such button.
    for (const path of ['/video', '/video/explore/'])
      expect((await html(path)).body).toMatch(
        /<a class="button button--primary listing-page__action" href="\/video\/new\/">Record a video<\/a>/,
      );
    expect((await html('/explore/')).body).not.toContain('listing-page__action');
  });
});
