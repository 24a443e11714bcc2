// The Podium-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over
// "<t>.<raw body>" with the webhook's secret. The timestamp is signed with the body, so a receiver
// can refuse an old message replayed to it (docs/GUIDE.md,
// "Webhooks and verifying a webhook").
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** What a receiver does: the MAC matches and the time is within `toleranceSeconds` of now. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !parts.v1) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
