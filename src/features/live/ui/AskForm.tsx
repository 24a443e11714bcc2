// The audience's question form: at most LIVE_LIMITS.questionLength characters,
// counted as people see them; the server checks again.
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/react';
import { LIVE_LIMITS } from '../contracts';

export function AskForm({ onAsk }: { onAsk(text: string): Promise<string | null> }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const left = LIVE_LIMITS.questionLength - [...text].length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || text.trim() === '' || left < 0) return;
    setBusy(true);
    const error = await onAsk(text);
    setBusy(false);
    setProblem(error);
    if (error === null) setText('');
  };
  return (
    <form className="live-ask" onSubmit={submit}>
      <label htmlFor={id} className="live-ask__label">
        {t('live.askLabel')}
      </label>
      <textarea
        id={id}
        className="live-ask__text"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-left`}
        aria-invalid={left < 0}
      />
      <div className="live-ask__row">
        <span id={`${id}-left`} className={`live-ask__left${left < 0 ? ' live-ask__left--over' : ''}`}>
          {t('live.charsLeft', { count: left })}
        </span>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || text.trim() === '' || left < 0}
        >
          {t('live.send')}
        </button>
      </div>
      {problem ? (
        <p className="live-ask__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
