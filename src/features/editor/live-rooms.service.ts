// This process's open canvas decks on the live channel (decision 097): a room per deck, loaded
// from the database when its first editor connects and gone when its last one leaves, with its
// storage (live-room-storage.ts) and the news of the deck's rooms on the other app servers: their
// batches, presence, resets and comments. Limits bound what one server holds: rooms, connections,
// connections per person and per deck.
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import type { DatabaseHandle } from '../../platform/db/connection';
import type { Peers } from '../../platform/peers/peers';
import { loadLiveState } from './canvas-log.service';
import { COMMENTS_CHANGED, LIVE_CLOSE, type LiveCloseCode } from './live-protocol';
import { type LivePeer, type LivePerson, LiveRoom } from './live-room';
import { type PeerMessage, roomStorage, type ServerRoomStorage, topicOf } from './live-room-storage';

export { LOG_COMPACT_BYTES } from './live-room-storage';

export interface LiveLimits {
  rooms: number;
  connections: number;
  connectionsPerUser: number;
  connectionsPerRoom: number;
}

export const LIVE_LIMITS: LiveLimits = {
  rooms: 2_000,
  connections: 5_000,
  connectionsPerUser: 20,
  /** Prezi allows 10 co-editors; a deck takes 50 tabs at once. */
  connectionsPerRoom: 50,
};

export interface LiveRoomsOptions {
  handle: DatabaseHandle;
  peers: Peers;
  /** Queues the deck's compaction (a job on any server). */
  compactSoon: (presentationId: number) => void;
  warn: (message: string) => void;
  limits?: Partial<LiveLimits>;
}

/** Why a connection was refused: its close code and the reason given. */
export interface Refusal {
  code: LiveCloseCode;
  reason: string;
}

interface OpenRoom {
  room: LiveRoom;
  storage: ServerRoomStorage;
  generation: string;
  stopListening: () => void;
}

export class LiveRooms {
  private readonly rooms = new Map<number, OpenRoom>();
  private readonly loading = new Map<number, Promise<OpenRoom | null>>();
  private readonly perUser = new Map<number, number>();
  /** The connections counted against the limits, from connect until release. */
  private readonly counted = new Set<LivePeer>();
  private readonly server = randomUUID();
  private readonly limits: LiveLimits;

  constructor(private readonly options: LiveRoomsOptions) {
    this.limits = { ...LIVE_LIMITS, ...options.limits };
  }

  /** Puts a connection in its deck's room, or says why not. */
  async connect(presentationId: number, generation: string, peer: LivePeer): Promise<LiveRoom | Refusal> {
    const busy = this.overLimit(peer.userId);
    if (busy) return busy;
    this.count(peer, 1);
    try {
      const open = await this.open(presentationId, generation);
      if (!open || open.generation !== generation)
        return { code: LIVE_CLOSE.reset, reason: 'This deck was replaced elsewhere: reload the editor.' };
      if (open.room.size >= this.limits.connectionsPerRoom)
        return { code: LIVE_CLOSE.busy, reason: 'This deck has as many editors open as it takes.' };
      open.room.join(peer);
      return open.room;
    } catch (error) {
      this.options.warn(`a live room could not open: ${(error as Error).message}`);
      return { code: LIVE_CLOSE.restart, reason: 'The deck could not be opened; trying again.' };
    } finally {
      // A connection is counted until it is released, or until now if it never joined.
      if (!this.rooms.get(presentationId)?.room.has(peer)) this.count(peer, -1);
    }
  }

  /** A joined connection has closed. */
  release(presentationId: number, peer: LivePeer): void {
    this.count(peer, -1);
    this.rooms.get(presentationId)?.room.leave(peer);
  }

  /** Ends a deck's room, on every server: its document was replaced, or it is gone. */
  reset(presentationId: number): void {
    this.options.peers.broadcast(topicOf(presentationId), { reset: true } satisfies PeerMessage);
  }

  /** Every server's room of the deck reads what is stored and passes what is new to its editors. */
  catchUp(presentationId: number): void {
    this.options.peers.broadcast(topicOf(presentationId), { catchUp: true } satisfies PeerMessage);
  }

  /** The deck's comments changed: its tabs on every server are told, and fetch them again. */
  commentsChanged(presentationId: number): void {
    this.rooms.get(presentationId)?.room.sendAll(COMMENTS_CHANGED);
    const news: PeerMessage = { server: this.server, comments: true };
    this.options.peers.broadcast(topicOf(presentationId), news);
  }

  /** Closes one person's connections to a deck here (their right to edit it went). */
  closeUser(presentationId: number, userId: number): void {
    this.rooms
      .get(presentationId)
      ?.room.closeUser(userId, LIVE_CLOSE.forbidden, 'You can no longer edit this deck.');
  }

  /**
   * Asks again whether each person connected here may still edit their deck (or, read-only, comment
   * on it), and closes the connections of those who may not (`mayEdit` reads their rights as the
   * connection was admitted).
   */
  async recheck(mayEdit: (presentationId: number, person: LivePerson) => Promise<boolean>) {
    for (const [presentationId, { room }] of [...this.rooms]) {
      for (const person of room.people()) {
        if (!(await mayEdit(presentationId, person)))
          room.closeUser(person.userId, LIVE_CLOSE.forbidden, 'You can no longer edit this deck.');
      }
    }
  }

  /** The decks open here, for checks that end some (a deck taken down). */
  openDecks(): number[] {
    return [...this.rooms.keys()];
  }

  /** Ends a deck's room here with `code`. */
  end(presentationId: number, code: LiveCloseCode, reason: string): void {
    this.rooms.get(presentationId)?.room.end(code, reason);
  }

  /** The server is going away: every editor reconnects, to it once back or to another. */
  close(): void {
    for (const { room } of [...this.rooms.values()])
      room.end(LIVE_CLOSE.restart, 'The server is restarting.');
  }

  get stats() {
    return { rooms: this.rooms.size, connections: this.counted.size };
  }

  private overLimit(userId: number): Refusal | null {
    if (this.counted.size >= this.limits.connections || this.rooms.size >= this.limits.rooms)
      return { code: LIVE_CLOSE.busy, reason: 'This server is busy; trying again shortly.' };
    if ((this.perUser.get(userId) ?? 0) >= this.limits.connectionsPerUser)
      return { code: LIVE_CLOSE.busy, reason: 'You have too many editor tabs open; close some.' };
    return null;
  }

  private count(peer: LivePeer, by: 1 | -1) {
    if (by === 1) this.counted.add(peer);
    else if (!this.counted.delete(peer)) return;
    const next = (this.perUser.get(peer.userId) ?? 0) + by;
    if (next > 0) this.perUser.set(peer.userId, next);
    else this.perUser.delete(peer.userId);
  }

  private open(presentationId: number, generation: string): Promise<OpenRoom | null> {
    const open = this.rooms.get(presentationId);
    if (open && !open.room.ended) return Promise.resolve(open);
    const loading = this.loading.get(presentationId) ?? this.load(presentationId, generation);
    this.loading.set(presentationId, loading);
    return loading.finally(() => this.loading.delete(presentationId));
  }

  private async load(presentationId: number, generation: string): Promise<OpenRoom | null> {
    const loaded = await loadLiveState(this.options.handle.db, presentationId, generation);
    if (!loaded) return null;
    const { handle, peers, compactSoon } = this.options;
    const storage = roomStorage({
      ...{ handle, peers, compactSoon, server: this.server, presentationId, generation },
      ...{ stateBytes: loaded.state.byteLength, logBytes: loaded.logBytes },
    });
    const room = new LiveRoom(loaded.state, storage, (ended) => {
      const open = this.rooms.get(presentationId);
      if (open?.room !== ended) return;
      open.stopListening();
      this.rooms.delete(presentationId);
    });
    const stopListening = this.options.peers.subscribe(topicOf(presentationId), (payload) => {
      void this.hear(presentationId, payload as PeerMessage);
    });
    const open = { room, generation, stopListening, storage };
    this.rooms.set(presentationId, open);
    // Whoever is in this deck's rooms on other processes is shown here before they next renew.
    this.options.peers.broadcast(topicOf(presentationId), {
      server: this.server,
      whoIsThere: true,
    } satisfies PeerMessage);
    return open;
  }

  /** Another server's news of a deck open here. */
  private async hear(presentationId: number, message: PeerMessage) {
    const open = this.rooms.get(presentationId);
    if (!open || message.server === this.server) return;
    if (message.reset)
      return open.room.end(LIVE_CLOSE.reset, 'This deck was replaced elsewhere: reload the editor.');
    if (typeof message.presence === 'string')
      return open.room.applyRemotePresence(new Uint8Array(Buffer.from(message.presence, 'base64')));
    if (message.whoIsThere) return open.room.announcePresence();
    if (message.comments) return open.room.sendAll(COMMENTS_CHANGED);
    if (typeof message.bytes === 'number' && message.bytes > 0) open.storage.othersAppended(message.bytes);
    if (typeof message.update === 'string')
      return open.room.applyRemote(new Uint8Array(Buffer.from(message.update, 'base64')));
    if (message.catchUp) {
      try {
        const loaded = await loadLiveState(this.options.handle.db, presentationId, open.generation);
        if (loaded) open.room.applyRemote(Y.diffUpdate(loaded.state, Y.encodeStateVector(open.room.ydoc)));
        else open.room.end(LIVE_CLOSE.reset, 'This deck was replaced elsewhere: reload the editor.');
      } catch (error) {
        this.options.warn(`a live room could not catch up: ${(error as Error).message}`);
      }
    }
  }
}
