// Telemetry at scale. Statistics read daily rollups instead of scanning events,
// and on PostgreSQL the events live in monthly range partitions, so old months are dropped whole
// (features/analytics/partitions.repository.ts keeps months ahead created and drops expired ones).
//
// Frozen with the migration: the rollup rules below are a copy of domain/analytics-rollups.ts as
// it was when this migration was written, used once to fill the rollups from stored events.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

const COUNTED = ['PresentationStarted', 'PresentationCompleted', 'StepReached', 'Share', 'CopyEmbedCode'];
const MAX_STEP = 99_999;
const MAX_STEP_MS = 86_400_000;
const BACKFILL_CHUNK = 5_000;

export async function up(db: Kysely<any>): Promise<void> {
  const oid = 'varchar(64)';
  const day = 'varchar(10)';
  await db.schema
    .createTable('analytics_daily')
    .addColumn('prezi_oid', oid, (c) => c.notNull())
    .addColumn('day', day, (c) => c.notNull())
    .addColumn('event_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['prezi_oid', 'day', 'event_name'])
    .execute();
  await db.schema
    .createTable('analytics_step_daily')
    .addColumn('prezi_oid', oid, (c) => c.notNull())
    .addColumn('day', day, (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('reached', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_step_daily_pk', ['prezi_oid', 'day', 'step'])
    .execute();
  await db.schema
    .createTable('analytics_step_times')
    .addColumn('prezi_oid', oid, (c) => c.notNull())
    .addColumn('day', day, (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('samples', 'integer', (c) => c.notNull())
    .addColumn('total_ms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_step_times_pk', ['prezi_oid', 'day', 'step', 'bucket'])
    .execute();

  await backfillRollups(db);
  if (isPostgres(db)) await partitionEvents(db);
}

/** Fills the rollups from the stored events, a chunk at a time (memory: one row per key). */
async function backfillRollups(db: Kysely<any>) {
  const counts = new Map<string, number>();
  const reach = new Map<string, number>();
  const times = new Map<string, { samples: number; total: number }>();
  const add = <V>(map: Map<string, V>, key: unknown[], update: (old: V | undefined) => V) => {
    const k = JSON.stringify(key);
    map.set(k, update(map.get(k)));
  };
  const whole = (v: unknown, max: number): v is number =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

  for (let after = 0; ; ) {
    const rows: {
      id: number | string;
      received_at: string | Date;
      event_name: string;
      prezi_oid: string;
      envelope: string;
    }[] = await db
      .selectFrom('analytics_events')
      .select(['id', 'received_at', 'event_name', 'prezi_oid', 'envelope'])
      .where('id', '>', after)
      .where('prezi_oid', 'is not', null)
      .where('event_name', 'in', COUNTED)
      .orderBy('id')
      .limit(BACKFILL_CHUNK)
      .execute();
    if (rows.length === 0) break;
    after = Number(rows.at(-1)!.id);
    for (const row of rows) {
      const at = row.received_at instanceof Date ? row.received_at.toISOString() : String(row.received_at);
      const d = at.slice(0, 10);
      add(counts, [row.prezi_oid, d, row.event_name], (n = 0) => n + 1);
      if (row.event_name !== 'StepReached') continue;
      let body: Record<string, unknown> = {};
      try {
        body = (JSON.parse(row.envelope) as { body?: Record<string, unknown> }).body ?? {};
      } catch {}
      const { step_index: step, ms_on_previous_step: ms } = body;
      if (!whole(step, MAX_STEP) || !whole(ms, MAX_STEP_MS)) continue;
      if (body.revisit !== true) add(reach, [row.prezi_oid, d, step], (n = 0) => n + 1);
      if (step === 0) continue;
      const bucket = Math.floor(Math.log2(ms + 1) * 4);
      add(times, [row.prezi_oid, d, step - 1, bucket], (old = { samples: 0, total: 0 }) => ({
        samples: old.samples + 1,
        total: old.total + ms,
      }));
    }
  }
  const insert = async (table: string, values: Record<string, unknown>[]) => {
    for (let i = 0; i < values.length; i += 500)
      await db
        .insertInto(table)
        .values(values.slice(i, i + 500))
        .execute();
  };
  const keyOf = (k: string) => JSON.parse(k) as [string, string, ...number[]];
  await insert(
    'analytics_daily',
    [...counts].map(([k, events]) => {
      const [prezi_oid, d, event_name] = JSON.parse(k) as [string, string, string];
      return { prezi_oid, day: d, event_name, events };
    }),
  );
  await insert(
    'analytics_step_daily',
    [...reach].map(([k, reached]) => {
      const [prezi_oid, d, step] = keyOf(k);
      return { prezi_oid, day: d, step, reached };
    }),
  );
  await insert(
    'analytics_step_times',
    [...times].map(([k, { samples, total }]) => {
      const [prezi_oid, d, step, bucket] = keyOf(k);
      return { prezi_oid, day: d, step, bucket, samples, total_ms: total };
    }),
  );
}

const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const nextMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
const partitionName = (month: Date) =>
  `analytics_events_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Moves the events into a table partitioned by month of received_at: a partition for every month
 * that has events through two months ahead, and a default one so an insert never fails. The id
 * becomes a bigint from a sequence (PostgreSQL 15 has no identity columns on partitioned tables)
 * and the primary key includes the partition key, as PostgreSQL requires.
 */
async function partitionEvents(db: Kysely<any>) {
  await sql`alter table analytics_events rename to analytics_events_unpartitioned`.execute(db);
  await sql`drop index analytics_events_lookup`.execute(db);
  const { rows } = await sql<{ first: Date | null; next_id: string }>`
    select min(received_at) as first, coalesce(max(id), 0) + 1 as next_id from analytics_events_unpartitioned`.execute(
    db,
  );
  const { first, next_id } = rows[0]!;
  await sql`create sequence analytics_event_ids start with ${sql.raw(String(next_id))}`.execute(db);
  await sql`create table analytics_events (
    id bigint not null default nextval('analytics_event_ids'),
    received_at timestamptz not null,
    client_time timestamptz,
    event_type varchar(100) not null,
    event_name varchar(100) not null,
    prezi_oid varchar(64),
    session_id varchar(64),
    envelope text not null,
    primary key (received_at, id)
  ) partition by range (received_at)`.execute(db);
  await sql`alter sequence analytics_event_ids owned by analytics_events.id`.execute(db);
  const now = new Date();
  const last = nextMonth(nextMonth(monthStart(now)));
  // Three years back at most: anything older (a clock gone wrong) waits in the default partition.
  const earliest = new Date(Date.UTC(now.getUTCFullYear() - 3, now.getUTCMonth(), 1));
  const start = first && first < now ? (first < earliest ? earliest : first) : now;
  for (let month = monthStart(start); month <= last; month = nextMonth(month)) {
    await sql`create table ${sql.id(partitionName(month))} partition of analytics_events
      for values from (${sql.lit(month.toISOString())}) to (${sql.lit(nextMonth(month).toISOString())})`.execute(
      db,
    );
  }
  await sql`create table analytics_events_default partition of analytics_events default`.execute(db);
  await sql`insert into analytics_events (id, received_at, client_time, event_type, event_name, prezi_oid, session_id, envelope)
    select id, received_at, client_time, event_type, event_name, prezi_oid, session_id, envelope
    from analytics_events_unpartitioned`.execute(db);
  await sql`drop table analytics_events_unpartitioned`.execute(db);
  await sql`create index analytics_events_lookup on analytics_events (prezi_oid, event_name, received_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['analytics_step_times', 'analytics_step_daily', 'analytics_daily'])
    await db.schema.dropTable(table).execute();
}
