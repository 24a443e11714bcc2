// The job queue: background work as rows, so any app server runs it and a server that dies
// mid-job leaves it to another once its lease runs out. A key names a job that must exist once
// (a schedule's time slot, a once-only job): a second insert with the same key does nothing. The
// partial indexes serve the claim's two halves: queued jobs that are due, and running jobs whose
// lease has run out.
import { type Kysely, sql } from 'kysely';
import { idColumn, timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const [idType, idBuilder] = idColumn(db);
  await db.schema
    .createTable('jobs')
    .addColumn('id', idType, idBuilder)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('key', 'varchar(200)', (c) => c.unique())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('run_at', ts, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('lease_until', ts)
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('finished_at', ts)
    .execute();
  await db.schema
    .createIndex('jobs_queued')
    .on('jobs')
    .columns(['run_at', 'id'])
    .where(sql.ref('state'), '=', 'queued')
    .execute();
  await db.schema
    .createIndex('jobs_running')
    .on('jobs')
    .column('lease_until')
    .where(sql.ref('state'), '=', 'running')
    .execute();
  await db.schema.createIndex('jobs_finished').on('jobs').columns(['state', 'finished_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
