// The editor's video picker lists the signed-in person's own recordings, on every dialect: those that
// play, the latest changed first, with their length and cover, a bounded page at a time; never
// someone else's (not even one shared with them to edit), a deleted one, one staff took down, a
// seeded video or a deck; signed out, a 401 with the error body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnRecordings } from '../../../src/features/recordings/contracts';
import { RECORDING_LIMITS } from '../../../src/kernel/limits';
import { thumbnailPath } from '../../../src/kernel/paths';
import { defineActors, logIn } from '../../helpers/actors';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { buildRecording, buildSeededVideo } from '../../helpers/video';

const LIST = '/api/v4/recordings/';

describe.each(DIALECTS)('%s: GET /api/v4/recordings/ (the editor’s video picker)', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, other, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const changedAt = (oid: string, at: string) =>
    t.handle.db.updateTable('presentations').set({ updated_at: at }).where('oid', '=', oid).execute();
  const list = async (client: Awaited<ReturnType<typeof owner.client>>, query = '') => {
    const response = await client.get(`${LIST}${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as OwnRecordings;
  };

  it('lists the owner’s recordings that play, the latest changed first, and nobody else’s', async () => {
    const older = await buildRecording(t, owner.user, { title: 'Older talk', laterTakes: 1 });
    const newer = await buildRecording(t, owner.user, { title: 'Newer talk', privacy: 'private' });
    // Made first, changed last: the latest changed comes first.
    const changed = await buildRecording(t, owner.user, { title: 'Changed talk' });
    await changedAt(older.oid, '2026-01-01T10:00:00.000Z');
    await changedAt(newer.oid, '2026-02-01T10:00:00.000Z');
    await changedAt(changed.oid, '2026-03-01T10:00:00.000Z');
    // Shared with the editor to edit: still the owner's alone to list.
    await actors.share(newer);
    const takenDown = await buildRecording(t, owner.user, { title: 'Taken down talk' });
    await t.handle.db
      .updateTable('presentations')
      .set({ hidden: 1 })
      .where('id', '=', takenDown.id)
      .execute();
    const deleted = await buildRecording(t, owner.user, { title: 'Deleted talk' });
    const removal = await (await owner.client()).request('DELETE', `/api/v4/presentation/${deleted.oid}/`);
    expect(removal.status).toBe(204);
    await buildSeededVideo(t, owner.user, 'Seeded talk');
    await buildPresentation(t.handle, owner.user, { title: 'A deck, not a video' });
    const othersOne = await buildRecording(t, other.user, { title: 'Someone else’s talk' });

    const mine = await list(await owner.client());
    expect(mine.items.map((item) => item.title)).toEqual(['Changed talk', 'Newer talk', 'Older talk']);
    expect(mine).toMatchObject({ page: 1, hasMore: false });
    const first = mine.items[2]!;
    const recorded = await t.handle.db
      .selectFrom('recordings')
      .select('duration_ms')
      .where('presentation_id', '=', older.id)
      .executeTakeFirstOrThrow();
    // Two takes of the whole file: the length a viewer sees.
    expect(first).toEqual({
      oid: older.oid,
      title: 'Older talk',
      durationMs: 2 * recorded.duration_ms,
      cover: thumbnailPath(older),
      updatedAt: '2026-01-01T10:00:00.000Z',
    });

    const others = await list(await other.client());
    expect(others.items.map((item) => item.oid)).toEqual([othersOne.oid]);
    expect((await list(await editor.client())).items).toEqual([]);
  });

  it('answers 401 with the error body when signed out, and refuses a page out of bounds', async () => {
    const response = await (await anonymous.client()).get(LIST);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Log in to see your recordings.' },
    });
    const client = await owner.client();
    for (const query of ['?page=0', '?page=1000', '?page=x', '?page=-1', '?other=1']) {
      const refused = await client.get(`${LIST}${query}`);
      expect(refused.status, query).toBe(400);
      expect((await refused.json()).error.code, query).toBeTypeOf('string');
    }
  });

  it('lists at most a page of recordings, and the rest on the next page', async () => {
    const prolific = await buildUser(t.handle);
    const size = RECORDING_LIMITS.listPageSize;
    for (let n = 0; n <= size; n++) await buildRecording(t, prolific, { title: `Talk ${n}` });
    const client = await logIn(t, prolific);
    const first = await list(client);
    expect(first.items).toHaveLength(size);
    expect(first.hasMore).toBe(true);
    const second = await list(client, '?page=2');
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items).toHaveLength(1);
    const all = [...first.items, ...second.items].map((item) => item.title);
    expect(new Set(all).size).toBe(size + 1);
    // Made one after another: the last made (the latest changed) first.
    expect(all[0]).toBe(`Talk ${size}`);
    expect(all.at(-1)).toBe('Talk 0');
  });
});
