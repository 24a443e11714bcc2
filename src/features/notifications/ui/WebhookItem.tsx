// One webhook in the account settings: its address, events and masked secret;
// "Send test event", "Roll secret", "Delete", and its delivery log (loaded when opened, with
// "Refresh" and "Redeliver"). A webhook the server turned off after repeated failed deliveries says
// so, with "Turn back on"; until then its test event and redeliveries are not offered.
import { useT } from '../../../i18n/react';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import { type DeliveryData, WEBHOOK_LIMITS, type WebhookData, type WebhookWithSecret } from '../contracts';
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

type WebhookActions = ReturnType<typeof useWebhook>['actions'];

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
      <WebhookButtons off={off} busy={busy} open={open} actions={actions} />
      <ActionStatus status={status} />
      {open ? (
        <WebhookLogPanel
          log={log}
          dates={dates}
          busy={busy}
          off={off}
          onRefresh={() => void actions.loadLog()}
          onRedeliver={(d) => void actions.redeliver(d)}
        />
      ) : null}
    </li>
  );
}

interface WebhookButtonsProps {
  /** Turned off by the server: "Turn back on" instead of the test event. */
  off: boolean;
  busy: boolean;
  /** The delivery log is open. */
  open: boolean;
  actions: WebhookActions;
}

/** The webhook's buttons: the test event (or "Turn back on"), the log, "Roll secret" and "Delete". */
function WebhookButtons({ off, busy, open, actions }: WebhookButtonsProps) {
  const t = useT();
  return (
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
  );
}

interface WebhookLogPanelProps {
  /** The deliveries, once loaded. */
  log: DeliveryData[] | null;
  dates: SettingsDates;
  busy: boolean;
  off: boolean;
  onRefresh: () => void;
  onRedeliver: (delivery: DeliveryData) => void;
}

/** The opened delivery log, with "Refresh"; no redelivery while busy or turned off. */
function WebhookLogPanel({ log, dates, busy, off, onRefresh, onRedeliver }: WebhookLogPanelProps) {
  const t = useT();
  return (
    <div className="settings__log-panel">
      <div className="settings__log-head">
        <h3>{t('notify.webhooks.log')}</h3>
        <button type="button" className="button" disabled={busy} onClick={onRefresh}>
          {t('notify.log.refresh')}
        </button>
      </div>
      {log === null ? null : (
        <DeliveryLog deliveries={log} dates={dates} busy={busy || off} onRedeliver={onRedeliver} />
      )}
    </div>
  );
}
