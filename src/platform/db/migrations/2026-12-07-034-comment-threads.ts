// Comments become threads anchored to a step or to one element of a canvas deck: `element` is the
// element's (or frame's) id in the stored document, null for a comment on the step as before;
// `parent_id` makes a comment a reply to a top-level one (deleting the thread deletes its replies);
// `resolved_at` and `resolved_by` mark a resolved thread. Existing comments stay step comments.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comments').addColumn('element', 'varchar(64)').execute();
  await db.schema
    .alterTable('comments')
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('comments').addColumn('resolved_at', timestampType(db)).execute();
  await db.schema.alterTable('comments').addColumn('resolved_by', 'integer').execute();
  await db.schema.createIndex('comments_parent').on('comments').column('parent_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('comments_parent').execute();
  await db.schema.alterTable('comments').dropColumn('resolved_by').execute();
  await db.schema.alterTable('comments').dropColumn('resolved_at').execute();
  await db.schema.alterTable('comments').dropColumn('parent_id').execute();
  await db.schema.alterTable('comments').dropColumn('element').execute();
}
