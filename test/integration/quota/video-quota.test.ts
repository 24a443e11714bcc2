// Video storage quotas (VIDEO_QUOTA_BYTES) over real HTTP on every dialect. The quota is 200000
// bytes and the seeded WebM about 120 KB, so one fits and two do not: a second upload is refused
// with 413 storage_quota_exceeded when declared (nothing stored), a chunk is refused once the
// account's stored bytes leave no room for it, two declarations sent at once cannot both land, and a
// team's recordings count against the team's quota, not the member's own.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/features/accounts';
import { logIn } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { buildTeam } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import {
  buildRecording,
  completeUpload,
  declare,
  putChunk,
  recordingBody,
  seededWebm,
} from '../../helpers/video';

const QUOTA = 200_000;

describe.each(DIALECTS)('%s: video storage quota', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { VIDEO_QUOTA_BYTES: String(QUOTA) });
  });
  afterAll(async () => {
    await t.close();
  });

  const person = async (): Promise<{ user: User; client: TestClient }> => {
    const user = await buildUser(t.handle);
    return { user, client: await logIn(t, user) };
  };
  const uploadsOf = (user: User) =>
    t.handle.db.selectFrom('video_uploads').selectAll().where('user_id', '=', user.id).execute();
  const partFiles = () => {
    try {
      return readdirSync(path.join(t.app.config.dataDir, 'uploads')).length;
    } catch {
      return 0;
    }
  };
  const expectRefused = async (response: Response, message: RegExp) => {
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.error.code).toBe('storage_quota_exceeded');
    expect(body.error.message).toMatch(message);
  };

  it('takes an upload within the quota and refuses the next one that would pass it, storing nothing', async () => {
    const { user, client } = await person();
    const { bytes, durationMs } = await seededWebm();
    await completeUpload(client);
    const files = partFiles();
    const refused = await declare(client, { bytes: bytes.length, mimeType: 'video/webm', durationMs });
    await expectRefused(
      refused,
      /^Your videos use \d+(\.\d)? KB of your 195\.3 KB, and this needs .* more\./,
    );
    expect((await uploadsOf(user)).map((row) => row.state)).toEqual(['complete']);
    expect(partFiles()).toBe(files);
    const dashboard = await (await client.get('/dashboard/next/')).text();
    expect(dashboard).toMatch(/Videos: \d+(\.\d)? KB of 195\.3 KB used/);
  });

  it('refuses a chunk once what the account stores leaves no room for it', async () => {
    const { user, client } = await person();
    const { bytes, durationMs } = await seededWebm();
    const created = await declare(client, { bytes: bytes.length, mimeType: 'video/webm', durationMs });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    // A recording the account came to own after the declaration (a larger quota before a restart).
    await buildRecording(t, user);
    await expectRefused(await putChunk(client, id, 0, bytes.subarray(0, 1000)), /^Your videos use/);
    const [row] = await uploadsOf(user);
    expect(Number(row!.received)).toBe(0);
  });

  it('lets at most one of two uploads declared at once through', async () => {
    const { user, client } = await person();
    const { bytes, durationMs } = await seededWebm();
    const body = { bytes: bytes.length, mimeType: 'video/webm', durationMs };
    const answers = await Promise.all([declare(client, body), declare(client, body)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect([['201', '413'].join(), ['413', '413'].join()]).toContain(statuses.join());
    for (const answer of answers)
      if (answer.status === 413) expect((await answer.json()).error.code).toBe('storage_quota_exceeded');
    expect((await uploadsOf(user)).length).toBe(statuses.filter((status) => status === 201).length);
  });

  it("counts a team's recordings against the team's quota, apart from the member's own", async () => {
    const { user, client } = await person();
    const team = await buildTeam(t, [[user, 'owner']]);
    const teamDeck = async () => {
      const deck = await buildPresentation(t.handle, user);
      await t.handle.db
        .updateTable('presentations')
        .set({ team_id: team.id })
        .where('id', '=', deck.id)
        .execute();
      return deck;
    };
    const publish = (uploadId: string, deckOid: string, durationMs: number) =>
      client.request('POST', '/api/v4/recordings/', { json: recordingBody(uploadId, deckOid, durationMs) });

    const first = await completeUpload(client);
    expect((await publish(first.id, (await teamDeck()).oid, first.durationMs)).status).toBe(201);
    // Published into the team, the bytes left the member's quota: a second upload fits there.
    const second = await completeUpload(client);
    await expectRefused(
      await publish(second.id, (await teamDeck()).oid, second.durationMs),
      /^This team's videos use \d+(\.\d)? KB of its 195\.3 KB/,
    );
    expect((await uploadsOf(user)).map((row) => row.state)).toEqual(['complete']);
    // Moving a recording of the member's own into the full team is refused too, and it stays put.
    const mine = await buildRecording(t, user);
    const move = await client.request('PUT', `/api/v4/presentation/${mine.oid}/team/`, {
      json: { tid: team.tid },
    });
    await expectRefused(move, /^This team's videos use/);
    const kept = await t.handle.db
      .selectFrom('presentations')
      .select('team_id')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(kept.team_id).toBeNull();
    const own = await buildPresentation(t.handle, user);
    expect((await publish(second.id, own.oid, second.durationMs)).status).toBe(201);
    expect(await uploadsOf(user)).toEqual([]);
    // The team's page shows the team's use; the member's dashboard, their own recording's.
    const teamPage = await (await client.get(`/teams/${team.tid}/`)).text();
    expect(teamPage).toMatch(/Videos: \d+(\.\d)? KB of 195\.3 KB used/);
  });
});
