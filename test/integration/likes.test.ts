// Like calls (spec §7, DESIGN §5) over real HTTP on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPresentationByOid } from '../../src/features/decks/presentations.repository';
import { countLikes } from '../../src/features/viewing/likes.repository';
import { newcomer } from '../helpers/actors';
import { TestClient } from '../helpers/client';
import { buildPresentation, buildUser, buildViewLink } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: like calls', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function storedCount(oid: string) {
    const row = await findPresentationByOid(t.handle.db, oid);
    return { likesCount: row!.likes_count, rows: await countLikes(t.handle.db, row!.id) };
  }

  it('likes and unlikes, idempotently, answering {likesCount, hasLiked}', async () => {
    const owner = await buildUser(t.handle);
    const p = await buildPresentation(t.handle, owner);
    const { client } = await newcomer(t);
    const path = `/api/v4/presentation/${p.oid}/like/`;

    let response = await client.request('PUT', path, { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ likesCount: 1, hasLiked: true });
    response = await client.request('PUT', path);
    expect(await response.json()).toEqual({ likesCount: 1, hasLiked: true });
    expect(await storedCount(p.oid)).toEqual({ likesCount: 1, rows: 1 });

    response = await client.request('DELETE', path, { headers: { 'content-type': 'application/json' } });
    expect(await response.json()).toEqual({ likesCount: 0, hasLiked: false });
    response = await client.request('DELETE', path);
    expect(await response.json()).toEqual({ likesCount: 0, hasLiked: false });
    expect(await storedCount(p.oid)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('answers 401 to a signed-out caller and changes nothing', async () => {
    const p = await buildPresentation(t.handle, await buildUser(t.handle));
    const client = await new TestClient(t.url).prime();
    const response = await client.request('PUT', `/api/v4/presentation/${p.oid}/like/`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Log in to like presentations.' },
    });
    expect(await storedCount(p.oid)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('answers 403 without the CSRF header, with a forged token, or from another origin', async () => {
    const p = await buildPresentation(t.handle, await buildUser(t.handle));
    const { client } = await newcomer(t);
    const path = `/api/v4/presentation/${p.oid}/like/`;
    const noHeader = await client.request('PUT', path, { csrf: false });
    expect(noHeader.status).toBe(403);
    expect((await noHeader.json()).error.code).toBe('csrf_failed');
    const forged = await client.request('PUT', path, { csrf: false, headers: { 'x-csrftoken': 'abc.def' } });
    expect(forged.status).toBe(403);
    const elsewhere = await client.request('PUT', path, { origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
    const noOrigin = await client.request('PUT', path, { origin: null });
    expect(noOrigin.status).toBe(403);
    expect(await storedCount(p.oid)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('answers 404 for a presentation the caller may not see, 400 for a malformed oid', async () => {
    const owner = await buildUser(t.handle);
    const hidden = await buildPresentation(t.handle, owner, { hidden: true });
    const privateOne = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const { client } = await newcomer(t);
    for (const oid of [privateOne.oid, hidden.oid, 'zzzzzzzzzzzz']) {
      const response = await client.request('PUT', `/api/v4/presentation/${oid}/like/`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
    const malformed = await client.request('PUT', '/api/v4/presentation/NOT-AN-OID/like/');
    expect(malformed.status).toBe(400);
    expect(await storedCount(privateOne.oid)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('likes a private presentation through a live view link, and 404s once it is revoked', async () => {
    const owner = await buildUser(t.handle);
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const linkId = await buildViewLink(t.handle, p);
    const { client } = await newcomer(t);
    const path = `/api/v4/presentation/like/?auth_key=${linkId}&key_type=prezilink`;
    let response = await client.request('PUT', path);
    expect(await response.json()).toEqual({ likesCount: 1, hasLiked: true });
    response = await client.request('DELETE', path);
    expect(await response.json()).toEqual({ likesCount: 0, hasLiked: false });

    await t.handle.db
      .updateTable('view_links')
      .set({ revoked_at: new Date().toISOString() })
      .where('link_id', '=', linkId)
      .execute();
    response = await client.request('PUT', path);
    expect(response.status).toBe(404);
    const badType = await client.request(
      'PUT',
      `/api/v4/presentation/like/?auth_key=${linkId}&key_type=other`,
    );
    expect(badType.status).toBe(400);
  });

  it('keeps the count equal to the stored likes under concurrent requests', async () => {
    const p = await buildPresentation(t.handle, await buildUser(t.handle));
    const path = `/api/v4/presentation/${p.oid}/like/`;
    const people = await Promise.all(Array.from({ length: 12 }, () => newcomer(t)));
    // Every person likes four times at once, then half of them unlike twice at once.
    await Promise.all(
      people.flatMap(({ client }) => Array.from({ length: 4 }, () => client.request('PUT', path))),
    );
    expect(await storedCount(p.oid)).toEqual({ likesCount: 12, rows: 12 });
    await Promise.all(
      people
        .slice(0, 6)
        .flatMap(({ client }) => [
          client.request('DELETE', path),
          client.request('DELETE', path),
          client.request('PUT', path).then(() => client.request('DELETE', path)),
        ]),
    );
    expect(await storedCount(p.oid)).toEqual({ likesCount: 6, rows: 6 });
  });
});
