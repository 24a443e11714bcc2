// What the owner of a hidden presentation sees above it: that moderators hid it and why, that
// nobody else can open it, and a way to ask for a review (it joins the staff queue).
import { useId, useState } from 'react';
import { useT } from '../../../i18n/react';
import { MODERATION_LIMITS } from '../../../kernel/limits';
import { type ModerationClient, moderationClient } from './moderation-client';
import './HiddenNotice.css';
import { errorMessage } from '../../../lib/error-message';

export interface HiddenNoticeProps {
  oid: string;
  reason: string;
  client?: Pick<ModerationClient, 'requestReview'>;
}

type Step = 'closed' | 'writing' | 'sending' | 'sent';

export function HiddenNotice({ oid, reason, client = moderationClient }: HiddenNoticeProps) {
  const t = useT();
  const id = useId();
  const [step, setStep] = useState<Step>('closed');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!message.trim()) return setError(t('admin.notice.messageRequired'));
    setStep('sending');
    setError(null);
    try {
      await client.requestReview(oid, message.trim());
      setStep('sent');
    } catch (failure) {
      setError(errorMessage(failure));
      setStep('writing');
    }
  };

  return (
    <section className="hidden-notice" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="hidden-notice__title">
        {t('admin.notice.title', { reason })}
      </h2>
      <p className="hidden-notice__body">{t('admin.notice.body')}</p>
      {step === 'closed' ? (
        <button type="button" className="button" onClick={() => setStep('writing')}>
          {t('admin.notice.askReview')}
        </button>
      ) : null}
      {step === 'writing' || step === 'sending' ? (
        <form
          className="hidden-notice__form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`${id}-message`}>{t('admin.notice.message')}</label>
          <textarea
            id={`${id}-message`}
            rows={3}
            maxLength={MODERATION_LIMITS.reviewRequestLength}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p className="field__error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
          <div className="hidden-notice__actions">
            <button type="submit" className="button button--primary" disabled={step === 'sending'}>
              {step === 'sending' ? t('admin.notice.sending') : t('admin.notice.send')}
            </button>
            <button type="button" className="button" onClick={() => setStep('closed')}>
              {t('admin.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      <p className="hidden-notice__sent" role="status">
        {step === 'sent' ? t('admin.notice.sent') : ''}
      </p>
    </section>
  );
}
