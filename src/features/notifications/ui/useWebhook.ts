// One webhook's actions in the account settings, one at a time with a status: a test event, the
// secret rolled, turning it back on, deletion, and its delivery log (loaded when opened, refreshed,
// a delivery sent again). A webhook the server turned off stays off until turned back on. Each
// call through callApi and the declared table (decision 084).
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { useAction } from '../../../ui-kit/actions/useAction';
import { type DeliveryData, notificationsApi, type WebhookData, type WebhookWithSecret } from '../contracts';

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

  return {
    status,
    busy,
    log,
    open,
    turnedOffAt,
    actions: { loadLog, toggleLog, ping, roll, turnOn, remove, redeliver },
  };
}
