// The one place where owner-facing events are raised: a counted view, a like, a comment, a report,
// a share link's expiry, and a mention, which goes to the person named instead of the owner. Each
// becomes a delivery row per subscribed webhook of the presentation's owner (or that recipient)
// and, for a view through a link that asks for it, an e-mail in the outbox; the dispatcher
// (notification-dispatcher.ts) sends them. Raising never slows or fails the request that caused
// it: the rows are written after the request's own write has committed, in the background, and
// an error is logged, never thrown to the visitor.

import { randomId } from '../../kernel/ids';
import { presentationPath, statsPath } from '../../kernel/paths';
import type { Db } from '../../platform/db/connection';
import type { Log } from '../../platform/log';
import type { Mailer } from '../../platform/mail/mailer';
import type { LinkNotify } from '../sharing';
import { viewMail } from './notification-mails';
import {
  claimFirstViewNotice,
  mailsQueuedSince,
  type OwnerOfPresentation,
  ownerOfPresentation,
  queueMail,
} from './repository';
import { WEBHOOK_LIMITS, type WebhookEvent, type WebhookEventOrPing } from './rules';
import { insertDeliveries, webhooksFor } from './webhooks.repository';

export interface RaisedEvent {
  type: WebhookEvent;
  presentationId: number;
  /** The share link it happened through (a view), or the link that expired. */
  link?: { id: string; name: string | null; notify?: LinkNotify } | null;
  /** Event details: never secrets; a visitor's e-mail only for a link that asks for one. */
  data?: Record<string, unknown>;
  /** The account whose webhooks hear it (a mention: the person named); the deck's owner otherwise. */
  recipientId?: number;
  at?: Date;
}

/** The JSON body every webhook receives. */
export interface EventPayload {
  id: string;
  type: WebhookEventOrPing;
  created_at: string;
  presentation: { oid: string; title: string; url: string } | null;
  link?: { id: string; name: string | null };
  data: Record<string, unknown>;
}

/** Per-view e-mails an account gets at most per hour ("every view" under a flood stays bounded). */
export const VIEW_MAILS_PER_HOUR = 60;

export interface OwnerEventsDeps {
  db: Db;
  log: Log;
  mailer: Pick<Mailer, 'configured'>;
  brandName: string;
  /**
   * The site's origin for the addresses in payloads and e-mails: PUBLIC_URL, or the address the
   * app listens on. Never a request's Host, which whoever sends the request chooses.
   */
  origin: () => string;
}

export class OwnerEvents {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: OwnerEventsDeps) {}

  /** Records the event in the background; the caller never waits for it nor sees its errors. */
  raise(event: RaisedEvent): void {
    const work = this.record(event)
      .catch((error) =>
        this.deps.log.error({ err: error, event: event.type }, 'Could not raise an owner event'),
      )
      .finally(() => this.running.delete(work));
    this.running.add(work);
  }

  /** The site's origin for addresses in payloads and e-mails (PUBLIC_URL, else where the app listens). */
  origin(): string {
    return this.deps.origin();
  }

  /** Waits for events raised so far (tests, and closing the app). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** Writes the event's deliveries and e-mails now. */
  async record(event: RaisedEvent): Promise<void> {
    const { db } = this.deps;
    const owner = await ownerOfPresentation(db, event.presentationId);
    if (!owner) return;
    const at = event.at ?? new Date();
    const hooks = await webhooksFor(db, event.recipientId ?? owner.userId, event.type);
    if (hooks.length > 0) {
      const payload = JSON.stringify(buildPayload(event, this.deps.origin(), owner, at));
      await insertDeliveries(
        db,
        hooks.map((hook) => ({
          webhook_id: hook.id,
          event: event.type,
          payload,
          created_at: at.toISOString(),
        })),
        WEBHOOK_LIMITS.deliveriesKept,
      );
    }
    if (event.type === 'view' && event.link?.notify && event.link.notify !== 'off')
      await this.queueViewMail(event, owner, at);
  }

  private async queueViewMail(event: RaisedEvent, owner: OwnerOfPresentation, at: Date) {
    const { db, mailer } = this.deps;
    const link = event.link!;
    if (!mailer.configured) return;
    const first = link.notify === 'first';
    if (first && !(await claimFirstViewNotice(db, link.id, at.toISOString()))) return;
    if (!first) {
      const hourAgo = new Date(at.getTime() - 3600_000).toISOString();
      if ((await mailsQueuedSince(db, owner.userId, 'view', hourAgo)) >= VIEW_MAILS_PER_HOUR) return;
    }
    const mail = viewMail({
      title: owner.title,
      linkName: link.name,
      linkId: link.id,
      email: typeof event.data?.email === 'string' ? event.data.email : null,
      at,
      statsUrl: `${this.deps.origin()}${statsPath(owner.oid)}`,
      brand: this.deps.brandName,
      first,
      language: owner.language,
    });
    await queueMail(
      db,
      {
        user_id: owner.userId,
        kind: 'view',
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
      },
      at.toISOString(),
    );
  }
}

export function buildPayload(
  event: Pick<RaisedEvent, 'type' | 'link' | 'data'>,
  origin: string,
  owner: Pick<OwnerOfPresentation, 'oid' | 'title' | 'slug'>,
  at: Date,
): EventPayload {
  return {
    id: `evt_${randomId(20)}`,
    type: event.type,
    created_at: at.toISOString(),
    presentation: { oid: owner.oid, title: owner.title, url: `${origin}${presentationPath(owner)}` },
    ...(event.link ? { link: { id: event.link.id, name: event.link.name } } : {}),
    data: event.data ?? {},
  };
}

/** The test event ("Send test event"): no presentation. */
export const pingPayload = (at: Date): EventPayload => ({
  id: `evt_${randomId(20)}`,
  type: 'ping',
  created_at: at.toISOString(),
  presentation: null,
  data: { message: 'A test event from Podium: your webhook is reachable.' },
});
