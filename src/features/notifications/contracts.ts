// Owners' webhooks and notification settings: what /api/v4/webhooks/ and the account settings
// page send. The calls' shapes are declared once, as the TypeBox schemas in schemas.ts (decision
// 084); this file takes their types from there and imports them as types only, so the browser,
// which loads this file, never loads TypeBox.
import type { Static } from 'typebox';
import { endpoints } from '../../kernel/endpoint';
import type * as schemas from './schemas';

export { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookEvent } from './rules';

/** A webhook as the settings show it, its secret masked (schemas.ts says what each field holds). */
export type WebhookData = Static<typeof schemas.Webhook>;

/** One delivery of an event to a webhook, in its delivery log. */
export type DeliveryData = Static<typeof schemas.Delivery>;
export type DeliveryState = DeliveryData['status'];

/** A new webhook, or a rolled secret: the only answers that carry the secret in full. */
export type WebhookWithSecret = Static<typeof schemas.WebhookWithSecret>;

export interface NotificationSettingsData {
  weeklySummary: boolean;
  /** E-mail when someone mentions the account in a comment. */
  mentionMails: boolean;
  mailConfigured: boolean;
  webhooks: WebhookData[];
  /** Webhooks may reach private addresses and plain http on this install. */
  allowPrivateNetwork: boolean;
}

/**
 * The webhook and notification calls: method and path, plain data the browser's calls and the
 * routes share. Their schemas are schemas.ts's notificationsSchemas, entry by entry.
 */
export const notificationsApi = endpoints<typeof schemas.notificationsSchemas>()({
  webhooks: { method: 'GET', path: '/api/v4/webhooks/' },
  create: { method: 'POST', path: '/api/v4/webhooks/' },
  remove: { method: 'DELETE', path: '/api/v4/webhooks/:webhookId/' },
  rollSecret: { method: 'POST', path: '/api/v4/webhooks/:webhookId/secret/' },
  turnOn: { method: 'POST', path: '/api/v4/webhooks/:webhookId/turn-on/' },
  ping: { method: 'POST', path: '/api/v4/webhooks/:webhookId/ping/' },
  deliveries: { method: 'GET', path: '/api/v4/webhooks/:webhookId/deliveries/' },
  redeliver: { method: 'POST', path: '/api/v4/webhooks/:webhookId/deliveries/:deliveryId/redeliver/' },
  changeNotifications: { method: 'PUT', path: '/api/v4/account/notifications/' },
});
