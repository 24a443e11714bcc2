// An editor on the canvas's live channel for benchmarks (the protocol of
// src/features/editor/live-protocol.ts): a WebSocket with a person's cookies, a Y.Doc kept in sync
// by y-protocols, the server's `saved` acknowledgements counted, and moves of one element's `x`
// whose arrival the other editors time.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

const SYNC = 0;
const SAVED = 100;
const FROM_SERVER = Symbol('server');

/** The edit page's canvas generation, read from its serialised page data. */
export async function generationOf(base, oid, session) {
  const html = await (await fetch(`${base}/p/edit/${oid}/`, { headers: { cookie: session.cookie } })).text();
  const generation = /"generation":"([^"]+)"/.exec(html)?.[1];
  if (!generation) throw new Error('the edit page handed out no canvas state');
  return generation;
}

/**
 * Opens the channel; resolves once the deck has arrived. `onMove(element, x, at)` hears every
 * element's `x` changed by another editor, at the time its message was read. A `passive` editor
 * keeps no document (a thousand copies of a large deck would not fit in this process): it reads
 * nothing it is sent and only holds its connection.
 */
export function openLiveEditor(base, oid, generation, session, { onMove, passive = false } = {}) {
  const url = `${base.replace(/^http/, 'ws')}/api/v4/presentation/${oid}/canvas/live/?generation=${generation}`;
  const socket = new WebSocket(url, { headers: { cookie: session.cookie, origin: base } });
  const ydoc = new Y.Doc();
  const elements = ydoc.getMap('elements');
  const state = { sent: 0, saved: 0, synced: false, closed: null };
  const savedWaiters = [];
  const send = (bytes) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(bytes);
  };
  ydoc.on('update', (update, origin) => {
    if (origin === FROM_SERVER) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, SYNC);
    syncProtocol.writeUpdate(encoder, update);
    state.sent++;
    send(encoding.toUint8Array(encoder));
  });
  if (onMove)
    elements.observeDeep((events, transaction) => {
      if (transaction.origin !== FROM_SERVER) return;
      const at = performance.now();
      for (const event of events)
        if (event.target !== elements && event.keysChanged?.has('x'))
          onMove(event.path[0], event.target.get('x'), at);
    });
  let arrived;
  const ready = new Promise((resolve, reject) => {
    arrived = resolve;
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`the upgrade was answered ${response.statusCode}`)),
    );
    socket.once('error', reject);
    // Refused after the upgrade (a limit): the reason, rather than a wait that never ends.
    socket.once('close', (code, reason) => reject(new Error(`the channel closed with ${code}: ${reason}`)));
  });
  socket.on('open', () => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, SYNC);
    syncProtocol.writeSyncStep1(encoder, ydoc);
    send(encoding.toUint8Array(encoder));
  });
  socket.on('message', (data) => {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    const type = decoding.readVarUint(decoder);
    if (passive) {
      if (type === SYNC && decoding.readVarUint(decoder) === syncProtocol.messageYjsSyncStep2) arrived();
      return;
    }
    if (type === SYNC) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, SYNC);
      const kind = syncProtocol.readSyncMessage(decoder, encoder, ydoc, FROM_SERVER);
      if (kind === syncProtocol.messageYjsSyncStep1) {
        state.sent++;
        send(encoding.toUint8Array(encoder));
      }
      if (kind === syncProtocol.messageYjsSyncStep2 && !state.synced) {
        state.synced = true;
        arrived();
      }
    } else if (type === SAVED) {
      state.saved = decoding.readVarUint(decoder);
      const at = performance.now();
      while (savedWaiters.length > 0 && savedWaiters[0].count <= state.saved)
        savedWaiters.shift().resolve(at);
    }
  });
  socket.on('close', (code) => {
    state.closed = code;
    for (const waiter of savedWaiters.splice(0)) waiter.resolve(undefined);
  });
  return ready.then(() => ({
    ydoc,
    state,
    /** Moves `element` to `x`; resolves with the time the server acknowledged it stored. */
    move(element, x) {
      elements.get(element).set('x', x);
      const count = state.sent;
      return new Promise((resolve) => savedWaiters.push({ count, resolve }));
    },
    close() {
      socket.close();
    },
  }));
}
