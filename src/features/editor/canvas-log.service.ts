// The live channel's log of a canvas deck (decision 097). Live edits are appended as they arrive,
// one row per batch, so acknowledging them costs one insert; compaction merges the log into the
// deck's state and stores the document read from it (what the player, search and thumbnails
// show), keeping versions as autosave does. Compaction runs as a job a few seconds after the
// first edit it finds, on whichever server claims it, and before anything replaces the document
// (a JSON save, a restored version), so no acknowledged edit is left out of the history.
import * as Y from 'yjs';
import type { DatabaseHandle, Db, Dialect } from '../../platform/db/connection';
import { findPresentationById } from '../decks';
import {
  appendCanvasUpdate,
  countCanvasUpdates,
  deleteCanvasState,
  deleteCanvasUpdates,
  findCanvasState,
  listCanvasUpdates,
} from './canvas.repository';
import {
  applyLoggedUpdates,
  followTitle,
  loadState,
  type Merge,
  type MergedState,
  readMerged,
  stateMatches,
  storeMerged,
} from './canvas-state';

/**
 * The state a live room opens with: the stored state and its log, with the log's size in bytes, or
 * null when `generation` is no longer the deck's (or the document was replaced since): the tab
 * must reload.
 */
export async function loadLiveState(
  db: Db,
  presentationId: number,
  generation: string,
): Promise<{ state: Uint8Array; logBytes: number } | null> {
  const stored = await findCanvasState(db, presentationId);
  const current = await findPresentationById(db, presentationId);
  if (!stored || !current || stored.generation !== generation) return null;
  const ydoc = loadState(stored.state);
  if (stateMatches(stored, current, ydoc) === 'replaced') return null;
  const { bytes } = await applyLoggedUpdates(db, stored, ydoc);
  return { state: Y.encodeStateAsUpdate(ydoc), logBytes: bytes };
}

/** A deck's live edits are merged into its document this long after they arrive, at most. */
export const CANVAS_COMPACT_AFTER_MS = 10_000;

/** What a compaction did: merged the log, found nothing to merge, or ended the generation. */
export type Compaction = 'compacted' | 'nothing' | 'reset';

/** Stores a batch of live edits; its id, or null when the generation has ended (the tab must reload). */
export async function appendLiveUpdate(
  handle: DatabaseHandle,
  edit: { presentationId: number; generation: string; update: Uint8Array; userId: number },
  now = new Date(),
): Promise<number | null> {
  return appendCanvasUpdate(handle.db, handle.dialect, {
    presentation_id: edit.presentationId,
    generation: edit.generation,
    update: Buffer.from(edit.update),
    size: edit.update.byteLength,
    user_id: edit.userId,
    created_at: now.toISOString(),
  });
}

/**
 * Merges the deck's log into its state and document, in the caller's transaction, holding the
 * state's row until it ends. A state the document no longer matches (replaced from outside the
 * canvas) ends its generation, log and all.
 */
export async function foldCanvasLog(
  trx: Db,
  dialect: Dialect,
  presentationId: number,
  now = new Date(),
): Promise<Compaction> {
  const stored = await findCanvasState(trx, presentationId, dialect);
  if (!stored) {
    await deleteCanvasUpdates(trx, presentationId);
    return 'nothing';
  }
  const current = await findPresentationById(trx, presentationId);
  if (!current) return 'nothing';
  const ydoc = loadState(stored.state);
  const match = stateMatches(stored, current, ydoc);
  if (
    match === 'replaced' ||
    (match === 'retitled' && !(await followTitle(trx, current, stored, ydoc, now)))
  ) {
    await deleteCanvasState(trx, presentationId, stored);
    await deleteCanvasUpdates(trx, presentationId);
    return 'reset';
  }
  const { through, authorId } = await applyLoggedUpdates(trx, stored, ydoc);
  if (through === 0) return 'nothing';
  await storeMerged(trx, dialect, { current, stored, ydoc, authorId, through, now });
  return 'compacted';
}

/** How many times a compaction works its merge out afresh when the deck changed meanwhile. */
const FRESH_ATTEMPTS = 3;

/**
 * Compacts one deck's log (the compaction job, and this process once edits pause). The merge is
 * read and worked out first without holding the state's row, since every append waits on that
 * row (on PostgreSQL) and the live edits it carries to other servers with it; a short transaction
 * then stores it if the state, the document and the log up to the merge are still as read. When
 * they are not (another server's compaction, an append that committed late with a lower id), it
 * is worked out afresh, and after FRESH_ATTEMPTS, or for a deck only the locked merge can judge
 * (replaced or renamed from outside the canvas), merged holding the row.
 */
export async function compactCanvas(
  handle: DatabaseHandle,
  presentationId: number,
  now = new Date(),
): Promise<Compaction> {
  for (let attempt = 0; attempt < FRESH_ATTEMPTS; attempt++) {
    const prepared = await prepareCompaction(handle.db, presentationId);
    if (prepared === 'nothing') return 'nothing';
    if (prepared === null) break;
    if (await storeIfAsRead(handle, prepared, now)) return 'compacted';
  }
  return handle.db.transaction().execute((trx) => foldCanvasLog(trx, handle.dialect, presentationId, now));
}

/** Stores a merge prepared by `prepareCompaction` if the deck is still as it read it; whether it did. */
export async function storeIfAsRead(handle: DatabaseHandle, prepared: PreparedMerge, now = new Date()) {
  return handle.db.transaction().execute(async (trx) => {
    if (!(await stillAsRead(trx, handle.dialect, prepared))) return false;
    await storeMerged(trx, handle.dialect, { ...prepared, now });
    return true;
  });
}

export type PreparedMerge = Omit<Merge, 'now'> & { read: MergedState; logged: number };

/**
 * The merge of the deck's state with its log, read without a lock: 'nothing' when the log is
 * empty and the state is the document's, null when only the locked merge can judge the deck.
 */
export async function prepareCompaction(
  db: Db,
  presentationId: number,
): Promise<PreparedMerge | 'nothing' | null> {
  const stored = await findCanvasState(db, presentationId);
  const current = await findPresentationById(db, presentationId);
  if (!stored || !current || stored.document_at !== current.updated_at) return null;
  const updates = await listCanvasUpdates(db, presentationId, stored.generation);
  const last = updates.at(-1);
  if (!last) return 'nothing';
  const ydoc = loadState(stored.state);
  Y.applyUpdate(ydoc, Y.mergeUpdates(updates.map((u) => new Uint8Array(u.update))));
  const read = readMerged(ydoc);
  return { current, stored, ydoc, read, authorId: last.user_id, through: last.id, logged: updates.length };
}

/** Whether the state, the document and the log up to the merge are still as it read them (holding the row). */
async function stillAsRead(trx: Db, dialect: Dialect, merge: PreparedMerge): Promise<boolean> {
  const { current, stored } = merge;
  const now = await findCanvasState(trx, current.id, dialect);
  if (
    !now ||
    now.generation !== stored.generation ||
    !Buffer.from(now.state).equals(Buffer.from(stored.state))
  )
    return false;
  const presentation = await findPresentationById(trx, current.id);
  if (presentation?.updated_at !== current.updated_at) return false;
  return (await countCanvasUpdates(trx, current.id, stored.generation, merge.through)) === merge.logged;
}
