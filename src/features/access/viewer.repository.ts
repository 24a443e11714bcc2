// What the viewer side needs about one presentation: the row with its owner's public fields in one
// query, and for a signed-in viewer their collaborator role and whether they like it.

import type { AccessRole } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';
import type { OwnerRecord } from '../accounts';
import { decodePresentation, type Presentation } from './presentation-record';
import { findAccessRole } from './repository';

export interface ViewerRecord {
  presentation: Presentation;
  owner: OwnerRecord;
  /** The viewer's strongest role (collaborator, shared folder, team), if signed in and they have one. */
  role: AccessRole | undefined;
  hasLiked: boolean;
}

export async function findForViewer(
  db: Db,
  where: { oid: string } | { id: number },
  userId: number | null,
): Promise<ViewerRecord | undefined> {
  const query = db
    .selectFrom('presentations')
    .innerJoin('users as owner', 'owner.id', 'presentations.owner_id')
    .selectAll('presentations')
    .select([
      'owner.oid as owner_oid',
      'owner.username as owner_username',
      'owner.email as owner_email',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
      'owner.public_display_name as owner_public_display_name',
    ]);
  const row = await ('oid' in where
    ? query.where('presentations.oid', '=', where.oid)
    : query.where('presentations.id', '=', where.id)
  ).executeTakeFirst();
  if (!row) return undefined;
  const {
    owner_oid,
    owner_username,
    owner_email,
    owner_first_name,
    owner_last_name,
    owner_public_display_name,
    ...presentation
  } = row;
  // Anonymous visitors (most requests) cost one query; a signed-in viewer two small lookups more.
  const [role, liked] =
    userId === null
      ? [undefined, false]
      : await Promise.all([
          findAccessRole(db, presentation.id, userId),
          hasLiked(db, presentation.id, userId),
        ]);
  return {
    presentation: decodePresentation(presentation),
    owner: {
      id: presentation.owner_id,
      oid: owner_oid,
      username: owner_username,
      email: owner_email,
      first_name: owner_first_name,
      last_name: owner_last_name,
      public_display_name: owner_public_display_name,
    },
    role,
    hasLiked: liked,
  };
}

/**
 * What decides whether an anonymous visitor may get a presentation's page from the page cache,
 * without its large columns: a cache hit then costs a few short fields, not the whole document.
 */
export async function findPageCacheStamp(db: Db, oid: string) {
  const row = await db
    .selectFrom('presentations')
    .select(['owner_id', 'privacy', 'hidden', 'slug', 'updated_at'])
    .where('oid', '=', oid)
    .executeTakeFirst();
  return row && decodePresentation(row);
}

/** Whether the signed-in viewer likes the presentation (its like button starts pressed). */
async function hasLiked(db: Db, presentationId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('likes')
    .select('user_id')
    .where('presentation_id', '=', presentationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
