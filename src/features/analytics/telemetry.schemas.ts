// The telemetry beacons' schemas (decision 084): what the browser's log records, its event envelopes
// and a visit's step times may hold, field by field, size- and batch-capped. Their addresses are
// the analytics contracts' telemetryApi, which the browser reads without loading TypeBox.
import Type from 'typebox';
import { PLAYTHROUGH_LIMITS, VISIT_LIMITS } from '../../kernel/limits';
import { NO_CONTENT, responses } from '../../platform/http/edge';

export const TELEMETRY_LIMITS = { bodyBytes: 64 * 1024, batch: 50 } as const;

const Str = (maxLength: number) => Type.String({ maxLength });
const OptionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const LogRecordSchema = Type.Object(
  {
    msg: Str(10_000),
    levelname: Type.Enum(['INFO', 'WARN', 'ERROR']),
    levelno: Type.Integer({ minimum: 0, maximum: 100 }),
    name: Str(100),
    current_time: Type.Number({ minimum: 0 }),
    created: Type.Number({ minimum: 0 }),
    msecs: Type.Number({ minimum: 0 }),
    client_datetime: Str(40),
    relativeCreated: Type.Number(),
    _category: Str(100),
    source: Str(100),
    platform: Str(40),
    session_id: Str(100),
    object: OptionalText(200),
    _object: OptionalText(200),
    _action: OptionalText(200),
    trigger: OptionalText(200),
    prezi_id: Type.Optional(Str(64)),
  },
  { additionalProperties: true },
);

export const EnvelopeSchema = Type.Object(
  {
    core: Type.Object({
      type: Str(100),
      schema_id: Type.Integer({ minimum: 0 }),
      client_time: Type.Union([Type.Number({ minimum: 0 }), Str(40)]),
      event_source: Type.Enum(['Js', 'Webgl', 'PreziAirWeb']),
      event_type: Str(100),
    }),
    event_source: Type.Object({ single_page_session_id: Str(100) }),
    platform: Type.Object({
      type: Type.Literal('Web'),
      putma_id: Str(200),
      referer: Str(2000),
      url: Str(2000),
    }),
    user: Type.Object({ session_id: Str(100) }),
    body: Type.Object(
      { event_name: Type.String({ minLength: 1, maxLength: 100 }) },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: false },
);

export const LogStored = Type.Object({ stored: Type.Integer({ minimum: 1 }) });

export const LogBatch = Type.Array(LogRecordSchema, { minItems: 1, maxItems: TELEMETRY_LIMITS.batch });
export const EnvelopeBatch = Type.Array(EnvelopeSchema, { minItems: 1, maxItems: TELEMETRY_LIMITS.batch });

/** A beacon's body: small, whatever it claims. */
export const VISIT_BEACON_BYTES = 8 * 1024;

export const VisitBeaconBody = Type.Object(
  {
    visitId: Type.String({ pattern: `^[a-z0-9]{${VISIT_LIMITS.idLength}}$` }),
    linkId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
    steps: Type.Array(
      Type.Object(
        {
          step: Type.Integer({ minimum: 0, maximum: PLAYTHROUGH_LIMITS.steps - 1 }),
          ms: Type.Integer({ minimum: 0, maximum: PLAYTHROUGH_LIMITS.stepMs }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: VISIT_LIMITS.beaconSteps },
    ),
  },
  { additionalProperties: false },
);

const events = { body: EnvelopeBatch, response: responses(NO_CONTENT) };

/** Each beacon's schemas, by its name in telemetryApi. */
export const telemetrySchemas = {
  events,
  eventsFallback: events,
  // The browser's logger expects a JSON answer (spec §7), though it reads nothing from it.
  log: { body: LogBatch, response: responses({ 200: LogStored }) },
  visit: { body: VisitBeaconBody, response: responses(NO_CONTENT) },
};
