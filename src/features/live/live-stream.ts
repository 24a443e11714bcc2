// One live event stream: a Server-Sent Events response and what is written to it. Events that
// come while its first `state` is being read wait and follow it; a stream whose client stops
// reading is closed once too much waits for it (it reconnects and catches up with `state`).
import type { ServerResponse } from 'node:http';
import type { LiveEvent } from './contracts';

export interface Connection {
  res: ServerResponse;
  presenter: boolean;
  /** Whom the stream is counted for (the client's address, say), if anyone. */
  address: string | null;
  /** Events that came while the first `state` was being read; written right after it. */
  pending: string[] | null;
  /** The session ended while the state was being read: close once it is written. */
  endAfterState?: boolean;
}

export const sseMessage = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** Answers with the event stream's headers. */
export function startStream(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });
}

/** Writes `text`, keeps it until the first state is written, or closes a stream too far behind. */
export function writeTo(connection: Connection, text: string, maxBufferedBytes: number): void {
  if (connection.pending) connection.pending.push(text);
  else if (connection.res.writableEnded) return;
  else if (connection.res.writableLength > maxBufferedBytes) connection.res.destroy();
  else connection.res.write(text);
}

/** Writes `last` (if any) and ends the stream, or does so right after its first state. */
export function endStream(connection: Connection, maxBufferedBytes: number, last?: string): void {
  if (last !== undefined) writeTo(connection, last, maxBufferedBytes);
  if (connection.pending === null) connection.res.end();
  else connection.endAfterState = true;
}
