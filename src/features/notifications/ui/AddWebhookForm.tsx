// Adding a webhook: its address and the events it receives (all of them to begin with). A problem
// with the address is said beside the field; the section's action status says the rest.
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/react';
import { ApiError, callApi } from '../../../lib/api-client';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import type { useAction } from '../../../ui-kit/actions/useAction';
import { notificationsApi, WEBHOOK_EVENTS, type WebhookWithSecret } from '../contracts';
import { eventLabel } from './webhook-text';

export interface AddWebhookFormProps {
  /** The section's id prefix, for the fields' ids. */
  id: string;
  allowPrivateNetwork: boolean;
  /** The section's action: one at a time, its status shown under the form. */
  action: ReturnType<typeof useAction>;
  onAdded: (answer: WebhookWithSecret) => void;
}

export function AddWebhookForm({ id, allowPrivateNetwork, action, onAdded }: AddWebhookFormProps) {
  const t = useT();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { status, run, busy } = action;

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
        onAdded(answer);
        setUrl('');
        return t('notify.webhooks.added');
      } catch (error) {
        // The address's own problem is said beside the field.
        if (error instanceof ApiError && error.status === 400) setFieldError(error.message);
        throw error;
      }
    });
  };

  return (
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
      <EventChoices events={events} onChange={setEvents} />
      <div className="manage__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('notify.webhooks.add')}
        </button>
        <ActionStatus status={status} />
      </div>
    </form>
  );
}

/** A checkbox per event a webhook can receive. */
function EventChoices({
  events,
  onChange,
}: {
  events: string[];
  onChange: (update: (current: string[]) => string[]) => void;
}) {
  const t = useT();
  const toggle = (event: string, on: boolean) =>
    onChange((current) => (on ? [...current, event] : current.filter((e) => e !== event)));
  return (
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
  );
}
