// Live sessions: a presenter's session with its join code and current
// step, the audience's questions and their votes (one per viewer: the primary key), and the
// distinct viewers who connected, for the statistics. At most one session per presentation is
// live at a time: a partial unique index makes a second start find the first instead.
import { type Kysely, sql } from 'kysely';
import { idColumn, timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const [idType, idBuilder] = idColumn(db);
  await db.schema
    .createTable('live_sessions')
    .addColumn('id', idType, idBuilder)
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('presenter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A session started through a share link keeps the link's rules; a deleted link ends its sessions.
    .addColumn('view_link_id', 'varchar(64)', (c) => c.references('view_links.link_id').onDelete('cascade'))
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('live'))
    .addColumn('started_at', ts, (c) => c.notNull())
    .addColumn('ended_at', ts)
    .addColumn('last_presenter_at', ts, (c) => c.notNull())
    .addColumn('viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('peak_viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reactions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('questions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('live_sessions_one_open')
    .on('live_sessions')
    .column('presentation_id')
    .unique()
    .where(sql.ref('state'), '=', 'live')
    .execute();
  await db.schema
    .createIndex('live_sessions_presentation')
    .on('live_sessions')
    .columns(['presentation_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('live_sessions_idle')
    .on('live_sessions')
    .columns(['state', 'last_presenter_at'])
    .execute();

  await db.schema
    .createTable('live_questions')
    .addColumn('id', idType, idBuilder)
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('votes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_questions_session').on('live_questions').column('session_id').execute();

  await db.schema
    .createTable('live_question_votes')
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('live_questions.id').onDelete('cascade'),
    )
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_question_votes_pk', ['question_id', 'visitor_id'])
    .execute();

  await db.schema
    .createTable('live_viewers')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('first_seen_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('live_viewers_pk', ['session_id', 'visitor_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_viewers').execute();
  await db.schema.dropTable('live_question_votes').execute();
  await db.schema.dropTable('live_questions').execute();
  await db.schema.dropTable('live_sessions').execute();
}
