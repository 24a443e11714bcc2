// The analytics envelope (spec §3): who sent the event, from which page and session, and the
// event's own body. Building it is pure; the caller gathers the context from the browser.
import {
  EVENT_TYPES,
  type EventFamily,
  type EventFields,
  type EventName,
  type EventSource,
} from './registry';

export interface AnalyticsEnvelope<N extends EventName = EventName> {
  core: {
    type: EventFamily;
    schema_id: number;
    /** Milliseconds since the epoch, on the visitor's clock. */
    client_time: number;
    event_source: EventSource;
    event_type: N;
  };
  event_source: { single_page_session_id: string };
  platform: { type: 'Web'; putma_id: string; referer: string; url: string };
  user: { session_id: string };
  body: { event_name: N } & EventFields[N];
}

export interface EnvelopeContext {
  now: number;
  /** One id per page load: tells apart two tabs of the same session. */
  pageSessionId: string;
  sessionId: string;
  putmaId: string;
  referer: string;
  url: string;
}

export function buildEnvelope<N extends EventName>(
  eventName: N,
  fields: EventFields[N],
  context: EnvelopeContext,
): AnalyticsEnvelope<N> {
  const type = EVENT_TYPES[eventName];
  return {
    core: {
      type: type.family,
      schema_id: type.schemaId,
      client_time: context.now,
      event_source: type.source,
      event_type: eventName,
    },
    event_source: { single_page_session_id: context.pageSessionId },
    platform: { type: 'Web', putma_id: context.putmaId, referer: context.referer, url: context.url },
    user: { session_id: context.sessionId },
    // event_name last, so a stray field of the same name cannot relabel the event.
    body: { ...fields, event_name: eventName },
  };
}
