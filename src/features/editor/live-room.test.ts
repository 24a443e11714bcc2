// One deck's room on the live channel, with its storage faked: a change reaches the other editors
// at once and its sender's `saved` only once it is stored; what changes nothing is acknowledged
// without being stored; a change the rules refuse reaches no one; an ended generation or a failed
// store ends the room with the close code that tells the tabs what to do; presence goes to all; a
// read-only connection (a commenter's) follows the document without its notes, and is closed by any
// document message;
// the last one out ends the room, once what they sent is stored, and its document is let go.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { canvasFromYDoc } from '../../kernel/document/canvas/crdt/mapping';
import { setStepNotes, setStepTitle } from '../../kernel/document/canvas/crdt/ops-path';
import { everyKind, loaded } from '../../kernel/document/canvas/crdt/test-support';
import { syncStep1Message } from './live-messages';
import { LIVE_CLOSE, LIVE_MESSAGE, presenceColorOf } from './live-protocol';
import { type LivePeer, LiveRoom, type RoomStorage } from './live-room';

interface FakePeer extends LivePeer {
  messages: Uint8Array[];
  closedWith: number | null;
}

function peer(userId: number, readOnly = false): FakePeer {
  const fake: FakePeer = {
    userId,
    isStaff: false,
    userName: `Person ${userId}`,
    readOnly,
    messages: [],
    closedWith: null,
    send: (message) => fake.messages.push(message),
    close: (code) => {
      fake.closedWith = code;
    },
  };
  return fake;
}

/** Storage whose appends wait until the test lets them through. */
function storage(check: RoomStorage['check'] = () => null) {
  const appended: Uint8Array[] = [];
  const waiting: (() => void)[] = [];
  let answer: () => Promise<number | null> = async () => appended.length;
  const store: RoomStorage = {
    append: (update) =>
      new Promise((resolve, reject) => {
        waiting.push(() => {
          appended.push(update);
          answer().then(resolve, reject);
        });
      }),
    check,
    stored: () => {},
    presence: () => {},
  };
  return {
    store,
    appended,
    answerWith: (next: typeof answer) => {
      answer = next;
    },
    /** Lets every waiting append finish, and the room's promises settle. */
    release: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (const go of waiting.splice(0)) go();
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const started = () => {
  const doc = new Y.Doc();
  doc.getMap('meta').set('title', 'Start');
  return Y.encodeStateAsUpdate(doc);
};

function updateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LIVE_MESSAGE.sync);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** An editor's change of the title, on top of the room's state. */
function titleChange(room: LiveRoom, title: string): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(room.ydoc));
  const before = Y.encodeStateVector(doc);
  doc.getMap('meta').set('title', title);
  return Y.encodeStateAsUpdate(doc, before);
}

/** The document updates in the sync messages `fake` was sent (steps 2 and updates). */
const updatesIn = (fake: FakePeer) =>
  fake.messages.flatMap((message) => {
    const decoder = decoding.createDecoder(message);
    if (decoding.readVarUint(decoder) !== LIVE_MESSAGE.sync) return [];
    return decoding.readVarUint(decoder) === syncProtocol.messageYjsSyncStep1
      ? []
      : [decoding.readVarUint8Array(decoder)];
  });

const typesOf = (fake: FakePeer) => fake.messages.map((m) => decoding.readVarUint(decoding.createDecoder(m)));
const savedCounts = (fake: FakePeer) =>
  fake.messages
    .map((m) => decoding.createDecoder(m))
    .filter((d) => decoding.readVarUint(d) === LIVE_MESSAGE.saved)
    .map((d) => decoding.readVarUint(d));

describe('a live room', () => {
  it('passes a change on at once, and acknowledges it to its sender once it is stored', async () => {
    const fake = storage();
    const room = new LiveRoom(started(), fake.store, () => {});
    const [a, b] = [peer(1), peer(2)];
    room.join(a);
    room.join(b);
    expect(typesOf(a)).toEqual([LIVE_MESSAGE.sync]); // the server's step 1
    room.receive(a, updateMessage(titleChange(room, 'Kelp')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(room.ydoc.getMap('meta').get('title')).toBe('Kelp');
    expect(typesOf(b)).toEqual([LIVE_MESSAGE.sync, LIVE_MESSAGE.sync]);
    expect(savedCounts(a)).toEqual([]);
    await fake.release();
    expect(fake.appended).toHaveLength(1);
    expect(savedCounts(a)).toEqual([1]);
    expect(savedCounts(b)).toEqual([]);
  });

  it('acknowledges a change that changes nothing without storing it', async () => {
    const fake = storage();
    const room = new LiveRoom(started(), fake.store, () => {});
    const a = peer(1);
    room.join(a);
    room.receive(a, updateMessage(Y.encodeStateAsUpdate(new Y.Doc())));
    await fake.release();
    expect(fake.appended).toEqual([]);
    expect(savedCounts(a)).toEqual([1]);
  });

  it('refuses a change the rules refuse: its sender is closed with the reason, no one sees it', async () => {
    const fake = storage((doc) =>
      doc.getMap('meta').get('title') === 'Bad' ? { code: LIVE_CLOSE.invalid, reason: 'no' } : null,
    );
    let ended = false;
    const room = new LiveRoom(started(), fake.store, () => {
      ended = true;
    });
    const [a, b] = [peer(1), peer(2)];
    room.join(a);
    room.join(b);
    room.receive(a, updateMessage(titleChange(room, 'Bad')));
    await fake.release();
    expect(a.closedWith).toBe(LIVE_CLOSE.invalid);
    expect(b.closedWith).toBe(LIVE_CLOSE.restart);
    expect(typesOf(b)).toEqual([LIVE_MESSAGE.sync]);
    expect(fake.appended).toEqual([]);
    expect(ended).toBe(true);
  });

  it('ends with `reset` when the generation has ended, and with `restart` when storing fails', async () => {
    for (const [answer, code] of [
      [async () => null, LIVE_CLOSE.reset],
      [async () => Promise.reject(new Error('database away')), LIVE_CLOSE.restart],
    ] as const) {
      const fake = storage();
      fake.answerWith(answer);
      const room = new LiveRoom(started(), fake.store, () => {});
      const [a, b] = [peer(1), peer(2)];
      room.join(a);
      room.join(b);
      room.receive(a, updateMessage(titleChange(room, 'Lost?')));
      await fake.release();
      expect([a.closedWith, b.closedWith]).toEqual([code, code]);
      expect(savedCounts(a)).toEqual([]);
    }
  });

  it('ends once the batch of its last editor, gone while it was being stored, is stored', async () => {
    const fake = storage();
    let ended = false;
    const room = new LiveRoom(started(), fake.store, () => {
      ended = true;
    });
    const a = peer(1);
    room.join(a);
    room.receive(a, updateMessage(titleChange(room, 'Written, then gone')));
    await new Promise((resolve) => setImmediate(resolve));
    room.leave(a);
    expect([ended, room.ydoc.isDestroyed]).toEqual([false, false]);
    await fake.release();
    expect(fake.appended).toHaveLength(1);
    expect([ended, room.ended, room.ydoc.isDestroyed]).toEqual([true, true, true]);
  });

  it('closes a connection that sends what it cannot read', () => {
    const room = new LiveRoom(started(), storage().store, () => {});
    const a = peer(1);
    room.join(a);
    room.receive(a, new Uint8Array([LIVE_MESSAGE.sync, 2, 9, 9, 9]));
    expect(a.closedWith).toBe(LIVE_CLOSE.invalid);
  });

  it("sends everyone's presence to everyone, and its end when they leave; the last out ends the room", () => {
    let ended = false;
    const fakeStorage = storage().store;
    const room = new LiveRoom(started(), fakeStorage, () => {
      ended = true;
    });
    const [a, b] = [peer(1), peer(2)];
    room.join(a);
    room.join(b);
    const awareness = new awarenessProtocol.Awareness(new Y.Doc());
    const user = { id: 1, name: 'Person 1', color: presenceColorOf(1) };
    awareness.setLocalState({ user, selection: [], pointer: null, view: null });
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.awareness);
    encoding.writeVarUint8Array(
      encoder,
      awarenessProtocol.encodeAwarenessUpdate(awareness, [awareness.clientID]),
    );
    room.receive(a, encoding.toUint8Array(encoder));
    expect(room.awareness.getStates().get(awareness.clientID)).toMatchObject({ user });
    expect(typesOf(a).at(-1)).toBe(LIVE_MESSAGE.awareness);
    expect(typesOf(b).at(-1)).toBe(LIVE_MESSAGE.awareness);
    // Asked who is there by a room elsewhere, it tells the presence of its own connections.
    const told: Uint8Array[] = [];
    (fakeStorage.presence as unknown) = (update: Uint8Array) => told.push(update);
    room.announcePresence();
    const other = new awarenessProtocol.Awareness(new Y.Doc());
    awarenessProtocol.applyAwarenessUpdate(other, told[0]!, null);
    expect(other.getStates().get(awareness.clientID)).toMatchObject({ user });
    other.destroy();
    room.leave(a);
    expect(room.awareness.getStates().has(awareness.clientID)).toBe(false);
    expect(ended).toBe(false);
    room.leave(b);
    expect(ended).toBe(true);
    awareness.destroy();
  });

  it('keeps a read-only connection in step with the document but for its notes, and closes it on a document message', async () => {
    const fake = storage();
    let due: (() => void)[] = [];
    const clock = {
      now: () => 0,
      schedule: (run: () => void) => {
        due.push(run);
        return () => {
          due = due.filter((each) => each !== run);
        };
      },
    };
    const room = new LiveRoom(Y.encodeStateAsUpdate(loaded(everyKind())), fake.store, () => {}, clock);
    const [editor, reader] = [peer(1), peer(2, true)];
    room.join(editor);
    room.join(reader);
    // Asked with a step 1, the document without its notes, which only editors read.
    const tab = new Y.Doc();
    room.receive(reader, syncStep1Message(tab));
    expect(typesOf(reader)).toEqual([LIVE_MESSAGE.sync, LIVE_MESSAGE.sync]);
    for (const update of updatesIn(reader)) Y.applyUpdate(tab, update);
    expect(canvasFromYDoc(tab).path[0]).toEqual({ id: 's1', frame: 'outer', title: 'Start' });
    // The editors' changes follow a moment later, their notes never.
    const edit = new Y.Doc();
    Y.applyUpdate(edit, Y.encodeStateAsUpdate(room.ydoc));
    const before = Y.encodeStateVector(edit);
    setStepTitle(edit, 's2', 'Harbour');
    setStepNotes(edit, 's2', 'Whisper this part');
    room.receive(editor, updateMessage(Y.encodeStateAsUpdate(edit, before)));
    await fake.release();
    expect(reader.messages).toHaveLength(2);
    for (const run of due.splice(0)) run();
    expect(reader.messages).toHaveLength(3);
    expect(Buffer.from(reader.messages[2]!).includes('Whisper')).toBe(false);
    for (const update of updatesIn(reader)) Y.applyUpdate(tab, update);
    expect(canvasFromYDoc(tab).path[1]).toMatchObject({ id: 's2', title: 'Harbour' });
    expect(canvasFromYDoc(tab).path[1]).not.toHaveProperty('notes');
    expect(reader.closedWith).toBeNull();
    expect(room.people()).toEqual([
      { userId: 1, isStaff: false, readOnly: false },
      { userId: 2, isStaff: false, readOnly: true },
    ]);
    room.receive(reader, updateMessage(Y.encodeStateAsUpdate(new Y.Doc())));
    await fake.release();
    expect(reader.closedWith).toBe(LIVE_CLOSE.forbidden);
    expect(editor.closedWith).toBeNull();
    expect(fake.appended).toHaveLength(1);
    expect(room.people().map((person) => person.userId)).toEqual([1]);
  });
});
