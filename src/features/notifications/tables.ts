// The stored shapes of the tables this feature writes: webhooks, their deliveries and the mail outbox.
// They join Database (src/platform/db/schema.ts) by the module augmentation at the end, so a repository
// keeps one Kysely<Database> and its joins across features stay typed (decision 089).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/columns';

/** An owner's webhook: events (a JSON list) are POSTed to url, signed with secret. */
export interface WebhooksTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  secret: string;
  events: string;
  created_at: Timestamp;
  disabled_at: Timestamp | null;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event sent (or to be sent) to one webhook; attempts doubles as the claim's version. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  payload: string;
  status: DeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  response_status: number | null;
  error: string | null;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
}

/** E-mails waiting to go out (per-view notices, weekly summaries, mentions…), retried a little. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The account whose mail it is; for a team invitation, the inviter's. */
  user_id: number;
  kind: 'view' | 'summary' | 'webhook-off' | 'team_invitation' | 'team_acceptance' | 'comment_mention';
  /** The recipient when it is not the account's own address (a team invitation). */
  to_email: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string;
  text_body: string;
  html_body: string;
  status: DeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    webhooks: WebhooksTable;
    webhook_deliveries: WebhookDeliveriesTable;
    mail_outbox: MailOutboxTable;
  }
}
