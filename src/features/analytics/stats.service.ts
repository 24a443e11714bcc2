// An owner's statistics for one presentation.

import type { DatabaseHandle } from '../../platform/db/connection';
import { notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { readCounts } from '../decks';
import type { ViewLink } from '../sharing';
import { isExpired, linkVisitorsOf, listViewLinks } from '../sharing';
import type { LinkStats, LinkVisitor, PresentationStats } from './contracts';
import {
  downloadsByLink,
  eventCounts,
  likesSince,
  stepsReached,
  stepTimes,
  uniqueVisitors,
  viewsByReferrer,
  viewsPerDay,
} from './repository';
import { fillDays, stepStats } from './rules';
import { countedStepCount } from './stats-steps';
import {
  stepsByGatedVisitor,
  stepsByLink,
  visitsByEmbeddingSite,
  visitsByLink,
  watchTotals,
} from './visits.repository';
import { stepFigures, visitFigures } from './visits-rules';

/** The sites listed under "Views by referring site": the busiest ones. */
const REFERRERS_SHOWN = 10;

/** The first moment of a period of `days` UTC days ending today, as ISO. */
export function periodStart(days: number, now = new Date()): string {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  return since.toISOString();
}

export async function presentationStats(
  { db, dialect }: DatabaseHandle,
  p: Presentation,
  days: number,
  now = new Date(),
): Promise<PresentationStats> {
  const since = periodStart(days, now);
  const sinceDate = new Date(since);
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
    linkVisits,
    linkSteps,
    gatedVisitors,
    gatedSteps,
    embeds,
    downloads,
    watched,
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
    visitsByLink(db, p.id, since),
    stepsByLink(db, p.id, since),
    linkVisitorsOf(db, p.id, VISITORS_READ),
    stepsByGatedVisitor(db, p.id, since, VISITOR_STEPS_READ),
    visitsByEmbeddingSite(db, p.id, since, REFERRERS_SHOWN),
    downloadsByLink(db, p.id, sinceDay),
    watchTotals(db, p.id, since),
  ]);
  // Deleted between the caller's load and these reads: it does not exist any more.
  if (!totals) throw notFound('This presentation does not exist or is not shared with you.');
  const steps = await countedStepCount(db, p);
  const watch = visitFigures({ visits: watched.visits, completed: 0, totalMs: watched.total_ms });
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
      watchMs: watched.total_ms,
      avgViewMs: watch.avgMs,
    },
    viewsPerDay: fillDays(perDay, sinceDate, now),
    referrers,
    embeds,
    links: linkStats(
      links,
      { visits: linkVisits, steps: linkSteps, gatedVisitors, gatedSteps, downloads },
      steps,
      now,
    ),
    steps: stepStats(reached, times, started, steps),
  };
}

/** The links shown: every live one, and revoked or expired ones that had views in the period. */
const LINKS_SHOWN = 50;

/** Visitors read for all gated links at once, and listed per link. */
const VISITORS_READ = 1000;
const VISITORS_SHOWN = 100;
/** (visitor, step) rows read for the gated links' visitors: a bound on a deck of many steps. */
const VISITOR_STEPS_READ = 50_000;

interface LinkRows {
  visits: Awaited<ReturnType<typeof visitsByLink>>;
  steps: Awaited<ReturnType<typeof stepsByLink>>;
  gatedVisitors: Awaited<ReturnType<typeof linkVisitorsOf>>;
  gatedSteps: Awaited<ReturnType<typeof stepsByGatedVisitor>>;
  downloads: Awaited<ReturnType<typeof downloadsByLink>>;
}

function linkStats(links: ViewLink[], rows: LinkRows, steps: number, now: Date): LinkStats[] {
  const byLink = new Map(rows.visits.map((row) => [row.link_id, row]));
  const downloadsOf = new Map(rows.downloads.map((row) => [row.link_id, row.downloads]));
  const visitorSteps = new Map<string, (number | null)[]>();
  for (const row of rows.gatedSteps) {
    if (row.step >= steps) continue;
    const key = `${row.link_id} ${row.email}`;
    const times = visitorSteps.get(key) ?? Array<number | null>(steps).fill(null);
    times[row.step] = row.ms;
    visitorSteps.set(key, times);
  }
  const visitorsOf = (linkId: string): LinkVisitor[] =>
    rows.gatedVisitors
      .filter((row) => row.link_id === linkId)
      .slice(0, VISITORS_SHOWN)
      .map((row) => {
        const stepMs = visitorSteps.get(`${linkId} ${row.email}`) ?? Array<number | null>(steps).fill(null);
        return {
          email: row.email,
          firstSeenAt: row.first_seen_at,
          lastSeenAt: row.last_seen_at,
          views: row.views,
          stepsSeen: stepMs.filter((ms) => ms !== null).length,
          stepMs,
        };
      });
  return links
    .map((link): LinkStats => {
      const seen = byLink.get(link.link_id);
      const figures = visitFigures({
        visits: seen?.visits ?? 0,
        completed: seen?.completed ?? 0,
        totalMs: seen?.total_ms ?? 0,
      });
      return {
        linkId: link.link_id,
        name: link.name,
        views: seen?.visits ?? 0,
        uniqueVisitors: seen?.visitors ?? 0,
        ...figures,
        downloads: downloadsOf.get(link.link_id) ?? 0,
        lastViewAt: seen?.last_visit ?? null,
        state: link.revoked_at !== null ? 'revoked' : isExpired(link, now) ? 'expired' : 'live',
        steps: stepFigures(
          rows.steps.filter((row) => row.link_id === link.link_id),
          steps,
        ),
        visitors: visitorsOf(link.link_id),
      };
    })
    .filter((link) => link.state === 'live' || link.views > 0 || link.downloads > 0)
    .sort((a, b) => b.views - a.views || (b.lastViewAt ?? '').localeCompare(a.lastViewAt ?? ''))
    .slice(0, LINKS_SHOWN);
}
