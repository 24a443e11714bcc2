// Owners' notifications: webhooks with their delivery log, an outbox of e-mails,
// the per-link e-mail rule, the "link expired" announcement, and the weekly summary setting.
import type { Kysely } from 'kysely';
import { idColumn, timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const [idType, idBuilder] = idColumn(db);
  await db.schema
    .createTable('webhooks')
    .addColumn('id', idType, idBuilder)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('secret', 'varchar(100)', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('disabled_at', ts)
    .execute();
  await db.schema.createIndex('webhooks_user').on('webhooks').column('user_id').execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', idType, idBuilder)
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('delivered_at', ts)
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_webhook')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', idType, idBuilder)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_user')
    .on('mail_outbox')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('view_links')
    .addColumn('notify', 'varchar(8)', (c) => c.notNull().defaultTo('off'))
    .execute();
  await db.schema.alterTable('view_links').addColumn('first_view_notified_at', ts).execute();
  await db.schema
    .alterTable('view_links')
    .addColumn('expiry_announced', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('weekly_summary', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('summary_sent_at', ts).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('summary_sent_at').execute();
  await db.schema.alterTable('users').dropColumn('weekly_summary').execute();
  await db.schema.alterTable('view_links').dropColumn('expiry_announced').execute();
  await db.schema.alterTable('view_links').dropColumn('first_view_notified_at').execute();
  await db.schema.alterTable('view_links').dropColumn('notify').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
