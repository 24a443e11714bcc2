// The canvas editor's live channel (decision 097): one WebSocket per open editor tab, at
// GET /api/v4/presentation/{oid}/canvas/live/?generation={generation}, speaking y-protocols as
// y-websocket numbers its messages (sync 0, awareness 1, auth 2, query awareness 3), so any Yjs
// tool can read it, plus one message of ours: `saved`, the server's acknowledgement that edits
// are stored. Shared by the server and the browser; pure.
//
// The conversation:
// - On open the server sends sync step 1 (its state vector) and the awareness of everyone in the
//   deck. The client answers with sync step 2 (what the server lacks: edits made offline go here)
//   and its own step 1; the server answers that with step 2 (what the client lacks).
// - Then each side sends its document changes as sync `update` messages, and awareness updates.
// - Every sync step 2 or update a client sends is one "document message"; after the server has
//   stored the changes of a connection's first n document messages in the database, it sends
//   `saved` with n. A client whose every document message on the open socket is acknowledged, its
//   step 2 among them, has nothing unsaved.
// - A commenter's connection is read-only: it receives presence and the document without the
//   speaker notes (its step 1 is answered from that copy), but any document message closes it
//   with `forbidden`.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

export const LIVE_MESSAGE = {
  sync: 0,
  awareness: 1,
  auth: 2,
  queryAwareness: 3,
  /** Ours: varUint n, the count of this connection's document messages now stored. */
  saved: 100,
  /**
   * Ours, no body: someone added, deleted, resolved or reopened a comment on the deck. The tab
   * fetches the comments again over HTTP, so each person gets only those they may read.
   */
  comments: 101,
} as const;

/**
 * Why the server closed a connection. 4400–4499 mirror HTTP's 4xx and are final for that tab
 * (y-websocket's convention), except `signedOut` and `busy`, which a later attempt may pass.
 */
export const LIVE_CLOSE = {
  /** A message the server cannot read, or a change that leaves an invalid canvas. */
  invalid: 4400,
  /** No session (the person logged out): logging in again, in another tab, lets it through. */
  signedOut: 4401,
  /** No right to edit (any more), or a read-only connection sent a change. */
  forbidden: 4403,
  /** The deck is gone, or taken down. */
  notFound: 4404,
  /** The deck was replaced from outside the canvas: this tab's generation has ended. */
  reset: 4409,
  /** The canvas would grow past what one deck may hold, or a message is too large. */
  tooLarge: 4413,
  /** Too many messages, connections or open decks: try again later. */
  busy: 4429,
  /** The server is going away (a restart): reconnect, to it or another. */
  restart: 1012,
} as const;

export type LiveCloseCode = (typeof LIVE_CLOSE)[keyof typeof LIVE_CLOSE];

/** A message (of any type) larger than this closes the connection with `tooLarge`. */
export const LIVE_MESSAGE_MAX_BYTES = 2_000_000;

/** The path of a deck's live channel, with its generation. */
export const liveChannelPath = (oid: string, generation: string): string =>
  `/api/v4/presentation/${encodeURIComponent(oid)}/canvas/live/?generation=${encodeURIComponent(generation)}`;

/** The `comments` message: the deck's comments changed. */
export const COMMENTS_CHANGED: Uint8Array = Uint8Array.of(LIVE_MESSAGE.comments);

export function encodeSaved(count: number): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LIVE_MESSAGE.saved);
  encoding.writeVarUint(encoder, count);
  return encoding.toUint8Array(encoder);
}

/** The count a `saved` message carries, its type already read from `decoder`. */
export const readSaved = (decoder: decoding.Decoder): number => decoding.readVarUint(decoder);

/**
 * What a person shows the others in the deck (their awareness state). The server checks `user`
 * against the connection's account, so no one appears under another's name.
 */
export interface LivePresence {
  user: { id: number; name: string; color: string };
  /** The ids of the elements they have selected. */
  selection: string[];
  /** Where their pointer is, in canvas units; null when it is off the canvas. */
  pointer: { x: number; y: number } | null;
  /** The camera they look through (canvas units), for "follow". */
  view: { x: number; y: number; width: number; height: number } | null;
}

/** Colours people are shown in, readable on white and on the canvas's dark chrome alike. */
export const PRESENCE_COLORS = [
  '#c2410c',
  '#1d4ed8',
  '#047857',
  '#7c3aed',
  '#be123c',
  '#0e7490',
  '#a16207',
  '#4d7c0f',
] as const;

/** A person's colour, the same in every tab and on every server. */
export const presenceColorOf = (userId: number): string =>
  PRESENCE_COLORS[Math.abs(userId) % PRESENCE_COLORS.length] as string;
