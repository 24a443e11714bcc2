// The live connection against a fake server that speaks y-protocols over one real Y.Doc
// (test/helpers/live-canvas-server.ts): tabs converge, "Saved" waits for the server's
// acknowledgement, what was written or deleted offline arrives on reconnection, each close code
// means what it should, people appear and go, a silent socket is replaced, and the page's last
// request goes only when something is unsaved. The network moves when the test says, and time is
// a manual clock: nothing waits on the wall clock.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  FakeLiveNetwork,
  type FakeSocket,
  manualClock,
} from '../../../../../test/helpers/live-canvas-server';
import { canvasFromYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import { deleteElements } from '../../../../kernel/document/canvas/crdt/ops-elements';
import { moveElements } from '../../../../kernel/document/canvas/crdt/ops-geometry';
import { setCanvasMeta } from '../../../../kernel/document/canvas/crdt/ops-meta';
import { canvasUndoManager } from '../../../../kernel/document/canvas/crdt/ydoc';
import { LIVE_CLOSE } from '../../live-protocol';
import { SERVER_ORIGIN } from './canvas-sync';
import { fromBase64 } from './canvas-sync-rules';
import { createLiveCanvas } from './live-canvas';
import type { LivePeer } from './live-canvas-rules';
import type { LiveCanvasState } from './live-wire';

const ME = { id: 7, name: 'Ada Lovelace', color: '#1d4ed8' };

function openTab(network: FakeLiveNetwork, me = ME, clock = manualClock()) {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(network.doc), SERVER_ORIGIN);
  const reports: LiveCanvasState[] = [];
  const left: { update: string; keepalive: boolean }[] = [];
  let peers: LivePeer[] = [];
  let unreachable = 0;
  const live = createLiveCanvas({
    ydoc,
    me,
    url: '/live',
    initialSavedAt: 'opened',
    createSocket: network.createSocket,
    onChange: (state) => reports.push(state),
    onPeers: (next) => {
      peers = next;
    },
    onUnreachable: () => unreachable++,
    leaveVia: async (update, keepalive) => left.push({ update, keepalive }),
    schedule: clock.schedule,
    now: clock.now,
  });
  return {
    ydoc,
    live,
    clock,
    left,
    last: () => reports.at(-1) as LiveCanvasState,
    peers: () => peers,
    unreachable: () => unreachable,
  };
}

const titleOf = (ydoc: Y.Doc) => canvasFromYDoc(ydoc).title;
const xOf = (ydoc: Y.Doc, id: string) => canvasFromYDoc(ydoc).elements.find((each) => each.id === id)?.x;
const lastSocket = (network: FakeLiveNetwork) => network.sockets.at(-1) as FakeSocket;

describe('live canvas connection', () => {
  it('brings two tabs to the same canvas through the server', () => {
    const network = new FakeLiveNetwork();
    const [left, right] = [openTab(network), openTab(network)];
    network.deliver();
    setCanvasMeta(left.ydoc, { title: 'From the left' });
    moveElements(right.ydoc, ['s'], 234, 0);
    network.deliver();
    for (const tab of [left, right]) {
      expect(titleOf(tab.ydoc)).toBe('From the left');
      expect(xOf(tab.ydoc, 's')).toBe(1234);
      expect(tab.last()).toMatchObject({ status: 'saved', connected: true, failure: null });
    }
    expect(canvasFromYDoc(network.doc)).toEqual(canvasFromYDoc(left.ydoc));
    expect(left.live.hasUnsaved()).toBe(false);
    // Each sent its step 2 and its own edit; neither sent back what it received.
    expect(network.sockets.map((socket) => socket.stored)).toEqual([2, 2]);
  });

  it('says saving until the server acknowledges, then saved at that moment', async () => {
    const network = new FakeLiveNetwork();
    const tab = openTab(network);
    network.deliver();
    network.holdAcks = true;
    tab.clock.advance(5000);
    setCanvasMeta(tab.ydoc, { title: 'Stored later' });
    network.deliver();
    expect(tab.last().status).toBe('saving');
    expect(titleOf(network.doc)).toBe('Stored later');
    let flushed = false;
    const flush = tab.live.flush().then(() => {
      flushed = true;
    });
    await Promise.resolve();
    expect(flushed).toBe(false);
    network.releaseAcks();
    network.deliver();
    await flush;
    expect(tab.last()).toMatchObject({ status: 'saved', savedAt: new Date(5000).toISOString() });
  });

  it('sends on reconnection what was written offline, and what was lost in flight', () => {
    const network = new FakeLiveNetwork();
    const tab = openTab(network);
    network.deliver();
    network.dropDocumentMessages = true;
    setCanvasMeta(tab.ydoc, { title: 'Lost in flight' });
    network.deliver();
    expect(tab.last().status).toBe('saving');
    network.kick(lastSocket(network), LIVE_CLOSE.restart);
    network.deliver();
    // Unacknowledged: the server may not have it, so it is pending again.
    expect(tab.last()).toMatchObject({ status: 'offline', connected: false, failure: { kind: 'offline' } });
    network.dropDocumentMessages = false;
    moveElements(tab.ydoc, ['s'], 5, 0);
    expect(tab.clock.delays.at(-1)).toBe(1000);
    tab.clock.advance(1000);
    network.deliver();
    expect(network.sockets).toHaveLength(2);
    expect(titleOf(network.doc)).toBe('Lost in flight');
    expect(xOf(network.doc, 's')).toBe(1005);
    expect(tab.last()).toMatchObject({ status: 'saved', connected: true, failure: null });
  });

  it('sends a deletion made offline', () => {
    const network = new FakeLiveNetwork();
    const tab = openTab(network);
    network.deliver();
    network.kick(lastSocket(network), 1006);
    network.deliver();
    // Nothing pending: still saved, but not connected (the bar says offline).
    expect(tab.last()).toMatchObject({ status: 'saved', connected: false });
    deleteElements(tab.ydoc, ['s']);
    expect(tab.last().status).toBe('offline');
    tab.clock.advance(1000);
    network.deliver();
    expect(xOf(network.doc, 's')).toBeUndefined();
    expect(tab.last()).toMatchObject({ status: 'saved', savedAt: new Date(1000).toISOString() });
  });

  it('maps each close code to its failure, reconnecting only when a later attempt may pass', () => {
    const cases = [
      { code: LIVE_CLOSE.reset, kind: 'reset', status: 'readOnly', retry: null },
      { code: LIVE_CLOSE.forbidden, kind: 'forbidden', status: 'readOnly', retry: null },
      { code: LIVE_CLOSE.notFound, kind: 'forbidden', status: 'readOnly', retry: null },
      { code: LIVE_CLOSE.signedOut, kind: 'signedOut', status: 'unsaved', retry: 1000 },
      { code: LIVE_CLOSE.busy, kind: 'offline', status: 'offline', retry: 1000 },
      { code: LIVE_CLOSE.restart, kind: 'offline', status: 'offline', retry: 1000 },
      { code: 1006, kind: 'offline', status: 'offline', retry: 1000 },
      { code: LIVE_CLOSE.invalid, kind: 'refused', status: 'unsaved', retry: null },
      { code: LIVE_CLOSE.tooLarge, kind: 'refused', status: 'unsaved', retry: null },
    ] as const;
    for (const { code, kind, status, retry } of cases) {
      const network = new FakeLiveNetwork();
      const tab = openTab(network);
      network.deliver();
      network.holdAcks = true;
      setCanvasMeta(tab.ydoc, { title: `Before ${code}` });
      network.deliver();
      const waits = tab.clock.delays.length;
      network.kick(lastSocket(network), code);
      network.deliver();
      expect(tab.last(), String(code)).toMatchObject({ status, failure: { kind } });
      expect(tab.live.hasUnsaved()).toBe(true);
      expect(tab.clock.delays.slice(waits), String(code)).toEqual(retry === null ? [] : [retry]);
      tab.clock.advance(60_000);
      network.deliver();
      expect(network.sockets.length, String(code)).toBe(retry === null ? 1 : 2);
      tab.live.destroy();
    }
  });

  it('waits longer after each failed attempt, and tries a refused state again after the next edit', () => {
    const network = new FakeLiveNetwork();
    const tab = openTab(network);
    network.deliver();
    network.answer = 'refuse';
    network.kick(lastSocket(network), LIVE_CLOSE.signedOut);
    network.deliver();
    tab.clock.advance(1000);
    network.deliver();
    tab.clock.advance(2000);
    network.deliver();
    expect(tab.clock.delays.filter((ms) => ms !== 30_000)).toEqual([1000, 2000, 4000]);
    expect(tab.unreachable()).toBe(0);

    network.answer = 'accept';
    const refused = openTab(network);
    network.deliver();
    network.kick(lastSocket(network), LIVE_CLOSE.invalid, 'elements[2].alt: describe the picture');
    network.deliver();
    expect(refused.last().failure).toEqual({
      kind: 'refused',
      detail: 'elements[2].alt: describe the picture',
    });
    const sockets = network.sockets.length;
    refused.clock.advance(60_000);
    expect(network.sockets).toHaveLength(sockets);
    setCanvasMeta(refused.ydoc, { title: 'Mended' });
    network.deliver();
    expect(network.sockets).toHaveLength(sockets + 1);
    expect(titleOf(network.doc)).toBe('Mended');
    expect(refused.last().status).toBe('saved');
  });

  it('shows each tab the others, with their selection, until they go', () => {
    const network = new FakeLiveNetwork();
    const ada = openTab(network);
    network.deliver();
    const grace = openTab(network, { id: 9, name: 'Grace Hopper', color: '#047857' });
    network.deliver();
    grace.live.setPresence({ selection: ['s', 't'] });
    network.deliver();
    expect(ada.peers()).toEqual([
      {
        clientId: grace.ydoc.clientID,
        user: { id: 9, name: 'Grace Hopper', color: '#047857' },
        selection: ['s', 't'],
        pointer: null,
        view: null,
      },
    ]);
    expect(grace.peers().map((peer) => peer.user)).toEqual([ME]);
    // The page going takes the tab out of the others' presence at once, before its socket closes.
    grace.live.leave();
    network.deliver();
    expect(ada.peers()).toEqual([]);
    expect(lastSocket(network).readyState).toBe(1);
    const third = openTab(network, { id: 9, name: 'Grace Hopper', color: '#047857' });
    network.deliver();
    expect(ada.peers().map((peer) => peer.clientId)).toEqual([third.ydoc.clientID]);
    third.live.destroy();
    network.deliver();
    expect(ada.peers()).toEqual([]);
  });

  it('replaces a socket silent for 30 s, and keeps one that is heard from', () => {
    const network = new FakeLiveNetwork();
    const tab = openTab(network);
    network.deliver();
    const first = lastSocket(network);
    tab.clock.advance(20_000);
    network.renew(first);
    network.deliver();
    tab.clock.advance(20_000);
    expect(first.readyState).toBe(1);
    expect(tab.last().connected).toBe(true);
    tab.clock.advance(10_000);
    expect(first.readyState).toBe(3);
    expect(tab.last()).toMatchObject({ connected: false, failure: { kind: 'offline' } });
    tab.clock.advance(1000);
    network.deliver();
    expect(network.sockets).toHaveLength(2);
    expect(tab.last().connected).toBe(true);
    // Nothing of this tab's was stored meanwhile: the save time stays.
    expect(tab.last().savedAt).toBe('opened');
  });

  it('gives the socket up when the browser goes offline, and tries again at once when it is back', () => {
    const network = new FakeLiveNetwork();
    const tab = openTab(network);
    network.deliver();
    expect(tab.last().connected).toBe(true);
    tab.live.networkChanged(false);
    expect(lastSocket(network).readyState).toBe(3);
    expect(tab.last()).toMatchObject({ connected: false, failure: { kind: 'offline' } });
    // Offline again changes nothing; back online, a socket is tried before any back-off ends.
    tab.live.networkChanged(false);
    expect(network.sockets).toHaveLength(1);
    tab.live.networkChanged(true);
    expect(network.sockets).toHaveLength(2);
    network.deliver();
    expect(tab.last().connected).toBe(true);
    tab.live.networkChanged(true);
    expect(network.sockets).toHaveLength(2);
  });

  it('starts a new socket after a message it cannot read', () => {
    const network = new FakeLiveNetwork();
    const tab = openTab(network);
    network.deliver();
    // A sync message whose update is cut short.
    network.toClient(lastSocket(network), new Uint8Array([0, 2, 200, 1]));
    network.deliver();
    expect(network.sockets[0]?.readyState).toBe(3);
    expect(tab.last()).toMatchObject({ connected: false, failure: { kind: 'offline' } });
    tab.clock.advance(1000);
    network.deliver();
    expect(tab.last()).toMatchObject({ connected: true, status: 'saved' });
  });

  it('sends the whole state over HTTP as the page goes, only when something is unsaved', () => {
    const network = new FakeLiveNetwork();
    const tab = openTab(network);
    network.deliver();
    tab.live.leave();
    expect(tab.left).toEqual([]);
    network.kick(lastSocket(network), 1006);
    network.deliver();
    setCanvasMeta(tab.ydoc, { title: 'Sent as the page went' });
    tab.live.leave();
    expect(tab.left).toHaveLength(1);
    expect(tab.left[0]?.keepalive).toBe(true);
    Y.applyUpdate(network.doc, fromBase64(tab.left[0]?.update ?? ''));
    expect(titleOf(network.doc)).toBe('Sent as the page went');
  });

  it('gives up on a socket that never opens in three attempts, and resolves a flush on close', async () => {
    const network = new FakeLiveNetwork();
    network.answer = 'refuse';
    const tab = openTab(network);
    network.deliver();
    tab.clock.advance(1000);
    network.deliver();
    tab.clock.advance(2000);
    network.deliver();
    expect(tab.unreachable()).toBe(1);
    tab.clock.advance(60_000);
    expect(network.sockets).toHaveLength(3);

    network.answer = 'accept';
    network.holdAcks = true;
    const other = openTab(network);
    network.deliver();
    setCanvasMeta(other.ydoc, { title: 'In flight' });
    network.deliver();
    const flushed = other.live.flush();
    network.kick(lastSocket(network), 1006);
    network.deliver();
    await flushed;
    expect(other.last().status).toBe('offline');
  });

  it('never lets Undo take back what another tab did', () => {
    const network = new FakeLiveNetwork();
    const [left, right] = [openTab(network), openTab(network)];
    network.deliver();
    const undo = canvasUndoManager(left.ydoc);
    moveElements(left.ydoc, ['s'], 50, 0);
    network.deliver();
    setCanvasMeta(right.ydoc, { title: 'Theirs' });
    network.deliver();
    undo.undo();
    network.deliver();
    expect(titleOf(left.ydoc)).toBe('Theirs');
    expect(xOf(right.ydoc, 's')).toBe(1000);
  });

  it('gives up on a socket still connecting after 30 s as on one that never opened', () => {
    const network = new FakeLiveNetwork();
    network.answer = 'silent';
    const tab = openTab(network);
    for (const wait of [30_000, 1000, 30_000, 2000, 30_000]) {
      tab.clock.advance(wait);
      network.deliver();
    }
    expect(network.sockets.map((socket) => socket.readyState)).toEqual([3, 3, 3]);
    expect(tab.unreachable()).toBe(1);
  });

  it('comes back into the others’ presence after leaving, on being shown again', () => {
    const network = new FakeLiveNetwork();
    const ada = openTab(network);
    const grace = openTab(network, { id: 9, name: 'Grace Hopper', color: '#047857' });
    network.deliver();
    grace.live.setPresence({ selection: ['t'] });
    grace.live.leave();
    network.deliver();
    expect(ada.peers()).toEqual([]);
    grace.live.setPresence({});
    network.deliver();
    // The whole state goes again, as the server expects it (LivePresence), not only its `user`.
    expect(ada.live.awareness.getStates().get(grace.ydoc.clientID)).toEqual({
      user: { id: 9, name: 'Grace Hopper', color: '#047857' },
      selection: [],
      pointer: null,
      view: null,
    });
  });
});
