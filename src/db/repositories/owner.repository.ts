// SQL for an owner's own presentations (the dashboard): every privacy, sortable, filterable.
import type { Db } from '../connection';
import { CARD_COLUMNS, type CardRow } from './presentations.repository';

export const DASHBOARD_SORTS = ['updated', 'views', 'likes', 'title'] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];

export async function listOwnPresentations(
  db: Db,
  ownerId: number,
  options: { sort: DashboardSort; privacy?: 'public' | 'reusable' | 'private'; limit: number },
): Promise<CardRow[]> {
  let query = db.selectFrom('presentations').select(CARD_COLUMNS).where('owner_id', '=', ownerId);
  if (options.privacy) query = query.where('privacy', '=', options.privacy);
  const ordered =
    options.sort === 'views'
      ? query.orderBy('view_count', 'desc')
      : options.sort === 'likes'
        ? query.orderBy('likes_count', 'desc')
        : options.sort === 'title'
          ? query.orderBy('title', 'asc')
          : query.orderBy('updated_at', 'desc');
  return ordered.orderBy('id', 'desc').limit(options.limit).execute();
}
