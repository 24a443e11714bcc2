// The visit beacon: POST /api/v4/visits/ with {visitId, linkId?, steps:[{step,
// ms}]}, the visible time the browser spent on each step since its last report. Sent on a step
// change and, with navigator.sendBeacon, when the tab is hidden or the page left: a beacon cannot
// send the CSRF header, so like the embed's view call it needs our own Origin (which a beacon
// sends) but no token. It only adds bounded time to a visit that the caller's own view call
// started (its random id, and the caller's visitor must match), so a forged one can do no more.
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { jsonBodyParser } from '../../platform/http/json-body';
import { embedVisitorId, isBotRequest, visitorId } from '../../platform/http/visitors';
import { telemetryApi } from './contracts';
import { telemetrySchemas, VISIT_BEACON_BYTES } from './telemetry.schemas';
import { reportVisitSteps, visitStepCounts } from './visits.service';

export async function visitRoutes(app: App) {
  // sendBeacon posts a string as text/plain; it is the same JSON, so it is parsed the same way.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: VISIT_BEACON_BYTES },
    jsonBodyParser(app, { emptyIsNone: false }),
  );
  const stepCounts = visitStepCounts(app.handle);

  app.route({
    ...declaredRoutes(app, telemetryApi, telemetrySchemas)('visit'),
    bodyLimit: VISIT_BEACON_BYTES,
    config: {
      csrfOriginOnly: true,
      rateLimit: { max: app.config.rateLimits.telemetry, timeWindow: '1 minute' },
    },
    handler: async (request, reply) => {
      // A bot's view started no visit; whatever it reports is dropped.
      if (isBotRequest(request)) return reply.code(204).send();
      const { visitId, linkId, steps } = request.body;
      await reportVisitSteps(app.handle, stepCounts, { visitId, linkId: linkId ?? null, steps }, [
        visitorId(request),
        embedVisitorId(request),
      ]);
      return reply.code(204).send();
    },
  });
}
