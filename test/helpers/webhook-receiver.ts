// A real HTTP receiver for webhook tests (node:http on 127.0.0.1): it keeps every request with its
// raw body and headers, and answers with the statuses a test queues (200 when none is queued), or,
// started with `{ silent: true }`, never answers at all (counting the requests it holds open).
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  json: {
    id: string;
    type: string;
    presentation: { oid: string } | null;
    link?: { id: string };
    data: Record<string, unknown>;
  };
  /** The status this receiver answered. */
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** The statuses to answer next, in order. */
  answerNext(...statuses: number[]): void;
  waitFor(match: (hook: ReceivedHook) => boolean, timeoutMs?: number): Promise<ReceivedHook>;
  /** Requests being held open now, and the most held open at once. */
  open(): { now: number; most: number };
  close(): Promise<void>;
}

export async function startWebhookReceiver({ silent = false } = {}): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const held = { now: 0, most: 0 };
  const queued: number[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answered = queued.shift() ?? 200;
      let json: ReceivedHook['json'];
      try {
        json = JSON.parse(body);
      } catch {
        json = { id: '', type: 'not json', presentation: null, data: {} };
      }
      received.push({ headers: req.headers, body, json, answered });
      if (silent) {
        held.now++;
        held.most = Math.max(held.most, held.now);
        res.on('close', () => held.now--);
        for (const wake of waiters) wake();
        return;
      }
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? 'ok' : 'nope');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answerNext: (...statuses) => queued.push(...statuses),
    open: () => ({ ...held }),
    waitFor(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hook = received.find(match);
          if (!hook) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hook);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `No matching webhook within ${timeoutMs} ms (got ${received.map((h) => h.json.type).join(', ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
