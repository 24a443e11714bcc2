// Like and unlike (spec §7, DESIGN §5): PUT/DELETE by oid, or by view link id for private ones.
// Answers {likesCount, hasLiked}; 401 signed out; 403 on CSRF failure (plugins/csrf); 404 unseen.
import type { FastifyRequest } from 'fastify';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import type { PresentationRef } from '../access';
import { loadFor } from '../access';
import { requireUser } from '../accounts';
import { viewingApi } from './contracts';
import { setLiked } from './like.service';
import { viewingSchemas } from './schemas';

export async function likeRoutes(app: App) {
  const config = { rateLimit: { max: app.config.rateLimits.likes, timeWindow: '1 minute' } };
  const route = declaredRoutes(app, viewingApi, viewingSchemas);

  async function like(request: FastifyRequest, ref: PresentationRef, liked: boolean) {
    const user = requireUser(request, 'Log in to like presentations.');
    const { presentation } = await loadFor(app.db, ref, request.actor.viewer, 'presentation.like', {
      gate: request.linkGate,
    });
    const { likesCount, hasLiked, changed } = await setLiked(app.handle, presentation.id, user.id, liked);
    if (changed && liked)
      app.ownerEvents.raise({
        type: 'like',
        presentationId: presentation.id,
        data: { likes_count: likesCount, user: { username: user.username } },
      });
    return { likesCount, hasLiked };
  }

  // Each call's method, path and schemas are declared once, in contracts.ts and schemas.ts.
  app.route({
    ...route('likeByLink'),
    config,
    handler: (request) => like(request, { viewLinkId: request.query.auth_key }, true),
  });
  app.route({
    ...route('unlikeByLink'),
    config,
    handler: (request) => like(request, { viewLinkId: request.query.auth_key }, false),
  });
  app.route({
    ...route('like'),
    config,
    handler: (request) => like(request, { oid: request.params.oid }, true),
  });
  app.route({
    ...route('unlike'),
    config,
    handler: (request) => like(request, { oid: request.params.oid }, false),
  });
}
