// SQL for the dashboard: an owner's own presentations (every privacy, sortable, filterable) and
// the ones others shared with them as collaborators; and the ids of all an owner's presentations.
import type { Db } from '../../platform/db/connection';
import { decodePresentation, type Presentation } from '../access';
import { CARD_COLUMNS, type CardRow } from './listing.repository';

/** A dashboard card also links to the editor, whose address depends on the schema. */
export type OwnCardRow = CardRow & Pick<Presentation, 'schema_version'>;
export type SharedCardRow = OwnCardRow & { role: 'edit' | 'comment' };

/** The most presentations a dashboard (or the studio's picker) lists, in each of its lists. */
export const DASHBOARD_LIMIT = 200;
export const DASHBOARD_SORTS = ['updated', 'views', 'likes', 'title'] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];

export async function listOwnPresentations(
  db: Db,
  ownerId: number,
  options: {
    sort: DashboardSort;
    privacy?: 'public' | 'reusable' | 'private';
    limit: number;
    /** Only those filed in no folder (the dashboard lists a folder's inside it). */
    unfiled?: boolean;
  },
): Promise<OwnCardRow[]> {
  let query = db
    .selectFrom('presentations')
    .select([...CARD_COLUMNS, 'schema_version'])
    .where('owner_id', '=', ownerId);
  if (options.privacy) query = query.where('privacy', '=', options.privacy);
  if (options.unfiled) query = query.where('folder_id', 'is', null);
  const ordered =
    options.sort === 'views'
      ? query.orderBy('view_count', 'desc')
      : options.sort === 'likes'
        ? query.orderBy('likes_count', 'desc')
        : options.sort === 'title'
          ? query.orderBy('title', 'asc')
          : query.orderBy('updated_at', 'desc');
  const rows = await ordered.orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map(decodePresentation);
}

/** Presentations the user collaborates on, most recently changed first; taken-down ones are left out. */
export async function listSharedPresentations(
  db: Db,
  userId: number,
  limit: number,
): Promise<SharedCardRow[]> {
  const rows = await db
    .selectFrom('collaborators')
    .innerJoin('presentations', 'presentations.id', 'collaborators.presentation_id')
    .select([
      ...CARD_COLUMNS.map((c) => `presentations.${c}` as const),
      'presentations.schema_version',
      'collaborators.role',
    ])
    .where('collaborators.user_id', '=', userId)
    .where('presentations.hidden', '=', 0)
    .orderBy('presentations.updated_at', 'desc')
    .orderBy('presentations.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(decodePresentation);
}

/** The ids of every presentation `ownerId` owns, oldest first (the order export-user writes them in). */
export async function listOwnPresentationIds(db: Db, ownerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('presentations')
    .select('id')
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
