// Private thumbnails: never for link previews or strangers, but the owner and collaborators see
// them on their dashboards, cached privately.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/db/rows';
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

  it('answers 404 to strangers, visitors and view-link holders', async () => {
    const link = await buildViewLink(t.handle, secret);
    expect((await (await stranger.client()).get(path)).status).toBe(404);
    expect((await (await anonymous.client()).get(path)).status).toBe(404);
    expect((await (await anonymous.client()).get(`${path}?auth_key=${link}`)).status).toBe(404);
  });
});
