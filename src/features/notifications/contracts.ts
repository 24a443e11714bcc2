// Owners' webhooks and notification settings: what /api/v4/webhooks/ and the
// account settings page send.
import type { WebhookEvent } from './rules';

export { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookEvent } from './rules';

export interface WebhookData {
  id: number;
  url: string;
  events: WebhookEvent[];
  /** The secret's first and last characters; the whole secret is shown once, when made. */
  secretHint: string;
  createdAt: string;
  /**
   * When it was turned off after WEBHOOK_LIMITS.failuresToTurnOff deliveries in a row failed, or null
   * while it is on. A turned-off webhook gets no events, and its test event and redeliveries are
   * refused (409 webhook_off) until POST /api/v4/webhooks/{id}/turn-on/.
   */
  turnedOffAt: string | null;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface DeliveryData {
  id: number;
  event: string;
  status: DeliveryState;
  attempts: number;
  /** The receiver's HTTP status of the last attempt, or null (no answer). */
  responseStatus: number | null;
  /** Why the last attempt failed (cut to 500 characters), or null. */
  error: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** When a pending delivery is tried next. */
  nextAttemptAt: string | null;
}

/** A new webhook, or a rolled secret: the only answers that carry the secret in full. */
export interface WebhookWithSecret {
  webhook: WebhookData;
  secret: string;
}

export interface NotificationSettingsData {
  weeklySummary: boolean;
  mailConfigured: boolean;
  webhooks: WebhookData[];
  /** Webhooks may reach private addresses and plain http on this install. */
  allowPrivateNetwork: boolean;
}
