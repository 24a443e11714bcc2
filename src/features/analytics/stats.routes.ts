// The statistics call of one presentation (GET /api/v4/presentation/{oid}/stats/): owners and
// editors only.
import Type from 'typebox';
import { type App, OidParams, responses } from '../../platform/http/edge';
import { badRequest } from '../../platform/http/errors';
import { loadFor } from '../access';
import { PresentationStatsBody } from './stats.schemas';
import { presentationStats } from './stats.service';

const StatsQuery = Type.Object(
  { days: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })) },
  { additionalProperties: false },
);

export async function statsApiRoutes(app: App) {
  // Owners and editors only; to anyone else the statistics do not exist (404).
  app.get(
    '/:oid/stats/',
    {
      schema: {
        params: OidParams,
        querystring: StatsQuery,
        response: responses({ 200: PresentationStatsBody }),
      },
      config: { rateLimit: { max: app.config.rateLimits.stats, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const days = Number(request.query.days ?? 30);
      if (days < 1 || days > 365) throw badRequest('days must be from 1 to 365.');
      const { presentation } = await loadFor(
        app.db,
        request.params,
        request.actor.viewer,
        'presentation.edit',
      );
      reply.header('cache-control', 'private, no-store');
      return presentationStats({ db: app.db, dialect: app.dialect }, presentation, days);
    },
  );
}
