// What a live room (live-room.ts) deals with outside itself: the connections of the people in it,
// and the storage and rules it is given (live-rooms.service.ts gives them).
import type * as Y from 'yjs';
import type { LiveCloseCode } from './live-protocol';

/** One editor's connection, as the room sees it. */
export interface LivePeer {
  readonly userId: number;
  readonly isStaff: boolean;
  readonly userName: string;
  /** May only comment (set on admission): sent presence, never the notes-bearing document; closed on one. */
  readOnly: boolean;
  send(message: Uint8Array): void;
  close(code: LiveCloseCode, reason: string): void;
}

/** What the room needs from outside: where batches are stored, and the canvas's rules. */
export interface RoomStorage {
  /** Stores a batch; its id, or null when the deck's generation has ended. */
  append(update: Uint8Array, userId: number): Promise<number | null>;
  /** Why the canvas may not be as `ydoc` now holds it (after `added` bytes of updates), or null. */
  check(ydoc: Y.Doc, added: number): { code: LiveCloseCode; reason: string } | null;
  /** A batch is stored: the other servers and the compaction are told. */
  stored(id: number, update: Uint8Array): void;
  /** Presence changed here (an awareness update of this process's peers): the other servers are told. */
  presence(update: Uint8Array): void;
}

/** Someone connected to a room, for checking their rights again. */
export type LivePerson = { userId: number; isStaff: boolean; readOnly: boolean };
