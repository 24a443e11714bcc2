// SQL for owners' webhooks and their deliveries. A delivery is claimed by a
// conditional UPDATE on its attempt count, so of several app servers exactly one sends it.
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { WebhookEventOrPing } from './rules';
import type { DeliveryStatus, WebhookDeliveriesTable, WebhooksTable } from './tables';

export interface Webhook {
  id: number;
  user_id: number;
  url: string;
  secret: string;
  events: string[];
  created_at: string;
  disabled_at: string | null;
}

export type WebhookDelivery = Selectable<WebhookDeliveriesTable>;

const decodeWebhook = (row: Selectable<WebhooksTable>): Webhook => ({
  ...row,
  events: JSON.parse(row.events) as string[],
});

export async function listWebhooks(db: Db, userId: number): Promise<Webhook[]> {
  const rows = await db
    .selectFrom('webhooks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'asc')
    .execute();
  return rows.map(decodeWebhook);
}

export async function countWebhooks(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One webhook of this account (another account's does not exist here). */
export async function findWebhook(db: Db, userId: number, id: number): Promise<Webhook | undefined> {
  const row = await db
    .selectFrom('webhooks')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && decodeWebhook(row);
}

export async function insertWebhook(
  db: Db,
  values: { user_id: number; url: string; secret: string; events: string[]; created_at: string },
): Promise<Webhook> {
  const row = await db
    .insertInto('webhooks')
    .values({ ...values, events: JSON.stringify(values.events), disabled_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodeWebhook(row);
}

export async function updateWebhookSecret(db: Db, id: number, secret: string) {
  await db.updateTable('webhooks').set({ secret }).where('id', '=', id).execute();
}

export async function deleteWebhook(db: Db, id: number) {
  await db.deleteFrom('webhooks').where('id', '=', id).execute();
}

/** The live webhooks of an account that subscribe to this event. */
export async function webhooksFor(db: Db, userId: number, event: WebhookEventOrPing): Promise<Webhook[]> {
  const hooks = await db
    .selectFrom('webhooks')
    .selectAll()
    .where('user_id', '=', userId)
    .where('disabled_at', 'is', null)
    .execute();
  return hooks.map(decodeWebhook).filter((hook) => hook.events.includes(event));
}

export async function insertDeliveries(
  db: Db,
  rows: { webhook_id: number; event: string; payload: string; created_at: string }[],
  keep: number,
): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('webhook_deliveries')
    .values(
      rows.map((row) => ({
        ...row,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: row.created_at,
        response_status: null,
        error: null,
        delivered_at: null,
      })),
    )
    .returningAll()
    .execute();
  // Each webhook keeps its last `keep` deliveries: a flood of events costs a bounded number of rows.
  for (const webhookId of new Set(rows.map((row) => row.webhook_id))) {
    await db
      .deleteFrom('webhook_deliveries')
      .where('webhook_id', '=', webhookId)
      .where(
        'id',
        '<=',
        db
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('webhook_id', '=', webhookId)
          .orderBy('id', 'desc')
          .limit(1)
          .offset(keep),
      )
      .execute();
  }
  return inserted;
}

export async function listDeliveries(db: Db, webhookId: number, limit: number): Promise<WebhookDelivery[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findDelivery(
  db: Db,
  webhookId: number,
  id: number,
): Promise<WebhookDelivery | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', id)
    .where('webhook_id', '=', webhookId)
    .executeTakeFirst();
}

/** Deliveries whose time has come (their claim is taken one by one). */
/** The states of a webhook's latest finished deliveries, newest first. */
export async function latestFinishedStates(
  db: Db,
  webhookId: number,
  limit: number,
): Promise<('delivered' | 'failed')[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select('status')
    .where('webhook_id', '=', webhookId)
    .where('status', '!=', 'pending')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => (row.status === 'delivered' ? 'delivered' : 'failed'));
}

/** Turns a webhook off; true for the one caller that did (several app servers may try at once). */
export async function turnOffWebhook(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({ disabled_at: now })
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function turnOnWebhook(db: Db, id: number) {
  await db.updateTable('webhooks').set({ disabled_at: null }).where('id', '=', id).execute();
}

/** Due deliveries of webhooks that are on: a turned-off webhook's pending ones wait for it to be turned on. */
/** Due deliveries, oldest first, leaving out those already queued here and webhooks not to read now. */
export async function dueDeliveries(
  db: Db,
  now: string,
  limit: number,
  skip: { ids: number[]; webhooks: number[] } = { ids: [], webhooks: [] },
) {
  let query = db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
    .select([
      'webhook_deliveries.id',
      'webhook_deliveries.event',
      'webhook_deliveries.payload',
      'webhook_deliveries.attempts',
      'webhook_deliveries.webhook_id',
      'webhooks.url',
      'webhooks.secret',
      'webhooks.user_id',
    ])
    .where('webhooks.disabled_at', 'is', null)
    .where('webhook_deliveries.status', '=', 'pending')
    .where('webhook_deliveries.next_attempt_at', '<=', now);
  if (skip.ids.length > 0) query = query.where('webhook_deliveries.id', 'not in', skip.ids);
  if (skip.webhooks.length > 0) query = query.where('webhook_deliveries.webhook_id', 'not in', skip.webhooks);
  return query.orderBy('webhook_deliveries.next_attempt_at', 'asc').limit(limit).execute();
}

/**
 * Takes a due delivery for one attempt: only if nobody took it since it was read (its attempt count
 * is unchanged). While it is being sent its next attempt is pushed to `leaseUntil`, so a server that
 * dies mid-send leaves it to be tried again then. True when this caller has it.
 */
export async function claimDelivery(
  db: Db,
  id: number,
  seenAttempts: number,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ attempts: seenAttempts + 1, next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', seenAttempts)
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishDelivery(
  db: Db,
  id: number,
  values: {
    status: DeliveryStatus;
    next_attempt_at?: string;
    response_status: number | null;
    error: string | null;
    delivered_at?: string | null;
  },
) {
  await db.updateTable('webhook_deliveries').set(values).where('id', '=', id).execute();
}
