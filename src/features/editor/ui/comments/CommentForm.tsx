// "Comment" on the current step: a button that opens a small form; the text is trimmed and
// 1–2000 characters long, as the server checks too. The server's message shows on failure.
import { useId } from 'react';
import { useT } from '../../../../i18n/react';
import { EDITOR_LIMITS } from '../../../../kernel/limits';
import { useCommentDraft } from './useCommentDraft';

export interface CommentFormProps {
  /** 0-based step the comment goes on. */
  step: number;
  onSubmit(body: string): Promise<void>;
}

export function CommentForm({ step, onSubmit }: CommentFormProps) {
  const t = useT();
  const id = useId();
  const { open, start, body, setBody, trimmed, sending, error, submit, cancel } = useCommentDraft(onSubmit);

  if (!open)
    return (
      <button type="button" className="button button--primary comment-form__open" onClick={start}>
        {t('comments.comment')}
      </button>
    );

  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="comment-form__label">
        {t('comments.onStep', { step: step + 1 })}
      </label>
      <textarea
        id={id}
        className="comment-form__text"
        value={body}
        rows={3}
        maxLength={EDITOR_LIMITS.commentLength}
        aria-invalid={error !== null}
        aria-describedby={`${id}-count`}
        // The form opens on request, so the caret belongs in it.
        // biome-ignore lint/a11y/noAutofocus: see above
        autoFocus
        onChange={(event) => setBody(event.target.value)}
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
