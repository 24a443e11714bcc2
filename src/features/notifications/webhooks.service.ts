// An account's webhooks: register (URL checked against SSRF, secret made and
// shown once), delete, roll the secret, send a test event, read the delivery log, redeliver.
// Every call is about the signed-in account's own webhooks: another's do not exist (404).

import type { Viewer } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';

import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { DeliveryData, WebhookData, WebhookWithSecret } from './contracts';
import { pingPayload } from './owner-events';
import { maskSecret, WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookEvent } from './rules';
import { checkWebhookUrl } from './webhooks/addresses';
import { newWebhookSecret } from './webhooks/signing';
import {
  countWebhooks,
  deleteWebhook,
  findDelivery,
  findWebhook,
  insertDeliveries,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  turnOnWebhook,
  updateWebhookSecret,
  type Webhook,
  type WebhookDelivery,
} from './webhooks.repository';

/** Deliveries the settings page lists per webhook. */
export const DELIVERIES_SHOWN = 50;

export const presentWebhook = (hook: Webhook): WebhookData => ({
  id: hook.id,
  url: hook.url,
  events: hook.events.filter((e): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e)),
  secretHint: maskSecret(hook.secret),
  createdAt: hook.created_at,
  turnedOffAt: hook.disabled_at,
});

export const presentDelivery = (row: WebhookDelivery): DeliveryData => ({
  id: row.id,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.response_status,
  error: row.error,
  createdAt: row.created_at,
  deliveredAt: row.delivered_at,
  nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
});

export async function webhooksOf(db: Db, viewer: Viewer): Promise<WebhookData[]> {
  return (await listWebhooks(db, viewer.id)).map(presentWebhook);
}

export async function createWebhook(
  db: Db,
  viewer: Viewer,
  input: { url: string; events: string[] },
  allowPrivate: boolean,
  now = new Date(),
): Promise<WebhookWithSecret> {
  const events = [...new Set(input.events)];
  if (events.length === 0) throw badRequest('Choose at least one event.', 'invalid_webhook_events');
  if (!events.every((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e)))
    throw badRequest(`Events must be among ${WEBHOOK_EVENTS.join(', ')}.`, 'invalid_webhook_events');
  const checked = await checkWebhookUrl(input.url.trim(), allowPrivate);
  if (!checked.ok) throw badRequest(checked.message, checked.code);
  if ((await countWebhooks(db, viewer.id)) >= WEBHOOK_LIMITS.perAccount)
    throw conflict(`An account can have at most ${WEBHOOK_LIMITS.perAccount} webhooks.`, 'too_many_webhooks');
  const secret = newWebhookSecret();
  const hook = await insertWebhook(db, {
    user_id: viewer.id,
    url: checked.url.toString(),
    secret,
    events,
    created_at: now.toISOString(),
  });
  return { webhook: presentWebhook(hook), secret };
}

async function own(db: Db, viewer: Viewer, id: number): Promise<Webhook> {
  const hook = await findWebhook(db, viewer.id, id);
  if (!hook) throw notFound('You have no such webhook.');
  return hook;
}

export async function removeWebhook(db: Db, viewer: Viewer, id: number) {
  await deleteWebhook(db, (await own(db, viewer, id)).id);
}

export async function rollSecret(db: Db, viewer: Viewer, id: number): Promise<WebhookWithSecret> {
  const hook = await own(db, viewer, id);
  const secret = newWebhookSecret();
  await updateWebhookSecret(db, hook.id, secret);
  return { webhook: presentWebhook({ ...hook, secret }), secret };
}

export async function deliveriesOf(db: Db, viewer: Viewer, id: number): Promise<DeliveryData[]> {
  const hook = await own(db, viewer, id);
  return (await listDeliveries(db, hook.id, DELIVERIES_SHOWN)).map(presentDelivery);
}

/** A turned-off webhook is sent nothing, not even by hand, until its owner turns it back on. */
function requireOn(hook: Webhook) {
  if (hook.disabled_at !== null)
    throw conflict('This webhook is turned off; turn it back on first.', 'webhook_off');
}

/** Turns a webhook back on: its waiting deliveries go out again, and new events reach it. */
export async function turnOn(db: Db, viewer: Viewer, id: number): Promise<WebhookData> {
  const hook = await own(db, viewer, id);
  await turnOnWebhook(db, hook.id);
  return presentWebhook({ ...hook, disabled_at: null });
}

/** "Send test event": a ping, queued like any delivery (the loop sends it within a second). */
export async function sendPing(db: Db, viewer: Viewer, id: number, now = new Date()): Promise<DeliveryData> {
  const hook = await own(db, viewer, id);
  requireOn(hook);
  const payload = pingPayload(now);
  const [row] = await insertDeliveries(
    db,
    [{ webhook_id: hook.id, event: 'ping', payload: JSON.stringify(payload), created_at: now.toISOString() }],
    WEBHOOK_LIMITS.deliveriesKept,
  );
  return presentDelivery(row!);
}

/** Sends a delivery's payload again, as a new delivery (the old one stays in the log). */
export async function redeliver(
  db: Db,
  viewer: Viewer,
  id: number,
  deliveryId: number,
  now = new Date(),
): Promise<DeliveryData> {
  const hook = await own(db, viewer, id);
  requireOn(hook);
  const old = await findDelivery(db, hook.id, deliveryId);
  if (!old) throw notFound('This webhook has no such delivery.');
  const [row] = await insertDeliveries(
    db,
    [{ webhook_id: hook.id, event: old.event, payload: old.payload, created_at: now.toISOString() }],
    WEBHOOK_LIMITS.deliveriesKept,
  );
  return presentDelivery(row!);
}
