// The statistics page of one presentation (/dashboard/next/{oid}/stats/), for its owner and editors.
// The numbers are rendered on the server; the page's charts draw them again in the browser.

import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { DEFAULT_STATS_DAYS, STATS_PERIODS, VISIT_LIMITS } from '../../kernel/limits';
import { presentationPath } from '../../kernel/paths';
import { type App, OidParams } from '../../platform/http/edge';
import { badRequest } from '../../platform/http/errors';
import { renderPage } from '../../platform/render/render-page';
import type { Presentation } from '../access';
import { loadFor } from '../access';
import { requireViewer } from '../accounts';
import { liveStatsOf } from '../live';
import type { StatsPageData } from './contracts';
import { visitorsPerDay } from './repository';
import { periodStart, presentationStats } from './stats.service';
import { countedStepCount, countedSteps } from './stats-steps';
import { stepsOfVisits, visitsPage } from './visits.repository';
import { csvRow, seconds } from './visits-rules';

// Other query parameters (e.g. campaign tags on a shared link) are ignored, not refused.
const Query = Type.Object({ days: Type.Optional(Type.String({ maxLength: 8 })) });

/** The period asked for, or null when it is not one the page offers. */
function periodOf(days: string | undefined): number | null {
  if (days === undefined) return DEFAULT_STATS_DAYS;
  const n = Number(days);
  return String(n) === days && (STATS_PERIODS as readonly number[]).includes(n) ? n : null;
}

async function statsPageData(app: App, p: Presentation, days: number): Promise<StatsPageData> {
  const stats = await presentationStats(app.handle, p, days);
  const since = `${stats.viewsPerDay[0]?.day ?? new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  const visitors = new Map(
    (await visitorsPerDay(app.db, app.dialect, p.id, since)).map((v) => [v.day, v.visitors]),
  );
  // Titles of the counted steps, so the tables can say which step (or chapter) lost the audience.
  const counted = await countedSteps(app.db, p);
  const titles = counted.titles;
  return {
    presentation: { oid: p.oid, title: p.title, path: presentationPath(p), chapters: counted.chapters },
    days,
    totals: stats.totals,
    period: stats.period,
    viewsPerDay: stats.viewsPerDay.map((d) => ({ ...d, visitors: visitors.get(d.day) ?? 0 })),
    steps: stats.steps.map((s) => ({ ...s, title: titles[s.step] || null })),
    stepTitles: titles,
    referrers: stats.referrers,
    embeds: stats.embeds,
    links: stats.links,
    liveSessions: await liveStatsOf(app.db, p.id),
  };
}

/** Visits read per query while the CSV streams. */
const CSV_PAGE = 1000;

/**
 * The period's visits as CSV, oldest first: one row per visit, then the time on
 * each step of the deck. Streamed a page of visits at a time; past VISIT_LIMITS.csvRows it stops
 * with a last line saying so.
 */
async function* visitsCsv(app: App, request: FastifyRequest, p: Presentation, days: number) {
  const t = request.t;
  const steps = await countedStepCount(app.db, p);
  const since = periodStart(days);
  yield `\uFEFF${csvRow([
    t('stats.csv.startedAt'),
    t('stats.csv.linkName'),
    t('stats.csv.linkId'),
    t('stats.csv.email'),
    t('stats.csv.referrer'),
    t('stats.csv.embedded'),
    t('stats.csv.stepsSeen'),
    t('stats.csv.stepsTotal'),
    t('stats.csv.completed'),
    t('stats.csv.totalSeconds'),
    ...Array.from({ length: steps }, (_, i) => t('stats.csv.stepSeconds', { n: i + 1 })),
  ])}`;
  const yesNo = (value: boolean) => (value ? t('stats.csv.yes') : t('stats.csv.no'));
  let after: { startedAt: string; id: string } | null = null;
  let written = 0;
  while (written < VISIT_LIMITS.csvRows) {
    const limit = Math.min(CSV_PAGE, VISIT_LIMITS.csvRows - written);
    const visits = await visitsPage(app.db, p.id, since, after, limit);
    if (visits.length === 0) return;
    const times = new Map<string, (number | null)[]>();
    for (const row of await stepsOfVisits(
      app.db,
      visits.map((v) => v.id),
    )) {
      if (row.step >= steps) continue;
      const perStep = times.get(row.visit_id) ?? Array<number | null>(steps).fill(null);
      perStep[row.step] = row.ms;
      times.set(row.visit_id, perStep);
    }
    let chunk = '';
    for (const v of visits) {
      const perStep = times.get(v.id) ?? Array<number | null>(steps).fill(null);
      chunk += csvRow([
        v.started_at,
        v.link_name,
        v.view_link_id,
        v.email,
        v.referrer,
        yesNo(v.embedded),
        v.steps_seen,
        steps,
        yesNo(v.completed),
        seconds(v.total_ms),
        ...perStep.map((ms) => (ms === null ? null : seconds(ms))),
      ]);
    }
    yield chunk;
    written += visits.length;
    const last = visits.at(-1)!;
    after = { startedAt: last.started_at, id: last.id };
    if (visits.length < limit) return;
  }
  // Rows may remain: say so rather than end as if complete.
  const more = await visitsPage(app.db, p.id, since, after, 1);
  if (more.length > 0) yield csvRow([t('stats.csv.truncated', { n: VISIT_LIMITS.csvRows })]);
}

export async function statsPageRoutes(app: App) {
  // The visits of a period as CSV: for those who may see the statistics, like the page.
  app.get(
    '/dashboard/next/:oid/stats/visits.csv',
    {
      schema: { params: OidParams, querystring: Query },
      config: { rateLimit: { max: app.config.rateLimits.stats, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const days = periodOf(request.query.days);
      if (days === null) throw badRequest(request.t('stats.badPeriod'));
      const { presentation } = await loadFor(app.db, request.params, viewer, 'presentation.edit');
      const name = `visits-${presentation.oid}-${days}d-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(visitsCsv(app, request, presentation, days)));
    },
  );

  app.get(
    '/dashboard/next/:oid/stats/',
    {
      schema: { params: OidParams, querystring: Query },
      config: { rateLimit: { max: app.config.rateLimits.stats, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const days = periodOf(request.query.days);
      if (days === null) throw badRequest(request.t('stats.badPeriod'));
      // Like the JSON call: to anyone who may not edit it, its statistics do not exist.
      const { presentation } = await loadFor(app.db, request.params, viewer, 'presentation.edit');
      const stats = await statsPageData(app, presentation, days);
      return renderPage(
        request,
        reply,
        'StatsPage',
        { stats },
        {
          title: `${request.t('stats.title')}: ${presentation.title} · ${app.config.brandName}`,
          noindex: true,
        },
      );
    },
  );
}
