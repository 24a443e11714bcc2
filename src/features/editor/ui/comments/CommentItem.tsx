// One comment: its author, time, what it is on (an element of a canvas deck: a button that shows
// it when the host can), its text and Delete, which asks once more (a thread goes with its replies).
import { type RefObject, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/error-message';
import type { CommentData } from '../../comments.contracts';
import type { CommentActions } from './comment-actions';
import { useTimeText } from './useTimeText';

export interface CommentItemProps {
  comment: CommentData;
  lang: string;
  actions: CommentActions;
  /** Replies it has: deleting it deletes them too, and the confirmation says so. */
  replies?: number;
  /** Set on the comment a link opened the page on: it is marked and takes the focus. */
  linkedRef?: RefObject<HTMLDivElement | null>;
}

function Anchor({ comment, actions }: { comment: CommentData; actions: CommentActions }) {
  const t = useT();
  if (comment.element === null) return null;
  const name = actions.elementLabel?.(comment.element);
  const text = name ? t('comments.onElement', { name }) : t('comments.onAnElement');
  return (
    <p className="comment__anchor">
      {actions.onSelectElement ? (
        <button type="button" className="comment-action" onClick={() => actions.onSelectElement?.(comment)}>
          {text}
        </button>
      ) : (
        text
      )}
    </p>
  );
}

export function CommentItem({ comment, lang, actions, replies = 0, linkedRef }: CommentItemProps) {
  const t = useT();
  const timeText = useTimeText(lang);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { onDelete, onSelectStep } = actions;
  const remove = async () => {
    setError(null);
    try {
      await onDelete?.(comment.id);
    } catch (reason) {
      setError(errorMessage(reason));
      setConfirming(false);
    }
  };
  return (
    <div
      className={linkedRef ? 'comment comment--linked' : 'comment'}
      ref={linkedRef}
      tabIndex={linkedRef ? -1 : undefined}
      aria-current={linkedRef ? 'true' : undefined}
    >
      <p className="comment__meta">
        <strong>{comment.author.displayName}</strong>{' '}
        <time dateTime={comment.createdAt}>{timeText(comment.createdAt)}</time>
      </p>
      <Anchor comment={comment} actions={actions} />
      {onSelectStep ? (
        <button
          type="button"
          className="comment__body comment__body--jump"
          title={t('comments.goToStep', { step: comment.step + 1 })}
          onClick={() => onSelectStep(comment.step)}
        >
          {comment.body}
        </button>
      ) : (
        <p className="comment__body">{comment.body}</p>
      )}
      {onDelete && comment.canDelete ? (
        confirming ? (
          <p className="comment__confirm">
            <span>
              {replies > 0 ? t('comments.deleteThreadConfirm', { n: replies }) : t('comments.deleteConfirm')}
            </span>{' '}
            <button type="button" className="comment-action comment-action--danger" onClick={remove}>
              {t('comments.delete')}
            </button>{' '}
            <button type="button" className="comment-action" onClick={() => setConfirming(false)}>
              {t('comments.cancel')}
            </button>
          </p>
        ) : (
          <button
            type="button"
            className="comment-action"
            aria-label={t('comments.deleteBy', { name: comment.author.displayName })}
            onClick={() => setConfirming(true)}
          >
            {t('comments.delete')}
          </button>
        )
      ) : null}
      {error ? (
        <p className="comment__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
