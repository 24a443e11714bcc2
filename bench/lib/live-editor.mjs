// An editor on the canvas's live channel for benchmarks (the protocol of
// src/features/editor/live-protocol.ts): a WebSocket with a person's cookies, a Y.Doc kept in sync
// by y-protocols, the server's `saved` acknowledgements counted, and moves of one element's `x`
// whose arrival the other editors time; given the person's `me`, also their presence (the
// awareness state the editor page keeps: src/features/editor/live-protocol.ts's LivePresence),
// whose changes the other editors time too.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

const SYNC = 0;
const AWARENESS = 1;
const QUERY_AWARENESS = 3;
const SAVED = 100;
const FROM_SERVER = Symbol('server');

/**
 * What the edit page hands a person: the canvas generation and who they are shown as to the
 * others (`me`: the server closes a connection whose presence names anyone else), read from its
 * serialised page data.
 */
export async function editPageOf(base, oid, session) {
  const html = await (await fetch(`${base}/p/edit/${oid}/`, { headers: { cookie: session.cookie } })).text();
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  const data = json ? JSON.parse(json) : {};
  const generation = /"generation":"([^"]+)"/.exec(json ?? '')?.[1];
  if (!generation || !data.props?.me) throw new Error('the edit page handed out no canvas state');
  return { generation, me: data.props.me };
}

/** The edit page's canvas generation. */
export const generationOf = async (base, oid, session) => (await editPageOf(base, oid, session)).generation;

/**
 * A person's awareness as the editor page keeps it: their state, sent whenever it changes and
 * when the socket opens (the page's own answer to a query too), and the others' states applied as
 * they arrive; `onPresence(state, at)` hears each other person's changed state.
 */
function presenceOf(ydoc, me, send, onPresence) {
  const awareness = new awarenessProtocol.Awareness(ydoc);
  const announce = () =>
    send(
      liveMessage(AWARENESS, (encoder) =>
        encoding.writeVarUint8Array(
          encoder,
          awarenessProtocol.encodeAwarenessUpdate(awareness, [ydoc.clientID]),
        ),
      ),
    );
  awareness.setLocalState({ user: me, selection: [], pointer: null, view: null });
  awareness.on('update', (_change, origin) => origin === 'local' && announce());
  awareness.on('change', ({ added, updated }, origin) => {
    if (origin !== FROM_SERVER || !onPresence) return;
    const at = performance.now();
    for (const client of [...added, ...updated])
      if (client !== ydoc.clientID) onPresence(awareness.getStates().get(client), at);
  });
  return {
    announce,
    receive: (update) => awarenessProtocol.applyAwarenessUpdate(awareness, update, FROM_SERVER),
    /** Changes this person's presence (never `user`), which goes to the server at once. */
    present: (change) => awareness.setLocalState({ ...awareness.getLocalState(), ...change, user: me }),
    destroy: () => awareness.destroy(),
  };
}

function liveMessage(type, write) {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/**
 * Sends this editor's changes of `ydoc` as sync updates (counting them, as the server's `saved`
 * counts them); `onMove` hears each element's `x` changed by another editor.
 */
function keepDocument(ydoc, send, state, onMove) {
  const elements = ydoc.getMap('elements');
  ydoc.on('update', (update, origin) => {
    if (origin === FROM_SERVER) return;
    state.sent++;
    send(liveMessage(SYNC, (encoder) => syncProtocol.writeUpdate(encoder, update)));
  });
  if (onMove)
    elements.observeDeep((events, transaction) => {
      if (transaction.origin !== FROM_SERVER) return;
      const at = performance.now();
      for (const event of events)
        if (event.target !== elements && event.keysChanged?.has('x'))
          onMove(event.path[0], event.target.get('x'), at);
    });
}

/** Rejects with the reason the channel was refused, at the upgrade or after it. */
function rejectRefusal(socket, reject) {
  socket.once('unexpected-response', (_request, response) =>
    reject(new Error(`the upgrade was answered ${response.statusCode}`)),
  );
  socket.once('error', reject);
  // Refused after the upgrade (a limit): the reason, rather than a wait that never ends.
  socket.once('close', (code, reason) => reject(new Error(`the channel closed with ${code}: ${reason}`)));
}

/**
 * Opens the channel; resolves once the deck has arrived. `onMove(element, x, at)` hears every
 * element's `x` changed by another editor, at the time its message was read. Given `me` (from
 * editPageOf), the editor is present as the page is and `onPresence(state, at)` hears the others'
 * presence change. A `passive` editor keeps no document (a thousand copies of a large deck would
 * not fit in this process): it reads nothing it is sent and only holds its connection.
 */
export function openLiveEditor(base, oid, generation, session, options = {}) {
  const { onMove, onPresence, me, passive = false } = options;
  const url = `${base.replace(/^http/, 'ws')}/api/v4/presentation/${oid}/canvas/live/?generation=${generation}`;
  const socket = new WebSocket(url, { headers: { cookie: session.cookie, origin: base } });
  const ydoc = new Y.Doc();
  const state = { sent: 0, saved: 0, synced: false, closed: null };
  const savedWaiters = [];
  const send = (bytes) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(bytes);
  };
  const presence = me && !passive ? presenceOf(ydoc, me, send, onPresence) : null;
  keepDocument(ydoc, send, state, onMove);
  let arrived;
  const ready = new Promise((resolve, reject) => {
    arrived = resolve;
    rejectRefusal(socket, reject);
  });
  socket.on('open', () => {
    send(liveMessage(SYNC, (encoder) => syncProtocol.writeSyncStep1(encoder, ydoc)));
    presence?.announce();
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
    } else if (type === AWARENESS) {
      presence?.receive(decoding.readVarUint8Array(decoder));
    } else if (type === QUERY_AWARENESS) {
      presence?.announce();
    } else if (type === SAVED) {
      state.saved = decoding.readVarUint(decoder);
      const at = performance.now();
      while (savedWaiters[0]?.count <= state.saved) savedWaiters.shift().resolve(at);
    }
  });
  socket.on('close', (code) => {
    state.closed = code;
    presence?.destroy();
    for (const waiter of savedWaiters.splice(0)) waiter.resolve(undefined);
  });
  // A refused channel must not leave the awareness's renewal timer holding this process open.
  ready.catch(() => presence?.destroy());
  return ready.then(() => ({
    ydoc,
    state,
    /** Moves `element` to `x`; resolves with the time the server acknowledged it stored. */
    move(element, x) {
      ydoc.getMap('elements').get(element).set('x', x);
      const count = state.sent;
      return new Promise((resolve) => savedWaiters.push({ count, resolve }));
    },
    /** Changes this editor's presence (selection, pointer, view), sent to the server at once. */
    present(change) {
      presence.present(change);
    },
    close() {
      socket.close();
      presence?.destroy();
    },
  }));
}
