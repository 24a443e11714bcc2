// Which analytics events are kept. The route checks each envelope's shape; here
// each event's own fields are checked, and an event about a presentation must name one that exists.
//
// - Numbers a playthrough reports are bounded integers (PLAYTHROUGH_LIMITS); one that is not
//   refuses the whole batch with 400, like any other malformed input.
// - An event naming a presentation is kept only if the presentation exists and, for StepReached,
//   has that step. Others are dropped quietly: a tab left open on a deleted or shortened deck is no
//   error, and answering differently would tell a stranger which oids exist.
import Type, { type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { isOid, OID_PATTERN } from '../../kernel/ids';
import { PLAYTHROUGH_LIMITS } from '../../kernel/limits';
import type { StepCounts } from './step-counts';

const Oid = Type.String({ pattern: OID_PATTERN });
const Whole = (maximum: number) => Type.Integer({ minimum: 0, maximum });
const StepCount = Whole(PLAYTHROUGH_LIMITS.steps);

/** The fields of the events the statistics read, as the viewer sends them (lib/analytics/registry.ts). */
const EVENT_FIELDS: Readonly<Record<string, TSchema>> = {
  PresentationStarted: Type.Object({ prezi_oid: Oid, step_count: StepCount }),
  StepReached: Type.Object({
    prezi_oid: Oid,
    step_index: Whole(PLAYTHROUGH_LIMITS.steps - 1),
    ms_on_previous_step: Whole(PLAYTHROUGH_LIMITS.stepMs),
    revisit: Type.Optional(Type.Literal(true)),
  }),
  PresentationCompleted: Type.Object({
    prezi_oid: Oid,
    step_count: StepCount,
    duration_ms: Whole(PLAYTHROUGH_LIMITS.durationMs),
  }),
};

export type EventBody = { event_name: string } & Record<string, unknown>;

/** What is wrong with an event's own fields, e.g. "StepReached step_index: must be <= 99999". */
export function eventFieldsProblem(body: EventBody): string | undefined {
  const schema = EVENT_FIELDS[body.event_name];
  if (!schema) return undefined;
  const [error] = Value.Errors(schema, body);
  if (!error) return undefined;
  const field =
    error.instancePath.slice(1) ||
    (error.params as { requiredProperties?: string[] }).requiredProperties?.join(', ');
  return `${body.event_name} ${field}: ${error.message}`;
}

/** The presentation an event is about, when it names one. */
export function presentationOidOf(body: EventBody): string | undefined {
  const oid = body.prezi_oid;
  return oid === undefined ? undefined : String(oid);
}

/** The events worth keeping: those about no presentation, or about an existing one and its real steps. */
export async function keptEvents<Event extends { body: EventBody }>(
  events: Event[],
  stepCounts: StepCounts,
): Promise<Event[]> {
  // A string that is not an oid names no presentation, and costs no query.
  const oids = events.map((e) => presentationOidOf(e.body)).filter((oid) => oid !== undefined && isOid(oid));
  const counts = await stepCounts.lookup(oids as string[]);
  return events.filter(({ body }) => {
    const oid = presentationOidOf(body);
    if (oid === undefined) return true;
    const steps = counts.get(oid);
    if (steps === undefined || steps === null) return false;
    return body.event_name !== 'StepReached' || Number(body.step_index) < steps;
  });
}
