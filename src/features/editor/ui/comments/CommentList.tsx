// Comments grouped by the step they are on, each with its author, time and text. Reusable: the
// editor, the commenters' view and the owner's settings page show the same list. A step heading
// is a button when the host can jump to that step; delete asks once more before it deletes.

import { useState } from 'react';
import { useT } from '../../../../i18n/react';
import type { CommentData } from '../../comments.contracts';
import { useTimeText } from './useTimeText';
import './CommentList.css';
import { errorMessage } from '../../../../lib/error-message';

export interface CommentListProps {
  comments: CommentData[];
  lang: string;
  /** The step's title, for headings ("Step 3 · Pricing"). */
  stepTitle?(step: number): string | undefined;
  /** Jumps to a step; without it, step headings are plain text. */
  onSelectStep?(step: number): void;
  /** Deletes a comment; without it, no delete buttons show. Rejects with a message to show. */
  onDelete?(id: number): Promise<void>;
  /** Leave out the step headings (a list of one step's comments). */
  flat?: boolean;
  emptyText: string;
}

function groupByStep(comments: CommentData[]): [number, CommentData[]][] {
  const groups = new Map<number, CommentData[]>();
  for (const comment of comments) groups.set(comment.step, [...(groups.get(comment.step) ?? []), comment]);
  return [...groups].sort(([a], [b]) => a - b);
}

function CommentItem({
  comment,
  lang,
  onDelete,
  onSelectStep,
}: {
  comment: CommentData;
  lang: string;
  onDelete?(id: number): Promise<void>;
  onSelectStep?(step: number): void;
}) {
  const t = useT();
  const timeText = useTimeText(lang);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
    <li className="comment">
      <p className="comment__meta">
        <strong>{comment.author.displayName}</strong>{' '}
        <time dateTime={comment.createdAt}>{timeText(comment.createdAt)}</time>
      </p>
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
            <span>{t('comments.deleteConfirm')}</span>{' '}
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
    </li>
  );
}

export function CommentList({
  comments,
  lang,
  stepTitle,
  onSelectStep,
  onDelete,
  flat,
  emptyText,
}: CommentListProps) {
  const t = useT();
  if (comments.length === 0) return <p className="comment-list__empty">{emptyText}</p>;
  const items = (list: CommentData[]) => (
    <ul className="comment-list__items">
      {list.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          lang={lang}
          onDelete={onDelete}
          onSelectStep={onSelectStep}
        />
      ))}
    </ul>
  );
  if (flat) return <div className="comment-list">{items(comments)}</div>;
  return (
    <div className="comment-list">
      {groupByStep(comments).map(([step, list]) => {
        const title = stepTitle?.(step);
        const label = title
          ? t('comments.stepTitled', { step: step + 1, title })
          : t('comments.step', { step: step + 1 });
        return (
          <section key={step} className="comment-list__group" aria-label={label}>
            <h4 className="comment-list__step">
              {onSelectStep ? (
                <button type="button" className="comment-action" onClick={() => onSelectStep(step)}>
                  {label}
                </button>
              ) : (
                label
              )}
            </h4>
            {items(list)}
          </section>
        );
      })}
    </div>
  );
}
