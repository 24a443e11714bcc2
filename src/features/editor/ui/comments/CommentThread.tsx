// A thread: its first comment, its replies indented under it, Reply (a box that offers the deck's
// people after `@`), and Resolve or Reopen for those the server says may (canResolve). A resolved
// thread says who resolved it.
import { useState } from 'react';
import { useT } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/error-message';
import type { CommentData } from '../../comments.contracts';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import type { CommentActions } from './comment-actions';
import type { LinkedTarget } from './useLinkedComment';

export interface CommentThreadProps {
  thread: CommentData;
  replies: CommentData[];
  lang: string;
  actions: CommentActions;
  /** The comment a link opened the page on, when it is in this thread. */
  linked?: LinkedTarget | null;
}

export function CommentThread({ thread, replies, lang, actions, linked = null }: CommentThreadProps) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const { onReply, onResolve } = actions;
  const toggle = async () => {
    setError(null);
    try {
      await onResolve?.(thread.id, thread.resolved === null);
    } catch (reason) {
      setError(errorMessage(reason));
    }
  };
  const name = thread.author.displayName;
  return (
    <li className="comment-thread">
      <CommentItem
        comment={thread}
        lang={lang}
        actions={actions}
        replies={replies.length}
        linkedRef={linked?.comment === thread.id ? linked.ref : undefined}
      />
      {replies.length > 0 ? (
        <ul className="comment-thread__replies" aria-label={t('comments.repliesTo', { name })}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem
                comment={reply}
                lang={lang}
                actions={actions}
                linkedRef={linked?.comment === reply.id ? linked.ref : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {thread.resolved ? (
        <p className="comment-thread__resolved">
          {thread.resolved.by
            ? t('comments.resolvedBy', { name: thread.resolved.by.displayName })
            : t('comments.resolvedNote')}
        </p>
      ) : null}
      <div className="comment-thread__actions">
        {onResolve && thread.canResolve ? (
          <button
            type="button"
            className="comment-action"
            aria-label={t(thread.resolved ? 'comments.reopenBy' : 'comments.resolveBy', { name })}
            onClick={toggle}
          >
            {thread.resolved ? t('comments.reopen') : t('comments.resolve')}
          </button>
        ) : null}
        {onReply ? (
          <CommentForm
            quiet
            openLabel={t('comments.reply')}
            openAria={t('comments.replyToBy', { name })}
            label={t('comments.replyTo', { name })}
            people={actions.people}
            onSubmit={(body) => onReply(thread.id, body)}
          />
        ) : null}
      </div>
      {error ? (
        <p className="comment__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
