// The account's webhooks, on /settings/: add an address with the events it
// receives, see its secret once (with a copy button), and per webhook a test event, the secret
// rolled, deletion and the delivery log. Each call through callApi and the declared table (decision 084).
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/react';
import { ApiError, callApi } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../ui-kit/actions/useAction';
import {
  notificationsApi,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  type WebhookData,
  type WebhookWithSecret,
} from '../contracts';
import { WebhookItem } from './WebhookItem';
import { eventLabel, settingsDates } from './webhook-text';

export interface WebhooksSectionProps {
  lang: string;
  initialWebhooks: WebhookData[];
  /** This install lets webhooks reach private addresses and plain http. */
  allowPrivateNetwork: boolean;
  /** Injected by tests; the browser's clipboard otherwise. */
  copy?: (text: string) => Promise<boolean>;
}

export function WebhooksSection({
  lang,
  initialWebhooks,
  allowPrivateNetwork,
  copy = copyText,
}: WebhooksSectionProps) {
  const t = useT();
  const id = useId();
  const [webhooks, setWebhooks] = useState(initialWebhooks);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [shown, setShown] = useState<WebhookWithSecret | null>(null);
  const [copied, setCopied] = useState(false);
  const { status, run, busy } = useAction();
  const dates = settingsDates(lang);
  const full = webhooks.length >= WEBHOOK_LIMITS.perAccount;

  const toggle = (event: string, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));
  const showSecret = (answer: WebhookWithSecret) => {
    setShown(answer);
    setCopied(false);
  };
  const add = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (url.trim() === '') return setFieldError(t('notify.webhooks.urlRequired'));
    if (events.length === 0) return setFieldError(t('notify.webhooks.chooseEvent'));
    setFieldError(null);
    void run(async () => {
      try {
        const answer = await callApi(notificationsApi.create, {
          body: { url: url.trim(), events: WEBHOOK_EVENTS.filter((e) => events.includes(e)) },
        });
        setWebhooks((all) => [...all, answer.webhook]);
        showSecret(answer);
        setUrl('');
        return t('notify.webhooks.added');
      } catch (error) {
        // The address's own problem is said beside the field.
        if (error instanceof ApiError && error.status === 400) setFieldError(error.message);
        throw error;
      }
    });
  };
  const copySecret = async (secret: string) => {
    if (await copy(secret)) setCopied(true);
    else void run(async () => Promise.reject(new Error(t('notify.webhooks.copyFailed'))));
  };

  return (
    <section className="form-card settings__section" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`}>{t('notify.webhooks.title')}</h2>
      <p>{t('notify.webhooks.lead')}</p>
      {shown ? (
        <div className="settings__secret" role="status">
          <p>{t('notify.webhooks.secretOnce', { url: shown.webhook.url })}</p>
          <div className="settings__secret-row">
            <code>{shown.secret}</code>
            <button type="button" className="button" onClick={() => void copySecret(shown.secret)}>
              {copied ? t('notify.webhooks.copied') : t('notify.webhooks.copySecret')}
            </button>
            <button type="button" className="button" onClick={() => setShown(null)}>
              {t('notify.webhooks.done')}
            </button>
          </div>
        </div>
      ) : null}
      {webhooks.length === 0 ? <p className="manage__empty">{t('notify.webhooks.empty')}</p> : null}
      <ul className="settings__webhooks">
        {webhooks.map((webhook) => (
          <WebhookItem
            key={webhook.id}
            webhook={webhook}
            dates={dates}
            onSecret={(answer) => {
              setWebhooks((all) => all.map((w) => (w.id === answer.webhook.id ? answer.webhook : w)));
              showSecret(answer);
            }}
            onDeleted={(gone) => {
              setWebhooks((all) => all.filter((w) => w.id !== gone));
              if (shown?.webhook.id === gone) setShown(null);
            }}
          />
        ))}
      </ul>
      {full ? (
        <p className="manage__help">{t('notify.webhooks.full', { max: WEBHOOK_LIMITS.perAccount })}</p>
      ) : (
        <form className="settings__add" onSubmit={add} noValidate>
          <h3>{t('notify.webhooks.addTitle')}</h3>
          <div className="field">
            <label htmlFor={`${id}url`}>{t('notify.webhooks.url')}</label>
            <input
              id={`${id}url`}
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://example.com/podium-events"
              value={url}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${id}url-hint${fieldError ? ` ${id}url-error` : ''}`}
              onChange={(event) => setUrl(event.target.value)}
            />
            <p className="manage__help" id={`${id}url-hint`}>
              {t(allowPrivateNetwork ? 'notify.webhooks.urlHelpPrivate' : 'notify.webhooks.urlHelp')}
            </p>
            {fieldError ? (
              <p className="field__error" id={`${id}url-error`}>
                {fieldError}
              </p>
            ) : null}
          </div>
          <fieldset className="settings__events">
            <legend>{t('notify.webhooks.events')}</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="manage__check">
                <input
                  type="checkbox"
                  checked={events.includes(event)}
                  onChange={(change) => toggle(event, change.target.checked)}
                />
                {eventLabel(t, event)}
              </label>
            ))}
          </fieldset>
          <div className="manage__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('notify.webhooks.add')}
            </button>
            <ActionStatus status={status} />
          </div>
        </form>
      )}
    </section>
  );
}
