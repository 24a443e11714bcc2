// The demo content seeds completely and idempotently, on every dialect.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeedReport, seedDemoContent } from '../../src/app/seed';
import { decodePresentation } from '../../src/features/access';
import { logIn } from '../../src/features/accounts/login.service';
import { findUserByUsername } from '../../src/features/accounts/users.repository';
import type { DatabaseHandle } from '../../src/platform/db/connection';
import { DIALECTS, openTestDatabase } from '../helpers/test-app';

describe.each(DIALECTS)('%s: demo content', (dialect) => {
  const loggedIn = async (login: string, password: string) => {
    const result = await logIn(handle.db, login, password, '127.0.0.1');
    return 'user' in result ? result.user : undefined;
  };
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let first: SeedReport;

  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase(dialect));
    first = await seedDemoContent(handle, 'content');
  }, 300_000);
  afterAll(async () => {
    await handle.db.destroy();
    await drop();
  });

  it('has at least 40 public talks by at least 8 owners across the four author segments', async () => {
    const rows = await handle.db
      .selectFrom('presentations')
      .innerJoin('users', 'users.id', 'presentations.owner_id')
      .select(['presentations.oid', 'users.username', 'users.author_segment'])
      .where('privacy', '=', 'public')
      .where('is_template', '=', 0)
      .where('kind', '=', 'deck')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.username)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.author_segment))).toEqual(
      new Set(['sales-marketing', 'teacher', 'student', 'other']),
    );
  });

  it('has 15 templates with slugs, 10 videos with media, staff picks, reusable, private and classic talks', async () => {
    const all = (await handle.db.selectFrom('presentations').selectAll().execute()).map(decodePresentation);
    const templates = all.filter((p) => p.is_template);
    expect(templates).toHaveLength(15);
    expect(new Set(templates.map((p) => p.template_slug)).size).toBe(15);
    const videos = all.filter((p) => p.kind === 'video');
    expect(videos).toHaveLength(10);
    for (const video of videos) {
      expect(video.media).toEqual({
        video: expect.stringMatching(/^\/media\/videos\/[a-z0-9-]+\/video\.webm$/),
        captions: expect.stringMatching(/captions\.vtt$/),
        preview: expect.stringMatching(/preview\.webm$/),
      });
      expect(video.transcript.topics[0]!.texts.length).toBeGreaterThan(0);
    }
    expect(all.filter((p) => p.curated).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((p) => p.privacy === 'reusable' && !p.is_template).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((p) => p.schema_version === '0').length).toBeGreaterThanOrEqual(3);
    const privateIds = all.filter((p) => p.privacy === 'private').map((p) => p.id);
    expect(privateIds.length).toBeGreaterThanOrEqual(2);
    const links = await handle.db
      .selectFrom('view_links')
      .select('presentation_id')
      .where('revoked_at', 'is', null)
      .execute();
    for (const id of privateIds) expect(links.map((l) => l.presentation_id)).toContain(id);
  });

  it('has owners named every way the spec allows, a staff user and a demo user who can log in', async () => {
    const users = await handle.db.selectFrom('users').selectAll().execute();
    expect(users.some((u) => u.public_display_name)).toBe(true);
    expect(users.some((u) => !u.public_display_name && u.first_name && u.last_name)).toBe(true);
    expect(users.some((u) => !u.public_display_name && !u.first_name && !u.last_name)).toBe(true);
    expect((await findUserByUsername(handle.db, 'admin'))?.is_staff).toBe(true);
  });

  it('publishes no demo password: each is generated, reported once and stored only hashed', async () => {
    expect(readFileSync('content/users.json', 'utf8')).not.toMatch(/password/i);
    expect(first.generatedLogins.map((l) => [l.username, l.isStaff])).toEqual([
      ['admin', true],
      ['demo', false],
    ]);
    const [admin, demo] = first.generatedLogins;
    expect(admin!.password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect(admin!.password).not.toBe(demo!.password);
    expect((await loggedIn('admin', admin!.password))?.is_staff).toBe(true);
    expect((await loggedIn('demo', demo!.password))?.username).toBe('demo');
    const stored = await handle.db.selectFrom('users').select('password_hash').execute();
    expect(stored.some((u) => u.password_hash?.includes(admin!.password))).toBe(false);
  });

  it('uses the demo passwords chosen in the environment, and reports none', async () => {
    const content = mkdtempSync(path.join(tmpdir(), 'podium-content-'));
    writeFileSync(
      path.join(content, 'users.json'),
      JSON.stringify(
        JSON.parse(readFileSync('content/users.json', 'utf8')).map((u: { username: string }) => ({
          ...u,
          username: `${u.username.replace('.', '')}2`,
          email: `${u.username}2@example.com`,
        })),
      ),
    );
    writeFileSync(path.join(content, 'reports.json'), '[]');
    const report = await seedDemoContent(handle, content, {
      passwords: { demo: 'chosen demo password', staff: 'chosen staff password' },
    });
    expect(report.users).toBe(11);
    expect(report.generatedLogins).toEqual([]);
    expect((await loggedIn('admin2', 'chosen staff password'))?.is_staff).toBe(true);
    expect((await loggedIn('demo2', 'chosen demo password'))?.username).toBe('demo2');
  });

  it('keeps likes_count and view_count equal to the rows they count', async () => {
    const mismatches = await sql<{ oid: string }>`select p.oid from presentations p
      where p.likes_count <> (select count(*) from likes l where l.presentation_id = p.id)
         or p.view_count <> (select count(*) from views v where v.presentation_id = p.id)`.execute(handle.db);
    expect(mismatches.rows).toEqual([]);
    const withViews = await handle.db
      .selectFrom('presentations')
      .select('oid')
      .where('view_count', '>', 0)
      .execute();
    expect(withViews.length).toBeGreaterThan(10);
  });

  it('files a few open reports for the moderation queue, and the demo owns talks of its own', async () => {
    const reports = await handle.db.selectFrom('reports').selectAll().execute();
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(reports.every((r) => r.status === 'open')).toBe(true);
    expect(reports.some((r) => r.reporter_id !== null) && reports.some((r) => r.reporter_id === null)).toBe(
      true,
    );
    const demo = await findUserByUsername(handle.db, 'demo');
    const own = await handle.db
      .selectFrom('presentations')
      .select('privacy')
      .where('owner_id', '=', demo!.id)
      .execute();
    expect(new Set(own.map((p) => p.privacy))).toEqual(new Set(['public', 'reusable', 'private']));
  });

  it('adds nothing when run again', async () => {
    const before = await handle.db
      .selectFrom('presentations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const reportsBefore = (await handle.db.selectFrom('reports').select('id').execute()).length;
    const again = await seedDemoContent(handle, 'content');
    expect(again).toEqual({ users: 0, presentations: 0, skipped: first.presentations, generatedLogins: [] });
    const after = await handle.db
      .selectFrom('presentations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await handle.db.selectFrom('reports').select('id').execute()).length).toBe(reportsBefore);
  }, 300_000);
});
