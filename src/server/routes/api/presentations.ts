// JSON calls about one presentation: what the player needs, statistics, copies and view counting.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { canCopy, canEdit } from '../../../domain/permissions';
import { type App, AuthKeyQuery, OidParams, requireUser, responses } from '../../edge';
import { badRequest, forbidden, notFound } from '../../errors';
import { CSRF_COOKIE } from '../../plugins/csrf';
import { presentPlayerData } from '../../presenters/presentation.presenter';
import { copyPresentation } from '../../services/copy.service';
import { loadForViewer, loadVisibleByOid, viewerOf } from '../../services/presentation.service';
import { presentationStats } from '../../services/stats.service';
import { recordView } from '../../services/view.service';
import { CopyResultBody, PlayerDataBody, PresentationStatsBody, ViewCountBody } from './response-schemas';

/** A signed-in visitor is their account; others are their long-lived CSRF cookie, hashed. */
function visitorId(request: FastifyRequest): string {
  if (request.user) return `user:${request.user.id}`;
  const token = request.cookies[CSRF_COOKIE] ?? request.ip;
  return `anon:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
}

const StatsQuery = Type.Object(
  { days: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })) },
  { additionalProperties: false },
);

export async function presentationApiRoutes(app: App) {
  const byOid = (request: FastifyRequest<{ Params: { oid: string }; Querystring: { auth_key?: string } }>) =>
    loadForViewer(app.db, { oid: request.params.oid, authKey: request.query.auth_key }, request.user);

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
      const { presentation, access } = await loadVisibleByOid(app.db, request.params.oid, request.user);
      if (!canEdit(access, viewerOf(request.user)))
        throw notFound('This presentation does not exist or is not shared with you.');
      reply.header('cache-control', 'private, no-store');
      return presentationStats({ db: app.db, dialect: app.dialect }, presentation, days);
    },
  );

  app.get(
    '/:oid/',
    {
      schema: { params: OidParams, querystring: AuthKeyQuery, response: responses({ 200: PlayerDataBody }) },
    },
    async (request, reply) => {
      const loaded = await byOid(request);
      reply.header('cache-control', 'private, no-cache');
      return presentPlayerData(loaded);
    },
  );

  // Make a copy (spec §6): reusable presentations for anyone signed in, any for their editors.
  app.post(
    '/:oid/copy/',
    {
      schema: { params: OidParams, querystring: AuthKeyQuery, response: responses({ 201: CopyResultBody }) },
      config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request, 'Log in to make a copy.');
      const { presentation, access, viewer } = await byOid(request);
      if (!canCopy(access, viewer)) throw forbidden('This presentation cannot be copied.', 'not_reusable');
      return reply.code(201).send(await copyPresentation(app.handle, presentation, user.id));
    },
  );

  app.post(
    '/:oid/view/',
    {
      schema: { params: OidParams, querystring: AuthKeyQuery, response: responses({ 200: ViewCountBody }) },
      config: { rateLimit: { max: app.config.rateLimits.views, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { presentation } = await byOid(request);
      return recordView(app.handle, presentation.id, visitorId(request), request.user?.id ?? null);
    },
  );
}
