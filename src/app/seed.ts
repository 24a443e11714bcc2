// Seeds the demo content under content/ (content/README.md). Idempotent: users are matched by
// username and presentations by their file, so running it again adds only what is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Presentation } from '../features/access';
import type { User } from '../features/accounts';
import { findUserByUsername } from '../features/accounts';
import { createAccount, type NewAccount } from '../features/accounts/account.service';
import { generatedPassword } from '../features/accounts/password-reset.service';
import { createPresentation, findPresentationBySourceKey } from '../features/decks';
import { descriptionFromMarkdown } from '../features/decks/description';
import { insertReport, REPORT_REASONS, type ReportReason } from '../features/moderation';
import { changeLikesCount, insertLike } from '../features/viewing/likes.repository';
import { insertViews, type NewView } from '../features/viewing/views.repository';
import { importMarkdown, splitFrontMatter } from '../kernel/document/markdown-import';
import { hasNotes } from '../kernel/document/speaker-notes';
import { contentVersion } from '../kernel/document/thumbnail';
import { captionTopics, transcriptOfCaptions } from '../kernel/document/transcript';
import { parseWebVtt } from '../kernel/media/webvtt';
import type { DatabaseHandle } from '../platform/db/connection';

export interface SeedReport {
  users: number;
  presentations: number;
  skipped: number;
  /** The demo log-ins created by this run with generated passwords: shown once, stored hashed. */
  generatedLogins: { username: string; password: string; isStaff: boolean }[];
}

/** Passwords chosen for the demo log-ins (DEMO_PASSWORD, DEMO_STAFF_PASSWORD); others are generated. */
export interface DemoPasswords {
  demo?: string;
  staff?: string;
}

interface SeedUser extends Omit<NewAccount, 'password'> {
  /** An account people log in to try the demo (the others exist to own content). */
  demoLogin?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoContent(
  handle: DatabaseHandle,
  contentDir: string,
  { now = new Date(), passwords = {} }: { now?: Date; passwords?: DemoPasswords } = {},
): Promise<SeedReport> {
  const report: SeedReport = { users: 0, presentations: 0, skipped: 0, generatedLogins: [] };
  const users = await seedUsers(handle, contentDir, report, passwords, now);
  const run: SeedRun = { handle, contentDir, users, now };
  const created = new Map<string, number>();
  for (const [index, file] of demoFiles(contentDir).entries()) {
    const sourceKey = `content:${file}`;
    if (await findPresentationBySourceKey(handle.db, sourceKey)) {
      report.skipped++;
      continue;
    }
    const { presentation, views, ownerId } = await seedPresentation(run, file, sourceKey, index);
    await seedViewsAndLikes(run, presentation, views, ownerId);
    report.presentations++;
    created.set(file, presentation.id);
  }
  await seedDemoReports(handle, contentDir, created, users, now);
  return report;
}

/** The accounts of content/users.json, by username; those made by this run are counted in the report. */
async function seedUsers(
  handle: DatabaseHandle,
  contentDir: string,
  report: SeedReport,
  passwords: DemoPasswords,
  now: Date,
): Promise<Map<string, User>> {
  const users = new Map<string, User>();
  const seeds = JSON.parse(readFileSync(path.join(contentDir, 'users.json'), 'utf8')) as SeedUser[];
  for (const seed of seeds) {
    let user = await findUserByUsername(handle.db, seed.username);
    if (!user) {
      // No password is published anywhere: a demo log-in gets the one chosen in the environment
      // or a generated one, reported once; owners of content get one nobody knows.
      const { demoLogin, ...account } = seed;
      const chosen = demoLogin ? (seed.isStaff ? passwords.staff : passwords.demo) : undefined;
      const password = chosen ?? generatedPassword();
      user = await createAccount(handle.db, { ...account, password }, now);
      if (demoLogin && !chosen)
        report.generatedLogins.push({ username: user.username, password, isStaff: user.is_staff });
      report.users++;
    }
    users.set(seed.username, user);
  }
  return users;
}

/** What seeding each presentation shares: the database, the content folder, the accounts, the time. */
interface SeedRun {
  handle: DatabaseHandle;
  contentDir: string;
  users: Map<string, User>;
  now: Date;
}

/** The content's talks, in seeding order: presentations, templates, then videos. */
function demoFiles(contentDir: string): string[] {
  return [
    ...markdownFiles(contentDir, 'presentations'),
    ...markdownFiles(contentDir, 'templates'),
    ...videoFolders(contentDir).map((folder) => path.join('videos', folder, 'talk.md')),
  ];
}

/** Publishes one talk of the content folder (a video with its captions) under its owner. */
async function seedPresentation(
  { handle, contentDir, users, now }: SeedRun,
  file: string,
  sourceKey: string,
  index: number,
): Promise<{ presentation: Presentation; views: number; ownerId: number }> {
  const absolute = path.join(contentDir, file);
  const isVideo = file.startsWith('videos');
  const cues = isVideo
    ? parseWebVtt(readFileSync(path.join(path.dirname(absolute), 'captions.vtt'), 'utf8'))
    : [];
  const written = readFileSync(absolute, 'utf8');
  const { metadata, document, notes } = importMarkdown(
    written,
    isVideo ? { topicsFrom: () => captionTopics(cues) } : {},
  );
  const owner = users.get(metadata.owner ?? '');
  if (!owner) throw new Error(`${file}: owner "${metadata.owner}" is not in users.json`);
  const folder = path.basename(path.dirname(file));
  const presentation = await createPresentation(
    handle,
    {
      ownerId: owner.id,
      document,
      privacy: metadata.privacy,
      tags: metadata.tags,
      descriptionHtml: metadata.description ? descriptionFromMarkdown(metadata.description) : '',
      curated: metadata.curated ?? false,
      templateSlug: metadata.template,
      sourceKey,
      // Speaker notes live only in the author's source: a talk with notes keeps its
      // Markdown (without the seeding front matter), so its owner's presenter view shows them.
      ...(!isVideo && hasNotes(notes)
        ? { source: { text: splitFrontMatter(written).body, format: 'markdown' as const } }
        : {}),
      viewLinkId: metadata.viewLink,
      video: isVideo
        ? {
            media: {
              video: `/media/videos/${folder}/video.webm`,
              captions: `/media/videos/${folder}/captions.vtt`,
              preview: `/media/videos/${folder}/preview.webm`,
            },
            transcript: transcriptOfCaptions(document.title, cues),
          }
        : undefined,
    },
    // Spread "last modified" over the past months so listings look lived-in.
    new Date(now.getTime() - ((index * 97) % 180) * DAY_MS - index * 3_600_000),
  );
  return { presentation, views: metadata.views ?? 0, ownerId: owner.id };
}

/** A seeded presentation's demo views and the likes of a few demo users, in one transaction. */
async function seedViewsAndLikes(
  { handle, users, now }: SeedRun,
  presentation: Presentation,
  views: number,
  ownerId: number,
) {
  await handle.db.transaction().execute(async (trx) => {
    await insertViews(trx, demoViews(presentation.id, views, now));
    for (const liker of demoLikers(presentation.oid, [...users.values()], ownerId)) {
      if (await insertLike(trx, presentation.id, liker.id, now.toISOString()))
        await changeLikesCount(trx, presentation.id, 1);
    }
  });
}

interface SeedReportEntry {
  presentation: string;
  reason: ReportReason;
  details: string;
  reporter: string | null;
  contactEmail?: string;
  hoursAgo: number;
}

/** A few open reports (content/reports.json), so the staff's moderation queue has work to show. */
async function seedDemoReports(
  handle: DatabaseHandle,
  contentDir: string,
  created: Map<string, number>,
  users: Map<string, User>,
  now: Date,
) {
  const file = path.join(contentDir, 'reports.json');
  if (!existsSync(file)) return;
  for (const entry of JSON.parse(readFileSync(file, 'utf8')) as SeedReportEntry[]) {
    // Only for presentations seeded in this run, so seeding again adds no duplicates.
    const presentationId = created.get(entry.presentation);
    if (presentationId === undefined) continue;
    if (!REPORT_REASONS.includes(entry.reason))
      throw new Error(`reports.json: unknown reason "${entry.reason}"`);
    await insertReport(handle.db, {
      presentation_id: presentationId,
      reporter_id: entry.reporter ? (users.get(entry.reporter)?.id ?? null) : null,
      reason: entry.reason,
      details: entry.details,
      contact_email: entry.contactEmail ?? null,
      created_at: new Date(now.getTime() - entry.hoursAgo * 3_600_000).toISOString(),
    });
  }
}

function markdownFiles(contentDir: string, folder: string): string[] {
  const dir = path.join(contentDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(folder, name));
}

function videoFolders(contentDir: string): string[] {
  const dir = path.join(contentDir, 'videos');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'talk.md')))
    .map((entry) => entry.name)
    .sort();
}

/** View rows for a demo view count, spread over the past 60 days, heavier in recent weeks. */
function demoViews(presentationId: number, count: number, now: Date): NewView[] {
  return Array.from({ length: count }, (_, i) => {
    const daysAgo = Math.floor((60 * ((i * 7919) % count) ** 2) / Math.max(count, 1) ** 2);
    return {
      presentation_id: presentationId,
      visitor_id: `demo-${i % Math.max(1, Math.ceil(count * 0.7))}`,
      user_id: null,
      viewed_at: new Date(now.getTime() - daysAgo * DAY_MS - (i % 1440) * 60_000).toISOString(),
    };
  });
}

/** A deterministic handful of demo users like each presentation (never its owner). */
function demoLikers(oid: string, users: User[], ownerId: number): User[] {
  const seed = Number.parseInt(contentVersion(oid), 36);
  return users.filter((user, i) => user.id !== ownerId && (seed >> i) % 3 === 0);
}
