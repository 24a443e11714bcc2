// Make a copy of a presentation (POST /api/v4/presentation/{oid}/copy/).

import { forbidden } from '../../platform/http/errors';
import { type App, AuthKeyQuery, OidParams, requireUser, responses } from '../../server/edge';
import { CopyResultBody } from '../../server/routes/api/response-schemas';
import { loadFor } from '../access';
import { linkGateFor } from '../sharing';
import { copyPresentation } from './copy.service';

export async function copyApiRoutes(app: App) {
  // Make a copy (spec §6): reusable presentations for anyone signed in, any for their editors.
  app.post(
    '/:oid/copy/',
    {
      schema: { params: OidParams, querystring: AuthKeyQuery, response: responses({ 201: CopyResultBody }) },
      config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request, 'Log in to make a copy.');
      const { presentation } = await loadFor(
        app.db,
        { oid: request.params.oid, authKey: request.query.auth_key },
        request.actor.viewer,
        'presentation.copy',
        {
          gate: linkGateFor(request),
          refused: () => forbidden('This presentation cannot be copied.', 'not_reusable'),
        },
      );
      return reply.code(201).send(await copyPresentation(app.handle, presentation, user.id));
    },
  );
}
