// An invitation is bound to its address: an account with another address that accepts it only
// asks to join (requested_by, requested_at: one request per invitation) until an owner or admin
// approves. The audit log keeps the invited address beside the account it names, so "who took
// which invitation" outlives both. One account's invitations of the last day, across all its
// teams, are counted by (invited_by, created_at).
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .alterTable('team_invitations')
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('team_invitations').addColumn('requested_at', ts).execute();
  await db.schema
    .createIndex('team_invitations_inviter')
    .on('team_invitations')
    .columns(['invited_by', 'created_at'])
    .execute();
  await db.schema.alterTable('team_audit').addColumn('email', 'varchar(320)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('team_audit').dropColumn('email').execute();
  await db.schema.dropIndex('team_invitations_inviter').execute();
  await db.schema.alterTable('team_invitations').dropColumn('requested_at').execute();
  await db.schema.alterTable('team_invitations').dropColumn('requested_by').execute();
}
