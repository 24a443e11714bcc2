// Private thumbnails: never for link previews or strangers, but the owner and collaborators see
// them on their dashboards, cached privately.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertCollaborator } from '../../src/db/repositories/access.repository';
import type { Presentation, User } from '../../src/db/rows';
import { TestClient } from '../helpers/client';
import { buildPresentation, buildUser, buildViewLink, TEST_PASSWORD } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: private thumbnails', (dialect) => {
  let t: TestApp;
  let owner: User;
  let commenter: User;
  let stranger: User;
  let secret: Presentation;
  let path: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle);
    commenter = await buildUser(t.handle);
    stranger = await buildUser(t.handle);
    secret = await buildPresentation(t.handle, owner, { privacy: 'private', title: 'Secret Plans' });
    await upsertCollaborator(t.handle.db, secret.id, commenter.id, 'comment', new Date().toISOString());
    path = `/thumbnails/${secret.oid}/${secret.thumbnail_version}.svg`;
  });
  afterAll(async () => {
    await t.close();
  });
  const as = async (user: User | null) => {
    const client = new TestClient(t.url);
    if (user) await client.logIn(user.username, TEST_PASSWORD);
    return client;
  };

  it('serves the owner and collaborators, privately cached', async () => {
    for (const user of [owner, commenter]) {
      const response = await (await as(user)).get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(await response.text()).toContain('Secret Plans');
    }
  });

  it('answers 404 to strangers, visitors and view-link holders', async () => {
    const link = await buildViewLink(t.handle, secret);
    expect((await (await as(stranger)).get(path)).status).toBe(404);
    expect((await (await as(null)).get(path)).status).toBe(404);
    expect((await (await as(null)).get(`${path}?auth_key=${link}`)).status).toBe(404);
  });
});
