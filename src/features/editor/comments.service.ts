// Comment threads on a presentation: only the owner and collaborators read and write them. A thread
// starts on a step or on one element of a canvas deck; replies join a thread and take its step.
// The owner deletes any comment, an author their own (a thread goes with its replies). The owner,
// editors and a thread's author resolve and reopen it, so a commenter settles only their own
// threads (decision 098). Bounded: so many comments per presentation, so many replies per thread.

import { authorize } from '../../kernel/access/authorize';
import { isOwner, type PresentationAccess, type Viewer } from '../../kernel/access/permissions';
import { EDITOR_LIMITS } from '../../kernel/limits';
import type { Db } from '../../platform/db/connection';
import { badRequest, forbidden, notFound, tooLarge } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { displayName } from '../accounts';
import { stepCount } from '../decks';
import { stepOfElement } from './comment-anchor-rules';
import type { CommentData } from './comments.contracts';
import {
  type CommentRow,
  countComments,
  deleteComment,
  findComment,
  findCommentRow,
  insertComment,
  listComments,
  setResolved,
} from './comments.repository';
import type { Comment } from './tables';

/** What a new comment names: a step, an element (and the step it was seen on), or its thread. */
export interface NewComment {
  step?: number;
  element?: string;
  parentId?: number;
  body: string;
}

const person = (username: string, first: string | null, last: string | null, shown: string | null) => ({
  username,
  displayName: displayName({
    username,
    first_name: first,
    last_name: last,
    public_display_name: shown,
  }),
});

/** Who may resolve or reopen a thread: its author, the presentation's owner and editors. */
const mayResolve = (access: PresentationAccess, viewer: Viewer, authorId: number) =>
  authorId === viewer.id || authorize(viewer, 'presentation.edit', access);

function presentComment(row: CommentRow, access: PresentationAccess, viewer: Viewer): CommentData {
  return {
    id: row.id,
    step: row.step,
    element: row.element,
    parentId: row.parent_id,
    body: row.body,
    author: person(
      row.author_username,
      row.author_first_name,
      row.author_last_name,
      row.author_public_display_name,
    ),
    createdAt: row.created_at,
    resolved:
      row.resolved_at === null
        ? null
        : {
            at: row.resolved_at,
            // Null once the account that resolved it is gone; the thread stays resolved.
            by:
              row.resolver_username === null
                ? null
                : person(
                    row.resolver_username,
                    row.resolver_first_name,
                    row.resolver_last_name,
                    row.resolver_public_display_name,
                  ),
          },
    canDelete: isOwner(access, viewer) || row.author_id === viewer.id,
    canResolve: row.parent_id === null && mayResolve(access, viewer, row.author_id),
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

function checkedBody(text: string): string {
  const body = text.trim();
  if (body.length === 0) throw badRequest('Write something before sending the comment.', 'empty_comment');
  if (body.length > EDITOR_LIMITS.commentLength)
    throw badRequest(
      `A comment can be at most ${EDITOR_LIMITS.commentLength} characters long.`,
      'comment_too_long',
    );
  return body;
}

function checkedStep(presentation: Presentation, step: number): number {
  const steps = stepCount(presentation);
  if (step >= steps)
    throw badRequest(`step must be from 0 to ${steps - 1}: the presentation has ${steps} steps.`, 'bad_step');
  return step;
}

/**
 * Where a thread starts: its step, and the element it is on when it names one. An element must be
 * in the canvas deck's stored document and goes on the step whose frame holds it, whichever step
 * the author was looking at; an element on no step takes the step sent, else the first.
 */
function anchorOf(presentation: Presentation, input: NewComment): { step: number; element: string | null } {
  if (input.element === undefined) {
    if (input.step === undefined)
      throw badRequest('Say which step, element or thread the comment is on.', 'no_anchor');
    return { step: checkedStep(presentation, input.step), element: null };
  }
  const { document } = presentation;
  if (presentation.schema_version !== '3' || !('elements' in document))
    throw badRequest('Only a canvas deck’s elements can be commented on.', 'not_canvas');
  if (!document.elements.some((element) => element.id === input.element))
    throw badRequest(
      'This element is not in the presentation (it may have been deleted).',
      'unknown_element',
    );
  // A step sent is still checked: a client that sends one past the path has a stale deck.
  const sent = input.step === undefined ? undefined : checkedStep(presentation, input.step);
  const step = stepOfElement(document, input.element) ?? sent ?? 0;
  return { step: checkedStep(presentation, step), element: input.element };
}

/** The thread a reply joins: a top-level comment of the same presentation, with room for one more. */
async function threadOf(db: Db, presentation: Presentation, input: NewComment): Promise<Comment> {
  if (input.step !== undefined || input.element !== undefined)
    throw badRequest('A reply takes its thread’s place: send only parentId and body.', 'reply_with_anchor');
  const parent = await findComment(db, presentation.id, input.parentId!);
  if (!parent) throw badRequest('The comment replied to is not on this presentation.', 'unknown_thread');
  if (parent.parent_id !== null)
    throw badRequest('Reply to the thread’s first comment, not to a reply.', 'reply_to_reply');
  if ((await countComments(db, presentation.id, parent.id)) >= EDITOR_LIMITS.repliesPerThread)
    throw tooLarge(
      `A thread can hold at most ${EDITOR_LIMITS.repliesPerThread} replies: start a new one.`,
      'too_many_replies',
    );
  return parent;
}

export async function addComment(
  db: Db,
  presentation: Presentation,
  access: PresentationAccess,
  viewer: Viewer,
  input: NewComment,
  now = new Date(),
): Promise<CommentData> {
  const body = checkedBody(input.body);
  const thread = input.parentId === undefined ? null : await threadOf(db, presentation, input);
  const anchor = thread ? { step: thread.step, element: null } : anchorOf(presentation, input);
  if ((await countComments(db, presentation.id)) >= EDITOR_LIMITS.commentsPerPresentation)
    throw tooLarge(
      `A presentation can hold at most ${EDITOR_LIMITS.commentsPerPresentation} comments: delete some first.`,
      'too_many_comments',
    );
  const row = await insertComment(db, {
    presentation_id: presentation.id,
    author_id: viewer.id,
    ...anchor,
    parent_id: thread?.id ?? null,
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

/**
 * Resolves (`resolved`) or reopens a thread and answers it as it now is. Resolving a resolved
 * thread keeps who resolved it first; reopening an open one changes nothing.
 */
export async function resolveComment(
  db: Db,
  presentation: Presentation,
  access: PresentationAccess,
  viewer: Viewer,
  commentId: number,
  resolved: boolean,
  now = new Date(),
): Promise<CommentData> {
  const comment = await findComment(db, presentation.id, commentId);
  if (!comment) throw notFound('This comment does not exist.');
  if (comment.parent_id !== null)
    throw badRequest('Only a thread is resolved or reopened, not a reply in it.', 'reply_not_thread');
  if (!mayResolve(access, viewer, comment.author_id))
    throw forbidden(
      'Only the owner, editors and the thread’s author can resolve or reopen it.',
      'not_resolver',
    );
  if (resolved && comment.resolved_at === null)
    await setResolved(db, comment.id, now.toISOString(), viewer.id);
  if (!resolved && comment.resolved_at !== null) await setResolved(db, comment.id, null, null);
  return presentComment(await findCommentRow(db, comment.id), access, viewer);
}
