// The stored shapes of the tables this feature writes: visits, telemetry, analytics events and their daily
// rollups. They join Database (src/platform/db/schema.ts) by the module augmentation at the end, so a
// repository keeps one Kysely<Database> and its joins across features stay typed (decision 089).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/columns';

/** One playthrough: started by the view call, moved on by the visit beacons. */
export interface VisitsTable {
  id: string;
  presentation_id: number;
  view_link_id: string | null;
  visitor_id: string;
  /** The address given to a link that asks for one; null otherwise. */
  email: string | null;
  /** The embedding or linking site's origin; null for a direct visit or our own site. */
  referrer: string | null;
  /** 1: watched in an embed (the referrer is the embedding site). */
  embedded: ColumnType<number, number | undefined, number>;
  started_at: Timestamp;
  last_seen_at: Timestamp;
  steps_seen: ColumnType<number, number | undefined, number>;
  /** The furthest step reached, 0-based; -1 before any. */
  max_step: ColumnType<number, number | undefined, number>;
  /** Visible time over all steps, in ms. */
  total_ms: ColumnType<number, number | undefined, number>;
  /** 1 once the last step was reached. */
  completed: ColumnType<number, number | undefined, number>;
}

/** The visible time a visit spent on one step (0-based), added up over its stays there. */
export interface VisitStepsTable {
  visit_id: string;
  step: number;
  ms: number;
  first_reached_at: Timestamp;
}

export interface LogRecordsTable {
  id: Generated<number>;
  received_at: Timestamp;
  levelname: string;
  name: string;
  msg: string;
  prezi_id: string | null;
  session_id: string | null;
  record: string;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  received_at: Timestamp;
  client_time: Timestamp | null;
  event_type: string;
  event_name: string;
  prezi_oid: string | null;
  session_id: string | null;
  envelope: string;
}

/** Daily rollups of analytics events (rollup-rules.ts); `day` is YYYY-MM-DD, UTC. */
export interface AnalyticsDailyTable {
  prezi_oid: string;
  day: string;
  event_name: string;
  events: number;
}

export interface AnalyticsStepDailyTable {
  prezi_oid: string;
  day: string;
  step: number;
  reached: number;
}

export interface AnalyticsStepTimesTable {
  prezi_oid: string;
  day: string;
  step: number;
  bucket: number;
  samples: number;
  /** bigint on PostgreSQL: read back as a string, so sums go through Number(). */
  total_ms: ColumnType<number | string, number, number>;
}

declare module '../../platform/db/schema' {
  interface Database {
    visits: VisitsTable;
    visit_steps: VisitStepsTable;
    log_records: LogRecordsTable;
    analytics_events: AnalyticsEventsTable;
    analytics_daily: AnalyticsDailyTable;
    analytics_step_daily: AnalyticsStepDailyTable;
    analytics_step_times: AnalyticsStepTimesTable;
  }
}
