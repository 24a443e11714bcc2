// A live session's event stream read the way a browser's EventSource reads it: the
// SSE messages of one connection, parsed, with a wait for the next of a type.
import type { LiveEvent } from '../../src/features/live/contracts';
import { BROWSER_USER_AGENT, type TestClient } from './client';

export interface LiveStream {
  status: number;
  headers: Headers;
  events: LiveEvent[];
  /** Resolves with the first event of `type` after the `from`-th (default: any not yet taken). */
  next<T extends LiveEvent['type']>(type: T, timeoutMs?: number): Promise<Extract<LiveEvent, { type: T }>>;
  /** Resolves when the server closed the stream. */
  closed: Promise<void>;
  close(): void;
}

export async function openLiveStream(
  client: TestClient | { baseUrl: string; cookies: Map<string, string> },
  code: string,
  /** Extra request headers (X-Forwarded-For, say). */
  extra: Record<string, string> = {},
): Promise<LiveStream> {
  const abort = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${client.baseUrl}/api/v4/live/${code}/events`, {
    headers: {
      'user-agent': BROWSER_USER_AGENT,
      accept: 'text/event-stream',
      ...(cookie ? { cookie } : {}),
      ...extra,
    },
    signal: abort.signal,
  });
  const events: LiveEvent[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  let resolveClosed = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  if (response.ok && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (data) events.push(JSON.parse(data) as LiveEvent);
            end = buffer.indexOf('\n\n');
          }
          wake();
        }
      } catch {
        // aborted
      }
      resolveClosed();
      wake();
    })();
  } else resolveClosed();
  return {
    status: response.status,
    headers: response.headers,
    events,
    closed,
    close: () => abort.abort(),
    next(type, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          for (let i = taken; i < events.length; i++) {
            if (events[i]!.type === type) {
              taken = i + 1;
              waiters.delete(look);
              clearTimeout(timer);
              resolve(events[i] as never);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(
            new Error(
              `no "${type}" event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(taken))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(look);
        look();
      });
    },
  };
}
