// One webhook in the account settings: its address, events and masked secret;
// "Send test event", "Roll secret", "Delete", and its delivery log (loaded when opened, with
// "Refresh" and "Redeliver"). A webhook the server turned off after repeated failed deliveries says
// so, with "Turn back on"; until then its test event and redeliveries are not offered.
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../ui-kit/actions/useAction';
import {
  type DeliveryData,
  notificationsApi,
  WEBHOOK_LIMITS,
  type WebhookData,
  type WebhookWithSecret,
} from '../contracts';
import { DeliveryLog } from './DeliveryLog';
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
  const { status, run, busy } = useAction();
  const [log, setLog] = useState<DeliveryData[] | null>(null);
  const [open, setOpen] = useState(false);
  const [turnedOffAt, setTurnedOffAt] = useState(webhook.turnedOffAt);
  const off = turnedOffAt !== null;
  const params = { webhookId: webhook.id };

  const loadLog = () =>
    callApi(notificationsApi.deliveries, { params }).then(({ deliveries }) => setLog(deliveries));
  const toggleLog = () => {
    const next = !open;
    setOpen(next);
    if (next) void loadLog();
  };
  const ping = () =>
    run(async () => {
      const { delivery } = await callApi(notificationsApi.ping, { params });
      setOpen(true);
      setLog((current) => [delivery, ...(current ?? [])]);
      return t('notify.webhooks.testSent');
    });
  const roll = () =>
    run(async () => {
      onSecret(await callApi(notificationsApi.rollSecret, { params }));
      return t('notify.webhooks.rolled');
    });
  const turnOn = () =>
    run(async () => {
      const answer = await callApi(notificationsApi.turnOn, { params });
      setTurnedOffAt(answer.webhook.turnedOffAt);
      return t('notify.webhooks.turnedOn');
    });
  const remove = () =>
    run(async () => {
      await callApi(notificationsApi.remove, { params });
      onDeleted(webhook.id);
      return t('notify.webhooks.deleted');
    });
  const redeliver = (delivery: DeliveryData) =>
    run(async () => {
      const answer = await callApi(notificationsApi.redeliver, {
        params: { ...params, deliveryId: delivery.id },
      });
      setLog((current) => [answer.delivery, ...(current ?? [])]);
      return t('notify.log.redelivered');
    });

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
            onClick={() => void turnOn()}
          >
            {t('notify.webhooks.turnOn')}
          </button>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => void ping()}>
            {t('notify.webhooks.test')}
          </button>
        )}
        <button type="button" className="button" aria-expanded={open} onClick={toggleLog}>
          {t('notify.webhooks.log')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void roll()}>
          {t('notify.webhooks.roll')}
        </button>
        <button
          type="button"
          className="button manage__danger-button"
          disabled={busy}
          onClick={() => void remove()}
        >
          {t('notify.webhooks.delete')}
        </button>
      </div>
      <ActionStatus status={status} />
      {open ? (
        <div className="settings__log-panel">
          <div className="settings__log-head">
            <h3>{t('notify.webhooks.log')}</h3>
            <button type="button" className="button" disabled={busy} onClick={() => void loadLog()}>
              {t('notify.log.refresh')}
            </button>
          </div>
          {log === null ? null : (
            <DeliveryLog
              deliveries={log}
              dates={dates}
              busy={busy || off}
              onRedeliver={(d) => void redeliver(d)}
            />
          )}
        </div>
      ) : null}
    </li>
  );
}
