// Teams and folders: a team with its members and their roles, invitations by e-mail
// (only a hash of the token is kept), the audit log of membership changes, nested folders (a
// person's own, or a team's) with their collaborators, and the team and folder a presentation
// belongs to. A team presentation still has an owner (who made it); a member who leaves hands
// theirs to the team (services/teams.service.ts), so they keep nothing of the team's.
import type { Kysely } from 'kysely';
import { idColumn, timestampType } from './dialect';

/** The column types that differ between SQLite and PostgreSQL. */
interface ColumnTypes {
  ts: ReturnType<typeof timestampType>;
  id: ReturnType<typeof idColumn>;
}

export async function up(db: Kysely<any>): Promise<void> {
  const types: ColumnTypes = { ts: timestampType(db), id: idColumn(db) };
  await createTeams(db, types);
  await createTeamInvitations(db, types);
  await createTeamAudit(db, types);
  await createFolders(db, types);
  await addPresentationPlaces(db);
}

/** A team and its members with their roles. */
async function createTeams(db: Kysely<any>, { ts, id: [idType, idBuilder] }: ColumnTypes) {
  await db.schema
    .createTable('teams')
    .addColumn('id', idType, idBuilder)
    .addColumn('tid', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_members_user').on('team_members').column('user_id').execute();
}

/** Invitations by e-mail: only a hash of the token is kept. */
async function createTeamInvitations(db: Kysely<any>, { ts, id: [idType, idBuilder] }: ColumnTypes) {
  await db.schema
    .createTable('team_invitations')
    .addColumn('id', idType, idBuilder)
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('accepted_at', ts)
    .addColumn('accepted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema
    .createIndex('team_invitations_team')
    .on('team_invitations')
    .columns(['team_id', 'created_at'])
    .execute();
}

/**
 * The audit log: who did what to whose membership. The subject is kept as text (a username or
 * an invited address) so the log outlives the accounts it names.
 */
async function createTeamAudit(db: Kysely<any>, { ts, id: [idType, idBuilder] }: ColumnTypes) {
  await db.schema
    .createTable('team_audit')
    .addColumn('id', idType, idBuilder)
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(320)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)')
    .addColumn('at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('team_audit_team').on('team_audit').columns(['team_id', 'at']).execute();
}

/**
 * Nested folders with their collaborators. A folder is a person's own (team_id null) or its
 * team's; owner_id is who made it.
 */
async function createFolders(db: Kysely<any>, { ts, id: [idType, idBuilder] }: ColumnTypes) {
  await db.schema
    .createTable('folders')
    .addColumn('id', idType, idBuilder)
    .addColumn('fid', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('folders.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('folders_parent').on('folders').column('parent_id').execute();
  await db.schema.createIndex('folders_owner').on('folders').columns(['owner_id', 'team_id']).execute();
  await db.schema.createIndex('folders_team').on('folders').column('team_id').execute();

  await db.schema
    .createTable('folder_collaborators')
    .addColumn('folder_id', 'integer', (c) => c.notNull().references('folders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('folder_collaborators_pk', ['folder_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('folder_collaborators_user')
    .on('folder_collaborators')
    .column('user_id')
    .execute();
}

/** The team and the folder a presentation belongs to. */
async function addPresentationPlaces(db: Kysely<any>) {
  await db.schema
    .alterTable('presentations')
    .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('presentations')
    .addColumn('folder_id', 'integer', (c) => c.references('folders.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('presentations_team').on('presentations').column('team_id').execute();
  await db.schema.createIndex('presentations_folder').on('presentations').column('folder_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('presentations_folder').execute();
  await db.schema.dropIndex('presentations_team').execute();
  await db.schema.alterTable('presentations').dropColumn('folder_id').execute();
  await db.schema.alterTable('presentations').dropColumn('team_id').execute();
  await db.schema.dropTable('folder_collaborators').execute();
  await db.schema.dropTable('folders').execute();
  await db.schema.dropTable('team_audit').execute();
  await db.schema.dropTable('team_invitations').execute();
  await db.schema.dropTable('team_members').execute();
  await db.schema.dropTable('teams').execute();
}
