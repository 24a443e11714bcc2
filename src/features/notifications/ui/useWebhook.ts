// One webhook's actions in the account settings, one at a time with a status: a test event, the
// secret rolled, turning it back on, deletion, and its delivery log (loaded when opened, refreshed,
// a delivery sent again). A webhook the server turned off stays off until turned back on.
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { apiCall } from '../../../lib/api-client';
import { useAction } from '../../../ui-kit/actions/useAction';
import type { DeliveryData, WebhookData, WebhookWithSecret } from '../contracts';

export const webhookPath = (id: number, rest = '') => `/api/v4/webhooks/${id}/${rest}`;

export function useWebhook(
  webhook: WebhookData,
  onSecret: (answer: WebhookWithSecret) => void,
  onDeleted: (id: number) => void,
) {
  const t = useT();
  const { status, run, busy } = useAction();
  const [log, setLog] = useState<DeliveryData[] | null>(null);
  const [open, setOpen] = useState(false);
  const [turnedOffAt, setTurnedOffAt] = useState(webhook.turnedOffAt);

  const loadLog = () =>
    apiCall<{ deliveries: DeliveryData[] }>('GET', webhookPath(webhook.id, 'deliveries/')).then(
      ({ deliveries }) => setLog(deliveries),
    );
  const toggleLog = () => {
    const next = !open;
    setOpen(next);
    if (next) void loadLog();
  };
  const ping = () =>
    run(async () => {
      const { delivery } = await apiCall<{ delivery: DeliveryData }>(
        'POST',
        webhookPath(webhook.id, 'ping/'),
      );
      setOpen(true);
      setLog((current) => [delivery, ...(current ?? [])]);
      return t('notify.webhooks.testSent');
    });
  const roll = () =>
    run(async () => {
      onSecret(await apiCall<WebhookWithSecret>('POST', webhookPath(webhook.id, 'secret/')));
      return t('notify.webhooks.rolled');
    });
  const turnOn = () =>
    run(async () => {
      const answer = await apiCall<{ webhook: WebhookData }>('POST', webhookPath(webhook.id, 'turn-on/'));
      setTurnedOffAt(answer.webhook.turnedOffAt);
      return t('notify.webhooks.turnedOn');
    });
  const remove = () =>
    run(async () => {
      await apiCall('DELETE', webhookPath(webhook.id));
      onDeleted(webhook.id);
      return t('notify.webhooks.deleted');
    });
  const redeliver = (delivery: DeliveryData) =>
    run(async () => {
      const answer = await apiCall<{ delivery: DeliveryData }>(
        'POST',
        webhookPath(webhook.id, `deliveries/${delivery.id}/redeliver/`),
      );
      setLog((current) => [answer.delivery, ...(current ?? [])]);
      return t('notify.log.redelivered');
    });

  return {
    status,
    busy,
    log,
    open,
    turnedOffAt,
    actions: { loadLog, toggleLog, ping, roll, turnOn, remove, redeliver },
  };
}
