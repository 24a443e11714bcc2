// Like and unlike (spec §7, DESIGN §5): PUT/DELETE by oid, or by view link id for private ones.
// Answers {likesCount, hasLiked}; 401 signed out; 403 on CSRF failure (plugins/csrf); 404 unseen.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { canLike } from '../../../domain/permissions';
import { notFound, unauthorized } from '../../errors';
import { setLiked } from '../../services/like.service';
import {
  loadVisibleByOid,
  loadVisibleByViewLink,
  type VisiblePresentation,
  viewerOf,
} from '../../services/presentation.service';
import { OidParams } from './presentations';

const ViewLinkQuery = Type.Object({
  auth_key: Type.String({ pattern: '^[a-z0-9]{16,64}$' }),
  key_type: Type.Literal('prezilink'),
});
const LikeResponse = { 200: Type.Object({ likesCount: Type.Integer(), hasLiked: Type.Boolean() }) };

export async function likeRoutes(app: FastifyInstance) {
  const config = { rateLimit: { max: app.config.rateLimits.likes, timeWindow: '1 minute' } };

  const like =
    (load: (request: FastifyRequest) => Promise<VisiblePresentation>, liked: boolean) =>
    async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized('Log in to like presentations.');
      const { presentation, access } = await load(request);
      if (!canLike(access, viewerOf(request.user))) throw notFound();
      return setLiked(app.db, presentation.id, request.user.id, liked);
    };
  const byOid = (request: FastifyRequest) =>
    loadVisibleByOid(app.db, (request.params as { oid: string }).oid, request.user);
  const byLink = (request: FastifyRequest) =>
    loadVisibleByViewLink(app.db, (request.query as { auth_key: string }).auth_key, request.user);

  const oidSchema = { params: OidParams, response: LikeResponse };
  const linkSchema = { querystring: ViewLinkQuery, response: LikeResponse };
  app.put('/like/', { schema: linkSchema, config }, like(byLink, true));
  app.delete('/like/', { schema: linkSchema, config }, like(byLink, false));
  app.put('/:oid/like/', { schema: oidSchema, config }, like(byOid, true));
  app.delete('/:oid/like/', { schema: oidSchema, config }, like(byOid, false));
}
