// JSON calls about one presentation: what the player needs, and view counting.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { hasLiked } from '../../../db/repositories/likes.repository';
import { findUserById } from '../../../db/repositories/users.repository';
import { canCopy, canEdit } from '../../../domain/permissions';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors';
import { CSRF_COOKIE } from '../../plugins/csrf';
import { presentPlayerData } from '../../presenters/presentation.presenter';
import { copyPresentation } from '../../services/copy.service';
import { loadVisibleByOid, viewerOf } from '../../services/presentation.service';
import { presentationStats } from '../../services/stats.service';
import { recordView } from '../../services/view.service';

export const OidParams = Type.Object({ oid: Type.String({ pattern: '^[a-z0-9]{12}$' }) });
export const AuthKeyQuery = Type.Object({
  auth_key: Type.Optional(Type.String({ pattern: '^[a-z0-9]{16,64}$' })),
  key_type: Type.Optional(Type.Literal('prezilink')),
});

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

export async function presentationApiRoutes(app: FastifyInstance) {
  // Owners and editors only; to anyone else the statistics do not exist (404).
  app.get(
    '/:oid/stats/',
    { schema: { params: OidParams, querystring: StatsQuery } },
    async (request, reply) => {
      const { oid } = request.params as { oid: string };
      const days = Number((request.query as { days?: string }).days ?? 30);
      if (days < 1 || days > 365) throw badRequest('days must be from 1 to 365.');
      const { presentation, access } = await loadVisibleByOid(app.db, oid, request.user);
      if (!canEdit(access, viewerOf(request.user)))
        throw notFound('This presentation does not exist or is not shared with you.');
      reply.header('cache-control', 'private, no-store');
      return presentationStats({ db: app.db, dialect: app.dialect }, presentation, days);
    },
  );

  app.get('/:oid/', { schema: { params: OidParams, querystring: AuthKeyQuery } }, async (request, reply) => {
    const { oid } = request.params as { oid: string };
    const { auth_key } = request.query as { auth_key?: string };
    const visible = await loadVisibleByOid(app.db, oid, request.user, auth_key);
    const owner = await findUserById(app.db, visible.presentation.owner_id);
    if (!owner) throw notFound();
    const liked = request.user ? await hasLiked(app.db, visible.presentation.id, request.user.id) : false;
    reply.header('cache-control', 'private, no-cache');
    return presentPlayerData({ ...visible, owner, viewer: viewerOf(request.user), hasLiked: liked });
  });

  // Make a copy (spec §6): reusable presentations for anyone signed in, any for their editors.
  app.post(
    '/:oid/copy/',
    {
      schema: { params: OidParams, querystring: AuthKeyQuery },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!request.user) throw unauthorized('Log in to make a copy.');
      const { oid } = request.params as { oid: string };
      const { auth_key } = request.query as { auth_key?: string };
      const { presentation, access } = await loadVisibleByOid(app.db, oid, request.user, auth_key);
      if (!canCopy(access, viewerOf(request.user)))
        throw forbidden('This presentation cannot be copied.', 'not_reusable');
      return reply.code(201).send(await copyPresentation(app.handle, presentation, request.user.id));
    },
  );

  app.post(
    '/:oid/view/',
    {
      schema: { params: OidParams, querystring: AuthKeyQuery },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { oid } = request.params as { oid: string };
      const { auth_key } = request.query as { auth_key?: string };
      const { presentation } = await loadVisibleByOid(app.db, oid, request.user, auth_key);
      return recordView(app.db, presentation.id, visitorId(request), request.user?.id ?? null);
    },
  );
}
