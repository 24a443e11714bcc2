// Outgoing e-mail: verification codes for share links and the owners'
// notifications, sent through SMTP with nodemailer. SMTP_URL and MAIL_FROM configure it; without
// them `configured` is false and every feature that needs mail says so instead of failing silently.
import { createTransport } from 'nodemailer';

/** What a setting that sends e-mail answers while SMTP is not configured (409 mail_not_configured). */
export const MAIL_NOT_CONFIGURED = 'Needs outgoing e-mail: set SMTP_URL and MAIL_FROM.';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body: every message has one. */
  text: string;
  /** An optional HTML body; callers escape what they put in it. */
  html?: string;
}

export interface Mailer {
  readonly configured: boolean;
  /** Sends one message; rejects with MailNotConfigured without SMTP, or with the SMTP error. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class MailNotConfigured extends Error {
  constructor() {
    super('E-mail is not configured: set SMTP_URL and MAIL_FROM');
    this.name = 'MailNotConfigured';
  }
}

export interface MailConfig {
  smtpUrl?: string;
  mailFrom?: string;
}

/** A slow or silent SMTP server never holds a request (or a sender) for long. */
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(config: MailConfig): Mailer {
  const { smtpUrl, mailFrom } = config;
  if (!smtpUrl || !mailFrom) {
    return {
      configured: false,
      send: () => Promise.reject(new MailNotConfigured()),
      close: () => {},
    };
  }
  const url = new URL(smtpUrl);
  const transport = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // smtp://host?tls=off talks plain SMTP to a relay on a private network or in tests.
    ignoreTLS: url.searchParams.get('tls') === 'off',
    pool: true,
    maxConnections: 2,
    ...TIMEOUTS_MS,
  });
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: mailFrom, ...message });
    },
    close: () => transport.close(),
  };
}

/** SMTP_URL: smtp:// (STARTTLS when offered) or smtps:// (TLS from the start). */
export function smtpUrlProblem(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (['smtp:', 'smtps:'].includes(url.protocol) && url.hostname) return null;
  } catch {
    // reported below
  }
  return `SMTP_URL must be an smtp:// or smtps:// address, such as smtps://user:password@mail.example.com (got "${raw.replace(/\/\/[^@/]*@/, '//…@')}")`;
}
