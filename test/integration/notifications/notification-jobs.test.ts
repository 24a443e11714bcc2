// The notification dispatcher on the job queue, on every dialect, without an app: each "server" is
// a JobQueue and a dispatcher on its own connection (a second SQLite handle on the file, a second
// PostgreSQL pool on the schema), scheduled as the app schedules them. The queues' clock is the
// test's and the test calls runDue(): a queued e-mail and webhook go out through the queue, a
// failing receiver is tried again after its back-off and not before, two servers send each item
// once, and a receiver that never answers neither holds up the queue nor another receiver.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/features/accounts';
import {
  DISPATCH_JOB,
  NotificationDispatcher,
} from '../../../src/features/notifications/notification-dispatcher';
import { OwnerEvents } from '../../../src/features/notifications/owner-events';
import { queueMail } from '../../../src/features/notifications/repository';
import { RETRY_STEPS, WEBHOOK_LIMITS } from '../../../src/features/notifications/rules';
import {
  insertDeliveries,
  insertWebhook,
  turnOffWebhook,
} from '../../../src/features/notifications/webhooks.repository';
import { type DatabaseHandle, openDatabase } from '../../../src/platform/db/connection';
import { jobStore } from '../../../src/platform/jobs/jobs.repository';
import { JobQueue } from '../../../src/platform/jobs/queue';
import type { Mailer, MailMessage } from '../../../src/platform/mail/mailer';
import { buildUser } from '../../helpers/factories';
import { DIALECTS, openTestDatabase } from '../../helpers/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const POLL_MS = 1000;
const RETRY_BASE_MS = 60_000;

describe.each(DIALECTS)('%s: notifications on the job queue', (dialect) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let other: DatabaseHandle;
  let receiver: WebhookReceiver;
  let owner: User;
  let time = Date.parse('2026-12-06T04:20:30.000Z');
  const clock = () => new Date(time);
  const mailed: MailMessage[] = [];
  const mailer: Mailer = {
    configured: true,
    send: async (message) => {
      mailed.push(message);
    },
    close: () => {},
  };
  const servers: { queue: JobQueue; dispatcher: NotificationDispatcher }[] = [];

  /** One app server's queue and dispatcher, on the first connection (`a`) or the second (`b`). */
  const server = (on: 'a' | 'b', { timeoutMs = 5_000 } = {}) => {
    const { db, dialect } = on === 'a' ? database.handle : other;
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    const origin = () => 'http://podium.test';
    const events = new OwnerEvents({ db, log, mailer, brandName: 'Podium', origin });
    const config = { allowPrivateNetwork: true, retryBaseMs: RETRY_BASE_MS, timeoutMs, brandName: 'Podium' };
    const dispatcher = new NotificationDispatcher({ db, log, mailer, events, config, origin });
    const queue = new JobQueue({
      store: jobStore(db, dialect),
      log: { warn: vi.fn() },
      worker: `server-${on}-${servers.length}`,
      clock,
    });
    dispatcher.scheduleOn(queue, POLL_MS);
    servers.push({ queue, dispatcher });
    return { queue, dispatcher };
  };

  const webhook = async (url: string) =>
    insertWebhook(database.handle.db, {
      user_id: owner.id,
      url,
      secret: 'whsec_test',
      events: ['ping'],
      created_at: clock().toISOString(),
    });
  /** Pending deliveries of `hookId`, due now by the test's clock. */
  const deliver = async (hookId: number, count = 1) =>
    insertDeliveries(
      database.handle.db,
      Array.from({ length: count }, (_, n) => ({
        webhook_id: hookId,
        event: 'ping',
        payload: JSON.stringify({ type: 'ping', n }),
        created_at: clock().toISOString(),
      })),
      WEBHOOK_LIMITS.deliveriesKept,
    );
  const delivery = (id: number) =>
    database.handle.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const mail = (subject: string) =>
    queueMail(
      database.handle.db,
      { user_id: owner.id, kind: 'view', subject, text_body: subject, html_body: `<p>${subject}</p>` },
      clock().toISOString(),
    );
  const mailRows = (subject: string) =>
    database.handle.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('subject', 'like', `${subject}%`)
      .execute();
  const sentTo = (deliveryId: number) =>
    receiver.received.filter((h) => h.headers['podium-delivery'] === String(deliveryId));

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    other = openDatabase(database.config);
    receiver = await startWebhookReceiver();
    owner = await buildUser(database.handle);
  });

  afterAll(async () => {
    for (const { queue, dispatcher } of servers) {
      await queue.stop();
      await dispatcher.stop();
    }
    await receiver.close();
    await other.db.destroy();
    await database.handle.db.destroy();
    await database.drop();
  });

  it('sends a queued e-mail and a webhook delivery when the queue runs the dispatch job', async () => {
    const { queue, dispatcher } = server('a');
    time += POLL_MS;
    const [queued] = await deliver((await webhook(receiver.url)).id);
    await mail('Sent by the queue');

    await queue.runDue();
    const hook = await receiver.waitFor((h) => h.headers['podium-delivery'] === String(queued!.id));
    expect(hook.json).toMatchObject({ type: 'ping', n: 0 });
    await dispatcher.settled();
    expect(await delivery(queued!.id)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(mailed.filter((m) => m.subject === 'Sent by the queue')).toEqual([
      expect.objectContaining({ to: owner.email }),
    ]);
    expect(await mailRows('Sent by the queue')).toEqual([{ status: 'delivered', attempts: 1 }]);
    const jobs = await database.handle.db
      .selectFrom('jobs')
      .select(['state'])
      .where('name', '=', DISPATCH_JOB)
      .execute();
    expect(jobs).toContainEqual({ state: 'done' });
  });

  it('tries a failing receiver again after its back-off, and not before', async () => {
    const { queue, dispatcher } = server('a');
    const [queued] = await deliver((await webhook(receiver.url)).id);
    receiver.answerNext(500, 500);
    const waits: number[] = [];
    for (const attempt of [1, 2]) {
      // Each pass in a slot of its own: a slot that has run does not run again.
      time += POLL_MS;
      const started = time;
      await queue.runDue();
      await dispatcher.settled();
      expect(sentTo(queued!.id).map((h) => h.answered)).toEqual(Array(attempt).fill(500));
      const row = await delivery(queued!.id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, response_status: 500 });
      waits.push(Date.parse(row.next_attempt_at) - started);
      // Just before the next attempt is due, a pass sends nothing.
      time = Date.parse(row.next_attempt_at) - 1;
      await queue.runDue();
      await dispatcher.settled();
      expect(sentTo(queued!.id)).toHaveLength(attempt);
    }
    // Counted from the failed attempt (a few real milliseconds after the pass began).
    for (const [n, wait] of waits.entries()) {
      expect(wait).toBeGreaterThanOrEqual(RETRY_STEPS[n]! * RETRY_BASE_MS);
      expect(wait).toBeLessThan(RETRY_STEPS[n]! * RETRY_BASE_MS + 10_000);
    }
    time += POLL_MS;
    await queue.runDue();
    await dispatcher.settled();
    expect(sentTo(queued!.id).map((h) => h.answered)).toEqual([500, 500, 200]);
    expect(await delivery(queued!.id)).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('sends each delivery and e-mail once with two servers on one database', async () => {
    const [a, b] = [server('a'), server('b')];
    const hooks = [await webhook(`${receiver.url}?to=1`), await webhook(`${receiver.url}?to=2`)];
    const queued = [...(await deliver(hooks[0]!.id, 15)), ...(await deliver(hooks[1]!.id, 15))];
    for (let n = 0; n < 5; n++) await mail(`Twice the servers ${n}`);

    // Both servers run slot after slot while the deliveries of earlier slots are still going out,
    // and their dispatchers also run passes side by side outside the queue: each claims through the
    // outbox rows.
    for (let slot = 0; slot < 4; slot++) {
      time += POLL_MS;
      await Promise.all([
        a.queue.runDue(),
        b.queue.runDue(),
        a.dispatcher.runOnce(clock()),
        b.dispatcher.runOnce(clock()),
      ]);
    }
    await Promise.all([a.dispatcher.settled(), b.dispatcher.settled()]);

    const ids = queued.map((d) => String(d.id));
    const received = receiver.received
      .map((h) => String(h.headers['podium-delivery']))
      .filter((id) => ids.includes(id));
    expect(received.sort()).toEqual([...ids].sort());
    for (const { id } of queued)
      expect(await delivery(id)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(mailed.filter((m) => m.subject.startsWith('Twice the servers'))).toHaveLength(5);
    expect(await mailRows('Twice the servers')).toEqual(Array(5).fill({ status: 'delivered', attempts: 1 }));
  });

  it('sends to another receiver while one never answers, and the queue does not wait for it', async () => {
    const silent = await startWebhookReceiver({ silent: true });
    // A receiver's time limit far beyond the test's: nothing here may wait for it.
    const { queue, dispatcher } = server('a', { timeoutMs: 600_000 });
    try {
      const slowHooks = [];
      for (let n = 0; n < 3; n++) slowHooks.push(await webhook(`${silent.url}?n=${n}`));
      for (const hook of slowHooks) await deliver(hook.id, 10);
      const [other] = await deliver((await webhook(receiver.url)).id);

      time += POLL_MS;
      await queue.runDue();
      await receiver.waitFor((h) => h.headers['podium-delivery'] === String(other!.id));
      await silent.waitFor(() => true);
      expect(silent.open().now).toBeGreaterThan(0);
      expect(silent.open().most).toBeLessThanOrEqual(WEBHOOK_LIMITS.perReceiver);
      // A later slot runs while the silent receiver still holds its requests.
      time += POLL_MS;
      expect(await queue.runDue()).toBeGreaterThan(0);
      expect(silent.received.length).toBeLessThanOrEqual(WEBHOOK_LIMITS.perReceiver);
      for (const hook of slowHooks) await turnOffWebhook(database.handle.db, hook.id, clock().toISOString());
    } finally {
      await silent.close();
      await dispatcher.stop();
    }
  });
});
