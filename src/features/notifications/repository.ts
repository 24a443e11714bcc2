// SQL for owners' e-mail notifications: the outbox of e-mails, the "first view"
// and "link expired" marks on share links, and the weekly summary's claim and figures. Every claim
// is a conditional UPDATE, so several app servers send each thing once.
import { sql } from 'kysely';
import { fromFlag, toFlag } from '../../platform/db/codec';
import type { Db } from '../../platform/db/connection';
import type { MailOutboxTable } from './tables';

export interface OwnerOfPresentation {
  userId: number;
  email: string;
  username: string;
  /** The owner's chosen language (null: not chosen, English). */
  language: string | null;
  presentationId: number;
  oid: string;
  title: string;
  slug: string;
}

export async function ownerOfPresentation(
  db: Db,
  presentationId: number,
): Promise<OwnerOfPresentation | undefined> {
  return db
    .selectFrom('presentations')
    .innerJoin('users', 'users.id', 'presentations.owner_id')
    .select([
      'users.id as userId',
      'users.email as email',
      'users.username as username',
      'users.language as language',
      'presentations.id as presentationId',
      'presentations.oid as oid',
      'presentations.title as title',
      'presentations.slug as slug',
    ])
    .where('presentations.id', '=', presentationId)
    .executeTakeFirst();
}

/** Marks a link's first view as announced; true for the one caller that did it. */
export async function claimFirstViewNotice(db: Db, linkId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('view_links')
    .set({ first_view_notified_at: now })
    .where('link_id', '=', linkId)
    .where('first_view_notified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Live links whose expiry has passed and was not announced yet. */
export async function unannouncedExpiredLinks(db: Db, now: string, limit: number) {
  return db
    .selectFrom('view_links')
    .select(['link_id', 'presentation_id', 'name', 'expires_at'])
    .where('expiry_announced', '=', 0)
    .where('revoked_at', 'is', null)
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now)
    .limit(limit)
    .execute();
}

export async function claimExpiryAnnouncement(db: Db, linkId: string): Promise<boolean> {
  const result = await db
    .updateTable('view_links')
    .set({ expiry_announced: 1 })
    .where('link_id', '=', linkId)
    .where('expiry_announced', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A link whose expiry moves (or goes) may be announced again when it next runs out. */
export async function resetExpiryAnnouncement(db: Db, linkId: string) {
  await db.updateTable('view_links').set({ expiry_announced: 0 }).where('link_id', '=', linkId).execute();
}

export type NewMail = Pick<MailOutboxTable, 'user_id' | 'kind' | 'subject' | 'text_body' | 'html_body'> & {
  to_email?: string | null;
};

export async function queueMail(db: Db, mail: NewMail, now: string) {
  await db
    .insertInto('mail_outbox')
    .values({
      ...mail,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      error: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
}

export async function mailsQueuedSince(db: Db, userId: number, kind: 'view' | 'summary', since: string) {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function dueMails(db: Db, now: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .innerJoin('users', 'users.id', 'mail_outbox.user_id')
    .select([
      'mail_outbox.id',
      'mail_outbox.attempts',
      'mail_outbox.subject',
      'mail_outbox.text_body',
      'mail_outbox.html_body',
      // An invitation names its recipient; every other mail goes to the account's address.
      (eb) => eb.fn.coalesce('mail_outbox.to_email', 'users.email').as('email'),
    ])
    .where('mail_outbox.status', '=', 'pending')
    .where('mail_outbox.next_attempt_at', '<=', now)
    .orderBy('mail_outbox.next_attempt_at', 'asc')
    .limit(limit)
    .execute();
}

/** As claimDelivery: one server takes one attempt at a mail. */
export async function claimMail(db: Db, id: number, seenAttempts: number, now: string, leaseUntil: string) {
  const result = await db
    .updateTable('mail_outbox')
    .set({ attempts: seenAttempts + 1, next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', seenAttempts)
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishMail(
  db: Db,
  id: number,
  values: {
    status: 'pending' | 'delivered' | 'failed';
    next_attempt_at?: string;
    error: string | null;
    sent_at?: string;
  },
) {
  await db.updateTable('mail_outbox').set(values).where('id', '=', id).execute();
}

/** Sent mails are kept a month (for the record), then dropped. */
export async function pruneMails(db: Db, before: string) {
  await db
    .deleteFrom('mail_outbox')
    .where('status', '!=', 'pending')
    .where('created_at', '<', before)
    .execute();
}

/** Changes an account's e-mail notifications (those given) and answers them all as they now are. */
export async function setNotificationSettings(
  db: Db,
  userId: number,
  changes: { weeklySummary?: boolean; mentionMails?: boolean },
) {
  const { weeklySummary, mentionMails } = changes;
  await db
    .updateTable('users')
    .set({
      ...(weeklySummary === undefined ? {} : { weekly_summary: toFlag(weeklySummary) }),
      ...(mentionMails === undefined ? {} : { mention_mails: toFlag(mentionMails) }),
    })
    .where('id', '=', userId)
    .execute();
  const row = await db
    .selectFrom('users')
    .select(['weekly_summary', 'mention_mails'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { weeklySummary: fromFlag(row.weekly_summary), mentionMails: fromFlag(row.mention_mails) };
}

/** Accounts whose weekly summary is due (none sent, or the last a week or more before `now`). */
export async function summariesDue(db: Db, weekAgo: string, limit: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'language', 'summary_sent_at'])
    .where('weekly_summary', '=', 1)
    .where((eb) => eb.or([eb('summary_sent_at', 'is', null), eb('summary_sent_at', '<=', weekAgo)]))
    .limit(limit)
    .execute();
}

export async function claimSummary(db: Db, userId: number, seen: string | null, now: string) {
  const result = await db
    .updateTable('users')
    .set({ summary_sent_at: now })
    .where('id', '=', userId)
    .where('weekly_summary', '=', 1)
    .where((eb) => (seen === null ? eb('summary_sent_at', 'is', null) : eb('summary_sent_at', '=', seen)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface SummaryRow {
  oid: string;
  title: string;
  slug: string;
  views: number;
  likes: number;
  comments: number;
}

/** An owner's presentations with their views, likes and comments in [since, until). */
export async function summaryFigures(
  db: Db,
  userId: number,
  since: string,
  until: string,
): Promise<SummaryRow[]> {
  const rows = await db
    .selectFrom('presentations as p')
    .select((eb) => [
      'p.oid',
      'p.title',
      'p.slug',
      eb
        .selectFrom('views')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('views.presentation_id', '=', 'p.id')
        .where('views.viewed_at', '>=', since)
        .where('views.viewed_at', '<', until)
        .as('views'),
      eb
        .selectFrom('likes')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('likes.presentation_id', '=', 'p.id')
        .where('likes.created_at', '>=', since)
        .where('likes.created_at', '<', until)
        .as('likes'),
      eb
        .selectFrom('comments')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('comments.presentation_id', '=', 'p.id')
        .where('comments.created_at', '>=', since)
        .where('comments.created_at', '<', until)
        .as('comments'),
    ])
    .where('p.owner_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    oid: row.oid,
    title: row.title,
    slug: row.slug,
    views: Number(row.views ?? 0),
    likes: Number(row.likes ?? 0),
    comments: Number(row.comments ?? 0),
  }));
}

/** The owner's share links with the most views in [since, until). */
export async function topLinks(db: Db, userId: number, since: string, until: string, limit: number) {
  const rows = await db
    .selectFrom('views')
    .innerJoin('view_links', 'view_links.link_id', 'views.view_link_id')
    .innerJoin('presentations', 'presentations.id', 'views.presentation_id')
    .select([
      'view_links.link_id',
      'view_links.name',
      'presentations.title',
      sql<number>`count(*)`.as('views'),
    ])
    .where('presentations.owner_id', '=', userId)
    .where('views.viewed_at', '>=', since)
    .where('views.viewed_at', '<', until)
    .groupBy(['view_links.link_id', 'view_links.name', 'presentations.title'])
    .orderBy(sql`count(*)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, views: Number(row.views) }));
}
