// An account chooses whether a mention in a comment reaches it by e-mail: `mention_mails`, on
// (1) for every account, existing ones included, as mentions were mailed before the setting.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('mention_mails', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mention_mails').execute();
}
