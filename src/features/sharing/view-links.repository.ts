// SQL for share links: the links of a presentation with their rules, and the people who gave an
// address to open one.
import type { Db } from '../../platform/db/connection';
import { decodeViewLink, encodeViewLinkFlags, type ViewLink } from './tables';

/** A link's rules as they are stored: the columns the owner's choices set, on a new link and on a change. */
export type ViewLinkRulesColumns = Pick<
  ViewLink,
  | 'name'
  | 'password_hash'
  | 'expires_at'
  | 'require_email'
  | 'verify_email'
  | 'allowed_domains'
  | 'notify'
  | 'download'
>;

export async function insertViewLink(
  db: Db,
  link: Pick<ViewLink, 'link_id' | 'presentation_id' | 'created_by' | 'created_at'> &
    Partial<ViewLinkRulesColumns>,
) {
  await db.insertInto('view_links').values(encodeViewLinkFlags(link)).execute();
}

/** A view link that exists and has not been revoked. */
export async function findLiveViewLink(db: Db, linkId: string): Promise<ViewLink | undefined> {
  const row = await db
    .selectFrom('view_links')
    .selectAll()
    .where('link_id', '=', linkId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row && decodeViewLink(row);
}

export async function findViewLink(db: Db, linkId: string): Promise<ViewLink | undefined> {
  const row = await db.selectFrom('view_links').selectAll().where('link_id', '=', linkId).executeTakeFirst();
  return row && decodeViewLink(row);
}

export async function updateViewLinkRules(
  db: Db,
  linkId: string,
  values: Partial<ViewLinkRulesColumns & Pick<ViewLink, 'first_view_notified_at' | 'expiry_announced'>>,
) {
  await db.updateTable('view_links').set(encodeViewLinkFlags(values)).where('link_id', '=', linkId).execute();
}

export async function revokeViewLink(db: Db, linkId: string, now: string) {
  await db.updateTable('view_links').set({ revoked_at: now }).where('link_id', '=', linkId).execute();
}

/** Every link ever made for the presentation, newest first, revoked ones included. */
export async function listViewLinks(db: Db, presentationId: number): Promise<ViewLink[]> {
  const rows = await db
    .selectFrom('view_links')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .orderBy('created_at', 'desc')
    .orderBy('link_id', 'asc')
    .execute();
  return rows.map(decodeViewLink);
}

/** The names that show who made each link, by user id (links made by accounts since deleted have none). */
export async function linkCreatorRows(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'public_display_name'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
}

export async function findViewLinkOf(
  db: Db,
  presentationId: number,
  linkId: string,
): Promise<ViewLink | undefined> {
  const row = await db
    .selectFrom('view_links')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .where('link_id', '=', linkId)
    .executeTakeFirst();
  return row && decodeViewLink(row);
}

/** Visitors one link keeps at most: past it, new addresses still open the link but are not listed. */
export const LINK_VISITORS_MAX = 10_000;

/** Someone gave this address to open the link: first seen now, or seen again. */
export async function recordLinkVisitor(db: Db, linkId: string, email: string, now: string): Promise<void> {
  const updated = await db
    .updateTable('link_visitors')
    .set({ last_seen_at: now })
    .where('link_id', '=', linkId)
    .where('email', '=', email)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const { n } = await db
    .selectFrom('link_visitors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= LINK_VISITORS_MAX) return;
  await db
    .insertInto('link_visitors')
    .values({ link_id: linkId, email, first_seen_at: now, last_seen_at: now, views: 0 })
    .onConflict((oc) => oc.columns(['link_id', 'email']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/** A view counted through the link by someone who gave this address. */
export async function countLinkVisitorView(
  db: Db,
  linkId: string,
  email: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('link_visitors')
    .set((eb) => ({ views: eb('views', '+', 1), last_seen_at: now }))
    .where('link_id', '=', linkId)
    .where('email', '=', email)
    .execute();
}

/** Who gave an address to the presentation's links that ask for one, latest first. */
export async function linkVisitorsOf(
  db: Db,
  presentationId: number,
  limit: number,
): Promise<{ link_id: string; email: string; first_seen_at: string; last_seen_at: string; views: number }[]> {
  const rows = await db
    .selectFrom('link_visitors')
    .innerJoin('view_links', 'view_links.link_id', 'link_visitors.link_id')
    .select([
      'link_visitors.link_id',
      'link_visitors.email',
      'link_visitors.first_seen_at',
      'link_visitors.last_seen_at',
      'link_visitors.views',
    ])
    .where('view_links.presentation_id', '=', presentationId)
    .where('view_links.require_email', '=', 1)
    .orderBy('link_visitors.last_seen_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    first_seen_at: new Date(row.first_seen_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
    views: Number(row.views),
  }));
}
