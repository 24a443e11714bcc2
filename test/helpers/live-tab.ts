// An editor tab on the canvas's live channel, as a test drives it: a Y.Doc and an awareness joined
// to the deck's room over a real WebSocket with the tab's cookies, speaking y-protocols, counting
// its document messages, the server's `saved` acknowledgements and its news of changed comments,
// and waiting on events.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { awarenessMessage, syncStep1Message, updateMessage } from '../../src/features/editor/live-messages';
import { LIVE_MESSAGE, liveChannelPath, readSaved } from '../../src/features/editor/live-protocol';
import type { TestClient } from './client';

/** Changes that came from the server: not sent back. */
export const LIVE_SERVER = Symbol('live-server');

export interface LiveTab {
  ydoc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  socket: WebSocket;
  /** Document messages sent on this socket, and how many the server says are stored. */
  readonly sent: number;
  /** Document messages received from the server (its step 1 first). */
  readonly received: number;
  readonly saved: number;
  /** `comments` messages received: someone changed the deck's comments. */
  readonly commentNews: number;
  /** Resolves with the close code and reason once the server (or the tab) closes. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves once every document message sent so far is acknowledged. */
  allSaved(): Promise<void>;
  /** Resolves once `check` holds, looked at after every message the server sends. */
  until(check: () => boolean, what: string): Promise<void>;
  /** Sends raw bytes (a malformed message, say). */
  sendRaw(bytes: Uint8Array | string): void;
  close(): void;
}

export interface LiveTabOptions {
  /** The Origin header of the upgrade (default the client's own). */
  origin?: string;
  /** The document the tab starts from (default empty: it receives the server's). */
  ydoc?: Y.Doc;
  /** A commenter's tab, as the read-only canvas behaves: it sends no step 2 (edits still go). */
  readOnly?: boolean;
}

/** Opens the live channel of deck `oid` at `generation` as `client`; resolves once it is open. */
export async function openLiveTab(
  client: TestClient,
  oid: string,
  generation: string,
  options: LiveTabOptions = {},
): Promise<LiveTab> {
  const url = client.baseUrl.replace(/^http/, 'ws') + liveChannelPath(oid, generation);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const socket = new WebSocket(url, { headers: { cookie, origin: options.origin ?? client.baseUrl } });
  const ydoc = options.ydoc ?? new Y.Doc();
  const awareness = new awarenessProtocol.Awareness(ydoc);
  const counts = { sent: 0, saved: 0, received: 0, commentNews: 0 };
  const watchers = new Set<() => void>();
  const notify = () => {
    for (const watcher of watchers) watcher();
  };
  const send = (bytes: Uint8Array) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(bytes);
  };
  ydoc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === LIVE_SERVER || socket.readyState !== WebSocket.OPEN) return;
    counts.sent++;
    send(updateMessage(update));
  });
  awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
    if (origin === LIVE_SERVER) return;
    send(awarenessMessage(awareness, [...added!, ...updated!, ...removed!]));
  });
  socket.on('message', (data: Buffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    const type = decoding.readVarUint(decoder);
    if (type === LIVE_MESSAGE.sync) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, LIVE_MESSAGE.sync);
      const kind = syncProtocol.readSyncMessage(decoder, encoder, ydoc, LIVE_SERVER);
      counts.received++;
      if (kind === syncProtocol.messageYjsSyncStep1 && !options.readOnly) {
        counts.sent++; // our step 2
        send(encoding.toUint8Array(encoder));
      }
    } else if (type === LIVE_MESSAGE.awareness) {
      awarenessProtocol.applyAwarenessUpdate(awareness, decoding.readVarUint8Array(decoder), LIVE_SERVER);
    } else if (type === LIVE_MESSAGE.saved) {
      counts.saved = readSaved(decoder);
    } else if (type === LIVE_MESSAGE.comments) {
      counts.commentNews++;
    }
    notify();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      awareness.destroy();
      resolve({ code, reason: reason.toString() });
      notify();
    });
  });
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      // Our step 1: the server answers with what this tab lacks.
      send(syncStep1Message(ydoc));
      resolve();
    });
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`the upgrade was answered ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  const until = (check: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const look = () => {
        if (check()) {
          watchers.delete(look);
          resolve();
        } else if (socket.readyState === WebSocket.CLOSED) {
          watchers.delete(look);
          reject(new Error(`closed before ${what}`));
        }
      };
      watchers.add(look);
      look();
    });
  return {
    ydoc,
    awareness,
    socket,
    get sent() {
      return counts.sent;
    },
    get saved() {
      return counts.saved;
    },
    get commentNews() {
      return counts.commentNews;
    },
    get received() {
      return counts.received;
    },
    closed,
    allSaved: () => until(() => counts.sent > 0 && counts.saved >= counts.sent, 'every edit was saved'),
    until,
    sendRaw: (bytes) => socket.send(bytes),
    close: () => socket.close(),
  };
}
