// A commenter's tab on the live channel, against the fake server (test/helpers/live-canvas-server.ts):
// it follows the others' edits and shows its presence, but sends no document message (the server
// closes a read-only connection that does), not even its handshake's step 2, keeps a change made
// in it to itself, and never offers the HTTP autosave as it goes.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { FakeLiveNetwork, manualClock } from '../../../../../test/helpers/live-canvas-server';
import { canvasFromYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import { setCanvasMeta } from '../../../../kernel/document/canvas/crdt/ops-meta';
import { SERVER_ORIGIN } from './canvas-sync';
import { createLiveCanvas } from './live-canvas';
import type { LivePeer } from './live-canvas-rules';
import type { LiveCanvasState } from './live-wire';

const ADA = { id: 7, name: 'Ada Lovelace', color: '#1d4ed8' };
const GRACE = { id: 9, name: 'Grace Hopper', color: '#047857' };

function openTab(network: FakeLiveNetwork, me: typeof ADA, readOnly: boolean) {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(network.doc), SERVER_ORIGIN);
  const reports: LiveCanvasState[] = [];
  const left: string[] = [];
  let peers: LivePeer[] = [];
  const clock = manualClock();
  const live = createLiveCanvas({
    ...{ ydoc, me, url: '/live', initialSavedAt: 'opened', readOnly },
    createSocket: network.createSocket,
    onChange: (state) => reports.push(state),
    onPeers: (next) => {
      peers = next;
    },
    leaveVia: async (update) => left.push(update),
    schedule: clock.schedule,
    now: clock.now,
  });
  return { ydoc, live, left, last: () => reports.at(-1) as LiveCanvasState, peers: () => peers };
}

describe('a read-only live canvas connection', () => {
  it('follows the others’ edits and presence without sending a document message', () => {
    const network = new FakeLiveNetwork();
    const editor = openTab(network, GRACE, false);
    const reader = openTab(network, ADA, true);
    network.deliver();
    setCanvasMeta(editor.ydoc, { title: 'Edited live' });
    reader.live.setPresence({ selection: ['s'] });
    network.deliver();
    expect(canvasFromYDoc(reader.ydoc).title).toBe('Edited live');
    expect(reader.last()).toMatchObject({ status: 'saved', connected: true, failure: null });
    expect(editor.peers().find((peer) => peer.user.id === ADA.id)?.selection).toEqual(['s']);
    expect(reader.peers().map((peer) => peer.user.id)).toEqual([GRACE.id]);
    const [, readerSocket] = network.sockets;
    expect(readerSocket?.stored).toBe(0);
  });

  it('keeps a change made in the tab to itself, with nothing unsaved and nothing sent as it goes', () => {
    const network = new FakeLiveNetwork();
    const reader = openTab(network, ADA, true);
    network.deliver();
    setCanvasMeta(reader.ydoc, { title: 'Not theirs to change' });
    network.deliver();
    expect(canvasFromYDoc(network.doc).title).not.toBe('Not theirs to change');
    expect(network.sockets[0]?.stored).toBe(0);
    expect(reader.live.hasUnsaved()).toBe(false);
    reader.live.leave();
    expect(reader.left).toEqual([]);
  });
});
