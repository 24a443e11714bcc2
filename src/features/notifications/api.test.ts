// @vitest-environment jsdom
// The webhook and notification calls are declared once (decision 084): each entry of the endpoint
// table names in its path exactly the parameters its schema checks, a GET takes no body, the
// notifications UI builds no API address of its own, and each declared call still goes out with the
// method and address the server has always answered (other clients and the OpenAPI document rely
// on them; the component tests check that each button makes its call).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { callApi } from '../../lib/api-client';
import { json, stubApi } from '../../ui-kit/test-support';
import { notificationsApi } from './contracts';
import { notificationsSchemas } from './schemas';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

describe('the webhook and notification calls', () => {
  itHoldsTheEndpointRules(notificationsApi, notificationsSchemas, UI);

  const webhookId = 3;
  const calls = notificationsApi;
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['webhooks', () => callApi(calls.webhooks), 'GET', '/api/v4/webhooks/'],
    [
      'create',
      () => callApi(calls.create, { body: { url: 'https://hooks.example/in', events: ['view'] } }),
      'POST',
      '/api/v4/webhooks/',
    ],
    ['remove', () => callApi(calls.remove, { params: { webhookId } }), 'DELETE', '/api/v4/webhooks/3/'],
    [
      'rollSecret',
      () => callApi(calls.rollSecret, { params: { webhookId } }),
      'POST',
      '/api/v4/webhooks/3/secret/',
    ],
    ['turnOn', () => callApi(calls.turnOn, { params: { webhookId } }), 'POST', '/api/v4/webhooks/3/turn-on/'],
    ['ping', () => callApi(calls.ping, { params: { webhookId } }), 'POST', '/api/v4/webhooks/3/ping/'],
    [
      'deliveries',
      () => callApi(calls.deliveries, { params: { webhookId } }),
      'GET',
      '/api/v4/webhooks/3/deliveries/',
    ],
    [
      'redeliver',
      () => callApi(calls.redeliver, { params: { webhookId, deliveryId: 40 } }),
      'POST',
      '/api/v4/webhooks/3/deliveries/40/redeliver/',
    ],
    [
      'changeNotifications',
      () => callApi(calls.changeNotifications, { body: { weeklySummary: true } }),
      'PUT',
      '/api/v4/account/notifications/',
    ],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
  });
});
