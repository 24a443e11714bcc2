// A comment being written: a button that opens a small form (a primary button for a new comment, a
// quiet text button for a reply); the text is trimmed and 1–2000 characters long, as the server
// checks too, and `@` offers the deck's people. The server's message shows on failure.
import { useId } from 'react';
import { useT } from '../../../../i18n/react';
import { EDITOR_LIMITS } from '../../../../kernel/limits';
import type { CommentAuthor } from '../../comments.contracts';
import { MentionTextarea } from './MentionTextarea';
import { useCommentDraft } from './useCommentDraft';

export interface CommentFormProps {
  /** The button that opens the form. */
  openLabel: string;
  /** Its accessible name, when the visible label is not enough ("Reply to Cora Mentor"). */
  openAria?: string;
  /** The text box's label: what the comment goes on. */
  label: string;
  /** A text button rather than a primary one (a reply). */
  quiet?: boolean;
  people?: CommentAuthor[];
  onSubmit(body: string): Promise<void>;
}

export function CommentForm({ openLabel, openAria, label, quiet, people = [], onSubmit }: CommentFormProps) {
  const t = useT();
  const id = useId();
  const { open, start, body, setBody, trimmed, sending, error, submit, cancel } = useCommentDraft(onSubmit);

  if (!open)
    return (
      <button
        type="button"
        className={quiet ? 'comment-action' : 'button button--primary comment-form__open'}
        aria-label={openAria}
        onClick={start}
      >
        {openLabel}
      </button>
    );

  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="comment-form__label">
        {label}
      </label>
      <MentionTextarea
        id={id}
        value={body}
        onChange={setBody}
        people={people}
        invalid={error !== null}
        describedBy={`${id}-count`}
      />
      <p id={`${id}-count`} className="comment-form__count">
        {t('comments.count', { n: trimmed.length, max: EDITOR_LIMITS.commentLength })}
      </p>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="comment-form__actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t('comments.posting') : t('comments.post')}
        </button>
        <button type="button" className="button" onClick={cancel}>
          {t('comments.cancel')}
        </button>
      </div>
    </form>
  );
}
