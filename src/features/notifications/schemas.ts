// Wire schemas of an account's webhooks and notification settings (decision 084): the one
// declaration of what each call under /api/v4/webhooks/ and /api/v4/account/notifications/ takes
// and answers. The routes are validated with them, the OpenAPI document is generated from them, and
// contracts.ts derives the types the settings page and the browser use from them (as types only:
// the browser never loads TypeBox).
import Type, { type TSchema } from 'typebox';
import { NO_CONTENT, RowId, responses } from '../../platform/http/edge';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from './rules';

const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

/**
 * A webhook as the account's settings show it. `secretHint` is the secret's first and last
 * characters: the whole secret is shown once, when made. `turnedOffAt` is when it was turned off
 * after WEBHOOK_LIMITS.failuresToTurnOff deliveries in a row failed, or null while it is on: a
 * turned-off webhook gets no events, and its test event and redeliveries are refused (409
 * webhook_off) until it is turned back on.
 */
export const Webhook = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(Type.Enum([...WEBHOOK_EVENTS])),
  secretHint: Type.String(),
  createdAt: Type.String(),
  turnedOffAt: Type.Union([Type.String(), Type.Null()]),
});

/**
 * One delivery of an event to a webhook. `responseStatus` is the receiver's HTTP status of the last
 * attempt, or null (no answer); `error` why the last attempt failed (cut to 500 characters), or
 * null; `nextAttemptAt` when a pending delivery is tried next.
 */
export const Delivery = Type.Object({
  id: Type.Integer(),
  event: Type.String(),
  status: Type.Enum(['pending', 'delivered', 'failed']),
  attempts: Type.Integer(),
  responseStatus: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  createdAt: Type.String(),
  deliveredAt: Nullable(Type.String()),
  nextAttemptAt: Nullable(Type.String()),
});

/** A new webhook, or a rolled secret: the only answers that carry the secret in full. */
export const WebhookWithSecret = Type.Object({ webhook: Webhook, secret: Type.String() });

const WebhookParams = Type.Object({ webhookId: RowId });
const DeliveryParams = Type.Object({ webhookId: RowId, deliveryId: RowId });
const CreateBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: WEBHOOK_LIMITS.urlLength }),
    // Checked by the service, which says which events exist.
    events: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: WEBHOOK_EVENTS.length * 2 }),
  },
  { additionalProperties: false },
);
const OneDelivery = Type.Object({ delivery: Delivery });

/** An account's e-mail notifications, as a change answers them. */
export const NotificationSettings = Type.Object({
  weeklySummary: Type.Boolean(),
  mentionMails: Type.Boolean(),
});

/** The webhook and notification calls by name; contracts.ts gives each its method and path. */
export const notificationsSchemas = {
  webhooks: { response: responses({ 200: Type.Object({ webhooks: Type.Array(Webhook) }) }) },
  create: { body: CreateBody, response: responses({ 201: WebhookWithSecret }) },
  remove: { params: WebhookParams, response: responses(NO_CONTENT) },
  rollSecret: { params: WebhookParams, response: responses({ 200: WebhookWithSecret }) },
  turnOn: { params: WebhookParams, response: responses({ 200: Type.Object({ webhook: Webhook }) }) },
  ping: { params: WebhookParams, response: responses({ 202: OneDelivery }) },
  deliveries: {
    params: WebhookParams,
    response: responses({ 200: Type.Object({ deliveries: Type.Array(Delivery) }) }),
  },
  redeliver: { params: DeliveryParams, response: responses({ 202: OneDelivery }) },
  changeNotifications: {
    body: Type.Object(
      {
        weeklySummary: Type.Optional(Type.Boolean()),
        mentionMails: Type.Optional(
          Type.Boolean({ description: 'E-mail me when someone mentions me in a comment.' }),
        ),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    response: responses({ 200: NotificationSettings }),
  },
};
