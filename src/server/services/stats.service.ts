// An owner's statistics for one presentation (issue: owner statistics).
import type { LinkStats, PresentationStats } from '../../contracts/stats';
import type { DatabaseHandle } from '../../db/connection';
import { linkVisitorsOf } from '../../db/repositories/access.repository';
import { downloadsByLink } from '../../db/repositories/downloads.repository';
import { listViewLinks } from '../../db/repositories/manage.repository';
import { readCounts } from '../../db/repositories/presentations.repository';
import {
  eventCounts,
  likesSince,
  stepsReached,
  stepTimes,
  uniqueVisitors,
  viewsByLink,
  viewsByReferrer,
  viewsPerDay,
} from '../../db/repositories/stats.repository';
import type { Presentation, ViewLink } from '../../db/rows';
import { isExpired } from '../../domain/link-rules';
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
  const [
    perDay,
    visitors,
    likes,
    counts,
    totals,
    reached,
    times,
    referrers,
    links,
    linkViews,
    gatedVisitors,
    downloads,
  ] = await Promise.all([
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
    listViewLinks(db, p.id),
    viewsByLink(db, p.id, since),
    linkVisitorsOf(db, p.id, VISITORS_READ),
    downloadsByLink(db, p.id, sinceDay),
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
      downloads: downloads.reduce((sum, row) => sum + row.downloads, 0),
      started,
      completed,
      completionRate: started > 0 ? Math.min(1, completed / started) : 0,
    },
    viewsPerDay: fillDays(perDay, sinceDate, now),
    referrers,
    links: linkStats(links, linkViews, gatedVisitors, downloads, now),
    steps: stepStats(reached, times, started, stepCount(p)),
  };
}

/** The links shown: every live one, and revoked or expired ones that had views in the period. */
const LINKS_SHOWN = 50;

/** Visitors read for all gated links at once, and listed per link. */
const VISITORS_READ = 1000;
const VISITORS_SHOWN = 100;

function linkStats(
  links: ViewLink[],
  views: { link_id: string; views: number; visitors: number; last_view: string }[],
  gatedVisitors: {
    link_id: string;
    email: string;
    first_seen_at: string;
    last_seen_at: string;
    views: number;
  }[],
  downloads: { link_id: string; downloads: number }[],
  now: Date,
): LinkStats[] {
  const byLink = new Map(views.map((row) => [row.link_id, row]));
  const downloadsOf = new Map(downloads.map((row) => [row.link_id, row.downloads]));
  const visitorsOf = (linkId: string) =>
    gatedVisitors
      .filter((row) => row.link_id === linkId)
      .slice(0, VISITORS_SHOWN)
      .map((row) => ({
        email: row.email,
        firstSeenAt: row.first_seen_at,
        lastSeenAt: row.last_seen_at,
        views: row.views,
      }));
  return links
    .map((link): LinkStats => {
      const seen = byLink.get(link.link_id);
      return {
        linkId: link.link_id,
        name: link.name,
        views: seen?.views ?? 0,
        uniqueVisitors: seen?.visitors ?? 0,
        downloads: downloadsOf.get(link.link_id) ?? 0,
        lastViewAt: seen?.last_view ?? null,
        state: link.revoked_at !== null ? 'revoked' : isExpired(link, now) ? 'expired' : 'live',
        visitors: visitorsOf(link.link_id),
      };
    })
    .filter((link) => link.state === 'live' || link.views > 0 || link.downloads > 0)
    .sort((a, b) => b.views - a.views || (b.lastViewAt ?? '').localeCompare(a.lastViewAt ?? ''))
    .slice(0, LINKS_SHOWN);
}
