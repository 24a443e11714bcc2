// A room's presence on the way to the other app servers, on a clock the test moves: a burst of
// pointer moves goes out as its first and its last state, at most once per PRESENCE_FLUSH_MS,
// while the room's own connections get every move at once; a leave goes at once; people who
// changed together and do not fit one message are split, not dropped.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import { manualClock } from '../../../test/helpers/live-canvas-server';
import { PRESENCE_FLUSH_MS, PRESENCE_MESSAGE_BYTES } from './live-presence-outbox';
import { LIVE_CLOSE, LIVE_MESSAGE, presenceColorOf } from './live-protocol';
import { type LivePeer, LiveRoom, type RoomStorage } from './live-room';

function peer(userId: number) {
  const received: Uint8Array[] = [];
  const fake: LivePeer & { received: Uint8Array[] } = {
    userId,
    isStaff: false,
    readOnly: false,
    userName: `Person ${userId}`,
    received,
    send: (message) => received.push(message),
    close: () => {},
  };
  return fake;
}

/** A tab's awareness, whose changes the test hands the room as that tab's messages. */
function tab(room: LiveRoom, who: LivePeer) {
  const awareness = new awarenessProtocol.Awareness(new Y.Doc());
  const user = { id: who.userId, name: who.userName, color: presenceColorOf(who.userId) };
  awareness.on('update', ({ added, updated, removed }: Record<string, number[]>) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.awareness);
    const changed = [...added!, ...updated!, ...removed!];
    encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, changed));
    room.receive(who, encoding.toUint8Array(encoder));
  });
  return {
    awareness,
    point: (x: number, selection: string[] = []) =>
      awareness.setLocalState({ user, selection, pointer: { x, y: 0 }, view: null }),
  };
}

/** The pointers (x, or null for someone gone) each presence message to the other servers carries. */
function pointersIn(update: Uint8Array): (number | null)[] {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const pointers: (number | null)[] = [];
  for (let i = 0; i < count; i++) {
    decoding.readVarUint(decoder);
    decoding.readVarUint(decoder);
    const state = JSON.parse(decoding.readVarString(decoder)) as { pointer: { x: number } } | null;
    pointers.push(state === null ? null : state.pointer.x);
  }
  return pointers;
}

function room() {
  const published: Uint8Array[] = [];
  const storage: RoomStorage = {
    append: async () => 1,
    check: () => null,
    stored: () => {},
    presence: (update) => published.push(update),
  };
  const clock = manualClock();
  return {
    room: new LiveRoom(Y.encodeStateAsUpdate(new Y.Doc()), storage, () => {}, clock),
    published,
    clock,
  };
}

const awarenessCount = (fake: { received: Uint8Array[] }) =>
  fake.received.filter((m) => decoding.readVarUint(decoding.createDecoder(m)) === LIVE_MESSAGE.awareness)
    .length;

describe("a room's presence to the other servers", () => {
  it('sends a burst of moves as its first and last state, at most once per flush period', () => {
    const { room: r, published, clock } = room();
    const [a, b] = [peer(1), peer(2)];
    r.join(a);
    r.join(b);
    const mover = tab(r, a);
    for (let x = 1; x <= 30; x++) mover.point(x);
    // The other connection here saw every move at once; the other servers the first.
    expect(awarenessCount(b)).toBe(30);
    expect(published.map(pointersIn)).toEqual([[1]]);
    clock.advance(PRESENCE_FLUSH_MS - 1);
    expect(published).toHaveLength(1);
    clock.advance(1);
    expect(published.map(pointersIn)).toEqual([[1], [30]]);
    // Moves spread over two periods: one message per period, the last state last.
    for (let x = 31; x <= 40; x++) {
      mover.point(x);
      clock.advance(10);
    }
    clock.advance(PRESENCE_FLUSH_MS);
    expect(published.map(pointersIn).slice(2)).toEqual([[35], [40]]);
    expect(clock.pending()).toBe(0);
    mover.awareness.destroy();
    r.end(LIVE_CLOSE.restart, '');
  });

  it('sends a leave at once, with what was waiting, and nothing once the room has ended', () => {
    const { room: r, published, clock } = room();
    const [a, b] = [peer(1), peer(2)];
    r.join(a);
    r.join(b);
    const [first, second] = [tab(r, a), tab(r, b)];
    first.point(1);
    second.point(2);
    first.point(3);
    expect(published.map(pointersIn)).toEqual([[1]]);
    r.leave(a);
    expect(published.map(pointersIn).slice(1)).toEqual([[2, null]]);
    expect(clock.pending()).toBe(0);
    second.point(4);
    r.leave(b);
    expect(published.map(pointersIn).slice(2)).toEqual([[null]]);
    expect(r.ended).toBe(true);
    expect(r.ydoc.isDestroyed).toBe(true);
    clock.advance(PRESENCE_FLUSH_MS);
    expect(published).toHaveLength(3);
    first.awareness.destroy();
    second.awareness.destroy();
  });

  it('splits people who changed together across messages that each fit the peers channel', () => {
    const { room: r, published, clock } = room();
    const people = [1, 2, 3, 4].map(peer);
    for (const person of people) r.join(person);
    const tabs = people.map((person) => tab(r, person));
    tabs[0]!.point(0);
    // Selections of about 1,200 bytes each: two fit a message, not three.
    const selection = Array.from({ length: 30 }, (_, i) => `element-${i}-${'x'.repeat(30)}`);
    for (const [i, each] of tabs.entries()) each.point(i + 1, selection);
    clock.advance(PRESENCE_FLUSH_MS);
    const later = published.slice(1);
    expect(later.flatMap(pointersIn).sort()).toEqual([1, 2, 3, 4]);
    expect(later.length).toBeGreaterThan(1);
    for (const update of later) expect(update.byteLength).toBeLessThanOrEqual(PRESENCE_MESSAGE_BYTES);
    for (const each of tabs) each.awareness.destroy();
    r.end(LIVE_CLOSE.restart, '');
  });
});
