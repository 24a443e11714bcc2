// Every table of DESIGN §3. Frozen: later changes go in new migration files.
import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres, timestampType } from './dialect';

/** The column types that differ between SQLite and PostgreSQL. */
interface ColumnTypes {
  ts: ReturnType<typeof timestampType>;
  id: ReturnType<typeof idColumn>;
}

export async function up(db: Kysely<any>): Promise<void> {
  const types: ColumnTypes = { ts: timestampType(db), id: idColumn(db) };
  await createAccounts(db, types);
  await createPresentations(db, types);
  await createLikesAndViews(db, types);
  await createSharing(db, types);
  await createReports(db, types);
  await createTelemetry(db, types);
  await createSearchIndex(db);
}

/** The people and their signed-in sessions. */
async function createAccounts(db: Kysely<any>, { ts, id: [idType, idBuilder] }: ColumnTypes) {
  await db.schema
    .createTable('users')
    .addColumn('id', idType, idBuilder)
    .addColumn('oid', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('username', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(80)')
    .addColumn('last_name', 'varchar(80)')
    .addColumn('public_display_name', 'varchar(80)')
    .addColumn('password_hash', 'text')
    .addColumn('author_segment', 'varchar(20)', (c) => c.notNull().defaultTo('other'))
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'varchar(5)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

/** The presentations, with the indexes for an owner's list and the public listing. */
async function createPresentations(db: Kysely<any>, { ts, id: [idType, idBuilder] }: ColumnTypes) {
  await db.schema
    .createTable('presentations')
    .addColumn('id', idType, idBuilder)
    .addColumn('oid', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(80)', (c) => c.notNull())
    .addColumn('description_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('deck'))
    .addColumn('schema_version', 'varchar(1)', (c) => c.notNull())
    .addColumn('privacy', 'varchar(10)', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('transcript', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_template', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('template_slug', 'varchar(60)', (c) => c.unique())
    .addColumn('curated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_reason', 'text')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('thumbnail_svg', 'text', (c) => c.notNull())
    .addColumn('thumbnail_version', 'varchar(16)', (c) => c.notNull())
    .addColumn('media', 'text')
    .addColumn('source_key', 'varchar(200)', (c) => c.unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('presentations_owner').on('presentations').column('owner_id').execute();
  await db.schema
    .createIndex('presentations_listing')
    .on('presentations')
    .columns(['privacy', 'hidden', 'updated_at'])
    .execute();
}

/** Who liked a presentation, and every view of it. */
async function createLikesAndViews(db: Kysely<any>, { ts, id: [idType, idBuilder] }: ColumnTypes) {
  await db.schema
    .createTable('likes')
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['presentation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('likes_user').on('likes').column('user_id').execute();

  await db.schema
    .createTable('views')
    .addColumn('id', idType, idBuilder)
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('viewed_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('views_presentation_visitor')
    .on('views')
    .columns(['presentation_id', 'visitor_id', 'viewed_at'])
    .execute();
}

/** The view links a presentation is shared by, and its collaborators. */
async function createSharing(db: Kysely<any>, { ts }: ColumnTypes) {
  await db.schema
    .createTable('view_links')
    .addColumn('link_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('view_links_presentation').on('view_links').column('presentation_id').execute();

  await db.schema
    .createTable('collaborators')
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('collaborators_pk', ['presentation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('collaborators_user').on('collaborators').column('user_id').execute();
}

/** Reports of a presentation to the staff. */
async function createReports(db: Kysely<any>, { ts, id: [idType, idBuilder] }: ColumnTypes) {
  await db.schema
    .createTable('reports')
    .addColumn('id', idType, idBuilder)
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'varchar(40)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_email', 'varchar(254)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('resolved_at', ts)
    .execute();
  await db.schema.createIndex('reports_status').on('reports').columns(['status', 'created_at']).execute();
}

/** What the browsers send back: log records and analytics events. */
async function createTelemetry(db: Kysely<any>, { ts, id: [idType, idBuilder] }: ColumnTypes) {
  await db.schema
    .createTable('log_records')
    .addColumn('id', idType, idBuilder)
    .addColumn('received_at', ts, (c) => c.notNull())
    .addColumn('levelname', 'varchar(5)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('msg', 'text', (c) => c.notNull())
    .addColumn('prezi_id', 'varchar(64)')
    .addColumn('session_id', 'varchar(64)')
    .addColumn('record', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('log_records_received').on('log_records').column('received_at').execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', idType, idBuilder)
    .addColumn('received_at', ts, (c) => c.notNull())
    .addColumn('client_time', ts)
    .addColumn('event_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('event_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('prezi_oid', 'varchar(64)')
    .addColumn('session_id', 'varchar(64)')
    .addColumn('envelope', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_events_lookup')
    .on('analytics_events')
    .columns(['prezi_oid', 'event_name', 'received_at'])
    .execute();
}

async function createSearchIndex(db: Kysely<any>) {
  // Full-text search over listed presentations, kept in step by the search repository.
  if (isPostgres(db)) {
    await sql`alter table presentations add column search_vector tsvector`.execute(db);
    await sql`create index presentations_search on presentations using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table presentations_fts using fts5(
      presentation_id unindexed, title, description, body, tags,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists presentations_fts`.execute(db);
  for (const table of [
    'analytics_events',
    'log_records',
    'reports',
    'collaborators',
    'view_links',
    'views',
    'likes',
    'presentations',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
