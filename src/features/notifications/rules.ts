// Accounts' webhooks: which events exist, how many hooks an account keeps, and
// when a failed delivery is tried again. Pure: the sending and signing live on the server.

/**
 * The events an account can subscribe to: about its own presentations, and `mention` when someone
 * names it in a comment on any deck it may comment on. `ping` is the test event, sent to one
 * webhook on request.
 */
export const WEBHOOK_EVENTS = ['view', 'like', 'comment', 'report', 'link.expired', 'mention'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookEventOrPing = WebhookEvent | 'ping';

export const WEBHOOK_LIMITS = {
  perAccount: 10,
  /** Deliveries kept per webhook: older ones are dropped as new ones arrive. */
  deliveriesKept: 200,
  urlLength: 2000,
  /** Stored error text is cut to this length. */
  errorLength: 500,
  /** How long a receiver has to answer (WEBHOOK_TIMEOUT_MS changes it). */
  timeoutMs: 5_000,
  /**
   * Requests in flight to one receiver (a URL's origin) at a time, from one app server: a receiver
   * that never answers holds two of them, and every other receiver is sent to meanwhile.
   */
  perReceiver: 2,
  /**
   * A webhook is turned off once this many of its deliveries in a row have failed, each after all
   * its retries (about 7.5 hours apiece): a receiver gone for good stops costing every event six
   * requests, and its owner is told by e-mail. They turn it back on in their settings.
   */
  failuresToTurnOff: 10,
} as const;

/**
 * Waits after each failed attempt, in units of the base interval (30 s in production): 30 s,
 * 2 min, 10 min, 1 h, 6 h; after the sixth attempt the delivery has failed.
 */
export const RETRY_STEPS = [1, 4, 20, 120, 720] as const;

/** How long to wait after failed attempt number `attempts` (1-based), or null: give up. */
export function retryDelayMs(attempts: number, baseMs: number): number | null {
  const step = RETRY_STEPS[attempts - 1];
  return step === undefined ? null : step * baseMs;
}

export const isWebhookEvent = (value: string): value is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(value);

/**
 * Should a webhook be turned off? `latest` are the states of its latest finished deliveries, newest
 * first: yes when there are enough of them and every one failed.
 */
export const failingTooLong = (latest: readonly ('delivered' | 'failed')[]): boolean =>
  latest.length >= WEBHOOK_LIMITS.failuresToTurnOff &&
  latest.slice(0, WEBHOOK_LIMITS.failuresToTurnOff).every((state) => state === 'failed');

/** "whsec_…a1b2": enough of a secret to tell two apart, after it was shown once in full. */
export const maskSecret = (secret: string): string => `${secret.slice(0, 6)}…${secret.slice(-4)}`;
