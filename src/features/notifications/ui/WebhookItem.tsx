// One webhook in the account settings: its address, events and masked secret;
// "Send test event", "Roll secret", "Delete", and its delivery log (loaded when opened, with
// "Refresh" and "Redeliver"). A webhook the server turned off after repeated failed deliveries says
// so, with "Turn back on"; until then its test event and redeliveries are not offered.
import { useT } from '../../../i18n/react';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import { WEBHOOK_LIMITS, type WebhookData, type WebhookWithSecret } from '../contracts';
import { DeliveryLog } from './DeliveryLog';
import { useWebhook } from './useWebhook';
import { eventLabel, type SettingsDates } from './webhook-text';

export interface WebhookItemProps {
  webhook: WebhookData;
  dates: SettingsDates;
  /** A new secret was made: the section shows it once. */
  onSecret: (answer: WebhookWithSecret) => void;
  onDeleted: (id: number) => void;
}

export function WebhookItem({ webhook, dates, onSecret, onDeleted }: WebhookItemProps) {
  const t = useT();
  const { status, busy, log, open, turnedOffAt, actions } = useWebhook(webhook, onSecret, onDeleted);
  const off = turnedOffAt !== null;

  return (
    <li className="settings__webhook">
      <p className="settings__webhook-url">{webhook.url}</p>
      <p className="manage__meta">
        {webhook.events.map((event) => eventLabel(t, event)).join(', ')} ·{' '}
        {t('notify.webhooks.secretHint', { hint: webhook.secretHint })} ·{' '}
        {t('notify.webhooks.created', { date: dates.day.format(new Date(webhook.createdAt)) })}
      </p>
      {off ? (
        <p className="settings__webhook-off">
          {t('notify.webhooks.turnedOff', {
            date: dates.day.format(new Date(turnedOffAt)),
            count: WEBHOOK_LIMITS.failuresToTurnOff,
          })}
        </p>
      ) : null}
      <div className="manage__actions">
        {off ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void actions.turnOn()}
          >
            {t('notify.webhooks.turnOn')}
          </button>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => void actions.ping()}>
            {t('notify.webhooks.test')}
          </button>
        )}
        <button type="button" className="button" aria-expanded={open} onClick={actions.toggleLog}>
          {t('notify.webhooks.log')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void actions.roll()}>
          {t('notify.webhooks.roll')}
        </button>
        <button
          type="button"
          className="button manage__danger-button"
          disabled={busy}
          onClick={() => void actions.remove()}
        >
          {t('notify.webhooks.delete')}
        </button>
      </div>
      <ActionStatus status={status} />
      {open ? (
        <div className="settings__log-panel">
          <div className="settings__log-head">
            <h3>{t('notify.webhooks.log')}</h3>
            <button type="button" className="button" disabled={busy} onClick={() => void actions.loadLog()}>
              {t('notify.log.refresh')}
            </button>
          </div>
          {log === null ? null : (
            <DeliveryLog
              deliveries={log}
              dates={dates}
              busy={busy || off}
              onRedeliver={(d) => void actions.redeliver(d)}
            />
          )}
        </div>
      ) : null}
    </li>
  );
}
