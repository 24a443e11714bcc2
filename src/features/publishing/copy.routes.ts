// Make a copy of a presentation (POST /api/v4/presentation/{oid}/copy/). Its method, path and
// schemas are declared once, in contracts.ts and schemas.ts (decision 084).
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { forbidden } from '../../platform/http/errors';
import { loadFor } from '../access';
import { requireViewer } from '../accounts';
import { publishingApi } from './contracts';
import { copyPresentation } from './copy.service';
import { publishingSchemas } from './schemas';

export async function copyApiRoutes(app: App) {
  const route = declaredRoutes(app, publishingApi, publishingSchemas);
  // Make a copy (spec §6): reusable presentations for anyone signed in, any for their editors.
  app.route({
    ...route('copy'),
    config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const viewer = requireViewer(request, 'Log in to make a copy.');
      const { presentation } = await loadFor(
        app.db,
        { oid: request.params.oid, authKey: request.query.auth_key },
        viewer,
        'presentation.copy',
        {
          gate: request.linkGate,
          refused: () => forbidden('This presentation cannot be copied.', 'not_reusable'),
        },
      );
      return reply.code(201).send(await copyPresentation(app.handle, presentation, viewer.id));
    },
  });
}
