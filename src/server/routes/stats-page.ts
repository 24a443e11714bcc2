// The statistics page of one presentation (/dashboard/next/{oid}/stats/), for its owner and editors.
// The numbers are rendered on the server; the page's charts draw them again in the browser.

import Type from 'typebox';
import type { StatsPageData } from '../../contracts/stats';
import { visitorsPerDay } from '../../db/repositories/stats.repository';
import type { Presentation } from '../../db/rows';
import { layoutDocument } from '../../domain/layout';
import { DEFAULT_STATS_DAYS, STATS_PERIODS } from '../../domain/limits';
import { presentationPath } from '../../domain/paths';
import { canEdit } from '../../domain/permissions';
import { type App, OidParams, requireUser } from '../edge';
import { badRequest, notFound } from '../errors';
import { renderPage } from '../render/render-page';
import { loadVisibleByOid, viewerOf } from '../services/presentation.service';
import { presentationStats } from '../services/stats.service';

// Other query parameters (e.g. campaign tags on a shared link) are ignored, not refused.
const Query = Type.Object({ days: Type.Optional(Type.String({ maxLength: 8 })) });

/** The period asked for, or null when it is not one the page offers. */
function periodOf(days: string | undefined): number | null {
  if (days === undefined) return DEFAULT_STATS_DAYS;
  const n = Number(days);
  return String(n) === days && (STATS_PERIODS as readonly number[]).includes(n) ? n : null;
}

/** Titles of the path's steps, so the tables can say which step lost the audience. */
function stepTitles(p: Presentation): string[] {
  if (p.kind !== 'deck') return [];
  return layoutDocument(p.document).steps.map((s) => s.title);
}

async function statsPageData(app: App, p: Presentation, days: number): Promise<StatsPageData> {
  const stats = await presentationStats(app.handle, p, days);
  const since = `${stats.viewsPerDay[0]?.day ?? new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  const visitors = new Map(
    (await visitorsPerDay(app.db, app.dialect, p.id, since)).map((v) => [v.day, v.visitors]),
  );
  const titles = stepTitles(p);
  return {
    presentation: { oid: p.oid, title: p.title, path: presentationPath(p) },
    days,
    totals: stats.totals,
    period: stats.period,
    viewsPerDay: stats.viewsPerDay.map((d) => ({ ...d, visitors: visitors.get(d.day) ?? 0 })),
    steps: stats.steps.map((s) => ({ ...s, title: titles[s.step] ?? null })),
    referrers: stats.referrers,
    links: stats.links,
  };
}

export async function statsPageRoutes(app: App) {
  app.get(
    '/dashboard/next/:oid/stats/',
    {
      schema: { params: OidParams, querystring: Query },
      config: { rateLimit: { max: app.config.rateLimits.stats, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const days = periodOf(request.query.days);
      if (days === null) throw badRequest(request.t('stats.badPeriod'));
      const { presentation, access } = await loadVisibleByOid(app.db, request.params.oid, user);
      // Like the JSON call: to anyone who may not edit it, its statistics do not exist.
      if (!canEdit(access, viewerOf(user)))
        throw notFound('This presentation does not exist or is not shared with you.');
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
