// Like and unlike (spec §7, DESIGN §5): PUT/DELETE by oid, or by view link id for private ones.
// Answers {likesCount, hasLiked}; 401 signed out; 403 on CSRF failure (plugins/csrf); 404 unseen.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { type App, OidParams, requireUser, responses, ViewLinkId } from '../../server/edge';
import { LikeStateBody } from '../../server/routes/api/response-schemas';
import type { PresentationRef } from '../access';
import { loadFor } from '../access';
import { linkGateFor } from '../sharing';
import { setLiked } from './like.service';

const ViewLinkQuery = Type.Object({ auth_key: ViewLinkId, key_type: Type.Literal('prezilink') });

export async function likeRoutes(app: App) {
  const config = { rateLimit: { max: app.config.rateLimits.likes, timeWindow: '1 minute' } };
  const response = responses({ 200: LikeStateBody });

  async function like(request: FastifyRequest, ref: PresentationRef, liked: boolean) {
    const user = requireUser(request, 'Log in to like presentations.');
    const { presentation } = await loadFor(app.db, ref, request.actor.viewer, 'presentation.like', {
      gate: linkGateFor(request),
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

  const linkSchema = { querystring: ViewLinkQuery, response };
  app.put('/like/', { schema: linkSchema, config }, (request) =>
    like(request, { viewLinkId: request.query.auth_key }, true),
  );
  app.delete('/like/', { schema: linkSchema, config }, (request) =>
    like(request, { viewLinkId: request.query.auth_key }, false),
  );
  const oidSchema = { params: OidParams, response };
  app.put('/:oid/like/', { schema: oidSchema, config }, (request) =>
    like(request, { oid: request.params.oid }, true),
  );
  app.delete('/:oid/like/', { schema: oidSchema, config }, (request) =>
    like(request, { oid: request.params.oid }, false),
  );
}
