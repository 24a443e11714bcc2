// SQL for comments: one row per comment on a step of a presentation's path.
import type { Db } from '../../platform/db/connection';
import type { Comment } from './tables';

export interface CommentRow {
  id: number;
  step: number;
  body: string;
  created_at: string;
  author_id: number;
  author_username: string;
  author_first_name: string | null;
  author_last_name: string | null;
  author_public_display_name: string | null;
}

const columns = [
  'c.id',
  'c.step',
  'c.body',
  'c.created_at',
  'c.author_id',
  'u.username as author_username',
  'u.first_name as author_first_name',
  'u.last_name as author_last_name',
  'u.public_display_name as author_public_display_name',
] as const;

/** A presentation's comments in path order, oldest first within a step. */
export async function listComments(db: Db, presentationId: number): Promise<CommentRow[]> {
  return db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select(columns)
    .where('c.presentation_id', '=', presentationId)
    .orderBy('c.step', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
}

export async function insertComment(
  db: Db,
  values: { presentation_id: number; author_id: number; step: number; body: string; created_at: string },
): Promise<CommentRow> {
  const { id } = await db.insertInto('comments').values(values).returning('id').executeTakeFirstOrThrow();
  return db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select(columns)
    .where('c.id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function findComment(db: Db, presentationId: number, id: number): Promise<Comment | undefined> {
  return db
    .selectFrom('comments')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', id).execute();
}
