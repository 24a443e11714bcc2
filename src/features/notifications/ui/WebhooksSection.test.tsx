// @vitest-environment jsdom
// The account's webhooks on /settings/: adding one (the secret shown once, with
// a copy button), refusals said beside the field, the list, test events, the delivery log with
// its results and "Redeliver", rolling the secret, deleting, and the ten-webhook limit.

import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { json, stubApi } from '../../../ui-kit/test-support';
import type { DeliveryData, WebhookData } from '../contracts';
import { WebhooksSection } from './WebhooksSection';

const HOOK: WebhookData = {
  id: 3,
  url: 'https://hooks.example.com/podium',
  events: ['view', 'like'],
  secretHint: 'whsec_…abcd',
  createdAt: '2026-11-20T10:00:00.000Z',
  turnedOffAt: null,
};
const DELIVERY: DeliveryData = {
  id: 41,
  event: 'view',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  error: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  deliveredAt: '2026-11-26T10:00:01.000Z',
  nextAttemptAt: null,
};

const api = stubApi();
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const sent = (call = 0) => {
  const [path, init] = api.fetch.mock.calls[call]!;
  return { path, method: init.method, body: init.body === undefined ? undefined : JSON.parse(init.body) };
};
const renderSection = (webhooks: WebhookData[] = [], copy = vi.fn(async () => true)) =>
  renderWithI18n(
    <WebhooksSection lang="en" initialWebhooks={webhooks} allowPrivateNetwork={false} copy={copy} />,
  );

describe('the webhooks section', () => {
  it('says there are none yet, and what addresses it takes', () => {
    renderSection();
    expect(screen.getByText('No webhooks yet.')).toBeTruthy();
    expect(
      screen.getByText('https:// only; addresses on this server or a private network are refused.'),
    ).toBeTruthy();
  });

  it('adds a webhook with the chosen events and shows its secret once, with a copy button', async () => {
    const copy = vi.fn(async () => true);
    api.fetch.mockResolvedValueOnce(
      json(201, { webhook: { ...HOOK, events: ['view', 'comment'] }, secret: 'whsec_full_secret_1234' }),
    );
    renderSection([], copy);
    fireEvent.change(screen.getByLabelText('Payload URL'), {
      target: { value: ' https://hooks.example.com/podium ' },
    });
    for (const event of ['Like', 'Report', 'Share link expired', 'Mention of you'])
      fireEvent.click(screen.getByLabelText(event));
    await click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(sent()).toEqual({
      path: '/api/v4/webhooks/',
      method: 'POST',
      body: { url: 'https://hooks.example.com/podium', events: ['view', 'comment'] },
    });
    expect(screen.getByText('whsec_full_secret_1234')).toBeTruthy();
    expect(screen.getByText('Webhook added. Copy its secret now: it is shown only once.')).toBeTruthy();
    expect(
      screen.getByText('https://hooks.example.com/podium', { selector: '.settings__webhook-url' }),
    ).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(copy).toHaveBeenCalledWith('whsec_full_secret_1234');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('whsec_full_secret_1234')).toBeNull();
  });

  it('says what is wrong beside the field, before and after asking the server', async () => {
    renderSection();
    await click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(screen.getByText('Enter the address that should receive the events.')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
    api.fetch.mockResolvedValueOnce(
      json(400, {
        error: {
          code: 'private_webhook_url',
          message: 'The address points at this server or a private network.',
        },
      }),
    );
    fireEvent.change(screen.getByLabelText('Payload URL'), { target: { value: 'https://127.0.0.1/' } });
    await click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(screen.getByLabelText('Payload URL').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getAllByText('The address points at this server or a private network.').length,
    ).toBeGreaterThan(0);
  });

  it('refuses to add a webhook without events', async () => {
    renderSection();
    fireEvent.change(screen.getByLabelText('Payload URL'), {
      target: { value: 'https://hooks.example.com/' },
    });
    for (const event of ['View', 'Like', 'Comment', 'Report', 'Share link expired', 'Mention of you'])
      fireEvent.click(screen.getByLabelText(event));
    await click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(screen.getByText('Choose at least one event.')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('lists a webhook with its events and masked secret, sends a test event and shows the log', async () => {
    const ping: DeliveryData = {
      ...DELIVERY,
      id: 42,
      event: 'ping',
      status: 'pending',
      attempts: 0,
      responseStatus: null,
      deliveredAt: null,
      nextAttemptAt: '2026-11-26T10:05:00.000Z',
    };
    renderSection([HOOK]);
    const row = screen.getByText(HOOK.url).closest('li')!;
    expect(row.textContent).toContain('View, Like');
    expect(row.textContent).toContain('secret whsec_…abcd');
    api.fetch.mockResolvedValueOnce(json(202, { delivery: ping }));
    await click(within(row).getByRole('button', { name: 'Send test event' }));
    expect(sent()).toMatchObject({ path: '/api/v4/webhooks/3/ping/', method: 'POST' });
    expect(screen.getByText('Test event queued: it goes out within seconds.')).toBeTruthy();
    const log = screen.getByRole('table');
    expect(within(log).getByText('Test event')).toBeTruthy();
    expect(within(log).getByText('Will retry (no answer)')).toBeTruthy();
  });

  it('opens the delivery log with each result, and redelivers', async () => {
    const failed: DeliveryData = {
      ...DELIVERY,
      id: 40,
      status: 'failed',
      attempts: 6,
      responseStatus: 500,
      error: 'The receiver answered 500.',
      deliveredAt: null,
    };
    renderSection([HOOK]);
    api.fetch.mockResolvedValueOnce(json(200, { deliveries: [DELIVERY, failed] }));
    await click(screen.getByRole('button', { name: 'Delivery log' }));
    expect(sent()).toMatchObject({ path: '/api/v4/webhooks/3/deliveries/', method: 'GET' });
    const log = screen.getByRole('table');
    expect(within(log).getByText('Delivered (200)')).toBeTruthy();
    expect(within(log).getByText('Gave up (500)')).toBeTruthy();
    expect(within(log).getByText('The receiver answered 500.')).toBeTruthy();
    expect(within(log).getByText('6')).toBeTruthy();
    api.fetch.mockResolvedValueOnce(
      json(202, {
        delivery: { ...failed, id: 43, status: 'pending', attempts: 0, error: null, responseStatus: null },
      }),
    );
    await click(within(log).getAllByRole('button', { name: 'Redeliver' })[1]!);
    expect(sent(1)).toMatchObject({ path: '/api/v4/webhooks/3/deliveries/40/redeliver/', method: 'POST' });
    expect(screen.getByText('Queued to be sent again.')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });

  it('says when the log is empty', async () => {
    renderSection([HOOK]);
    api.fetch.mockResolvedValueOnce(json(200, { deliveries: [] }));
    await click(screen.getByRole('button', { name: 'Delivery log' }));
    expect(screen.getByText('No deliveries yet.')).toBeTruthy();
  });

  it('rolls the secret (shown once) and deletes a webhook', async () => {
    renderSection([HOOK]);
    api.fetch.mockResolvedValueOnce(
      json(200, { webhook: { ...HOOK, secretHint: 'whsec_…wxyz' }, secret: 'whsec_rolled_wxyz' }),
    );
    await click(screen.getByRole('button', { name: 'Roll secret' }));
    expect(sent()).toMatchObject({ path: '/api/v4/webhooks/3/secret/', method: 'POST' });
    expect(screen.getByText('whsec_rolled_wxyz')).toBeTruthy();
    expect(
      screen.getByText(HOOK.url, { selector: '.settings__webhook-url' }).closest('li')!.textContent,
    ).toContain('whsec_…wxyz');
    api.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await click(screen.getByRole('button', { name: 'Delete' }));
    expect(sent(1)).toMatchObject({ path: '/api/v4/webhooks/3/', method: 'DELETE' });
    expect(screen.getByText('No webhooks yet.')).toBeTruthy();
    expect(screen.queryByText('whsec_rolled_wxyz')).toBeNull();
  });

  it('offers no form once the account has ten webhooks', () => {
    renderSection(Array.from({ length: 10 }, (_, i) => ({ ...HOOK, id: i + 1, url: `${HOOK.url}/${i}` })));
    expect(screen.queryByLabelText('Payload URL')).toBeNull();
    expect(
      screen.getByText('You have 10 webhooks, the most an account can have. Delete one to add another.'),
    ).toBeTruthy();
  });

  it('says when a webhook was turned off after failed deliveries, and turns it back on', async () => {
    renderSection([{ ...HOOK, turnedOffAt: '2026-11-26T08:00:00.000Z' }]);
    expect(
      screen.getByText(
        'Turned off on Nov 26, 2026: its last 10 deliveries failed. Nothing is sent to it until you turn it back on.',
      ),
    ).toBeTruthy();
    // No test event while it is off.
    expect(screen.queryByRole('button', { name: 'Send test event' })).toBeNull();
    api.fetch.mockResolvedValueOnce(json(200, { webhook: HOOK }));
    await click(screen.getByRole('button', { name: 'Turn back on' }));
    expect(sent()).toMatchObject({ path: '/api/v4/webhooks/3/turn-on/', method: 'POST' });
    expect(await screen.findByText('Turned back on.')).toBeTruthy();
    expect(screen.queryByText(/^Turned off on/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeTruthy();
  });
});
