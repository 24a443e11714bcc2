// An account's webhooks and notification settings, under /api/v4/webhooks/ and
// /api/v4/account/notifications/. Always the signed-in account's own: another account's webhook
// answers 404. Thin: validate, ask webhooks.service, present. Writes are CSRF-checked globally. Each
// call's method, path and schemas are declared once, in contracts.ts and schemas.ts (decision 084).
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { requireViewer } from '../accounts';
import { notificationsApi } from './contracts';
import { changeNotifications } from './notification-settings';
import { notificationsSchemas } from './schemas';
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

export async function webhookApiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const writes = { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } };
  const allowPrivate = app.config.notifications.allowPrivateNetwork;
  const viewer = (request: Parameters<typeof requireViewer>[0]) =>
    requireViewer(request, 'Log in to manage webhooks.');
  const route = declaredRoutes(app, notificationsApi, notificationsSchemas);

  app.route({
    ...route('webhooks'),
    handler: async (request) => ({ webhooks: await webhooksOf(app.db, viewer(request)) }),
  });

  app.route({
    ...route('create'),
    config: writes,
    handler: async (request, reply) =>
      reply.code(201).send(await createWebhook(app.db, viewer(request), request.body, allowPrivate)),
  });

  app.route({
    ...route('remove'),
    handler: async (request, reply) => {
      await removeWebhook(app.db, viewer(request), Number(request.params.webhookId));
      return reply.code(204).send();
    },
  });

  app.route({
    ...route('rollSecret'),
    config: writes,
    handler: async (request) => rollSecret(app.db, viewer(request), Number(request.params.webhookId)),
  });

  app.route({
    ...route('turnOn'),
    handler: async (request) => ({
      webhook: await turnOn(app.db, viewer(request), Number(request.params.webhookId)),
    }),
  });

  app.route({
    ...route('ping'),
    config: writes,
    handler: async (request, reply) =>
      reply
        .code(202)
        .send({ delivery: await sendPing(app.db, viewer(request), Number(request.params.webhookId)) }),
  });

  app.route({
    ...route('deliveries'),
    handler: async (request) => ({
      deliveries: await deliveriesOf(app.db, viewer(request), Number(request.params.webhookId)),
    }),
  });

  app.route({
    ...route('redeliver'),
    config: writes,
    handler: async (request, reply) => {
      const { webhookId, deliveryId } = request.params;
      const delivery = await redeliver(app.db, viewer(request), Number(webhookId), Number(deliveryId));
      return reply.code(202).send({ delivery });
    },
  });

  app.route({
    ...route('changeNotifications'),
    handler: async (request) =>
      changeNotifications(app.db, viewer(request), request.body, app.mailer.configured),
  });
}
