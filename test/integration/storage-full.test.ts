// A full disk answers 507 storage_full for every write, on every dialect: PostgreSQL's disk_full
// (SQLSTATE 53100, raised here by a trigger on every table of the test's schema), SQLite's
// SQLITE_FULL (its page count capped at what the file holds, the free pages used up) and a file
// write's ENOSPC (an upload's part file pointed at /dev/full). Nothing is changed.
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { uploadsDir } from '../../src/features/recordings/video-upload.service';
import { defineActors } from '../helpers/actors';
import type { TestClient } from '../helpers/client';
import { buildPresentation } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';
import { declare, putChunk, seededWebm } from '../helpers/video';

async function fillUp(t: TestApp) {
  const db = t.handle.db;
  if (t.handle.dialect === 'postgres') {
    await sql`create function podium_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`.execute(
      db,
    );
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    for (const { name } of tables.rows)
      await sql`create trigger disk_full before insert or update or delete on ${sql.table(name)}
        for each statement execute function podium_disk_full()`.execute(db);
    return;
  }
  await sql`create table filler (bytes blob)`.execute(db);
  const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  await sql.raw(`pragma max_page_count = ${pages.rows[0]!.page_count + 1}`).execute(db);
  // Use up the free pages, so that any write needing a page finds none.
  for (let full = false; !full; )
    await sql`insert into filler values (randomblob(512))`.execute(db).catch(() => {
      full = true;
    });
}

describe.each(DIALECTS)('%s: a full disk', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner } = actors;
  let client: TestClient;
  let deck: Presentation;
  let uploadId = '';
  beforeAll(async () => {
    t = await startTestApp(dialect, { WEBHOOKS_ALLOW_PRIVATE_NETWORK: 'true' });
    await actors.build(t);
    deck = await buildPresentation(t.handle, owner.user, { privacy: 'reusable' });
    client = await owner.client();
    const { bytes, durationMs } = await seededWebm();
    const created = await declare(client, { bytes: bytes.length, mimeType: 'video/webm', durationMs });
    uploadId = ((await created.json()) as { id: string }).id;
    await fillUp(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const expectFull = async (response: Response, what: string) => {
    expect(response.status, what).toBe(507);
    expect((await response.json()).error.code, what).toBe('storage_full');
  };

  it('answers 507 storage_full to writes of the database', async () => {
    const { bytes, durationMs } = await seededWebm();
    const long = 'x'.repeat(6000);
    for (const [method, where, json] of [
      ['POST', `/api/v4/presentation/${deck.oid}/copy/`, undefined],
      [
        'PATCH',
        `/api/v4/presentation/${deck.oid}/`,
        { description: long.slice(0, 4900), title: long.slice(0, 150) },
      ],
      ['POST', `/api/v4/presentation/${deck.oid}/links/`, {}],
      ['POST', '/api/v4/webhooks/', { url: 'http://127.0.0.1:9/hook', events: ['view'] }],
      ['POST', '/api/v4/video-uploads/', { bytes: bytes.length, mimeType: 'video/webm', durationMs }],
    ] as const) {
      // A capped SQLite file still takes a small row into a page it already has.
      if (dialect === 'sqlite' && json !== undefined && JSON.stringify(json).length < 1000) continue;
      await expectFull(await client.request(method, where, { json }), `${method} ${where}`);
    }
    const copies = await t.handle.db
      .selectFrom('presentations')
      .select('id')
      .where('owner_id', '=', owner.user.id)
      .execute();
    expect(copies).toHaveLength(1);
  });

  it('answers 507 storage_full to an upload whose file cannot be written', async () => {
    const part = path.join(uploadsDir(t.app.config.dataDir), `${uploadId}.part`);
    expect(existsSync(part)).toBe(true);
    rmSync(part);
    symlinkSync('/dev/full', part);
    const { bytes } = await seededWebm();
    await expectFull(await putChunk(client, uploadId, 0, bytes.subarray(0, 65_536)), 'PUT chunk');
  });
});
