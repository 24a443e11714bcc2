// POSTs one webhook delivery: a signed JSON body, a time limit on the whole
// exchange (WEBHOOK_TIMEOUT_MS), at most a few KB of the answer read. Outside
// WEBHOOKS_ALLOW_PRIVATE_NETWORK the URL is checked again and the socket connects only to a public address (addresses.ts#publicOnlyLookup).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_LIMITS } from '../rules';
import { hostOf, parseWebhookUrl, publicOnlyLookup } from './addresses';
import { signatureHeader } from './signing';

export interface SendResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

export interface Outgoing {
  deliveryId: number;
  event: string;
  url: string;
  secret: string;
  body: string;
}

const ANSWER_BYTES_READ = 4096;

export function sendWebhook(
  outgoing: Outgoing,
  {
    allowPrivate,
    now = new Date(),
    timeoutMs = WEBHOOK_LIMITS.timeoutMs,
  }: {
    allowPrivate: boolean;
    now?: Date;
    timeoutMs?: number;
  },
): Promise<SendResult> {
  const checked = parseWebhookUrl(outgoing.url, allowPrivate);
  if (!checked.ok) return Promise.resolve({ ok: false, status: null, error: checked.message });
  const url = checked.url;
  const body = Buffer.from(outgoing.body);
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(body.length),
    'User-Agent': 'Podium-Webhooks',
    'Podium-Event': outgoing.event,
    'Podium-Delivery': String(outgoing.deliveryId),
    'Podium-Signature': signatureHeader(outgoing.secret, outgoing.body, Math.floor(now.getTime() / 1000)),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  // A host name is resolved by our lookup, which refuses private addresses; an address literal was
  // judged by parseWebhookUrl.
  const lookup = allowPrivate || isIP(hostOf(url)) ? undefined : publicOnlyLookup;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(url, { method: 'POST', headers, lookup, agent: false }, (res) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_BYTES_READ) res.destroy();
      });
      const done = () =>
        finish({
          ok: status >= 200 && status < 300,
          status,
          error: status >= 200 && status < 300 ? null : `The receiver answered ${status}.`,
        });
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer within ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    req.on('error', (error) => finish({ ok: false, status: null, error: error.message }));
    req.end(body);
  });
}
