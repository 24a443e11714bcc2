// A fake live channel for the canvas editor's tests: sockets the browser's side can be handed
// (createSocket) and a server at the other end that speaks live-protocol.ts over one real Y.Doc
// with y-protocols, as the real one does: step 1 and everyone's awareness on open, answers to step 1,
// updates passed on to the other sockets, awareness relayed, and `saved` after each document message.
// Nothing is delivered while a side is sending: the test moves the network on with `deliver()`, so
// no test waits on the clock.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { encodeSaved, LIVE_MESSAGE } from '../../src/features/editor/live-protocol';
import type { WebSocketLike } from '../../src/features/editor/ui/canvas/live-wire';
import { canvasToYDoc } from '../../src/kernel/document/canvas/crdt/mapping';
import { smallCanvas } from '../../src/kernel/document/canvas/crdt/test-support';

export class FakeSocket implements WebSocketLike {
  binaryType = 'blob';
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  /** Document messages (step 2 or update) the server has stored from this socket. */
  stored = 0;
  /** Every message this socket sent, by type, for the tests to look at. */
  readonly sentTypes: number[] = [];
  /** The awareness client ids this socket speaks for, taken out when it goes. */
  readonly controlled = new Set<number>();

  constructor(
    private readonly network: FakeLiveNetwork,
    readonly url: string,
  ) {}

  send(data: Uint8Array) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sentTypes.push(data[0] as number);
    const copy = data.slice();
    this.network.queue.push(() => this.network.receive(this, copy));
  }

  close(code = 1000) {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    this.network.queue.push(() => this.network.dropped(this, code));
  }
}

export class FakeLiveNetwork {
  readonly doc = canvasToYDoc(smallCanvas());
  readonly awareness = new awarenessProtocol.Awareness(new Y.Doc());
  readonly sockets: FakeSocket[] = [];
  readonly queue: (() => void)[] = [];
  /** What happens to a new socket: the server takes it, the upgrade fails, or nothing comes yet. */
  answer: 'accept' | 'refuse' | 'silent' = 'accept';
  /** Acknowledgements are held back (the database is slow) until `releaseAcks()`. */
  holdAcks = false;
  /** Document messages are lost on the way (the connection dies with them in flight). */
  dropDocumentMessages = false;

  constructor() {
    this.awareness.setLocalState(null);
    this.awareness.on('update', (change: { added: number[]; removed: number[] }, origin: unknown) => {
      if (!(origin instanceof FakeSocket)) return;
      for (const id of change.added) origin.controlled.add(id);
      for (const id of change.removed) origin.controlled.delete(id);
    });
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      const message = encoding.createEncoder();
      encoding.writeVarUint(message, LIVE_MESSAGE.sync);
      syncProtocol.writeUpdate(message, update);
      for (const socket of this.open()) if (socket !== origin) this.toClient(socket, message);
    });
  }

  createSocket = (url: string): WebSocketLike => {
    const socket = new FakeSocket(this, url);
    this.sockets.push(socket);
    const answer = this.answer;
    this.queue.push(() => {
      if (answer === 'accept') this.accept(socket);
      else if (answer === 'refuse') this.dropped(socket, 1006);
    });
    return socket;
  };

  /** Delivers everything in flight, and what that sends in turn. */
  deliver() {
    for (let rounds = 0; this.queue.length > 0; rounds++) {
      if (rounds > 10_000) throw new Error('the conversation does not end');
      this.queue.shift()?.();
    }
  }

  open = () => this.sockets.filter((socket) => socket.readyState === 1);

  /** The server closes a socket with `code` (and a reason for the person, as the real one may). */
  kick(socket: FakeSocket, code: number, reason?: string) {
    socket.readyState = 3;
    this.queue.push(() => this.dropped(socket, code, reason));
  }

  releaseAcks() {
    this.holdAcks = false;
    for (const socket of this.open()) this.toClient(socket, encodeSaved(socket.stored));
  }

  /** A renewal of the server's awareness, as the real one sends at least every 15 s. */
  renew(socket: FakeSocket) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.awareness);
    encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, []));
    this.toClient(socket, encoder);
  }

  accept(socket: FakeSocket) {
    socket.readyState = 1;
    socket.onopen?.({});
    const step1 = encoding.createEncoder();
    encoding.writeVarUint(step1, LIVE_MESSAGE.sync);
    syncProtocol.writeSyncStep1(step1, this.doc);
    this.toClient(socket, step1);
    const everyone = [...this.awareness.getStates().keys()];
    if (everyone.length === 0) return;
    const states = encoding.createEncoder();
    encoding.writeVarUint(states, LIVE_MESSAGE.awareness);
    encoding.writeVarUint8Array(states, awarenessProtocol.encodeAwarenessUpdate(this.awareness, everyone));
    this.toClient(socket, states);
  }

  dropped(socket: FakeSocket, code: number, reason?: string) {
    socket.readyState = 3;
    socket.onclose?.({ code, reason });
    const gone = [...socket.controlled];
    if (gone.length === 0) return;
    awarenessProtocol.removeAwarenessStates(this.awareness, gone, null);
    const removal = encoding.createEncoder();
    encoding.writeVarUint(removal, LIVE_MESSAGE.awareness);
    encoding.writeVarUint8Array(removal, awarenessProtocol.encodeAwarenessUpdate(this.awareness, gone));
    for (const other of this.open()) this.toClient(other, removal);
  }

  receive(socket: FakeSocket, data: Uint8Array) {
    if (socket.readyState !== 1) return;
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === LIVE_MESSAGE.awareness) {
      const update = decoding.readVarUint8Array(decoder);
      awarenessProtocol.applyAwarenessUpdate(this.awareness, update, socket);
      for (const other of this.open()) if (other !== socket) this.toClient(other, data);
      return;
    }
    if (type !== LIVE_MESSAGE.sync) return;
    const kind = decoding.peekVarUint(decoder);
    if (kind !== syncProtocol.messageYjsSyncStep1 && this.dropDocumentMessages) return;
    const reply = encoding.createEncoder();
    encoding.writeVarUint(reply, LIVE_MESSAGE.sync);
    syncProtocol.readSyncMessage(decoder, reply, this.doc, socket);
    if (encoding.length(reply) > 1) this.toClient(socket, reply);
    if (kind === syncProtocol.messageYjsSyncStep1) return;
    socket.stored++;
    if (!this.holdAcks) this.toClient(socket, encodeSaved(socket.stored));
  }

  toClient(socket: FakeSocket, message: encoding.Encoder | Uint8Array) {
    const bytes = message instanceof Uint8Array ? message.slice() : encoding.toUint8Array(message);
    this.queue.push(() => {
      if (socket.readyState === 1) socket.onmessage?.({ data: bytes.buffer });
    });
  }
}

/** Tasks run when the test moves the clock past them; `delays` lists every wait asked for. */
export function manualClock() {
  let now = 0;
  const tasks: { at: number; run: () => void; cancelled: boolean }[] = [];
  const clock = {
    now: () => now,
    delays: [] as number[],
    pending: () => tasks.filter((task) => !task.cancelled).length,
    schedule(run: () => void, ms: number) {
      clock.delays.push(ms);
      const task = { at: now + ms, run, cancelled: false };
      tasks.push(task);
      return () => {
        task.cancelled = true;
      };
    },
    advance(ms: number) {
      now += ms;
      for (const task of tasks.splice(0).sort((a, b) => a.at - b.at)) {
        if (task.cancelled) continue;
        if (task.at <= now) task.run();
        else tasks.push(task);
      }
    },
  };
  return clock;
}
