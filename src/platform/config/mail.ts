// Outgoing e-mail and owners' notifications: the SMTP server and sender, and how webhooks are
// delivered (where they may reach, how often the outbox is looked at, retries and time-outs).
import { smtpUrlProblem } from '../mail/mailer';
import type { EnvReader } from './env-reader';

export interface MailConfig {
  /** Outgoing e-mail (SMTP_URL, MAIL_FROM): verification codes and owners' notifications. */
  mail: { smtpUrl?: string; mailFrom?: string };
  /** Owners' webhooks and notification e-mails. */
  notifications: {
    /** WEBHOOKS_ALLOW_PRIVATE_NETWORK: webhooks may reach private addresses and plain http. */
    allowPrivateNetwork: boolean;
    /** NOTIFICATIONS_POLL_MS: the slot of the notifications.dispatch job (a look for due deliveries). */
    pollMs: number;
    /** WEBHOOK_RETRY_BASE_MS: the first retry's wait; later ones are 4, 20, 120 and 720 times it. */
    retryBaseMs: number;
    /** WEBHOOK_TIMEOUT_MS: how long a receiver has to answer a delivery. */
    timeoutMs: number;
  };
}

export function readMail({ read, int, bool, problems }: EnvReader): MailConfig {
  const smtpUrl = read('SMTP_URL');
  const mailFrom = read('MAIL_FROM');
  if (smtpUrl !== undefined) {
    const problem = smtpUrlProblem(smtpUrl);
    if (problem) problems.push(problem);
    if (mailFrom === undefined)
      problems.push('MAIL_FROM is required with SMTP_URL, such as "Podium <podium@example.com>"');
  }
  if (mailFrom !== undefined && !/@[^\s@>]+\.[^\s@>]+>?$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address, such as "Podium <podium@example.com>" (got "${mailFrom}")`);
  }
  return {
    mail: { smtpUrl, mailFrom },
    notifications: {
      allowPrivateNetwork: bool('WEBHOOKS_ALLOW_PRIVATE_NETWORK', false),
      pollMs: int('NOTIFICATIONS_POLL_MS', 1000, 10, 3_600_000),
      retryBaseMs: int('WEBHOOK_RETRY_BASE_MS', 30_000, 10, 86_400_000),
      timeoutMs: int('WEBHOOK_TIMEOUT_MS', 5_000, 50, 60_000),
    },
  };
}
