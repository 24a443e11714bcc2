// Private thumbnails: never for link previews or strangers, but the owner and collaborators see
// them on their dashboards, cached privately.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { defineActors } from '../helpers/actors';
import { buildViewLink } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: private thumbnails', (dialect) => {
  let t: TestApp;
  let secret: Presentation;
  let path: string;
  const actors = defineActors();
  const { owner, commenter, other: stranger, anonymous, sharedPresentation } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    secret = await sharedPresentation({ privacy: 'private', title: 'Secret Plans' });
    path = `/thumbnails/${secret.oid}/${secret.thumbnail_version}.svg`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the owner and collaborators, privately cached', async () => {
    for (const collaborator of [owner, commenter]) {
      const response = await (await collaborator.client()).get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(await response.text()).toContain('Secret Plans');
    }
  });

  it('answers 404 to strangers and visitors', async () => {
    expect((await (await stranger.client()).get(path)).status).toBe(404);
    expect((await (await anonymous.client()).get(path)).status).toBe(404);
  });

  it('gives a view link’s visitor the start screen’s picture through the link, never the link preview', async () => {
    const link = await buildViewLink(t.handle, secret);
    const visitor = await anonymous.client();
    const response = await visitor.get(`${path}?auth_key=${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^private,/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(await response.text()).toContain('Secret Plans');
    // The PNG is what link previews fetch: an unlisted presentation never gives one away.
    const png = path.replace(/\.svg$/, '.png');
    expect((await visitor.get(`${png}?auth_key=${link}`)).status).toBe(404);
    // A stale version keeps the link on its way to the current one.
    const stale = await visitor.get(`/thumbnails/${secret.oid}/0000000.svg?auth_key=${link}`);
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe(`${path}?auth_key=${link}`);
    // Another presentation's link opens nothing here.
    const other = await sharedPresentation({ privacy: 'private', title: 'Other Plans' });
    const otherLink = await buildViewLink(t.handle, other);
    expect((await visitor.get(`${path}?auth_key=${otherLink}`)).status).toBe(404);
  });

  it('names the picture with the link on the page a view link opens', async () => {
    const link = await buildViewLink(t.handle, secret);
    const html = await (await (await anonymous.client()).get(`/view/${link}/`)).text();
    expect(html).toContain(`${path}?auth_key=${link}`);
  });
});
