// Team invitations go by e-mail to an address that may have no account yet. The mail
// outbox was made for owners' notifications, addressed through their account; an invitation names
// its own recipient here, and its user_id is the inviter's (whose action queued it).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('to_email', 'varchar(320)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('to_email').execute();
}
