// Visits as rows (DESIGN §10): one per playthrough of a presentation, with the
// link it came through, the visitor's e-mail address on a link that asks for one, the site it came
// from, and the time on each step it reached. Steps are rows of their own (not a JSON column) so
// the statistics add up reach and time per step in SQL, alike on both databases, and a beacon
// adds to one step with an upsert; a visit has at most one row per step of its deck.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('visits')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('view_link_id', 'varchar(64)', (c) => c.references('view_links.link_id').onDelete('set null'))
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('referrer', 'varchar(200)')
    .addColumn('embedded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .addColumn('steps_seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_step', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('total_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('visits_presentation_started')
    .on('visits')
    .columns(['presentation_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('visits_visitor')
    .on('visits')
    .columns(['visitor_id', 'presentation_id', 'last_seen_at'])
    .execute();
  await db.schema
    .createTable('visit_steps')
    .addColumn('visit_id', 'varchar(32)', (c) => c.notNull().references('visits.id').onDelete('cascade'))
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_reached_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_steps_pk', ['visit_id', 'step'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visit_steps').execute();
  await db.schema.dropTable('visits').execute();
}
