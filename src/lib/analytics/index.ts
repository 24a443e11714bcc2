// Public surface of the analytics client (spec §3 "Analytics envelope", §7 "Analytics").
export {
  type Analytics,
  type AnalyticsConfig,
  type AnalyticsDeps,
  createAnalytics,
  type TrackOptions,
  type Transformer,
} from './analytics';
export type { AnalyticsEnvelope } from './envelope';
export {
  EVENT_TYPES,
  type EventFamily,
  type EventFields,
  type EventName,
  type EventSource,
} from './registry';
