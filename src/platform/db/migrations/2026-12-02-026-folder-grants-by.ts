// Who shared a folder with someone: the grant holds on each presentation in it only as far as that
// person may grant on it, and ends when they leave the team the folder belongs to. Grants made
// before are put down to the folder's maker, who was the only one to share it in most cases.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('folder_collaborators')
    .addColumn('granted_by', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await sql`UPDATE folder_collaborators SET granted_by = (SELECT owner_id FROM folders WHERE folders.id = folder_collaborators.folder_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('folder_collaborators_granted_by')
    .on('folder_collaborators')
    .column('granted_by')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('folder_collaborators_granted_by').execute();
  await db.schema.alterTable('folder_collaborators').dropColumn('granted_by').execute();
}
