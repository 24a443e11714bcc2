// SQL for comments: one row per comment on a step or an element of a presentation, or per reply in
// a thread (parent_id), with its author's and its resolver's names.
import type { Db } from '../../platform/db/connection';
import type { Comment } from './tables';

export interface CommentRow {
  id: number;
  step: number;
  element: string | null;
  parent_id: number | null;
  body: string;
  created_at: string;
  author_id: number;
  author_username: string;
  author_first_name: string | null;
  author_last_name: string | null;
  author_public_display_name: string | null;
  resolved_at: string | null;
  resolver_username: string | null;
  resolver_first_name: string | null;
  resolver_last_name: string | null;
  resolver_public_display_name: string | null;
}

const columns = [
  'c.id',
  'c.step',
  'c.element',
  'c.parent_id',
  'c.body',
  'c.created_at',
  'c.author_id',
  'u.username as author_username',
  'u.first_name as author_first_name',
  'u.last_name as author_last_name',
  'u.public_display_name as author_public_display_name',
  'c.resolved_at',
  'r.username as resolver_username',
  'r.first_name as resolver_first_name',
  'r.last_name as resolver_last_name',
  'r.public_display_name as resolver_public_display_name',
] as const;

const withNames = (db: Db) =>
  db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .leftJoin('users as r', 'r.id', 'c.resolved_by')
    .select(columns);

/** A presentation's comments in path order, oldest first within a step (a reply after its thread). */
export async function listComments(db: Db, presentationId: number): Promise<CommentRow[]> {
  return withNames(db)
    .where('c.presentation_id', '=', presentationId)
    .orderBy('c.step', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
}

export async function findCommentRow(db: Db, id: number): Promise<CommentRow> {
  return withNames(db).where('c.id', '=', id).executeTakeFirstOrThrow();
}

export async function insertComment(
  db: Db,
  values: {
    presentation_id: number;
    author_id: number;
    step: number;
    element: string | null;
    parent_id: number | null;
    body: string;
    created_at: string;
  },
): Promise<CommentRow> {
  const { id } = await db.insertInto('comments').values(values).returning('id').executeTakeFirstOrThrow();
  return findCommentRow(db, id);
}

export async function findComment(db: Db, presentationId: number, id: number): Promise<Comment | undefined> {
  return db
    .selectFrom('comments')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** How many comments a presentation holds, or (with `parentId`) how many replies one thread has. */
export async function countComments(db: Db, presentationId: number, parentId?: number): Promise<number> {
  let query = db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('presentation_id', '=', presentationId);
  if (parentId !== undefined) query = query.where('parent_id', '=', parentId);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/** Resolves (a time and who) or reopens (nulls) a thread. */
export async function setResolved(db: Db, id: number, at: string | null, by: number | null): Promise<void> {
  await db.updateTable('comments').set({ resolved_at: at, resolved_by: by }).where('id', '=', id).execute();
}

/** Deletes a comment and, for a thread, its replies (the foreign key's cascade, said out loud). */
export async function deleteComment(db: Db, id: number): Promise<void> {
  await db
    .deleteFrom('comments')
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
    .execute();
}
