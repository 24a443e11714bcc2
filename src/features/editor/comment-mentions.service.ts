// The people a comment mentions (`@username`, comment-mention-rules.ts) hear of it on the
// notification paths: a `mention` event to their own webhooks, and an e-mail unless they turned
// mention e-mails off in their settings. Each once per comment, at most
// EDITOR_LIMITS.mentionsPerComment of them, never its author, and only those who may read the
// presentation's comments (authorize asks, per person, as loadFor would for them). Both link to the
// comment (commentPath), whose page opens its thread. Anyone else named, or a name no account
// holds, is passed over alike, so a comment never tells its author whether an unrelated username
// exists. Without SMTP no e-mail is queued, as with the other notices.

import { authorize } from '../../kernel/access/authorize';
import { EDITOR_LIMITS } from '../../kernel/limits';
import { commentPath } from '../../kernel/paths';
import type { Db } from '../../platform/db/connection';
import { accessOf, findForViewer, listCollaborators, type Presentation, viewerOf } from '../access';
import { displayName, findUserByUsername, type OwnerRecord, type User } from '../accounts';
import { mentionMail, queueMail, type RaisedEvent } from '../notifications';
import { mentionedUsernames } from './comment-mention-rules';
import type { CommentAuthor, CommentData } from './comments.contracts';

export interface MentionContext {
  /** Whether the site sends e-mail at all (SMTP configured). */
  mailer: { configured: boolean };
  /** The site's origin, for the link to the comment in the editor. */
  origin: string;
  brand: string;
  /** Raises an event on the notification paths (the app's owner events): here, a person's `mention` webhooks. */
  raise(event: RaisedEvent): void;
}

/** The accounts a comment mentions that may read the deck's comments, other than its author. */
async function mentionedReaders(db: Db, presentation: Presentation, comment: CommentData): Promise<User[]> {
  const readers: User[] = [];
  for (const username of mentionedUsernames(comment.body, EDITOR_LIMITS.mentionsPerComment)) {
    if (username === comment.author.username) continue;
    const user = await findUserByUsername(db, username);
    if (!user) continue;
    const seen = await findForViewer(db, { id: presentation.id }, user.id);
    if (
      seen &&
      authorize(viewerOf(user), 'presentation.comment', accessOf(seen.presentation, { role: seen.role }))
    )
      readers.push(user);
  }
  return readers;
}

/**
 * Tells each person the comment may mention: a `mention` event to their webhooks, and an e-mail
 * unless they turned mention e-mails off. Answers whom it told and whom it mailed (for tests and logs).
 */
export async function notifyMentions(
  db: Db,
  presentation: Presentation,
  comment: CommentData,
  context: MentionContext,
  now = new Date(),
): Promise<{ notified: string[]; mailed: string[] }> {
  const url = `${context.origin}${commentPath(presentation, comment.id)}`;
  const told = { notified: [] as string[], mailed: [] as string[] };
  for (const user of await mentionedReaders(db, presentation, comment)) {
    context.raise({
      type: 'mention',
      presentationId: presentation.id,
      recipientId: user.id,
      data: { comment: commentEventData(comment), url },
      at: now,
    });
    told.notified.push(user.username);
    if (!context.mailer.configured || !user.mention_mails) continue;
    const mail = mentionMail({
      author: comment.author.displayName,
      title: presentation.title,
      body: comment.body,
      url,
      brand: context.brand,
      language: user.language,
    });
    await queueMail(
      db,
      {
        user_id: user.id,
        kind: 'comment_mention',
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
      },
      now.toISOString(),
    );
    told.mailed.push(user.username);
  }
  return told;
}

/** A comment as the `comment` and `mention` events carry it. */
export const commentEventData = (comment: CommentData) => ({
  id: comment.id,
  step: comment.step,
  element: comment.element,
  parentId: comment.parentId,
  body: comment.body,
  author: comment.author.username,
});

/**
 * The people the comment form offers `reader` after `@`: the deck's owner and its collaborators
 * (members of its team who may comment are mailed when named, but not listed: the team may be
 * large), never the reader, whom a mention of their own would not reach.
 */
export async function mentionablePeople(
  db: Db,
  presentation: Presentation,
  owner: Pick<OwnerRecord, 'username' | 'first_name' | 'last_name' | 'public_display_name'>,
  reader: string,
): Promise<CommentAuthor[]> {
  const collaborators = await listCollaborators(db, presentation.id);
  return [owner, ...collaborators]
    .filter((person) => person.username !== reader)
    .map((person) => ({ username: person.username, displayName: displayName(person) }));
}
