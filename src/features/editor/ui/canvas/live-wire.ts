// The live connection's outside (live-canvas.ts is its inside): what it is given, what it tells the
// page, the part of the browser's WebSocket it uses (tests hand it a fake one) and the messages it
// puts on the wire (live-messages.ts writes them).
import type * as awarenessProtocol from 'y-protocols/awareness';
import type * as Y from 'yjs';
import type { LivePresence } from '../../live-protocol';
import type { CanvasSync, CanvasSyncState } from './canvas-sync';
import type { LivePeer } from './live-canvas-rules';

export interface WebSocketLike {
  binaryType: string;
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: Uint8Array): void;
  close(code?: number): void;
}

export interface LiveCanvasState extends CanvasSyncState {
  /** The socket is open and this tab's changes go through it. */
  connected: boolean;
}

export interface LiveCanvasOptions {
  ydoc: Y.Doc;
  /** Made here when not given; destroyed with the connection either way. */
  awareness?: awarenessProtocol.Awareness;
  /** Who this tab shows the others: the server closes a connection whose `user` is not its account's. */
  me: LivePresence['user'];
  url: string;
  initialSavedAt: string;
  createSocket?: (url: string) => WebSocketLike;
  onChange(state: LiveCanvasState): void;
  onPeers?(peers: LivePeer[]): void;
  /** Someone changed the deck's comments: the page fetches them again. */
  onCommentsChanged?(): void;
  /**
   * The person may only comment: the tab shows its presence and applies what arrives (the server
   * sends it the document without the speaker notes), but sends no document message (that closes
   * it), and never saves.
   */
  readOnly?: boolean;
  /** The socket never opened in its first attempts: the page saves over HTTP instead. */
  onUnreachable?(): void;
  /** Sends the whole state (base64) over the HTTP autosave as the page goes; `keepalive` as fetch's. */
  leaveVia?(update: string, keepalive: boolean): Promise<unknown>;
  /** Runs `run` after `ms`; answers a cancel. */
  schedule?: (run: () => void, ms: number) => () => void;
  now?: () => number;
}

export interface LiveCanvas extends CanvasSync {
  /** Changes what this tab shows the others (its selection, its view); `user` stays `me`. */
  setPresence(change: Partial<Omit<LivePresence, 'user'>>): void;
  /**
   * The browser says the network went (the socket is given up at once, rather than after its
   * silence) or came back (a new socket is tried now, not after the back-off).
   */
  networkChanged(online: boolean): void;
  readonly awareness: awarenessProtocol.Awareness;
}

export const timers = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** Under fetch's 64 KB limit for keepalive bodies, with room for the JSON around them. */
export const KEEPALIVE_BYTES = 60_000;

/** The clients an awareness event is about. */
export interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}

/** The socket, no longer heard: a late event of a socket given up must not touch the connection. */
export function detached(socket: WebSocketLike): WebSocketLike {
  socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
  return socket;
}

/** y-protocols only logs an update it cannot apply: the connection ends the socket instead. */
export const rethrow = (error: Error) => {
  throw error;
};

/** WebSocket's readyState while messages can go. */
export const SOCKET_OPEN = 1;

export const browserSocket = (url: string): WebSocketLike => new WebSocket(url) as unknown as WebSocketLike;
