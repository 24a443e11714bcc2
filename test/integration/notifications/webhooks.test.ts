// Owners' webhooks over real HTTP on every dialect, delivered to a real
// HTTP receiver on 127.0.0.1 that checks each signature with the webhook's secret: the events of
// a view, like, comment, report and expired link arrive; a receiver answering 500 then 200 gets a
// retry; a test event and a redelivery; SSRF refusals without WEBHOOKS_ALLOW_PRIVATE_NETWORK; and
// two app servers on one PostgreSQL database deliver each event once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/features/accounts';
import type { DeliveryData, WebhookData } from '../../../src/features/notifications/contracts';
import { WEBHOOK_LIMITS } from '../../../src/features/notifications/rules';
import { verifySignature } from '../../../src/features/notifications/webhooks/signing';
import { logIn } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser, buildViewLink } from '../../helpers/factories';
import { DIALECTS, POSTGRES_URL, startTestApp, type TestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait-until';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const FAST = {
  WEBHOOKS_ALLOW_PRIVATE_NETWORK: 'true',
  NOTIFICATIONS_POLL_MS: '40',
  WEBHOOK_RETRY_BASE_MS: '150',
};

async function register(client: TestClient, url: string, events: string[]) {
  const response = await client.request('POST', '/api/v4/webhooks/', { json: { url, events } });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { webhook: WebhookData; secret: string };
}

const signedBy = (secret: string, hook: { headers: Record<string, unknown>; body: string }) =>
  verifySignature(secret, hook.body, String(hook.headers['podium-signature']), Math.floor(Date.now() / 1000));

async function deliveries(client: TestClient, id: number): Promise<DeliveryData[]> {
  const response = await client.get(`/api/v4/webhooks/${id}/deliveries/`);
  expect(response.status).toBe(200);
  return (await response.json()).deliveries;
}

/** The deliveries' log once `ok` holds of it: the deliverer works in the background. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const { value } = await waitUntil(
    async () => {
      const value = await read();
      return ok(value) ? { value } : undefined;
    },
    { what: 'the deliveries to reach the state awaited' },
  );
  return value;
}

describe.each(DIALECTS)('%s: webhooks', (dialect) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let owner: User;
  let ownerClient: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect, FAST);
    receiver = await startWebhookReceiver();
    owner = await buildUser(t.handle);
    ownerClient = await logIn(t, owner);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('delivers signed view, like, comment, report and link.expired events', async () => {
    const { webhook, secret } = await register(ownerClient, receiver.url, [
      'view',
      'like',
      'comment',
      'report',
      'link.expired',
    ]);
    expect(secret).toMatch(/^whsec_/);
    expect(webhook.secretHint).not.toBe(secret);
    const listed = await (await ownerClient.get('/api/v4/webhooks/')).json();
    expect(JSON.stringify(listed)).not.toContain(secret);

    const p = await buildPresentation(t.handle, owner, { privacy: 'public', title: 'Hooked talk' });
    const fan = await buildUser(t.handle);
    const fanClient = await logIn(t, fan);
    expect(
      (await fanClient.request('POST', `/api/v4/presentation/${p.oid}/view/`, { json: {} })).status,
    ).toBe(200);
    expect((await fanClient.request('PUT', `/api/v4/presentation/${p.oid}/like/`)).status).toBe(200);
    const comment = await ownerClient.request('POST', `/api/v4/presentation/${p.oid}/comments/`, {
      json: { step: 0, body: 'Looks good' },
    });
    expect(comment.status).toBe(201);
    const reporter = await new TestClient(t.url).prime();
    const report = await reporter.submit(`/contact/abuse/${p.oid}/`, {
      reason: 'spam',
      details: 'This is advertising for something.',
      email: 'reporter@example.com',
    });
    expect(report.status).toBe(200);
    const linkId = await buildViewLink(t.handle, p);
    await t.handle.db
      .updateTable('view_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString(), name: 'Board' })
      .where('link_id', '=', linkId)
      .execute();

    for (const type of ['view', 'like', 'comment', 'report', 'link.expired']) {
      const hook = await receiver.waitFor((h) => h.json.type === type && h.json.presentation?.oid === p.oid);
      expect(signedBy(secret, hook), `${type} signature`).toBe(true);
      expect(signedBy('whsec_wrong', hook)).toBe(false);
      expect(hook.headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': 'Podium-Webhooks',
        'podium-event': type,
      });
      expect(hook.headers['podium-delivery']).toMatch(/^[0-9]+$/);
      expect(hook.json.presentation).toMatchObject({ oid: p.oid, title: 'Hooked talk' });
      expect(hook.body).not.toMatch(/password|scrypt|whsec_/);
    }
    const report$ = receiver.received.find((h) => h.json.type === 'report')!;
    expect(report$.json.data).toEqual({ reason: 'spam' });
    expect(report$.body).not.toContain('reporter@example.com');
    const expired = receiver.received.find((h) => h.json.type === 'link.expired')!;
    expect(expired.json.link).toEqual({ id: linkId, name: 'Board' });
    const comment$ = receiver.received.find((h) => h.json.type === 'comment')!;
    expect(comment$.json.data).toMatchObject({ comment: { body: 'Looks good', step: 0 } });

    // The expiry is announced once, however many passes run.
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
    expect(receiver.received.filter((h) => h.json.link?.id === linkId)).toHaveLength(1);

    const log = await eventually(
      () => deliveries(ownerClient, webhook.id),
      (list) => list.length >= 5 && list.every((d) => d.status === 'delivered'),
    );
    expect(log.map((d) => d.status)).toEqual(log.map(() => 'delivered'));
    expect(log[0]).toMatchObject({ responseStatus: 200, attempts: 1, error: null });
    await ownerClient.request('DELETE', `/api/v4/webhooks/${webhook.id}/`);
  });

  it('includes the visitor’s address only for a link that asks for one', async () => {
    const { webhook, secret } = await register(ownerClient, receiver.url, ['view']);
    const p = await buildPresentation(t.handle, owner, { privacy: 'private' });
    const linkId = await buildViewLink(t.handle, p);
    await t.handle.db
      .updateTable('view_links')
      .set({ require_email: 1, name: 'Gate' })
      .where('link_id', '=', linkId)
      .execute();
    const visitor = await new TestClient(t.url).prime();
    const unlock = await visitor.submit(`/view/${linkId}/unlock/`, { email: 'viewer@example.com' });
    expect(unlock.status).toBe(303);
    const key = `?auth_key=${linkId}&key_type=prezilink`;
    expect(
      (await visitor.request('POST', `/api/v4/presentation/${p.oid}/view/${key}`, { json: {} })).status,
    ).toBe(200);
    const hook = await receiver.waitFor((h) => h.json.type === 'view' && h.json.presentation?.oid === p.oid);
    expect(signedBy(secret, hook)).toBe(true);
    expect(hook.json.link).toEqual({ id: linkId, name: 'Gate' });
    expect(hook.json.data).toEqual({ email: 'viewer@example.com' });

    const open = await buildPresentation(t.handle, owner, { privacy: 'public' });
    const anon = await new TestClient(t.url).prime();
    await anon.request('POST', `/api/v4/presentation/${open.oid}/view/`, { json: {} });
    const plain = await receiver.waitFor(
      (h) => h.json.type === 'view' && h.json.presentation?.oid === open.oid,
    );
    expect(plain.json.data).toEqual({});
    expect(plain.json.link).toBeUndefined();
    await ownerClient.request('DELETE', `/api/v4/webhooks/${webhook.id}/`);
  });

  it('retries a receiver that answered 500, and sends test events and redeliveries', async () => {
    const { webhook, secret } = await register(ownerClient, receiver.url, ['like']);
    receiver.answerNext(500);
    const ping = await ownerClient.request('POST', `/api/v4/webhooks/${webhook.id}/ping/`);
    expect(ping.status).toBe(202);
    const { delivery } = (await ping.json()) as { delivery: DeliveryData };
    const failed = await receiver.waitFor((h) => h.headers['podium-delivery'] === String(delivery.id));
    expect(failed.answered).toBe(500);
    const pending = await eventually(
      () => deliveries(ownerClient, webhook.id),
      (list) => list[0]?.responseStatus === 500,
    );
    expect(pending[0]).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect(pending[0]!.error).toContain('500');
    expect(pending[0]!.nextAttemptAt).not.toBeNull();
    const retried = await receiver.waitFor(
      (h) => h.headers['podium-delivery'] === String(delivery.id) && h.answered === 200,
    );
    expect(retried.json.type).toBe('ping');
    expect(signedBy(secret, retried)).toBe(true);
    const done = await eventually(
      () => deliveries(ownerClient, webhook.id),
      (list) => list[0]?.status === 'delivered',
    );
    expect(done[0]).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 200 });

    const again = await ownerClient.request(
      'POST',
      `/api/v4/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver/`,
    );
    expect(again.status).toBe(202);
    const copy = (await again.json()).delivery as DeliveryData;
    const redelivered = await receiver.waitFor((h) => h.headers['podium-delivery'] === String(copy.id));
    expect(redelivered.json.id).toBe(retried.json.id);

    // A rolled secret signs from then on; the old one no longer verifies.
    const rolled = await ownerClient.request('POST', `/api/v4/webhooks/${webhook.id}/secret/`);
    const { secret: newSecret } = await rolled.json();
    expect(newSecret).not.toBe(secret);
    const ping2 = (await (await ownerClient.request('POST', `/api/v4/webhooks/${webhook.id}/ping/`)).json())
      .delivery as DeliveryData;
    const signed = await receiver.waitFor((h) => h.headers['podium-delivery'] === String(ping2.id));
    expect(signedBy(newSecret, signed)).toBe(true);
    expect(signedBy(secret, signed)).toBe(false);
    await ownerClient.request('DELETE', `/api/v4/webhooks/${webhook.id}/`);
  });

  it('gives up after the last retry, saying why', async () => {
    const { webhook } = await register(ownerClient, 'http://127.0.0.1:9/nothing-listens-here', ['like']);
    const ping = (await (await ownerClient.request('POST', `/api/v4/webhooks/${webhook.id}/ping/`)).json())
      .delivery as DeliveryData;
    // Run the passes ourselves, far enough ahead for every back-off.
    for (let i = 0; i < 6; i++)
      await t.app.notifications.sendDeliveries(new Date(Date.now() + (i + 1) * 1000 * 3600 * 24));
    const [last] = (await deliveries(ownerClient, webhook.id)).filter((d) => d.id === ping.id);
    expect(last).toMatchObject({ status: 'failed', attempts: 6, responseStatus: null, nextAttemptAt: null });
    expect(last!.error).toMatch(/ECONNREFUSED/);
    await ownerClient.request('DELETE', `/api/v4/webhooks/${webhook.id}/`);
  });

  it('turns a webhook off after 10 failed deliveries in a row, tells its owner, and turns it back on', async () => {
    const { webhook } = await register(ownerClient, 'http://127.0.0.1:9/gone-for-good', ['like']);
    const ping = () => ownerClient.request('POST', `/api/v4/webhooks/${webhook.id}/ping/`);
    for (let i = 0; i < 10; i++) expect((await ping()).status).toBe(202);
    for (let i = 0; i < 6; i++)
      await t.app.notifications.sendDeliveries(new Date(Date.now() + (i + 1) * 1000 * 3600 * 24));
    const listed = async () =>
      ((await (await ownerClient.get('/api/v4/webhooks/')).json()).webhooks as WebhookData[]).find(
        (h) => h.id === webhook.id,
      )!;
    expect((await deliveries(ownerClient, webhook.id)).map((d) => d.status)).toEqual(
      Array(10).fill('failed'),
    );
    expect((await listed()).turnedOffAt).not.toBeNull();
    const mail = await t.handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('user_id', '=', owner.id)
      .where('kind', '=', 'webhook-off')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('A webhook was turned off');
    expect(mail[0]!.text_body).toContain('http://127.0.0.1:9/gone-for-good');

    // Off: no test event, no redelivery, and no new event reaches it.
    const refused = await ping();
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('webhook_off');
    const [failed] = await deliveries(ownerClient, webhook.id);
    expect(
      (
        await ownerClient.request(
          'POST',
          `/api/v4/webhooks/${webhook.id}/deliveries/${failed!.id}/redeliver/`,
        )
      ).status,
    ).toBe(409);
    const p = await buildPresentation(t.handle, owner, { privacy: 'public' });
    const fan = await logIn(t, await buildUser(t.handle));
    expect((await fan.request('PUT', `/api/v4/presentation/${p.oid}/like/`)).status).toBe(200);
    expect(await deliveries(ownerClient, webhook.id)).toHaveLength(10);

    const turnOn = await ownerClient.request('POST', `/api/v4/webhooks/${webhook.id}/turn-on/`);
    expect(turnOn.status).toBe(200);
    expect((await turnOn.json()).webhook.turnedOffAt).toBeNull();
    expect((await listed()).turnedOffAt).toBeNull();
    expect((await ping()).status).toBe(202);
    // Another account cannot turn it on (it is not there for them).
    expect((await fan.request('POST', `/api/v4/webhooks/${webhook.id}/turn-on/`)).status).toBe(404);
    await ownerClient.request('DELETE', `/api/v4/webhooks/${webhook.id}/`);
  });

  it('refuses bad URLs and events, keeps at most 10 webhooks, and another account’s are not there', async () => {
    const bad = await ownerClient.request('POST', '/api/v4/webhooks/', {
      json: { url: 'ftp://example.com/', events: ['view'] },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('invalid_webhook_url');
    const events = await ownerClient.request('POST', '/api/v4/webhooks/', {
      json: { url: receiver.url, events: ['everything'] },
    });
    expect((await events.json()).error.code).toBe('invalid_webhook_events');

    const person = await buildUser(t.handle);
    const client = await logIn(t, person);
    const made: number[] = [];
    for (let i = 0; i < 10; i++)
      made.push((await register(client, `${receiver.url}?n=${i}`, ['view'])).webhook.id);
    const eleventh = await client.request('POST', '/api/v4/webhooks/', {
      json: { url: receiver.url, events: ['view'] },
    });
    expect(eleventh.status).toBe(409);
    expect((await eleventh.json()).error.code).toBe('too_many_webhooks');
    // The owner cannot see, ping or delete them.
    expect((await ownerClient.get(`/api/v4/webhooks/${made[0]}/deliveries/`)).status).toBe(404);
    expect((await ownerClient.request('POST', `/api/v4/webhooks/${made[0]}/ping/`)).status).toBe(404);
    expect((await ownerClient.request('DELETE', `/api/v4/webhooks/${made[0]}/`)).status).toBe(404);
    expect((await new TestClient(t.url).get('/api/v4/webhooks/')).status).toBe(401);
  });

  it('a receiver that never answers holds two requests at most and delays no other account', async () => {
    const silent = await startWebhookReceiver({ silent: true });
    try {
      const slowClient = await logIn(t, await buildUser(t.handle));
      const slowHooks: number[] = [];
      for (let i = 0; i < 3; i++)
        slowHooks.push((await register(slowClient, `${silent.url}?n=${i}`, ['like'])).webhook.id);
      for (const id of slowHooks)
        for (let i = 0; i < 10; i++)
          expect((await slowClient.request('POST', `/api/v4/webhooks/${id}/ping/`)).status).toBe(202);
      await silent.waitFor(() => true);

      const otherClient = await logIn(t, await buildUser(t.handle));
      const { webhook } = await register(otherClient, receiver.url, ['like']);
      const ping = await otherClient.request('POST', `/api/v4/webhooks/${webhook.id}/ping/`);
      const { delivery } = (await ping.json()) as { delivery: DeliveryData };
      await receiver.waitFor((h) => h.headers['podium-delivery'] === String(delivery.id));
      // It arrived while the silent receiver still held its first requests, which were never more
      // than the per-receiver limit at once (all 20 of a batch were, and the other waited for them).
      expect(silent.open().now).toBeGreaterThan(0);
      expect(silent.open().most).toBeLessThanOrEqual(WEBHOOK_LIMITS.perReceiver);
      expect(silent.received.length).toBeLessThanOrEqual(WEBHOOK_LIMITS.perReceiver);
      for (const id of slowHooks) await slowClient.request('DELETE', `/api/v4/webhooks/${id}/`);
    } finally {
      await silent.close();
    }
  });

  it('keeps the last 200 deliveries of a webhook', async () => {
    const { webhook } = await register(ownerClient, receiver.url, ['like']);
    const now = new Date().toISOString();
    await t.handle.db
      .insertInto('webhook_deliveries')
      .values(
        Array.from({ length: 210 }, () => ({
          webhook_id: webhook.id,
          event: 'like',
          payload: '{}',
          status: 'delivered' as const,
          attempts: 1,
          next_attempt_at: now,
          response_status: 200,
          error: null,
          created_at: now,
          delivered_at: now,
        })),
      )
      .execute();
    expect((await ownerClient.request('POST', `/api/v4/webhooks/${webhook.id}/ping/`)).status).toBe(202);
    const row = await t.handle.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('webhook_id', '=', webhook.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(200);
    await ownerClient.request('DELETE', `/api/v4/webhooks/${webhook.id}/`);
  });
});

describe.each(DIALECTS)('%s: webhook addresses without WEBHOOKS_ALLOW_PRIVATE_NETWORK', (dialect) => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    client = await logIn(t, await buildUser(t.handle));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['https://127.0.0.1/', 'private_webhook_url'],
    ['https://localhost:8443/hook', 'private_webhook_url'],
    ['https://[::1]/hook', 'private_webhook_url'],
    ['https://169.254.169.254/latest/meta-data/', 'private_webhook_url'],
    ['https://10.0.0.8/hook', 'private_webhook_url'],
    ['https://[::127.0.0.1]/hook', 'private_webhook_url'],
    ['https://[::ffff:8.8.8.8]/hook', 'private_webhook_url'],
    ['https://[::ffff:0:127.0.0.1]/hook', 'private_webhook_url'],
    ['https://[64:ff9b::a9fe:a9fe]/hook', 'private_webhook_url'],
    ['https://[2002:7f00:1::1]/hook', 'private_webhook_url'],
    ['https://[fec0::1]/hook', 'private_webhook_url'],
    ['http://hooks.example.com/', 'invalid_webhook_url'],
  ])('refuses %s', async (url, code) => {
    const response = await client.request('POST', '/api/v4/webhooks/', { json: { url, events: ['view'] } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(code);
  });
});

describe.runIf(POSTGRES_URL)('postgres: two app servers on one database', () => {
  it('deliver each event once', async () => {
    const a = await startTestApp('postgres', FAST);
    const receiver = await startWebhookReceiver();
    // The second server shares the first one's schema.
    const { buildApp } = await import('../../../src/app/app');
    const { openDatabase } = await import('../../../src/platform/db/connection');
    const handle = openDatabase(a.app.config.database);
    const b = await buildApp(a.app.config, handle);
    await b.listen({ host: '127.0.0.1', port: 0 });
    try {
      const owner = await buildUser(a.handle);
      const client = await logIn(a, owner);
      const { webhook } = await register(client, receiver.url, ['view']);
      const p = await buildPresentation(a.handle, owner, { privacy: 'public' });
      for (let i = 0; i < 20; i++) {
        const visitor = await new TestClient(a.url).prime();
        await visitor.request('POST', `/api/v4/presentation/${p.oid}/view/`, { json: {} });
      }
      const log = await eventually(
        () => deliveries(client, webhook.id),
        (list) => list.length === 20 && list.every((d) => d.status === 'delivered'),
      );
      expect(log.every((d) => d.attempts === 1)).toBe(true);
      // A second copy would be a pass's delivery not yet sent: with both job queues stopped every
      // pass has finished (and queued what it read), and with both servers' lanes empty every
      // request they queued has reached the receiver. Nothing is left to arrive later.
      await Promise.all([a.app.jobs.stop(), b.jobs.stop()]);
      await Promise.all([a.app.notifications.settled(), b.notifications.settled()]);
      const ids = receiver.received.map((h) => h.headers['podium-delivery']);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
    } finally {
      await b.close();
      await a.close();
      await receiver.close();
    }
  });
});
