import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOnlyLookup } from './addresses';
import { sendWebhook } from './sender';
import { verifySignature } from './signing';

describe('sendWebhook', () => {
  let url = '';
  const seen: { headers: IncomingHttpHeaders; body: string; url: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ headers: req.headers, body, url: req.url ?? '' });
      if (req.url === '/slow') return; // never answers
      if (req.url === '/moved')
        return res
          .writeHead(307, { location: `${url.replace('127.0.0.1', '[::ffff:127.0.0.1]')}/inside` })
          .end();
      res.writeHead(req.url === '/fail' ? 503 : 204).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const outgoing = (path: string) => ({
    deliveryId: 7,
    event: 'like',
    url: `${url}${path}`,
    secret: 'whsec_unit',
    body: '{"type":"like"}',
  });

  it('POSTs the signed body with the Podium headers; a 2xx is delivered', async () => {
    const result = await sendWebhook(outgoing('/ok'), { allowPrivate: true });
    expect(result).toEqual({ ok: true, status: 204, error: null });
    const { headers, body } = seen.at(-1)!;
    expect(body).toBe('{"type":"like"}');
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Podium-Webhooks',
      'podium-event': 'like',
      'podium-delivery': '7',
    });
    expect(
      verifySignature('whsec_unit', body, String(headers['podium-signature']), (Date.now() / 1000) | 0),
    ).toBe(true);
  });

  it('reports another status, a silent receiver and a refused address as failures', async () => {
    expect(await sendWebhook(outgoing('/fail'), { allowPrivate: true })).toEqual({
      ok: false,
      status: 503,
      error: 'The receiver answered 503.',
    });
    expect(await sendWebhook(outgoing('/slow'), { allowPrivate: true, timeoutMs: 200 })).toMatchObject({
      ok: false,
      status: null,
      error: 'No answer within 0.2 s.',
    });
    const before = seen.length;
    expect(await sendWebhook(outgoing('/ok'), { allowPrivate: false })).toMatchObject({
      ok: false,
      status: null,
    });
    expect(seen.length).toBe(before);
  });

  it('follows no redirect: one to an IPv4-mapped address of this machine is a failed delivery', async () => {
    expect(await sendWebhook(outgoing('/moved'), { allowPrivate: true })).toEqual({
      ok: false,
      status: 307,
      error: 'The receiver answered 307.',
    });
    expect(seen.map((hook) => hook.url)).not.toContain('/inside');
  });

  it('connects only to public addresses: the lookup refuses a name that resolves to this machine', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(error?.code).toBe('EPRIVATE');
  });
});
