// The comments collaborators left on a presentation, on its settings page: the owner reads them
// here, in the dashboard, answers and resolves threads and may delete any comment; the editor
// shows them beside each step.

import { useT } from '../../../../i18n/react';
import type { CommentData } from '../../comments.contracts';
import { CommentList } from './CommentList';
import { useComments } from './useComments';

interface CommentsSectionProps {
  oid: string;
  lang: string;
  initialComments: CommentData[];
}

export function CommentsSection({ oid, lang, initialComments }: CommentsSectionProps) {
  const t = useT();
  const { comments, remove, reply, resolve } = useComments(oid, initialComments);
  return (
    <section className="manage__section" aria-labelledby="manage-comments">
      <h2 id="manage-comments">{t('comments.titleCount', { n: comments.length })}</h2>
      <CommentList
        comments={comments}
        lang={lang}
        actions={{ onDelete: remove, onReply: reply, onResolve: resolve }}
        emptyText={t('comments.none')}
      />
    </section>
  );
}
