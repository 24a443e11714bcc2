// The live channel's messages as either side writes them (live-protocol.ts numbers them and says
// who sends what): a sync step 1 or 2, a change of the document, and the awareness of some of the people
// in a deck. Shared by the server's rooms, the browser's connection and the tests' tabs; pure.
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';
import { LIVE_MESSAGE } from './live-protocol';

/** A message of `type` whose body `write` puts down. */
export function liveMessage(type: number, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** Sync step 1: the sender's state vector, asking the other side for what the sender lacks. */
export const syncStep1Message = (ydoc: Y.Doc) =>
  liveMessage(LIVE_MESSAGE.sync, (encoder) => syncProtocol.writeSyncStep1(encoder, ydoc));

/** Sync step 2: `update`, what the other side lacks by the state vector its step 1 sent. */
export const syncStep2Message = (update: Uint8Array) =>
  liveMessage(LIVE_MESSAGE.sync, (encoder) => {
    encoding.writeVarUint(encoder, syncProtocol.messageYjsSyncStep2);
    encoding.writeVarUint8Array(encoder, update);
  });

/** A sync `update` message carrying `update` (a document message when a client sends it). */
export const updateMessage = (update: Uint8Array) =>
  liveMessage(LIVE_MESSAGE.sync, (encoder) => syncProtocol.writeUpdate(encoder, update));

/** An awareness message with the states of `clients`. */
export const awarenessMessage = (awareness: awarenessProtocol.Awareness, clients: number[]) =>
  liveMessage(LIVE_MESSAGE.awareness, (encoder) =>
    encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, clients)),
  );
