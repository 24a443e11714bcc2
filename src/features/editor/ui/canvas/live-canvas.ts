// The canvas editor's live channel, without React: one WebSocket that keeps the tab's Y.Doc in step
// with the server and every other tab of the deck, and says who else is there (awareness). Our own
// small provider rather than y-websocket, because it counts the server's `saved` acknowledgements
// (the save line says "Saved" only for what is stored) and reads our close codes; the messages are
// numbered as y-websocket numbers them (live-protocol.ts). What arrives is applied under
// SERVER_ORIGIN, which Undo never takes back. useCanvasSync puts it on a page.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { awarenessMessage, syncStep1Message, updateMessage } from '../../live-messages';
import { LIVE_MESSAGE, type LivePresence, readSaved } from '../../live-protocol';
import { type CanvasSyncState, SERVER_ORIGIN } from './canvas-sync';
import { endsSaving, retriesAlone, retryDelay, toBase64 } from './canvas-sync-rules';
import {
  closeFailure,
  LIVE_SILENCE_MS,
  LIVE_UNREACHABLE_ATTEMPTS,
  liveStatus,
  peersOf,
} from './live-canvas-rules';
import {
  type AwarenessChange,
  browserSocket,
  detached,
  KEEPALIVE_BYTES,
  type LiveCanvas,
  type LiveCanvasOptions,
  rethrow,
  SOCKET_OPEN,
  timers,
  type WebSocketLike,
} from './live-wire';

export function createLiveCanvas(options: LiveCanvasOptions): LiveCanvas {
  return new LiveCanvasConnection(options);
}

class LiveCanvasConnection implements LiveCanvas {
  readonly awareness: awarenessProtocol.Awareness;
  private readonly schedule: NonNullable<LiveCanvasOptions['schedule']>;
  private readonly now: () => number;
  private socket: WebSocketLike | null = null;
  private opened = false;
  private everOpened = false;
  private unopened = 0;
  private attempt = 0;
  /** Per socket: this tab's step 2 has gone, and the document messages sent and acknowledged. */
  private connected = false;
  private sent = 0;
  private acknowledged = 0;
  private unsent = false;
  /** A document message on the open socket carries this tab's edits: its acknowledgement is a save. */
  private carrying = false;
  private failure: CanvasSyncState['failure'] = null;
  private savedAt: string;
  private ended = false;
  private destroyed = false;
  private lastHeardAt = 0;
  private cancelRetry: (() => void) | null = null;
  private cancelWatch: (() => void) | null = null;
  private waiters: { count: number; resolve: () => void }[] = [];

  constructor(private readonly options: LiveCanvasOptions) {
    this.schedule = options.schedule ?? timers;
    this.now = options.now ?? Date.now;
    this.savedAt = options.initialSavedAt;
    this.awareness = options.awareness ?? new awarenessProtocol.Awareness(options.ydoc);
    this.awareness.setLocalState({ user: options.me, selection: [], pointer: null, view: null });
    options.ydoc.on('update', this.onUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
    this.awareness.on('change', this.onAwarenessChange);
    this.connect();
  }

  hasUnsaved = () => this.unsent || this.acknowledged < this.sent;

  setPresence(change: Partial<Omit<LivePresence, 'user'>>) {
    if (this.destroyed) return;
    const state = this.awareness.getLocalState() ?? { selection: [], pointer: null, view: null };
    this.awareness.setLocalState({ ...state, ...change, user: this.options.me });
  }

  networkChanged(online: boolean) {
    if (this.destroyed || this.ended || online === (this.socket !== null)) return;
    if (!online) return this.drop();
    this.cancelRetry?.();
    this.attempt = 0;
    this.connect();
  }

  flush = (): Promise<void> => {
    if (!this.opened || !this.hasUnsaved()) return Promise.resolve();
    // Before the handshake, the step 2 to come (message 1) carries everything.
    const count = this.connected ? this.sent : 1;
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  };

  leave = () => {
    this.withdraw();
    if (this.destroyed || this.ended || !this.hasUnsaved() || !this.options.leaveVia) return;
    // The server merges a state it already has without change, so the whole state is safe to send.
    const update = Y.encodeStateAsUpdate(this.options.ydoc);
    this.options.leaveVia(toBase64(update), update.length < KEEPALIVE_BYTES).catch(() => {});
  };

  destroy() {
    if (this.destroyed) return;
    this.withdraw();
    this.destroyed = true;
    this.cancelRetry?.();
    this.cancelWatch?.();
    this.options.ydoc.off('update', this.onUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    this.awareness.off('change', this.onAwarenessChange);
    this.awareness.destroy();
    const socket = this.socket;
    this.socket = null;
    if (socket) detached(socket).close(1000);
    this.settleWaiters(true);
  }

  /** Takes this tab out of the others' presence (sent while the socket is open). */
  private withdraw() {
    if (this.destroyed || this.awareness.getLocalState() === null) return;
    awarenessProtocol.removeAwarenessStates(this.awareness, [this.options.ydoc.clientID], 'local');
  }

  private report() {
    if (this.destroyed) return;
    const { ended, unsent, sent, acknowledged, connected, failure, savedAt } = this;
    const counters = { ended, unsent, sent, acknowledged, connected, failure: failure?.kind ?? null };
    this.options.onChange({ status: liveStatus(counters), savedAt, failure, connected });
  }

  private send(data: Uint8Array) {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(data);
  }

  private connect() {
    this.cancelRetry = null;
    if (this.destroyed || this.ended || this.socket) return;
    let socket: WebSocketLike;
    try {
      socket = (this.options.createSocket ?? browserSocket)(this.options.url);
    } catch {
      // A socket the browser will not even make (a policy forbids it) is one that never opens.
      return this.onClose(1006);
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onopen = () => this.socket === socket && this.onOpen();
    socket.onmessage = (event) => this.socket === socket && this.onMessage(event.data);
    socket.onclose = (event) => this.socket === socket && this.onClose(event.code, event.reason);
    socket.onerror = () => {};
    // A socket that hangs while connecting is given up as a silent one is.
    this.lastHeardAt = this.now();
    this.watch();
  }

  private onOpen() {
    this.opened = this.everOpened = true;
    this.lastHeardAt = this.now();
    this.send(syncStep1Message(this.options.ydoc));
    this.sendOwnAwareness();
    this.report();
  }

  private onMessage(data: unknown) {
    this.lastHeardAt = this.now();
    try {
      this.readMessage(data);
    } catch {
      // A message this tab cannot read leaves it unsure of the document: a new socket starts clean.
      this.drop();
    }
  }

  private readMessage(data: unknown) {
    const decoder = decoding.createDecoder(new Uint8Array(data as ArrayBuffer));
    const type = decoding.readVarUint(decoder);
    if (type === LIVE_MESSAGE.sync) this.onSync(decoder);
    else if (type === LIVE_MESSAGE.awareness)
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), this);
    else if (type === LIVE_MESSAGE.queryAwareness) this.sendOwnAwareness();
    else if (type === LIVE_MESSAGE.saved) this.onSaved(readSaved(decoder));
    else if (type === LIVE_MESSAGE.comments) this.options.onCommentsChanged?.();
  }

  private onSync(decoder: decoding.Decoder) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.sync);
    const kind = syncProtocol.readSyncMessage(decoder, encoder, this.options.ydoc, SERVER_ORIGIN, rethrow);
    if (kind !== syncProtocol.messageYjsSyncStep1) return;
    this.connected = true;
    this.failure = null;
    this.attempt = 0;
    // A read-only tab has nothing the server lacks, and may not say otherwise.
    if (this.options.readOnly) return this.report();
    // Our step 2: what the server lacks by its state vector, edits made offline and deletions among them.
    this.sent++;
    this.send(encoding.toUint8Array(encoder));
    this.carrying ||= this.unsent;
    this.unsent = false;
    this.report();
  }

  private onSaved(count: number) {
    this.acknowledged = Math.max(this.acknowledged, Math.min(count, this.sent));
    if (this.carrying && !this.hasUnsaved()) {
      this.savedAt = new Date(this.now()).toISOString();
      this.carrying = false;
    }
    this.settleWaiters(false);
    this.report();
  }

  private settleWaiters(all: boolean) {
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting)
      if (all || waiter.count <= this.acknowledged) waiter.resolve();
      else this.waiters.push(waiter);
  }

  private onClose(code: number, reason?: string) {
    const socket = this.socket;
    this.socket = null;
    if (socket) detached(socket);
    this.cancelWatch?.();
    // What the server did not acknowledge goes again in the next socket's step 2.
    if (this.acknowledged < this.sent) this.unsent = true;
    this.sent = this.acknowledged = 0;
    this.connected = this.carrying = false;
    if (!this.opened) this.unopened++;
    this.opened = false;
    this.settleWaiters(true);
    const others = [...this.awareness.getStates().keys()].filter((id) => id !== this.options.ydoc.clientID);
    awarenessProtocol.removeAwarenessStates(this.awareness, others, this);
    const kind = closeFailure(code);
    this.failure = { kind, detail: reason || String(code) };
    this.ended = endsSaving(kind);
    if (!this.everOpened && this.unopened >= LIVE_UNREACHABLE_ATTEMPTS && this.options.onUnreachable) {
      this.report();
      this.options.onUnreachable();
      return;
    }
    if (retriesAlone(kind))
      this.cancelRetry = this.schedule(() => this.connect(), retryDelay(this.attempt++));
    this.report();
  }

  /** A socket silent for LIVE_SILENCE_MS is dead though the browser has not noticed: closed and opened again. */
  private watch() {
    this.cancelWatch?.();
    const quietFor = this.now() - this.lastHeardAt;
    if (quietFor >= LIVE_SILENCE_MS) return this.drop();
    this.cancelWatch = this.schedule(() => this.watch(), LIVE_SILENCE_MS - quietFor);
  }

  /** Gives the socket up as the network would have dropped it, and tries again. */
  private drop() {
    const socket = this.socket;
    this.onClose(1006);
    socket?.close();
  }

  private onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === SERVER_ORIGIN || this.ended || this.destroyed || this.options.readOnly) return;
    if (this.connected) {
      this.sent++;
      this.carrying = true;
      this.send(updateMessage(update));
    } else {
      this.unsent = true;
      // A refused change may be mended by this edit: a new socket says.
      if (this.failure?.kind === 'refused' && !this.cancelRetry) this.connect();
    }
    this.report();
  };

  private sendOwnAwareness() {
    this.send(awarenessMessage(this.awareness, [this.options.ydoc.clientID]));
  }

  /** Only this tab's own state is sent: the server refuses a connection speaking for anyone else. */
  private onAwarenessUpdate = (change: AwarenessChange, origin: unknown) => {
    const own = this.options.ydoc.clientID;
    const changed = [...change.added, ...change.updated, ...change.removed];
    if (origin !== this && changed.includes(own) && this.opened) this.sendOwnAwareness();
  };

  private onAwarenessChange = (change: AwarenessChange) => {
    const own = this.options.ydoc.clientID;
    if ([...change.added, ...change.updated, ...change.removed].every((id) => id === own)) return;
    this.options.onPeers?.(peersOf(this.awareness.getStates(), this.options.ydoc.clientID));
  };
}
