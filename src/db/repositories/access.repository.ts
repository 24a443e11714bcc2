// SQL for what grants access beyond privacy: view links and collaborators.
import type { Db } from '../connection';
import type { ViewLink } from '../rows';

export async function insertViewLink(
  db: Db,
  link: {
    link_id: string;
    presentation_id: number;
    created_by: number | null;
    created_at: string;
    name?: string | null;
    password_hash?: string | null;
    expires_at?: string | null;
  },
) {
  await db.insertInto('view_links').values(link).execute();
}

/** A view link that exists and has not been revoked. */
export async function findLiveViewLink(db: Db, linkId: string): Promise<ViewLink | undefined> {
  return db
    .selectFrom('view_links')
    .selectAll()
    .where('link_id', '=', linkId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function findViewLink(db: Db, linkId: string): Promise<ViewLink | undefined> {
  return db.selectFrom('view_links').selectAll().where('link_id', '=', linkId).executeTakeFirst();
}

export async function updateViewLinkRules(
  db: Db,
  linkId: string,
  values: { name?: string | null; password_hash?: string | null; expires_at?: string | null },
) {
  await db.updateTable('view_links').set(values).where('link_id', '=', linkId).execute();
}

export async function revokeViewLink(db: Db, linkId: string, now: string) {
  await db.updateTable('view_links').set({ revoked_at: now }).where('link_id', '=', linkId).execute();
}

export async function findCollaboratorRole(
  db: Db,
  presentationId: number,
  userId: number,
): Promise<'edit' | 'comment' | undefined> {
  const row = await db
    .selectFrom('collaborators')
    .select('role')
    .where('presentation_id', '=', presentationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

export async function upsertCollaborator(
  db: Db,
  presentationId: number,
  userId: number,
  role: 'edit' | 'comment',
  now: string,
) {
  await db
    .insertInto('collaborators')
    .values({ presentation_id: presentationId, user_id: userId, role, created_at: now })
    .onConflict((oc) => oc.columns(['presentation_id', 'user_id']).doUpdateSet({ role }))
    .execute();
}
