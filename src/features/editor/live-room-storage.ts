// What a live room of this process stores and tells (decision 097): its batches appended to the
// deck's log and told to the other app servers on the peers channel (inline when small, else as a
// sign to read the log), the canvas's rules and size limit, and the presence of its people. The log
// is bounded per deck, not per room: every room counts the bytes the deck's rooms on other servers
// append (their messages say how many), so whichever room finds the log past LOG_COMPACT_BYTES
// merges it before its next append.
import * as Y from 'yjs';
import { EDITOR_LIMITS } from '../../kernel/limits';
import type { DatabaseHandle } from '../../platform/db/connection';
import type { Peers } from '../../platform/peers/peers';
import { appendLiveUpdate, compactCanvas } from './canvas-log.service';
import { CANVAS_TOO_LARGE } from './canvas-state';
import { type CanvasChecker, canvasChecker } from './live-check';
import { LIVE_CLOSE } from './live-protocol';
import type { RoomStorage } from './live-room-contracts';

/**
 * A room that counts the deck's log past this many bytes (what it found on opening, and what any
 * room of the deck appended since it last compacted) compacts before its next append, so the log
 * stays bounded even while the compaction job cannot run.
 */
export const LOG_COMPACT_BYTES = 4_000_000;

/** Inline in the peers message when its base64 is at most this long; else the others read the log. */
const INLINE_UPDATE_CHARS = 4_000;

/** What the deck's rooms on different servers tell each other. */
export type PeerMessage = {
  server?: string;
  update?: string;
  catchUp?: boolean;
  /** The bytes the sender's batch added to the log (with `update` or `catchUp`). */
  bytes?: number;
  reset?: boolean;
  presence?: string;
  /** A room opened elsewhere asks for the presence of the people in the deck's other rooms. */
  whoIsThere?: boolean;
  comments?: boolean; // the deck's comments changed
};

export const topicOf = (presentationId: number) => `canvas:${presentationId}`;

export interface ServerRoomStorage extends RoomStorage {
  /** A room of the deck on another server appended this many bytes to its log. */
  othersAppended(bytes: number): void;
}

export interface RoomStorageOptions {
  handle: DatabaseHandle;
  peers: Peers;
  compactSoon: (presentationId: number) => void;
  /** This process's name on the peers channel. */
  server: string;
  presentationId: number;
  generation: string;
  stateBytes: number;
  logBytes: number;
}

export function roomStorage(options: RoomStorageOptions): ServerRoomStorage {
  const { handle, peers, compactSoon, server, presentationId, generation } = options;
  let checker: CanvasChecker | null = null;
  let bytes = options.stateBytes;
  // What the log held when the room opened counts: a deck reopened often must not grow it by a
  // bound each time.
  let logged = options.logBytes;
  return {
    append: async (update, userId) => {
      if (logged > LOG_COMPACT_BYTES) {
        await compactCanvas(handle, presentationId);
        logged = 0;
      }
      logged += update.byteLength;
      return appendLiveUpdate(handle, { presentationId, generation, update, userId });
    },
    othersAppended: (added) => {
      // A compaction elsewhere is not told: this count may run ahead of the log, and the room then
      // compacts a short log early, which costs a merge and loses nothing.
      logged += added;
    },
    check: (ydoc, added) => {
      checker ??= canvasChecker(ydoc);
      const problem = checker.problem();
      if (problem) return { code: LIVE_CLOSE.invalid, reason: problem };
      // The state's size grows by at most what is added; measured only when that could pass the limit.
      bytes += added;
      if (bytes > EDITOR_LIMITS.canvasStateBytes) bytes = Y.encodeStateAsUpdate(ydoc).byteLength;
      if (bytes > EDITOR_LIMITS.canvasStateBytes)
        return { code: LIVE_CLOSE.tooLarge, reason: CANVAS_TOO_LARGE };
      return null;
    },
    stored: (_id, update) => {
      compactSoon(presentationId);
      const inline = Buffer.from(update).toString('base64');
      const message: PeerMessage =
        inline.length <= INLINE_UPDATE_CHARS
          ? { server, update: inline, bytes: update.byteLength }
          : { server, catchUp: true, bytes: update.byteLength };
      peers.broadcast(topicOf(presentationId), message);
    },
    presence: (update) => {
      // A presence is a few hundred bytes; one too large for the channel is left to its renewal.
      const inline = Buffer.from(update).toString('base64');
      if (inline.length <= INLINE_UPDATE_CHARS)
        peers.broadcast(topicOf(presentationId), { server, presence: inline } satisfies PeerMessage);
    },
  };
}
