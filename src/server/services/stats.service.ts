// An owner's statistics for one presentation (issue: owner statistics).
import type { PresentationStats } from '../../contracts/stats';
import type { DatabaseHandle } from '../../db/connection';
import { readCounts } from '../../db/repositories/presentations.repository';
import {
  eventCounts,
  likesSince,
  stepsReached,
  stepTimes,
  uniqueVisitors,
  viewsByReferrer,
  viewsPerDay,
} from '../../db/repositories/stats.repository';
import type { Presentation } from '../../db/rows';
import { fillDays, stepStats } from '../../domain/stats';
import { stepCount } from './presentation.service';

/** The sites listed under "Views by referring site": the busiest ones. */
const REFERRERS_SHOWN = 10;

export async function presentationStats(
  { db, dialect }: DatabaseHandle,
  p: Presentation,
  days: number,
  now = new Date(),
): Promise<PresentationStats> {
  const sinceDate = new Date(now.getTime() - (days - 1) * 86_400_000);
  sinceDate.setUTCHours(0, 0, 0, 0);
  const since = sinceDate.toISOString();
  const sinceDay = since.slice(0, 10);
  const [perDay, visitors, likes, counts, totals, reached, times, referrers] = await Promise.all([
    viewsPerDay(db, dialect, p.id, since),
    uniqueVisitors(db, p.id, since),
    likesSince(db, p.id, since),
    eventCounts(
      db,
      p.oid,
      ['Share', 'CopyEmbedCode', 'PresentationStarted', 'PresentationCompleted'],
      sinceDay,
    ),
    readCounts(db, p.id),
    stepsReached(db, p.oid, sinceDay),
    stepTimes(db, p.oid, sinceDay),
    viewsByReferrer(db, p.id, since, REFERRERS_SHOWN),
  ]);
  const started = counts.PresentationStarted ?? 0;
  const completed = counts.PresentationCompleted ?? 0;
  return {
    days,
    totals: { views: totals.view_count, likes: totals.likes_count },
    period: {
      views: perDay.reduce((sum, d) => sum + d.views, 0),
      uniqueVisitors: visitors,
      likes,
      shares: counts.Share ?? 0,
      embedsCopied: counts.CopyEmbedCode ?? 0,
      started,
      completed,
      completionRate: started > 0 ? Math.min(1, completed / started) : 0,
    },
    viewsPerDay: fillDays(perDay, sinceDate, now),
    referrers,
    steps: stepStats(reached, times, started, stepCount(p)),
  };
}
