// SQL for presentation_versions: the presentation as it was before each save, newest first.
import type { Db } from '../../platform/db/connection';
import { decodeVersion, type NewPresentationVersion, type PresentationVersion } from './tables';

export interface VersionListRow {
  id: number;
  title: string;
  created_at: string;
  author_username: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
  author_public_display_name: string | null;
}

export async function insertVersion(db: Db, values: NewPresentationVersion): Promise<void> {
  await db
    .insertInto('presentation_versions')
    .values({ ...values, document: JSON.stringify(values.document) })
    .execute();
}

/** The versions' list entries (no documents), newest first, with who saved over each. */
export async function listVersions(db: Db, presentationId: number): Promise<VersionListRow[]> {
  return db
    .selectFrom('presentation_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select([
      'v.id',
      'v.title',
      'v.created_at',
      'u.username as author_username',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
      'u.public_display_name as author_public_display_name',
    ])
    .where('v.presentation_id', '=', presentationId)
    .orderBy('v.id', 'desc')
    .execute();
}

export async function findVersion(
  db: Db,
  presentationId: number,
  id: number,
): Promise<PresentationVersion | undefined> {
  const row = await db
    .selectFrom('presentation_versions')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && decodeVersion(row);
}

/** Keeps the newest `keep` versions of a presentation and deletes the rest. */
export async function pruneVersions(db: Db, presentationId: number, keep: number): Promise<void> {
  const kept = await db
    .selectFrom('presentation_versions')
    .select('id')
    .where('presentation_id', '=', presentationId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(keep - 1)
    .executeTakeFirst();
  if (!kept) return;
  await db
    .deleteFrom('presentation_versions')
    .where('presentation_id', '=', presentationId)
    .where('id', '<', kept.id)
    .execute();
}

/** When the newest version was written and by whom, or undefined when there is none. */
export async function findNewestVersion(
  db: Db,
  presentationId: number,
): Promise<{ created_at: string; created_by: number | null } | undefined> {
  return db
    .selectFrom('presentation_versions')
    .select(['created_at', 'created_by'])
    .where('presentation_id', '=', presentationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
