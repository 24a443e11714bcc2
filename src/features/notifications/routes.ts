// An account's webhooks and notification settings, under /api/v4/webhooks/ and
// /api/v4/account/notifications/. Always the signed-in account's own: another account's webhook
// answers 404. Thin: validate, ask webhooks.service, present. Writes are CSRF-checked globally.
import Type from 'typebox';
import { type App, NO_CONTENT, RowId, requireUser, responses } from '../../server/edge';
import { DeliveryBody, WebhookBody } from '../../server/routes/api/response-schemas';
import { changeWeeklySummary } from './notification-settings';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from './rules';
import {
  createWebhook,
  deliveriesOf,
  redeliver,
  removeWebhook,
  rollSecret,
  sendPing,
  turnOn,
  webhooksOf,
} from './webhooks.service';

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
const SecretAnswer = Type.Object({ webhook: WebhookBody, secret: Type.String() });
const NotificationsBody = Type.Object({ weeklySummary: Type.Boolean() }, { additionalProperties: false });

const user = (request: Parameters<typeof requireUser>[0]) =>
  requireUser(request, 'Log in to manage webhooks.');
/** Calls that make something or send a delivery are rate-limited like every create. */
const writesOf = (app: App) => ({
  rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' },
});

export async function webhookApiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  webhookRoutes(app);
  deliveryRoutes(app);
  notificationSettingsRoute(app);
}

/** The account's webhooks: list, add, remove, roll the secret, turn one back on. */
function webhookRoutes(app: App) {
  const writes = writesOf(app);
  const allowPrivate = app.config.notifications.allowPrivateNetwork;

  app.get(
    '/webhooks/',
    { schema: { response: responses({ 200: Type.Object({ webhooks: Type.Array(WebhookBody) }) }) } },
    async (request) => ({ webhooks: await webhooksOf(app.db, user(request)) }),
  );

  app.post(
    '/webhooks/',
    { schema: { body: CreateBody, response: responses({ 201: SecretAnswer }) }, config: writes },
    async (request, reply) =>
      reply.code(201).send(await createWebhook(app.db, user(request), request.body, allowPrivate)),
  );

  app.delete(
    '/webhooks/:webhookId/',
    { schema: { params: WebhookParams, response: responses(NO_CONTENT) } },
    async (request, reply) => {
      await removeWebhook(app.db, user(request), Number(request.params.webhookId));
      return reply.code(204).send();
    },
  );

  app.post(
    '/webhooks/:webhookId/secret/',
    { schema: { params: WebhookParams, response: responses({ 200: SecretAnswer }) }, config: writes },
    async (request) => rollSecret(app.db, user(request), Number(request.params.webhookId)),
  );

  app.post(
    '/webhooks/:webhookId/turn-on/',
    {
      schema: { params: WebhookParams, response: responses({ 200: Type.Object({ webhook: WebhookBody }) }) },
    },
    async (request) => ({ webhook: await turnOn(app.db, user(request), Number(request.params.webhookId)) }),
  );
}

/** A webhook's deliveries: send a ping, list them, send one again. */
function deliveryRoutes(app: App) {
  const writes = writesOf(app);

  app.post(
    '/webhooks/:webhookId/ping/',
    {
      schema: {
        params: WebhookParams,
        response: responses({ 202: Type.Object({ delivery: DeliveryBody }) }),
      },
      config: writes,
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ delivery: await sendPing(app.db, user(request), Number(request.params.webhookId)) }),
  );

  app.get(
    '/webhooks/:webhookId/deliveries/',
    {
      schema: {
        params: WebhookParams,
        response: responses({ 200: Type.Object({ deliveries: Type.Array(DeliveryBody) }) }),
      },
    },
    async (request) => ({
      deliveries: await deliveriesOf(app.db, user(request), Number(request.params.webhookId)),
    }),
  );

  app.post(
    '/webhooks/:webhookId/deliveries/:deliveryId/redeliver/',
    {
      schema: {
        params: DeliveryParams,
        response: responses({ 202: Type.Object({ delivery: DeliveryBody }) }),
      },
      config: writes,
    },
    async (request, reply) => {
      const { webhookId, deliveryId } = request.params;
      const delivery = await redeliver(app.db, user(request), Number(webhookId), Number(deliveryId));
      return reply.code(202).send({ delivery });
    },
  );
}

/** The account's notification settings: the weekly summary. */
function notificationSettingsRoute(app: App) {
  app.put(
    '/account/notifications/',
    {
      schema: {
        body: NotificationsBody,
        response: responses({ 200: Type.Object({ weeklySummary: Type.Boolean() }) }),
      },
    },
    async (request) =>
      changeWeeklySummary(app.db, user(request), request.body.weeklySummary, app.mailer.configured),
  );
}
