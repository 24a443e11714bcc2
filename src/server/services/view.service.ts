// Counting views: once per visitor per 30 minutes; view_count moves with the view row.
import type { DatabaseHandle } from '../../db/connection';
import { lockCounts } from '../../db/repositories/presentations.repository';
import { hasRecentView, insertViews, lockVisitorViews } from '../../db/repositories/views.repository';
import { notFound } from '../errors';

export const VIEW_WINDOW_MS = 30 * 60 * 1000;

/**
 * Counts a view unless this visitor has one in the last 30 minutes. The database decides: the
 * check and the insert run under a lock on (visitor, presentation), so calls that race count once.
 */
export async function recordView(
  { db, dialect }: DatabaseHandle,
  presentationId: number,
  visitorId: string,
  userId: number | null,
  now = new Date(),
  referrer: string | null = null,
  viewLinkId: string | null = null,
): Promise<{ counted: boolean; viewCount: number }> {
  return db.transaction().execute(async (trx) => {
    await lockVisitorViews(trx, dialect, presentationId, visitorId);
    // Deleted since the route loaded it: nothing to count.
    const counts = await lockCounts(trx, dialect, presentationId);
    if (!counts) throw notFound();
    const since = new Date(now.getTime() - VIEW_WINDOW_MS).toISOString();
    const counted = !(await hasRecentView(trx, presentationId, visitorId, since));
    if (!counted) return { counted, viewCount: counts.view_count };
    // The counter's UPDATE returns the new count: no second read.
    const viewCounts = await insertViews(trx, [
      {
        presentation_id: presentationId,
        visitor_id: visitorId,
        user_id: userId,
        viewed_at: now.toISOString(),
        referrer,
        view_link_id: viewLinkId,
      },
    ]);
    return { counted, viewCount: viewCounts.get(presentationId)! };
  });
}
