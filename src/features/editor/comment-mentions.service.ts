// The people a comment mentions (`@username`, comment-mention-rules.ts) hear of it by e-mail: each
// once per comment, at most EDITOR_LIMITS.mentionsPerComment of them, never its author, and only
// those who may read the presentation's comments (authorize asks, per person, as loadFor would
// for them). The mail links to the comment (commentPath), whose page opens its thread. Anyone
// else named, or a name no account holds, is passed over alike, so a comment never tells its
// author whether an unrelated username exists. Without SMTP nothing is queued, as with the other
// notices.

import { authorize } from '../../kernel/access/authorize';
import { EDITOR_LIMITS } from '../../kernel/limits';
import { commentPath } from '../../kernel/paths';
import type { Db } from '../../platform/db/connection';
import { accessOf, findForViewer, listCollaborators, type Presentation, viewerOf } from '../access';
import { displayName, findUserByUsername, type OwnerRecord } from '../accounts';
import { mentionMail, queueMail } from '../notifications';
import { mentionedUsernames } from './comment-mention-rules';
import type { CommentAuthor, CommentData } from './comments.contracts';

export interface MentionMailContext {
  /** Whether the site sends e-mail at all (SMTP configured). */
  mailer: { configured: boolean };
  /** The site's origin, for the link to the comment in the editor. */
  origin: string;
  brand: string;
}

/** Queues one e-mail per person the comment may mention; answers their usernames (for tests and logs). */
export async function mailMentions(
  db: Db,
  presentation: Presentation,
  comment: CommentData,
  context: MentionMailContext,
  now = new Date(),
): Promise<string[]> {
  if (!context.mailer.configured) return [];
  const mailed: string[] = [];
  for (const username of mentionedUsernames(comment.body, EDITOR_LIMITS.mentionsPerComment)) {
    if (username === comment.author.username) continue;
    const user = await findUserByUsername(db, username);
    if (!user) continue;
    const seen = await findForViewer(db, { id: presentation.id }, user.id);
    if (
      !seen ||
      !authorize(viewerOf(user), 'presentation.comment', accessOf(seen.presentation, { role: seen.role }))
    )
      continue;
    const mail = mentionMail({
      author: comment.author.displayName,
      title: presentation.title,
      body: comment.body,
      url: `${context.origin}${commentPath(presentation, comment.id)}`,
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
    mailed.push(username);
  }
  return mailed;
}

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
