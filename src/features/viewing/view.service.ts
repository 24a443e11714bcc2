// Counting views: once per visitor per 30 minutes; view_count moves with the view row. Each view
// call also starts a visit, or continues the visitor's latest one.
import { randomId } from '../../kernel/ids';
import { VISIT_LIMITS } from '../../kernel/limits';
import type { DatabaseHandle } from '../../platform/db/connection';
import { notFound } from '../../platform/http/errors';
import { insertVisit, latestVisitSince, touchVisit } from '../analytics';
import { lockCounts } from '../decks';
import { hasRecentView, insertViews, lockVisitorViews } from './views.repository';

export const VIEW_WINDOW_MS = 30 * 60 * 1000;

/** What a visit keeps beside its presentation, visitor and link. */
export interface VisitStart {
  /** The address given to a link that asks for one. */
  email: string | null;
  /** Watched in an embed: the referrer is the embedding site. */
  embedded: boolean;
}

/** A visit id: 22 random characters of [a-z0-9] (over 110 bits), so no one guesses another's. */
export const newVisitId = () => randomId(VISIT_LIMITS.idLength);

/**
 * Counts a view unless this visitor has one in the last 30 minutes. The database decides: the
 * check and the insert run under a lock on (visitor, presentation), so calls that race count once.
 *
 * With `visit`, it also answers the visit the browser reports its steps to: a counted view starts
 * a new one; a view not counted continues the visitor's latest visit of the presentation through
 * the same link if that was seen within VISIT_LIMITS.continueWithinMs, and otherwise starts a new
 * visit without counting a view (the view table stays one row per 30 minutes; visits follow
 * playthroughs).
 */
export async function recordView(
  { db, dialect }: DatabaseHandle,
  presentationId: number,
  visitorId: string,
  userId: number | null,
  now = new Date(),
  referrer: string | null = null,
  viewLinkId: string | null = null,
  visit: VisitStart | null = null,
): Promise<{ counted: boolean; viewCount: number; visitId?: string }> {
  return db.transaction().execute(async (trx) => {
    await lockVisitorViews(trx, dialect, presentationId, visitorId);
    // Deleted since the route loaded it: nothing to count.
    const counts = await lockCounts(trx, dialect, presentationId);
    if (!counts) throw notFound();
    const at = now.toISOString();
    const since = new Date(now.getTime() - VIEW_WINDOW_MS).toISOString();
    const counted = !(await hasRecentView(trx, presentationId, visitorId, since));
    const startVisit = async () => {
      if (!visit) return undefined;
      if (!counted) {
        const recent = new Date(now.getTime() - VISIT_LIMITS.continueWithinMs).toISOString();
        const latest = await latestVisitSince(trx, presentationId, visitorId, viewLinkId, recent);
        if (latest) {
          await touchVisit(trx, latest, at);
          return latest;
        }
      }
      const id = newVisitId();
      await insertVisit(trx, {
        id,
        presentation_id: presentationId,
        view_link_id: viewLinkId,
        visitor_id: visitorId,
        email: visit.email,
        referrer,
        embedded: visit.embedded ? 1 : 0,
        started_at: at,
        last_seen_at: at,
      });
      return id;
    };
    const visitId = await startVisit();
    const withVisit = visitId ? { visitId } : {};
    if (!counted) return { counted, viewCount: counts.view_count, ...withVisit };
    // The counter's UPDATE returns the new count: no second read.
    const viewCounts = await insertViews(trx, [
      {
        presentation_id: presentationId,
        visitor_id: visitorId,
        user_id: userId,
        viewed_at: at,
        referrer,
        view_link_id: viewLinkId,
      },
    ]);
    return { counted, viewCount: viewCounts.get(presentationId)!, ...withVisit };
  });
}
