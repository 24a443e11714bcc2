// An owner's webhook in Chromium: added on the account settings page, its
// secret shown once; "Send test event" reaches a real receiver on 127.0.0.1 signed with that
// secret, and the delivery log shows it delivered. The server runs with
// WEBHOOKS_ALLOW_PRIVATE_NETWORK (the receiver is on this machine).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { verifySignature } from '../../src/features/notifications/webhooks/signing';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn } from './server';

const { server, browser } = setUpE2e({
  ownServer: true,
  env: () => ({ WEBHOOKS_ALLOW_PRIVATE_NETWORK: 'true', NOTIFICATIONS_POLL_MS: '100' }),
});

describe('webhooks in Chromium', () => {
  it('adds a webhook, shows its secret once, and delivers a signed test event', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/podium`;
    try {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await logIn(page, server.url, 'demo', DEMO_PASSWORD);
      await page.goto(`${server.url}/settings/`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByLabel('Payload URL').fill(hookUrl);
      await page.getByLabel('Report').uncheck();
      await page.getByRole('button', { name: 'Add webhook' }).click();
      const secret = (await page.locator('.settings__secret code').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      const row = page.locator('li', { hasText: hookUrl });
      expect(await row.textContent()).toContain('View, Like, Comment, Share link expired');

      await row.getByRole('button', { name: 'Send test event' }).click();
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      const [ping] = received;
      expect(JSON.parse(ping!.body)).toMatchObject({ type: 'ping', presentation: null });
      expect(
        verifySignature(
          secret,
          ping!.body,
          String(ping!.headers['podium-signature']),
          (Date.now() / 1000) | 0,
        ),
      ).toBe(true);

      await expect
        .poll(
          async () => {
            await row.getByRole('button', { name: 'Refresh' }).click();
            return row.getByRole('table').textContent();
          },
          { timeout: 10_000 },
        )
        .toContain('Delivered (200)');
      // Once dismissed, the secret is gone from the page; a reload shows only its masked hint.
      await page.getByRole('button', { name: 'Done' }).click();
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.textContent('body')).not.toContain(secret);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      receiver.closeAllConnections();
      receiver.close();
    }
  });
});
