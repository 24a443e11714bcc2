// One canvas deck open on the live channel in this process (decision 097): its Y.Doc, the awareness
// of who is in it, and the connections of its editors and commenters. Changes arrive as y-protocols messages;
// those that arrive together are merged into one batch, checked against the canvas's rules,
// passed on to the others at once, stored, and then acknowledged to their senders (`saved`), so
// an acknowledged edit is in the database. A batch the rules refuse is never passed on: its
// senders are closed with the reason, and the room ends so everyone reloads what is stored. The
// commenters' read-only connections follow a copy of the document without the speaker notes.
// Storage and the rules come from outside (live-rooms.ts), so this file knows no database.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { awarenessMessage, syncStep2Message, updateMessage } from './live-messages';
import { NotesFreeCopy } from './live-notes-free-copy';
import { checkedPresence } from './live-presence';
import { PresenceOutbox, type RoomClock, systemClock } from './live-presence-outbox';
import { encodeSaved, LIVE_CLOSE, LIVE_MESSAGE, type LiveCloseCode } from './live-protocol';
import type { LivePeer, LivePerson, RoomStorage } from './live-room-contracts';

export type { LivePeer, LivePerson, RoomStorage } from './live-room-contracts';

/** Per connection: the document messages (step 2 or update) received, the awareness ids it speaks for. */
interface PeerState {
  received: number;
  clients: Set<number>;
}

/** The origin of changes from other app servers: passed to every local peer. */
const REMOTE = Symbol('remote');

export class LiveRoom {
  readonly ydoc: Y.Doc;
  readonly awareness: awarenessProtocol.Awareness;
  private readonly peers = new Map<LivePeer, PeerState>();
  private batch: { peer: LivePeer; update: Uint8Array }[] = [];
  private flushing = false;
  private flushQueued = false;
  private closed = false;
  private readonly outbox: PresenceOutbox;
  /** What the read-only connections are kept in step with; only while there are some. */
  private copy: NotesFreeCopy | null = null;

  constructor(
    state: Uint8Array,
    private readonly storage: RoomStorage,
    private readonly onEnd: (room: LiveRoom) => void,
    private readonly clock: RoomClock = systemClock,
  ) {
    this.ydoc = new Y.Doc();
    Y.applyUpdate(this.ydoc, state);
    this.awareness = new awarenessProtocol.Awareness(this.ydoc);
    this.awareness.setLocalState(null); // the server is no one in the deck
    const encode = (clients: number[]) => awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients);
    this.outbox = new PresenceOutbox(encode, (update) => this.storage.presence(update), clock);
    // Everyone's awareness goes to everyone, the sender included: its own renewal every 15 s is
    // the sign a quiet connection is still alive. The deck's rooms elsewhere hear it coalesced.
    this.awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      if (this.closed) return; // the awareness's own end
      const changed = [...added!, ...updated!, ...removed!];
      this.sendAll(awarenessMessage(this.awareness, changed));
      if (origin !== REMOTE) this.outbox.changed(changed, removed!.length > 0);
    });
  }

  get size(): number {
    return this.peers.size;
  }

  has(peer: LivePeer): boolean {
    return this.peers.has(peer);
  }

  get ended(): boolean {
    return this.closed;
  }

  /** A connection joins: it is sent the server's state vector and everyone's awareness. */
  join(peer: LivePeer): void {
    this.peers.set(peer, { received: 0, clients: new Set() });
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.sync);
    syncProtocol.writeSyncStep1(encoder, this.ydoc);
    peer.send(encoding.toUint8Array(encoder));
    if (this.awareness.getStates().size > 0)
      peer.send(awarenessMessage(this.awareness, [...this.awareness.getStates().keys()]));
  }

  /** A connection went: its people leave the awareness; the last one out ends the room. */
  leave(peer: LivePeer): void {
    const state = this.peers.get(peer);
    if (!state) return;
    this.peers.delete(peer);
    if (![...this.peers.keys()].some((other) => other.readOnly)) this.dropCopy();
    awarenessProtocol.removeAwarenessStates(this.awareness, [...state.clients], peer);
    this.endIfIdle();
  }

  receive(peer: LivePeer, data: Uint8Array): void {
    const state = this.peers.get(peer);
    if (!state || this.closed) return;
    try {
      const decoder = decoding.createDecoder(data);
      const type = decoding.readVarUint(decoder);
      if (type === LIVE_MESSAGE.sync) this.receiveSync(peer, state, decoder);
      else if (type === LIVE_MESSAGE.awareness)
        this.receiveAwareness(peer, state, decoding.readVarUint8Array(decoder));
      else if (type === LIVE_MESSAGE.queryAwareness)
        peer.send(awarenessMessage(this.awareness, [...this.awareness.getStates().keys()]));
      else throw new Error(`message type ${type}`);
    } catch (error) {
      this.refuse(peer, LIVE_CLOSE.invalid, `This message could not be read (${(error as Error).message}).`);
    }
  }

  /** Changes another app server stored: applied here and passed to every local peer. */
  applyRemote(update: Uint8Array): void {
    if (this.closed) return;
    Y.applyUpdate(this.ydoc, update, REMOTE);
    this.sendAll(updateMessage(update), 'editors');
    this.copy?.changed();
  }

  /** Presence another process's room was told: applied here (so it times out here too) and passed on. */
  applyRemotePresence(update: Uint8Array): void {
    if (this.closed) return;
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, REMOTE);
  }

  /** Sends the presence of this room's own connections to the deck's rooms elsewhere. */
  announcePresence(): void {
    const own = [...this.peers.values()].flatMap((state) => [...state.clients]);
    const present = own.filter((id) => this.awareness.getStates().has(id));
    if (!this.closed && present.length > 0)
      this.storage.presence(awarenessProtocol.encodeAwarenessUpdate(this.awareness, present));
  }

  /** Closes every connection with `code` and ends the room, letting its document go. */
  end(code: LiveCloseCode, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    for (const peer of this.peers.keys()) peer.close(code, reason);
    this.peers.clear();
    this.outbox.stop();
    this.dropCopy();
    this.awareness.destroy();
    this.ydoc.destroy();
    this.onEnd(this);
  }

  /** The people connected, once each: read-only when none of their connections may edit. */
  people(): LivePerson[] {
    const seen = new Map<number, LivePerson>();
    for (const { userId, isStaff, readOnly } of this.peers.keys())
      seen.set(userId, { userId, isStaff, readOnly: readOnly && (seen.get(userId)?.readOnly ?? true) });
    return [...seen.values()];
  }

  /** Closes one person's connections (their right to edit went). */
  closeUser(userId: number, code: LiveCloseCode, reason: string): void {
    for (const peer of [...this.peers.keys()]) {
      if (peer.userId !== userId) continue;
      peer.close(code, reason);
      this.leave(peer);
    }
  }

  private receiveSync(peer: LivePeer, state: PeerState, decoder: decoding.Decoder) {
    const kind = decoding.readVarUint(decoder);
    // A read-only tab's step 1 is answered from the copy without notes: what it lacks of it.
    if (kind === syncProtocol.messageYjsSyncStep1 && peer.readOnly) {
      const publish = (update: Uint8Array) => this.sendAll(updateMessage(update), 'readers');
      this.copy ??= new NotesFreeCopy(this.ydoc, publish, this.clock);
      peer.send(syncStep2Message(this.copy.answer(decoding.readVarUint8Array(decoder))));
    } else if (kind === syncProtocol.messageYjsSyncStep1) {
      peer.send(syncStep2Message(Y.encodeStateAsUpdate(this.ydoc, decoding.readVarUint8Array(decoder))));
    } else if (kind === syncProtocol.messageYjsSyncStep2 || kind === syncProtocol.messageYjsUpdate) {
      // A read-only tab sends none, not even its step 2: one that does is not ours, or is lying.
      if (peer.readOnly)
        return this.refuse(peer, LIVE_CLOSE.forbidden, 'You can comment on this deck but not edit it.');
      const update = decoding.readVarUint8Array(decoder);
      Y.parseUpdateMeta(update); // throws on what is not an update, before it can spoil a batch
      state.received++;
      this.batch.push({ peer, update });
      this.scheduleFlush();
    } else {
      throw new Error(`sync message ${kind}`);
    }
  }

  private receiveAwareness(peer: LivePeer, state: PeerState, update: Uint8Array) {
    const claimed = checkedPresence(update, peer);
    for (const [other, theirs] of this.peers)
      if (other !== peer && claimed.some((id) => theirs.clients.has(id)))
        throw new Error('another connection speaks for that client');
    for (const id of claimed) state.clients.add(id);
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, peer);
  }

  private scheduleFlush() {
    if (this.flushing || this.flushQueued) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      void this.flush();
    });
  }

  /** Checks, passes on, stores and acknowledges what arrived since the last flush. */
  private async flush() {
    if (this.closed || this.batch.length === 0) return;
    this.flushing = true;
    const batch = this.batch;
    this.batch = [];
    const senders = [...new Set(batch.map((entry) => entry.peer))].filter((peer) => this.peers.has(peer));
    const acks = senders.map((peer) => [peer, this.peers.get(peer)?.received ?? 0] as const);
    try {
      const merged = this.apply(batch, senders);
      if (merged === 'refused') return;
      if (merged) {
        const author = batch.at(-1)!.peer.userId;
        const id = await this.storage.append(merged, author);
        if (id === null) return this.end(LIVE_CLOSE.reset, 'This deck was replaced elsewhere.');
        this.storage.stored(id, merged);
      }
      for (const [peer, count] of acks) if (this.peers.has(peer)) peer.send(encodeSaved(count));
    } catch {
      // Not stored: everyone reconnects, and what the database lacks comes back in their step 2.
      this.end(LIVE_CLOSE.restart, 'The edits could not be stored; reconnecting.');
    } finally {
      this.flushing = false;
      if (this.batch.length > 0) this.scheduleFlush();
      this.endIfIdle();
    }
  }

  /**
   * Applies a batch: the merged update when it changed the document (passed on to the others
   * already), null when it changed nothing, 'refused' when the rules refused it.
   */
  private apply(batch: { update: Uint8Array }[], senders: LivePeer[]): Uint8Array | null | 'refused' {
    let changed = false;
    const mark = () => {
      changed = true;
    };
    let merged: Uint8Array;
    this.ydoc.on('update', mark);
    try {
      merged = Y.mergeUpdates(batch.map((entry) => entry.update));
      Y.applyUpdate(this.ydoc, merged, senders[0]);
    } catch {
      return this.refuseBatch(senders, {
        code: LIVE_CLOSE.invalid,
        reason: 'This change could not be read.',
      });
    } finally {
      this.ydoc.off('update', mark);
    }
    const pending = this.ydoc.store.pendingStructs !== null || this.ydoc.store.pendingDs !== null;
    if (!changed && !pending) return null;
    const problem = this.storage.check(this.ydoc, merged.byteLength);
    if (problem) return this.refuseBatch(senders, problem);
    const message = updateMessage(merged);
    for (const peer of this.peers.keys())
      if (!peer.readOnly && !(senders.length === 1 && senders[0] === peer)) peer.send(message);
    this.copy?.changed();
    return merged;
  }

  /**
   * The batch's senders are closed with the reason; the others reconnect to a room that loads what
   * is stored, since this one's document holds the refused change.
   */
  private refuseBatch(senders: LivePeer[], problem: { code: LiveCloseCode; reason: string }): 'refused' {
    for (const peer of senders) this.refuse(peer, problem.code, problem.reason);
    this.end(LIVE_CLOSE.restart, 'Reloading what is stored.');
    return 'refused';
  }

  private refuse(peer: LivePeer, code: LiveCloseCode, reason: string) {
    peer.close(code, reason);
    this.leave(peer);
  }

  private endIfIdle() {
    if (this.peers.size === 0 && !this.flushing && this.batch.length === 0) this.end(LIVE_CLOSE.restart, '');
  }

  /** To every connection, or only to the editors' (the document's changes) or the read-only ones (the copy's). */
  sendAll(message: Uint8Array, only?: 'editors' | 'readers') {
    for (const peer of this.peers.keys())
      if (only === undefined || peer.readOnly === (only === 'readers')) peer.send(message);
  }

  private dropCopy() {
    this.copy?.destroy();
    this.copy = null;
  }
}
