// Ingestion of what the browser libraries send (spec §3, §7): POST /api/log/ (log records) and
// POST /api/analytics/ + /api/analytics/fallback/ (event envelopes). Validated field by field,
// size- and batch-capped, rate-limited, stored by group commit; log records are answered 200 with a
// JSON body, events 204. CSRF-exempt (DESIGN §6): a beacon cannot send headers, and these calls
// only append rows.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { badRequest } from '../../platform/http/errors';
import { jsonBodyParser } from '../../platform/http/json-body';
import { eventFieldsProblem, keptEvents } from './analytics-events';
import { ANALYTICS_UPKEEP_INTERVAL_MS, keepAnalytics } from './analytics-upkeep';
import { BatchWriter } from './batch-writer';
import { telemetryApi } from './contracts';
import { StepCounts, stepCountByOid } from './step-counts';
import {
  insertAnalyticsEvents,
  insertLogRecords,
  type NewAnalyticsEvent,
  type NewLogRecord,
} from './telemetry.repository';
import { type EnvelopeBatch, TELEMETRY_LIMITS, telemetrySchemas } from './telemetry.schemas';

function isoOrNull(value: number | string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const stringField = (value: unknown, max = 64) =>
  typeof value === 'string' && value.length <= max ? value : null;

/** Telemetry routes' config: CSRF-exempt (a beacon sends no header) and rate-limited. */
interface TelemetryConfig {
  csrfExempt: boolean;
  rateLimit: { max: number; timeWindow: string };
}

export async function telemetryRoutes(app: App) {
  // sendBeacon posts a string as text/plain; it is the same JSON, so it is parsed the same way.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: TELEMETRY_LIMITS.bodyBytes },
    jsonBodyParser(app, { emptyIsNone: false }),
  );

  const logs = new BatchWriter<NewLogRecord>((rows) =>
    app.db.transaction().execute((trx) => insertLogRecords(trx, rows)),
  );
  const events = new BatchWriter<NewAnalyticsEvent>((rows) =>
    app.db.transaction().execute((trx) => insertAnalyticsEvents(trx, rows)),
  );
  scheduleUpkeep(app);
  app.addHook('onClose', async () => {
    await Promise.all([logs.drain(), events.drain()]);
  });

  const routeConfig: TelemetryConfig = {
    csrfExempt: true,
    rateLimit: { max: app.config.rateLimits.telemetry, timeWindow: '1 minute' },
  };
  logRoute(app, logs, routeConfig);
  eventRoutes(app, events, routeConfig);
}

/** Once an hour across the app servers, and when a server starts in an hour that has not had it. */
function scheduleUpkeep(app: App) {
  app.jobs.schedule('analytics.upkeep', ANALYTICS_UPKEEP_INTERVAL_MS, async (_payload, job) => {
    const { created, dropped } = await keepAnalytics(app.handle, app.config.analyticsRetentionDays, job.now);
    if (created.length > 0 || (Array.isArray(dropped) ? dropped.length > 0 : dropped > 0))
      app.log.info({ created, dropped }, 'analytics events kept in shape');
  });
}

/** POST /api/log/: the browser's log records. */
function logRoute(app: App, logs: BatchWriter<NewLogRecord>, routeConfig: TelemetryConfig) {
  app.route({
    ...declaredRoutes(app, telemetryApi, telemetrySchemas)('log'),
    bodyLimit: TELEMETRY_LIMITS.bodyBytes,
    config: routeConfig,
    handler: async (request, reply) => {
      const now = new Date().toISOString();
      await logs.add(
        request.body.map((record) => ({
          received_at: now,
          levelname: record.levelname,
          name: record.name,
          msg: record.msg,
          prezi_id: record.prezi_id ?? null,
          session_id: record.session_id || null,
          record,
        })),
      );
      return reply.code(200).send({ stored: request.body.length });
    },
  });
}

/** POST /api/analytics/ and its fallback: event envelopes, those worth keeping stored. */
function eventRoutes(app: App, events: BatchWriter<NewAnalyticsEvent>, routeConfig: TelemetryConfig) {
  const stepCounts = new StepCounts((oid) => stepCountByOid(app.db, oid));

  const ingestEvents = async (
    request: FastifyRequest<{ Body: Static<typeof EnvelopeBatch> }>,
    reply: FastifyReply,
  ) => {
    for (const envelope of request.body) {
      const problem = eventFieldsProblem(envelope.body);
      if (problem) throw badRequest(problem, 'invalid_event');
    }
    const kept = await keptEvents(request.body, stepCounts);
    if (kept.length === 0) return reply.code(204).send();
    const now = new Date().toISOString();
    await events.add(
      kept.map((envelope) => ({
        received_at: now,
        client_time: isoOrNull(envelope.core.client_time),
        event_type: envelope.core.event_type,
        event_name: envelope.body.event_name,
        prezi_oid: stringField((envelope.body as Record<string, unknown>).prezi_oid),
        session_id: envelope.user.session_id || null,
        envelope,
      })),
    );
    return reply.code(204).send();
  };
  const route = declaredRoutes(app, telemetryApi, telemetrySchemas);
  for (const name of ['events', 'eventsFallback'] as const)
    app.route({
      ...route(name),
      bodyLimit: TELEMETRY_LIMITS.bodyBytes,
      config: routeConfig,
      handler: ingestEvents,
    });
}
