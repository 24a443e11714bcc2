// Comments on the steps of a presentation: only the owner and collaborators read and write
// them; the owner deletes any comment, an author their own.

import { isOwner, type PresentationAccess, type Viewer } from '../../kernel/access/permissions';
import { EDITOR_LIMITS } from '../../kernel/limits';
import type { Db } from '../../platform/db/connection';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { displayName } from '../accounts';
import { stepCount } from '../decks';
import type { CommentData } from './comments.contracts';
import {
  type CommentRow,
  deleteComment,
  findComment,
  insertComment,
  listComments,
} from './comments.repository';

function presentComment(row: CommentRow, access: PresentationAccess, viewer: Viewer): CommentData {
  return {
    id: row.id,
    step: row.step,
    body: row.body,
    author: {
      username: row.author_username,
      displayName: displayName({
        username: row.author_username,
        first_name: row.author_first_name,
        last_name: row.author_last_name,
        public_display_name: row.author_public_display_name,
      }),
    },
    createdAt: row.created_at,
    canDelete: isOwner(access, viewer) || row.author_id === viewer.id,
  };
}

export async function commentsOf(
  db: Db,
  presentation: Presentation,
  access: PresentationAccess,
  viewer: Viewer,
): Promise<CommentData[]> {
  const rows = await listComments(db, presentation.id);
  return rows.map((row) => presentComment(row, access, viewer));
}

export async function addComment(
  db: Db,
  presentation: Presentation,
  access: PresentationAccess,
  viewer: Viewer,
  input: { step: number; body: string },
  now = new Date(),
): Promise<CommentData> {
  const body = input.body.trim();
  if (body.length === 0) throw badRequest('Write something before sending the comment.', 'empty_comment');
  if (body.length > EDITOR_LIMITS.commentLength)
    throw badRequest(
      `A comment can be at most ${EDITOR_LIMITS.commentLength} characters long.`,
      'comment_too_long',
    );
  const steps = stepCount(presentation);
  if (input.step >= steps)
    throw badRequest(`step must be from 0 to ${steps - 1}: the presentation has ${steps} steps.`, 'bad_step');
  const row = await insertComment(db, {
    presentation_id: presentation.id,
    author_id: viewer.id,
    step: input.step,
    body,
    created_at: now.toISOString(),
  });
  return presentComment(row, access, viewer);
}

export async function removeComment(
  db: Db,
  presentation: Presentation,
  access: PresentationAccess,
  viewer: Viewer,
  commentId: number,
): Promise<void> {
  const comment = await findComment(db, presentation.id, commentId);
  if (!comment) throw notFound('This comment does not exist.');
  if (!isOwner(access, viewer) && comment.author_id !== viewer.id)
    throw forbidden('Only the owner and the comment’s author can delete it.', 'not_author');
  await deleteComment(db, comment.id);
}
