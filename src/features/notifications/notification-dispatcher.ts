// Sends the owners' notifications: due webhook deliveries and e-mails of the outbox, the
// announcements of share links that expired, and the weekly summaries. A pass over what is due is
// a scheduled job on the job queue (`notifications.dispatch`, every NOTIFICATIONS_POLL_MS, decision
// 081), so each slot runs on one app server; every row a pass takes is claimed with a conditional
// UPDATE first, which keeps each delivery, e-mail and summary single when passes overlap. A
// delivery's or an e-mail's back-off is its row's next attempt, so a later pass retries it.
// Deliveries go out through per-receiver lanes that outlive the pass, so a slow receiver never
// holds up the queue or another receiver. `now` is the queue's clock, so a test runs a week ahead.
import { presentationPath } from '../../kernel/paths';
import type { Db } from '../../platform/db/connection';
import type { JobContext, JobQueue } from '../../platform/jobs/queue';
import type { Log } from '../../platform/log';
import type { Mailer } from '../../platform/mail/mailer';
import { findUserById } from '../accounts';
import { summaryMail, webhookOffMail } from './notification-mails';
import type { OwnerEvents } from './owner-events';
import {
  claimExpiryAnnouncement,
  claimMail,
  claimSummary,
  dueMails,
  finishMail,
  pruneMails,
  queueMail,
  summariesDue,
  summaryFigures,
  topLinks,
  unannouncedExpiredLinks,
} from './repository';
import { failingTooLong, retryDelayMs, WEBHOOK_LIMITS } from './rules';
import { DeliveryLanes } from './webhooks/delivery-lanes';
import { sendWebhook } from './webhooks/sender';
import {
  claimDelivery,
  dueDeliveries,
  finishDelivery,
  latestFinishedStates,
  turnOffWebhook,
} from './webhooks.repository';

export interface DispatcherDeps {
  db: Db;
  log: Log;
  mailer: Mailer;
  events: OwnerEvents;
  config: {
    allowPrivateNetwork: boolean;
    retryBaseMs: number;
    timeoutMs?: number;
    brandName: string;
  };
  /** The site's origin for addresses in payloads and e-mails the dispatcher writes itself. */
  origin: () => string;
}

export const DISPATCH_JOB = 'notifications.dispatch';
const BATCH = 20;
/** Reads of due deliveries per pass: a later one leaves out the receivers found full by an earlier. */
const DELIVERY_READS = 3;
/** Per-view e-mails are tried three times, a minute apart. */
const MAIL_ATTEMPTS = 3;
const MAIL_RETRY_MS = 60_000;
/** A claimed e-mail is leased this long: past it, a server that died mid-send is retried. */
const MAIL_LEASE_MS = 60_000;
const WEEK_MS = 7 * 24 * 3600_000;
const truncate = (text: string) => text.slice(0, WEBHOOK_LIMITS.errorLength);

/** A clock that starts at `now` (which a test may set ahead) and moves on in real time. */
const elapsedSince = (now: Date) => {
  const started = performance.now();
  return () => new Date(now.getTime() + (performance.now() - started));
};

type Due = Awaited<ReturnType<typeof dueDeliveries>>[number] & { clock: () => Date };

export class NotificationDispatcher {
  private readonly lanes: DeliveryLanes<Due>;
  private readonly timeoutMs: number;

  constructor(private readonly deps: DispatcherDeps) {
    this.timeoutMs = deps.config.timeoutMs ?? WEBHOOK_LIMITS.timeoutMs;
    this.lanes = new DeliveryLanes<Due>(
      { perReceiver: WEBHOOK_LIMITS.perReceiver, perLane: BATCH, total: BATCH * 10 },
      (delivery) => this.deliver(delivery),
      (error) => deps.log.error({ err: error }, 'A webhook delivery failed'),
    );
  }

  /**
   * Puts the pass on the job queue, every `everyMs`. A pass does not wait for the deliveries it
   * queued: each receiver's lane sends on its own, so neither the queue nor another receiver waits
   * on a slow one. Not before the server is ready: a pass waits on SMTP, which must not hold that up.
   */
  scheduleOn(jobs: Pick<JobQueue, 'schedule'>, everyMs: number) {
    const pass = (_payload: unknown, job: JobContext) => this.runPass(job.now, false);
    jobs.schedule(DISPATCH_JOB, everyMs, pass, { beforeReady: false });
  }

  /** On shutdown, after the queue stopped: what waits is left pending; requests under way finish. */
  async stop() {
    this.lanes.dropWaiting();
    await this.lanes.idle();
  }

  /** Resolves once every delivery queued so far has been sent (tests). */
  settled = (): Promise<void> => this.lanes.idle();

  /** One pass over everything due, waiting for the deliveries it started: what tests call. */
  async runOnce(now = new Date()): Promise<void> {
    await this.runPass(now, true);
  }

  private async runPass(now: Date, settle: boolean) {
    await this.announceExpiredLinks(now);
    await this.queueSummaries(now);
    const deliveries = this.queueDeliveries(now);
    await Promise.all([
      settle ? deliveries.then((sent) => Promise.all(sent)) : deliveries,
      this.sendMails(now),
    ]);
  }

  /** Sends what is due at `now` once what is under way has finished, and waits for it (tests). */
  async sendDeliveries(now: Date) {
    await this.lanes.idle();
    await Promise.all(await this.queueDeliveries(now));
  }

  private async queueDeliveries(now: Date): Promise<Promise<boolean>[]> {
    const clock = elapsedSince(now);
    const queued: Promise<boolean>[] = [];
    for (let read = 0; read < DELIVERY_READS && this.lanes.hasRoom(); read++) {
      const due = await dueDeliveries(this.deps.db, now.toISOString(), BATCH, {
        ids: this.lanes.heldIds(),
        webhooks: this.lanes.fullWebhooks(),
      });
      for (const delivery of due) queued.push(this.lanes.add({ ...delivery, clock }));
      if (due.length < BATCH) break;
    }
    return queued;
  }

  /** One attempt at one delivery, claimed first so that of several app servers only one sends it. */
  private async deliver(delivery: Due) {
    const { db, config } = this.deps;
    const now = delivery.clock();
    // Past the lease, a server that died mid-send leaves the delivery to be tried again.
    const lease = new Date(now.getTime() + this.timeoutMs * 3).toISOString();
    if (!(await claimDelivery(db, delivery.id, delivery.attempts, now.toISOString(), lease))) return;
    const attempts = delivery.attempts + 1;
    const result = await sendWebhook(
      {
        deliveryId: delivery.id,
        event: delivery.event,
        url: delivery.url,
        secret: delivery.secret,
        body: delivery.payload,
      },
      { allowPrivate: config.allowPrivateNetwork, timeoutMs: this.timeoutMs },
    );
    const finished = delivery.clock();
    if (result.ok) {
      await finishDelivery(db, delivery.id, {
        status: 'delivered',
        response_status: result.status,
        error: null,
        delivered_at: finished.toISOString(),
      });
      return;
    }
    const wait = retryDelayMs(attempts, config.retryBaseMs);
    await finishDelivery(db, delivery.id, {
      status: wait === null ? 'failed' : 'pending',
      next_attempt_at: new Date(finished.getTime() + (wait ?? 0)).toISOString(),
      response_status: result.status,
      error: result.error === null ? null : truncate(result.error),
    });
    if (wait === null) await this.turnOffIfFailing(delivery, finished);
  }

  /** After a delivery failed for good: turn its webhook off when too many in a row have, and say so. */
  async turnOffIfFailing(delivery: { webhook_id: number; user_id: number; url: string }, now: Date) {
    const { db, log, config } = this.deps;
    const latest = await latestFinishedStates(db, delivery.webhook_id, WEBHOOK_LIMITS.failuresToTurnOff);
    if (!failingTooLong(latest)) return;
    if (!(await turnOffWebhook(db, delivery.webhook_id, now.toISOString()))) return;
    log.warn({ webhook: delivery.webhook_id }, 'A webhook was turned off after repeated failed deliveries');
    const owner = await findUserById(db, delivery.user_id);
    if (!owner) return;
    const mail = webhookOffMail({
      url: delivery.url,
      failures: WEBHOOK_LIMITS.failuresToTurnOff,
      settingsUrl: `${this.deps.origin()}/settings/#webhooks`,
      brand: config.brandName,
      language: owner.language,
    });
    await queueMail(
      db,
      {
        user_id: owner.id,
        kind: 'webhook-off',
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
      },
      now.toISOString(),
    );
  }

  async sendMails(now: Date) {
    const { db, mailer, log } = this.deps;
    if (!mailer.configured) return;
    const due = await dueMails(db, now.toISOString(), BATCH);
    const clock = elapsedSince(now);
    for (const mail of due) {
      const lease = new Date(now.getTime() + MAIL_LEASE_MS).toISOString();
      if (!(await claimMail(db, mail.id, mail.attempts, now.toISOString(), lease))) continue;
      try {
        await mailer.send({
          to: mail.email,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
        });
        await finishMail(db, mail.id, {
          status: 'delivered',
          error: null,
          sent_at: clock().toISOString(),
        });
      } catch (error) {
        const message = truncate((error as Error).message);
        log.warn({ mail: mail.id, err: error }, 'A notification e-mail could not be sent');
        const last = mail.attempts + 1 >= MAIL_ATTEMPTS;
        await finishMail(db, mail.id, {
          status: last ? 'failed' : 'pending',
          next_attempt_at: new Date(clock().getTime() + MAIL_RETRY_MS).toISOString(),
          error: message,
        });
      }
    }
    await pruneMails(db, new Date(now.getTime() - 30 * 24 * 3600_000).toISOString());
  }

  /** Links whose expiry passed: one link.expired event each, claimed so it is raised once. */
  async announceExpiredLinks(now: Date) {
    const { db, events } = this.deps;
    for (const link of await unannouncedExpiredLinks(db, now.toISOString(), BATCH)) {
      if (!(await claimExpiryAnnouncement(db, link.link_id))) continue;
      await events.record({
        type: 'link.expired',
        presentationId: link.presentation_id,
        link: { id: link.link_id, name: link.name },
        data: { expires_at: link.expires_at },
        at: now,
      });
    }
  }

  /** Once a week per account that asked: the last 7 days, queued as an e-mail. */
  async queueSummaries(now: Date) {
    const { db, mailer, config } = this.deps;
    if (!mailer.configured) return;
    const weekAgo = new Date(now.getTime() - WEEK_MS);
    for (const user of await summariesDue(db, weekAgo.toISOString(), BATCH)) {
      if (!(await claimSummary(db, user.id, user.summary_sent_at, now.toISOString()))) continue;
      const since = weekAgo.toISOString();
      const until = now.toISOString();
      const origin = this.deps.origin();
      const mail = summaryMail({
        username: user.username,
        since: weekAgo,
        until: now,
        presentations: (await summaryFigures(db, user.id, since, until)).map((p) => ({
          ...p,
          url: `${origin}${presentationPath(p)}`,
        })),
        links: (await topLinks(db, user.id, since, until, 5)).map((l) => ({
          name: l.name,
          linkId: l.link_id,
          title: l.title,
          views: l.views,
        })),
        settingsUrl: `${origin}/settings/`,
        brand: config.brandName,
        language: user.language,
      });
      await queueMail(
        db,
        {
          user_id: user.id,
          kind: 'summary',
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
        },
        until,
      );
    }
  }
}
