// What a deck on the live channel may cost, on every dialect (decision 097). The log: a room whose
// log (what it found there on opening, and its own batches since) passes LOG_COMPACT_BYTES merges
// it before its next append, so with no other compaction at all (the rooms here queue none) the log
// never holds more than the bound and one batch, and the document merged at the end holds every
// edit; with the deck open on two servers, each room counts the other's batches too. Memory: a deck's room ends once its last editor has left and what they sent is stored, on
// every deck, so a server whose editors have gone holds no room and no connection.

import * as decoding from 'lib0/decoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { compactCanvas } from '../../../src/features/editor/canvas-log.service';
import { updateMessage } from '../../../src/features/editor/live-messages';
import { LIVE_MESSAGE, readSaved } from '../../../src/features/editor/live-protocol';
import type { LivePeer } from '../../../src/features/editor/live-room';
import { LiveRooms, LOG_COMPACT_BYTES } from '../../../src/features/editor/live-rooms.service';
import { canvasFromYDoc } from '../../../src/kernel/document/canvas/crdt/mapping';
import { addElement } from '../../../src/kernel/document/canvas/crdt/ops-elements';
import { setCanvasMeta } from '../../../src/kernel/document/canvas/crdt/ops-meta';
import { setText } from '../../../src/kernel/document/canvas/crdt/ops-text';
import type { CanvasDocument, RichText } from '../../../src/kernel/document/canvas/model';
import type { Peers } from '../../../src/platform/peers/peers';
import { canvasStateOf } from '../../helpers/canvas-tabs';
import { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { type LiveTab, openLiveTab } from '../../helpers/live-tab';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait-until';

/** A peers channel with no one else on it. */
const alone: Peers = {
  on: () => {},
  announce: async () => {},
  broadcast: () => {},
  subscribe: () => () => {},
  listening: () => true,
  close: () => {},
};

/** A peers channel shared by the app servers of one test, each hearing what the others broadcast. */
function sharedChannel(): Peers {
  const subscribers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    ...alone,
    broadcast: (topic, payload) => {
      // As over Redis: later, and as JSON.
      const copy = JSON.parse(JSON.stringify(payload));
      for (const subscriber of subscribers.get(topic) ?? []) setImmediate(() => subscriber(copy));
    },
    subscribe: (topic, subscriber) => {
      const set = subscribers.get(topic) ?? new Set();
      subscribers.set(topic, set.add(subscriber));
      return () => set.delete(subscriber);
    },
  };
}

/** An editor's connection as the rooms see it, which can wait for its `saved` count. */
function connection(userId: number) {
  let saved = 0;
  let closed: Error | null = null;
  const waiting: { count: number; resolve: () => void; reject: (error: Error) => void }[] = [];
  const settle = () => {
    for (const waiter of [...waiting]) {
      if (closed) waiter.reject(closed);
      else if (waiter.count > saved) continue;
      else waiter.resolve();
      waiting.splice(waiting.indexOf(waiter), 1);
    }
  };
  const peer: LivePeer = {
    userId,
    isStaff: false,
    readOnly: false,
    userName: 'Log writer',
    send: (message) => {
      const decoder = decoding.createDecoder(message);
      if (decoding.readVarUint(decoder) !== LIVE_MESSAGE.saved) return;
      saved = readSaved(decoder);
      settle();
    },
    close: (code, reason) => {
      closed = new Error(`the room closed the connection: ${code} ${reason}`);
      settle();
    },
  };
  const savedAt = (count: number) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ count, resolve, reject });
      settle();
    });
  return { peer, savedAt };
}

/** A hundred paragraphs of one 5,000-character run, different for each `seed`: 500 KB of text. */
const filler = (seed: number): RichText => ({
  paragraphs: Array.from({ length: 100 }, (_, p) => ({
    runs: [{ text: `${seed}-${p} `.padEnd(5_000, String.fromCharCode(97 + ((seed + p) % 26))) }],
  })),
});

describe.each(DIALECTS)('%s: the live channel within its bounds', (dialect) => {
  let t: TestApp;
  let client: TestClient;
  let userId: number;
  const tabs: LiveTab[] = [];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const owner = await buildUser(t.handle);
    userId = owner.id;
    client = new TestClient(t.url);
    await client.logIn(owner.username, TEST_PASSWORD);
  });
  afterAll(async () => {
    for (const tab of tabs) tab.close();
    await t.close();
  });

  async function canvasDeck(title: string) {
    const created = await client.request('POST', '/api/v4/presentations/', {
      json: { source: JSON.stringify(buildCanvasDocument({ title })), privacy: 'private' },
    });
    expect(created.status).toBe(201);
    const { oid } = (await created.json()) as { oid: string };
    const deck = (await findPresentationByOid(t.handle.db, oid))!;
    return { deck, generation: (await canvasStateOf(client, `/p/edit/${oid}/`))!.generation };
  }

  const logBytes = async (presentationId: number) => {
    const rows = await t.handle.db
      .selectFrom('canvas_updates')
      .select('size')
      .where('presentation_id', '=', presentationId)
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.size), 0);
  };

  it('compacts before the log passes its bound, in a room opened on a long log too, losing no edit', {
    timeout: 120_000,
  }, async () => {
    const { deck, generation } = await canvasDeck('Long log');
    const rooms = new LiveRooms({ handle: t.handle, peers: alone, compactSoon: () => {}, warn: () => {} });
    const tab = new Y.Doc();
    const batches: number[] = [];
    const logged: number[] = [];
    const sent = () => batches.reduce((a, b) => a + b, 0);
    /** One editor's session: it joins, edits until `total` bytes are sent in all, and leaves. */
    async function session(total: number) {
      const { peer, savedAt } = connection(userId);
      const room = await rooms.connect(deck.id, generation, peer);
      if (!('ydoc' in room)) throw new Error(room.reason);
      Y.applyUpdate(tab, Y.encodeStateAsUpdate(room.ydoc));
      const send = (update: Uint8Array) => {
        batches.push(update.byteLength);
        room.receive(peer, updateMessage(update));
      };
      tab.on('update', send);
      let count = 0;
      // Each edit rewrites the long text and adds a note of its own: the log grows by half a
      // megabyte an edit, the state by a note.
      while (sent() < total) {
        const i = batches.length;
        tab.transact(() => {
          setText(tab, { element: 't1' }, filler(i));
          addElement(tab, {
            ...{ kind: 'text', id: `note${i}`, parent: 'f1', rotation: 0, z: 2 },
            ...{ x: 100, y: 600 + i, width: 300, height: 40 },
            content: { paragraphs: [{ runs: [{ text: `Edit ${i}` }] }] },
          });
        });
        await savedAt(++count);
        logged.push(await logBytes(deck.id));
      }
      tab.off('update', send);
      rooms.release(deck.id, peer);
      expect(rooms.stats).toEqual({ rooms: 0, connections: 0 });
    }
    // The first leaves most of a bound in the log; the room the second opens counts it.
    await session(0.8 * LOG_COMPACT_BYTES);
    expect(await logBytes(deck.id)).toBeGreaterThan(0.7 * LOG_COMPACT_BYTES);
    await session(2.5 * LOG_COMPACT_BYTES);
    expect(Math.max(...logged)).toBeLessThanOrEqual(LOG_COMPACT_BYTES + Math.max(...batches));
    expect(
      logged.some((bytes, i) => i > 0 && bytes < logged[i - 1]!),
      'the room compacted',
    ).toBe(true);

    expect(await compactCanvas(t.handle, deck.id)).toBe('compacted');
    const stored = (await findPresentationByOid(t.handle.db, deck.oid))!.document as CanvasDocument;
    expect(stored).toEqual(canvasFromYDoc(tab));
    const notes = stored.elements.filter((element) => element.id.startsWith('note'));
    expect(notes).toHaveLength(batches.length);
  });

  it("bounds the log of a deck edited on two servers at once, each room counting the other's batches", {
    timeout: 120_000,
  }, async () => {
    const { deck, generation } = await canvasDeck('One log, two servers');
    const peers = sharedChannel();
    const servers = [0, 1].map(
      () => new LiveRooms({ handle: t.handle, peers, compactSoon: () => {}, warn: () => {} }),
    );
    const editors = [connection(userId), connection(userId)];
    const rooms = await Promise.all(
      servers.map((rooms, i) => rooms.connect(deck.id, generation, editors[i]!.peer)),
    );
    const tab = new Y.Doc();
    const first = rooms[0]!;
    if (!('ydoc' in first)) throw new Error(first.reason);
    Y.applyUpdate(tab, Y.encodeStateAsUpdate(first.ydoc));
    const batches: number[] = [];
    const logged: number[] = [];
    for (let i = 0; i < 20; i++) {
      // The edits go to the two servers in turn, each on top of the last: half a megabyte each.
      const [side, room] = [i % 2, rooms[i % 2]!];
      if (!('ydoc' in room)) throw new Error(room.reason);
      await waitUntil(() => Y.snapshotContainsUpdate(Y.snapshot(room.ydoc), Y.encodeStateAsUpdate(tab)), {
        what: 'the other server’s batch to reach this room',
      });
      const before = Y.encodeStateVector(tab);
      setText(tab, { element: 't1' }, filler(i));
      const update = Y.encodeStateAsUpdate(tab, before);
      batches.push(update.byteLength);
      room.receive(editors[side]!.peer, updateMessage(update));
      await editors[side]!.savedAt(Math.floor(i / 2) + 1);
      logged.push(await logBytes(deck.id));
    }
    // Counted per room alone, the log would reach twice the bound.
    expect(Math.max(...logged)).toBeLessThanOrEqual(LOG_COMPACT_BYTES + Math.max(...batches));
    for (const [i, rooms] of servers.entries()) rooms.release(deck.id, editors[i]!.peer);
    expect(await compactCanvas(t.handle, deck.id)).not.toBe('failed');
    const stored = (await findPresentationByOid(t.handle.db, deck.oid))!.document as CanvasDocument;
    expect(JSON.stringify(stored)).toContain('19-0 ');
  });

  it('lets every room go once its last editor has left and their edits are stored', async () => {
    const decks = [await canvasDeck('Idle one'), await canvasDeck('Idle two')];
    const before = t.app.canvasLive.stats;
    const opened: LiveTab[] = [];
    for (const { deck, generation } of decks)
      for (let i = 0; i < 3; i++) {
        const tab = await openLiveTab(client, deck.oid, generation);
        tabs.push(tab);
        opened.push(tab);
        await tab.until(() => tab.ydoc.getMap('meta').get('title') !== undefined, 'the deck arrived');
      }
    expect(t.app.canvasLive.stats).toEqual({
      rooms: before.rooms + decks.length,
      connections: before.connections + opened.length,
    });
    // Each tab edits and leaves at once, before its edit is acknowledged.
    for (const [i, tab] of opened.entries()) {
      setCanvasMeta(tab.ydoc, { title: `Left by tab ${i}` });
      tab.close();
    }
    await Promise.all(opened.map((tab) => tab.closed));
    await waitUntil(() => t.app.canvasLive.stats.rooms === before.rooms, {
      what: 'the rooms of the decks no one edits to end',
    });
    expect(t.app.canvasLive.stats).toEqual(before);
    for (const { deck } of decks) {
      await compactCanvas(t.handle, deck.id);
      const stored = (await findPresentationByOid(t.handle.db, deck.oid))!;
      expect(stored.title).toMatch(/^Left by tab \d$/);
    }
  });
});
